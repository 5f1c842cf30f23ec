// Searches on worker threads, so no question — however long or odd — holds up the thread that answers everyone
// else (browser mode's HTTP bridge, the desktop app's IPC): each thread takes one search at a time on its own
// read-only connection, and a search that runs past its time budget is stopped (its thread replaced) and answered
// with a clear error instead of a wait.
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { SearchResult } from '../../shared/contract';
import { GeungeoError, toApiError } from '../../shared/errors';
import type { SearchOptions } from '../retrieval/search';
import { startWorker } from '../workers/worker-script';
import type { FromThread, QueryVector, ThreadData, ToThread } from './protocol';

/** Long enough for any real question on a statute library (the slowest adversarial one takes a fifth of a second). */
export const SEARCH_BUDGET_MS = 10_000;

/** One thread per core beside the app's own, at most two: searches are short, the app's thread does the rest. */
export const defaultSearchThreads = (): number => Math.max(1, Math.min(2, availableParallelism() - 1));

export interface SearchThreadsOptions extends ThreadData {
  /** The thread entry (thread.ts from source, its bundled copy in the app). */
  script: string;
  size: number;
  budgetMs?: number | undefined;
  /** The app embeds the question for the vector side (time spent here does not count against the budget). */
  queryVector(text: string): Promise<QueryVector>;
}

export interface SearchThreads {
  search(query: string, options?: SearchOptions): Promise<SearchResult>;
  close(): Promise<void>;
}

interface Job {
  id: number;
  query: string;
  options: SearchOptions;
  /** Budget left; the clock stops while the app embeds the question. */
  remainingMs: number;
  resolve(result: SearchResult): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  /** Opened the library: takes searches from now on. */
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  armedAt: number;
}

export function createSearchThreads(options: SearchThreadsOptions): SearchThreads {
  const budgetMs = options.budgetMs ?? SEARCH_BUDGET_MS;
  const data: ThreadData = { dbPath: options.dbPath, nativeBinding: options.nativeBinding, resourcesDir: options.resourcesDir };
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const stopClock = (slot: Slot) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    if (slot.job) slot.job.remainingMs -= performance.now() - slot.armedAt;
  };

  const startClock = (slot: Slot) => {
    const job = slot.job!;
    slot.armedAt = performance.now();
    slot.timer = setTimeout(() => {
      const seconds = Math.round(budgetMs / 1000);
      fail(slot, new GeungeoError('TIMEOUT', `검색이 ${seconds}초 안에 끝나지 않아 멈췄습니다.`, { hint: '질문을 짧게 줄이거나 나누어 다시 물어보세요', reason: { id: 'search.timeout', seconds } }));
    }, Math.max(0, job.remainingMs));
  };

  const finish = (slot: Slot) => {
    stopClock(slot);
    slot.job = null;
    dispatch();
  };

  /** The thread is stopped and replaced on the next search; only its own search fails. */
  const fail = (slot: Slot, error: Error) => {
    const job = slot.job;
    stopClock(slot);
    slots.delete(slot);
    void slot.worker.terminate();
    job?.reject(error);
    // A thread that could not open the library fails the searches waiting for it (another would fail alike).
    if (!slot.ready) for (const waiting of queue.splice(0)) waiting.reject(error);
    dispatch();
  };

  const send = (slot: Slot, message: ToThread) => slot.worker.postMessage(message);

  const spawn = (): Slot => {
    const slot: Slot = { worker: startWorker(options.script, data), ready: false, job: null, timer: null, armedAt: 0 };
    slot.worker.on('message', (message: FromThread) => {
      if (message.type === 'ready') {
        slot.ready = true;
        return dispatch();
      }
      const job = slot.job;
      if (!job || message.id !== job.id) return;
      if (message.type === 'embed') {
        stopClock(slot);
        options.queryVector(message.text).then(
          (value) => slot.job === job && (send(slot, { type: 'vector', id: job.id, value }), startClock(slot)),
          (error: unknown) => slot.job === job && (send(slot, { type: 'vector-failed', id: job.id, error: toApiError(error) }), startClock(slot)),
        );
        return;
      }
      finish(slot);
      if (message.type === 'result') job.resolve(message.value);
      else job.reject(GeungeoError.from(message.error));
    });
    slot.worker.on('error', (error) => fail(slot, new GeungeoError('INTERNAL', `검색 스레드가 멈췄습니다: ${error.message}`, { hint: '다시 검색해 보세요', reason: { id: 'search.stopped' } })));
    slot.worker.on('exit', (code) => {
      if (slots.has(slot)) fail(slot, new GeungeoError('INTERNAL', `검색 스레드가 끝났습니다 (코드 ${code}).`, { hint: '다시 검색해 보세요', reason: { id: 'search.stopped' } }));
    });
    slots.add(slot);
    return slot;
  };

  function dispatch(): void {
    while (!closed && queue.length > 0) {
      if (slots.size < options.size) spawn();
      const slot = [...slots].find((candidate) => candidate.ready && candidate.job === null);
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      startClock(slot);
      send(slot, { type: 'search', id: job.id, query: job.query, options: job.options });
    }
  }

  // The threads start now, while the window opens and the user types, not on the first question.
  for (let i = 0; i < options.size; i++) spawn();

  return {
    search: (query, searchOptions = {}) =>
      new Promise<SearchResult>((resolve, reject) => {
        if (closed) return reject(new GeungeoError('CANCELLED', '앱이 닫히는 중이라 검색하지 않았습니다.', { reason: { id: 'app.closing' } }));
        queue.push({ id: nextId++, query, options: searchOptions, remainingMs: budgetMs, resolve, reject });
        dispatch();
      }),
    async close() {
      closed = true;
      const cancelled = () => new GeungeoError('CANCELLED', '앱이 닫히는 중이라 검색을 멈췄습니다.', { reason: { id: 'app.closing' } });
      for (const job of queue.splice(0)) job.reject(cancelled());
      const all = [...slots];
      slots.clear();
      for (const slot of all) {
        stopClock(slot);
        slot.job?.reject(cancelled());
      }
      await Promise.all(all.map((slot) => slot.worker.terminate()));
    },
  };
}
