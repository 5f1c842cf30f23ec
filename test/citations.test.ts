// [n] markers: every number must name a passage; the rest are removed and reported.
import { describe, expect, it } from 'vitest';
import { citationsUsed, resolveCitations } from '../src/main/answer/citations';
import type { Citation } from '../src/shared/contract';

const known = new Set([1, 2, 3]);

describe('citation markers', () => {
  it('keeps valid markers and lists them in order of first use', () => {
    const result = resolveCitations('건폐율은 60퍼센트 이하입니다 [2]. 조례가 우선합니다 [1][2].', known);
    expect(result).toEqual({ text: '건폐율은 60퍼센트 이하입니다 [2]. 조례가 우선합니다 [1][2].', cited: [2, 1], removed: [] });
  });

  it('removes numbers that point nowhere, reports them, and tidies the space they leave', () => {
    const result = resolveCitations('용적률은 250퍼센트 이하입니다 [7]. 건폐율은 60퍼센트입니다 [1, 9].', known);
    expect(result.text).toBe('용적률은 250퍼센트 이하입니다. 건폐율은 60퍼센트입니다 [1].');
    expect(result.cited).toEqual([1]);
    expect(result.removed).toEqual([7, 9]);
  });

  it('reads grouped, ranged, full-width and lenticular markers', () => {
    const result = resolveCitations('가 [1-3] 나 【2】 다 ［３］ 라 [1, 2ㆍ3]', known);
    expect(result.text).toBe('가 [1][2][3] 나 [2] 다 [3] 라 [1][2][3]');
    expect(result.cited).toEqual([1, 2, 3]);
  });

  it('does not expand a reversed or huge range into many numbers', () => {
    expect(resolveCitations('[3-1]', known)).toMatchObject({ text: '[3][1]', removed: [] });
    expect(resolveCitations('[1-500]', known)).toMatchObject({ text: '[1]', removed: [500] });
  });

  it('leaves bracketed text that is not a citation and Markdown indentation alone', () => {
    const text = '**[국토의 계획 및 이용에 관한 법률 시행령 기준]**\n    - 항목 [x] [4]';
    expect(resolveCitations(text, known).text).toBe('**[국토의 계획 및 이용에 관한 법률 시행령 기준]**\n    - 항목 [x]');
  });

  it('returns the cited passages, or all of them when the answer cites none', () => {
    const citations = [1, 2, 3].map((n) => ({ n }) as Citation);
    expect(citationsUsed(citations, [3, 1]).map((citation) => citation.n)).toEqual([1, 3]);
    expect(citationsUsed(citations, []).map((citation) => citation.n)).toEqual([1, 2, 3]);
  });
});
