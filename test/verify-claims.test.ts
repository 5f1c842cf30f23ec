// Claim by claim against the source sentence about the same subject: supported, contradicted (an error) or not found
// (a warning alone, not grounded in the ask loop); gathered by what the claim cites and says, not by the question.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Geungeo } from '../src/main/core';
import { importRulesCsv } from '../src/main/rules/csv-import';
import type { VerificationResult } from '../src/shared/contract';
import { createVerifyLibrary, critical, verifyOffline } from './helpers/verify-library';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
let core: Geungeo;
const verify = (question: string, answer: string) => verifyOffline(core, question, answer);
const codes = (result: VerificationResult) => result.findings.filter((found) => found.severity === 'error').map((found) => found.code);
const rowsOf = (result: VerificationResult, kind: string) => result.report.semantic.grounding.filter((row) => row.kind === kind).map((row) => [row.claim, row.outcome]);

beforeAll(() => {
  core = createVerifyLibrary(tempDir());
  // A reviewer's row naming two articles, one for each ratio (as reviewers keep them).
  const csv = join(tempDir(), 'busan-zoning.csv');
  writeFileSync(
    csv,
    'jurisdiction,zone_district,bcr_max,far_min,far_max,law_name,article\n부산광역시,제2종일반주거지역,60%,,220%,부산광역시 도시계획 조례,"제49조제1항제4호, 제50조제1항제4호"\n',
  );
  expect(importRulesCsv(csv, 'zoning', core).errors).toEqual([]);
});
afterAll(() => core.close());

describe('claims aligned with the sentence about the same subject', () => {
  it('aligns a claim with its own sentence among neighbours that state other figures', async () => {
    // 시행령 제34조①: 30미터 (rule), 50미터 (내화구조), 75미터 (공장), 100미터 (무인화 공장), 40미터 (16층 이상 공동주택).
    const right = await verify('직통계단 보행거리?', '건축법 시행령 제34조제1항에 따라 거실에서 직통계단까지 보행거리는 30미터 이하가 되도록 설치해야 합니다.');
    expect(right).toMatchObject({ status: 'PASS', issues: [] });
    expect(rowsOf(right, 'figure')).toEqual([['거리 30m 이하', 'supported']]);
    const wrong = await verify('직통계단 보행거리?', '건축법 시행령 제34조제1항에 따라 거실에서 직통계단까지 보행거리는 35미터 이하가 되도록 설치해야 합니다.');
    expect(codes(wrong)).toEqual(['figure_contradicted']);
    expect(critical(wrong)[0]).toMatch(/'35m 이하' — 같은 내용의 현행 조문은 '30m 이하'/);
  });

  it('supports a figure beyond the rule with its exception’s condition, and contradicts it without', async () => {
    const stated = await verify('직통계단 거리?', '주요구조부가 내화구조 또는 불연재료로 된 건축물은 직통계단까지 보행거리를 50미터 이하로 할 수 있습니다(건축법 시행령 제34조제1항).');
    expect(stated).toMatchObject({ status: 'PASS', issues: [] });
    const dropped = await verify('직통계단 거리?', '거실에서 직통계단까지의 보행거리는 50미터 이하가 되도록 설치해야 합니다(건축법 시행령 제34조제1항).');
    expect(codes(dropped)).toEqual(['exception_as_rule']);
    expect(critical(dropped)[0]).toMatch(/^❌ 예외를 원칙으로 기재: '50m 이하'는 ".*내화구조 또는 불연재료.*"인 경우에 한한 수치입니다 — 원칙은 '30m 이하'/);
    // A ratio beyond the zone's general cap that a relaxation allows, for the condition the answer states.
    const relaxed = await verify('계획관리지역 공장 건폐율', '계획관리지역 건폐율은 40% 이하지만, 2003년 1월 1일 전에 준공된 기존 공장ㆍ창고시설 또는 연구소를 기존 부지에 증축하는 경우에는 50%의 범위에서 조례로 정할 수 있습니다(시행령 제84조제6항제4호).');
    expect(relaxed).toMatchObject({ status: 'PASS', issues: [] });
    expect(codes(await verify('계획관리지역 건폐율', '계획관리지역 건폐율은 50% 이하입니다(국토계획법 시행령 제84조).'))).toContain('cap_exceeded');
  });

  it('judges a claim by the article it cites, not by what the question retrieves', async () => {
    // The question is about something else; the claim's ground is only in the article it cites.
    const question = '빌딩 앞 공간 관리 기준 정리해 주세요';
    const right = await verify(question, '공개공지등에는 연간 60일 이내의 기간 동안 건축조례로 정하는 바에 따라 문화행사를 열거나 판촉활동을 할 수 있습니다(건축법 시행령 제27조의2제6항).');
    expect(right).toMatchObject({ status: 'PASS', issues: [] });
    expect(rowsOf(right, 'figure')).toEqual([['기간 60일 이하', 'supported']]);
    const wrong = await verify(question, '공개공지등에는 연간 30일 이내의 기간 동안 건축조례로 정하는 바에 따라 문화행사를 열거나 판촉활동을 할 수 있습니다(건축법 시행령 제27조의2제6항).');
    expect(codes(wrong)).toEqual(['figure_contradicted']);
  });

  it('contradicts a bound word against the same amount: 이하 where the act says 미만, 이상 where it says 초과', async () => {
    const under = await verify('대수선 신고 기준?', '건축법 제14조제1항제3호에 따라 연면적 200제곱미터 이하이고 3층 미만인 건축물의 대수선은 신고로 됩니다.');
    expect(codes(under)).toEqual(['bound_contradicted']);
    expect(critical(under)[0]).toMatch(/'200㎡ 이하' — 현행 조문은 '200㎡ 미만'/);
    const right = await verify('대수선 신고 기준?', '건축법 제14조제1항제3호에 따라 연면적 200제곱미터 미만이고 3층 미만인 건축물의 대수선은 신고로 됩니다.');
    expect(right).toMatchObject({ status: 'PASS', issues: [] });
  });

  it('tells a figure cited to an article that does not hold it', async () => {
    const result = await verify('피난계단?', '「건축법 시행령」 제34조제1항에 따라 5층 이상 또는 지하 2층 이하인 층에 설치하는 직통계단은 피난계단 또는 특별피난계단으로 설치해야 합니다.');
    expect(codes(result)).toContain('article_misattributed');
    expect(critical(result).join('\n')).toMatch(/제35조/);
  });
});

