// A small pool of PDF worker threads. Text extraction is the slow part of ingestion, and pdfjs is
// single-threaded, so documents are extracted in parallel, off the thread that writes the database. A worker
// that crashes or stops reporting progress fails only the file it was reading, and is replaced.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
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

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

export interface PdfParserOptions {
  /** The worker entry (extract-worker.mjs from source, its bundled copy in the app). */
  script: string;
  size?: number | undefined;
  /** A worker that reports no page for this long is considered hung. */
  stallTimeoutMs?: number | undefined;
}

export function createPdfParser(options: PdfParserOptions): PdfParser {
  const size = Math.max(1, options.size ?? Math.min(availableParallelism(), 4));
  const stallTimeoutMs = options.stallTimeoutMs ?? 120_000;
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    dispatch();
  };

  const fail = (slot: Slot, error: PdfProblem) => {
    const job = slot.job;
    slots.delete(slot);
    if (slot.timer) clearTimeout(slot.timer);
    void slot.worker.terminate();
    job?.reject(error);
    dispatch();
  };

  const armTimer = (slot: Slot) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(
      () => fail(slot, new PdfProblem('crashed', `the PDF parser stopped responding for ${Math.round(stallTimeoutMs / 1000)} s on this file`)),
      stallTimeoutMs,
    );
  };

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(options.script), job: null, timer: null };
    slot.worker.on('message', (message: WorkerMessage) => {
      const job = slot.job;
      if (!job || message.id !== job.id) return;
      if (message.type === 'page') {
        armTimer(slot);
        job.onPage?.(message.page, message.pages);
      } else if (message.type === 'done') {
        finish(slot);
        job.resolve(message.pdf);
      } else {
        finish(slot);
        job.reject(new PdfProblem(message.kind, message.message, message.pages ? { id: 'pdf.too-many-pages', ...message.pages } : undefined));
      }
    });
    slot.worker.on('error', (error) => fail(slot, new PdfProblem('crashed', `the PDF parser crashed on this file (${error.message})`)));
    slot.worker.on('exit', (code) => {
      if (slots.has(slot)) fail(slot, new PdfProblem('crashed', `the PDF parser exited (code ${code}) while reading this file`));
    });
    slots.add(slot);
    return slot;
  };

  function dispatch(): void {
    while (!closed && queue.length > 0) {
      const slot = [...slots].find((candidate) => candidate.job === null) ?? (slots.size < size ? spawn() : null);
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      armTimer(slot);
      // A private copy is transferred, so the caller's buffer stays usable and nothing is copied twice.
      // (new Uint8Array(view) copies; Buffer#slice would only make a view of the caller's memory.)
      const copy = new Uint8Array(job.data);
      slot.worker.postMessage({ id: job.id, data: copy }, [copy.buffer]);
    }
  }

  const extract = (data: Uint8Array, onPage?: (page: number, pages: number) => void) =>
    new Promise<PdfExtraction>((resolve, reject) => {
      if (closed) return reject(new Error('the PDF parser is closed'));
      queue.push({ id: nextId++, data, onPage, resolve, reject });
      dispatch();
    });

  return {
    async parse(data, onPage) {
      const other = notAPdf(data);
      if (other) throw new PdfProblem('corrupt', other.message, other.reason);
      assertComplete(data);
      return pdfDocument(await extract(data, onPage));
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the PDF parser was closed'));
      const all = [...slots];
      slots.clear();
      for (const slot of all) {
        if (slot.timer) clearTimeout(slot.timer);
        slot.job?.reject(new Error('the PDF parser was closed'));
      }
      await Promise.all(all.map((slot) => slot.worker.terminate()));
    },
  };
}
