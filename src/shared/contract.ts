// The typed API contract: the one definition of every call, result, error and progress event that crosses a
// process boundary. The Electron IPC handlers, the preload, the CLI and the renderer all build on it.
import { z } from 'zod';
import type { CallName, EventName } from './call-names';
import { AskInputSchema, AskResultSchema, CancelInputSchema, ChatMessageRecordSchema, ChatProgressSchema, ChatSessionSchema, ChatTokenSchema, RenameSessionInputSchema, SessionInputSchema } from './chat-contract';
import { ErrorReasonSchema } from './error-reasons';
import { LawKindSchema } from './law-kinds';
import { LlmConfigureInputSchema, LlmStatusSchema, LlmTestInputSchema, LlmTestResultSchema, RuleRowSchema, RulesExportInputSchema, RulesExportResultSchema, RulesImportInputSchema, RulesImportResultSchema, RulesListInputSchema, RulesPreviewInputSchema, RulesPreviewResultSchema, RulesDisableInputSchema, RuleSourceSummarySchema } from './rules-contract';
import { AppSettingsSchema, PlaceChoicesSchema, SettingsResetInputSchema, SettingsUpdateInputSchema } from './settings-contract';
import { DocumentDeleteResultSchema, EmbeddingsFillInputSchema, IngestCancelResultSchema, ModelsFetchInputSchema, ModelsFetchResultSchema, ModelsProgressSchema } from './library-contract';
import { ExportHtmlSchema, ExportInputSchema, ExportMarkdownSchema, ExportPdfSchema } from './export-contract';
import { VerificationResultSchema, VerifyInputSchema } from './verify-contract';
import { AnswerClarificationInputSchema, ClassifyInputSchema, ClassifyResultSchema, CorrectCategoryInputSchema, CorrectCategoryResultSchema, UnderstandingSchema } from './understand-contract';
import { DocumentDrawingSchema, DocumentFileSchema, DocumentIdInputSchema, DocumentPageInputSchema, DocumentPageSchema } from './documents-contract';
import { TeamConfigureInputSchema, TeamProgressSchema, TeamPublishInputSchema, TeamPublishReportSchema, TeamStatusSchema, TeamSubmitInputSchema, TeamSubmitResultSchema, TeamSyncReportSchema, TeamTestInputSchema, TeamTestResultSchema } from './team-contract';
import { ContextInputSchema, ContextResultSchema, SearchInputSchema, SearchPageInputSchema, SearchPageResultSchema, SearchResultSchema } from './search-contract';

export * from './law-kinds';
export * from './error-reasons';
export * from './search-contract';
export * from './chat-contract';
export * from './rules-contract';
export * from './verify-contract';
export * from './findings';
export * from './settings-contract';
export * from './understand-contract';
export * from './documents-contract';
export * from './library-contract';
export * from './export-contract';
export * from './team-contract';

import type { ApiError } from './api-error';

export { ApiErrorSchema, type ApiError } from './api-error';

/** What every call returns across IPC: thrown errors do not survive structured cloning with their type. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** Calls that take no arguments still accept an empty options object, so they can grow options later. */
const NoInput = z.object({}).strict().optional();

export const ModelStatusSchema = z.object({
  role: z.enum(['embedding', 'classifier']),
  id: z.string(),
  available: z.boolean(),
  path: z.string().nullable(),
  /** One sentence: where it was found, or what still works without it. */
  note: z.string(),
});
export type ModelStatus = z.infer<typeof ModelStatusSchema>;

export const AppInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  shell: z.enum(['electron', 'browser', 'cli', 'test']),
  versions: z.object({
    node: z.string(),
    electron: z.string().nullable(),
    chrome: z.string().nullable(),
    sqlite: z.string(),
    sqliteVec: z.string(),
  }),
  dbPath: z.string(),
  /** The database file with its write-ahead log, in bytes. */
  dbBytes: z.number().int(),
  schemaVersion: z.number().int(),
  modelsDirs: z.array(z.string()),
  models: z.array(ModelStatusSchema),
  llm: z.object({ provider: z.string(), model: z.string().nullable(), baseURL: z.string().nullable() }),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;

