// The one way Geungeo talks to a language model: OpenAI's chat-completions protocol through the `openai` SDK,
// which OpenAI, Ollama, llama.cpp's llama-server and LM Studio all speak. This file adds what the answer pipeline
// must be able to rely on whatever the server: streamed text, JSON that has been validated against a zod schema
// (falling back when a server lacks structured output), cancellation, a silence timeout, and failures turned
// into one clear GeungeoError that never carries the API key.
import { createRequire } from 'node:module';
import type { APIError } from 'openai';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { ErrorReason } from '../../shared/error-reasons';
import { GeungeoError } from '../../shared/errors';
import { completionParams, LLM_PRESETS, PLACEHOLDER_API_KEY, type ActiveLlmConfig } from './config';

// The SDK (about 150 modules, ~0.1 s to load) is loaded on first use — when a client is made — so commands and
// windows that never talk to a language model do not pay for it. It is required (the SDK ships CommonJS as well)
// so that making a client stays synchronous; every class below comes from that one copy.
let sdkModule: typeof import('openai') | undefined;
const openai = (): typeof import('openai') => (sdkModule ??= createRequire(import.meta.url)('openai') as typeof import('openai'));

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompleteOptions {
  signal?: AbortSignal | undefined;
  onToken?: ((token: string) => void) | undefined;
}

export interface CompleteJsonOptions {
  /** Names the schema for the server (a-z, A-Z, 0-9, _ and -, at most 64 characters) and for error messages. */
  name: string;
  signal?: AbortSignal | undefined;
}

export interface LlmClient {
  readonly model: string;
  /** Streams tokens to onToken as they arrive; resolves with the whole text. */
  complete(messages: ChatMessage[], options?: CompleteOptions): Promise<{ text: string; finishReason: string | null }>;
  /** Structured output validated with the zod schema. */
  completeJson<T>(schema: z.ZodType<T>, messages: ChatMessage[], options: CompleteJsonOptions): Promise<T>;
}

/**
 * How JSON is asked for, best first. A server that refuses one is asked the next way: json_schema (Structured
 * Outputs: OpenAI, recent Ollama / llama.cpp / LM Studio), json_object (JSON mode: older servers), and plain
 * instructions (servers such as LM Studio that reject json_object outright).
 */
type JsonMode = 'json_schema' | 'json_object' | 'prompt';
const NEXT_JSON_MODE: Record<JsonMode, JsonMode | null> = { json_schema: 'json_object', json_object: 'prompt', prompt: null };

type StreamBody = Pick<ChatCompletionCreateParamsStreaming, 'messages' | 'response_format'>;

interface Completion {
  text: string;
  finishReason: string | null;
}

