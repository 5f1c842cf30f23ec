// A small pool of PDF worker threads. Text extraction is the slow part of ingestion, and pdfjs is
// single-threaded, so documents are extracted in parallel, off the thread that writes the database. A worker
// that crashes or stops reporting progress fails only the file it was reading, and is replaced.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createThreadPool, type PoolSlot } from '../../workers/thread-pool';
import type { ParsedDocument } from '../types';
import { notAPdf } from './not-a-pdf';
import { assertComplete, pdfDocument, PdfProblem, type PdfExtraction, type PdfProblemKind } from './parse-pdf';

type WorkerMessage =
  | { id: number; type: 'page'; page: number; pages: number }
  | { id: number; type: 'done'; pdf: PdfExtraction }
  | { id: number; type: 'error'; kind: PdfProblemKind | 'internal'; message: string; pages?: { pages: number; max: number } | undefined };

export interface PdfParser {
  parse(data: Uint8Array, onPage?: (page: number, pages: number) => void): Promise<ParsedDocument>;
  close(): Promise<void>;
}

interface Job {
  id: number;
  data: Uint8Array;
  onPage: ((page: number, pages: number) => void) | undefined;
  resolve(extraction: PdfExtraction): void;
  reject(error: Error): void;
}

export interface PdfParserOptions {
  /** The worker entry (extract-worker.mjs from source, its bundled copy in the app). */
  script: string;
  size?: number | undefined;
  /** A worker that reports no page for this long is considered hung. */
  stallTimeoutMs?: number | undefined;
}

export function createPdfParser(options: PdfParserOptions): PdfParser {
  const stallTimeoutMs = options.stallTimeoutMs ?? 120_000;
  let nextId = 1;

  const fail = (slot: PoolSlot<Job>, error: PdfProblem) => pool.discard(slot)?.reject(error);

  const armTimer = (slot: PoolSlot<Job>) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(
      () => fail(slot, new PdfProblem('crashed', `the PDF parser stopped responding for ${Math.round(stallTimeoutMs / 1000)} s on this file`)),
      stallTimeoutMs,
    );
  };

  const pool = createThreadPool<Job>({
    size: Math.max(1, options.size ?? Math.min(availableParallelism(), 4)),
    spawn: (slot) => {
      const worker = new Worker(options.script);
      worker.on('message', (message: WorkerMessage) => {
        const job = slot.job;
        if (!job || message.id !== job.id) return;
        if (message.type === 'page') {
          armTimer(slot);
          job.onPage?.(message.page, message.pages);
        } else if (message.type === 'done') {
          pool.release(slot);
          job.resolve(message.pdf);
        } else {
          pool.release(slot);
          job.reject(new PdfProblem(message.kind, message.message, message.pages ? { id: 'pdf.too-many-pages', ...message.pages } : undefined));
        }
      });
      worker.on('error', (error) => fail(slot, new PdfProblem('crashed', `the PDF parser crashed on this file (${error.message})`)));
      worker.on('exit', (code) => fail(slot, new PdfProblem('crashed', `the PDF parser exited (code ${code}) while reading this file`)));
      return worker;
    },
    start: (slot, job) => {
      armTimer(slot);
      // A private copy is transferred, so the caller's buffer stays usable and nothing is copied twice.
      // (new Uint8Array(view) copies; Buffer#slice would only make a view of the caller's memory.)
      const copy = new Uint8Array(job.data);
      slot.worker.postMessage({ id: job.id, data: copy }, [copy.buffer]);
    },
  });

  const extract = (data: Uint8Array, onPage?: (page: number, pages: number) => void) =>
    new Promise<PdfExtraction>((resolve, reject) => {
      if (pool.closed) return reject(new Error('the PDF parser is closed'));
      pool.submit({ id: nextId++, data, onPage, resolve, reject });
    });

  return {
    async parse(data, onPage) {
      const other = notAPdf(data);
      if (other) throw new PdfProblem('corrupt', other.message, other.reason);
      assertComplete(data);
      return pdfDocument(await extract(data, onPage));
    },
    close: () => pool.close('the PDF parser was closed'),
  };
}
