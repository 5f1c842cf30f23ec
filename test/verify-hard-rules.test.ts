// STEP 2: each hard rule against the rule tables (shipped national limits, the Seoul ordinance CSV, national
// land-use rows) and the ingested statutes — with the rows it consulted and their sources — and a database error
// that becomes an ❌ instead of a crash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeungeo, type Geungeo } from '../src/main/core';
import type { VerificationResult } from '../src/shared/contract';
import { corpusDbCopy } from './helpers/corpus-db';
import { createVerifyLibrary, critical, verifyOffline } from './helpers/verify-library';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const DECREE = '국토의 계획 및 이용에 관한 법률 시행령';
let core: Geungeo;
const verify = (question: string, answer: string) => verifyOffline(core, question, answer);
const checks = (result: VerificationResult, id: string) => result.report.checks.filter((check) => check.id === id);

beforeAll(() => {
  core = createVerifyLibrary(tempDir());
});
afterAll(() => core.close());

describe('2-3 zoning limits', () => {
  it('passes the national cap where no ordinance applies, with the row, its article and page', async () => {
    const result = await verify('제2종일반주거지역 건폐율 상한은?', `국토계획법 시행령 제84조제1항제4호에 따라 60퍼센트 이하입니다.`);
    expect(result).toMatchObject({ status: 'PASS', issues: [] });
    const limit = checks(result, '2-3')[0]!;
    expect(limit).toMatchObject({ verdict: 'pass' });
    const row = result.details.rows.find((candidate) => candidate.id === limit.rows[0])!;
    const national = { table: 'zoning', jurisdiction: '전국', zone_district: '제2종일반주거지역', statement: '건폐율 60퍼센트 이하', law_name: DECREE, article: '제84조제1항제4호', file_name: '국토의계획및이용에관한법률_시행령.pdf' };
    expect(row).toMatchObject(national);
    expect(row.page).toBeGreaterThan(50);
    // The same limit from the shipped table and from the ingested decree: both rows are listed with their source.
    expect(result.details.rows).toEqual(expect.arrayContaining([
      expect.objectContaining({ ...national, source: 'zoning-limits-national.json', source_kind: 'shipped' }),
      expect.objectContaining({ ...national, source: expect.stringMatching(/^document:\d+$/), source_kind: 'parsed' }),
    ]));
    expect(result.details.rows.length).toBeLessThanOrEqual(50);
  });

  it('fails a figure above the cap', async () => {
    const result = await verify('제2종일반주거지역 건폐율 상한은?', '제2종일반주거지역의 건폐율은 70퍼센트 이하입니다.');
    expect(result.status).not.toBe('PASS');
    expect(critical(result)).toContainEqual(expect.stringMatching(/^❌ 건폐율 초과: .*70퍼센트.*60퍼센트 이하/));
    expect(result.report.formula.hard).toBe(30);
  });

  it('fails the national cap where a stricter Seoul ordinance row applies, and passes the ordinance value', async () => {
    const national = await verify('서울 마포구 제2종일반주거지역 용적률은?', '국토계획법 시행령 제85조에 따라 용적률은 100퍼센트 이상 250퍼센트 이하입니다.');
    expect(national.status).not.toBe('PASS');
    expect(critical(national)).toContainEqual(expect.stringMatching(/^❌ 조례 우선 미적용: .*200퍼센트 이하.*서울특별시 도시계획 조례 제55조제1항제4호/));
    const bare = await verify('서울 마포구 제2종일반주거지역 용적률은?', '용적률은 250퍼센트 이하입니다.');
    expect(critical(bare)).toContainEqual(expect.stringMatching(/^❌ 조례 우선 미적용/));
    const both = await verify('서울 마포구 제2종일반주거지역 용적률은?', '서울특별시 도시계획 조례에 따라 200퍼센트 이하입니다. 전국 기준(국토계획법 시행령 제85조)은 100퍼센트 이상 250퍼센트 이하입니다.');
    expect(both).toMatchObject({ status: 'PASS', issues: [] });
    const csvRow = both.details.rows.find((row) => row.jurisdiction === '서울특별시')!;
    expect(csvRow).toMatchObject({ source: 'zoning:seoul-zoning.csv', source_kind: 'csv', law_name: '서울특별시 도시계획 조례', article: '제55조제1항제4호' });
  });

  it('fails a figure below the cap stated as the cap, a minimum stated as the maximum, and a wrong lower bound', async () => {
    const below = await verify('제2종일반주거지역 건폐율?', '제2종일반주거지역의 건폐율은 50퍼센트 이하입니다.');
    expect(critical(below)).toContainEqual(expect.stringMatching(/^❌ 건폐율 상한 오기/));
    const minimum = await verify('제2종일반주거지역 용적률?', '용적률은 100퍼센트 이하입니다.');
    expect(critical(minimum)).toContainEqual(expect.stringMatching(/^❌ 하한을 상한으로 기재/));
    const lower = await verify('제2종일반주거지역 용적률?', '용적률은 150퍼센트 이상 250퍼센트 이하입니다.');
    expect(critical(lower)).toContainEqual(expect.stringMatching(/^❌ 용적률 하한 오류: .*100퍼센트 이상 250퍼센트 이하/));
    const direction = await verify('제2종일반주거지역 건폐율?', '건폐율은 60퍼센트 이상입니다.');
    expect(critical(direction)).toContainEqual(expect.stringMatching(/^❌ 건폐율 기준 방향 오류/));
    for (const result of [below, minimum, lower, direction]) expect(result.status).not.toBe('PASS');
  });

  it('fails a figure cited to the neighbouring article', async () => {
    const result = await verify('제2종일반주거지역 건폐율?', '국토계획법 시행령 제85조에 따라 건폐율은 60퍼센트 이하입니다.');
    expect(critical(result)).toContainEqual(expect.stringMatching(/^❌ 조문 불일치: .*제84조제1항제4호에 있습니다 \(제85조 아님\)/));
  });

  it('says when the place’s ordinance is not in the library, and still passes the national range', async () => {
    const result = await verify('부산 해운대구 제2종일반주거지역 용적률은?', '국토계획법 시행령 제85조에 따라 100퍼센트 이상 250퍼센트 이하의 범위에서 조례로 정합니다.');
    expect(result.status).toBe('PASS');
    expect(result.warnings).toContain('⚠️ 조례가 라이브러리에 없음: 부산광역시 조례가 라이브러리에 없습니다: 그곳에 적용되는 비율은 이 범위 안에서 조례가 정합니다');
    expect(result.findings).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'ordinance_not_in_library' }));
  });

  it('fails a 미만 where the law says 이하: the bound word is a claim of its own', async () => {
    const result = await verify('제2종일반주거지역 건폐율?', '건폐율은 60퍼센트 미만입니다.');
    expect(result.status).not.toBe('PASS');
    expect(critical(result)).toContainEqual(expect.stringMatching(/^❌ 경계 표현 불일치: '60퍼센트 미만' — 원문은 60퍼센트 이하/));
    expect(result.findings).toContainEqual(expect.objectContaining({ severity: 'error', code: 'bound_contradicted' }));
  });
});

