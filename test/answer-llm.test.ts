// Answers from a language model, end to end: the real `openai` client talks to a scripted OpenAI-compatible server
// on 127.0.0.1; the answer's [n] markers resolve to the retrieved passages, markers that point nowhere are removed
// and reported, tokens stream, NO_CONTENT asks no model, failures fall back to an extractive answer, questions can
// be cancelled, and follow-up questions carry the conversation.
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatchCall } from '../src/main/api/dispatch';
import { createCallHandlers } from '../src/main/api/handlers';
import { INSUFFICIENT } from '../src/main/answer/prompt';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { expectAnswer } from './helpers/answers';
import type { AnswerResult, AskResult, CallHandlers } from '../src/shared/contract';
import { runCliAsync } from './helpers/cli';
import { corpusDbCopy } from './helpers/corpus-db';
import { startScriptedLlm, type RecordedRequest, type ScriptedLlm } from './helpers/llm-server';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const QUESTION = '서울 종로구 제2종일반주거지역 건폐율 상한은?';
const DECREE = '국토의 계획 및 이용에 관한 법률 시행령';

/** The user message the model got, and the [n] of the first passage under the group headed by `article`. */
function contextOf(request: RecordedRequest): string {
  return String(request.body.messages.at(-1)!.content);
}
function passageNumber(request: RecordedRequest, article: string): number {
  const context = contextOf(request);
  const group = context.indexOf(`- ${article}(`);
  expect(group, `no ${article} group in the context`).toBeGreaterThan(-1);
  return Number(/\[(\d+)\]/.exec(context.slice(group))![1]);
}

/** A model that answers from the context it is given, citing the 제84조 passage — and one number that does not exist. */
const answerFromContext = (request: RecordedRequest) => {
  const n = passageNumber(request, '제84조');
  return { content: `**[${DECREE} 기준]**\n제2종일반주거지역의 건폐율은 60퍼센트 이하입니다 [${n}]. 서울특별시 조례는 컨텍스트에 없어 ${INSUFFICIENT}입니다 [99].` };
};

