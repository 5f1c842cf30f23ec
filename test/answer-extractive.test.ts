// Answers without a language model, end to end on the ingested corpus: rule-table facts first (the ordinance before
// the national limit), quoted passages with [n], NO_CONTENT without an answer made up, history that persists, and
// the graph's trace.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchCall } from '../src/main/api/dispatch';
import { createCallHandlers } from '../src/main/api/handlers';
import { EXTRACTIVE_LABEL, OUT_OF_SCOPE_TEXT } from '../src/main/answer/extractive';
import { createRuleFacts } from '../src/main/answer/rule-facts';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { expectAnswer } from './helpers/answers';
import type { AnswerResult, AskResult, CallHandlers, ChatMessageRecord } from '../src/shared/contract';
import { runCli } from './helpers/cli';
import { corpusDbCopy } from './helpers/corpus-db';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const DECREE = '국토의 계획 및 이용에 관한 법률 시행령';
const ORDINANCE = '서울특별시 도시계획 조례';
const fixtures = join(import.meta.dirname, 'fixtures/rules');
const QUESTION = '서울 종로구 제2종일반주거지역 건폐율 상한은?';

const createRuleFactsFor = (core: Geungeo) => createRuleFacts(core.store.db, core);

/** Every [n] in the text names a citation of the answer. */
function expectMarkersResolve(answer: { answer: string; citations: { n: number }[] }) {
  const markers = [...answer.answer.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
  expect(markers.length).toBeGreaterThan(0);
  const numbers = new Set(answer.citations.map((citation) => citation.n));
  for (const n of markers) expect(numbers.has(n)).toBe(true);
}

describe('geungeo ask --llm none (the done-when command)', () => {
  it('answers extractively with the 60퍼센트 limit of 제84조 and cites the decree', () => {
    const db = corpusDbCopy(tempDir());
    const run = runCli(['ask', QUESTION, '--db', db, '--llm', 'none', '--json']);
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ mode: 'extractive', no_content: false });
    expect(result.answer.startsWith(EXTRACTIVE_LABEL)).toBe(true);
    expect(result.answer).toContain(`제2종일반주거지역 건폐율: 60퍼센트 이하 — ${DECREE} 제84조제1항제4호`);
    const article84 = result.citations.find((citation: { article: string; law_name: string }) => citation.article === '제84조' && citation.law_name === DECREE);
    expect(article84).toMatchObject({ file_name: '국토의계획및이용에관한법률_시행령.pdf', start_page: expect.any(Number), end_page: expect.any(Number) });
    expect(article84.text).toContain('4. 제2종일반주거지역 : 60퍼센트 이하');
    expect(result.answer).toContain(`제84조제1항제4호 [${article84.n}]`);
    for (const citation of result.citations) expect(Object.keys(citation)).toEqual(expect.arrayContaining(['n', 'file_name', 'law_name', 'article', 'start_page', 'end_page', 'text']));
    expectMarkersResolve(result);
    expect(result.scope).toEqual({ zone: '제2종일반주거지역', jurisdiction: '서울특별시 종로구', place_from: 'question' });
  });
});

