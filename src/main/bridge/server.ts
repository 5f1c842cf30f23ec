// Browser mode's bridge: the built renderer and the contract over HTTP, on 127.0.0.1 only. One POST per call
// (/api/call/<name>, through the same validated dispatch as IPC and the CLI) and the progress events as
// server-sent events (/api/events). Every /api/ request needs the random token printed with the URL, and a
// request from another page's Origin or for another Host (DNS rebinding) is refused, so no web page the user
// visits can reach the library.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import { CALL_NAMES, EVENT_NAMES, type CallName, type EventName } from '../../shared/call-names';
import type { CallHandlers, IngestProgress, IngestReport, Result } from '../../shared/contract';
import type { Emit } from '../api/handlers';
import { formatError, toApiError } from '../../shared/errors';
import { dispatchCall } from '../api/dispatch';
import { keepUpload, removeOwnCopy } from '../library/uploads';
import { emptyReport, fileForPage, withRefused } from './upload-report';
import { pathInputRefusal, withoutServerPaths } from './path-inputs';
import { receiveUploads, refusedFile } from './upload';

/** Call inputs are small JSON (a question is at most 2,000 characters; a rules CSV at most 5 MB); files go to /api/upload. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;
const HEARTBEAT_MS = 15_000;

export interface BridgeOptions {
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** 0 picks a free port. */
  port?: number | undefined;
  /** Tests pass a fixed token; otherwise 32 random bytes. */
  token?: string | undefined;
  /** Where dropped files are kept (library/uploads.ts); without it, uploads are refused. */
  uploadsDir?: string | undefined;
}

export interface Bridge {
  /** http://127.0.0.1:N/?token=… — the one line `serve` prints. */
  url: string;
  origin: string;
  token: string;
  /** Sends a progress event to every open page. */
  emit: Emit;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
export const UPLOAD_PATH = '/api/upload';
export const PRINT_PATH = '/api/export/print';

export async function startBridge(handlers: CallHandlers, options: BridgeOptions): Promise<Bridge> {
  const token = options.token ?? randomBytes(32).toString('hex');
  const streams = new Set<ServerResponse>();
  const statics = sirv(options.rendererDir, {
    etag: true,
    setHeaders: (res) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // The token is in the page's URL: never send it anywhere as a Referer.
      res.setHeader('Referrer-Policy', 'no-referrer');
      // The page's own CSP is in index.html; framing can only be forbidden by a header.
      res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
    },
  });
  let port = 0;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    if (!allowedHost(req.headers.host, port)) return refuse(res, 403, 'This server only answers to 127.0.0.1 and localhost.');
    if (!url.pathname.startsWith('/api/')) return statics(req, res, () => refuse(res, 404, `Nothing at ${url.pathname}.`));
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${req.headers.host}`) return refuse(res, 403, `Requests from ${origin} are refused.`);
    if (!tokenMatches(presentedToken(req, url), token)) {
      return refuse(res, 401, 'Missing or wrong token.', 'open the full URL that `npm run serve` printed, including ?token=…');
    }
    if (url.pathname === '/api/events' && req.method === 'GET') return openEventStream(res, streams);
    if (url.pathname === UPLOAD_PATH) {
      if (req.method !== 'POST' || !options.uploadsDir) return refuse(res, 405, 'Uploads are multipart POST requests.');
      return void handleUpload(req, options.uploadsDir, handlers).then(
        (result) => send(res, 200, result),
        (error: Error) => refuse(res, 400, error.message, 'drop the files again'),
      );
    }
    if (url.pathname === PRINT_PATH && req.method === 'GET') return void printPage(res, url, handlers);
    const name = url.pathname.slice('/api/call/'.length) as CallName;
    if (!url.pathname.startsWith('/api/call/') || !CALL_NAMES.includes(name)) return refuse(res, 404, `There is no call ${url.pathname}.`);
    if (req.method !== 'POST') return refuse(res, 405, 'Calls are POST requests.');
    void readJson(req).then(
      async (input) => {
        const refusal = pathInputRefusal(name, input);
        if (refusal) return send(res, 403, { ok: false, error: refusal });
        send(res, 200, await dispatchCall(handlers, name, input));
      },
      (error: Error) => refuse(res, 400, error.message, 'send the call input as a JSON body (at most 8 MB); files go to /api/upload'),
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, HOST, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://${HOST}:${port}`;
  const heartbeat = setInterval(() => streams.forEach((res) => res.write(': keep-alive\n\n')), HEARTBEAT_MS);
  heartbeat.unref();