export function createLlmClient(config: ActiveLlmConfig): LlmClient {
  const sdk = new (openai().OpenAI)({
    baseURL: config.baseURL,
    apiKey: config.apiKey || PLACEHOLDER_API_KEY,
    // Also enforced below as a silence timeout; the SDK's own one only covers the wait for response headers.
    timeout: config.timeoutMs,
    // The SDK retries 408/409/429/5xx and refused connections with backoff (0.5 s, 1 s, 2 s … at most 8 s, or
    // what Retry-After says).
    maxRetries: config.maxRetries,
    // Debug logs would print prompts and request details; failures reach the user through GeungeoError instead.
    logLevel: 'off',
    // OPENAI_ORG_ID / OPENAI_PROJECT_ID describe an OpenAI account: they mean nothing to any other server.
    ...(config.provider === 'openai' ? {} : { organization: null, project: null }),
  });
  // Lowered for good once a server refuses a JSON mode as unsupported, so later calls do not pay for the refusal.
  let jsonMode: JsonMode = 'json_schema';

  /**
   * One streamed request. Streaming is used for JSON too: the timeout then means "the server has been silent for
   * timeoutMs" rather than "the whole answer took longer than timeoutMs", which a slow local model easily does.
   */
  async function stream(body: StreamBody, signal: AbortSignal | undefined, onToken?: (token: string) => void): Promise<Completion> {
    if (signal?.aborted) throw cancelledError();
    const controller = new AbortController();
    const state = { timedOut: false, started: false };
    let timer: NodeJS.Timeout | undefined;
    // Re-armed on every chunk. When it fires the request is aborted, not retried: a slow model asked again would
    // only do the same slow work again.
    const arm = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        state.timedOut = true;
        controller.abort();
      }, config.timeoutMs);
    };
    const forwardAbort = (): void => controller.abort();
    signal?.addEventListener('abort', forwardAbort, { once: true });
    let callbackError: { error: unknown } | undefined;
    arm();
    try {
      const request = sdk.chat.completions.create(
        { model: config.model, ...completionParams(config), ...body, stream: true },
        { signal: controller.signal },
      );
      const chunks = await untilAborted(request, controller.signal);
      state.started = true;
      let text = '';
      let finishReason: string | null = null;
      for await (const chunk of chunks) {
        arm();
        const choice = chunk.choices[0];
        const token = choice?.delta?.content;
        if (token) {
          text += token;
          try {
            onToken?.(token);
          } catch (error) {
            callbackError = { error };
            controller.abort();
            break;
          }
        }
        if (choice?.finish_reason) finishReason = choice.finish_reason;
      }
      // The SDK ends an aborted stream quietly, as if the answer were complete: a cut-off text must not pass.
      if (!callbackError && controller.signal.aborted) throw new (openai().APIUserAbortError)();
      if (callbackError) throw callbackError.error;
      return { text, finishReason };
    } catch (error) {
      if (callbackError) throw callbackError.error;
      throw toLlmError(error, config, { cancelled: signal?.aborted === true, ...state });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  /** A JSON request, stepping down the JSON modes while the server refuses them. */
  async function requestJson(messages: ChatMessage[], format: JsonFormat, signal: AbortSignal | undefined): Promise<Completion & { mode: JsonMode }> {
    let mode = jsonMode;
    for (;;) {
      try {
        const completion = await stream(jsonRequest(messages, format, mode), signal);
        return { ...completion, mode };
      } catch (error) {
        const refusal = error instanceof GeungeoError ? responseFormatRefusal(error.cause) : null;
        const next = NEXT_JSON_MODE[mode];
        if (!refusal || !next) throw error;
        // An invalid schema is this schema's problem, not the server's: only "unsupported" is remembered.
        if (refusal === 'unsupported' && rank(next) > rank(jsonMode)) jsonMode = next;
        mode = next;
      }
    }
  }

  return {
    model: config.model,

    complete(messages, options = {}) {
      return stream({ messages }, options.signal, options.onToken);
    },

    async completeJson<T>(schema: z.ZodType<T>, messages: ChatMessage[], options: CompleteJsonOptions): Promise<T> {
      const format = jsonFormat(schema, options.name);
      const first = await requestJson(messages, format, options.signal);
      const firstResult = parseReply(schema, first.text);
      if (firstResult.ok) return firstResult.value;

      // Exactly one repair: the model sees its own reply and what was wrong with it.
      const repair: ChatMessage[] = [
        ...messages,
        { role: 'assistant', content: first.text },
        {
          role: 'user',
          content:
            `Your reply could not be used: ${firstResult.problem}\n` +
            'Reply again with the corrected JSON object only, matching the required schema, with no other text.',
        },
      ];
      const second = await requestJson(repair, format, options.signal);
      const secondResult = parseReply(schema, second.text);
      if (secondResult.ok) return secondResult.value;

      const cutOff = first.finishReason === 'length' || second.finishReason === 'length';
      throw new GeungeoError('LLM_ERROR', `The LLM returned invalid JSON twice for ${options.name}: ${firstLine(secondResult.problem)}.`, {
        hint: cutOff
          ? `the reply was cut off at maxTokens (${config.maxTokens}); raise maxTokens in the LLM settings`
          : `model ${config.model} may be too small for structured answers: try a more capable model, or use \`--llm none\``,
        reason: { id: 'llm.bad-json', cutOff },
      });
    },
  };
}

function rank(mode: JsonMode): number {
  return mode === 'json_schema' ? 0 : mode === 'json_object' ? 1 : 2;
}

// ---------------------------------------------------------------------------------------------------------------
// JSON: the schema sent to the server, the request per mode, and reading the reply.

interface JsonFormat {
  name: string;
  schema: Record<string, unknown>;
  strict: boolean;
}

/**
 * The zod schema as JSON Schema for the server. It describes what the model must write, which is the *input* of
 * zod's parse (defaults and transforms apply afterwards). Strict Structured Outputs needs every property required
 * and no extra properties; a schema that cannot promise that is sent with strict: false instead of being refused.
 */
function jsonFormat(schema: z.ZodType, name: string): JsonFormat {
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  } catch (error) {
    throw new GeungeoError('INTERNAL', `The JSON schema for ${name} cannot be expressed for the LLM: ${errorText(error)}`, { cause: error });
  }
  delete json.$schema;
  const strict = prepareStrict(json);
  return { name: name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || 'answer', schema: json, strict };
}

