// The ask loop (seed 000's main.py with seed 004's regenerate_strict): generate → verify → PASS → answer; otherwise
// regenerate with the feedback block and the strict prompt, at most MAX_ATTEMPTS times, then the best attempt with
// "⚠️ 검증 안내". And every extractive answer to the corpus questions passes — if one did not, that would be a bug
// in the verifier or the extractor.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRICT_PROMPT } from '../src/main/answer/prompt';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { NOTICE_HEADING } from '../src/main/verify/notice';
import { expectAnswer } from './helpers/answers';
import type { AnswerResult, AskResult } from '../src/shared/contract';
import { corpusDbCopy } from './helpers/corpus-db';
import { byRole, EMPTY_EXTRACTION, judgement, roleOf } from './helpers/llm-roles';
import { startScriptedLlm, type RecordedRequest, type ScriptedLlm } from './helpers/llm-server';
import { createVerifyLibrary } from './helpers/verify-library';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const QUESTION = '제2종일반주거지역 건폐율 상한은?';
const passage84 = (request: RecordedRequest) => {
  const context = String(request.body.messages.at(-1)!.content);
  return Number(/\[(\d+)\]/.exec(context.slice(context.indexOf('- 제84조(')))![1]);
};
const right = (request: RecordedRequest) => ({ content: `제2종일반주거지역의 건폐율은 60퍼센트 이하입니다 [${passage84(request)}].` });
const wrong = (value: number) => (request: RecordedRequest) => ({ content: `제2종일반주거지역의 건폐율은 ${value}퍼센트 이하입니다 [${passage84(request)}].` });