describe('answering without a model', () => {
  let core: Geungeo;
  let handlers: CallHandlers;
  const events: { event: string; payload: unknown }[] = [];
  // These tests are about answering: questions are never asked back (clarification: understand-*.test.ts).
  const ask = async (input: Record<string, unknown>): Promise<AnswerResult> => {
    const result = await dispatchCall(handlers, 'chat.ask', { clarify: false, ...input });
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    return expectAnswer(result.value as AskResult);
  };

  beforeAll(async () => {
    core = createGeungeo({ dbPath: corpusDbCopy(tempDir()) });
    handlers = createCallHandlers(core, { shell: 'test', appName: 'Geungeo', appVersion: 'test' }, { emit: (event, payload) => events.push({ event, payload }) });
    expect((await core.ingest([join(fixtures, '서울특별시_도시계획_조례.md')])).added).toBe(1);
  });
  afterAll(() => core.close());

  it('puts the ordinance’s limit before the national one and says why', async () => {
    const result = await ask({ question: '서울 종로구 제2종일반주거지역 용적률 상한은?' });
    expect(result.facts.map((fact) => [fact.jurisdiction, fact.law_name, fact.statement])).toEqual([
      ['서울특별시', ORDINANCE, '200퍼센트 이하'],
      ['전국', DECREE, '100퍼센트 이상 250퍼센트 이하'],
    ]);
    expect(result.answer.indexOf('200퍼센트 이하')).toBeLessThan(result.answer.indexOf('250퍼센트 이하'));
    expect(result.answer).toContain('조례가 정한 값이 국가 기준의 범위 안에서 우선 적용됩니다');
    // Both facts cite the passage that states them.
    for (const fact of result.facts) {
      const citation = result.citations.find((candidate) => candidate.n === fact.n)!;
      expect(citation.law_name).toBe(fact.law_name);
      expect(citation.article).toBe(fact.article!.slice(0, 4));
    }
    expectMarkersResolve(result);
  });

  it('gives only the limits asked about, whatever the spelling', () => {
    const facts = (question: string) => createRuleFactsFor(core).forQuestion(question).facts.map((fact) => `${fact.jurisdiction} ${fact.subject}`);
    expect(facts('부산 준주거지역 용적율은?')).toEqual(['전국 용적률']);
    expect(facts('서울 제2종일반주거지역 건폐률과 용적률')).toEqual(['서울특별시 건폐율', '서울특별시 용적률', '전국 건폐율', '전국 용적률']);
    expect(facts('제2종일반주거지역 건축물 높이 제한')).toEqual([]);
    expect(facts('건폐율 상한은?')).toEqual([]); // no zone, no facts
  });

  it('shows a reviewer’s land-use rule for the zone and the use asked about', async () => {
    const imported = await dispatchCall(handlers, 'rules.import', { path: join(fixtures, 'land-use-sample.csv'), table: 'land-use' });
    expect(imported).toMatchObject({ ok: true, value: { imported: 3 } });
    const result = await ask({ question: '서울 제2종일반주거지역에 공장을 지을 수 있나요?' });
    expect(result.facts).toContainEqual(expect.objectContaining({ kind: 'land-use', jurisdiction: '서울특별시', subject: '공장', statement: '불허' }));
    expect(result.answer).toContain('제2종일반주거지역 공장: 불허');
  });

  it('says an off-topic question is not about building regulation, without making anything up', async () => {
    const result = await ask({ question: '파스타를 맛있게 삶는 법은?' });
    expect(result).toMatchObject({ no_content: true, mode: 'extractive', answer: OUT_OF_SCOPE_TEXT, citations: [], facts: [] });
    // No model is asked; the "not found" answer is verified like any other and passes: it claims nothing.
    // Off-topic and unclear, asked with --no-clarify: understanding goes straight to refine.
    expect(result.trace.map((step) => step.node)).toEqual(['preprocess', 'classify', 'confidence_decision', 'refine', 'final_classification', 'retrieve', 'generate', 'cite', 'verify', 'answer']);
    expect(result.verification).toMatchObject({ status: 'PASS', issues: [] });
  });

  it('says which annex decides a use in a zone and what to add, even when no passage matches the question', async () => {
    const result = await ask({ question: '제1종전용주거지역에서 편의점 영업 가능해요?' });
    // The passage naming the zone's annex is brought whatever search ranked (시행령 제71조 1. … : 별표 2).
    expect(result).toMatchObject({ mode: 'extractive', citations: [expect.objectContaining({ law_name: '국토의 계획 및 이용에 관한 법률 시행령', article: '제71조' })] });
    expect(result.answer).toContain('⚠️ 라이브러리에 없는 근거');
    expect(result.answer).toMatch(/추가할 것: 「국토의 계획 및 이용에 관한 법률 시행령」 별표 2 문서/);
    // No verdict is made up: neither 허용 nor 불허.
    expect(result.answer).not.toMatch(/허용|불허|가능합니다/);
  });

  it('asked for a number of 대 that only a 별표 holds, names that 별표 instead of quoting a line with other numbers', async () => {
    const result = await ask({ question: '편의점 부설주차장 몇 대 설치해야 돼?' });
    expect(result.answer).toContain('⚠️ 라이브러리에 없는 근거: 이 질문이 묻는 수치는 「주차장법 시행령」 별표 1에 있는데');
    expect(result.answer).not.toContain('핵심 문장');
    expect(result.verification?.status).toBe('PASS');
  });

  it('leads "허가 받아야 하는 경우랑 신고만 하면 되는 경우" with 건축법 제11조, not the decree’s 허가ㆍ신고사항의 변경', async () => {
    const result = await ask({ question: '건축허가 받아야 하는 경우랑 신고만 하면 되는 경우 차이' });
    const lead = result.citations.find((citation) => result.answer.includes(`[${citation.n}]`));
    expect(lead).toMatchObject({ law_name: '건축법', article: '제11조' });
    expect(result.verification?.status).toBe('PASS');
  });

  it('leads with the short paragraph that answers, not the long ① that names the whole subject', async () => {
    // 건축법 제79조 ① (the 시정명령 itself, 300 characters) holds more of the question's words than ④ (the 위반내용 in
    // the 건축물대장); damped by its length it no longer leads.
    const result = await ask({ question: '무단 증축 시정명령 받으면 건축물대장에 위반내용이 적히나요?' });
    const lead = result.answer.split('\n').find((line) => line.startsWith('> '));
    expect(lead).toMatch(/^> ④ 허가권자는 제1항에 따른 시정명령을 하는 경우 .*건축물대장에 위반내용을 적어야 한다/);
  });

  it('answers "건축의 뜻" from the 정의 article although 건축 is in most passages', async () => {
    const result = await ask({ question: '건축법상 건축의 뜻' });
    expect(result.no_content).toBe(false);
    const lead = result.citations.find((citation) => result.answer.includes(`[${citation.n}]`));
    expect(lead).toMatchObject({ law_name: '건축법', article: '제2조' });
    expect(result.answer).toContain('"건축"이란 건축물을 신축ㆍ증축ㆍ개축ㆍ재축');
  });

  it('records a trace of named nodes and streams their progress, verification steps included', async () => {
    events.length = 0;
    const result = await ask({ question: QUESTION, request: 'trace-1' });
    expect(result.trace.map((step) => step.node)).toEqual(['preprocess', 'classify', 'confidence_decision', 'final_classification', 'retrieve', 'generate', 'cite', 'verify', 'answer']);
    const [retrieve, generate, cite, verify, answer] = result.trace.slice(-5);
    expect(retrieve!.input).toMatchObject({ question: QUESTION });
    expect(retrieve!.input).not.toHaveProperty('context');
    expect(retrieve!.output).toMatchObject({ scope: { zone: '제2종일반주거지역', jurisdiction: '서울특별시 종로구' }, facts: 2, noContent: false });
    expect(generate!.output).toMatchObject({ mode: 'extractive' });
    expect(cite!.output).toMatchObject({ candidate: { citations: result.citations.map((citation) => citation.n) } });
    expect(verify!.output).toMatchObject({ attempts: [{ status: 'PASS', score: expect.any(Number), issues: 0 }] });
    expect(answer!.output).toMatchObject({ citations: result.citations.map((citation) => citation.n) });
    const progress = events.filter((entry) => entry.event === 'chat.progress').map((entry) => entry.payload);
    const node = (name: string) => [
      { request: 'trace-1', node: name, phase: 'start' },
      { request: 'trace-1', node: name, phase: 'done', ms: expect.any(Number) },
    ];
    const step = (name: string) => [
      { request: 'trace-1', node: 'verify', step: name, attempt: 1, phase: 'start' },
      { request: 'trace-1', node: 'verify', step: name, attempt: 1, phase: 'done', ms: expect.any(Number) },
    ];
    expect(progress).toEqual([
      ...node('preprocess'),
      ...node('classify'),
      ...node('confidence_decision'),
      ...node('final_classification'),
      ...node('retrieve'),
      ...node('generate'),
      ...node('cite'),
      { request: 'trace-1', node: 'verify', phase: 'start' },
      ...step('extract'),
      // Steps 2 and 3 run side by side: both start before either is done.
      { request: 'trace-1', node: 'verify', step: 'hard_rules', attempt: 1, phase: 'start' },
      { request: 'trace-1', node: 'verify', step: 'semantic', attempt: 1, phase: 'start' },
      { request: 'trace-1', node: 'verify', step: 'hard_rules', attempt: 1, phase: 'done', ms: expect.any(Number) },
      { request: 'trace-1', node: 'verify', step: 'semantic', attempt: 1, phase: 'done', ms: expect.any(Number) },
      ...step('score'),
      { request: 'trace-1', node: 'verify', phase: 'done', ms: expect.any(Number) },
      ...node('answer'),
    ]);
  });

  it('keeps sessions and their messages across restarts', async () => {
    const first = await ask({ question: QUESTION });
    const second = await ask({ question: '용적률은요? 제2종일반주거지역', session: first.session });
    expect(second.session).toBe(first.session);

    const reopened = createGeungeo({ dbPath: core.store.path });
    try {
      const again = createCallHandlers(reopened, { shell: 'test', appName: 'Geungeo', appVersion: 'test' });
      const sessions = await dispatchCall(again, 'chat.sessions', {});
      expect(sessions.ok && sessions.value).toContainEqual(expect.objectContaining({ id: first.session, title: QUESTION, messages: 4 }));
      const result = await dispatchCall(again, 'chat.history', { session: first.session });
      if (!result.ok) throw new Error(result.error.message);
      const history = { value: result.value as ChatMessageRecord[] };
      expect(history.value.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
      expect(history.value[1]).toMatchObject({ content: first.answer, mode: 'extractive', no_content: false, citations: first.citations });
      expect(history.value[1]!.trace.map((step) => step.node)).toEqual(['preprocess', 'classify', 'confidence_decision', 'final_classification', 'retrieve', 'generate', 'cite', 'verify', 'answer']);
      // The verification report is stored with the answer and comes back as it was.
      expect(history.value[1]!.details).toMatchObject({ facts: first.facts, warnings: first.warnings, verification: first.verification, attempts: first.attempts });

      expect(await dispatchCall(again, 'chat.delete', { session: first.session })).toEqual({ ok: true, value: { deleted: first.session } });
      expect(await dispatchCall(again, 'chat.history', { session: first.session })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    } finally {
      await reopened.close();
    }
  });

  it('refuses bad questions clearly', async () => {
    expect(await dispatchCall(handlers, 'chat.ask', { question: '   ' })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: expect.stringMatching(/type a question/) } });
    expect(await dispatchCall(handlers, 'chat.ask', { question: '건폐율', session: 999 })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await dispatchCall(handlers, 'chat.ask', { question: '건폐율', llm: 'gpt' })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });
});
