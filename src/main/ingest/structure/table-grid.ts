// A table read from a file (a full grid in which a merged cell's anchor carries its span) resolved into what the
// store keeps and the chunks say: every row's text per column with merged cells repeated where they reach, the
// header rows (several levels: "구분 > 시설"), rows that are one cell across the table (비고, a condition, a
// sub-title), and each row as a line that names every cell's column — "용도: 위락시설 | 설치기준: 시설면적
// 100㎡당 1대" — so a cell's column is never lost and lexical search still finds the cell's words.
import { normalizeLine } from '../../text/normalize';
import { TABLE_STRUCTURE_VERSION, type TableStructure } from '../../store/document-tables';
import type { RawTable } from '../types';

/** Between the levels of a multi-level column title. */
const LEVEL_SEPARATOR = ' > ';
/** Between the cells of a row line, and between a cell and its column's title. */
const CELL_SEPARATOR = ' | ';

/** Cell text as one normalized line: a cell's own line breaks become spaces. */
export function cellText(text: string): string {
  return normalizeLine(text.replace(/\s*\n\s*/g, ' '));
}

export interface ResolvedTable {
  structure: TableStructure;
  /** Leading rows that are one cell across the table (a title inside the table), read as part of its caption. */
  titleRows: string[];
}

/**
 * Resolves spans and finds the header. `pages[r]` is the page of row r (all the table's start page when the format
 * knows no better).
 */
export function resolveTable(raw: RawTable, pages: readonly number[]): ResolvedTable {
  const rows = raw.rows;
  const cols = raw.cols;
  const text: string[][] = Array.from({ length: rows }, () => new Array<string>(cols).fill(''));
  /** Which anchor (its index in `anchors`) covers each position. */
  const owner: number[][] = Array.from({ length: rows }, () => new Array<number>(cols).fill(-1));
  const anchors: Array<{ row: number; col: number; rowSpan: number; colSpan: number; isHeader: boolean; text: string }> = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (owner[r]![c]! >= 0) continue; // covered by a merged cell above or to the left
      const cell = raw.cells[r]?.[c];
      const rowSpan = clamp(cell?.rowSpan ?? 1, 1, rows - r);
      const colSpan = clamp(cell?.colSpan ?? 1, 1, cols - c);
      const anchor = { row: r, col: c, rowSpan, colSpan, isHeader: cell?.isHeader ?? false, text: cellText(cell?.text ?? '') };
      anchors.push(anchor);
      for (let rr = r; rr < r + rowSpan; rr++) {
        for (let cc = c; cc < c + colSpan; cc++) {
          // A span running into a cell already placed (a malformed file) stops there.
          if (owner[rr]![cc]! >= 0) continue;
          owner[rr]![cc] = anchors.length - 1;
          text[rr]![cc] = anchor.text;
        }
      }
    }
  }
  const acrossAll = (r: number) => cols > 1 && owner[r]!.every((index) => index === owner[r]![0]);

  // Rows that are one cell across the table before any column titles: the table's own title line.
  let first = 0;
  const titleRows: string[] = [];
  while (first < rows - 1 && acrossAll(first) && !anchors[owner[first]![0]!]!.isHeader) titleRows.push(text[first++]![0]!);

  // The header: the leading rows whose cells the file marks as titles, else the first row; extended down as far
  // as a title cell reaches (a "구분" spanning two rows beside a two-level header).
  let headerEnd = first;
  while (headerEnd < rows - 1 && rowAnchors(owner[headerEnd]!, headerEnd, anchors).every((anchor) => anchor.isHeader)) headerEnd++;
  if (headerEnd === first && rows - first >= 2) headerEnd = first + 1;
  for (let r = first; r < headerEnd; r++) {
    for (const anchor of rowAnchors(owner[r]!, r, anchors)) headerEnd = Math.max(headerEnd, Math.min(rows - 1, anchor.row + anchor.rowSpan));
  }

  const header = Array.from({ length: cols }, (_, c) => {
    const levels: string[] = [];
    for (let r = first; r < headerEnd; r++) {
      const label = text[r]![c]!;
      if (label && levels.at(-1) !== label) levels.push(label);
    }
    return levels.join(LEVEL_SEPARATOR);
  });

  return {
    titleRows,
    structure: {
      version: TABLE_STRUCTURE_VERSION,
      columns: cols,
      headerRows: headerEnd - first,
      header,
      rows: text.slice(first).map((cells, index) => ({ cells, page: pages[first + index] ?? pages[0] ?? 1, note: acrossAll(first + index) })),
      spans: anchors
        .filter((anchor) => anchor.row >= first && (anchor.rowSpan > 1 || anchor.colSpan > 1))
        .map(({ row, col, rowSpan, colSpan }) => ({ row: row - first, col, rowSpan, colSpan })),
    },
  };
}

/** The anchors a row starts, left to right. */
function rowAnchors<Anchor extends { row: number }>(owners: readonly number[], row: number, anchors: readonly Anchor[]): Anchor[] {
  return [...new Set(owners)].map((index) => anchors[index]!).filter((anchor) => anchor.row === row);
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, Math.floor(value) || min));
}

/** The column titles as one line: "구분 | 건축물". */
export function headerLine(structure: TableStructure): string {
  const labels: string[] = [];
  for (const label of structure.header) if (label && labels.at(-1) !== label) labels.push(label);
  return labels.join(CELL_SEPARATOR);
}

/**
 * One row as a line: each cell with its column's title ("용도: 위락시설 | 설치기준: 시설면적 100㎡당 1대"); a merged
 * cell once, titled by the columns it covers; a row that is one cell across the table, its text alone.
 */
export function rowLine(structure: TableStructure, index: number): string {
  const row = structure.rows[index]!;
  if (row.note) return row.cells[0] ?? '';
  const parts: Array<{ label: string; value: string }> = [];
  for (let c = 0; c < row.cells.length; c++) {
    const value = row.cells[c]!;
    // A cell merged across columns appears once, under the titles of the columns it covers.
    let end = c;
    while (end + 1 < row.cells.length && coveredBySameCell(structure, index, c, end + 1)) end++;
    const labels = [...new Set(structure.header.slice(c, end + 1).filter(Boolean))];
    c = end;
    if (!value) continue;
    const label = labels.join(' / ');
    const last = parts.at(-1);
    // Neighbouring columns under one title (a two-column "구분") read as one: "구분: 주거지역 · 제1종".
    if (last && label && last.label === label) last.value += ` · ${value}`;
    else parts.push({ label, value });
  }
  return parts.map(({ label, value }) => (label ? `${label}: ${value}` : value)).join(CELL_SEPARATOR);
}

/** Whether columns a and b of a row belong to one merged cell (rather than two cells with the same text). */
function coveredBySameCell(structure: TableStructure, row: number, a: number, b: number): boolean {
  return structure.spans.some((span) => span.row <= row && row < span.row + span.rowSpan && span.col <= a && b < span.col + span.colSpan);
}
