// The contract of question understanding (seed 001 adapted to building regulations): the classification of a
// question into one of nine categories with its temperature-scaled confidence and A/B/C pattern, the clarification
// conversation that asks back at most three times, and the refine step that decides when the user cannot.
import { z } from 'zod';

/** The nine categories, in the order of resources/categories.yaml; their labels, examples and rules live there. */
export const CATEGORY_IDS = ['density', 'land_use', 'height', 'parking', 'permit', 'fire_safety', 'use_change', 'site_road', 'general'] as const;
export const CategoryIdSchema = z.enum(CATEGORY_IDS);
export type CategoryId = z.infer<typeof CategoryIdSchema>;

/** What a question must name before it can be answered (a zone for 건폐율, a zone and a use for 허가 여부 …). */
/** floor_area: a use whose class — and so whose verdict in the zone — depends on its floor area (카페: 300㎡). */
export const NEED_KINDS = ['zone', 'place', 'activity', 'building_use', 'floor_area'] as const;
export const NeedKindSchema = z.enum(NEED_KINDS);
export type NeedKind = z.infer<typeof NeedKindSchema>;

/** What an answer in a category must contain: verification's completeness check reads these. */
export const REQUIRED_ITEMS = ['수치', '근거 조문', '허가 여부', '허가·신고 구분'] as const;
export const RequiredItemSchema = z.enum(REQUIRED_ITEMS);
export type RequiredItem = z.infer<typeof RequiredItemSchema>;

export const ClassifierKindSchema = z.enum(['model', 'prototype', 'lexical']);
export type ClassifierKind = z.infer<typeof ClassifierKindSchema>;

export const ConfidencePatternSchema = z.enum(['A', 'B', 'C']);
export type ConfidencePattern = z.infer<typeof ConfidencePatternSchema>;
export const RouteSchema = z.enum(['high_conf', 'need_clarify']);
export type Route = z.infer<typeof RouteSchema>;

export const RankedCategorySchema = z.object({ category: CategoryIdSchema, label: z.string(), confidence: z.number() });
export type RankedCategory = z.infer<typeof RankedCategorySchema>;

export const ClassificationSchema = z.object({
  category: CategoryIdSchema,
  label: z.string(),
  /** p(top) − p(second) after temperature scaling: 0 when two categories tie, 1 when one takes all (README). */
  confidence: z.number().min(0).max(1),
  /** The three most probable categories; each `confidence` is its temperature-scaled probability. */
  top3: z.array(RankedCategorySchema).length(3),
  /** The classifier's raw scores, one per category in CATEGORY_IDS order, before division by T. */
  logits: z.array(z.number()).length(CATEGORY_IDS.length),
  temperature: z.number(),
  classifier: ClassifierKindSchema,
  pattern: ConfidencePatternSchema,
  route: RouteSchema,
  /** What the category needs that the question does not name. */
  missing: z.array(NeedKindSchema),
  /** The places a name written without its 시·도 may mean ("중구" → 서울특별시 중구, 부산광역시 중구 …): asked back. */
  place_choices: z.array(z.string()).optional(),
  /** The floor areas that decide the use's class, in the user's words, when that is what is missing. */
  area_choices: z.array(z.string()).optional(),
  /** The question was very short (under 8 characters without spaces): likely to need asking back. */
  short: z.boolean(),
});
export type Classification = z.infer<typeof ClassificationSchema>;

export const ClarifyTurnSchema = z.object({ q: z.string(), a: z.string() });
export type ClarifyTurn = z.infer<typeof ClarifyTurnSchema>;

