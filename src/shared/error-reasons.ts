// Why a call failed, as data: each reason an id and the details a person needs (a file's size, a CSV's column, a
// setting's name), typed. The core attaches one to an error (or to a failed file's row, a CSV's bad line) beside
// its English message for the terminal; the window and the export say it in Korean from error-catalog.ts. Adding
// a reason here without its Korean words there does not compile.
import { z } from 'zod';

/** What a file named .pdf turned out to be (see ingest/pdf/not-a-pdf.ts). */
export const PDF_LOOKALIKES = ['zip', 'html', 'png', 'jpeg', 'gif', 'ole', 'rtf'] as const;
export type PdfLookalike = (typeof PDF_LOOKALIKES)[number];

/** What a file named .hwp or .hwpx turned out to be, by its content (kordoc's detection). */
export const HWP_LOOKALIKES = ['pdf', 'docx', 'xlsx', 'xls', 'image', 'hwpml'] as const;
export type HwpLookalike = (typeof HWP_LOOKALIKES)[number];

/** The budget an HWP/HWPX reader ran out of (hwp/pool.ts), or that it crashed. */
export const HWP_READER_LIMITS = ['time', 'memory', 'crash'] as const;

/** The columns of the rule tables' CSV files (rules/csv-import.ts). */
export const CSV_COLUMN_NAMES = ['jurisdiction', 'zone_district', 'bcr_max', 'far_min', 'far_max', 'law_name', 'article', 'activity', 'permission', 'conditions'] as const;
export const CsvColumnSchema = z.enum(CSV_COLUMN_NAMES);
export type CsvColumn = z.infer<typeof CsvColumnSchema>;

/** The settings a person can change in the window, as "group.field". */
export const SETTING_FIELDS = [
  'verification.passThreshold',
  'verification.retryThreshold',
  'verification.maxAttempts',
  'verification.useLlm',
  'understanding.temperature',
  'understanding.thresholdA',
  'understanding.thresholdB',
  'understanding.maxClarifyRetry',
  'dates.referenceDate',
  'place.defaultPlace',
  'llm.provider',
  'llm.baseURL',
  'llm.model',
  'llm.temperature',
  'llm.timeoutMs',
  'llm.maxRetries',
  'llm.maxTokens',
  'team.url',
  'team.places',
  'team.syncOnStart',
] as const;
export const SettingFieldSchema = z.enum(SETTING_FIELDS);
export type SettingField = z.infer<typeof SettingFieldSchema>;

const reason = <const Id extends string, Shape extends z.ZodRawShape>(id: Id, shape: Shape) => z.object({ id: z.literal(id), ...shape });
const none = <const Id extends string>(id: Id) => z.object({ id: z.literal(id) });
const count = z.number().int().nonnegative();