export const DocumentSummarySchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  title: z.string().nullable(),
  law_name: z.string().nullable(),
  law_kind: LawKindSchema,
  /** 시행일 (YYYY-MM-DD) as the text states it; null when the file does not say. */
  effective_date: z.string().nullable(),
  /** 공포일 (YYYY-MM-DD); null when the file does not say. */
  promulgation_date: z.string().nullable(),
  page_count: z.number().int(),
  bytes: z.number().int(),
  status: z.string(),
  created_at: z.string(),
  /** SHA-256 of the file's bytes: which text this is (a newer text of the same statute has another). */
  file_hash: z.string(),
  /** One of the statutes that ship with the app (기본 제공); it can be removed and added back. */
  built_in: z.boolean(),
  chunks: z.number().int(),
  embedded: z.number().int(),
  /** Where the file was ingested from; null for documents stored before paths were kept. */
  source_path: z.string().nullable(),
  /** The file is no longer where it was ingested from: its pages cannot be opened until it is put back. */
  missing: z.boolean(),
  /** The team library's version that brought (or took) it; null: on this laptop only. */
  team_version: z.number().int().nullable(),
});
export type DocumentSummary = z.infer<typeof DocumentSummarySchema>;

export const DocumentsListInputSchema = z
  .object({ law_kind: LawKindSchema.optional() })
  .strict()
  .optional();

export const StatsSchema = z.object({
  documents: z.number().int(),
  pages: z.number().int(),
  chunks: z.number().int(),
  embedded: z.number().int(),
  embedding_model: z.string().nullable(),
});
export type Stats = z.infer<typeof StatsSchema>;

export const IngestFileResultSchema = z.object({
  path: z.string(),
  file_name: z.string().nullable(),
  status: z.enum(['added', 'unchanged', 'replaced', 'failed', 'cancelled']),
  /** Why it failed, was cancelled or was unchanged, in English (the terminal)… */
  reason: z.string().optional(),
  /** …and as data, which the window says in Korean. */
  problem: ErrorReasonSchema.optional(),
  warnings: z.array(z.string()),
  document_id: z.number().int().nullable(),
  pages: z.number().int(),
  chunks: z.number().int(),
  embedded: z.number().int(),
  /** Rule rows the document gave (an official statute's or ordinance's 건폐율·용적률 items); absent when none. */
  rule_rows: z.number().int().optional(),
});
export type IngestFileResult = z.infer<typeof IngestFileResultSchema>;

export const IngestProgressSchema = z.object({
  /** The file's name (empty while embedding, which covers every pending chunk). */
  file: z.string(),
  stage: z.enum(['reading', 'parsing', 'indexing', 'done', 'failed', 'embedding']),
  fileIndex: z.number().int().optional(),
  fileCount: z.number().int().optional(),
  page: z.number().int().optional(),
  pages: z.number().int().optional(),
  chunks: z.number().int().optional(),
  /** While embedding: chunks embedded so far, of `total`. */
  embedded: z.number().int().optional(),
  total: z.number().int().optional(),
  /** With 'done' and 'failed': the file's result, so its row and the batch's counts move before the batch ends. */
  result: IngestFileResultSchema.optional(),
});
export type IngestProgress = z.infer<typeof IngestProgressSchema>;

export const IngestInputSchema = z
  .object({
    paths: z.array(z.string().min(1)).min(1, 'give at least one file or folder'),
    /** Delete documents whose files disappeared from an ingested folder (otherwise they are only reported). */
    prune: z.boolean().optional(),
    /** Embed new chunks right away when an embedding model is available (default true). */
    embed: z.boolean().optional(),
  })
  .strict();
export type IngestInput = z.infer<typeof IngestInputSchema>;

export const IngestReportSchema = z.object({
  files: z.array(IngestFileResultSchema),
  added: z.number().int(),
  unchanged: z.number().int(),
  replaced: z.number().int(),
  failed: z.number().int(),
  /** Files not stored because the batch was cancelled (ingest.cancel) before or while they were read. */
  cancelled: z.number().int(),
  /** Documents from an ingested folder whose file is gone; kept unless `prune` was asked for. */
  missing: z.array(z.object({ id: z.number().int(), file_name: z.string(), path: z.string().nullable() })),
  removed: z.number().int(),
  embedding: z.object({
    model: z.string().nullable(),
    embedded: z.number().int(),
    pending: z.number().int(),
    note: z.string().nullable(),
    /** The note's reason, for the window (absent when the note is only for the terminal). */
    problem: ErrorReasonSchema.optional(),
  }),
});
export type IngestReport = z.infer<typeof IngestReportSchema>;

export const EmbedReportSchema = IngestReportSchema.shape.embedding;
export type EmbedReport = z.infer<typeof EmbedReportSchema>;

interface CallSpec {
  input: z.ZodType;
  output: z.ZodType;
}

