// HWP and HWPX files are read on worker threads under a budget: a time limit per file and a memory limit per
// thread. kordoc is pure JavaScript over ZIP, XML and OLE containers a file may be built to abuse (deep nesting,
// huge tables, endless records); kordoc has its own bomb guards, and this is the bound around all of it. A thread
// over its budget is terminated — the file fails with the reason, the thread is replaced, the app goes on.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createThreadPool, type PoolSlot } from '../workers/thread-pool';
import type { HwpExtraction, HwpFailure, HwpPageDrawing } from './extraction';

/** A 300-page HWPX statute reads in well under 10 s on a slow laptop; two minutes is a hung or hostile file. */
export const HWP_PARSE_BUDGET_MS = 120_000;
/** Drawing one page is cheaper than reading the file; a page view waits no longer than this. */
export const HWP_DRAW_BUDGET_MS = 30_000;
/**
 * The JavaScript heap one thread may use. kordoc holds the file's XML and its text blocks; a large regulation
 * needs a few hundred MB. (Decompressed streams are capped by kordoc at 100 MB in total.)
 */
export const HWP_HEAP_MB = 1536;

export class HwpProblem extends Error {
  constructor(readonly failure: HwpFailure) {
    super(failure.message);
    this.name = 'HwpProblem';
  }
}

export interface HwpReader {
  /** The file's blocks and tables; rejects with HwpProblem. */
  parse(data: Uint8Array): Promise<HwpExtraction>;
  /** One page as sanitized SVG; rejects with HwpProblem. */
  drawPage(data: Uint8Array, page: number): Promise<HwpPageDrawing>;
  close(): Promise<void>;
}

export interface HwpReaderOptions {
  /** The worker entry (worker.mjs from source, its bundled copy in the app). */
  script: string;
  size?: number | undefined;
  parseBudgetMs?: number | undefined;
  drawBudgetMs?: number | undefined;
  heapMb?: number | undefined;
}

type Request = { job: 'parse' } | { job: 'draw'; page: number };
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; failure: HwpFailure };

interface Job {
  id: number;
  request: Request;
  data: Uint8Array;
  budgetMs: number;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export function createHwpReader(options: HwpReaderOptions): HwpReader {
  const heapMb = options.heapMb ?? HWP_HEAP_MB;
  let nextId = 1;

  /** The thread is gone or must go: its job fails with `failure`, and a fresh thread takes the next job. */
  const fail = (slot: PoolSlot<Job>, failure: HwpFailure) => pool.discard(slot)?.reject(new HwpProblem(failure));

  const pool = createThreadPool<Job>({
    size: Math.max(1, options.size ?? Math.min(availableParallelism(), 2)),
    spawn: (slot) => {
      const worker = new Worker(options.script, { resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.min(64, heapMb) } });
      worker.on('message', (reply: Reply) => {
        if (!slot.job || reply.id !== slot.job.id) return;
        const job = pool.release(slot)!;
        if (reply.ok) job.resolve(reply.value);
        else job.reject(new HwpProblem(reply.failure));
      });
      worker.on('error', (error: Error & { code?: string }) =>
        fail(
          slot,
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? { code: 'MEMORY', message: `reading the file needed more than ${heapMb} MB of memory` }
            : { code: 'CRASHED', message: `the HWP reader crashed on this file (${error.message})` },
        ),
      );
      worker.on('exit', (code) => fail(slot, { code: 'CRASHED', message: `the HWP reader exited (code ${code}) while reading this file` }));
      return worker;
    },
    start: (slot, job) => {
      slot.timer = setTimeout(
        () => fail(slot, { code: 'TIMEOUT', message: `the HWP reader did not finish within ${Math.round(job.budgetMs / 1000)} s`, budgetMs: job.budgetMs }),
        job.budgetMs,
      );
      // A private copy is transferred: the caller's buffer stays usable.
      const copy = new Uint8Array(job.data);
      slot.worker.postMessage({ id: job.id, ...job.request, data: copy }, [copy.buffer]);
    },
  });

  const run = <T>(request: Request, data: Uint8Array, budgetMs: number) =>
    new Promise<T>((resolve, reject) => {
      if (pool.closed) return reject(new Error('the HWP reader is closed'));
      pool.submit({ id: nextId++, request, data, budgetMs, resolve: resolve as (value: unknown) => void, reject });
    });

  return {
    parse: (data) => run<HwpExtraction>({ job: 'parse' }, data, options.parseBudgetMs ?? HWP_PARSE_BUDGET_MS),
    drawPage: (data, page) => run<HwpPageDrawing>({ job: 'draw', page }, data, options.drawBudgetMs ?? HWP_DRAW_BUDGET_MS),
    close: () => pool.close('the HWP reader was closed'),
  };
}
