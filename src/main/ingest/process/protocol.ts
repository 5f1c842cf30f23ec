// Messages between the app and its ingest process (an Electron utilityProcess, or a Node child process in
// tests). Plain data only: they cross a process boundary.
import type { ApiError, EmbedReport, IngestFileResult, IngestProgress } from '../../../shared/contract';
import type { WorkerScripts } from '../../workers/worker-script';
import type { BatchEnd, FinishOptions } from '../backend';
import type { SourceFile } from '../sources';

export interface IngestProcessOptions {
  dbPath: string;
  modelsDirs: string[];
  embeddingModel?: string | undefined;
  nativeBinding?: string | undefined;
  workers: WorkerScripts;
  pdfWorkers?: number | undefined;
  resourcesDir?: string | undefined;
}

export type Request =
  | { type: 'ingestFiles'; files: SourceFile[] }
  | { type: 'finishBatch'; folders: string[]; options: FinishOptions }
  | { type: 'embed' };

export type ToChild = { type: 'init'; options: IngestProcessOptions } | ({ id: number } & Request);

export type FromChild =
  | { type: 'ready' }
  | { type: 'init-failed'; error: ApiError }
  | { type: 'progress'; id: number; event: IngestProgress }
  | { type: 'file-result'; id: number; index: number; result: IngestFileResult }
  | { type: 'result'; id: number; value: IngestFileResult[] | BatchEnd | EmbedReport }
  | { type: 'error'; id: number; error: ApiError };

/** What the supervisor needs from a child process, whichever kind it is. */
export interface ChildHandle {
  send(message: ToChild): void;
  onMessage(listener: (message: FromChild) => void): void;
  /** Called once when the process is gone; code null means it was killed by a signal. */
  onExit(listener: (code: number | null, signal: string | null) => void): void;
  kill(): void;
}
