// Turns a document's lines into chunks of at most ~1,200 characters. Statutes are cut at article headings;
// a long article is cut only between paragraphs (①②), then between items (1. 2.), with the article heading
// repeated at the top of every piece, so that each chunk says which article it is. Other documents are cut
// at headings and paragraphs the same way. Tables kept as tables (HWP/HWPX) become table chunks in their place in
// the flow, under the article they stand in.
import { createHash } from 'node:crypto';
import { paragraphNumber } from '../../text/circled';
import { CONTINUED_MARK } from '../../text/continued-lead';
import type { ChunkDraft, PlacedTable, SourceLine } from '../types';
import { isItem } from './markers';
import { readStatute, type ArticleSection } from './statute';
import { tablePieces } from './table-chunks';

export const MAX_CHUNK_CHARS = 1200;
/** With fewer article headings than this, a document is treated as a guide or memo, not a statute. */
const MIN_ARTICLES_FOR_STATUTE = 2;

interface Section {
  heading: string | null;
  headingLine: SourceLine | null;
  chapter: string | null;
  article: string | null;
  articleTitle: string | null;
  /** Blocks that should stay together if they can (paragraphs), each a list of units (items). */
  blocks: SourceLine[][][];
}

/** A line with its place in the document, so that tables can be put back between the chunks around them. */
type NumberedLine = SourceLine & { seq: number };

export function chunkDocument(source: readonly SourceLine[], maxChars = MAX_CHUNK_CHARS, tables: readonly PlacedTable[] = []): ChunkDraft[] {
  const lines: NumberedLine[] = source.map((line, seq) => ({ ...line, seq }));
  const statute = readStatute(lines);
  // An annex file (a 별표 alone) has no articles but is read by its annex headings all the same.
  const sections =
    statute.articleCount >= MIN_ARTICLES_FOR_STATUTE || statute.annexCount > 0 ? statute.sections.map(statuteSection) : headingSections(lines);
  // Each piece sorts after the last line it holds; a table, before the line that follows it.
  const drafts: Array<{ key: number; draft: Draft }> = sections.flatMap((section) => packSection(section, maxChars));
  for (const { lineIndex, table } of tables) {
    const section = sectionAt(sections, lineIndex - 1);
    for (const piece of tablePieces(table, maxChars)) {
      drafts.push({
        key: lineIndex - 0.5,
        draft: {
          start_page: piece.start_page,
          end_page: piece.end_page,
          chapter: section?.chapter ?? null,
          article: section?.article ?? null,
          article_title: section?.articleTitle ?? null,
          text: section?.heading ? `${section.heading}\n${piece.text}` : piece.text,
          table: { table_index: table.table_index, first_row: piece.first_row, last_row: piece.last_row },
        },
      });
    }
  }
  // A stable sort: pieces of one table (and of one section) keep their order.
  drafts.sort((a, b) => a.key - b.key);
  return drafts.map(({ draft }, chunk_index) => ({ ...draft, chunk_index, chunk_hash: chunkHash(draft.text) }));
}

/** The section in force at a line: the last one that started at or before it. */
function sectionAt(sections: readonly Section[], seq: number): Section | null {
  let found: Section | null = null;
  for (const section of sections) {
    const start = firstSeq(section);
    if (start !== null && start <= seq) found = section;
  }
  return found;
}

function firstSeq(section: Section): number | null {
  const first = section.headingLine ?? section.blocks[0]?.[0]?.[0];
  return first ? (first as NumberedLine).seq : null;
}

export function chunkHash(text: string): string {
  return createHash('sha256').update(text.normalize('NFC').replace(/\s+/g, ' ').trim()).digest('hex');
}

function statuteSection(section: ArticleSection): Section {
  // Paragraph blocks start at ①②…; inside a block, units start at items "1." (sub-items stay with their item).
  const blocks: SourceLine[][][] = [];
  for (const line of section.lines) {
    if (blocks.length === 0 || paragraphNumber(line.text) !== null) blocks.push([[line]]);
    else if (isItem(line.text)) blocks.at(-1)!.push([line]);
    else blocks.at(-1)!.at(-1)!.push(line);
  }
  return {
    heading: section.heading,
    headingLine: section.headingLine,
    chapter: section.chapter,
    article: section.article,
    articleTitle: section.title,
    blocks,
  };
}