describe('2-2 permission', () => {
  const question = '제2종일반주거지역에 숙박시설을 지을 수 있나요?';
  it('fails 허용 where the table says 불허, and 불허 where it says 허용', async () => {
    const allowed = await verify(question, '네, 제2종일반주거지역에서 숙박시설은 건축할 수 있습니다.');
    expect(allowed.status).not.toBe('PASS');
    expect(critical(allowed)).toContainEqual(expect.stringMatching(/^❌ 허가 구분 오류: 답변은 '숙박시설'를 허용\(으\)로 적었지만 제2종일반주거지역에서 불허/));
    const denied = await verify('제2종일반주거지역에 종교시설 가능한가요?', '제2종일반주거지역에서 종교시설은 건축할 수 없습니다.');
    expect(critical(denied)).toContainEqual(expect.stringMatching(/^❌ 허가 구분 오류/));
    const row = denied.details.rows.find((candidate) => candidate.table === 'land-use')!;
    expect(row).toMatchObject({ source: 'land-use:land-use-national.csv', statement: '종교시설: 허용', law_name: DECREE });
  });

  it('passes the right verdict and warns when a conditional one lacks its conditions', async () => {
    expect(await verify(question, '숙박시설은 제2종일반주거지역에서 건축할 수 없습니다(시행령 별표 5).')).toMatchObject({ status: 'PASS' });
    const bare = await verify('제1종일반주거지역에 종교시설 가능?', '제1종일반주거지역의 종교시설은 조건부허용입니다.');
    expect(bare.warnings).toContainEqual(expect.stringMatching(/^⚠️ 조건 미명시: '종교시설'/));
    const stated = await verify('제1종일반주거지역에 종교시설 가능?', '제1종일반주거지역에서 종교시설은 도시ㆍ군계획조례로 정하는 경우에 한하여 건축할 수 있습니다.');
    expect(stated).toMatchObject({ status: 'PASS', issues: [] });
    expect(stated.warnings.filter((warning) => warning.includes('조건'))).toEqual([]);
  });
});

