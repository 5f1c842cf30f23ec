// The implementation of every contract call over a core. Shared by the Electron IPC handlers and the CLI,
// so both answer identically.
import type { EventName } from '../../shared/call-names';
import type { CallHandlers, CallOutput, EventPayload, ExportInput, IngestProgress, TeamProgress } from '../../shared/contract';
import type { Geungeo } from '../core';
import type { IngestBackend } from '../ingest/backend';
import { ingestPaths } from '../ingest/batch';
import { listRules } from '../rules/list-rules';
import { GeungeoError } from '../../shared/errors';
import { chooseModel } from '../llm/choose-model';
import { createLibrary } from '../library/manage';
import { createExporter, type PdfPrinter } from '../export/exporter';
import { teamAuditEntries } from './team-audit';

// The CSV rule import/export (csv-parse, csv-stringify) is imported when a rules.import/preview/export call comes.
const csvImport = () => import('../rules/csv-import');

export interface ShellInfo {
  shell: 'electron' | 'browser' | 'cli' | 'test';
  appName: string;
  appVersion: string;
  electron?: string | undefined;
  chrome?: string | undefined;
}

export type Emit = <K extends EventName>(event: K, payload: EventPayload<K>) => void;

export function createCallHandlers(
  core: Geungeo,
  shell: ShellInfo,
  options: {
    emit?: Emit | undefined;
    /** Where ingestion runs: this process by default; the desktop app passes its supervised ingest process. */
    ingest?: IngestBackend | undefined;
    /** How audit PDFs are printed: headless Chromium by default; the desktop app passes Electron's printToPDF. */
    printPdf?: PdfPrinter | undefined;
  } = {},
): CallHandlers {
  const emit: Emit = options.emit ?? (() => undefined);
  const ingest = options.ingest ?? core.ingestBackend;
  const progress = (event: IngestProgress) => emit('ingest.progress', event);
  const library = createLibrary(core.store, ingest, () => core.modelStatuses().some((model) => model.role === 'embedding' && model.available));
  const exporter = createExporter(core, { appName: shell.appName, appVersion: shell.appVersion }, options.printPdf);
  // ingest.cancel stops every batch running now (the window runs one at a time; the CLI none).
  const batches = new Set<AbortController>();
  const runBatch: CallHandlers['ingest.run'] = async (input) => {
    const controller = new AbortController();
    batches.add(controller);
    try {
      return await ingestPaths(input.paths, ingest, { prune: input.prune, embed: input.embed, onProgress: progress, signal: controller.signal });
    } finally {
      batches.delete(controller);
    }
  };
  // The built-in statutes go through the same batch as an upload: the same progress events, the same cancel.
  const addBuiltIns = async () => {
    core.builtIns.markOffered();
    return runBatch({ paths: [core.builtIns.folder] });
  };
  /**
   * An exported answer goes to the team's audit records when a team is configured: queued at once, sent in the
   * background (or on the next sync when the team cannot be reached); the export itself never waits for it.
   */
  const fileExport = <T>(input: ExportInput, exported: T): T => {
    if (core.team.configured()) void core.team.file('export', teamAuditEntries(input, exporter.record(input)), shell.appVersion);
    return exported;
  };
  const teamProgress = (progress: TeamProgress) => emit('team.progress', progress);
  // Two windows (or a reload) starting at once share one first-start batch.
  let starting: Promise<CallOutput<'library.start'>> | null = null;
  return {
    'app.info': () => ({
      name: shell.appName,
      version: shell.appVersion,
      shell: shell.shell,
      versions: {
        node: process.versions.node,
        electron: shell.electron ?? null,
        chrome: shell.chrome ?? null,
        ...core.store.versions(),
      },
      dbPath: core.store.path,
      dbBytes: core.dbBytes(),
      schemaVersion: core.store.schemaVersion(),
      modelsDirs: [...core.modelsDirs],
      models: core.modelStatuses(),
      llm: core.describeLlm(),
    }),
    'documents.list': (input) => core.store.documents.list(input ?? {}).map((document) => ({ ...document, built_in: core.builtIns.isBuiltIn(document.file_hash) })),
    'documents.page': ({ id, page }) => core.documents.page(id, page),
    'documents.file': ({ id }) => core.documents.file(id),
    'documents.drawing': ({ id, page }) => core.documents.drawing(id, page),
    'documents.delete': ({ id }) => library.delete(id),
    stats: () => core.store.documents.stats(),
    'ingest.run': runBatch,
    'ingest.cancel': () => {
      const running = [...batches];
      running.forEach((controller) => controller.abort());
      return { cancelled: running.length };
    },
    'library.start': () => (starting ??= (core.builtIns.firstStart() ? addBuiltIns() : Promise.resolve(null)).finally(() => (starting = null))),
    'library.defaults': addBuiltIns,
    'embeddings.fill': (input) => (input?.document ? library.reembed(input.document, progress) : ingest.embed(progress)),
    'search.query': ({ query, topK, filter }) => core.search(query, { topK, filter }),
    'search.pages': ({ query, topK, filter, pageWindow, sortBy }) => core.searchPages(query, { topK, filter, pageWindow, sortBy }),
    'search.context': ({ query, topK, filter, maxChars }) => core.context(query, { topK, filter, maxChars }),
    'chat.ask': (input) =>
      core.chat.ask(input, { progress: (event) => emit('chat.progress', event), token: (event) => emit('chat.token', event) }),
    'chat.cancel': ({ request }) => ({ cancelled: core.chat.cancel(request) }),
    'chat.sessions': () => core.history.sessions(),
    'chat.history': ({ session }) => core.history.messages(session),
    'chat.delete': ({ session }) => {
      core.history.remove(session);
      return { deleted: session };
    },
    'chat.rename': ({ session, title }) => core.history.rename(session, title),
    // The age check is about a zone's range: parking standards and the use vocabulary have none.
    'rules.list': (input) =>
      listRules(core.rules, core.jurisdictions, input ?? {}).map((row) => (row.table === 'zoning' || row.table === 'land-use' ? { ...row, warning: core.ordinanceAge.warningFor(row) } : row)),
    'rules.sources': () => core.rules.sources(),
    'rules.disable': ({ source_id, disabled }) => {
      if (!core.rules.setDisabled(source_id, disabled)) throw new GeungeoError('NOT_FOUND', `규칙 출처 ${source_id}이(가) 없습니다.`, { hint: '규칙 화면을 새로 고치세요', reason: { id: 'rules.source-not-found', source: source_id } });
      return core.rules.sources().find((source) => source.id === source_id)!;
    },
    'rules.import': async ({ path, csv, file_name, table, skipBadRows }) => {
      const { importRulesCsv, importRulesCsvBytes } = await csvImport();
      return path !== undefined
        ? importRulesCsv(path, table, core, { skipBadRows })
        : importRulesCsvBytes(Buffer.from(csv ?? '', 'utf8'), file_name ?? 'rules.csv', table, core, { skipBadRows });
    },
    'rules.preview': async ({ csv, file_name, table }) => (await csvImport()).previewRulesCsv(Buffer.from(csv, 'utf8'), file_name, table, core),
    'llm.status': () => llmStatus(core),
    'llm.configure': ({ settings, api_key }) => {
      core.llmSettings.save(settings, api_key);
      return llmStatus(core);
    },
    'llm.test': (input) => core.testLlm(input ?? {}),
    'models.fetch': (input) => core.downloadModel(input?.model, ({ file, bytes, totalBytes, done }) => emit('models.progress', { file, bytes, totalBytes, done })),
    'rules.export': async (input) => (await import('../rules/csv-export')).exportRules(core, input),
    'verify.answer': (input) => core.verify(input),
    'settings.get': () => core.appSettings.all(),
    'settings.update': (input) => core.appSettings.update(input),
    'settings.reset': (input) => core.appSettings.reset(input?.group),
    'settings.places': () => core.jurisdictions.choices(),
    'understand.classify': ({ query }) => core.understander.classify(query),
    'understand.answerClarification': (input) => core.understander.answerClarification(input, chooseModel(undefined, () => core.llmConfig()).llm?.client ?? null),
    'understand.correct': (input) => core.understander.correct(input),
    'export.markdown': (input) => fileExport(input, exporter.markdown(input)),
    'export.html': async (input) => fileExport(input, await exporter.html(input)),
    'export.pdf': async (input) => fileExport(input, await exporter.pdf(input)),
    'team.status': () => core.team.status(),
    'team.configure': ({ settings, password }) => core.team.configure(settings, password),
    'team.test': (input) => core.team.test(input?.settings, input?.password),
    'team.sync': () => core.team.sync({ onProgress: teamProgress }),
    'team.publish': (input) => core.team.publish(input?.documents, { onProgress: teamProgress }),
    'team.submit': (input) => core.team.file('submit', teamAuditEntries(input, exporter.record(input)), shell.appVersion),
  };
}

function llmStatus(core: Geungeo): CallOutput<'llm.status'> {
  return {
    settings: core.llmSettings.stored(),
    has_api_key: core.llmSettings.hasApiKey(),
    secure_storage: core.llmSettings.secureStorage(),
    active: core.describeLlm(),
  };
}
