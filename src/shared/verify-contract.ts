// The contract of verification (seeds 000 and 004): what is extracted from an answer, what each of the four steps
// found, the score and status, and the report a reviewer reads — stored with every answer and returned by
// chat.ask and verify.answer.
import { z } from 'zod';
import { FindingSchema } from './findings';
import { readableList } from './stored-json';

/** The status is an enum and is compared as one (`=== VerificationStatus.PASS`): the seed's string comparison bug. */
export const VerificationStatusSchema = z.enum(['PASS', 'RETRY', 'FAIL']);
export const VerificationStatus = VerificationStatusSchema.enum;
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

export const PermissionCategorySchema = z.enum(['허용', '불허', '조건부허용']);
export type PermissionCategory = z.infer<typeof PermissionCategorySchema>;

export const FIGURE_ATTRIBUTES = ['건폐율', '용적률', '높이', '층수', '면적', '주차', '거리', '기간', '세대', '금액', '횟수', '기타'] as const;
/** Units as figures are written: shares (%; pp a difference of shares), lengths, areas (평 is read, not compared), counts, durations, money, multiples. */
export const FIGURE_UNITS = ['%', 'pp', 'm', 'cm', 'mm', 'km', '㎡', '평', '층', '대', '세대', '명', '회', '개소', '일', '개월', '년', '시간', '분', '원', '배'] as const;
export const BOUNDS = ['이하', '미만', '이상', '초과'] as const;

/** A figure of the answer, bound to what it is about: zone, attribute, bound, source and article. */
export const FigureSchema = z.object({
  attribute: z.enum(FIGURE_ATTRIBUTES),
  /** The value, or the upper end of a range. */
  value: z.number(),
  /** The lower end of a range ("100퍼센트 이상 250퍼센트 이하"), else null. */
  lower: z.number().nullable(),
  unit: z.enum(FIGURE_UNITS),
  /** 이하/미만 for a cap, 이상/초과 for a minimum, null when the answer gives a bare value. */
  bound: z.enum(BOUNDS).nullable(),
  zone: z.string().nullable(),
  /** 전국 for a national rule, a place for an ordinance's, null when the answer does not say. */
  jurisdiction: z.string().nullable(),
  /** The statute the answer attributes it to, when it names one near the figure. */
  law: z.string().nullable(),
  /** Articles named with it ("제84조제1항제4호"). */
  articles: z.array(z.string()),
  /** The words it came from. */
  phrase: z.string(),
  /** [n] markers of its sentence. */
  citations: z.array(z.number().int()),
  /** Who found it: the patterns, or only the language model. */
  found_by: z.enum(['rules', 'llm']),
  /** The answer's sentence it stands in (its claim), null when only the language model placed it. */
  sentence: z.number().int().nullable().default(null),
});
export type Figure = z.infer<typeof FigureSchema>;

export const CitedArticleSchema = z.object({
  /** The statute the reference belongs to (official name when known), null when the answer does not say. */
  law: z.string().nullable(),
  /** "제84조", "제84조의2" */
  article: z.string(),
  paragraph: z.number().int().nullable(),
  item: z.number().int().nullable(),
  /** As the statutes write it: "제84조제1항제4호". */
  text: z.string(),
  phrase: z.string(),
  /** The answer's sentence it stands in. */
  sentence: z.number().int().nullable().default(null),
});
export type CitedArticle = z.infer<typeof CitedArticleSchema>;

export const PermissionClaimSchema = z.object({
  activity: z.string().nullable(),
  verdict: PermissionCategorySchema,
  conditions: z.array(z.string()),
  phrase: z.string(),
  /** The zones its sentence names ("제1종전용주거지역과 제1종일반주거지역은 둘 다 … 허용하지 않는다"), if any. */
  zones: z.array(z.string()).optional(),
});
export type PermissionClaim = z.infer<typeof PermissionClaimSchema>;

/** A list a model may write as null: null → [] (the seed's fix 2). */
export const listOrNull = <T extends z.ZodType>(item: T) => z.array(item).nullable().transform((value) => value ?? []);

/** Seed 000's single-valued fields, shared by the extraction schema and what the language model is asked for. */
export const SEED_EXTRACTION_FIELDS = {
  region: z.string().nullable(),
  zone_district: z.string().nullable(),
  building_coverage_ratio: z.number().nullable(),
  floor_area_ratio: z.number().nullable(),
  height_limit: z.number().nullable(),
  floor_limit: z.number().nullable(),
  land_use_activity: z.string().nullable(),
  permission_category: PermissionCategorySchema.nullable(),
  cited_laws: listOrNull(z.string()),
  conditions: listOrNull(z.string()),
};

/** Seed 000's ExtractedLawInfo, plus every figure, article and verdict with the phrase it came from. */
export const ExtractedLawInfoSchema = z.object({
  ...SEED_EXTRACTION_FIELDS,
  cited_articles: listOrNull(CitedArticleSchema),
  figures: listOrNull(FigureSchema),
  permissions: listOrNull(PermissionClaimSchema),
  /** The phrase each scalar field came from. */
  evidence: z.record(z.string(), z.string()),
});
export type ExtractedLawInfo = z.infer<typeof ExtractedLawInfoSchema>;

