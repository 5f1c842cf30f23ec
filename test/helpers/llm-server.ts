// A real OpenAI-compatible chat-completions server on 127.0.0.1 that answers from a script, so tests exercise the
// real `openai` SDK (HTTP, SSE parsing, retries, timeouts, aborts) without a model or a network. Tests queue
// replies — text, HTTP errors, delays, refusals of response_format — and read back every request body to check
// what the client sent (temperature vs max_completion_tokens, response_format, messages).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ScriptedReply {
  /** The assistant's text. Streamed in a few chunks when the request has `stream: true`. */
  content?: string;
  /** Stream exactly these chunks instead of splitting `content`. */
  chunks?: string[];
  /** Default 'stop'. */
  finishReason?: string;
  /** An HTTP error status: the reply is `{ error }` with this status (never streamed, like OpenAI). */
  status?: number;
  /** The error body's `error` field: an OpenAI-style object, or a bare string as LM Studio sends. */
  error?: { message?: string; type?: string; code?: string | null; param?: string | null } | string;
  /** Extra response headers, e.g. { 'retry-after-ms': '10' } to shorten the SDK's retry backoff. */
  headers?: Record<string, string>;
  /** Wait this long before answering (before the response headers). */
  delayMs?: number;
  /** Wait this long between streamed chunks. */
  chunkDelayMs?: number;
  /** Stream this many chunks, then fall silent until the client gives up. */
  stallAfterChunks?: number;
  /** After the streamed chunks, send an SSE error event `data: {"error":{"message":…}}`. */
  streamError?: string;
  /**
   * Answer 400 the way OpenAI refuses a response_format the model lacks ("Invalid parameter: 'response_format' of
   * type 'json_schema' is not supported with this model."). Consumes its place in the queue whatever was sent.
   */
  rejectResponseFormat?: 'json_schema' | 'json_object';
  /** Send this exact body with status 200 (malformed-response tests). */
  rawBody?: string;
}

/** A reply, or a function that builds it from the request (for end-to-end tests whose replies depend on it). */
export type ScriptEntry = ScriptedReply | ((request: RecordedRequest) => ScriptedReply);

export interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: unknown }>;
  stream?: boolean;
  temperature?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  response_format?: { type: string; json_schema?: { name: string; schema?: Record<string, unknown>; strict?: boolean | null } };
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** Lower-cased names. */
  headers: Record<string, string>;
  body: ChatRequestBody;
  /** Index among chat-completion requests, from 0. */
  index: number;
}

export interface ScriptedLlmOptions {
  /**
   * Response formats this server does not support, for every request (not part of the queue): a request using one
   * gets the OpenAI-style 400 without consuming a scripted reply.
   */
  unsupportedResponseFormats?: Array<'json_schema' | 'json_object'>;
  /** What GET /v1/models lists; default ['scripted-model']. */
  models?: string[];
  /** The reply when the queue is empty; default a 400 saying so (400 so that the SDK does not retry it). */
  whenEmpty?: ScriptEntry;
}

export interface ScriptedLlm {
  /** e.g. http://127.0.0.1:54321/v1 */
  readonly baseURL: string;
  /** Every POST /v1/chat/completions, in arrival order (other paths are answered but not recorded). */
  readonly requests: RecordedRequest[];
  /** Appends replies to the queue; each chat-completions request takes the next one. */
  script(...replies: ScriptEntry[]): void;
  /** Replies still queued. */
  remaining(): number;
  close(): Promise<void>;
}