/**
 * Walks the schema: closes objects that do not say otherwise (zod's plain objects strip unknown keys anyway, so
 * forbidding them costs nothing), drops zod's ±2^53 bounds on integers (noise that grammar-based servers turn
 * into huge grammars), and says whether the result meets strict mode's rules.
 */
function prepareStrict(node: unknown): boolean {
  if (Array.isArray(node)) return node.map(prepareStrict).every(Boolean);
  if (!node || typeof node !== 'object') return true;
  const schema = node as Record<string, unknown>;
  let strict = true;
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  const properties = schema.properties as Record<string, unknown> | undefined;
  if (schema.type === 'object' || properties) {
    if (schema.additionalProperties === undefined) schema.additionalProperties = false;
    if (schema.additionalProperties !== false) strict = false;
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    if (Object.keys(properties ?? {}).some((key) => !required.has(key))) strict = false;
  }
  for (const key of ['properties', '$defs', 'definitions']) {
    const children = schema[key];
    if (children && typeof children === 'object') {
      for (const child of Object.values(children)) strict = prepareStrict(child) && strict;
    }
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf', 'prefixItems', 'additionalProperties']) {
    if (schema[key] !== undefined) strict = prepareStrict(schema[key]) && strict;
  }
  return strict;
}

function jsonRequest(messages: ChatMessage[], format: JsonFormat, mode: JsonMode): StreamBody {
  if (mode === 'json_schema') {
    return { messages, response_format: { type: 'json_schema', json_schema: { name: format.name, schema: format.schema, strict: format.strict } } };
  }
  // Without Structured Outputs the schema travels in the instructions. (OpenAI's JSON mode also insists that
  // the word "JSON" appear in the messages.)
  const instruction =
    'Answer with one JSON object only — no prose before or after it, no Markdown code fences — ' +
    `that matches this JSON Schema:\n${JSON.stringify(format.schema)}`;
  const index = messages.findIndex((message) => message.role === 'system');
  const withInstruction: ChatMessage[] =
    index < 0
      ? [{ role: 'system', content: instruction }, ...messages]
      : messages.map((message, i) => (i === index ? { ...message, content: `${message.content}\n\n${instruction}` } : message));
  return mode === 'json_object' ? { messages: withInstruction, response_format: { type: 'json_object' } } : { messages: withInstruction };
}

type ParsedReply<T> = { ok: true; value: T } | { ok: false; problem: string };

function parseReply<T>(schema: z.ZodType<T>, text: string): ParsedReply<T> {
  let value: unknown;
  try {
    value = extractJson(text);
  } catch (error) {
    return { ok: false, problem: `it is not valid JSON (${errorText(error)}).` };
  }
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problem: `it does not match the schema:\n${truncate(z.prettifyError(result.error), 1500)}` };
}

/**
 * The JSON value in a reply. Models that were not forced into JSON wrap it in ```json fences or a sentence, and
 * reasoning models served locally put <think>…</think> before it; all of that is tolerated here.
 */
/**
 * "Test connection": the model ids the server lists (GET /models), asked once without retries and with a short
 * timeout, so a wrong address fails within seconds; errors are the same messages and hints as a question's.
 */
export async function listServerModels(config: ActiveLlmConfig, timeoutMs = 10_000): Promise<string[]> {
  const sdk = new (openai().OpenAI)({
    baseURL: config.baseURL,
    apiKey: config.apiKey || PLACEHOLDER_API_KEY,
    timeout: Math.min(config.timeoutMs, timeoutMs),
    maxRetries: 0,
    logLevel: 'off',
    ...(config.provider === 'openai' ? {} : { organization: null, project: null }),
  });
  try {
    const ids: string[] = [];
    for await (const model of sdk.models.list()) {
      ids.push(model.id);
      if (ids.length >= 500) break;
    }
    return ids;
  } catch (error) {
    throw toLlmError(error, config, { cancelled: false, timedOut: false, started: false });
  }
}

export function extractJson(text: string): unknown {
  let body = text.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  if (body === '') throw new Error('the reply was empty');
  const fenced = /```[a-zA-Z]*[ \t]*\r?\n?([\s\S]*?)(?:```|$)/.exec(body);
  if (fenced) body = fenced[1]!.trim();
  try {
    return JSON.parse(body);
  } catch (error) {
    const start = body.indexOf('{');
    const end = body.lastIndexOf('}');
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(body.slice(start, end + 1));
      } catch {
        // The first error describes the reply as it was; report that one.
      }
    }
    throw error;
  }
}