export const calls = {
  'app.info': { input: NoInput, output: AppInfoSchema },
  'documents.list': { input: DocumentsListInputSchema, output: z.array(DocumentSummarySchema) },
  'documents.page': { input: DocumentPageInputSchema, output: DocumentPageSchema },
  'documents.file': { input: DocumentIdInputSchema, output: DocumentFileSchema },
  'documents.drawing': { input: DocumentPageInputSchema, output: DocumentDrawingSchema },
  'documents.delete': { input: DocumentIdInputSchema, output: DocumentDeleteResultSchema },
  stats: { input: NoInput, output: StatsSchema },
  'ingest.run': { input: IngestInputSchema, output: IngestReportSchema },
  'ingest.cancel': { input: NoInput, output: IngestCancelResultSchema },
  'library.start': { input: NoInput, output: IngestReportSchema.nullable() },
  'library.defaults': { input: NoInput, output: IngestReportSchema },
  'embeddings.fill': { input: EmbeddingsFillInputSchema, output: EmbedReportSchema },
  'search.query': { input: SearchInputSchema, output: SearchResultSchema },
  'search.pages': { input: SearchPageInputSchema, output: SearchPageResultSchema },
  'search.context': { input: ContextInputSchema, output: ContextResultSchema },
  'chat.ask': { input: AskInputSchema, output: AskResultSchema },
  'chat.cancel': { input: CancelInputSchema, output: z.object({ cancelled: z.boolean() }) },
  'chat.sessions': { input: NoInput, output: z.array(ChatSessionSchema) },
  'chat.history': { input: SessionInputSchema, output: z.array(ChatMessageRecordSchema) },
  'chat.delete': { input: SessionInputSchema, output: z.object({ deleted: z.number().int() }) },
  'chat.rename': { input: RenameSessionInputSchema, output: ChatSessionSchema },
  'rules.list': { input: RulesListInputSchema, output: z.array(RuleRowSchema) },
  'rules.import': { input: RulesImportInputSchema, output: RulesImportResultSchema },
  'rules.preview': { input: RulesPreviewInputSchema, output: RulesPreviewResultSchema },
  'rules.export': { input: RulesExportInputSchema, output: RulesExportResultSchema },
  'rules.sources': { input: NoInput, output: z.array(RuleSourceSummarySchema) },
  'rules.disable': { input: RulesDisableInputSchema, output: RuleSourceSummarySchema },
  'llm.status': { input: NoInput, output: LlmStatusSchema },
  'llm.configure': { input: LlmConfigureInputSchema, output: LlmStatusSchema },
  'llm.test': { input: LlmTestInputSchema, output: LlmTestResultSchema },
  'models.fetch': { input: ModelsFetchInputSchema, output: ModelsFetchResultSchema },
  'verify.answer': { input: VerifyInputSchema, output: VerificationResultSchema },
  'settings.get': { input: NoInput, output: AppSettingsSchema },
  'settings.update': { input: SettingsUpdateInputSchema, output: AppSettingsSchema },
  'settings.reset': { input: SettingsResetInputSchema, output: AppSettingsSchema },
  'settings.places': { input: NoInput, output: PlaceChoicesSchema },
  'understand.classify': { input: ClassifyInputSchema, output: ClassifyResultSchema },
  'understand.answerClarification': { input: AnswerClarificationInputSchema, output: UnderstandingSchema },
  'understand.correct': { input: CorrectCategoryInputSchema, output: CorrectCategoryResultSchema },
  'export.markdown': { input: ExportInputSchema, output: ExportMarkdownSchema },
  'export.html': { input: ExportInputSchema, output: ExportHtmlSchema },
  'export.pdf': { input: ExportInputSchema, output: ExportPdfSchema },
  'team.status': { input: NoInput, output: TeamStatusSchema },
  'team.configure': { input: TeamConfigureInputSchema, output: TeamStatusSchema },
  'team.test': { input: TeamTestInputSchema, output: TeamTestResultSchema },
  'team.sync': { input: NoInput, output: TeamSyncReportSchema },
  'team.publish': { input: TeamPublishInputSchema, output: TeamPublishReportSchema },
  'team.submit': { input: TeamSubmitInputSchema, output: TeamSubmitResultSchema },
} as const satisfies { [K in CallName]: CallSpec };

export const events = {
  'ingest.progress': IngestProgressSchema,
  'chat.progress': ChatProgressSchema,
  'chat.token': ChatTokenSchema,
  'models.progress': ModelsProgressSchema,
  'team.progress': TeamProgressSchema,
} as const satisfies { [K in EventName]: z.ZodType };

export type CallInput<K extends CallName> = z.input<(typeof calls)[K]['input']>;
export type CallOutput<K extends CallName> = z.output<(typeof calls)[K]['output']>;
export type EventPayload<K extends EventName> = z.output<(typeof events)[K]>;

/** The server side of the contract: one async function per call, given already-validated input. */
export type CallHandlers = {
  [K in CallName]: (input: z.output<(typeof calls)[K]['input']>) => Promise<CallOutput<K>> | CallOutput<K>;
};
