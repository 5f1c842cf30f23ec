// From visual lines to text: drops running headers, footers and bare page numbers, and joins lines that the
// PDF merely wrapped, so that sentences, items and article headings come out whole.
import { normalizeLine } from '../../text/normalize';
import { blockStart } from '../structure/markers';
import type { PageText, SourceLine } from '../types';
import type { VisualLine } from './visual-lines.mjs';

export interface LaidOutDocument {
  pages: PageText[];
  lines: SourceLine[];
  /** Page numbers whose text layer is empty (scans, figures). */
  emptyPages: number[];
}

const PAGE_NUMBER = /^(?:[-–—]\s*)?(?:page\s*|p\.\s*)?\d{1,5}(?:\s*(?:\/|of)\s*\d{1,5})?(?:\s*[-–—])?$|^\d{1,5}\s*쪽$|^-\s*\d{1,5}\s*-$/i;

/** `pageWidth`: the width of the pages (points), to tell a right margin from the end of a short line. */
export function layoutDocument(pageLines: readonly VisualLine[][], pageWidth: number): LaidOutDocument {
  const cleaned = removeRunningLines(pageLines.map((lines) => lines.map((line) => ({ ...line, text: normalizeLine(line.text) })).filter((line) => line.text !== '')));
  const geometry = documentGeometry(cleaned, pageWidth);
  const spacing = spacingVotes(cleaned);
  const pages: PageText[] = [];
  const lines: SourceLine[] = [];
  const emptyPages: number[] = [];
  let previous: { line: SourceLine; visual: VisualLine; page: number } | null = null;

  cleaned.forEach((visualLines, index) => {
    const page = index + 1;
    pages.push({ number: page, text: visualLines.map((line) => line.text).join('\n') });
    if (visualLines.length === 0) emptyPages.push(page);
    for (const visual of visualLines) {
      const newPage = previous !== null && previous.page !== page;
      const join = previous ? wrapJoin(previous.visual, visual, geometry, spacing, newPage) : null;
      if (previous && join !== null) {
        previous.line.text += join + visual.text;
        previous = { ...previous, visual, page };
      } else {
        const line: SourceLine = { text: visual.text, page, gapBefore: previous && !newPage ? isGap(previous.visual, visual) : false };
        lines.push(line);
        previous = { line, visual, page };
      }
    }
  });
  return { pages, lines, emptyPages };
}

interface Geometry {
  /** Where text lines usually start and end on this document's pages. */
  left: number;
  right: number;
  /** Whether lines visibly wrap at `right` at all (many end there); if not, no line is joined to the next. */
  wraps: boolean;
  /** The usual distance between the baselines of consecutive lines. */
  lineGap: number;
}

function documentGeometry(pages: readonly VisualLine[][], pageWidth: number): Geometry {
  const all = pages.flat();
  const gaps: number[] = [];
  for (const page of pages) for (let i = 1; i < page.length; i++) gaps.push(Math.abs(page[i - 1]!.y - page[i]!.y));
  const right = percentile(all.map((line) => line.x1), 0.98) ?? 0;
  const atRight = all.filter((line) => line.x1 >= right - line.size).length;
  return {
    left: mode(all.map((line) => Math.round(line.x0))) ?? 0,
    right,
    wraps: right > 0.6 * pageWidth && atRight >= Math.max(3, 0.05 * all.length),
    lineGap: mode(gaps.map((gap) => Math.round(gap * 2) / 2).filter((gap) => gap > 0)) ?? 0,
  };
}

/**
 * Returns the separator to join `next` onto `previous` ('' or ' '), or null when `next` starts a new line.
 * A line was wrapped when the one before it ran to the right edge (its next word would not have fitted) and
 * the next line does not start a new block.
 */
