// The contract of asking: the question going in, the grounded answer coming out (text, mode, citation map, rule
// facts, warnings, trace), the progress and token events while it is made, and the stored chat history.
import { z } from 'zod';
import { CitationSchema, SearchFilterSchema } from './search-contract';
import { ClarificationSchema, ClassifierKindSchema, CategoryIdSchema, ConfidencePatternSchema, RankedCategorySchema, RouteSchema } from './understand-contract';
import { readableFields, readableList } from './stored-json';
import { AttemptSchema, PlaceFromSchema, QuestionScopeSchema, StoredVerificationSchema, VerificationResultSchema, VerifyStepNameSchema } from './verify-contract';

export const AskInputSchema = z
  .object({
    question: z.string().trim().min(1, 'type a question').max(2000, 'a question can be at most 2000 characters'),
    /** Continue this session; without it a new session starts. */
    session: z.number().int().positive().optional(),
    /** 'none' answers extractively even when a language model is configured. */
    llm: z.enum(['configured', 'none']).optional(),
    /** Ask back when the question is unclear (default true); false goes straight to refine. */
    clarify: z.boolean().optional(),
    /** `question` answers the question this conversation asked back (from a `clarify` result). */
    conversation: z.number().int().positive().optional(),
    /** The caller's id for this question, echoed in chat.progress and chat.token events. */
    request: z.string().min(1).max(100).optional(),
    topK: z.number().int().min(1).max(50).optional(),
    filter: SearchFilterSchema.optional(),
  })
  .strict();
export type AskInput = z.infer<typeof AskInputSchema>;

export const RuleFactSchema = z.object({
  /** zoning: 건폐율·용적률; land-use: may a use be built in the zone; parking: the cars a use needs; use: the class a use is. */
  kind: z.enum(['zoning', 'land-use', 'parking', 'use']),
  jurisdiction: z.string(),
  zone_district: z.string(),
  subject: z.string(),
  statement: z.string(),
  law_name: z.string().nullable(),
  article: z.string().nullable(),
  sources: z.array(z.string()),
  chunk_id: z.number().int().nullable(),
  /** The [n] of the passage that states it, when an ingested document has that article. */
  n: z.number().int().nullable(),
  /** ⚠️ Taken from an ordinance older than the national law in force it fills in. */
  warning: z.string().nullable().optional(),
});

export const TraceStepSchema = z.object({
  node: z.string(),
  input: z.record(z.string(), z.unknown()),
  output: z.record(z.string(), z.unknown()),
  ms: z.number(),
});

/** How the question was understood (seed 001): the final category, and the last classification's figures. */
export const AskClassificationSchema = z.object({
  conversation_id: z.number().int(),
  /** The final category (after clarification or refine) and its label and confidence. */
  category: CategoryIdSchema,
  label: z.string(),
  confidence: z.number(),
  top3: z.array(RankedCategorySchema),
  pattern: ConfidencePatternSchema,
  route: RouteSchema,
  classifier: ClassifierKindSchema,
  llm_refined: z.boolean(),
  refine_reason: z.string().nullable(),
  clarify_rounds: z.number().int(),
});
export type AskClassification = z.infer<typeof AskClassificationSchema>;

export const AnswerResultSchema = z.object({
  kind: z.literal('answer'),
  session: z.number().int(),
  message_id: z.number().int(),
  answer: z.string(),
  mode: z.enum(['llm', 'extractive']),
  /** Retrieval found nothing: the answer says the documents do not cover the question. */
  no_content: z.boolean(),
  /** The passages the answer cites, by their [n] (all passages when it cites none). */
  citations: z.array(CitationSchema),
  facts: z.array(RuleFactSchema),
  /** [n] markers the model wrote that point at no passage; removed from the answer. */
  removed_markers: z.array(z.number().int()),
  warnings: z.array(z.string()),
  scope: QuestionScopeSchema,
  llm: z.object({ provider: z.string(), model: z.string() }).nullable(),
  trace: z.array(TraceStepSchema),
  /** The verification of the answer returned (seeds 000 and 004), with its report. */
  verification: VerificationResultSchema,
  /** Every answer the loop tried, in order. */
  attempts: z.array(AttemptSchema),
  classification: AskClassificationSchema,
});
export type AnswerResult = z.infer<typeof AnswerResultSchema>;