export const VERIFY_STEPS = ['extract', 'hard_rules', 'semantic', 'score'] as const;
export const VerifyStepNameSchema = z.enum(VERIFY_STEPS);
export type VerifyStepName = z.infer<typeof VerifyStepNameSchema>;

export const VerifyStepSchema = z.object({
  step: VerifyStepNameSchema,
  status: z.enum(['ok', 'fallback', 'pass', 'warn', 'fail', 'error']),
  score: z.number().nullable(),
  ms: z.number(),
  /** How the step ran: "llm+rules", "rules", "grounding", "llm judge + grounding" … */
  method: z.string(),
  note: z.string().nullable(),
});
export type VerifyStep = z.infer<typeof VerifyStepSchema>;

/** A rule row the hard rules consulted, with where it comes from. */
export const ConsultedRowSchema = z.object({
  id: z.string(),
  table: z.enum(['zoning', 'land-use', 'parking']),
  jurisdiction: z.string(),
  zone_district: z.string(),
  /** "건폐율 60퍼센트 이하", "용적률 100퍼센트 이상 250퍼센트 이하", "숙박시설: 불허" */
  statement: z.string(),
  law_name: z.string().nullable(),
  article: z.string().nullable(),
  file_name: z.string().nullable(),
  page: z.number().int().nullable(),
  /** zoning-limits-national.json (shipped), document:N (parsed), zoning:file.csv / land-use:file.csv (imported) */
  source: z.string(),
  source_kind: z.enum(['shipped', 'parsed', 'csv']),
  /** ⚠️ Taken from an ordinance older than the national law in force it fills in (absent in reports stored before). */
  warning: z.string().nullable().optional(),
});
export type ConsultedRow = z.infer<typeof ConsultedRowSchema>;

export const RuleCheckSchema = z.object({
  /** 2-1 zone, 2-2 permission, 2-3 limits, 2-4 laws and articles. */
  /** 2-1 zone, 2-2 permission, 2-3 ratio caps, 2-4 laws and articles, 2-5 parking counts. */
  id: z.enum(['2-1', '2-2', '2-3', '2-4', '2-5']),
  verdict: z.enum(['pass', 'warn', 'fail', 'skip']),
  /** What was checked (a figure's phrase, a law, an article). */
  subject: z.string(),
  message: z.string(),
  /** Ids of the consulted rows it was checked against. */
  rows: z.array(z.string()),
});
export type RuleCheck = z.infer<typeof RuleCheckSchema>;

/** A claim against its sources: stated there; contradicted by the source about the same subject; or not found. */
export const ClaimOutcomeSchema = z.enum(['supported', 'contradicted', 'not_found']);
export type ClaimOutcome = z.infer<typeof ClaimOutcomeSchema>;

export const GroundingRowSchema = z.object({
  kind: z.enum(['figure', 'article', 'law', 'quote', 'item', 'sanction', 'list', 'term']),
  claim: z.string(),
  phrase: z.string(),
  /** What the sources say about it; an item the question asks for is supported when the answer gives it. */
  outcome: ClaimOutcomeSchema,
  supported: z.boolean(),
  /** The passages [n] or rule rows (R3) that state it; empty when nothing does. */
  support: z.array(z.string()),
  /** [n] markers the answer put on its sentence. */
  cited: z.array(z.number().int()),
  note: z.string().nullable(),
});
export type GroundingRow = z.infer<typeof GroundingRowSchema>;

/** Seed 000's semantic judge, as the language model returns it. */
export const SemanticJudgementSchema = z.object({
  hallucination_detected: z.boolean(),
  missing_items: listOrNull(z.string()),
  misinterpretation: z.boolean(),
  ordinance_priority: z.boolean(),
  condition_specified: z.boolean(),
  consistency_score: z.number().min(0).max(100),
  issues: listOrNull(z.string()),
  explanation: z.string(),
});
export type SemanticJudgement = z.infer<typeof SemanticJudgementSchema>;

export const AttemptSchema = z.object({
  attempt: z.number().int(),
  answer: z.string(),
  status: VerificationStatusSchema,
  score: z.number(),
  issues: z.array(z.string()),
});
export type Attempt = z.infer<typeof AttemptSchema>;

/**
 * Where an answer's place came from: the question, the user's default place (설정 → 기본 지역), the answer's own
 * text, or nowhere (전국). Absent in reports stored before it was recorded.
 */
export const PlaceFromSchema = z.enum(['question', 'default', 'answer', 'none']);
export type PlaceFrom = z.infer<typeof PlaceFromSchema>;

/** The zone and place an answer's rules were looked up for. */
export const QuestionScopeSchema = z.object({ zone: z.string().nullable(), jurisdiction: z.string(), place_from: PlaceFromSchema.optional() });
export type QuestionScope = z.infer<typeof QuestionScopeSchema>;

