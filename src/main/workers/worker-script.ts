// Where the code of a worker thread or child process lives. From source it is a .ts file (run through tsx);
// in the Electron build it is a bundled .js file whose path the Electron shell passes in.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface WorkerScripts {
  /** Worker thread that parses PDFs (src/main/ingest/pdf/parse-worker.ts). */
  pdfParser: string;
  /** Child process that ingests files for the desktop app (src/main/ingest/process/entry.ts). */
  ingestProcess: string;
}

export function sourceWorkerScripts(): WorkerScripts {
  return {
    pdfParser: fileURLToPath(new URL('../ingest/pdf/parse-worker.ts', import.meta.url)),
    ingestProcess: fileURLToPath(new URL('../ingest/process/entry.ts', import.meta.url)),
  };
}

export function startWorkerThread(file: string, workerData: Record<string, unknown> = {}): Worker {
  if (!file.endsWith('.ts')) return new Worker(file, { workerData });
  return new Worker(new URL('./ts-entry-shim.mjs', import.meta.url), {
    workerData: { ...workerData, __geungeoEntry: pathToFileURL(file).href },
  });
}

/** Arguments for child_process.fork of a script: TypeScript entries get the tsx loader. */
export function forkArguments(file: string): { modulePath: string; execArgv: string[] } {
  return { modulePath: file, execArgv: file.endsWith('.ts') ? ['--import', 'tsx'] : [] };
}
