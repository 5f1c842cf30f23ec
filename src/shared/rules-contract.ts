// The contract of the rule tables (zoning limits, land-use rules) and of the language-model settings.
import { z } from 'zod';

export const RULE_TABLES = ['zoning', 'land-use'] as const;
export const RuleTableSchema = z.enum(RULE_TABLES);

export const RulesListInputSchema = z
  .object({
    table: RuleTableSchema.optional(),
    /** A 용도지역 as people write it ("2종일반주거", "제2종 일반주거지역"). */
    zone: z.string().trim().min(1).max(100).optional(),
    /** A place as people write it ("서울", "서울 종로구", "전국"). */
    jurisdiction: z.string().trim().min(1).max(100).optional(),
  })
  .strict()
  .optional();

const RuleSourceFields = {
  source: z.string(),
  source_kind: z.enum(['shipped', 'parsed', 'csv']),
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

export const LandUseRuleSchema = z.object({
  table: z.literal('land-use'),
  jurisdiction: z.string(),
  zone_district: z.string(),
  activity: z.string(),
  permission: z.enum(['허용', '불허', '조건부허용']),
  conditions: z.string().nullable(),
  law_name: z.string().nullable(),
  article: z.string().nullable(),
  ...RuleSourceFields,
});

export const RuleRowSchema = z.discriminatedUnion('table', [ZoningRuleSchema, LandUseRuleSchema]);
export type RuleRow = z.infer<typeof RuleRowSchema>;

export const RulesImportInputSchema = z
  .object({
    path: z.string().min(1, 'give the path of a CSV file'),
    table: RuleTableSchema,
    skipBadRows: z.boolean().optional(),
  })
  .strict();

export const RulesImportResultSchema = z.object({
  table: RuleTableSchema,
  file: z.string(),
  imported: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});

export const LlmStatusSchema = z.object({
  /** The stored settings (never the key), or null when none are stored. */
  settings: z.record(z.string(), z.unknown()).nullable(),
  has_api_key: z.boolean(),
  /** Whether this shell can keep a key encrypted (Electron safeStorage); the CLI reads keys from env or flags. */
  secure_storage: z.boolean(),
  active: z.object({ provider: z.string(), model: z.string().nullable(), baseURL: z.string().nullable() }),
});

export const LlmConfigureInputSchema = z
  .object({
    /** Provider settings (see README, "Language model"); validated again against the provider's needs. */
    settings: z.record(z.string(), z.unknown()),
    /** A new API key; null removes the stored one; absent keeps it. */
    api_key: z.string().min(1).max(500).nullable().optional(),
  })
  .strict();
