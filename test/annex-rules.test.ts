// Annexes (별표) as rule rows with provenance (issue 27): annex headings become sections of their own; a zone's list of
// what may (or may not) be built, the parking standards and the use vocabulary are derived from them with their item
// and page; a use in everyday words reaches its class by floor area; answers open with the verdict or the count code
// computed; the floor area is asked back only when the verdict depends on it; STEP 2 checks permissions through the
// vocabulary and parking counts. The fixtures are modelled on the official annexes and say in their names that they
// are not the official text (test/fixtures/annexes/*_예시_비공식.md).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { chunkDocument } from '../src/main/ingest/structure/chunker';
import { parseAnnexHeading } from '../src/main/ingest/structure/markers';
import { countParking } from '../src/main/rules/parking';
import { parseLandUseAnnex } from '../src/main/rules/parse-land-use-annex';
import { parseParkingAnnex } from '../src/main/rules/parse-parking-annex';
import { givenArea } from '../src/main/rules/resolve-use';
import { dispatchCall } from '../src/main/api/dispatch';
import { createCallHandlers } from '../src/main/api/handlers';
import type { RuleRow } from '../src/shared/contract';
import { expectAnswer } from './helpers/answers';
import { corpusDbCopy } from './helpers/corpus-db';
import { useTempDir } from './helpers/temp';

const ANNEXES = join(import.meta.dirname, 'fixtures/annexes');
const DECREE = '국토의 계획 및 이용에 관한 법률 시행령';

describe('annex headings', () => {
  it('starts a section at an annex heading, with its title and the article it belongs to; an amendment naming an annex is none', () => {
    const lines = ['■ 국토의 계획 및 이용에 관한 법률 시행령 [별표 5] <개정 2014.1.14>', '제2종일반주거지역안에서 건축할 수 있는 건축물(제71조제1항제4호 관련)', '1. 건축할 수 있는 건축물', '가. 「건축법 시행령」 별표 1 제1호의 단독주택'].map((text) => ({ text, page: 3 }));
    const [chunk] = chunkDocument(lines);
    expect(chunk).toMatchObject({ article: '별표 5', article_title: '제2종일반주거지역안에서 건축할 수 있는 건축물', chapter: '제71조제1항제4호 관련', start_page: 3 });
    expect(chunk!.text.split('\n')[0]).toBe('별표 5(제2종일반주거지역안에서 건축할 수 있는 건축물)');
    for (const amendment of ['[별표1] 제4호 가목(2)의 "다과점"을 "휴게음식점"으로 한다.', '[별표1]을 삭제한다.', '[별표3] 제2호러목, [별표4] 제2호러목 중'])
      expect(parseAnnexHeading(amendment), amendment).toBeNull();
    expect(parseAnnexHeading('[별지 제1호서식]')).toMatchObject({ label: '별지 제1호서식', form: true });
  });
});

describe('annexes in table form (table chunks: each cell under its column)', () => {
  const article = (title: string, lines: string[]) => ({ article: '별표 4', title, lines: lines.map((text) => ({ text, page: 2 })) });

  it('reads a zone annex whose verdict, 호, use and condition are columns, with a footnote a cell points at', () => {
    const rows = parseLandUseAnnex(
      article('제2종전용주거지역안에서 건축할 수 있는 건축물', [
        '구분 | 호 | 건축물 > 용도 | 건축물 > 조건',
        '구분: 건축할 수 있는 건축물 | 호: 가 | 건축물 > 용도: 단독주택',
        '구분: 건축할 수 있는 건축물 | 호: 다 | 건축물 > 용도: 제1종 근린생활시설 | 건축물 > 조건: 바닥면적 합계 1천제곱미터 미만',
        '구분: 도시ㆍ군계획조례로 건축할 수 있는 건축물 | 호: 나 | 건축물 > 용도: 노유자시설 | 건축물 > 조건: 주1)',
        '주1) 바닥면적의 합계가 500제곱미터 이하인 것에 한정한다.',
      ]),
    );
    const row = (activity: string) => rows.find((candidate) => candidate.activity === activity);
    expect(row('단독주택')).toMatchObject({ zone_district: '제2종전용주거지역', permission: '허용', item: '제1호가목', page: 2 });
    expect(row('제1종근린생활시설')).toMatchObject({ permission: '허용', conditions: '바닥면적 합계 1천제곱미터 미만', item: '제1호다목' });
    expect(row('노유자시설')).toMatchObject({ permission: '조건부허용', item: '제2호나목' });
    expect(row('노유자시설')!.conditions).toMatch(/조례.*500제곱미터 이하인 것에 한정한다/);
    expect(row('위락시설')).toMatchObject({ permission: '불허', item: null });
  });

  it('reads a parking annex whose standard is split over two columns', () => {
    const rows = parseParkingAnnex(
      article('부설주차장의 설치대상 시설물 종류 및 설치기준', [
        '시설물 | 설치기준 > 기준 면적 | 설치기준 > 대수',
        '시설물: 1. 위락시설 | 설치기준 > 기준 면적: 시설면적 100제곱미터당 | 설치기준 > 대수: 1대',
        '시설물: 3. 제1종 근린생활시설, 제2종 근린생활시설 | 설치기준 > 기준 면적: 시설면적 200제곱미터당 | 설치기준 > 대수: 1대',
      ]),
    );
    expect(rows.map((row) => [row.use, row.basis, row.per, row.cars, row.item])).toEqual([
      ['위락시설', 'area', 100, 1, '제1호'],
      ['제1종근린생활시설', 'area', 200, 1, '제3호'],
      ['제2종근린생활시설', 'area', 200, 1, '제3호'],
    ]);
  });
});

