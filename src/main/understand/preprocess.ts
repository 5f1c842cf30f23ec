// Seed 001's preprocess node: the normalization retrieval already uses (NFC, half-width digits, ㆍ, single spaces),
// the length checks every shell shares, and the short-question flag.
import { GeungeoError } from '../../shared/errors';
import { stripEnding } from '../retrieval/query-terms';
import { normalizeLine } from '../text/normalize';

export const MAX_QUERY_CHARS = 2000;
/** Under this many characters (spaces not counted) a question rarely names what it is about: "카페 돼요?". */
export const SHORT_QUERY_CHARS = 8;

export interface Preprocessed {
  /** The question as normalized text. */
  text: string;
  /** Its words without particles and endings ("주거지역에서" → "주거지역"), for the lexical features. */
  words: string[];
  short: boolean;
}

export function preprocess(query: string): Preprocessed {
  const text = normalizeLine(query.replace(/\s+/g, ' '));
  if (text.length === 0) {
    throw new GeungeoError('INVALID_INPUT', 'The question is empty.', { hint: 'type a question, e.g. "제2종일반주거지역 건폐율 상한은?"', reason: { id: 'question.empty' } });
  }
  if (text.length > MAX_QUERY_CHARS) {
    throw new GeungeoError('INVALID_INPUT', `The question has ${text.length} characters; at most ${MAX_QUERY_CHARS} are understood.`, {
      hint: 'shorten it to the question itself; details can follow in the next message',
      reason: { id: 'question.too-long', chars: text.length, max: MAX_QUERY_CHARS },
    });
  }
  return { text, words: wordsOf(text), short: text.replace(/\s/g, '').length < SHORT_QUERY_CHARS };
}

export function wordsOf(text: string): string[] {
  return text
    .split(/[\s?!.,;:~()[\]{}「」『』<>"'“”‘’/…]+/)
    .map((word) => stripEnding(word.toLowerCase()))
    .filter((word) => word.length > 0);
}