/** Guides and memos: sections at Markdown headings, blocks at blank lines, one unit per line. */
function headingSections(lines: readonly SourceLine[]): Section[] {
  const sections: Section[] = [];
  let topHeading: string | null = null;
  let current: Section | null = null;
  for (const line of lines) {
    if (line.level !== undefined) {
      if (line.level <= 2) topHeading = line.text;
      current = { heading: line.text, headingLine: line, chapter: topHeading, article: null, articleTitle: line.text, blocks: [] };
      sections.push(current);
      continue;
    }
    if (!current) {
      current = { heading: null, headingLine: null, chapter: null, article: null, articleTitle: null, blocks: [] };
      sections.push(current);
    }
    if (current.blocks.length === 0 || line.gapBefore) current.blocks.push([]);
    current.blocks.at(-1)!.push([line]);
  }
  return sections;
}

type Draft = Omit<ChunkDraft, 'chunk_index' | 'chunk_hash'>;

function packSection(section: Section, maxChars: number): Array<{ key: number; draft: Draft }> {
  if (section.blocks.every((block) => block.length === 0)) return [];
  const headingSize = section.heading ? section.heading.length + 1 : 0;
  const budget = Math.max(maxChars - headingSize, 200);
  const pieces: { lines: SourceLine[]; context: string | null }[] = [];
  let piece: SourceLine[] = [];
  let context: string | null = null;

  const flush = () => {
    if (piece.length > 0) pieces.push({ lines: piece, context });
    piece = [];
    context = null;
  };
  /** Adds lines to the current piece; `carry` is the paragraph context to repeat if they open a new piece. */
  const add = (lines: SourceLine[], carry: string | null = null) => {
    if (piece.length > 0 && size(piece) + (context ? context.length + 1 : 0) + size(lines) > budget) flush();
    if (piece.length === 0) context = carry;
    piece.push(...lines);
  };

  for (const block of section.blocks) {
    const blockLines = block.flat();
    if (size(blockLines) <= budget) {
      add(blockLines);
      continue;
    }
    // A paragraph too long for one chunk starts its own, and the chunks that continue it repeat the start of its
    // lead sentence ("③ 제1항에도 불구하고 … 다음 각 호 …"), so that the items in them keep their meaning.
    flush();
    const carry = paragraphNumber(block[0]![0]!.text) !== null ? leadContext(block[0]![0]!.text) : null;
    block.forEach((unit, index) => {
      const unitCarry = index === 0 ? null : carry;
      const unitBudget = budget - (unitCarry ? unitCarry.length + 1 : 0);
      if (size(unit) <= unitBudget) add(unit, unitCarry);
      else for (const line of unit) for (const part of splitLongLine(line, unitBudget)) add([part], unitCarry);
    });
  }
  flush();

  return pieces.map(({ lines, context: carried }, index) => {
    const pages = lines.map((line) => line.page);
    if (index === 0 && section.headingLine) pages.push(section.headingLine.page);
    const body = [...(carried ? [carried] : []), ...lines.map((line) => line.text)].join('\n');
    return {
      key: Math.max(...lines.map((line) => (line as NumberedLine).seq)),
      draft: {
        start_page: Math.min(...pages),
        end_page: Math.max(...pages),
        chapter: section.chapter,
        article: section.article,
        article_title: section.articleTitle,
        text: section.heading ? `${section.heading}\n${body}` : body,
      },
    };
  });
}

/** The first words of a paragraph's lead sentence, marked as an excerpt. */
function leadContext(lead: string): string {
  const clean = lead.replace(/\s*<[^>]*>\s*$/, '');
  return clean.length <= 60 ? `${clean} ${CONTINUED_MARK}` : `${clean.slice(0, 60).trimEnd()} … ${CONTINUED_MARK}`;
}

function size(lines: readonly SourceLine[]): number {
  return lines.reduce((total, line) => total + line.text.length + 1, 0);
}

/** A single line longer than a chunk: cut after sentences, and only as a last resort inside one. */
function splitLongLine(line: SourceLine, budget: number): SourceLine[] {
  if (line.text.length + 1 <= budget) return [line];
  const parts: string[] = [];
  let current = '';
  for (const sentence of line.text.split(/(?<=[.?!])\s+/)) {
    const joined = current ? `${current} ${sentence}` : sentence;
    if (joined.length < budget) {
      current = joined;
      continue;
    }
    if (current) parts.push(current);
    current = sentence;
    while (current.length >= budget) {
      parts.push(current.slice(0, budget - 1));
      current = current.slice(budget - 1);
    }
  }
  if (current) parts.push(current);
  return parts.map((text) => ({ ...line, text }));
}
