// Where the code of a worker thread or child process lives. From source, the PDF thread is a plain .mjs file
// and the ingest process a .ts file run through tsx; in the Electron build both are bundled .js files whose
// paths the Electron shell passes in.
import { fileURLToPath } from 'node:url';

export interface WorkerScripts {
  /** Worker thread that extracts PDF text (src/main/ingest/pdf/extract-worker.mjs). */
  pdfParser: string;
  /** Child process that ingests files for the desktop app (src/main/ingest/process/entry.ts). */
  ingestProcess: string;
}

export function sourceWorkerScripts(): WorkerScripts {
  return {
    pdfParser: fileURLToPath(new URL('../ingest/pdf/extract-worker.mjs', import.meta.url)),
    ingestProcess: fileURLToPath(new URL('../ingest/process/entry.ts', import.meta.url)),
  };
}

/** Arguments for child_process.fork of a script: TypeScript entries get the tsx loader. */
export function forkArguments(file: string): { modulePath: string; execArgv: string[] } {
  return { modulePath: file, execArgv: file.endsWith('.ts') ? ['--import', 'tsx'] : [] };
}