describe('not found is not contradicted', () => {
  const answer = '건축신고를 하면 구청이 평균 9일 안에 처리해 줍니다.';
  it('warns about a figure nothing gathered speaks about when verified alone', async () => {
    const result = await verify('건축신고 처리 기간?', answer);
    expect(result.issues).toEqual([]);
    expect(result.findings).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'not_found' }));
    expect(result.report.semantic.score).toBeLessThan(100);
  });

  it('calls it not grounded inside the ask loop, where the citation map is all the model saw', async () => {
    const context = (await core.context('건축신고 처리 기간')).citations;
    const result = await core.verifier.verify({ question: '건축신고 처리 기간?', answer, citations: context, llm: null });
    expect(result.findings).toContainEqual(expect.objectContaining({ severity: 'error', code: 'not_grounded' }));
    expect(result.status).not.toBe('PASS');
  });

  it('sets the asker’s own numbers, worked examples and a former value apart from the claims', async () => {
    const result = await verify(
      '대지가 골목에 5미터 닿아요. 도로 문제 없나요?',
      '대지는 도로에 2미터 이상 접해야 하는데(건축법 제44조제1항) 5미터 닿으니까 충족입니다. 일조 이격 기준 높이는 예전 9미터에서 2023년 개정으로 10미터로 바뀌었습니다(건축법 시행령 제86조제1항).',
    );
    expect(result).toMatchObject({ status: 'PASS', issues: [] });
    expect(rowsOf(result, 'figure').map(([claim]) => claim)).toEqual(['거리 2m 이상', '높이 10m']);
  });
});

