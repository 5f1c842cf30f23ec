// An annex's table row as the store holds it: a Markdown or text row ("1. 위락시설 | 시설면적 100㎡당 1대"), or a table
// chunk's row, each cell under its column header ("구분: 건축할 수 있는 건축물 | 호: 가 | 건축물 > 용도: 단독주택" —
// ingest/structure writes table rows so that a cell never loses its column). The cells, without the headers.

/** "건축물 > 용도: " — a column header (no digits, not a sentence) before a cell. */
const HEADER_PREFIX = /^[^:|0-9]{1,30}?:\s+/;

/** The cells of a table row, or null for a line that is none (fewer than two cells, or the header row itself). */
export function tableCells(line: string): string[] | null {
  const cells = line
    .trim()
    .replace(/^\|\s*|\s*\|$/g, '')
    .split(/\s*\|\s*/);
  if (cells.length < 2) return null;
  // A table chunk writes every cell under its header; a Markdown row writes none ("골프장: 1홀당 10대" in a cell of such
  // a row is the cell's own text): headers are taken off only when the first cell has one.
  const headed = HEADER_PREFIX.test(cells[0]!);
  return cells.map((cell) => (headed ? cell.replace(HEADER_PREFIX, '') : cell).trim());
}
