// Where the code of a worker thread or child process lives. From source, the PDF and HWP threads are plain .mjs files
// and the ingest process a .ts file run through tsx; in the Electron build both are bundled .js files whose
// paths the Electron shell passes in.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface WorkerScripts {
  /** Worker thread that extracts PDF text (src/main/ingest/pdf/extract-worker.mjs). */
  pdfParser: string;
  /** Worker thread that reads HWP/HWPX files and draws their pages with kordoc (src/main/hwp/worker.mjs). */
  hwpReader: string;
  /** Child process that ingests files for the desktop app (src/main/ingest-process/entry.ts). */
  ingestProcess: string;
  /** Worker thread that runs searches on its own read-only connection (src/main/search-threads/thread.ts). */
  searchThread: string;
}

export function sourceWorkerScripts(): WorkerScripts {
  return {
    pdfParser: fileURLToPath(new URL('../ingest/pdf/extract-worker.mjs', import.meta.url)),
    hwpReader: fileURLToPath(new URL('../hwp/worker.mjs', import.meta.url)),
    ingestProcess: fileURLToPath(new URL('../ingest-process/entry.ts', import.meta.url)),
    searchThread: fileURLToPath(new URL('../search-threads/thread.ts', import.meta.url)),
  };
}

/** Arguments for child_process.fork of a script: TypeScript entries get the tsx loader. */
export function forkArguments(file: string): { modulePath: string; execArgv: string[] } {
  return { modulePath: file, execArgv: file.endsWith('.ts') ? ['--import', 'tsx'] : [] };
}

/**
 * A worker thread on a script: a TypeScript entry (from source) registers tsx inside the thread first — a thread's
 * own entry is not seen by loader hooks given in execArgv.
 */
export function startWorker(file: string, workerData: unknown): Worker {
  if (!file.endsWith('.ts')) return new Worker(file, { workerData });
  const load = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(pathToFileURL(file).href)}); })`;
  return new Worker(load, { eval: true, workerData });
}