describe('2-1 zones and 2-4 citations', () => {
  it('fails a zone or class that does not exist, and warns about a zone the question did not ask about', async () => {
    const unknown = await verify('건폐율?', '제4종일반주거지역의 건폐율은 60퍼센트 이하입니다.');
    expect(critical(unknown)).toContainEqual(expect.stringMatching(/^❌ 존재하지 않는 용도지역: '제4종일반주거지역'/));
    const prefixed = await verify('역세권 상향?', '역세권은 준상업지역으로 상향할 수 있습니다.');
    expect(critical(prefixed)).toContainEqual(expect.stringMatching(/^❌ 존재하지 않는 용도지역: '준상업지역'/));
    const listed = await verify('일반주거지역 종류?', '일반주거지역은 다음과 같이 나뉩니다.\n- 제1종: 저층주택 중심\n- 제2종: 중층주택 중심\n- 제4종: 고층주택 중심');
    expect(critical(listed)).toContainEqual(expect.stringMatching(/^❌ 존재하지 않는 용도지역: '제4종일반주거지역'/));
    const shop = await verify('편의점은?', '편의점은 제3종근린생활시설에 해당합니다.');
    expect(critical(shop)).toContainEqual(expect.stringMatching(/^❌ 존재하지 않는 구분: '제3종근린생활시설'/));
    // A group with words in front is the group: no error.
    expect(critical(await verify('상업지역 건폐율?', '해당 상업지역의 건폐율은 조례로 정합니다.'))).toEqual([]);
    const other = await verify('제2종일반주거지역 건폐율?', '제3종일반주거지역의 건폐율은 50퍼센트 이하입니다.');
    expect(other.warnings).toContainEqual('⚠️ 용도지역 불일치: 질문은 제2종일반주거지역, 답변은 제3종일반주거지역');
  });

  it('warns about an unknown statute and fails an article that does not exist in an ingested one', async () => {
    const law = await verify('제2종일반주거지역 공장 가능?', '「건축물 용도제한에 관한 특별법」 제12조에 따라 공장은 건축할 수 없습니다.');
    expect(law.warnings).toContainEqual(expect.stringMatching(/^⚠️ 인용 법률 미확인: 「건축물 용도제한에 관한 특별법」/));
    expect(law.status).not.toBe('PASS'); // and nothing supports it (STEP 3)
    const article = await verify('건축선?', '건축법 제99조의3에 따라 건축선은 도로와 접한 부분에 정합니다.');
    expect(critical(article)).toContainEqual('❌ 존재하지 않는 조문: 「건축법」 제99조의3 — 수집된 「건축법」에 제99조의3이(가) 없습니다');
    const paragraph = await verify('건폐율?', '국토계획법 시행령 제84조제19항에 따릅니다.');
    expect(critical(paragraph)).toContainEqual(expect.stringMatching(/^❌ 존재하지 않는 조문: .*제84조제19항/));
    const real = await verify('건폐율?', '국토계획법 시행령 제84조제1항제4호에 따릅니다.');
    expect(checks(real, '2-4').map((check) => check.verdict)).toEqual(['pass', 'pass']);
  });
});

describe('failures', () => {
  it('turns a database error into an ❌ instead of a crash', async () => {
    const broken = createGeungeo({ dbPath: corpusDbCopy(tempDir()), modelsDir: [] });
    try {
      broken.store.db.exec('DROP TABLE land_use_rules');
      const result = await verifyOffline(broken, '제2종일반주거지역에 숙박시설 지을 수 있나요?', '숙박시설은 건축할 수 없습니다.');
      expect(result.status).not.toBe('PASS');
      expect(result.issues).toContainEqual(expect.stringMatching(/^❌ DB 검증 중 오류 발생: .*land_use_rules/));
      expect(result.report.steps.find((step) => step.step === 'hard_rules')).toMatchObject({ status: 'error', score: 30 });
    } finally {
      await broken.close();
    }
  });
});
