// The LLM layer against a real HTTP server speaking the OpenAI protocol (test/helpers/llm-server.ts), through the
// real `openai` SDK: streaming, structured output and its fallbacks, the JSON repair, error mapping, retries,
// timeouts, cancellation, and how the configuration is resolved. Only 127.0.0.1 is used; every wait is bounded.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLlmClient, extractJson } from '../src/main/llm/client';
import {
  completionParams,
  describeLlm,
  isReasoningModel,
  resolveLlmConfig,
  type ActiveLlmConfig,
  type LlmConfig,
} from '../src/main/llm/config';
import { GeungeoError } from '../src/shared/errors';
import { startScriptedLlm, unreachableBaseURL, type ScriptedLlm } from './helpers/llm-server';

let server: ScriptedLlm;
beforeEach(async () => {
  server = await startScriptedLlm();
});
afterEach(async () => {
  await server.close();
});

function config(overrides: Partial<ActiveLlmConfig> = {}): ActiveLlmConfig {
  return {
    provider: 'custom',
    baseURL: server.baseURL,
    model: 'gpt-4o-mini',
    temperature: 0.1,
    timeoutMs: 5_000,
    maxRetries: 0,
    maxTokens: 4096,
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<GeungeoError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GeungeoError);
    return error as GeungeoError;
  }
  throw new Error('expected the call to fail');
}

const question = [
  { role: 'system' as const, content: '당신은 건축 법규 도우미입니다.' },
  { role: 'user' as const, content: '제2종 일반주거지역의 건폐율은?' },
];

const Answer = z.object({ answer: z.string(), citations: z.array(z.number().int()) });
const goodJson = JSON.stringify({ answer: '60퍼센트 이하', citations: [1, 2] });

describe('complete (streaming)', () => {
  it('delivers tokens in order and resolves with the whole text', async () => {
    const content = '제2종 일반주거지역의 건폐율은 60퍼센트 이하입니다 [1].';
    server.script({ content });
    const tokens: string[] = [];
    const result = await createLlmClient(config()).complete(question, { onToken: (token) => tokens.push(token) });

    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join('')).toBe(content);
    expect(result).toEqual({ text: content, finishReason: 'stop' });
    const body = server.requests[0]!.body;
    expect(body.stream).toBe(true);
    expect(body.messages).toEqual(question);
    expect(body.model).toBe('gpt-4o-mini');
  });

  it('reports the finish reason (length) and sends a placeholder key to a keyless server', async () => {
    server.script({ content: '잘린 답', finishReason: 'length' });
    const result = await createLlmClient(config({ provider: 'ollama', model: 'qwen2.5:7b' })).complete(question);
    expect(result.finishReason).toBe('length');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer not-needed');
  });
});

describe('completion parameters per model', () => {
  it('gives reasoning models max_completion_tokens and no temperature, others temperature and max_tokens', async () => {
    const models = ['o3-mini', 'gpt-5', 'gpt-4o-mini'];
    server.script(...models.map(() => ({ content: 'ok' })));
    for (const model of models) await createLlmClient(config({ model })).complete(question);

    for (const request of server.requests.slice(0, 2)) {
      expect(request.body.max_completion_tokens).toBe(4096);
      expect(request.body).not.toHaveProperty('temperature');
      expect(request.body).not.toHaveProperty('max_tokens');
    }
    const plain = server.requests[2]!.body;
    expect(plain.temperature).toBe(0.1);
    expect(plain.max_tokens).toBe(4096);
    expect(plain).not.toHaveProperty('max_completion_tokens');
  });

  it('recognises the reasoning families by name', () => {
    for (const model of ['o1', 'o1-mini', 'o3', 'o3-mini', 'o4-mini', 'gpt-5', 'gpt-5-mini', 'gpt-5.1', 'gpt-4.1', 'gpt-4.1-nano', 'openai/gpt-5', 'O3-MINI']) {
      expect(isReasoningModel(model), model).toBe(true);
    }
    for (const model of ['gpt-4o-mini', 'gpt-4o', 'gpt-4', 'gpt-3.5-turbo', 'qwen2.5:7b', 'llama3.1', 'omni', 'gpt-4.10', 'local-model']) {
      expect(isReasoningModel(model), model).toBe(false);
    }
    expect(completionParams({ model: 'o3', temperature: 0.1, maxTokens: 100 })).toEqual({ max_completion_tokens: 100 });
    expect(completionParams({ model: 'qwen2.5:7b', temperature: 0.3, maxTokens: 100 })).toEqual({ temperature: 0.3, max_tokens: 100 });
  });
});

