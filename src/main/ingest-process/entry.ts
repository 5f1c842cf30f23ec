// Entry of the ingest process: a shell of its own beside the Electron window, the CLI and browser mode, so that
// ingestion (src/main/ingest, below the core) never imports the core. It opens its own core on the same database
// (WAL lets the app keep reading) and runs what the app asks, streaming progress. If it dies — onnxruntime or a PDF
// can abort a process — the app's supervisor (ingest/process/supervisor.ts) notices, reports the file and starts a
// new one.
import type { IngestProgress } from '../../shared/contract';
import { toApiError } from '../../shared/errors';
import { createGeungeo, type Geungeo } from '../core';
import type { FromChild, ToChild } from '../ingest/process/protocol';

interface Port {
  post(message: FromChild): void;
  listen(listener: (message: ToChild) => void): void;
}

/** Electron's utilityProcess talks through process.parentPort; a Node child process through process.send. */
function parentPort(): Port {
  const electronPort = (process as unknown as { parentPort?: { postMessage(m: unknown): void; on(e: 'message', l: (e: { data: ToChild }) => void): void } }).parentPort;
  if (electronPort) {
    return { post: (message) => electronPort.postMessage(message), listen: (listener) => electronPort.on('message', (event) => listener(event.data)) };
  }
  if (!process.send) throw new Error('the ingest process must be started by Geungeo (no parent to talk to)');
  return { post: (message) => void process.send!(message), listen: (listener) => void process.on('message', (message) => listener(message as ToChild)) };
}

const port = parentPort();
let core: Geungeo | null = null;
process.on('disconnect', () => process.exit(0)); // the app is gone

port.listen(async (message) => {
  if (message.type === 'init') {
    try {
      core = createGeungeo({ ...message.options, modelsDir: message.options.modelsDirs });
      port.post({ type: 'ready' });
    } catch (error) {
      port.post({ type: 'init-failed', error: toApiError(error) });
    }
    return;
  }
  const { id } = message;
  const emit = (event: IngestProgress) => port.post({ type: 'progress', id, event });
  try {
    if (!core) throw new Error('the ingest process was not initialised');
    const backend = core.ingestBackend;
    const value =
      message.type === 'ingestFiles'
        ? await backend.ingestFiles(message.files, emit, (index, result) => port.post({ type: 'file-result', id, index, result }))
        : message.type === 'finishBatch'
          ? await backend.finishBatch(message.folders, message.options, emit)
          : await backend.embed(emit);
    port.post({ type: 'result', id, value });
  } catch (error) {
    port.post({ type: 'error', id, error: toApiError(error) });
  }
});