describe('counting parking from a standard', () => {
  const note = '설치기준에 따라 주차대수를 산정할 때 소수점 이하의 끝수는 0.5 이상이면 1대로 본다. 다만, 해당 시설물 전체에 대하여 산정한 총주차대수가 1대 미만인 경우에는 주차대수를 0으로 본다.';
  const perArea = { basis: 'area' as const, per: 200, cars: 1, formula: '시설면적 200㎡당 1대(시설면적/200㎡)', note };

  it('divides the area by the standard and rounds as the annex’s note says', () => {
    expect(countParking(perArea, { area: 350 })).toMatchObject({ cars: 2, problem: null });
    expect(countParking(perArea, { area: 250 }).cars).toBe(1);
    expect(countParking(perArea, { area: 90 })).toMatchObject({ cars: 0, working: expect.stringContaining('1대 미만은 0') });
    // Without a note on counting, the exact value stands and the working says to check it.
    expect(countParking({ ...perArea, note: null }, { area: 350 })).toMatchObject({ cars: 1.75, working: expect.stringContaining('비고를 확인') });
    expect(countParking(perArea, {})).toMatchObject({ cars: null, problem: expect.stringContaining('시설면적') });
  });

  it('reads a tiered standard and one per unit from their text', () => {
    const tiered = { basis: 'formula' as const, per: null, cars: null, note, formula: '시설면적 50㎡ 초과 150㎡ 이하: 1대, 시설면적 150㎡ 초과: 1대에 150㎡를 초과하는 100㎡당 1대를 더한 대수[1+{(시설면적-150㎡)/100㎡}]' };
    expect(countParking(tiered, { area: 40 })).toMatchObject({ cars: 0, working: expect.stringContaining('50㎡를 넘는') });
    expect(countParking(tiered, { area: 120 }).cars).toBe(1);
    expect(countParking(tiered, { area: 230 })).toMatchObject({ cars: 2, working: expect.stringContaining('1.8') });
    expect(countParking({ basis: 'unit', per: 1, cars: 10, formula: '1홀당 10대', note }, { units: 9 }).cars).toBe(90);
  });

  it('reads a floor area in ㎡ or 평, with the bound a reply gives', () => {
    expect(givenArea('카페 80평 차려도 돼?')).toEqual({ value: 264.5, bound: null });
    expect(givenArea('카페 바닥면적 합계 300㎡ 미만')).toEqual({ value: 300, bound: '미만' });
    expect(givenArea('2종일반주거지역 건폐율')).toBeNull();
  });
});