function wrapJoin(previous: VisualLine, next: VisualLine, geometry: Geometry, spacing: SpacingVotes, newPage: boolean): string | null {
  if (!geometry.wraps) return null;
  const firstWord = leadingSegment(next.text);
  const wordWidth = textWidth(firstWord, next.size);
  const spaceWidth = 0.3 * next.size;
  const reachesEdge = previous.x1 + spaceWidth + wordWidth > geometry.right - 0.5;
  if (!reachesEdge) return null;
  const kind = blockStart(next.text);
  if (kind === 'heading') return null;
  if (kind === 'list' && next.x0 > geometry.left + 1) return null; // indented: a real item, not a wrap
  if (!newPage && geometry.lineGap > 0 && Math.abs(previous.y - next.y) > 1.6 * geometry.lineGap) return null; // paragraph gap
  return wrapSeparator(previous, next, firstWord, wordWidth, geometry, spacing);
}

/**
 * Whether a space stood at the break. Latin words and numbers are only broken at spaces. Korean may be broken
 * between any two characters, so: if the next character would have fitted at the end of the line, the break
 * must have been at a space; otherwise the document itself votes — how often its unbroken text puts a space
 * after the last character, and before the first ("…써 공공복리" vs "송유설비", "제40조").
 */
function wrapSeparator(previous: VisualLine, next: VisualLine, firstWord: string, wordWidth: number, geometry: Geometry, spacing: SpacingVotes): string {
  const last = previous.text.at(-1) ?? '';
  const first = next.text.charAt(0);
  if (/[A-Za-z0-9]/.test(last) && /[A-Za-z0-9]/.test(first)) return ' ';
  if (previous.x1 + wordWidth <= geometry.right - 0.25) return ' ';
  return spacing.spaceLikely(last, first) ? ' ' : '';
}

interface SpacingVotes {
  spaceLikely(before: string, after: string): boolean;
}

function spacingVotes(pages: readonly VisualLine[][]): SpacingVotes {
  // How often the document's own text puts a space between these two characters; and, for pairs it has not
  // seen often enough, how often it follows the one and precedes the other with a space. Counted by UTF-16
  // code unit in typed arrays: this runs over every character of every document.
  const pairSpaced = new Map<number, number>();
  const pairTotal = new Map<number, number>();
  const afterSpaced = new Uint32Array(0x10000);
  const afterTotal = new Uint32Array(0x10000);
  const beforeSpaced = new Uint32Array(0x10000);
  const beforeTotal = new Uint32Array(0x10000);
  const SPACE = 0x20;
  for (const page of pages) {
    for (const { text } of page) {
      for (let i = 0; i + 1 < text.length; i++) {
        const a = text.charCodeAt(i);
        if (a === SPACE) continue;
        const spaced = text.charCodeAt(i + 1) === SPACE;
        const nextIndex = spaced ? i + 2 : i + 1;
        if (nextIndex >= text.length) continue;
        const b = text.charCodeAt(nextIndex);
        if (b === SPACE) continue;
        const pair = a * 0x10000 + b;
        pairTotal.set(pair, (pairTotal.get(pair) ?? 0) + 1);
        afterTotal[a]!++;
        beforeTotal[b]!++;
        if (spaced) {
          pairSpaced.set(pair, (pairSpaced.get(pair) ?? 0) + 1);
          afterSpaced[a]!++;
          beforeSpaced[b]!++;
        }
      }
    }
  }
  // Smoothed towards "no space", the more common case inside Korean words.
  const rate = (spaced: number, total: number) => (spaced + 0.5) / (total + 1.5);
  return {
    spaceLikely: (last, first) => {
      const a = last.charCodeAt(0);
      const b = first.charCodeAt(0);
      const pair = a * 0x10000 + b;
      const seen = pairTotal.get(pair) ?? 0;
      if (seen >= 3) return 2 * (pairSpaced.get(pair) ?? 0) > seen;
      const after = rate(afterSpaced[a]!, afterTotal[a]!);
      const before = rate(beforeSpaced[b]!, beforeTotal[b]!);
      return after * before > (1 - after) * (1 - before);
    },
  };
}