/** Seed 001's Conversation, persisted by id so an answer can come minutes later or after a restart. */
export const ConversationSchema = z.object({
  id: z.number().int(),
  original_query: z.string(),
  clarify_turns: z.array(ClarifyTurnSchema),
  retry_count: z.number().int(),
  max_retry: z.number().int(),
  /** The question asked back and not yet answered, or null. */
  pending: z.string().nullable(),
  choices: z.array(z.string()),
  status: z.enum(['asking', 'final']),
  /** The chat session it belongs to, when it came from a question. */
  session: z.number().int().nullable(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const RefineResultSchema = z.object({
  selected_category: CategoryIdSchema,
  confidence: z.number().min(0).max(1),
  reason: z.string(),
  meta: z.record(z.string(), z.unknown()),
});
export type RefineResult = z.infer<typeof RefineResultSchema>;

export const ClarificationSchema = z.object({
  conversation_id: z.number().int(),
  question: z.string(),
  /** Quick replies: the top categories' labels and, when a zone or use is missing, typical values. */
  choices: z.array(z.string()),
  missing: z.array(NeedKindSchema),
  /** 1 for the first question asked back, up to max_retry. */
  round: z.number().int(),
  max_retry: z.number().int(),
});
export type Clarification = z.infer<typeof ClarificationSchema>;

/** Where understanding ended: asking back, or a final category (directly, after answers, or by refine). */
export const UnderstandingSchema = z.object({
  conversation_id: z.number().int(),
  effective_query: z.string(),
  classification: ClassificationSchema,
  clarify: ClarificationSchema.nullable(),
  final_category: CategoryIdSchema.nullable(),
  final_label: z.string().nullable(),
  final_confidence: z.number().nullable(),
  llm_refined: z.boolean(),
  refine_reason: z.string().nullable(),
});
export type Understanding = z.infer<typeof UnderstandingSchema>;

export const ClassifyInputSchema = z
  .object({
    query: z.string().max(2000, 'a question can be at most 2,000 characters: shorten it'),
  })
  .strict();
export type ClassifyInput = z.infer<typeof ClassifyInputSchema>;

/** `understand.classify`: one classification, stored (its id is what a reviewer corrects). */
export const ClassifyResultSchema = ClassificationSchema.extend({ id: z.number().int() });
export type ClassifyResult = z.infer<typeof ClassifyResultSchema>;

export const AnswerClarificationInputSchema = z
  .object({
    conversation_id: z.number().int().positive(),
    answer: z.string().trim().min(1, 'type an answer').max(2000, 'an answer can be at most 2,000 characters'),
    /** Skip further questions: decide now (refine). */
    no_more_questions: z.boolean().optional(),
  })
  .strict();
export type AnswerClarificationInput = z.infer<typeof AnswerClarificationInputSchema>;

export const CorrectCategoryInputSchema = z
  .object({
    /** The id of a classification (understand.classify) or conversation (chat.ask's classification). */
    id: z.number().int().positive(),
    category: CategoryIdSchema,
  })
  .strict();
export const CorrectCategoryResultSchema = z.object({ id: z.number().int(), query: z.string(), category: CategoryIdSchema, examples: z.number().int() });

const understandingSettingFields = {
  /** Seed 001's T: logits are divided by it before softmax. */
  temperature: z.number().positive().max(10),
  thresholdA: z.number().min(0).max(1),
  thresholdB: z.number().min(0).max(1),
  maxClarifyRetry: z.number().int().min(0).max(5),
};

export const UnderstandingSettingsSchema = z
  .object(understandingSettingFields)
  .refine((settings) => settings.thresholdB <= settings.thresholdA, { message: 'thresholdB must not exceed thresholdA', path: ['thresholdB'] });
export type UnderstandingSettings = z.infer<typeof UnderstandingSettingsSchema>;
export const UnderstandingSettingsPatchSchema = z.object(understandingSettingFields).partial().strict();

/** Seed 001's constants: T = 0.1, CONF_THRESHOLD_A = 0.10, CONF_THRESHOLD_B = 0.05, MAX_CLARIFY_RETRY = 3. */
export const DEFAULT_UNDERSTANDING_SETTINGS: UnderstandingSettings = { temperature: 0.1, thresholdA: 0.1, thresholdB: 0.05, maxClarifyRetry: 3 };
