// The contract of the rule tables (zoning limits, land-use rules) and of the language-model settings.
import { z } from 'zod';
import { ApiErrorSchema } from './api-error';
import { ErrorReasonSchema } from './error-reasons';

/** The jurisdiction of national law, and of a question that names no place when no default place is set. */
export const NATIONWIDE = '전국';

/** The tables a reviewer's CSV can fill (and export). */
export const RULE_TABLES = ['zoning', 'land-use'] as const;
export const RuleTableSchema = z.enum(RULE_TABLES);
/** Every table the rules view lists: also those only annexes (별표) fill — parking standards, the use vocabulary. */
export const LISTED_RULE_TABLES = [...RULE_TABLES, 'parking', 'use-class'] as const;
export const ListedRuleTableSchema = z.enum(LISTED_RULE_TABLES);

export const RulesListInputSchema = z
  .object({
    table: ListedRuleTableSchema.optional(),
    /** A 용도지역 as people write it ("2종일반주거", "제2종 일반주거지역"). */
    zone: z.string().trim().min(1).max(100).optional(),
    /** A place as people write it ("서울", "서울 종로구", "전국"). */
    jurisdiction: z.string().trim().min(1).max(100).optional(),
  })
  .strict()
  .optional();

export const RULE_SOURCE_KINDS = ['shipped', 'parsed', 'csv'] as const;

const RuleSourceFields = {
  source: z.string(),
  /** shipped: the national table the app ships; parsed: read from an official text in the library; csv: a reviewer's table. */
  source_kind: z.enum(RULE_SOURCE_KINDS),
  /** The source's id, for disabling it (0 in a preview, which has no source yet). */
  source_id: z.number().int(),
  /** A reviewer stopped trusting the source: its rows are listed for review but used by nothing. */
  source_disabled: z.boolean(),
  /** ⚠️ The row's ordinance was made before the national law in force whose range it fills in (absent in a preview). */
  warning: z.string().nullable().optional(),
};

export const ZoningRuleSchema = z.object({
  table: z.literal('zoning'),
  jurisdiction: z.string(),
  zone_district: z.string(),
  bcr_max: z.number().nullable(),
  far_min: z.number().nullable(),
  far_max: z.number().nullable(),
  law_name: z.string().nullable(),
  article: z.string().nullable(),
  item: z.string().nullable(),
  document: z.number().int().nullable(),
  page: z.number().int().nullable(),
  ...RuleSourceFields,
});

/** Where a row read from a document stands (a reviewer's CSV row has none): its item or table row, document, page. */
const ProvenanceFields = {
  law_name: z.string().nullable(),
  article: z.string().nullable(),
  item: z.string().nullable(),
  document: z.number().int().nullable(),
  page: z.number().int().nullable(),
};

export const LandUseRuleSchema = z.object({
  table: z.literal('land-use'),
  jurisdiction: z.string(),
  zone_district: z.string(),
  activity: z.string(),
  permission: z.enum(['허용', '불허', '조건부허용']),
  conditions: z.string().nullable(),
  law_name: z.string().nullable(),
  article: z.string().nullable(),
  item: z.string().nullable().optional(),
  document: z.number().int().nullable().optional(),
  page: z.number().int().nullable().optional(),
  ...RuleSourceFields,
});

/** The parking a use needs (주차장법 시행령 별표 1 or an ordinance's annex). */
export const ParkingRuleSchema = z.object({
  table: z.literal('parking'),
  jurisdiction: z.string(),
  use: z.string(),
  excluding: z.string().nullable(),
  basis: z.enum(['area', 'unit', 'seat', 'formula']),
  per: z.number().nullable(),
  cars: z.number().nullable(),
  formula: z.string(),
  note: z.string().nullable(),
  ...ProvenanceFields,
  ...RuleSourceFields,
});

/** A use and its class, with the floor area that moves it between classes (건축법 시행령 별표 1). */
export const UseClassRuleSchema = z.object({
  table: z.literal('use-class'),
  jurisdiction: z.string(),
  use: z.string(),
  class: z.string(),
  area_below: z.number().nullable(),
  area_from: z.number().nullable(),
  conditions: z.string().nullable(),
  ...ProvenanceFields,
  ...RuleSourceFields,
});

export const RuleRowSchema = z.discriminatedUnion('table', [ZoningRuleSchema, LandUseRuleSchema, ParkingRuleSchema, UseClassRuleSchema]);
export type RuleRow = z.infer<typeof RuleRowSchema>;

