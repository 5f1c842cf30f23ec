// The sentences of the sources a claim is compared with. A passage (an article's chunk) is cut into its paragraphs
// (①), items (1., 1의2.), sub-items (가.) and their sentences; each keeps what it hangs from — the article's title and
// the lead of its paragraph and item ("다음 각 호의 어느 하나에 해당하는 자에게는 200만원 이하의 과태료를 부과한다"
// is what its items are about) — and whether it is an exception ("다만, …") and of what condition. Amendment notes
// (<개정 2014.5.28>) and the chunker's repeated leads ("… (계속)") are dropped: they state nothing.
import { findFigures, type FoundFigure } from './figures';
import type { Passage } from './grounding';
import { circledMark, circledNumber } from '../text/circled';
import { isContinuedLead, withoutContinuedMark } from '../text/continued-lead';
import { parenthesisDepth } from '../text/parentheses';

export interface SourceUnit {
  passage: Passage;
  /** "①", "제4호", "가목": where in the article it stands. */
  place: string;
  paragraph: number | null;
  item: string | null;
  /** The sentence itself. */
  text: string;
  /** What it hangs from: the article's title and the leads of its paragraph and item. */
  context: string;
  figures: FoundFigure[];
  /** Figures of the leads it hangs from (a sanction's amount for the items that name the offences). */
  leadFigures: FoundFigure[];
  /** "다만, …" or a sentence that relaxes another for a condition: its figures hold only under that condition. */
  exception: boolean;
  /** The sentence before it in the same paragraph or item (the rule an exception departs from). */
  previous: SourceUnit | null;
}