describe('rule rows and ordinances', () => {
  it('takes a row naming two articles: either article for the ratio it holds', async () => {
    for (const answer of [
      '부산광역시 제2종일반주거지역 용적률은 「부산광역시 도시계획 조례」 제50조제1항제4호에 따라 220% 이하입니다.',
      '부산광역시 제2종일반주거지역 건폐율은 「부산광역시 도시계획 조례」 제49조제1항제4호에 따라 60% 이하입니다.',
    ]) {
      const result = await verify('부산 2종일반주거?', answer);
      expect(result, answer).toMatchObject({ status: 'PASS', issues: [] });
    }
    // An article of the ordinance the row does not name: its text is not in the library — a gap, not an invention.
    const other = await verify('부산 2종일반주거?', '부산광역시 제2종일반주거지역 건폐율은 「부산광역시 도시계획 조례」 제49조제1항제4호에 따라 60% 이하이고, 대지 안의 공지는 같은 조례 제51조가 정합니다.');
    expect(other.issues).toEqual([]);
    expect(other.findings).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'law_not_in_library' }));
    expect(codes(await verify('부산 2종일반주거 용적률?', '부산광역시 제2종일반주거지역 용적률은 부산광역시 도시계획 조례에 따라 250% 이하입니다.'))).toContain('ordinance_ignored');
  });

  it('reads an answer that gives the national range and the ordinance’s figure as having applied the ordinance', async () => {
    for (const answer of [
      '국토계획법 시행령상 제1종일반주거지역 건폐율은 60% 이하, 제2종일반주거지역도 60% 이하이고, 서울은 조례로 제1종ㆍ제2종 일반주거지역 모두 60%입니다.',
      '제2종일반주거지역 용적률 최대 250%, 서울시는 200%입니다.',
      '제2종일반주거지역의 건폐율은 60% 이하, 용적률은 100~250%이며(국토계획법 시행령 제84조, 제85조), 서울은 조례로 각각 60%, 200%입니다.',
    ]) {
      expect(codes(await verify('서울 일반주거지역 건폐율 용적률?', answer)), answer).toEqual([]);
    }
    expect(codes(await verify('서울 2종일반 용적률', '서울 제2종일반주거지역 용적률은 250%입니다.'))).toContain('ordinance_ignored');
  });
});

describe('lists, names and sanctions', () => {
  it('contradicts an item the statute’s list does not hold: a list given whole with one more, or a renamed item', async () => {
    const added = await verify('주요구조부?', '주요구조부(건축법 제2조제1항제7호)는 기초, 내력벽, 기둥, 바닥, 보, 지붕틀, 주계단입니다.');
    expect(codes(added)).toEqual(['list_item_contradicted']);
    expect(critical(added)[0]).toMatch(/'기초'/);
    const renamed = await verify('경관지구 종류?', '경관지구는 시행령 제31조제2항제1호에 따라 다음과 같이 나뉩니다.\n- 자연경관지구\n- 수변경관지구\n- 시가지경관지구');
    expect(codes(renamed)).toEqual(['list_item_contradicted']);
    expect(critical(renamed)[0]).toMatch(/'수변경관지구'.*'특화경관지구'/);
    const whole = await verify('주요구조부?', '주요구조부(건축법 제2조제1항제7호)는 내력벽, 기둥, 바닥, 보, 지붕틀, 주계단입니다.');
    expect(whole).toMatchObject({ status: 'PASS', issues: [] });
    // A list the answer only samples, or words its own way, is not judged.
    expect(codes(await verify('공개공지 대상?', '문화 및 집회시설, 종교시설, 판매시설 등 5천㎡ 이상 건축물은 공개공지를 둬야 합니다(건축법 시행령 제27조의2제1항).'))).toEqual([]);
  });

  it('contradicts an old name the statutes no longer use, giving the current one', async () => {
    const result = await verify('대피공간 문?', '건축법 시행령 제46조제4항에 따라 대피공간으로 통하는 출입문은 갑종방화문으로 설치해야 합니다.');
    expect(codes(result)).toEqual(['term_contradicted']);
    expect(critical(result)[0]).toMatch(/'갑종방화문'.*'60분\+ 방화문'/);
  });

  it('contradicts the wrong kind of sanction for the offence', async () => {
    const wrong = await verify('부설주차장 창고로 쓰면?', '부설주차장을 주차장 외의 용도로 사용하면(주차장법 제19조의4제1항 위반) 100만원 이하의 과태료 대상입니다.');
    expect(codes(wrong)).toContain('sanction_contradicted');
    const right = await verify('부설주차장 창고로 쓰면?', '부설주차장을 주차장 외의 용도로 사용하면(주차장법 제19조의4제1항 위반) 3년 이하의 징역 또는 5천만원 이하의 벌금에 처해집니다(주차장법 제29조제1항제2호).');
    expect(codes(right)).toEqual([]);
  });
});
