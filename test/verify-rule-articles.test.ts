// Which article of a reviewer's row holds which ratio: a row that gives both under two articles names the 건폐율 one
// first and the 용적률 one second ("제49조제1항제4호, 제50조제1항제4호"); Seoul's rows give one ratio each. An answer
// that cites the 건폐율 article for its 용적률 — with the figure, or in a line of grounds apart from the figures — cites
// the wrong article.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Geungeo } from '../src/main/core';
import { importRulesCsv } from '../src/main/rules/csv-import';
import type { VerificationResult } from '../src/shared/contract';
import { createVerifyLibrary, verifyOffline } from './helpers/verify-library';
import { useTempDir } from './helpers/temp';

const BUSAN_ZONING_CSV = fileURLToPath(new URL('../eval/rules/independent-zoning.csv', import.meta.url));
const tempDir = useTempDir();
let core: Geungeo;
const errors = (result: VerificationResult) => result.findings.filter((found) => found.severity === 'error').map((found) => found.code);

beforeAll(() => {
  core = createVerifyLibrary(tempDir());
  expect(importRulesCsv(BUSAN_ZONING_CSV, 'zoning', core).errors).toEqual([]);
});
afterAll(() => core.close());

describe('the article of a row that holds both ratios', () => {
  it('holds a 용적률 to the second article of the row and a 건폐율 to the first', async () => {
    const answer = (bcr: string, far: string) =>
      `부산 제2종일반주거지역은 건폐율 60%(부산광역시 도시계획 조례 ${bcr}), 용적률 220%(부산광역시 도시계획 조례 ${far})입니다.`;
    expect(errors(await verifyOffline(core, '부산 제2종일반주거지역 건폐율 용적률', answer('제49조제1항제4호', '제50조제1항제4호')))).toEqual([]);
    expect(errors(await verifyOffline(core, '부산 제2종일반주거지역 건폐율 용적률', answer('제49조제1항제4호', '제49조제1항제4호')))).toContain('row_article_mismatch');
  });
});

describe('a line of grounds that names one article for both ratios', () => {
  const answer = (grounds: string) =>
    `서울 일반상업지역의 비율입니다.\n\n| 항목 | 국토계획법 시행령 | 서울시 조례 |\n|---|---|---|\n| 건폐율 | 80% 이하 | 60% |\n| 용적률 | 200~1,300% | 800% |\n\n- **[근거]** ${grounds}`;
  it('finds the ratio the article does not hold', async () => {
    const both = await verifyOffline(core, '서울 일반상업지역 건폐율 용적률', answer('건폐율·용적률 모두 서울특별시 도시계획 조례 제54조제1항제8호'));
    expect(both.findings.filter((found) => found.code === 'row_article_mismatch').map((found) => found.message)).toEqual([expect.stringContaining('제55조제1항제8호')]);
  });
  it('leaves each ratio cited to its own article, and a line that names only the ratio its article holds', async () => {
    expect(errors(await verifyOffline(core, '서울 일반상업지역 건폐율 용적률', answer('건폐율은 서울특별시 도시계획 조례 제54조제1항제8호, 용적률은 제55조제1항제8호')))).toEqual([]);
    expect(errors(await verifyOffline(core, '서울 일반상업지역 건폐율 용적률', answer('건폐율 — 서울특별시 도시계획 조례 제54조제1항제8호')))).toEqual([]);
  });
});