describe('completeJson', () => {
  it('asks for json_schema (strict) and returns the validated value', async () => {
    server.script({ content: goodJson });
    const value = await createLlmClient(config()).completeJson(Answer, question, { name: 'answer' });

    expect(value).toEqual({ answer: '60퍼센트 이하', citations: [1, 2] });
    const format = server.requests[0]!.body.response_format!;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema!.name).toBe('answer');
    expect(format.json_schema!.strict).toBe(true);
    expect(format.json_schema!.schema).toMatchObject({
      type: 'object',
      required: ['answer', 'citations'],
      additionalProperties: false,
    });
    expect(format.json_schema!.schema).not.toHaveProperty('$schema');
  });

  it('sends strict: false for a schema strict mode cannot express (optional fields)', async () => {
    server.script({ content: '{"answer":"a"}' });
    const Loose = z.object({ answer: z.string(), note: z.string().optional() });
    expect(await createLlmClient(config()).completeJson(Loose, question, { name: 'loose' })).toEqual({ answer: 'a' });
    expect(server.requests[0]!.body.response_format!.json_schema!.strict).toBe(false);
  });

  it('falls back to JSON mode when the server rejects json_schema, and remembers it', async () => {
    server.script({ rejectResponseFormat: 'json_schema' }, { content: goodJson }, { content: goodJson });
    const client = createLlmClient(config());

    expect(await client.completeJson(Answer, question, { name: 'answer' })).toEqual({ answer: '60퍼센트 이하', citations: [1, 2] });
    expect(server.requests[0]!.body.response_format!.type).toBe('json_schema');
    const fallback = server.requests[1]!.body;
    expect(fallback.response_format).toEqual({ type: 'json_object' });
    // The schema now travels in the instructions, added to the existing system message.
    expect(fallback.messages).toHaveLength(2);
    expect(fallback.messages[0]!.content).toContain('당신은 건축 법규 도우미입니다.');
    expect(fallback.messages[0]!.content).toContain('JSON Schema');
    expect(fallback.messages[0]!.content).toContain('"citations"');

    // The next call goes straight to JSON mode.
    await client.completeJson(Answer, question, { name: 'answer' });
    expect(server.requests).toHaveLength(3);
    expect(server.requests[2]!.body.response_format).toEqual({ type: 'json_object' });
  });

  it('falls back for one call only when the server rejects the schema itself', async () => {
    server.script(
      { status: 400, error: { message: "Invalid schema for response_format 'answer': 'required' is required to include every key", type: 'invalid_request_error', param: 'response_format' } },
      { content: goodJson },
      { content: goodJson },
    );
    const client = createLlmClient(config());
    await client.completeJson(Answer, question, { name: 'answer' });
    expect(server.requests[1]!.body.response_format).toEqual({ type: 'json_object' });
    await client.completeJson(Answer, question, { name: 'answer' });
    expect(server.requests[2]!.body.response_format!.type).toBe('json_schema');
  });

  it('falls back to plain instructions when JSON mode is refused too (LM Studio) and reads fenced JSON', async () => {
    server.script(
      { rejectResponseFormat: 'json_schema' },
      { status: 400, error: "'response_format.type' must be 'json_schema' or 'text'" },
      { content: `네, 다음과 같습니다.\n\`\`\`json\n${goodJson}\n\`\`\`` },
    );
    const value = await createLlmClient(config()).completeJson(Answer, question, { name: 'answer' });
    expect(value.citations).toEqual([1, 2]);
    expect(server.requests).toHaveLength(3);
    expect(server.requests[2]!.body).not.toHaveProperty('response_format');
    expect(server.requests[2]!.body.messages[0]!.content).toContain('JSON Schema');
  });

  it('repairs malformed JSON once', async () => {
    const broken = '{"answer": "60퍼센트 이하", "citations": [1, 2';
    server.script({ content: broken }, { content: goodJson });
    const value = await createLlmClient(config()).completeJson(Answer, question, { name: 'answer' });

    expect(value.answer).toBe('60퍼센트 이하');
    const repair = server.requests[1]!.body.messages;
    expect(repair.slice(0, 2)).toEqual(question);
    expect(repair[2]).toEqual({ role: 'assistant', content: broken });
    expect(repair[3]!.role).toBe('user');
    expect(repair[3]!.content).toMatch(/not valid JSON/);
    expect(repair[3]!.content).toMatch(/corrected JSON object only/);
  });

  it('repairs a reply that does not match the schema, naming what was wrong', async () => {
    server.script({ content: '{"answer": 60, "citations": [1]}' }, { content: goodJson });
    await createLlmClient(config()).completeJson(Answer, question, { name: 'answer' });
    const feedback = server.requests[1]!.body.messages[3]!.content as string;
    expect(feedback).toMatch(/does not match the schema/);
    expect(feedback).toMatch(/answer/);
  });

  it('gives up with a clear error when the repair is invalid too', async () => {
    server.script({ content: 'not json at all' }, { content: '{"answer": ' });
    const error = await failure(createLlmClient(config()).completeJson(Answer, question, { name: 'answer' }));
    expect(error.code).toBe('LLM_ERROR');
    expect(error.message).toMatch(/^The LLM returned invalid JSON twice for answer: it is not valid JSON/);
    expect(error.hint).toBeTruthy();
    expect(server.requests).toHaveLength(2);
  });

  it('says that the reply was cut off when the model hit maxTokens', async () => {
    server.script({ content: '{"answer": "6', finishReason: 'length' }, { content: '{"answer": "6', finishReason: 'length' });
    const error = await failure(createLlmClient(config({ maxTokens: 16 })).completeJson(Answer, question, { name: 'answer' }));
    expect(error.hint).toMatch(/maxTokens \(16\)/);
  });

  it('extracts JSON from fences, think blocks and surrounding prose', () => {
    expect(extractJson('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(extractJson('<think>음…</think>\n{"a":2}')).toEqual({ a: 2 });
    expect(extractJson('답: {"a":3} 입니다')).toEqual({ a: 3 });
    expect(() => extractJson('   ')).toThrow(/empty/);
    expect(() => extractJson('{"a":')).toThrow();
  });
});

describe('errors', () => {
  it('maps 401 to LLM_ERROR with the key hint and never shows the key', async () => {
    const apiKey = 'sk-test-SECRET-0123456789abcdef';
    server.script({
      status: 401,
      error: { message: `Incorrect API key provided: ${apiKey}. You can find your API key at …`, type: 'invalid_request_error', code: 'invalid_api_key' },
    });
    const error = await failure(createLlmClient(config({ provider: 'openai', apiKey })).complete(question));

    expect(error.code).toBe('LLM_ERROR');
    expect(error.message).toMatch(/refused the API key \(HTTP 401\)/);
    expect(error.hint).toMatch(/OPENAI_API_KEY/);
    expect(error.hint).toMatch(/settings/);
    const everything = `${error.message} ${error.hint} ${JSON.stringify(error.toJSON())} ${String(error.stack)} ${String(error.cause)}`;
    expect(everything).not.toContain(apiKey);
    expect(everything).not.toContain('SECRET');
    // The key did reach the server, as it should.
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${apiKey}`);
  });

  it('retries a 429 and then succeeds', async () => {
    server.script({ status: 429, error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } }, { content: '재시도 성공' });
    const started = Date.now();
    const result = await createLlmClient(config({ maxRetries: 1 })).complete(question);
    const elapsed = Date.now() - started;

    expect(result.text).toBe('재시도 성공');
    expect(server.requests).toHaveLength(2);
    // The SDK's own backoff: 0.5 s less up to 25 % jitter.
    expect(elapsed).toBeGreaterThanOrEqual(300);
  });

  it('reports a 429 that outlasts the retries as rate limiting', async () => {
    const limited = { status: 429, headers: { 'retry-after-ms': '10' } };
    server.script(limited, limited);
    const error = await failure(createLlmClient(config({ maxRetries: 1 })).complete(question));
    expect(error.message).toMatch(/still rate limiting requests after 1 retry \(HTTP 429\)/);
    expect(server.requests).toHaveLength(2);
  });

  it('tells an exhausted quota apart from rate limiting', async () => {
    server.script({ status: 429, headers: { 'x-should-retry': 'false' }, error: { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' } });
    const error = await failure(createLlmClient(config({ maxRetries: 1 })).complete(question));
    expect(error.message).toMatch(/no quota left/);
  });

  it('reports a 5xx after the retries, with the server\'s explanation', async () => {
    const failing = { status: 500, headers: { 'retry-after-ms': '10' }, error: { message: 'model requires more system memory than is available', type: 'server_error' } };
    server.script(failing, failing);
    const error = await failure(createLlmClient(config({ maxRetries: 1 })).complete(question));
    expect(error.message).toMatch(/failed with HTTP 500 after 1 retry: model requires more system memory/);
    expect(server.requests).toHaveLength(2);
  });

  it('names the model and the URL on 404, and says a preset model is only a placeholder', async () => {
    server.script({ status: 404, error: { message: 'model "qwen2.5:7b" not found, try pulling it first', type: 'api_error' } });
    const error = await failure(createLlmClient(config({ provider: 'ollama', model: 'qwen2.5:7b' })).complete(question));
    expect(error.message).toContain('"qwen2.5:7b"');
    expect(error.message).toContain(`${server.baseURL}/chat/completions`);
    expect(error.hint).toMatch(/placeholder/);
    expect(error.hint).toMatch(/ollama list/);
  });

  it('times out a server that does not answer, without retrying it', async () => {
    server.script({ delayMs: 5_000, content: 'too late' });
    const started = Date.now();
    const error = await failure(createLlmClient(config({ timeoutMs: 300, maxRetries: 2 })).complete(question));

    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error.code).toBe('LLM_ERROR');
    expect(error.message).toBe(`The LLM server at ${server.baseURL} did not answer within 0.3 s.`);
    expect(error.hint).toMatch(/timeoutMs/);
    expect(server.requests).toHaveLength(1);
  });

  it('times out a stream that stalls half-way instead of returning part of an answer', async () => {
    server.script({ chunks: ['건폐율은', ' 60'], stallAfterChunks: 1 });
    const tokens: string[] = [];
    const error = await failure(createLlmClient(config({ timeoutMs: 300 })).complete(question, { onToken: (t) => tokens.push(t) }));
    expect(tokens).toEqual(['건폐율은']);
    expect(error.message).toMatch(/stopped answering for more than 0.3 s/);
  });

  it('lets an error thrown by onToken through unchanged and stops the stream', async () => {
    server.script({ chunks: ['하나', '둘'], chunkDelayMs: 50 });
    const thrown = new Error('renderer gone');
    await expect(
      createLlmClient(config()).complete(question, {
        onToken: () => {
          throw thrown;
        },
      }),
    ).rejects.toBe(thrown);
  });

  it('reports an error event in the middle of a stream', async () => {
    server.script({ chunks: ['부분'], streamError: 'the model crashed' });
    const error = await failure(createLlmClient(config()).complete(question));
    expect(error.code).toBe('LLM_ERROR');
    expect(error.message).toMatch(/reported an error while answering: the model crashed/);
  });

  it('cannot reach a server where nothing listens', async () => {
    const baseURL = await unreachableBaseURL();
    const error = await failure(createLlmClient(config({ provider: 'ollama', baseURL, model: 'qwen2.5:7b' })).complete(question));
    expect(error.code).toBe('LLM_ERROR');
    expect(error.message).toBe(`Cannot reach the LLM server at ${baseURL} (connection refused).`);
    expect(error.hint).toMatch(/start Ollama/);
    expect(error.hint).toMatch(/--llm none/);
  });
});

describe('cancellation', () => {
  it('cancels a waiting request with CANCELLED', async () => {
    server.script({ delayMs: 5_000, content: 'never' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const error = await failure(createLlmClient(config()).complete(question, { signal: controller.signal }));
    expect(error.code).toBe('CANCELLED');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('cancels mid-stream without returning the partial text', async () => {
    server.script({ chunks: ['하나', '둘', '셋'], chunkDelayMs: 200 });
    const controller = new AbortController();
    const error = await failure(
      createLlmClient(config()).complete(question, { signal: controller.signal, onToken: () => controller.abort() }),
    );
    expect(error.code).toBe('CANCELLED');
  });

  it('cancels during the SDK retry backoff at once', async () => {
    server.script({ status: 503, headers: { 'retry-after-ms': '5000' } }, { content: 'late' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    const started = Date.now();
    const error = await failure(createLlmClient(config({ maxRetries: 1 })).complete(question, { signal: controller.signal }));
    expect(error.code).toBe('CANCELLED');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const error = await failure(createLlmClient(config()).completeJson(Answer, question, { name: 'answer', signal: AbortSignal.abort() }));
    expect(error.code).toBe('CANCELLED');
    expect(server.requests).toHaveLength(0);
  });
});

describe('resolveLlmConfig', () => {
  const key = 'sk-env-key-123456';

  function invalid(run: () => unknown): GeungeoError {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(GeungeoError);
      expect((error as GeungeoError).code).toBe('INVALID_INPUT');
      return error as GeungeoError;
    }
    throw new Error('expected INVALID_INPUT');
  }

  it('is offline (none) when no provider is configured, even with OPENAI_API_KEY set', () => {
    expect(resolveLlmConfig({ env: {} })).toEqual({ provider: 'none' });
    expect(resolveLlmConfig({ env: { OPENAI_API_KEY: key } })).toEqual({ provider: 'none' });
    expect(resolveLlmConfig({ env: { GEUNGEO_LLM_PROVIDER: '' } })).toEqual({ provider: 'none' });
  });

  it('fills in the OpenAI preset and the defaults', () => {
    expect(resolveLlmConfig({ env: { GEUNGEO_LLM_PROVIDER: 'openai', OPENAI_API_KEY: key } })).toEqual({
      provider: 'openai',
      baseURL: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
      apiKey: key,
      temperature: 0.1,
      timeoutMs: 60_000,
      maxRetries: 2,
      maxTokens: 4096,
    });
  });

  it('takes flags over environment over settings over the preset', () => {
    const settings = { provider: 'ollama' as const, baseURL: 'http://127.0.0.1:1111/v1', model: 'settings-model', temperature: 0.5 };
    const fromSettings = resolveLlmConfig({ settings, env: {} }) as ActiveLlmConfig;
    expect(fromSettings).toMatchObject({ provider: 'ollama', baseURL: 'http://127.0.0.1:1111/v1', model: 'settings-model', temperature: 0.5 });

    const env = { GEUNGEO_LLM_PROVIDER: 'lmstudio', GEUNGEO_LLM_MODEL: 'env-model', GEUNGEO_LLM_BASE_URL: 'http://127.0.0.1:2222/v1/' };
    expect(resolveLlmConfig({ settings, env })).toMatchObject({ provider: 'lmstudio', baseURL: 'http://127.0.0.1:2222/v1', model: 'env-model' });

    const flags = { llm: 'llama.cpp', model: 'flag-model', baseUrl: 'http://127.0.0.1:3333/v1' };
    expect(resolveLlmConfig({ settings, env, flags })).toMatchObject({ provider: 'llamacpp', baseURL: 'http://127.0.0.1:3333/v1', model: 'flag-model' });

    expect(resolveLlmConfig({ settings, env, flags: { llm: 'none' } })).toEqual({ provider: 'none' });
    // A preset fills only what nobody set.
    expect(resolveLlmConfig({ env: { GEUNGEO_LLM_PROVIDER: 'LM Studio' } })).toMatchObject({ baseURL: 'http://127.0.0.1:1234/v1', model: 'local-model' });
    expect(resolveLlmConfig({ env: { GEUNGEO_LLM_PROVIDER: 'ollama' } })).toMatchObject({ baseURL: 'http://127.0.0.1:11434/v1' });
  });

  it('takes the key from flags, then OPENAI_API_KEY, then the stored key — and sends OPENAI_API_KEY only to OpenAI', () => {
    const env = { GEUNGEO_LLM_PROVIDER: 'openai', OPENAI_API_KEY: key };
    expect(resolveLlmConfig({ env, flags: { apiKey: 'sk-flag-key' }, storedApiKey: 'sk-stored' })).toMatchObject({ apiKey: 'sk-flag-key' });
    expect(resolveLlmConfig({ env, storedApiKey: 'sk-stored' })).toMatchObject({ apiKey: key });
    expect(resolveLlmConfig({ env: { GEUNGEO_LLM_PROVIDER: 'openai' }, storedApiKey: 'sk-stored' })).toMatchObject({ apiKey: 'sk-stored' });

    const local = resolveLlmConfig({ env: { GEUNGEO_LLM_PROVIDER: 'ollama', OPENAI_API_KEY: key } }) as ActiveLlmConfig;
    expect(local.apiKey).toBeUndefined();
    // "openai" pointed at another server is an OpenAI-compatible server: no key needed, and OpenAI's is not sent.
    const compatible = resolveLlmConfig({ env: { OPENAI_API_KEY: key }, flags: { llm: 'openai', baseUrl: 'http://127.0.0.1:8000/v1' } }) as ActiveLlmConfig;
    expect(compatible).toMatchObject({ provider: 'openai', baseURL: 'http://127.0.0.1:8000/v1' });
    expect(compatible.apiKey).toBeUndefined();
  });

  it('refuses OpenAI without a key, naming OPENAI_API_KEY', () => {
    const error = invalid(() => resolveLlmConfig({ env: {}, flags: { llm: 'openai' } }));
    expect(error.message).toMatch(/OpenAI needs an API key/);
    expect(error.hint).toMatch(/OPENAI_API_KEY/);
  });

  it('refuses bad URLs, unknown providers and invalid settings', () => {
    expect(invalid(() => resolveLlmConfig({ env: { GEUNGEO_LLM_PROVIDER: 'ollama', GEUNGEO_LLM_BASE_URL: 'localhost:11434' } })).message).toMatch(
      /base URL "localhost:11434" \(from GEUNGEO_LLM_BASE_URL\)/,
    );
    expect(invalid(() => resolveLlmConfig({ env: {}, flags: { llm: 'ollama', baseUrl: 'not a url' } })).message).toMatch(/--base-url/);
    const withPassword = invalid(() => resolveLlmConfig({ env: {}, flags: { llm: 'custom', model: 'm', baseUrl: 'https://user:hunter2@example.com/v1' } }));
    expect(withPassword.message).not.toContain('hunter2');

    const unknown = invalid(() => resolveLlmConfig({ env: { GEUNGEO_LLM_PROVIDER: 'claude' } }));
    expect(unknown.message).toMatch(/Unknown LLM provider "claude"/);
    expect(unknown.hint).toMatch(/none, openai, ollama, llamacpp, lmstudio, custom/);

    expect(invalid(() => resolveLlmConfig({ env: {}, settings: { provider: 'ollama', temperature: 3 } })).message).toMatch(/temperature/);
    expect(invalid(() => resolveLlmConfig({ env: {}, settings: { provider: 'ollama', maxRetries: -1 } })).message).toMatch(/maxRetries/);
  });

  it('needs a base URL and a model for custom, and takes a lone base URL as custom', () => {
    expect(invalid(() => resolveLlmConfig({ env: {}, flags: { llm: 'custom', model: 'm' } })).message).toMatch(/needs a base URL/);
    expect(invalid(() => resolveLlmConfig({ env: { GEUNGEO_LLM_BASE_URL: 'http://127.0.0.1:8000/v1' } })).message).toMatch(/needs a model name/);
    expect(resolveLlmConfig({ env: { GEUNGEO_LLM_BASE_URL: 'http://127.0.0.1:8000/v1', GEUNGEO_LLM_MODEL: 'm' } })).toMatchObject({
      provider: 'custom',
      baseURL: 'http://127.0.0.1:8000/v1',
      model: 'm',
    });
  });

  it('describes a configuration without its key', () => {
    const resolved: LlmConfig = resolveLlmConfig({ env: { GEUNGEO_LLM_PROVIDER: 'openai', OPENAI_API_KEY: key } });
    expect(describeLlm(resolved)).toEqual({ provider: 'openai', model: 'gpt-4o-mini', baseURL: 'https://api.openai.com/v1' });
    expect(JSON.stringify(describeLlm(resolved))).not.toContain(key);
    expect(describeLlm({ provider: 'none' })).toEqual({ provider: 'none', model: null, baseURL: null });
  });

  it('drives a client end to end from resolved settings', async () => {
    server.script({ content: 'ok' });
    const resolved = resolveLlmConfig({ env: {}, settings: { provider: 'custom', baseURL: server.baseURL, model: 'o4-mini', maxTokens: 512 } });
    if (resolved.provider === 'none') throw new Error('expected an LLM');
    await createLlmClient(resolved).complete(question);
    expect(server.requests[0]!.body).toMatchObject({ model: 'o4-mini', max_completion_tokens: 512 });
  });
});