/**
 * Whether a failed request was the server refusing a response_format: 'unsupported' (the server lacks the mode),
 * 'schema' (it rejected this schema), or null for any other failure. Servers say it in different ways: OpenAI
 * `400 {error:{message:"Invalid parameter: 'response_format' of type 'json_schema' is not supported with this
 * model.", param:"response_format"}}`, LM Studio `400 {"error":"'response_format.type' must be 'json_schema' or
 * 'text'"}`, others with 422.
 */
function responseFormatRefusal(error: unknown): 'unsupported' | 'schema' | null {
  if (!(error instanceof openai().APIError) || (error.status !== 400 && error.status !== 422)) return null;
  const text = `${error.message} ${error.param ?? ''} ${error.code ?? ''} ${safeJson(error.error)}`;
  if (!/response_format|json_schema|json_object|structured output/i.test(text)) return null;
  return /invalid schema|schema for response_format/i.test(text) ? 'schema' : 'unsupported';
}

// ---------------------------------------------------------------------------------------------------------------
// Errors: whatever the SDK throws, as one GeungeoError with a sentence and a hint.

export interface FailureState {
  cancelled: boolean;
  timedOut: boolean;
  /** Whether the server had started answering (response headers received). */
  started: boolean;
}

function cancelledError(cause?: unknown): GeungeoError {
  return new GeungeoError('CANCELLED', 'The LLM request was cancelled.', { reason: { id: 'llm.cancelled' }, ...(cause === undefined ? {} : { cause }) });
}

/** Exported for the answer pipeline and tests; the API key never appears in what it returns. */
export function toLlmError(error: unknown, config: ActiveLlmConfig, state: FailureState): GeungeoError {
  if (error instanceof GeungeoError) return error;
  if (state.cancelled) return cancelledError(error);

  const preset = LLM_PRESETS[config.provider];
  const server = `the LLM server at ${config.baseURL}`;
  const clean = (text: string): string => redact(text, config.apiKey);
  const fail = (message: string, hint: string, reason: ErrorReason, withCause = true): GeungeoError =>
    new GeungeoError('LLM_ERROR', clean(message), { hint: clean(hint), reason, ...(withCause ? { cause: error } : {}) });
  const offline = 'or use `--llm none` for answers without an LLM';

  if (state.timedOut || error instanceof openai().APIConnectionTimeoutError) {
    const seconds = formatSeconds(config.timeoutMs);
    const message = state.started
      ? `${capitalize(server)} stopped answering for more than ${seconds}.`
      : `${capitalize(server)} did not answer within ${seconds}.`;
    const hint = preset.local
      ? `a local model can be slow to load or to run on this machine: try again, choose a smaller model, or raise timeoutMs in the LLM settings`
      : `try again, or raise timeoutMs in the LLM settings`;
    return fail(message, hint, { id: 'llm.timeout', seconds: Math.round(config.timeoutMs / 1000), started: state.started, local: preset.local });
  }
  if (error instanceof openai().APIConnectionError) {
    const start = config.provider === 'openai' ? 'check the network connection' : preset.startHint;
    return fail(`Cannot reach ${server} (${connectionProblem(error)}).`, `${start}, check the base URL, ${offline}`, { id: 'llm.unreachable', local: config.provider !== 'openai' });
  }
  if (error instanceof openai().APIUserAbortError) return cancelledError(error);

  if (error instanceof openai().APIError) {
    const status = error.status;
    const detail = serverDetail(error);
    if (status === 401 || status === 403) {
      const keyHint =
        config.provider === 'openai'
          ? 'check OPENAI_API_KEY or the key in the settings'
          : 'check the key in the settings, --api-key or GEUNGEO_LLM_API_KEY (OPENAI_API_KEY is only sent to OpenAI)';
      const message =
        status === 401
          ? `${capitalize(server)} refused the API key (HTTP 401).`
          : `${capitalize(server)} refused the request with this API key (HTTP 403).`;
      // The server's own text can quote part of the key ("Incorrect API key provided: sk-…"), so neither it nor
      // the SDK error (the cause) goes along.
      return fail(message, status === 403 ? `${keyHint}; the key may also lack access to model ${config.model}` : keyHint, { id: 'llm.key-refused', forbidden: status === 403 }, false);
    }
    if (status === 404) {
      const hint = preset.placeholderModel
        ? `set the model the server has with --model, GEUNGEO_LLM_MODEL or the settings ("${config.model}" may be only the preset's placeholder)` +
          (config.provider === 'ollama' ? '; `ollama list` shows the pulled models' : '') +
          ', and check that the base URL ends in /v1'
        : 'check the model name, and that the base URL is the server\'s OpenAI-compatible address (usually ending in /v1)';
      return fail(`The model "${config.model}" or the endpoint ${config.baseURL}/chat/completions was not found (HTTP 404).`, hint, { id: 'llm.model-not-found', model: config.model });
    }
    if (status === 429) {
      if (error.code === 'insufficient_quota' || /insufficient_quota|exceeded your current quota/i.test(detail)) {
        return fail('The account behind the API key has no quota left (HTTP 429).', `check the plan and billing of the account, ${offline}`, { id: 'llm.no-quota' });
      }
      return fail(`${capitalize(server)} is still rate limiting requests after ${retries(config.maxRetries)} (HTTP 429).`, 'wait a minute and ask again', { id: 'llm.rate-limited' });
    }
    if (status !== undefined && status >= 500) {
      return fail(
        `${capitalize(server)} failed with HTTP ${status} after ${retries(config.maxRetries)}${detail ? `: ${detail}` : ''}.`,
        `the server may be overloaded or the model may have failed to load: check the server's log and try again, ${offline}`,
        { id: 'llm.server-error', status },
      );
    }
    if (status !== undefined && (error.code === 'context_length_exceeded' || /context (length|window)|maximum context|too many tokens/i.test(detail))) {
      return fail(
        `The question and its sources are too long for model ${config.model} (HTTP ${status}).`,
        'ask a narrower question, or use a model with a larger context window (for Ollama, a larger num_ctx)',
        { id: 'llm.context-too-long' },
      );
    }
    if (status === undefined) {
      return fail(`${capitalize(server)} reported an error while answering${detail ? `: ${detail}` : ''}.`, 'try again, or check the server\'s log', { id: 'llm.rejected', status: null });
    }
    return fail(`${capitalize(server)} rejected the request (HTTP ${status})${detail ? `: ${detail}` : ''}.`, 'check the model name and the LLM settings', { id: 'llm.rejected', status });
  }
  if (error instanceof SyntaxError) {
    return fail(`${capitalize(server)} sent a malformed stream (${errorText(error)}).`, 'check that the base URL points to an OpenAI-compatible server', { id: 'llm.bad-reply' });
  }
  return fail(`The LLM request failed: ${errorText(error)}.`, 'try again, or check the LLM settings', { id: 'llm.failed' });
}