describe('annexes in a library (corpus PDFs + the annex fixtures)', () => {
  const tempDir = useTempDir();
  let core: Geungeo;

  beforeAll(async () => {
    core = createGeungeo({ dbPath: corpusDbCopy(tempDir()), modelsDir: [] });
    const report = await core.ingest([ANNEXES], { embed: false });
    expect(report.files.map((file) => file.status)).toEqual(readdirSync(ANNEXES).map(() => 'added'));
  });
  afterAll(() => core.close());

  it('derives what may be built in a zone, item by item, with its document and page — and what the list leaves out as 불허', () => {
    const rows = core.rules.listLandUse({ zone: '제2종일반주거지역' }).filter((row) => row.source_kind === 'parsed');
    const row = (activity: string) => rows.find((candidate) => candidate.activity === activity);
    expect(row('제1종근린생활시설')).toMatchObject({ permission: '허용', law_name: DECREE, article: '별표 5', item: '제1호다목', page: 1, document: expect.any(Number) });
    expect(row('제2종근린생활시설')).toMatchObject({ permission: '조건부허용', item: '제2호가목' });
    expect(row('제2종근린생활시설')!.conditions).toMatch(/도시ㆍ군계획조례가 정하는 바에 따라.*단란주점 및 안마시술소는 제외한다/);
    // Narrowed to some kinds of the class: only partly allowed.
    expect(row('교육연구시설')).toMatchObject({ permission: '조건부허용', conditions: expect.stringContaining('유치원') });
    // A list of what may be built is exhaustive.
    expect(row('위락시설')).toMatchObject({ permission: '불허', item: null, conditions: '별표 5의 목록에 없는 용도' });
    // A list of what may not: the class it names whole is 불허, one it narrows 조건부허용 with what is forbidden.
    const planned = core.rules.listLandUse({ zone: '계획관리지역' }).filter((candidate) => candidate.source_kind === 'parsed');
    expect(planned.find((candidate) => candidate.activity === '위락시설')).toMatchObject({ permission: '불허', item: '제1호마목' });
    expect(planned.find((candidate) => candidate.activity === '공동주택')).toMatchObject({ permission: '조건부허용', conditions: '건축할 수 없는 것: 아파트' });
    expect(planned.find((candidate) => candidate.activity === '단독주택')!.conditions).toContain('4층을 초과하는 모든 건축물');
  });

  it('derives parking standards by use and the use vocabulary with their bounds', () => {
    const parking = core.rules.listParking({});
    expect(parking.find((row) => row.use === '판매시설')).toMatchObject({ basis: 'area', per: 150, cars: 1, article: '별표 1', item: '제2호', law_name: '주차장법 시행령' });
    expect(parking.find((row) => row.use === '업무시설')).toMatchObject({ excluding: '외국공관 및 오피스텔은 제외한다' });
    expect(parking.find((row) => row.use === '골프장')).toMatchObject({ basis: 'unit', per: 1, cars: 10 });
    expect(parking.find((row) => row.use === '단독주택')).toMatchObject({ basis: 'formula' });
    expect(parking[0]!.note).toMatch(/0\.5 이상이면 1대/);
    const uses = core.rules.listUseClasses({ use: '휴게음식점' });
    expect(uses.map((row) => [row.class, row.area_below, row.area_from, row.item])).toEqual([
      ['제1종근린생활시설', 300, null, '제3호나목'],
      ['제2종근린생활시설', null, 300, '제4호다목'],
    ]);
    expect(core.rules.listUseClasses({ use: '소매점' })[0]).toMatchObject({ class: '제1종근린생활시설', area_below: 1000 });
  });

  it('titles an annex file by its annex and keeps the act beside it', () => {
    const titles = core.store.documents.list().map((document) => document.title);
    expect(titles).toContain(`${DECREE} 별표 5(제2종일반주거지역안에서 건축할 수 있는 건축물)`);
    expect(titles.filter((title) => title === DECREE)).toHaveLength(1);
  });

  it('answers a permission question with the verdict of each class the use may be, cited to both annexes, and verified', async () => {
    const answer = expectAnswer(await core.chat.ask({ question: '2종일반주거지역에 카페 차려도 돼?', llm: 'none', clarify: false }));
    const first = answer.answer.split('\n\n')[1]!;
    expect(first).toMatch(/^답 — 제2종일반주거지역에서 카페\(휴게음식점\)는 바닥면적의 합계가 300제곱미터 미만이면 제1종근린생활시설로 허용입니다 \[\d\] \[\d\]\. .*300제곱미터 이상이면 제2종근린생활시설로 조건부허용입니다/);
    const cited = answer.citations.map((citation) => `${citation.law_name} ${citation.article}`);
    expect(cited).toEqual(expect.arrayContaining(['건축법 시행령 별표 1', `${DECREE} 별표 5`]));
    expect(answer.verification.status).toBe('PASS');
  });

  it('asks for the floor area only when the verdict depends on it, and a picked choice ends the loop', async () => {
    const asked = await core.chat.ask({ question: '2종일반주거지역에 카페 차려도 돼?', llm: 'none' });
    if (asked.kind !== 'clarify') throw new Error('expected the floor area to be asked');
    expect(asked.clarify.missing).toContain('floor_area');
    expect(asked.clarify.choices).toEqual(['카페 바닥면적의 합계가 300제곱미터 미만', '카페 바닥면적의 합계가 300제곱미터 이상']);
    const answer = expectAnswer(await core.chat.ask({ question: asked.clarify.choices[1]!, conversation: asked.clarify.conversation_id, llm: 'none' }));
    expect(answer.answer.split('\n\n')[1]).toMatch(/300제곱미터 이상이면 제2종근린생활시설로 조건부허용입니다/);
    expect(answer.answer.split('\n\n')[1]).not.toMatch(/미만이면/);
    // The same verdict either way (a 노래연습장 is one class), or the area given: not asked.
    expect((await core.chat.ask({ question: '2종일반주거지역에 노래방 열 수 있나요?', llm: 'none' })).kind).toBe('answer');
    expect((await core.chat.ask({ question: '2종일반주거지역에 카페 80평 차려도 돼?', llm: 'none' })).kind).toBe('answer');
  });

  it('names the zone’s own annex when the library lacks it', async () => {
    const answer = expectAnswer(await core.chat.ask({ question: '제3종일반주거지역에 카페 지을 수 있나요?', llm: 'none', clarify: false }));
    expect(answer.answer.split('\n\n')[1]).toMatch(/^이 라이브러리로는 답할 수 없습니다: .*「국토의 계획 및 이용에 관한 법률 시행령」 별표 6에서 정합니다/);
  });

  it('answers a parking question with the count code computed and its working', async () => {
    const answer = expectAnswer(await core.chat.ask({ question: '편의점 350㎡ 짓는데 주차 몇 대 만들어야 해?', llm: 'none', clarify: false }));
    expect(answer.answer.split('\n\n')[1]).toMatch(/^답 — 편의점\(소매점\)은 제1종근린생활시설로 부설주차장 2대가 필요합니다 \(350㎡ ÷ 200㎡ × 1대 = 1\.75대 → 2대/);
    expect(answer.facts.find((fact) => fact.kind === 'parking')).toMatchObject({ law_name: '주차장법 시행령', article: '별표 1 제3호', n: expect.any(Number) });
    expect(answer.verification.status).toBe('PASS');
  });

  it('fails an answer whose parking count is not the computed one, and judges a use through its class', async () => {
    const wrong = await core.verify({ question: '편의점 350㎡ 짓는데 주차 몇 대 필요해?', answer: '편의점은 제1종 근린생활시설이라 시설면적 200㎡당 1대, 350㎡면 1대입니다 (주차장법 시행령 별표 1).', llm: 'none' });
    expect(wrong.status).not.toBe('PASS');
    expect(wrong.findings.map((finding) => finding.code)).toContain('parking_count_contradicted');
    const right = await core.verify({ question: '편의점 350㎡ 짓는데 주차 몇 대 필요해?', answer: '편의점은 제1종 근린생활시설이라 시설면적 200㎡당 1대, 350㎡면 2대입니다 (주차장법 시행령 별표 1).', llm: 'none' });
    expect(right.findings.map((finding) => finding.code)).not.toContain('parking_count_contradicted');
    // A 편의점 is a 소매점, a 제1종 근린생활시설 (below 1,000㎡), which 별표 5 allows.
    const flipped = await core.verify({ question: '2종일반주거지역에 편의점 열 수 있나요?', answer: '제2종일반주거지역에서 편의점은 건축할 수 없습니다(불허).', llm: 'none' });
    expect(flipped.findings.map((finding) => finding.code)).toContain('permission_contradicted');
  });

  it('lists the annexes’ rows in the rules view with where they stand, and drops them with their document', async () => {
    const handlers = createCallHandlers(core, { shell: 'test', appName: 'Geungeo', appVersion: 'test' }, { emit: () => {} });
    const call = async (name: Parameters<typeof dispatchCall>[1], input: unknown) => {
      const result = await dispatchCall(handlers, name, input);
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    };
    const parking = (await call('rules.list', { table: 'parking' })) as RuleRow[];
    expect(parking.find((row) => row.table === 'parking' && row.use === '위락시설')).toMatchObject({ source_kind: 'parsed', document: expect.any(Number), page: 1, item: '제1호' });
    expect(((await call('rules.list', { table: 'use-class' })) as RuleRow[]).length).toBeGreaterThan(20);
    // A zone filter leaves out what belongs to no zone.
    expect(((await call('rules.list', { zone: '2종일반주거' })) as RuleRow[]).every((row) => row.table === 'zoning' || row.table === 'land-use')).toBe(true);
    const annex = core.store.documents.list().find((document) => document.title?.startsWith('주차장법 시행령 별표 1'))!;
    await call('documents.delete', { id: annex.id });
    expect(core.rules.listParking({})).toHaveLength(0);
  });
});