/** The question was asked back: answer it with `conversation` set to continue. */
export const ClarifyResultSchema = z.object({
  kind: z.literal('clarify'),
  session: z.number().int(),
  message_id: z.number().int(),
  clarify: ClarificationSchema,
  /** The classification that made it ask (pattern B/C, or a zone or use missing). */
  classification: AskClassificationSchema.omit({ llm_refined: true, refine_reason: true }),
  warnings: z.array(z.string()),
  trace: z.array(TraceStepSchema),
});
export type ClarifyResult = z.infer<typeof ClarifyResultSchema>;

export const AskResultSchema = z.discriminatedUnion('kind', [AnswerResultSchema, ClarifyResultSchema]);
export type AskResult = z.infer<typeof AskResultSchema>;

export const ChatProgressSchema = z.object({
  request: z.string().nullable(),
  node: z.string(),
  phase: z.enum(['start', 'done']),
  ms: z.number().optional(),
  /** Inside the verify node: the verification step (extract, hard_rules, semantic, score) and its attempt. */
  step: VerifyStepNameSchema.optional(),
  attempt: z.number().int().optional(),
});
export type ChatProgress = z.infer<typeof ChatProgressSchema>;
export const ChatTokenSchema = z.object({ request: z.string().nullable(), token: z.string() });

export const ChatSessionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  messages: z.number().int(),
});
export type ChatSession = z.infer<typeof ChatSessionSchema>;

/**
 * What a stored answer or question asked back keeps beside its text (chat-service writes it, the history reads it):
 * an answer's classification, model, verification, attempts, warnings, scope, rule facts and removed markers; a
 * question asked back's clarification, classification and warnings. It is JSON written by whichever version
 * answered, so it is read once, where the history reads its messages, and every field falls back on its own to an
 * empty value (null, or an empty list) when it is missing or no longer matches: a conversation saved by an older
 * version opens as it did, and a broken field costs only itself. Everyone after that reads typed fields.
 */
export const MessageDetailsSchema = z.object({
  /** The question's classification; any of its figures may be missing (a question asked back has no refine fields). */
  classification: z.object(readableFields(AskClassificationSchema.shape)).nullable().catch(null),
  /** A question asked back (the message has no mode): what it asked, with its quick replies. */
  clarify: ClarificationSchema.nullable().catch(null),
  /** The model that wrote the answer; null for an extractive answer. */
  llm: z.object({ provider: z.string(), model: z.string() }).nullable().catch(null),
  verification: StoredVerificationSchema.nullable().catch(null),
  attempts: readableList(AttemptSchema),
  warnings: readableList(z.string()),
  /** The zone and place the answer was given for, and where the place came from: the question, the default place in 설정, the answer's text, or nowhere. */
  scope: z
    .object({ zone: z.string().nullable(), jurisdiction: z.string(), place_from: PlaceFromSchema.optional().catch(undefined) })
    .nullable()
    .catch(null),
  facts: readableList(RuleFactSchema),
  removed_markers: readableList(z.number().int()),
});
export type MessageDetails = z.infer<typeof MessageDetailsSchema>;

/** Stored details as the history reads them: anything that is not an object (null, a list) reads as none. */
export function readMessageDetails(value: unknown): MessageDetails {
  return MessageDetailsSchema.parse(typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {});
}

export const ChatMessageRecordSchema = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  mode: z.enum(['llm', 'extractive']).nullable(),
  no_content: z.boolean(),
  citations: z.array(CitationSchema),
  details: MessageDetailsSchema,
  trace: z.array(TraceStepSchema),
  created_at: z.string(),
});
export type ChatMessageRecord = z.infer<typeof ChatMessageRecordSchema>;

export const CancelInputSchema = z.object({ request: z.string().min(1).max(100) }).strict();

export const SessionInputSchema = z.object({ session: z.number().int().positive() }).strict();

export const RenameSessionInputSchema = SessionInputSchema.extend({
  title: z.string().trim().min(1, 'give the conversation a name').max(120),
}).strict();
