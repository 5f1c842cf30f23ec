// The rule tables: national limits parsed from the ingested decree equal the shipped ones; an ordinance yields rows
// for its own jurisdiction; Korean numerals and spacing quirks parse; places and statutes are found by their aliases.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { parseKoreanNumber } from '../src/main/text/korean-numbers';
import { parseZoningLimits } from '../src/main/rules/parse-zoning';
import type { Listed, ZoningLimitRow } from '../src/main/rules/rule-store';
import { findZone } from '../src/main/rules/zones';
import { statutesDir } from '../scripts/corpus-location';
import { corpusDbCopy } from './helpers/corpus-db';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const DECREE = '국토의 계획 및 이용에 관한 법률 시행령';
const ORDINANCE = join(import.meta.dirname, 'fixtures/rules/서울특별시_도시계획_조례.md');

/** A row without where it was read, to compare values and articles across sources. */
const essence = (row: ZoningLimitRow) => [row.jurisdiction, row.zone_district, row.bcr_max, row.far_min, row.far_max, row.law_name, row.article, row.item].join('|');
const bySource = (rows: Listed<ZoningLimitRow>[], kind: string) => rows.filter((row) => row.source_kind === kind).map(essence).sort();

describe('zoning limits parsed from the decree', () => {
  let core: Geungeo;
  beforeAll(() => {
    core = createGeungeo({ dbPath: corpusDbCopy(tempDir()) });
  });
  afterAll(() => core.close());

  it('equal the shipped national rows (21 용도지역 × 제84조①, 제85조①), from the PDF', () => {
    // The Act (법 제77조·제78조) lists a few broad limits of its own; the decree's rows are the ones shipped.
    const rows = core.rules.listZoning({ jurisdiction: '전국' }).filter((row) => row.law_name === DECREE);
    const shipped = bySource(rows, 'shipped');
    expect(shipped).toHaveLength(42);
    expect(bySource(rows, 'parsed')).toEqual(shipped);
    const parsed = rows.find((row) => row.source_kind === 'parsed' && row.zone_district === '제2종일반주거지역' && row.bcr_max !== null)!;
    expect(parsed).toMatchObject({ law_name: DECREE, article: '제84조', item: '제1항제4호', bcr_max: 60, page: expect.any(Number), document: expect.any(Number) });
    // 중심상업지역's "1천500퍼센트" and 준주거지역's range read as numbers.
    expect(rows.find((row) => row.source_kind === 'parsed' && row.zone_district === '중심상업지역' && row.far_max !== null)).toMatchObject({ far_min: 200, far_max: 1500 });
  });

  it('equal the shipped rows from the Markdown decree too', async () => {
    const markdown = createGeungeo({ dbPath: join(tempDir(), 'md.db') });
    try {
      const report = await markdown.ingest([join(statutesDir, '국토의계획및이용에관한법률/시행령.md')]);
      expect(report.added).toBe(1);
      const rows = markdown.rules.listZoning();
      expect(bySource(rows, 'parsed')).toHaveLength(42);
      expect(bySource(rows, 'parsed')).toEqual(bySource(rows, 'shipped'));
    } finally {
      await markdown.close();
    }
  });

  it('gives an ordinance rows for its own jurisdiction, and drops them with the document', async () => {
    const report = await core.ingest([ORDINANCE]);
    expect(report.added).toBe(1);
    expect(report.files[0]!.rule_rows).toBe(16);
    const seoul = core.rules.listZoning({ jurisdiction: '서울특별시' });
    expect(seoul).toHaveLength(16);
    expect(seoul.find((row) => row.zone_district === '제2종일반주거지역' && row.far_max !== null)).toMatchObject({
      law_name: '서울특별시 도시계획 조례',
      article: '제55조',
      item: '제1항제4호',
      far_max: 200,
      source_kind: 'parsed',
    });
    // "60퍼센트이하" without a space and "1천퍼센트" parse.
    expect(seoul.find((row) => row.zone_district === '중심상업지역' && row.bcr_max !== null)?.bcr_max).toBe(60);
    expect(seoul.find((row) => row.zone_district === '중심상업지역' && row.far_max !== null)?.far_max).toBe(1000);

    // An ordinance whose place cannot be told adds no rows, and the report says so.
    const nameless = join(tempDir(), 'ordinance.md');
    writeFileSync(nameless, readFileSync(ORDINANCE, 'utf8').replaceAll('서울특별시 도시계획 조례', '어느 도시계획 조례'));
    const unplaced = await core.ingest([nameless]);
    expect(unplaced.files[0]!.warnings).toContainEqual(expect.stringMatching(/규칙표에 넣지 않음: 건폐율·용적률 항목 16개.*지방자치단체를 읽지 못했습니다.*CSV/));
    expect(unplaced.files[0]!.rule_rows).toBeUndefined();
    expect(core.rules.listZoning().filter((row) => row.law_name === '어느 도시계획 조례')).toEqual([]);

    // Rule rows cascade with their document (rule_sources.document → documents).
    core.store.db.prepare('DELETE FROM documents WHERE id = ?').run(report.files[0]!.document_id!);
    expect(core.rules.listZoning({ jurisdiction: '서울특별시' })).toEqual([]);
  });
});

