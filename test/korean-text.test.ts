import { describe, expect, it } from 'vitest';
import { normalizeLine, normalizeText, toHalfWidth } from '../src/main/text/normalize';
import { withSpelledNumbersAsDigits } from '../src/main/text/spelled-numbers';
import { withoutAsides } from '../src/main/text/parentheses';

describe('Korean text normalization', () => {
  it('composes decomposed Hangul (NFD file names and text from macOS)', () => {
    const decomposed = '건폐율'.normalize('NFD');
    expect(decomposed).not.toBe('건폐율');
    expect(normalizeLine(decomposed)).toBe('건폐율');
  });

  it('turns full-width digits, letters and punctuation into ASCII', () => {
    expect(toHalfWidth('제８４조（건폐율）６０％')).toBe('제84조(건폐율)60%');
  });

  it('keeps ①②, 「」 and ㆍ, and maps other middle dots to ㆍ', () => {
    expect(normalizeLine('① 「건축법」 도로·철도・항만')).toBe('① 「건축법」 도로ㆍ철도ㆍ항만');
  });

  it('removes zero-width characters and collapses odd spaces', () => {
    expect(normalizeLine('\ufeff건폐율\u200b은\u3000 60퍼센트\u00a0이하\t')).toBe('건폐율은 60퍼센트 이하');
  });

  it('keeps line structure but collapses runs of blank lines', () => {
    expect(normalizeText('a\r\n\r\n\r\n\r\nb  c\n')).toBe('a\n\nb c');
  });
});

describe('figures spelled out in words', () => {
  it('reads a Sino-Korean numeral before a unit as its digits, and nothing that only looks like one', () => {
    expect(withSpelledNumbersAsDigits('건폐율은 구십 퍼센트 이하')).toBe('건폐율은 90퍼센트 이하');
    expect(withSpelledNumbersAsDigits('용적률 이백오십 퍼센트, 대지 천오백 제곱미터, 높이 오십이 미터')).toBe('용적률 250퍼센트, 대지 1500제곱미터, 높이 52미터');
    expect(withSpelledNumbersAsDigits('삼만오천 제곱미터')).toBe('35000제곱미터');
    // "이 층" is "this floor", "구구" no numeral, "사천 일대" a place, 100분의 60 and 2천 are read elsewhere.
    for (const text of ['이 층에 있는 시설', '구구 퍼센트', '사천 일대', '백분의 육십', '연면적 2천제곱미터', '5천 제곱미터']) expect(withSpelledNumbersAsDigits(text)).toBe(text);
  });
});

describe('asides in parentheses', () => {
  it('reads a sentence without what stands inside parentheses, nested or full-width', () => {
    expect(withoutAsides('조례로 정하는 건축물(국토교통부령으로 정하는 숙박시설은 제외한다)은 검사를 실시하지 아니하고')).toBe('조례로 정하는 건축물은 검사를 실시하지 아니하고');
    expect(withoutAsides('공동주택(다세대주택(기숙사 포함)은 제외)의 경우（예외）')).toBe('공동주택의 경우');
    // An unmatched closing mark is kept as it stands.
    expect(withoutAsides('1) 도로')).toBe('1) 도로');
  });
});