/** Why a connection failed, from the error codes Node puts on the cause chain. */
function connectionProblem(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code === 'ECONNREFUSED') return 'connection refused';
      if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
      if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'connection reset';
      if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'network unreachable';
      if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return 'TLS certificate problem';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return 'no connection';
}

/** The server's own explanation, on one short line. */
function serverDetail(error: APIError): string {
  const body = error.error as unknown;
  const raw =
    typeof body === 'string'
      ? body
      : body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : error.message.replace(/^\d{3}\s+/, '');
  const text = raw.replace(/\s+/g, ' ').trim().replace(/[.。]+$/, '');
  return /^\(no status code or body\)$|status code \(no body\)$/.test(text) ? '' : truncate(text, 300);
}

/** Removes the key, and anything shaped like an OpenAI key, from text that will be shown or logged. */
function redact(text: string, apiKey: string | undefined): string {
  let out = text;
  if (apiKey && apiKey.length >= 4) out = out.split(apiKey).join('[redacted]');
  return out.replace(/\bsk-[A-Za-z0-9_*.-]{4,}/g, 'sk-[redacted]').replace(/Bearer\s+\S+/gi, 'Bearer [redacted]');
}

/**
 * Rejects as soon as the signal aborts. The SDK checks the signal only between attempts, so without this a
 * cancel or timeout during its retry backoff (up to 8 s) would wait for the backoff to end.
 */
function untilAborted<T>(promise: PromiseLike<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(new (openai().APIUserAbortError)());
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function retries(n: number): string {
  return n === 1 ? '1 retry' : `${n} retries`;
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function firstLine(text: string): string {
  return truncate(text.split('\n').filter((line) => line.trim() !== '').slice(0, 2).join(' ').replace(/[.:]+$/, ''), 300);
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