export async function startScriptedLlm(options: ScriptedLlmOptions = {}): Promise<ScriptedLlm> {
  const queue: ScriptEntry[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  // Aborted when the server closes, so every pending delay ends at once.
  const closing = new AbortController();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: `scripted server failed: ${String(error)}`, type: 'server_error' } });
      else res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0]!;
    const raw = await readBody(req);
    if (req.method === 'GET' && path === '/v1/models') {
      const data = (options.models ?? ['scripted-model']).map((id) => ({ id, object: 'model', created: 0, owned_by: 'scripted' }));
      sendJson(res, 200, { object: 'list', data });
      return;
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      sendJson(res, 404, { error: { message: `Unknown request: ${req.method} ${path}`, type: 'invalid_request_error', code: 'unknown_url' } });
      return;
    }
    let body: ChatRequestBody;
    try {
      body = JSON.parse(raw) as ChatRequestBody;
    } catch {
      sendJson(res, 400, { error: { message: 'The request body is not JSON.', type: 'invalid_request_error' } });
      return;
    }
    const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value ?? '']));
    const request: RecordedRequest = { method: req.method, path, headers, body, index: requests.length };
    requests.push(request);

    // Ends waits when the client disconnects (abort, timeout) or the server closes.
    const gone = new AbortController();
    const onClosing = (): void => gone.abort();
    closing.signal.addEventListener('abort', onClosing, { once: true });
    res.on('close', () => {
      gone.abort();
      closing.signal.removeEventListener('abort', onClosing);
    });

    const unsupported = body.response_format?.type;
    if (unsupported && options.unsupportedResponseFormats?.includes(unsupported as 'json_schema')) {
      sendJson(res, 400, responseFormatError(unsupported));
      return;
    }

    const entry = queue.shift() ?? options.whenEmpty ?? {
      status: 400,
      error: { message: `scripted LLM server: no reply queued for request #${request.index}`, type: 'scripted_error' },
    };
    const reply = typeof entry === 'function' ? entry(request) : entry;

    if (reply.delayMs && !(await pause(reply.delayMs, gone.signal))) return;
    const extraHeaders = reply.headers ?? {};

    if (reply.rejectResponseFormat) {
      sendJson(res, 400, responseFormatError(reply.rejectResponseFormat), extraHeaders);
      return;
    }
    if (reply.status && reply.status >= 400) {
      const error = reply.error ?? { message: `scripted error ${reply.status}`, type: 'scripted_error', code: null, param: null };
      sendJson(res, reply.status, { error }, extraHeaders);
      return;
    }
    if (reply.rawBody !== undefined) {
      res.writeHead(200, { 'content-type': body.stream ? 'text/event-stream' : 'application/json', ...extraHeaders });
      res.end(reply.rawBody);
      return;
    }

    const content = reply.content ?? '';
    const finishReason = reply.finishReason ?? 'stop';
    const id = `chatcmpl-scripted-${request.index}`;
    const created = Math.floor(Date.now() / 1000);
    if (!body.stream) {
      sendJson(
        res,
        200,
        {
          id,
          object: 'chat.completion',
          created,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: finishReason }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        },
        extraHeaders,
      );
      return;
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', ...extraHeaders });
    res.flushHeaders();
    const chunk = (delta: Record<string, unknown>, finish: string | null): string =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
    const pieces = reply.chunks ?? splitContent(content);
    for (const [i, piece] of pieces.entries()) {
      if (reply.stallAfterChunks !== undefined && i >= reply.stallAfterChunks) break;
      if (i > 0 && reply.chunkDelayMs && !(await pause(reply.chunkDelayMs, gone.signal))) return;
      res.write(chunk(i === 0 ? { role: 'assistant', content: piece } : { content: piece }, null));
    }
    if (reply.stallAfterChunks !== undefined) {
      await pause(Number.MAX_SAFE_INTEGER, gone.signal);
      return;
    }
    if (reply.streamError) {
      res.end(`data: ${JSON.stringify({ error: { message: reply.streamError, type: 'server_error' } })}\n\n`);
      return;
    }
    res.write(chunk({}, finishReason));
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => void queue.push(...replies),
    remaining: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        closing.abort();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A base URL on 127.0.0.1 where nothing listens (a port that was just free), for "cannot reach" tests.
 */
export async function unreachableBaseURL(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

function responseFormatError(type: string): { error: { message: string; type: string; param: string; code: null } } {
  return {
    error: {
      message: `Invalid parameter: 'response_format' of type '${type}' is not supported with this model.`,
      type: 'invalid_request_error',
      param: 'response_format',
      code: null,
    },
  };
}

/** Up to four pieces, cut between code points (Hangul and emoji stay whole). */
function splitContent(content: string): string[] {
  const chars = Array.from(content);
  if (chars.length <= 1) return [content];
  const count = Math.min(4, chars.length);
  const size = Math.ceil(chars.length / count);
  const pieces: string[] = [];
  for (let start = 0; start < chars.length; start += size) pieces.push(chars.slice(start, start + size).join(''));
  return pieces;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

/** Resolves true after ms, or false as soon as the signal aborts (client gone, server closing). */
function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, Math.min(ms, 2_147_483_647));
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
