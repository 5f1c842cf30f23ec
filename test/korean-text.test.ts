import { describe, expect, it } from 'vitest';
import { normalizeLine, normalizeText, toHalfWidth } from '../src/main/text/normalize';

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
