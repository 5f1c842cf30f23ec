// The desktop app's ingest backend: the work runs in a separate process, so a crash there (onnxruntime or
// pdfjs can abort a process) costs one file, not the app. When the process dies, files it had finished keep
// their results; each file it was reading is retried alone in a fresh process, and only a file that kills that
// one too is reported as failed. Then the batch goes on.
import type { EmbedReport, IngestFileResult } from '../../../shared/contract';
import { GeungeoError } from '../../../shared/errors';
import { cancelledResult, type BatchEnd, type Emit, type IngestBackend } from '../backend';
import type { SourceFile } from '../sources';
import type { ChildHandle, FromChild, IngestProcessOptions, Request } from './protocol';

class ChildDied extends Error {
  constructor(readonly exit: string) {
    super(`the ingest process stopped (${exit})`);
  }
}

interface Running {
  child: ChildHandle;
  ready: Promise<void>;
  pending: Map<number, { resolve(value: unknown): void; reject(error: Error): void; onMessage(message: FromChild): void }>;
  exited: string | null;
}

export interface ProcessBackend extends IngestBackend {
  close(): void;
}

export function createProcessBackend(spawn: () => ChildHandle, options: IngestProcessOptions): ProcessBackend {
  let running: Running | null = null;
  let nextId = 1;

  const start = (): Running => {
    const child = spawn();
    const state: Running = { child, ready: Promise.resolve(), pending: new Map(), exited: null };
    state.ready = new Promise<void>((resolve, reject) => {
      child.onMessage((message) => {
        if (message.type === 'ready') return resolve();
        if (message.type === 'init-failed') return reject(GeungeoError.from(message.error));
        state.pending.get(message.id)?.onMessage(message);
      });
      child.onExit((code, signal) => {
        state.exited = signal ? `killed by ${signal}` : `exit code ${code}`;
        if (running === state) running = null;
        const died = new ChildDied(state.exited);
        reject(died);
        for (const request of state.pending.values()) request.reject(died);
        state.pending.clear();
      });
    });
    state.ready.catch(() => undefined);
    child.send({ type: 'init', options });
    return state;
  };

  async function request<T>(body: Request, onMessage: (message: FromChild) => void = () => undefined): Promise<T> {
    const state = (running ??= start());
    await state.ready;
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      state.pending.set(id, {
        resolve: resolve as (value: unknown) => void,
        reject,
        onMessage: (message) => {
          if (message.type === 'result') {
            state.pending.delete(id);
            resolve(message.value as T);
          } else if (message.type === 'error') {
            state.pending.delete(id);
            reject(GeungeoError.from(message.error));
          } else {
            onMessage(message);
          }
        },
      });
      state.child.send({ id, ...body });
    });
  }

  /** Runs some of the files in the current (or a new) process; throws ChildDied, with what it finished recorded. */
  async function runFiles(
    files: readonly SourceFile[],
    indices: readonly number[],
    results: (IngestFileResult | undefined)[],
    started: Set<number>,
    emit: Emit,
  ): Promise<void> {
    await request<IngestFileResult[]>({ type: 'ingestFiles', files: indices.map((index) => files[index]!) }, (message) => {
      if (message.type === 'progress') {
        const global = message.event.fileIndex === undefined ? undefined : indices[message.event.fileIndex - 1];
        if (global !== undefined) started.add(global);
        emit(global === undefined ? message.event : { ...message.event, fileIndex: global + 1, fileCount: files.length });
      } else if (message.type === 'file-result') {
        const global = indices[message.index]!;
        results[global] = message.result;
        started.delete(global);
      }
    });
  }

  return {
    async ingestFiles(files, emit, onResult, signal) {
      // Cancelling stops the process mid-file: its transaction never commits, so nothing half-read is stored.
      const stop = () => running?.child.kill();
      signal?.addEventListener('abort', stop, { once: true });
      const results: (IngestFileResult | undefined)[] = new Array(files.length);
      const remaining = () => files.map((_, index) => index).filter((index) => results[index] === undefined);
      const crashed = (index: number, exit: string): IngestFileResult => ({
        path: files[index]!.path,
        file_name: files[index]!.name,
        status: 'failed',
        reason: `the ingest process crashed while reading this file (${exit}); nothing of it was stored`,
        problem: { id: 'file.ingest-crashed' },
        warnings: [],
        document_id: null,
        pages: 0,
        chunks: 0,
        embedded: 0,
      });
      while (remaining().length > 0 && !signal?.aborted) {
        const started = new Set<number>();
        try {
          await runFiles(files, remaining(), results, started, emit);
        } catch (error) {
          if (!(error instanceof ChildDied)) throw error;
          if (signal?.aborted) break;
          // Nothing had started: the process cannot even begin work. Fail what is left instead of looping.
          if (started.size === 0) {
            for (const index of remaining()) results[index] = crashed(index, error.exit);
            break;
          }
          for (const index of [...started].sort((a, b) => a - b)) {
            try {
              await runFiles(files, [index], results, new Set(), emit);
            } catch (retryError) {
              if (!(retryError instanceof ChildDied)) throw retryError;
              results[index] = crashed(index, retryError.exit);
              emit({ file: files[index]!.name, fileIndex: index + 1, fileCount: files.length, stage: 'failed', result: results[index] });
            }
          }
        }
      }
      signal?.removeEventListener('abort', stop);
      for (const index of remaining()) results[index] = cancelledResult(files[index]!);
      results.forEach((result, index) => onResult?.(index, result!));
      return results as IngestFileResult[];
    },

    async finishBatch(folders, finishOptions, emit) {
      try {
        return await request<BatchEnd>({ type: 'finishBatch', folders: [...folders], options: finishOptions }, forwardProgress(emit));
      } catch (error) {
        if (!(error instanceof ChildDied) || !finishOptions.embed) throw error;
        // Embedding is the part that can crash (onnxruntime); the sync before it is stored. Report, and let the
        // next run (or `geungeo embed`) continue.
        const end = await request<BatchEnd>({ type: 'finishBatch', folders: [...folders], options: { ...finishOptions, embed: false } });
        return { ...end, embedding: { ...end.embedding, note: `embedding stopped: ${error.message}; run it again to continue`, problem: { id: 'embedding.stopped' } } };
      }
    },

    async embed(emit) {
      return request<EmbedReport>({ type: 'embed' }, forwardProgress(emit));
    },

    close() {
      running?.child.kill();
      running = null;
    },
  };
}

function forwardProgress(emit: Emit) {
  return (message: FromChild) => {
    if (message.type === 'progress') emit(message.event);
  };
}
