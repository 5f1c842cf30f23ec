// The lexical features of a question: character n-grams of its words without particles, over the text with the
// spaces taken out (so "주차 대수" and "주차대수" share every feature), plus n-grams of its jamo (so a typo such as
// "건페율" for 건폐율 still shares most of them).
import { wordsOf } from './preprocess';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;

/** 건 → ㄱㅓㄴ (as conjoining jamo code points); other characters stay as they are. */
export function toJamo(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < HANGUL_FIRST || code > HANGUL_LAST) {
      out += char;
      continue;
    }
    const index = code - HANGUL_FIRST;
    out += String.fromCodePoint(0x1100 + Math.floor(index / 588), 0x1161 + Math.floor((index % 588) / 28));
    if (index % 28 !== 0) out += String.fromCodePoint(0x11a7 + (index % 28));
  }
  return out;
}

function ngrams(text: string, sizes: readonly number[], prefix: string, into: Map<string, number>, weight: number): void {
  for (const size of sizes) {
    for (let i = 0; i + size <= text.length; i++) {
      const key = prefix + text.slice(i, i + size);
      into.set(key, (into.get(key) ?? 0) + weight);
    }
  }
}

/** Feature counts of a text (already normalized by preprocess). */
export function lexicalFeatures(text: string): Map<string, number> {
  const features = new Map<string, number>();
  const words = wordsOf(text);
  const compact = `^${words.join('')}$`;
  ngrams(compact, [2, 3], 's:', features, 1);
  for (const word of words) if (word.length >= 2) features.set(`w:${word}`, (features.get(`w:${word}`) ?? 0) + 1);
  ngrams(toJamo(words.join('')), [3], 'j:', features, 0.5);
  return features;
}
