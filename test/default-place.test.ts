// A default place (설정 → 기본 지역): stored by its official name, offered as 시·도 and 시·군·구, used by a question
// that names no place — its ordinance rows in the answer's facts and the verifier's checks, said in the scope — and
// never over a place the question names.
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatchCall } from '../src/main/api/dispatch';
import { createCallHandlers } from '../src/main/api/handlers';
import { createGeungeo, type Geungeo } from '../src/main/core';
import type { AnswerResult, AskResult, CallHandlers } from '../src/shared/contract';
import { scopeLabel } from '../src/shared/labels';
import { verificationReport } from '../src/shared/verification-report';
import { expectAnswer } from './helpers/answers';
import { corpusDbCopy } from './helpers/corpus-db';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const ORDINANCE_FIXTURE = join(import.meta.dirname, 'fixtures/rules/서울특별시_도시계획_조례.md');
const QUESTION = '제2종일반주거지역 용적률 상한은?';
/** Right for 전국; in 서울 the ordinance's 200퍼센트 applies and the answer leaves it out. */
const NATIONAL_ANSWER = '제2종일반주거지역의 용적률은 250퍼센트 이하입니다 (국토의 계획 및 이용에 관한 법률 시행령 제85조).';

describe('a default place', () => {
  let core: Geungeo;
  let handlers: CallHandlers;
  const call = async (name: Parameters<typeof dispatchCall>[1], input: unknown) => dispatchCall(handlers, name, input);
  const setPlace = async (defaultPlace: string | null) => {
    const result = await call('settings.update', { place: { defaultPlace } });
    if (!result.ok) throw new Error(result.error.message);
  };
  const ask = async (question: string): Promise<AnswerResult> => {
    const result = await call('chat.ask', { question, clarify: false });
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    return expectAnswer(result.value as AskResult);
  };

  beforeAll(async () => {
    core = createGeungeo({ dbPath: corpusDbCopy(tempDir()) });
    handlers = createCallHandlers(core, { shell: 'test', appName: 'Geungeo', appVersion: 'test' }, { emit: () => {} });
    expect((await core.ingest([ORDINANCE_FIXTURE])).added).toBe(1);
  });
  beforeEach(() => setPlace(null));
  afterAll(() => core.close());

  it('is stored by its official name; an unknown place is refused and changes nothing; 전국 means none', async () => {
    await setPlace('서울 종로구');
    expect((await call('settings.get', {})).ok && core.appSettings.place()).toEqual({ defaultPlace: '서울특별시 종로구' });

    const refused = await call('settings.update', { place: { defaultPlace: '아틀란티스' } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', reason: { id: 'jurisdiction.unknown', value: '아틀란티스' } } });
    expect(core.appSettings.place().defaultPlace).toBe('서울특별시 종로구');

    await setPlace('전국');
    expect(core.appSettings.place().defaultPlace).toBeNull();
    await setPlace('경기도');
    expect((await call('settings.reset', { group: 'place' })).ok).toBe(true);
    expect(core.appSettings.place().defaultPlace).toBeNull();
  });

  it('is offered as each 시·도 with its 시·군·구 and their 일반구', async () => {
    const result = await call('settings.places', {});
    if (!result.ok) throw new Error(result.error.message);
    const provinces = result.value as { name: string; districts: string[] }[];
    expect(provinces).toHaveLength(17);
    expect(provinces.find((province) => province.name === '서울특별시')?.districts).toContain('서울특별시 종로구');
    expect(provinces.find((province) => province.name === '경기도')?.districts).toEqual(expect.arrayContaining(['경기도 성남시', '경기도 성남시 분당구']));
    // Every place offered is one a setting accepts.
    for (const province of provinces) for (const name of [province.name, ...province.districts.slice(0, 3)]) expect(core.jurisdictions.canonical(name)).toBe(name);
  });

  it("changes the verifier's rule rows for a question that names no place", async () => {
    const before = await core.verify({ question: QUESTION, answer: NATIONAL_ANSWER });
    expect(before.report.scope).toEqual({ zone: '제2종일반주거지역', jurisdiction: '전국', place_from: 'none' });
    expect(new Set(before.report.rows.map((row) => row.jurisdiction))).toEqual(new Set(['전국']));
    expect(before.findings.map((finding) => finding.code)).not.toContain('ordinance_ignored');

    await setPlace('서울특별시 종로구');
    const after = await core.verify({ question: QUESTION, answer: NATIONAL_ANSWER });
    expect(after.report.scope).toEqual({ zone: '제2종일반주거지역', jurisdiction: '서울특별시 종로구', place_from: 'default' });
    expect(after.report.rows.map((row) => `${row.jurisdiction} ${row.statement}`)).toContain('서울특별시 용적률 200퍼센트 이하');
    const ignored = after.findings.find((finding) => finding.code === 'ordinance_ignored');
    expect(ignored?.message).toContain('서울특별시 종로구(설정의 기본 지역)');
    expect(verificationReport(after)).toContain('질문 범위: 제2종일반주거지역 · 서울특별시 종로구 (설정의 기본 지역)');
  });

  it('never replaces a place the question names', async () => {
    await setPlace('서울특별시 종로구');
    const busan = await core.verify({ question: `부산 ${QUESTION}`, answer: NATIONAL_ANSWER });
    expect(busan.report.scope).toMatchObject({ jurisdiction: '부산광역시', place_from: 'question' });
    expect(busan.report.rows.some((row) => row.jurisdiction === '서울특별시')).toBe(false);
  });

  it("answers with the default place's ordinance first and says the place came from 설정", async () => {
    const national = await ask(QUESTION);
    expect(national.facts.map((fact) => fact.jurisdiction)).toEqual(['전국']);

    await setPlace('서울특별시 종로구');
    const local = await ask(QUESTION);
    expect(local.scope).toEqual({ zone: '제2종일반주거지역', jurisdiction: '서울특별시 종로구', place_from: 'default' });
    expect(local.facts.map((fact) => [fact.jurisdiction, fact.statement])).toEqual([
      ['서울특별시', '200퍼센트 이하'],
      ['전국', '100퍼센트 이상 250퍼센트 이하'],
    ]);
    expect(scopeLabel(local.scope)).toBe('제2종일반주거지역 · 서울특별시 종로구 (설정의 기본 지역)');
    // The stored conversation keeps where the place came from.
    const history = await call('chat.history', { session: local.session });
    expect(history.ok && JSON.stringify(history.value)).toContain('"place_from":"default"');
  });

  it('reads a district name several 시·도 share as the one in the default 시·도, and asks back otherwise', async () => {
    expect(core.places.of('중구 제2종일반주거지역 건폐율')).toMatchObject({ name: '전국', from: 'none' });
    expect(core.places.of('중구 제2종일반주거지역 건폐율').ambiguous[0]?.candidates).toContain('부산광역시 중구');
    await setPlace('서울특별시 종로구');
    expect(core.places.of('중구 제2종일반주거지역 건폐율')).toEqual({ name: '서울특별시 중구', from: 'question', ambiguous: [] });
    await setPlace('경기도');
    // 경기도 has no 중구: the question still names a place, only not which one — never the default.
    expect(core.places.of('중구 제2종일반주거지역 건폐율')).toMatchObject({ name: '전국', from: 'none' });
    expect(core.places.of('제2종일반주거지역 건폐율')).toEqual({ name: '경기도', from: 'default', ambiguous: [] });
  });
});
