// `geungeo verify` and the verification in `geungeo ask`, as a user runs them: the VerificationResult as JSON or
// a readable report, exit code 0 whatever the verdict, clear errors for bad input; and the verification settings.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dispatchCall } from '../src/main/api/dispatch';
import { createCallHandlers } from '../src/main/api/handlers';
import { runCli } from './helpers/cli';
import { createVerifyLibrary } from './helpers/verify-library';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const QUESTION = '서울 종로구 제2종일반주거지역 용적률 상한은?';
const CORRECT = '서울특별시 도시계획 조례 제55조제1항제4호에 따라 200퍼센트 이하입니다. 전국 기준(국토계획법 시행령 제85조제1항제4호)은 100퍼센트 이상 250퍼센트 이하입니다.';
const NATIONAL_ONLY = '국토계획법 시행령 제85조제1항제4호에 따라 용적률은 100퍼센트 이상 250퍼센트 이하입니다.';
let db: string;

beforeAll(async () => {
  const dir = tempDir();
  const core = createVerifyLibrary(dir);
  db = core.store.path;
  await core.close();
});

describe('geungeo verify', () => {
  it('prints the VerificationResult as JSON and exits 0, whatever the verdict', () => {
    const good = runCli(['verify', '--question', QUESTION, '--answer', CORRECT, '--db', db, '--llm', 'none', '--json']);
    expect(good.stderr).toBe('');
    expect(good.status).toBe(0);
    const passed = JSON.parse(good.stdout);
    expect(Object.keys(passed)).toEqual(['status', 'score', 'issues', 'warnings', 'details', 'recommendation', 'report']);
    expect(passed).toMatchObject({ status: 'PASS', issues: [] });
    expect(passed.details.rows).toContainEqual(expect.objectContaining({ jurisdiction: '서울특별시', statement: '용적률 200퍼센트 이하', source: 'zoning:seoul-zoning.csv' }));
    expect(passed.report.steps.map((step: { step: string }) => step.step)).toEqual(['extract', 'hard_rules', 'semantic', 'score']);

    const bad = runCli(['verify', '--question', QUESTION, '--answer', NATIONAL_ONLY, '--db', db, '--llm', 'none', '--json']);
    expect(bad.status).toBe(0);
    const failed = JSON.parse(bad.stdout);
    expect(failed.status).not.toBe('PASS');
    expect(failed.issues).toContainEqual(expect.stringMatching(/^❌ 조례 우선 미적용/));
    expect(failed.recommendation).toMatch(/^(답변을 재작성하세요|답변이 법규와 심각하게 불일치합니다)/);
  });

  it('reads the answer from a file and prints a readable report without --json', () => {
    const file = join(tempDir(), 'answer.txt');
    writeFileSync(file, `${NATIONAL_ONLY}\n`);
    const run = runCli(['verify', '--question', QUESTION, '--answer-file', file, '--db', db, '--llm', 'none']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^검증 결과: (❌ FAIL|🔁 RETRY) [\d.]+\/100 {3}\(0\.6 × 30 \+ 0\.4 × \d+ − 10 × 1 = [\d.]+; PASS ≥ 70, RETRY ≥ 50\)/);
    for (const part of ['검증 결과 (오류 1건', '  ❌ 조례 우선 미적용', '단계:\n  extract', '추출한 수치:', '규칙 검사:', '참조한 규칙 행:', '근거 대조 (grounding', '검증한 주장', '대조한 근거:']) expect(run.stdout).toContain(part);
  });

  it('refuses bad input with one clear line', () => {
    const neither = runCli(['verify', '--question', QUESTION, '--db', db]);
    expect(neither.status).toBe(1);
    expect(neither.stderr).toBe('geungeo: Give the answer with exactly one of --answer or --answer-file. (e.g. --answer-file answer.txt)\n');
    const file = join(tempDir(), 'long.txt');
    writeFileSync(file, '건폐율은 60퍼센트 이하입니다. '.repeat(1_200));
    const long = runCli(['verify', '--question', QUESTION, '--answer-file', file, '--db', db, '--llm', 'none']);
    expect(long.status).toBe(1);
    expect(long.stderr).toMatch(/^geungeo: Invalid input for verify\.answer: .*at most 20,000 characters: verify it in parts/);
  });
});

describe('geungeo ask', () => {
  it('adds the verification and the attempts to --json, and the badge under a printed answer', () => {
    const json = JSON.parse(runCli(['ask', QUESTION, '--db', db, '--llm', 'none', '--json']).stdout);
    expect(json.verification).toMatchObject({ status: 'PASS', score: expect.any(Number), report: { attempts: [{ attempt: 1, status: 'PASS' }] } });
    expect(json.attempts).toEqual([{ attempt: 1, answer: json.answer, status: 'PASS', score: json.verification.score, issues: [] }]);
    const printed = runCli(['ask', QUESTION, '--db', db, '--llm', 'none']);
    expect(printed.status).toBe(0);
    expect(printed.stdout).toMatch(/\n검증: ✅ PASS [\d.]+\/100\n/);
  });
});

describe('verification settings', () => {
  it('has the seed’s defaults, takes valid changes and refuses invalid ones', async () => {
    const core = createVerifyLibrary(tempDir());
    try {
      const handlers = createCallHandlers(core, { shell: 'test', appName: 'Geungeo', appVersion: 'test' });
      expect(await dispatchCall(handlers, 'settings.get', {})).toEqual({
        ok: true,
        value: { verification: { passThreshold: 70, retryThreshold: 50, maxAttempts: 3, useLlm: true }, understanding: { temperature: 0.1, thresholdA: 0.1, thresholdB: 0.05, maxClarifyRetry: 3 }, dates: { referenceDate: null }, place: { defaultPlace: null } },
      });
      // Seed 001's constants are settings too, checked the same way; a bad value changes nothing.
      expect(await dispatchCall(handlers, 'settings.update', { understanding: { thresholdB: 0.2 } })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: expect.stringMatching(/thresholdB must not exceed thresholdA/) } });
      expect(await dispatchCall(handlers, 'settings.update', { understanding: { temperature: 0.2 }, verification: { maxAttempts: 9 } })).toMatchObject({ ok: false });
      expect(core.appSettings.understanding().temperature).toBe(0.1);
      expect(await dispatchCall(handlers, 'settings.update', { verification: { passThreshold: 80 } })).toMatchObject({ ok: true, value: { verification: { passThreshold: 80, retryThreshold: 50 } } });
      expect(await dispatchCall(handlers, 'settings.update', { verification: { retryThreshold: 90 } })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: expect.stringMatching(/retryThreshold must not be above passThreshold/) } });
      expect(await dispatchCall(handlers, 'settings.update', { verification: { maxAttempts: 9 } })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
      // The pass threshold is used: a 92-point answer (it leaves out the 용적률 asked for) passes at 80, not at 95.
      const answer = '제2종일반주거지역 건폐율은 60퍼센트 이하입니다(국토계획법 시행령 제84조).';
      const verify = () => dispatchCall(handlers, 'verify.answer', { question: '제2종일반주거지역 건폐율과 용적률?', answer, llm: 'none' });
      const at80 = await verify();
      expect(at80).toMatchObject({ ok: true, value: { status: 'PASS', score: 92, report: { thresholds: { pass: 80 } } } });
      await dispatchCall(handlers, 'settings.update', { verification: { passThreshold: 95 } });
      expect(await verify()).toMatchObject({ ok: true, value: { status: 'RETRY' } });
    } finally {
      await core.close();
    }
  });
});