describe('parsing limits out of stored articles', () => {
  const article = (label: string | null, title: string | null, texts: string[]) => ({ article: label, title, lines: texts.map((text) => ({ text, page: 3 })) });

  it('reads items with ranges, numerals, % and missing spaces; ignores other articles, 부칙 and text outside articles', () => {
    const rows = parseZoningLimits([
      article(null, null, ['1. 일반상업지역 : 80퍼센트 이하']),
      article('제7조', '용도지역안에서의 용적률', [
        '① 용적률은 다음 각 호와 같다.',
        '1. 제2종 일반주거지역 : 100퍼센트 이상 250퍼센트이하',
        '2. 중심상업지역:200%이상1천500%이하',
        '② 제1항에도 불구하고 다음 각 호와 같다.',
        '1. 제2종일반주거지역 : 300퍼센트 이하',
      ]),
      article('제8조', '주차장', ['1. 준주거지역 : 70퍼센트 이하']),
      article('부칙 제2조', '용도지역안에서의 건폐율에 관한 경과조치', ['1. 준주거지역 : 70퍼센트 이하']),
    ]);
    expect(rows).toEqual([
      { zone_district: '제2종일반주거지역', bcr_max: null, far_min: 100, far_max: 250, article: '제7조', item: '제1항제1호', page: 3 },
      { zone_district: '중심상업지역', bcr_max: null, far_min: 200, far_max: 1500, article: '제7조', item: '제1항제2호', page: 3 },
    ]);
  });

  it('numbers an item by the paragraph it stands in', () => {
    const rows = parseZoningLimits([article('제9조', '용도지역안에서의 건폐율', ['① 건폐율은 다음과 같다.', '② 다만, 다음 각 호의 지역은 다음과 같다.', '3. 준주거지역 : 70퍼센트 이하'])]);
    expect(rows).toEqual([{ zone_district: '준주거지역', bcr_max: 70, far_min: null, far_max: null, article: '제9조', item: '제2항제3호', page: 3 }]);
  });

  it('reads Korean numerals', () => {
    expect(parseKoreanNumber('1천500')).toBe(1500);
    expect(parseKoreanNumber('1,500')).toBe(1500);
    expect(parseKoreanNumber('2백')).toBe(200);
    expect(parseKoreanNumber('1만2천')).toBe(12000);
    expect(parseKoreanNumber('12.5')).toBe(12.5);
    expect(parseKoreanNumber('많이')).toBeNull();
  });
});