  return {
    url: `${origin}/?token=${token}`,
    origin,
    token,
    emit: (event, payload) => {
      const frame = `event: ${event}\ndata: ${JSON.stringify(forPage(event, payload))}\n\n`;
      for (const res of streams) res.write(frame);
    },
    close: async () => {
      clearInterval(heartbeat);
      for (const res of streams) res.end();
      streams.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A file's result in an ingest event reaches the page as it does in the report: without server paths. */
function forPage(event: EventName, payload: unknown): unknown {
  if (event !== 'ingest.progress') return payload;
  const progress = payload as IngestProgress;
  return progress.result ? { ...progress, result: fileForPage(progress.result) } : progress;
}

function allowedHost(host: string | undefined, port: number): boolean {
  return host === `${HOST}:${port}` || host === `localhost:${port}`;
}

/**
 * Calls send `Authorization: Bearer …`. EventSource cannot set headers, and the print page opens in a tab of its
 * own: those two GETs take ?token= (never sent on as a Referer).
 */
function presentedToken(req: IncomingMessage, url: URL): string {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length);
  return url.pathname === '/api/events' || url.pathname === PRINT_PATH ? (url.searchParams.get('token') ?? '') : '';
}

/** Receives the dropped files, ingests the accepted ones through the dispatch, and reports every file. */
async function handleUpload(req: IncomingMessage, uploadsDir: string, handlers: CallHandlers): Promise<Result<unknown>> {
  const received = await receiveUploads(req, uploadsDir);
  const paths: string[] = [];
  for (const file of received.files) {
    try {
      paths.push(await keepUpload(file.tempPath, file.name, uploadsDir));
    } catch (error) {
      const failure = toApiError(error);
      received.refused.push(refusedFile(file.name, { message: formatError(failure), reason: failure.reason ?? { id: 'file.not-kept' } }));
    }
  }
  if (paths.length === 0) return { ok: true, value: withRefused(emptyReport(), received.refused) };
  const result = await dispatchCall(handlers, 'ingest.run', { paths });
  // A copy no document refers to (the file failed, was cancelled, or its content was already in the library from
  // elsewhere) is not kept.
  const listed = await dispatchCall(handlers, 'documents.list', undefined);
  const referenced = new Set(listed.ok ? (listed.value as { source_path: string | null }[]).map((document) => document.source_path) : paths);
  for (const path of paths) if (!referenced.has(path)) removeOwnCopy(path, uploadsDir);
  return result.ok ? { ok: true, value: withRefused(result.value as IngestReport, received.refused) } : result;
}

/**
 * The audit record as a page of its own, for the browser's 인쇄 → PDF로 저장: the same HTML the PDF export prints,
 * with a policy that allows its inline stylesheet and nothing else (no scripts, nothing remote).
 */
async function printPage(res: ServerResponse, url: URL, handlers: CallHandlers): Promise<void> {
  const number = (name: string) => (url.searchParams.has(name) ? Number(url.searchParams.get(name)) : undefined);
  const message = number('message');
  const result = await dispatchCall(handlers, 'export.html', { session: number('session'), ...(message === undefined ? {} : { message }) });
  if (!result.ok) return send(res, result.error.code === 'NOT_FOUND' ? 404 : 400, result);
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
  });
  res.end((result.value as { html: string }).html);
}

function tokenMatches(presented: string, token: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function openEventStream(res: ServerResponse, streams: Set<ServerResponse>): void {
  res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
  res.write(`: events ${EVENT_NAMES.join(', ')}\n\n`);
  streams.add(res);
  res.on('close', () => streams.delete(res));
}

/** An empty body is "no input" (calls without arguments); anything else must be JSON. */
function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        // Stop keeping it, but read it to the end so the refusal still reaches the page.
        req.removeAllListeners('data').resume();
        reject(new Error('The request body is larger than 8 MB.'));
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8').trim();
      try {
        resolve(text === '' ? undefined : JSON.parse(text));
      } catch {
        reject(new Error('The request body is not valid JSON.'));
      }
    });
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: Result<unknown>): void {
  if (res.headersSent || res.destroyed) return;
  if (!body.ok) body = { ok: false, error: { ...body.error, message: withoutServerPaths(body.error.message), ...(body.error.hint ? { hint: withoutServerPaths(body.error.hint) } : {}) } };
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(JSON.stringify(body));
}

function refuse(res: ServerResponse, status: number, message: string, hint?: string): void {
  const code = status === 401 || status === 403 ? 'UNAUTHORIZED' : status === 404 ? 'NOT_FOUND' : 'INVALID_INPUT';
  send(res, status, { ok: false, error: { code, message, ...(hint ? { hint } : {}) } });
}
