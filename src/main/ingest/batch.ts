// Ingests a batch of paths: expands folders, lets a backend ingest every file on its own (a failure never stops
// the batch), then syncs folders and embeds, and assembles the report.
import type { IngestFileResult, IngestReport } from '../../shared/contract';
import type { Emit, IngestBackend } from './backend';
import { collectSources } from './sources';

export interface BatchOptions {
  prune?: boolean | undefined;
  embed?: boolean | undefined;
  onProgress?: Emit | undefined;
  /** ingest.cancel: stops reading files; the ones stored stay, embedding is left for later. */
  signal?: AbortSignal | undefined;
}

export async function ingestPaths(paths: readonly string[], backend: IngestBackend, options: BatchOptions = {}): Promise<IngestReport> {
  const emit = options.onProgress ?? (() => undefined);
  const { files, problems, folders } = collectSources(paths);
  const results = await backend.ingestFiles(files, emit, undefined, options.signal);
  const cancelled = options.signal?.aborted ?? false;
  const end = await backend.finishBatch(folders, { prune: (options.prune ?? false) && !cancelled, embed: (options.embed ?? true) && !cancelled }, emit);

  const unreadable: IngestFileResult[] = problems.map((problem) => ({
    path: problem.path,
    file_name: null,
    status: 'failed',
    reason: problem.reason,
    problem: problem.problem,
    warnings: [],
    document_id: null,
    pages: 0,
    chunks: 0,
    embedded: 0,
  }));
  const all = [...unreadable, ...results].map((result) =>
    result.document_id === null ? result : { ...result, embedded: end.embeddedByDocument[result.document_id] ?? 0 },
  );
  const count = (status: IngestFileResult['status']) => all.filter((result) => result.status === status).length;
  return {
    files: all,
    added: count('added'),
    unchanged: count('unchanged'),
    replaced: count('replaced'),
    failed: count('failed'),
    cancelled: count('cancelled'),
    missing: end.missing,
    removed: end.removed,
    embedding: end.embedding,
  };
}