describe('names people use', () => {
  let core: Geungeo;
  beforeAll(() => {
    core = createGeungeo({ dbPath: join(tempDir(), 'names.db') });
  });
  afterAll(() => core.close());

  it('finds the most specific place a question names, and not places inside other words', () => {
    const find = (text: string) => core.jurisdictions.find(text)?.name ?? null;
    expect(find('서울 종로구 제2종일반주거지역 건폐율 상한은?')).toBe('서울특별시 종로구');
    expect(find('서울특별시종로구')).toBe('서울특별시 종로구');
    expect(find('강남에서 용적률')).toBe('서울특별시 강남구');
    expect(find('분당 준주거지역')).toBe('경기도 성남시 분당구');
    expect(find('경기 광주 계획관리지역')).toBe('경기도 광주시');
    expect(find('부산 중구')).toBe('부산광역시 중구');
    expect(find('중구 건폐율')).toBeNull(); // 중구 is in several cities
    expect(find('고양이 키우는 집')).toBeNull();
    expect(find('경기장 건축')).toBeNull();
    expect(find('용인되는 용도')).toBeNull();
  });

  it('turns spellings into official names and knows what lies above a place', () => {
    expect(core.jurisdictions.canonical('서울')).toBe('서울특별시');
    expect(core.jurisdictions.canonical('종로구')).toBe('서울특별시 종로구');
    expect(core.jurisdictions.canonical('경기 성남시 분당구')).toBe('경기도 성남시 분당구');
    expect(core.jurisdictions.canonical('전국')).toBe('전국');
    expect(core.jurisdictions.canonical('없는시')).toBeNull();
    expect(core.jurisdictions.lineage('경기도 성남시 분당구')).toEqual(['경기도 성남시 분당구', '경기도 성남시', '경기도', '전국']);
  });

  it('ships the 17 시·도 with their 시·군·구', () => {
    const shipped = JSON.parse(readFileSync(join(import.meta.dirname, '../resources/jurisdictions.json'), 'utf8')) as { provinces: { name: string; districts: unknown[] }[] };
    expect(shipped.provinces).toHaveLength(17);
    const levels = core.store.db.prepare('SELECT level, count(*) AS n FROM jurisdictions GROUP BY level').all() as { level: string; n: number }[];
    expect(Object.fromEntries(levels.map((row) => [row.level, row.n]))).toMatchObject({ 전국: 1, 시도: 17 });
    expect(levels.find((row) => row.level === '시군구')!.n).toBeGreaterThan(220);
  });

  it('replaces the places when the shipped list changes', async () => {
    const resourcesDir = tempDir();
    for (const file of ['law-names.json', 'zoning-limits-national.json', 'jurisdictions.json']) copyFileSync(join(import.meta.dirname, '../resources', file), join(resourcesDir, file));
    const dbPath = join(tempDir(), 'places.db');
    const before = createGeungeo({ dbPath, resourcesDir });
    expect(before.jurisdictions.canonical('인천 검단구')).toBe('인천광역시 검단구');
    await before.close();

    const list = JSON.parse(readFileSync(join(resourcesDir, 'jurisdictions.json'), 'utf8')) as { provinces: { name: string; districts: { name: string }[] }[] };
    const incheon = list.provinces.find((province) => province.name === '인천광역시')!;
    incheon.districts = incheon.districts.filter((district) => district.name !== '검단구');
    writeFileSync(join(resourcesDir, 'jurisdictions.json'), JSON.stringify(list));
    const after = createGeungeo({ dbPath, resourcesDir });
    expect(after.jurisdictions.canonical('인천 검단구')).toBeNull();
    expect(after.jurisdictions.canonical('인천 부평구')).toBe('인천광역시 부평구');
    await after.close();
  });

  it('reads zones and statutes by their short names', () => {
    expect(findZone('2종일반주거 용적률')).toBe('제2종일반주거지역');
    expect(findZone('제2종 일반주거지역')).toBe('제2종일반주거지역');
    expect(core.laws.find('국토계획법 시행령 제84조')?.name).toBe(DECREE);
    expect(core.laws.find('국계법 제77조')?.name).toBe('국토의 계획 및 이용에 관한 법률');
  });
});