/** A CSV from the window: its text and its file's name (the rows remember the file they came from). */
const CsvContentFields = {
  csv: z.string().max(5_000_000, 'a rules CSV can be at most 5 MB'),
  file_name: z.string().trim().min(1).max(255),
};

export const RulesImportInputSchema = z
  .object({
    /** A CSV file on this machine (CLI)… */
    path: z.string().min(1, 'give the path of a CSV file').optional(),
    /** …or its content (the window, where files are dropped or picked). */
    csv: CsvContentFields.csv.optional(),
    file_name: CsvContentFields.file_name.optional(),
    table: RuleTableSchema,
    skipBadRows: z.boolean().optional(),
  })
  .strict()
  .refine((input) => (input.path === undefined) !== (input.csv === undefined), 'give either path or csv (with file_name)')
  .refine((input) => input.csv === undefined || input.file_name !== undefined, 'csv needs its file_name');

/** Parses and checks a CSV without writing anything: the rows it would import and the errors by line. */
export const RulesPreviewInputSchema = z.object({ ...CsvContentFields, table: RuleTableSchema }).strict();

/** A CSV line that cannot be imported: its English message (the terminal) and its reasons (the window says them). */
export const CsvRowErrorSchema = z.object({ line: z.number().int(), message: z.string(), problems: z.array(ErrorReasonSchema) });
export type CsvRowError = z.infer<typeof CsvRowErrorSchema>;

export const RulesPreviewResultSchema = z.object({
  table: RuleTableSchema,
  file: z.string(),
  /** The rows that would be imported, as rules.list would show them. */
  rows: z.array(RuleRowSchema),
  errors: z.array(CsvRowErrorSchema),
});

export const RulesExportInputSchema = z
  .object({
    table: RuleTableSchema,
    zone: z.string().trim().min(1).max(100).optional(),
    jurisdiction: z.string().trim().min(1).max(100).optional(),
  })
  .strict();

export const RulesExportResultSchema = z.object({ file_name: z.string(), csv: z.string(), rows: z.number().int() });

export const RulesImportResultSchema = z.object({
  table: RuleTableSchema,
  file: z.string(),
  imported: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(CsvRowErrorSchema),
});

export const LlmStatusSchema = z.object({
  /** The stored settings (never the key), or null when none are stored. */
  settings: z.record(z.string(), z.unknown()).nullable(),
  has_api_key: z.boolean(),
  /** Whether this shell can keep a key encrypted (Electron safeStorage); the CLI reads keys from env or flags. */
  secure_storage: z.boolean(),
  active: z.object({ provider: z.string(), model: z.string().nullable(), baseURL: z.string().nullable() }),
});

export const LlmTestInputSchema = z
  .object({
    /** Settings to try before saving them; the stored settings when absent. */
    settings: z.record(z.string(), z.unknown()).optional(),
    /** A key to try; the stored (or environment) key when absent. */
    api_key: z.string().min(1).max(500).optional(),
  })
  .strict()
  .optional();

export const LlmTestResultSchema = z.object({
  ok: z.boolean(),
  provider: z.string(),
  baseURL: z.string().nullable(),
  model: z.string().nullable(),
  /** The models the server lists (GET /models). */
  models: z.array(z.string()),
  /** Whether the configured model is among them (servers such as llama.cpp answer with any name). */
  model_listed: z.boolean(),
  /** The exact failure, with what to do. */
  error: ApiErrorSchema.nullable(),
  ms: z.number(),
});

export const LlmConfigureInputSchema = z
  .object({
    /** Provider settings (see README, "Language model"); validated again against the provider's needs. */
    settings: z.record(z.string(), z.unknown()),
    /** A new API key; null removes the stored one; absent keeps it. */
    api_key: z.string().min(1).max(500).nullable().optional(),
  })
  .strict();

/** A rule source as the rules view lists it for review: what it is, the place it may speak for, its rows. */
export const RuleSourceSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(RULE_SOURCE_KINDS),
  name: z.string(),
  /** The document a 'parsed' source was read from, and its name (law name, else file name). */
  document: z.number().int().nullable(),
  document_name: z.string().nullable(),
  /** The one jurisdiction its rows may be for; null for a reviewer's table (any place). */
  speaks_for: z.string().nullable(),
  disabled: z.boolean(),
  rows: z.number().int(),
  imported_at: z.string(),
});
export type RuleSourceSummary = z.infer<typeof RuleSourceSummarySchema>;

/** A reviewer stops trusting a source's rows (disabled: true) or trusts them again. */
export const RulesDisableInputSchema = z.object({ source_id: z.number().int().positive(), disabled: z.boolean() }).strict();