describe('the verify → regenerate loop', () => {
  let llm: ScriptedLlm;
  let core: Geungeo;
  const ask = async (question = QUESTION): Promise<AnswerResult> => expectAnswer(await core.chat.ask({ question, clarify: false }));

  beforeAll(async () => {
    llm = await startScriptedLlm();
    core = createGeungeo({ dbPath: corpusDbCopy(tempDir()), modelsDir: [], llmFlags: { llm: 'custom', baseUrl: llm.baseURL, model: 'scripted-model' } });
    // The model only writes answers here; verification is deterministic (its model path: verify-llm.test.ts).
    core.appSettings.update({ verification: { useLlm: false } });
  });
  beforeEach(() => {
    llm.requests.length = 0;
    core.appSettings.update({ verification: { maxAttempts: 3 } });
  });
  afterAll(async () => {
    await core.close();
    await llm.close();
  });

  it('stops at the first PASS', async () => {
    llm.script(right);
    const result = await ask();
    expect(llm.requests).toHaveLength(1);
    expect(result.verification.status).toBe('PASS');
    expect(result.attempts).toEqual([{ attempt: 1, answer: result.answer, status: 'PASS', score: expect.any(Number), issues: [] }]);
    expect(result.answer).not.toContain(NOTICE_HEADING);
  });

  it('regenerates with the feedback block and the strict prompt, and stops when the answer passes', async () => {
    llm.script(wrong(70), right);
    const result = await ask();
    expect(llm.requests).toHaveLength(2);
    expect(result.attempts.map((attempt) => attempt.status)).toEqual(['FAIL', 'PASS']);
    expect(result.answer).toMatch(/^제2종일반주거지역의 건폐율은 60퍼센트 이하입니다 \[\d+\]\.$/);
    expect(result.trace.map((step) => step.node)).toEqual(['preprocess', 'classify', 'confidence_decision', 'final_classification', 'retrieve', 'generate', 'cite', 'verify', 'regenerate', 'cite', 'verify', 'answer']);

    const retry = llm.requests[1]!.body.messages;
    expect(retry[0]!.content).toBe(STRICT_PROMPT);
    expect(String(retry[0]!.content)).toContain("근거가 부족하면 반드시 '답변 불가'라고 말하라");
    const user = String(retry.at(-1)!.content);
    expect(user).toContain('[이전 답변 검증 결과]\n- 상태: FAIL\n- 점수: ');
    expect(user).toMatch(/- 문제점:\n {2}- ❌ 건폐율 초과: .*70퍼센트/);
    expect(user).toContain('- 권장사항: 답변이 법규와 심각하게 불일치합니다');
    expect(user).toContain('위 피드백을 반영하여 정확한 답변을 생성해주세요.');
    expect(user).toContain('[컨텍스트]');
  });

  it('returns the best of three attempts with ⚠️ 검증 안내 when none passes', async () => {
    // 50% (below the cap stated as the cap) and 80% both fail; the best-scoring one is returned.
    llm.script(wrong(80), wrong(50), wrong(80));
    const result = await ask();
    expect(llm.requests).toHaveLength(3);
    expect(result.attempts).toHaveLength(3);
    expect(result.attempts.every((attempt) => attempt.status !== 'PASS')).toBe(true);
    const best = Math.max(...result.attempts.map((attempt) => attempt.score));
    expect(result.verification.score).toBe(best);
    const chosen = result.attempts.filter((attempt) => attempt.score === best).at(-1)!;
    expect(result.answer.startsWith(chosen.answer)).toBe(true);
    expect(result.answer).toContain(`---\n${NOTICE_HEADING}: 이 답변은 3회 시도했지만 자동 검증을 통과하지 못했습니다 (${result.verification.status}, ${best}점).`);
    expect(result.answer).toContain(`- ${result.verification.issues[0]}`);
    expect(result.verification.report.attempts).toEqual(result.attempts);
  });

  it('tries as often as the settings say', async () => {
    core.appSettings.update({ verification: { maxAttempts: 1 } });
    llm.script(wrong(70));
    const result = await ask();
    expect(llm.requests).toHaveLength(1);
    expect(result.attempts).toHaveLength(1);
    expect(result.answer).toContain(NOTICE_HEADING);
  });

  it('keeps the best answer so far when regenerating fails', async () => {
    llm.script(wrong(70), { status: 400, error: { message: 'context length exceeded', type: 'invalid_request_error' } });
    const result = await ask();
    expect(result.attempts).toHaveLength(1);
    expect(result.warnings).toContainEqual(expect.stringMatching(/^검증 피드백으로 답변을 다시 만들지 못했습니다: /));
    expect(result.answer).toContain(NOTICE_HEADING);
  });

  it('verifies with the model too when it may, naming each step as it runs', async () => {
    core.appSettings.update({ verification: { useLlm: true } });
    try {
      llm.script(right, byRole({ extract: [{ content: JSON.stringify(EMPTY_EXTRACTION) }], judge: [judgement()] }), byRole({ judge: [judgement()] }));
      const steps: string[] = [];
      const result = expectAnswer(await core.chat.ask({ question: QUESTION, request: 'steps', clarify: false }, { progress: (event) => event.step && steps.push(`${event.phase}:${event.step}`), token: () => undefined }));
      expect(llm.requests.map(roleOf)).toEqual(['answer', 'extract', 'judge']);
      expect(result.verification.report.semantic.method).toBe('llm+grounding');
      expect(steps).toEqual(['start:extract', 'done:extract', 'start:hard_rules', 'start:semantic', 'done:hard_rules', 'done:semantic', 'start:score', 'done:score']);
    } finally {
      core.appSettings.update({ verification: { useLlm: false } });
    }
  });
});

describe('extractive answers', () => {
  let core: Geungeo;
  beforeAll(async () => {
    core = createVerifyLibrary(tempDir());
    expect((await core.ingest([join(import.meta.dirname, 'fixtures/rules/서울특별시_도시계획_조례.md')])).added).toBe(1);
  });
  afterAll(() => core.close());

  it('every extractive answer to the corpus questions passes verification', async () => {
    const questions = [
      ...(JSON.parse(readFileSync(new URL('../eval/retrieval-questions.json', import.meta.url), 'utf8')) as { question: string }[]),
      ...(JSON.parse(readFileSync(new URL('../eval/retrieval-questions-holdout.json', import.meta.url), 'utf8')) as { question: string }[]),
      { question: '서울 종로구 제2종일반주거지역 건폐율과 용적률은?' },
      { question: '서울 제2종일반주거지역에 숙박시설 지을 수 있나요?' },
      { question: '부산 해운대구 준주거지역 용적률 상한은?' },
    ];
    const failures: string[] = [];
    for (const { question } of questions) {
      const result = expectAnswer(await core.chat.ask({ question, llm: 'none', clarify: false }));
      expect(result.mode).toBe('extractive');
      if (result.verification.status !== 'PASS') failures.push(`${question} → ${result.verification.status}: ${result.verification.issues.join(' | ')}`);
    }
    expect(failures).toEqual([]);
  });
});
