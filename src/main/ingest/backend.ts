// Where files are actually ingested. The batch logic (batch.ts) drives a backend: this process's own (CLI,
// tests), or a separate ingest process that the desktop app supervises (process/supervisor.ts), which can die
// on a bad file without taking the app down.
import { existsSync, statSync } from 'node:fs';
import { sep } from 'node:path';
import type { EmbedReport, IngestFileResult, IngestProgress, IngestReport } from '../../shared/contract';
import type { Embedder } from '../models/embedder';
import type { Store } from '../store';
import { createDocumentWriter, type DeriveFromDocument } from '../store/document-writer';
import { embedMissing } from './embed-missing';
import { CANCELLED_FILE, ingestFile, type Supersedes } from './ingest-file';
import type { HwpReader } from '../hwp/pool';
import type { PdfParser } from './pdf/pool';
import type { SourceFile } from './sources';

export type Emit = (event: IngestProgress) => void;

export interface FinishOptions {
  prune: boolean;
  embed: boolean;
}

export interface BatchEnd {
  missing: IngestReport['missing'];
  removed: number;
  embedding: EmbedReport;
  /** Embedded chunks per document id, for the per-file results. */
  embeddedByDocument: Record<number, number>;
}

export interface IngestBackend {
  /**
   * Ingests files (a failure is a result, never a throw), reporting progress, and each result as soon as that
   * file is done; returns the results in the order given.
   */
  ingestFiles(
    files: readonly SourceFile[],
    emit: Emit,
    onResult?: (index: number, result: IngestFileResult) => void,
    /** Stops the batch: files not yet stored come back as 'cancelled' (a file is stored whole or not at all). */
    signal?: AbortSignal,
  ): Promise<IngestFileResult[]>;
  /** After the files: folder sync (files that disappeared) and embeddings. */
  finishBatch(folders: readonly string[], options: FinishOptions, emit: Emit): Promise<BatchEnd>;
  embed(emit: Emit): Promise<EmbedReport>;
}

export interface LocalBackendDeps {
  store: Store;
  pdf: PdfParser;
  /** HWP/HWPX files, read by kordoc on worker threads under a time and memory budget. */
  hwp: HwpReader;
  /** The embedder, or why there is none (no model installed). */
  embedder(): Promise<Embedder | { missing: string }>;
  /** How many files to read at once (match the PDF parser's worker count). */
  concurrency: number;
  /** What the rules layer derives from each stored document, in its insert's transaction (see ingest-file.ts). */
  derive?: DeriveFromDocument | undefined;
  /** Built-in statute texts a newer text of the same statute replaces (see ingest-file.ts). */
  supersedes?: Supersedes | undefined;
}

export function createLocalBackend(deps: LocalBackendDeps): IngestBackend {
  const writer = createDocumentWriter(deps.store.db);

  const embed = async (emit: Emit): Promise<EmbedReport> => {
    const embedder = await deps.embedder();
    if ('missing' in embedder) {
      const stats = deps.store.documents.stats();
      return { model: null, embedded: 0, pending: stats.chunks - stats.embedded, note: embedder.missing };
    }
    return embedMissing(deps.store.db, embedder, { onProgress: (embedded, total) => emit({ file: '', stage: 'embedding', embedded, total }) });
  };

  return {
    async ingestFiles(files, emit, onResult, signal) {
      const results: IngestFileResult[] = new Array(files.length);
      // Largest files first: with several files read at once, the batch then ends with small ones and no
      // worker sits idle while another finishes a big statute (longest-processing-time-first scheduling).
      const order = files.map((file, index) => ({ index, size: fileSize(file.path) })).sort((a, b) => b.size - a.size);
      let next = 0;
      const work = async () => {
        while (next < order.length && !signal?.aborted) {
          const index = order[next++]!.index;
          const file = files[index]!;
          const context = { file: file.name, fileIndex: index + 1, fileCount: files.length };
          const result = await ingestFile(file, { writer, pdf: deps.pdf, hwp: deps.hwp, derive: deps.derive, supersedes: deps.supersedes, signal }, (event) => emit({ ...context, ...event }));
          // The result rides on the file's last event: the window shows it (and counts it) while the batch goes on.
          emit({ ...context, stage: result.status === 'failed' || result.status === 'cancelled' ? 'failed' : 'done', pages: result.pages, chunks: result.chunks, result });
          results[index] = result;
          onResult?.(index, result);
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, Math.min(deps.concurrency, files.length)) }, work));
      files.forEach((file, index) => (results[index] ??= cancelledResult(file)));
      return results;
    },

    async finishBatch(folders, options, emit) {
      // Folder sync: documents that came from an ingested folder and whose file is gone are reported, and only
      // deleted when asked to.
      const missing = folders
        .flatMap((folder) => writer.underFolder(folder.endsWith(sep) ? folder : folder + sep))
        .filter((document) => document.source_path !== null && !existsSync(document.source_path));
      if (options.prune) writer.remove(missing.map((document) => document.id));
      else for (const document of missing) writer.setStatus(document.id, 'missing');

      const embedding = options.embed ? await embed(emit) : skippedEmbedding(deps.store);
      const embeddedByDocument = Object.fromEntries(deps.store.documents.list().map((document) => [document.id, document.embedded]));
      return {
        missing: missing.map(({ id, file_name, source_path }) => ({ id, file_name, path: source_path })),
        removed: options.prune ? missing.length : 0,
        embedding,
        embeddedByDocument,
      };
    },

    embed,
  };
}

/** A file the batch never stored because it was cancelled first. */
export function cancelledResult(file: SourceFile): IngestFileResult {
  return {
    path: file.path,
    file_name: file.name,
    status: 'cancelled',
    ...CANCELLED_FILE,
    warnings: [],
    document_id: null,
    pages: 0,
    chunks: 0,
    embedded: 0,
  };
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0; // gone: ingestFile reports it
  }
}

function skippedEmbedding(store: Store): EmbedReport {
  const stats = store.documents.stats();
  return { model: stats.embedding_model, embedded: 0, pending: stats.chunks - stats.embedded, note: 'embedding skipped; run `geungeo embed` to add vectors', problem: { id: 'embedding.skipped' } };
}
