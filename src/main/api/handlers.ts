// The implementation of every contract call over a core. Shared by the Electron IPC handlers and the CLI,
// so both answer identically.
import type { EventName } from '../../shared/call-names';
import type { CallHandlers, EventPayload, IngestProgress } from '../../shared/contract';
import type { Geungeo } from '../core';
import type { IngestBackend } from '../ingest/backend';
import { ingestPaths } from '../ingest/batch';

export interface ShellInfo {
  shell: 'electron' | 'cli' | 'test';
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
    stats: () => core.store.documents.stats(),
    'ingest.run': (input) => ingestPaths(input.paths, ingest, { prune: input.prune, embed: input.embed, onProgress: progress }),
    'embeddings.fill': () => ingest.embed(progress),
    'search.query': ({ query, topK, filter }) => core.search(query, { topK, filter }),
    'search.pages': ({ query, topK, filter, pageWindow, sortBy }) => core.searchPages(query, { topK, filter, pageWindow, sortBy }),
    'search.context': ({ query, topK, filter, maxChars }) => core.context(query, { topK, filter, maxChars }),
  };
}
