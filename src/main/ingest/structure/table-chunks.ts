// A table becomes table chunks: each opens with the table's caption and its header line, then holds a group of
// its rows as lines that name every cell's column (table-grid.ts), as many as fit in a chunk. A row is never cut;
// a row longer than a chunk is a chunk of its own. Each chunk records the rows it holds, so a citation of it can
// point at table rows.
import type { TableDraft } from '../types';
import { headerLine, rowLine } from './table-grid';

export interface TablePiece {
  text: string;
  first_row: number;
  last_row: number;
  start_page: number;
  end_page: number;
}

export function tablePieces(table: TableDraft, maxChars: number): TablePiece[] {
  const { structure } = table;
  const head = [table.caption, headerLine(structure)].filter((line): line is string => Boolean(line));
  const headSize = head.reduce((total, line) => total + line.length + 1, 0);
  const budget = Math.max(maxChars - headSize, 200);
  // The data rows; a table that is all header (a title block drawn as a table) is its own content.
  const start = structure.rows.length > structure.headerRows ? structure.headerRows : 0;
  const pieces: TablePiece[] = [];
  let lines: string[] = [];
  let first = start;
  let size = 0;
  const flush = (last: number) => {
    if (lines.length === 0) return;
    const pages = structure.rows.slice(first, last + 1).map((row) => row.page);
    pieces.push({ text: [...head, ...lines].join('\n'), first_row: first, last_row: last, start_page: Math.min(...pages), end_page: Math.max(...pages) });
    lines = [];
    size = 0;
  };
  for (let index = start; index < structure.rows.length; index++) {
    const line = rowLine(structure, index);
    if (!line) continue;
    if (lines.length > 0 && size + line.length + 1 > budget) flush(index - 1);
    if (lines.length === 0) first = index;
    lines.push(line);
    size += line.length + 1;
  }
  flush(structure.rows.length - 1);
  return pieces;
}

/** The lines a table adds to its page's text: the same lines its chunks hold, so the page view can mark them. */
export function tablePageLines(table: TableDraft): Array<{ text: string; row: number | null }> {
  const { structure } = table;
  const start = structure.rows.length > structure.headerRows ? structure.headerRows : 0;
  const lines: Array<{ text: string; row: number | null }> = [];
  if (table.caption) lines.push({ text: table.caption, row: null });
  const header = headerLine(structure);
  if (header) lines.push({ text: header, row: null });
  for (let index = start; index < structure.rows.length; index++) {
    const text = rowLine(structure, index);
    if (text) lines.push({ text, row: index });
  }
  return lines;
}