/**
 * The first unbreakable piece of a line: a Latin word or number runs to the next space; Korean breaks after any
 * syllable, but closing marks (」, ), ., …) may not start a line, so they travel with the syllable before them.
 */
function leadingSegment(text: string): string {
  if (isWide(text.charAt(0))) return /^.[」』)\]}〉》.,;:?!”’"'ㆍ]*/u.exec(text)![0];
  return /^[^\s\u1100-\u11ff\u3000-\u9fff\uac00-\ud7a3]+/.exec(text)?.[0] ?? text.charAt(0);
}

function textWidth(text: string, size: number): number {
  let width = 0;
  for (const char of text) width += charWidth(char, size);
  return width;
}

function isGap(previous: VisualLine, next: VisualLine): boolean {
  return Math.abs(previous.y - next.y) > 2.2 * Math.max(previous.size, next.size);
}

const WIDE = /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7a3\uf900-\ufaff\uff00-\uffef]/;

function isWide(char: string): boolean {
  return WIDE.test(char);
}

/** Hangul, Hanja and full-width forms are about one em wide; Latin letters and digits about half. */
function charWidth(char: string, size: number): number {
  return isWide(char) ? size : 0.5 * size;
}

/**
 * Running headers and footers sit apart from the body at the top or bottom of a page — farther from it than
 * lines are from each other — and repeat on many pages (digits aside: "3 / 140"); bare page numbers stand
 * alone there. Both are removed; body text is never touched.
 */
function removeRunningLines(pages: VisualLine[][]): VisualLine[][] {
  const lineGap = typicalLineGap(pages);
  const detached = (line: VisualLine, neighbour: VisualLine | undefined) =>
    neighbour === undefined || lineGap === 0 || Math.abs(line.y - neighbour.y) > 1.5 * lineGap;
  /** Up to two lines at each end of the page that stand apart from the text next to them. */
  const marginLines = (lines: VisualLine[]): VisualLine[] => {
    const byY = [...lines].sort((a, b) => b.y - a.y);
    const found: VisualLine[] = [];
    for (const end of [byY, [...byY].reverse()]) {
      for (let i = 0; i < Math.min(2, end.length - 1); i++) {
        if (!detached(end[i]!, end[i + 1])) break;
        found.push(end[i]!);
      }
    }
    return found;
  };
  // Same text (digits aside) at the same height of the page: a header or footer.
  const key = (line: VisualLine) => `${Math.round(line.y / 4)}:${line.text.replace(/\d+/g, '#').replace(/\s+/g, '')}`;
  const candidates = pages.map(marginLines);
  const counts = new Map<string, number>();
  for (const lines of candidates) for (const k of new Set(lines.map(key))) counts.set(k, (counts.get(k) ?? 0) + 1);
  const repeatThreshold = Math.max(3, Math.ceil(pages.length / 2));
  return pages.map((lines, index) => {
    const margin = new Set(candidates[index]);
    return lines.filter((line) => !(margin.has(line) && (PAGE_NUMBER.test(line.text) || (counts.get(key(line)) ?? 0) >= repeatThreshold)));
  });
}

function typicalLineGap(pages: readonly VisualLine[][]): number {
  const gaps: number[] = [];
  for (const page of pages) {
    const ys = page.map((line) => line.y).sort((a, b) => b - a);
    for (let i = 1; i < ys.length; i++) if (ys[i - 1]! - ys[i]! > 0.5) gaps.push(Math.round((ys[i - 1]! - ys[i]!) * 2) / 2);
  }
  return mode(gaps) ?? 0;
}

/** The most frequent value; on a tie, the smallest (the tighter line pitch, the leftmost margin). */
function mode(values: number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: number | undefined;
  for (const [value, count] of counts) {
    if (best === undefined || count > counts.get(best)! || (count === counts.get(best)! && value < best)) best = value;
  }
  return best;
}

function percentile(values: number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}