const AMENDMENT_NOTE = /<(?:개정|신설|전문개정|제목개정|본조신설|종전|타법개정)[^>]*>|\[(?:본조신설|전문개정|제목개정|종전|시행일)[^\]]*\]/g;
const HEADING = /^(?:부칙\s*)?제\d+조(?:의\d+)?\s*\(/;
const PARAGRAPH = /^([①-⑳])\s*/;
const ITEM = /^(\d+(?:의\d+)?)\.\s*/;
const SUB_ITEM = /^([가-하])\.\s*/;
const SUB_SUB_ITEM = /^\(?(\d+)\)\s*/;
/** Marks a table row among the lines (a character no statute text holds). */
const TABLE_ROW = '\u0000';

/**
 * Sentences of a statute's line: after "다." (or "것." in an item), before "다만," too — not inside parentheses:
 * "철망모르타르(그 바름바탕을 불연재료로 한 것으로 한정한다. 이하 이 조에서 같다) 또는 두께 5센티미터 …" is one.
 */
function sentences(line: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of line.matchAll(/(?<=[다것음]\.)\s+|(?<=\S)\s+(?=다만\s*,)/g)) {
    if (parenthesisDepth(line, match.index) > 0) continue;
    parts.push(line.slice(start, match.index));
    start = match.index + match[0].length;
  }
  parts.push(line.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

const CONDITIONAL = /^다만|경우에(?:는|만|도|에\s*한하여|한정하여)|때에는|에\s*한하여|인\s*경우(?:에는)?|하는\s*경우(?:에는)?/;

/** A line of a box-drawn table ("│일반형 │2.5미터 이상│5.0미터 이상│"), and a border between its rows. */
const TABLE_LINE = /^[│┃┌┐└┘├┤┬┴┼┠┨┏┓┗┛━─┷┯]/;
const TABLE_BORDER = /^[\s┌┐└┘├┤┬┴┼┠┨┏┓┗┛━─┷┯│┃]*$/;

/**
 * The rows of a box-drawn table as sentences: each row's cells, column by column across the lines a row wraps over,
 * prefixed with the header of their column ("일반형 너비 2.5미터 이상 길이 5.0미터 이상").
 */
function tableRows(lines: readonly string[]): string[] {
  const records: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (TABLE_BORDER.test(line)) {
      if (current) records.push(current);
      current = null;
      continue;
    }
    const cells = line.replace(/^[│┃]|[│┃]$/g, '').split(/[│┃]/).map((cell) => cell.trim());
    current ??= cells.map(() => '');
    cells.forEach((cell, i) => {
      if (cell) current![i] = `${current![i] ?? ''} ${cell}`.trim();
    });
  }
  if (current) records.push(current);
  const filled = records.filter((record) => record.some((cell) => cell !== ''));
  if (filled.length < 2) return filled.map((record) => record.join(' '));
  const [header, ...rows] = filled;
  return rows.map((row) => row.map((cell, i) => (i > 0 && header![i] && cell ? `${header![i]} ${cell}` : cell)).filter(Boolean).join(' '));
}

export function sourceUnits(passage: Passage): SourceUnit[] {
  const units: SourceUnit[] = [];
  const title = passage.title ?? '';
  let paragraphLead: { text: string; figures: FoundFigure[] } | null = null;
  let itemLead: { text: string; figures: FoundFigure[] } | null = null;
  let subItemLead: { text: string; figures: FoundFigure[] } | null = null;
  let paragraph: number | null = null;
  let item: string | null = null;

  // Table rows become lines of their own, under the item that introduces the table.
  const lines: string[] = [];
  let table: string[] = [];
  const flush = () => {
    if (table.length > 0) lines.push(...tableRows(table).map((row) => `${TABLE_ROW}${row}`));
    table = [];
  };
  for (const raw of passage.text.split('\n')) {
    if (TABLE_LINE.test(raw.trim())) table.push(raw.trim());
    else {
      flush();
      lines.push(raw);
    }
  }
  flush();

  for (const raw of lines) {
    if (raw.startsWith(TABLE_ROW)) {
      const text = raw.slice(TABLE_ROW.length);
      const leads = [paragraphLead, itemLead, subItemLead].filter((lead): lead is NonNullable<typeof lead> => lead !== null);
      units.push({
        passage,
        place: '표',
        paragraph,
        item,
        text,
        context: [title, ...leads.map((lead) => lead.text)].join(' '),
        figures: findFigures(text),
        leadFigures: [],
        exception: false,
        previous: null,
      });
      continue;
    }
    let line = raw.replace(AMENDMENT_NOTE, '').replace(/\s+/g, ' ').trim();
    if (!line || HEADING.test(line) || /^삭제\s*$/.test(line) || /^\[image/.test(line)) continue;
    // The chunker repeats a paragraph's lead at the top of a chunk that continues it: it sets the scene again,
    // and says nothing new.
    const repeated = isContinuedLead(line);
    if (repeated) line = withoutContinuedMark(line);
    let level: 0 | 1 | 2 | 3 | 4 = 0;
    let body = line;
    let place = '';
    const p = PARAGRAPH.exec(line);
    const i = ITEM.exec(line);
    const s = SUB_ITEM.exec(line);
    const ss = SUB_SUB_ITEM.exec(line);
    if (p) {
      level = 1;
      paragraph = circledNumber(p[1]!);
      item = null;
      place = p[1]!;
      body = line.slice(p[0].length);
    } else if (i) {
      level = 2;
      item = i[1]!;
      place = `${paragraph ? circledMark(paragraph) : ''}제${i[1]}호`;
      body = line.slice(i[0].length);
    } else if (s) {
      level = 3;
      place = `${item ? `제${item}호` : ''}${s[1]}목`;
      body = line.slice(s[0].length);
    } else if (ss) {
      level = 4;
      place = `(${ss[1]})`;
      body = line.slice(ss[0].length);
    }
    if (/^삭제/.test(body)) continue;

    const leads = level === 0 || level === 1 ? [] : level === 2 ? [paragraphLead] : level === 3 ? [paragraphLead, itemLead] : [paragraphLead, itemLead, subItemLead];
    const context = [title, ...leads.map((lead) => lead?.text ?? '')].filter(Boolean).join(' ');
    const leadFigures = leads.flatMap((lead) => lead?.figures ?? []);
    let previous: SourceUnit | null = null;
    for (const sentence of repeated ? [] : sentences(body)) {
      const unit: SourceUnit = {
        passage,
        place,
        paragraph,
        item: level >= 2 ? item : null,
        text: sentence,
        context,
        figures: findFigures(sentence),
        leadFigures,
        exception: previous !== null && CONDITIONAL.test(sentence),
        previous,
      };
      units.push(unit);
      previous = unit;
    }
    const lead = { text: body, figures: findFigures(body) };
    if (level === 0 || level === 1) {
      paragraphLead = lead;
      itemLead = null;
      subItemLead = null;
    } else if (level === 2) {
      itemLead = lead;
      subItemLead = null;
    } else if (level === 3) subItemLead = lead;
  }
  return units;
}