export const VerificationReportSchema = z.object({
  question: z.string(),
  /** The zone and place the rules were looked up for. */
  scope: QuestionScopeSchema,
  steps: z.array(VerifyStepSchema),
  extracted: ExtractedLawInfoSchema,
  checks: z.array(RuleCheckSchema),
  rows: z.array(ConsultedRowSchema),
  semantic: z.object({
    method: z.enum(['grounding', 'llm+grounding']),
    judge: SemanticJudgementSchema.nullable(),
    grounding: z.array(GroundingRowSchema),
    score: z.number(),
  }),
  /** The passages the answer was checked against: [n] → source. */
  passages: z.array(z.object({ n: z.number().int(), label: z.string() })),
  formula: z.object({ hard: z.number(), semantic: z.number(), critical: z.number().int(), final: z.number(), text: z.string() }),
  thresholds: z.object({ pass: z.number(), retry: z.number() }),
  /** Filled by the ask loop: every answer it tried, in order. */
  attempts: z.array(AttemptSchema),
  status: VerificationStatusSchema,
  recommendation: z.string(),
});
export type VerificationReport = z.infer<typeof VerificationReportSchema>;

export const VerificationResultSchema = z.object({
  status: VerificationStatusSchema,
  score: z.number().min(0).max(100),
  /** Every finding as data; `issues` and `warnings` are the errors and the warnings rendered as lines. */
  findings: z.array(FindingSchema).default([]),
  /** Checkable claims; 0 means there was nothing to verify ("검증할 주장 없음"), not that everything held. */
  claims: z.number().int().default(0),
  issues: z.array(z.string()),
  warnings: z.array(z.string()),
  details: z.object({
    /** The rule rows consulted (at most 50), with their sources. */
    rows: z.array(ConsultedRowSchema),
    rows_total: z.number().int(),
  }),
  recommendation: z.string(),
  report: VerificationReportSchema,
});
export type VerificationResult = z.infer<typeof VerificationResultSchema>;

/**
 * A verification as stored with an answer and read back: written by whichever version answered, so the current shape
 * reads whole and an older one keeps what still reads. Status and score make it a verification at all (without them
 * there is none); every other part falls back on its own — a list to the items that still match, the rest to null.
 * A report that no longer matches as a whole is null: the window and the export then show the verdict, findings and
 * attempts without it. Every VerificationResult is one, so a live answer's verification needs no conversion.
 */
export const StoredVerificationSchema = z.object({
  status: VerificationStatusSchema,
  score: z.number().min(0).max(100),
  findings: readableList(FindingSchema),
  /** Null when the version that answered did not count claims (not 0: that means nothing was verified). */
  claims: z.number().int().nullable().catch(null),
  issues: readableList(z.string()),
  warnings: readableList(z.string()),
  details: z.object({ rows: readableList(ConsultedRowSchema), rows_total: z.number().int() }).nullable().catch(null),
  recommendation: z.string().nullable().catch(null),
  report: VerificationReportSchema.nullable().catch(null),
});
export type StoredVerification = z.infer<typeof StoredVerificationSchema>;

/** The stored verification when every part is there (as this version writes it): what the full report renders. */
export function completeVerification(stored: StoredVerification): VerificationResult | null {
  const { claims, details, recommendation, report } = stored;
  if (claims === null || details === null || recommendation === null || report === null) return null;
  return { ...stored, claims, details, recommendation, report };
}

export const MAX_ANSWER_CHARS = 20_000;

export const VerifyInputSchema = z
  .object({
    question: z.string().trim().min(1, 'give the question the answer was for').max(2000, 'a question can be at most 2000 characters'),
    answer: z
      .string()
      .trim()
      .min(1, 'give the answer to verify')
      .max(MAX_ANSWER_CHARS, `an answer can be at most ${MAX_ANSWER_CHARS.toLocaleString('en-US')} characters: verify it in parts`),
    /** 'none' verifies without the language model even when one is configured. */
    llm: z.enum(['configured', 'none']).optional(),
  })
  .strict();
export type VerifyInput = z.infer<typeof VerifyInputSchema>;

const verificationSettingFields = {
  passThreshold: z.number().min(0).max(100),
  retryThreshold: z.number().min(0).max(100),
  maxAttempts: z.number().int().min(1).max(5),
  /** Use the configured language model for extraction and the semantic judge (the deterministic checks always run). */
  useLlm: z.boolean(),
};

/** Verification settings; seed 000's constants (PASS_THRESHOLD, RETRY_THRESHOLD, MAX_ATTEMPTS) are the defaults. */
export const VerificationSettingsSchema = z
  .object(verificationSettingFields)
  .refine((settings) => settings.retryThreshold <= settings.passThreshold, { message: 'retryThreshold must not be above passThreshold', path: ['retryThreshold'] });
export type VerificationSettings = z.infer<typeof VerificationSettingsSchema>;
export const VerificationSettingsPatchSchema = z.object(verificationSettingFields).partial().strict();

export const DEFAULT_VERIFICATION_SETTINGS: VerificationSettings = { passThreshold: 70, retryThreshold: 50, maxAttempts: 3, useLlm: true };
