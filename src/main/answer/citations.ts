// The [n] markers of an answer. Models write them in several ways ([1], [1, 2], [1][2], [1-3], 【1】, ［１］); each
// number must name a passage of the context. Numbers that point nowhere are removed from the text and reported,
// so a reader never follows a citation to nothing.
import type { Citation } from '../../shared/contract';

export interface CitedAnswer {
  text: string;
  /** The valid numbers cited, in order of first use. */
  cited: number[];
  /** Numbers the text cited that no passage has; removed from the text. */
  removed: number[];
}

// One bracketed group of numbers: "[1]", "[1, 2]", "[1-3]", "[1–3]", full-width brackets and digits are
// normalized before this runs.
const MARKER = /\[(\s*\d+\s*(?:(?:[,，·ㆍ]|[-–~])\s*\d+\s*)*)\]/g;
const MAX_RANGE = 20;

export function resolveCitations(answer: string, known: ReadonlySet<number>): CitedAnswer {
  const cited: number[] = [];
  const removed: number[] = [];
  const note = (list: number[], n: number) => {
    if (!list.includes(n)) list.push(n);
  };
  const text = normalizeBrackets(answer).replace(MARKER, (_, inner: string) => {
    const numbers = expand(inner);
    const valid = numbers.filter((n) => known.has(n));
    for (const n of numbers) note(known.has(n) ? cited : removed, n);
    return valid.map((n) => `[${n}]`).join('');
  });
  return { text: removed.length > 0 ? tidy(text) : text, cited, removed };
}

/** The numbers a text's markers cite, in order, and the text with the markers blanked out (offsets kept). */
export function readMarkers(text: string): { numbers: number[]; blanked: string } {
  const numbers: number[] = [];
  const blanked = normalizeBrackets(text).replace(MARKER, (match, inner: string) => {
    for (const n of expand(inner)) if (!numbers.includes(n)) numbers.push(n);
    return ' '.repeat(match.length);
  });
  return { numbers, blanked };
}

/** The citations an answer uses, in number order; all of them when it cites none (so the reader still sees the sources). */
export function citationsUsed(citations: readonly Citation[], cited: readonly number[]): Citation[] {
  if (cited.length === 0) return [...citations];
  const set = new Set(cited);
  return citations.filter((citation) => set.has(citation.n));
}

function normalizeBrackets(text: string): string {
  return text
    .replace(/[【［]/g, '[')
    .replace(/[】］]/g, ']')
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
}

function expand(inner: string): number[] {
  const numbers: number[] = [];
  for (const part of inner.split(/[,，·ㆍ]/)) {
    const range = /^\s*(\d+)\s*[-–~]\s*(\d+)\s*$/.exec(part);
    if (range) {
      const from = Number(range[1]);
      const to = Number(range[2]);
      // "[1-3]" is a range; "[3-1]" or a huge span is not something to expand.
      if (to >= from && to - from < MAX_RANGE) for (let n = from; n <= to; n++) numbers.push(n);
      else numbers.push(from, to);
    } else numbers.push(Number(part.trim()));
  }
  return numbers;
}

/** Removing a marker can leave "60퍼센트 ." or a doubled space behind (indentation is left alone). */
function tidy(text: string): string {
  return text
    .replace(/(\S)[ \t]+([.,。)])/g, '$1$2')
    .replace(/(\S)[ \t]{2,}/g, '$1 ')
    .replace(/[ \t]+$/gm, '');
}

/**
 * Numbers an answer's sources in the order the reader meets them: the first [n] of the text becomes [1]. `cited` is
 * that order (as the answer cited them); every other passage keeps its place after them. Returns the text with its
 * markers (and "[n] source" labels) rewritten and the map from old to new numbers.
 */
export function numberInOrder(text: string, cited: readonly number[], all: readonly number[]): { text: string; renumber: Map<number, number> } {
  const order = [...cited, ...all.filter((n) => !cited.includes(n))];
  const renumber = new Map(order.map((n, index) => [n, index + 1]));
  return { text: text.replace(/\[(\d+)\]/g, (marker, n: string) => (renumber.has(Number(n)) ? `[${renumber.get(Number(n))}]` : marker)), renumber };
}