describe('geungeo ask --llm openai --base-url (the done-when command)', () => {
  let llm: ScriptedLlm;
  beforeAll(async () => {
    llm = await startScriptedLlm();
  });
  afterAll(() => llm.close());

  it('returns the scripted answer with its citations resolved and the stray marker removed', async () => {
    const db = corpusDbCopy(tempDir());
    llm.script(answerFromContext);
    const run = await runCliAsync(['ask', QUESTION, '--db', db, '--llm', 'openai', '--base-url', llm.baseURL, '--json'], { OPENAI_API_KEY: 'sk-test-never-sent-0123456789' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout);
    const n = passageNumber(llm.requests[0]!, '제84조');
    expect(result).toMatchObject({ mode: 'llm', no_content: false, removed_markers: [99], llm: { provider: 'openai', model: 'gpt-4o-mini' } });
    expect(result.answer).toBe(`**[${DECREE} 기준]**\n제2종일반주거지역의 건폐율은 60퍼센트 이하입니다 [${n}]. 서울특별시 조례는 컨텍스트에 없어 ${INSUFFICIENT}입니다.`);
    expect(result.citations).toEqual([
      expect.objectContaining({ n, file_name: '국토의계획및이용에관한법률_시행령.pdf', law_name: DECREE, article: '제84조', start_page: expect.any(Number), end_page: expect.any(Number) }),
    ]);
    expect(result.citations[0].text).toContain('4. 제2종일반주거지역 : 60퍼센트 이하');
    expect(result.warnings).toContainEqual(expect.stringContaining('[99]'));

    // What the model was sent: the rules of the prompt, the question, the place, and the numbered context by source.
    const request = llm.requests[0]!;
    expect(request.body).toMatchObject({ model: 'gpt-4o-mini', stream: true, temperature: 0.1 });
    // OpenAI's key goes to OpenAI only, never to another server.
    expect(request.headers.authorization).not.toContain('sk-test-never-sent');
    const system = String(request.body.messages[0]!.content);
    for (const rule of ['컨텍스트]에 있는 내용만', '[n]', '**[법령명 기준]**', '조건부허용', '조례의 기준을 먼저', `'${INSUFFICIENT}'`]) expect(system).toContain(rule);
    expect(contextOf(request)).toContain(`[질문] ${QUESTION}`);
    expect(contextOf(request)).toContain('[질문 지역] 서울특별시 종로구');
    expect(contextOf(request)).toMatch(/📄 \[출처: 국토의 계획 및 이용에 관한 법률 시행령\] - 제84조\(용도지역안에서의 건폐율\) p\.\d+/);
  });
});

describe('answering with a model', () => {
  let llm: ScriptedLlm;
  let core: Geungeo;
  let handlers: CallHandlers;
  const tokens: string[] = [];
  // These tests are about answering: questions are never asked back (clarification: understand-*.test.ts).
  const ask = (input: Record<string, unknown>) => dispatchCall(handlers, 'chat.ask', { clarify: false, ...input });
  const answer = async (input: Record<string, unknown>): Promise<AnswerResult> => {
    const result = await ask(input);
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    return expectAnswer(result.value as AskResult);
  };

  beforeAll(async () => {
    llm = await startScriptedLlm();
    core = createGeungeo({ dbPath: corpusDbCopy(tempDir()), llmFlags: { llm: 'custom', baseUrl: llm.baseURL, model: 'scripted-model' } });
    // These tests are about answering: verification runs deterministically here, so the model sees only the
    // answering requests (verification with a model is tested in verify-llm.test.ts).
    core.appSettings.update({ verification: { useLlm: false } });
    handlers = createCallHandlers(core, { shell: 'test', appName: 'Geungeo', appVersion: 'test' }, {
      emit: (event, payload) => {
        if (event === 'chat.token') tokens.push((payload as { token: string }).token);
      },
    });
  });
  beforeEach(() => {
    tokens.length = 0;
    llm.requests.length = 0;
  });
  afterAll(async () => {
    await core.close();
    await llm.close();
  });

  it('streams the model’s tokens while it answers', async () => {
    llm.script((request) => ({ chunks: ['제2종일반주거지역의 ', '건폐율은 ', `60퍼센트 이하입니다 [${passageNumber(request, '제84조')}].`] }));
    const result = await answer({ question: QUESTION, request: 'stream-1' });
    expect(tokens.join('')).toBe(result.answer);
    expect(tokens.length).toBe(3);
    expect(result.mode).toBe('llm');
    expect(result.trace.map((step) => step.node)).toEqual(['preprocess', 'classify', 'confidence_decision', 'final_classification', 'retrieve', 'generate', 'cite', 'verify', 'answer']);
    expect(result.verification.status).toBe('PASS');
  });

  it('asks no model when the documents hold nothing on the question', async () => {
    const result = await answer({ question: '비트코인 시세 전망' });
    expect(result).toMatchObject({ no_content: true, mode: 'extractive', citations: [] });
    // The only request is understanding's refine (an unclear question asked with --no-clarify); none answers.
    expect(llm.requests.filter((request) => request.body.response_format?.json_schema?.name !== 'refine_category')).toHaveLength(0);
  });

  it('falls back to the extractive answer, and says why, when the model refuses the key', async () => {
    llm.script({ status: 401, error: { message: 'Incorrect API key provided: sk-abc***xyz', type: 'invalid_request_error', code: 'invalid_api_key' } });
    const result = await answer({ question: QUESTION });
    expect(result.mode).toBe('extractive');
    expect(result.answer).toContain('60퍼센트 이하');
    expect(result.warnings).toEqual([expect.stringMatching(/^언어 모델을 쓸 수 없어 추출식 답변을 만들었습니다: .*(401|key|키)/i)]);
    expect(JSON.stringify(result)).not.toContain('sk-abc');
  });

  it('retries a 429 and answers', async () => {
    llm.script({ status: 429, error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' }, headers: { 'retry-after-ms': '10' } }, answerFromContext);
    const result = await answer({ question: QUESTION });
    expect(result.mode).toBe('llm');
    expect(llm.requests).toHaveLength(2);
  });

  it('answers without the model when asked to (llm: none)', async () => {
    const result = await answer({ question: QUESTION, llm: 'none' });
    expect(result.mode).toBe('extractive');
    expect(llm.requests).toHaveLength(0);
  });

  it('cancels a question in flight and stores nothing of it', async () => {
    const before = (await dispatchCall(handlers, 'chat.sessions', {})) as { ok: true; value: unknown[] };
    llm.script({ content: '늦은 답', delayMs: 5_000 });
    const pending = ask({ question: QUESTION, request: 'cancel-me' });
    while (llm.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await dispatchCall(handlers, 'chat.cancel', { request: 'cancel-me' })).toEqual({ ok: true, value: { cancelled: true } });
    expect(await pending).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    expect(await dispatchCall(handlers, 'chat.cancel', { request: 'cancel-me' })).toEqual({ ok: true, value: { cancelled: false } });
    expect(await dispatchCall(handlers, 'chat.sessions', {})).toEqual(before);
  });

  it('gives the model the earlier turns of a session, without their [n] markers', async () => {
    llm.script(answerFromContext, { content: '용적률은 컨텍스트에 없어 근거 부족입니다.' });
    const first = await answer({ question: QUESTION });
    const second = await answer({ question: '용적률은?', session: first.session });
    const messages = llm.requests[1]!.body.messages;
    expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[1]!.content).toBe(QUESTION);
    expect(String(messages[2]!.content)).toContain('60퍼센트 이하입니다.');
    expect(String(messages[2]!.content)).not.toMatch(/\[\d+\]/);
    // No marker at all: every passage is listed, with a warning to check them.
    expect(second.citations.length).toBeGreaterThan(0);
    expect(second.warnings).toContainEqual(expect.stringContaining('인용 번호가 없습니다'));
  });
});
