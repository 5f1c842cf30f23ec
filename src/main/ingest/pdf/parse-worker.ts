// Worker thread entry: parses one PDF at a time for pool.ts, reporting each page as it goes.
import { parentPort } from 'node:worker_threads';
import { parsePdf, PdfProblem } from './parse-pdf';

export type ParseRequest = { id: number; data: Uint8Array };
export type ParseMessage =
  | { id: number; type: 'page'; page: number; pages: number }
  | { id: number; type: 'done'; document: Awaited<ReturnType<typeof parsePdf>> }
  | { id: number; type: 'error'; kind: PdfProblem['kind'] | 'internal'; message: string };

const port = parentPort!;
port.on('message', async ({ id, data }: ParseRequest) => {
  const send = (message: ParseMessage) => port.postMessage(message);
  try {
    const document = await parsePdf(data, (page, pages) => send({ id, type: 'page', page, pages }));
    send({ id, type: 'done', document });
  } catch (error) {
    const kind = error instanceof PdfProblem ? error.kind : 'internal';
    send({ id, type: 'error', kind, message: error instanceof Error ? error.message : String(error) });
  }
});