export const ErrorReasonSchema = z.discriminatedUnion('id', [
  // A file given to the library (dropped, picked or uploaded), refused or failed: one row's reason.
  reason('file.not-pdf', { looksLike: z.enum(PDF_LOOKALIKES).nullable() }),
  reason('file.unsupported-type', { extension: z.string() }),
  reason('file.too-large', { limitMb: count, sizeMb: count.nullable() }),
  none('file.empty'),
  none('file.no-text'),
  none('file.not-regular'),
  none('file.missing'),
  none('file.permission'),
  none('file.upload-interrupted'),
  reason('file.too-many', { limit: count }),
  none('file.not-kept'),
  none('file.ingest-crashed'),
  none('file.cancelled'),
  reason('file.same-content', { existing: z.string() }),
  none('file.unexpected'),
  none('pdf.encrypted'),
  reason('pdf.damaged', { truncated: z.boolean() }),
  reason('pdf.no-text', { unreadablePercent: count.nullable() }),
  reason('pdf.too-many-pages', { pages: count, max: count }),
  none('pdf.reader-stopped'),
  none('hwp.encrypted'),
  none('hwp.drm'),
  /** partial: the container was broken and only part of it could be recovered, which is never stored. */
  reason('hwp.damaged', { partial: z.boolean() }),
  reason('hwp.not-hwp', { looksLike: z.enum(HWP_LOOKALIKES).nullable() }),
  none('hwp.too-large-expanded'),
  reason('hwp.reader-stopped', { limit: z.enum(HWP_READER_LIMITS), seconds: count.nullable() }),
  // The upload itself (browser mode) and the connection to the app's server.
  reason('upload.failed', { status: count }),
  none('upload.cancelled'),
  none('connection.lost'),
  // Embedding after a batch.
  none('embedding.skipped'),
  none('embedding.stopped'),
  // A document's pages and file.
  reason('document.not-found', { document: count }),
  reason('document.no-page', { page: count, pages: count }),
  reason('document.file-missing', { file: z.string() }),
  reason('document.file-changed', { file: z.string() }),
  reason('document.too-large-to-show', { file: z.string(), sizeMb: count }),
  // A rule table's CSV file, then one of its lines.
  reason('csv.not-utf8', { file: z.string() }),
  reason('csv.malformed', { file: z.string() }),
  reason('csv.bad-header', { file: z.string(), expected: z.array(CsvColumnSchema), missing: z.array(CsvColumnSchema), found: count.nullable() }),
  reason('csv.not-a-file', { file: z.string() }),
  reason('csv.too-large', { file: z.string(), limitMb: count }),
  reason('csv.unreadable', { file: z.string() }),
  reason('csv.row.column-count', { expected: count, found: count }),
  reason('csv.row.not-a-number', { column: CsvColumnSchema, value: z.string() }),
  reason('csv.row.percent-out-of-range', { column: CsvColumnSchema }),
  none('csv.row.bcr-out-of-range'),
  reason('csv.row.empty', { column: CsvColumnSchema }),
  none('csv.row.far-order'),
  none('csv.row.no-limit'),
  reason('csv.row.bad-permission', { value: z.string() }),
  none('csv.row.conditions-missing'),
  reason('csv.row.invalid', { column: CsvColumnSchema.nullable() }),
  reason('jurisdiction.unknown', { value: z.string() }),
  /** A row beyond the statute above it; the explanation is the Korean sentence the range check writes from the statute. */
  reason('csv.row.beyond-law', { explanation: z.string() }),
  reason('rules.source-not-found', { source: count }),
  // Settings.
  reason('settings.invalid', { fields: z.array(SettingFieldSchema) }),
  none('input.invalid'),
  none('llm.no-secure-storage'),
  reason('llm.unknown-provider', { value: z.string() }),
  reason('llm.bad-base-url', { value: z.string() }),
  none('llm.needs-base-url'),
  none('llm.needs-model'),
  none('llm.needs-key'),
  // A language model's server, while testing or answering.
  reason('llm.timeout', { seconds: count, started: z.boolean(), local: z.boolean() }),
  reason('llm.unreachable', { local: z.boolean() }),
  reason('llm.key-refused', { forbidden: z.boolean() }),
  reason('llm.model-not-found', { model: z.string() }),
  none('llm.no-quota'),
  none('llm.rate-limited'),
  reason('llm.server-error', { status: count }),
  none('llm.context-too-long'),
  reason('llm.rejected', { status: count.nullable() }),
  none('llm.bad-reply'),
  reason('llm.bad-json', { cutOff: z.boolean() }),
  none('llm.failed'),
  none('llm.cancelled'),
  // Asking.
  none('question.empty'),
  reason('question.too-long', { chars: count, max: count }),
  none('question.busy'),
  none('question.cancelled'),
  none('chat.session-not-found'),
  none('chat.conversation-not-found'),
  none('chat.already-answered'),
  reason('search.timeout', { seconds: count }),
  none('search.stopped'),
  none('app.closing'),
  reason('verify.answer-too-long', { chars: count, max: count }),
  // Models.
  none('model.no-folder'),
  reason('model.bad-id', { value: z.string() }),
  reason('model.download-failed', { model: z.string(), status: count.nullable() }),
  reason('model.incomplete', { model: z.string() }),
  none('model.download-cancelled'),
  reason('model.missing', { model: z.string() }),
  reason('model.damaged', { model: z.string() }),
  // Export.
  none('export.no-chromium'),
  none('export.print-failed'),
  reason('export.print-timeout', { seconds: count }),
  none('export.not-an-answer'),
  // The team library (a PostgreSQL database shared by a team).
  none('team.not-configured'),
  reason('team.unreachable', { server: z.string() }),
  reason('team.auth-failed', { user: z.string() }),
  reason('team.no-database', { database: z.string() }),
  none('team.not-set-up'),
  reason('team.schema-old', { server: count, app: count }),
  reason('team.schema-new', { server: count, app: count }),
  reason('team.read-only', { user: z.string() }),
  reason('team.no-access', { user: z.string() }),
  none('team.no-secure-storage'),
  none('team.password-in-url'),
  reason('team.server-error', { code: z.string() }),
  none('team.connection-lost'),
  none('team.library-busy'),
  // The library's database.
  none('db.read-only'),
  none('db.too-new'),
  none('db.damaged'),
  none('db.cannot-open'),
]);
export type ErrorReason = z.infer<typeof ErrorReasonSchema>;
export type ErrorReasonId = ErrorReason['id'];
/** One reason's type by its id. */
export type ReasonOf<Id extends ErrorReasonId> = Extract<ErrorReason, { id: Id }>;

/** Every reason id, read from the schema itself (the catalog's test walks them). */
export const ERROR_REASON_IDS: readonly ErrorReasonId[] = ErrorReasonSchema.options.map((option) => option.shape.id.value);

/** The settings a validation's issues are about ("verification" + ["passThreshold"] → verification.passThreshold). */
export function settingFieldsOf(group: string, issues: readonly { path: readonly PropertyKey[] }[]): SettingField[] {
  const fields = issues.flatMap((issue) => {
    const field = SettingFieldSchema.safeParse(`${group}.${String(issue.path[0] ?? '')}`);
    return field.success ? [field.data] : [];
  });
  return [...new Set(fields)];
}
