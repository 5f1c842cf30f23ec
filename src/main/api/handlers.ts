// The implementation of every contract call over a core. Shared by the Electron IPC handlers and the CLI,
// so both answer identically.
import type { EventName } from '../../shared/call-names';
import type { CallHandlers, CallOutput, EventPayload, IngestProgress } from '../../shared/contract';
import type { Geungeo } from '../core';
import type { IngestBackend } from '../ingest/backend';
import { ingestPaths } from '../ingest/batch';
import { importRulesCsv } from '../rules/csv-import';
import { listRules } from '../rules/list-rules';
import { chooseModel } from '../answer/llm/choose-model';

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
  } = {},
): CallHandlers {
  const emit: Emit = options.emit ?? (() => undefined);
  const ingest = options.ingest ?? core.ingestBackend;
  const progress = (event: IngestProgress) => emit('ingest.progress', event);
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
      schemaVersion: core.store.schemaVersion(),
      modelsDirs: [...core.modelsDirs],
      models: core.modelStatuses(),
      llm: core.describeLlm(),
    }),
    'documents.list': (input) => core.store.documents.list(input ?? {}),
    'documents.page': ({ id, page }) => core.documents.page(id, page),
    'documents.file': ({ id }) => core.documents.file(id),
    stats: () => core.store.documents.stats(),
    'ingest.run': (input) => ingestPaths(input.paths, ingest, { prune: input.prune, embed: input.embed, onProgress: progress }),
    'embeddings.fill': () => ingest.embed(progress),
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
    'rules.list': (input) => listRules(core.rules, core.jurisdictions, input ?? {}),
    'rules.import': ({ path, table, skipBadRows }) => importRulesCsv(path, table, core, { skipBadRows }),
    'llm.status': () => llmStatus(core),
    'llm.configure': ({ settings, api_key }) => {
      core.llmSettings.save(settings, api_key);
      return llmStatus(core);
    },
    'verify.answer': (input) => core.verify(input),
    'settings.get': () => core.appSettings.all(),
    'settings.update': (input) => core.appSettings.update(input),
    'understand.classify': ({ query }) => core.understander.classify(query),
    'understand.answerClarification': (input) => core.understander.answerClarification(input, chooseModel(undefined, () => core.llmConfig()).llm?.client ?? null),
    'understand.correct': (input) => core.understander.correct(input),
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
