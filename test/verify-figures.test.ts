// Figures as statutes and people write them are one quantity: fractions and percents, ranges, units of a dimension,
// Korean numbers, full-width digits; and the five bound words are different claims.
import { describe, expect, it } from 'vitest';
import { boundConflict, compatibleBounds, complementBounds, findFigures, statesFigure } from '../src/main/verify/figures';

const one = (text: string) => {
  const found = findFigures(text);
  expect(found, text).toHaveLength(1);
  return found[0]!;
};
const same = (answer: string, source: string) => statesFigure(one(answer), one(source));

describe('reading figures', () => {
  it('reads a fraction as a share, however it is written', () => {
    for (const [answer, source] of <[string, string][]>[
      ['60%', '100분의 60'],
      ['60퍼센트 이하', '100분의60 이하'],
      ['1/2', '2분의 1'],
      ['2분의1 이상', '50퍼센트 이상'],
      ['절반', '2분의 1'],
      ['3분의 2 이상', '3분의2 이상'],
      ['10%', '1/10'],
      ['60 프로', '６０％'],
    ]) {
      expect(same(answer, source), `${answer} = ${source}`).toBe(true);
    }
    expect(same('1/3', '3분의 2')).toBe(false);
    // A date, a score or a slash between two ratios is no fraction.
    expect(findFigures('2026/11/24')).toEqual([]);
    expect(findFigures('보전관리 20/80')).toEqual([]);
  });

  it('reads ranges with a tilde, 에서/부터 … 까지, and 이상 … 이하', () => {
    for (const text of ['100~250%', '100%~250%', '100에서 250퍼센트까지', '100퍼센트 이상 250퍼센트 이하', '100분의 100 이상 100분의 250 이하']) {
      expect(one(text), text).toMatchObject({ lower: 100, value: 250, unit: '%' });
    }
    expect(same('250%', '100퍼센트 이상 250퍼센트 이하')).toBe(true);
    expect(same('100% 이상', '100퍼센트 이상 250퍼센트 이하')).toBe(true);
    expect(same('100~200%', '100퍼센트 이상 250퍼센트 이하')).toBe(false);
  });

  it('compares lengths, areas, durations, money and counts in their dimension', () => {
    expect(same('1.5m', '1미터 50센티')).toBe(true);
    expect(same('150cm', '1.5미터')).toBe(true);
    expect(same('2년', '24개월')).toBe(true);
    expect(same('6개월', '1년')).toBe(false);
    expect(same('1천500㎡', '1,500제곱미터')).toBe(true);
    expect(same('5천만원 이하', '50,000,000원 이하')).toBe(true);
    expect(same('3억5천만원', '350,000,000원')).toBe(true);
    expect(same('60분 이상', '1시간 이상')).toBe(true);
    expect(same('30일', '1개월')).toBe(false); // days and months are not converted: a month is not 30 days in law
    expect(one('１２층')).toMatchObject({ value: 12, unit: '층' });
    expect(one('1.2배 이하')).toMatchObject({ value: 1.2, unit: '배', bound: '이하' });
    expect(one('연 2회')).toMatchObject({ value: 2, unit: '회' });
    // A date is not a number of days or years.
    expect(findFigures('2026년 3월 24일 시행')).toEqual([]);
    // A difference of shares is read, so that it is not taken for a share.
    expect(one('50%포인트')).toMatchObject({ unit: 'pp' });
  });

  it('reads the bound before or after a figure, arrows and signs included', () => {
    const bound = (text: string) => one(text).bound;
    expect(bound('60퍼센트를 초과할 수 없다')).toBe('이하');
    expect(bound('60퍼센트를 넘지 아니하는')).toBe('이하');
    expect(bound('85㎡ 이내')).toBe('이하');
    expect(bound('200㎡ 미만')).toBe('미만');
    expect(bound('30대를 초과하는')).toBe('초과');
    expect(bound('10cm↑')).toBe('이상');
    expect(bound('최대 60%')).toBe('이하');
    expect(bound('≥ 2분의 1')).toBe('이상');
  });
});

describe('bound words', () => {
  it('keeps 이하/이내 apart from 미만, 이상 apart from 초과', () => {
    expect(compatibleBounds('이하', '이하')).toBe(true);
    expect(compatibleBounds('이하', null)).toBe(true);
    expect(compatibleBounds('미만', '이하')).toBe(false);
    expect(compatibleBounds('이상', '초과')).toBe(false);
    expect(boundConflict('이하', '미만')).toBe(true);
    expect(boundConflict('이상', '초과')).toBe(true);
    expect(boundConflict('이상', '이하')).toBe(false);
    // "200제곱미터 미만이면 신고" restated as "200㎡ 이상이면 허가": the other side of the same line.
    expect(complementBounds('이상', '미만')).toBe(true);
    expect(complementBounds('이하', '미만')).toBe(false);
    expect(same('200㎡ 이상', '200제곱미터 미만')).toBe(true);
    expect(same('200㎡ 이하', '200제곱미터 미만')).toBe(false);
    expect(same('30대 이상', '30대를 초과하는')).toBe(false);
  });
});
