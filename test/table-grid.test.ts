// Tables resolved from a file's grid: merged cells repeated where they reach, the header found with or without the
// file's title-cell marks, a table's own title row taken for its caption, and row lines that name every cell's
// column (a merged cell once, neighbouring columns under one title joined).
import { describe, expect, it } from 'vitest';
import { headerLine, resolveTable, rowLine } from '../src/main/ingest/structure/table-grid';
import type { RawTable } from '../src/main/ingest/types';

/** A grid from rows of cells; 'text@rowSpan,colSpan' merges, '' is a placeholder under a merged cell. */
function grid(rows: string[][], headerRows = 0): RawTable {
  const cells = rows.map((row, r) =>
    row.map((spec) => {
      const [text, span] = spec.split('@');
      const [rowSpan, colSpan] = (span ?? '1,1').split(',').map(Number);
      return { text: text!, rowSpan: rowSpan!, colSpan: colSpan!, isHeader: r < headerRows };
    }),
  );
  return { rows: rows.length, cols: rows[0]!.length, cells };
}

describe('tables resolved from a grid', () => {
  it('takes the first row for the header when the file marks none, and a title row across the table for a caption', () => {
    const { structure, titleRows } = resolveTable(
      grid([
        ['1. 건축할 수 있는 건축물@1,3', '', ''],
        ['용도지역', '건폐율', '용적률'],
        ['제1종전용주거지역', '50퍼센트 이하', '50퍼센트 이상 100퍼센트 이하'],
      ]),
      [3, 3, 4],
    );
    expect(titleRows).toEqual(['1. 건축할 수 있는 건축물']);
    expect(structure.headerRows).toBe(1);
    expect(structure.header).toEqual(['용도지역', '건폐율', '용적률']);
    expect(structure.rows.map((row) => row.page)).toEqual([3, 4]);
    expect(rowLine(structure, 1)).toBe('용도지역: 제1종전용주거지역 | 건폐율: 50퍼센트 이하 | 용적률: 50퍼센트 이상 100퍼센트 이하');
  });

  it('writes a merged data cell once, under the titles of the columns it covers, and joins columns under one title', () => {
    const { structure } = resolveTable(
      grid(
        [
          ['구분@1,2', '', '기준'],
          ['주거지역', '제1종', '조례로 정함@1,1'],
          ['상업지역', '중심', '1천퍼센트 이하'],
          ['공업지역', '전용', ''],
        ],
        1,
      ),
      [1, 1, 1, 1],
    );
    expect(headerLine(structure)).toBe('구분 | 기준');
    expect(rowLine(structure, 1)).toBe('구분: 주거지역 · 제1종 | 기준: 조례로 정함');
    // An empty cell says nothing (no "기준: " with no value).
    expect(rowLine(structure, 3)).toBe('구분: 공업지역 · 전용');
  });

  it('stops a span that runs off the grid or into a placed cell instead of misplacing the rest', () => {
    const { structure } = resolveTable(grid([['가', '나@5,5'], ['다', 'x']]), [1, 1]);
    expect(structure.rows.map((row) => row.cells)).toEqual([
      ['가', '나'],
      ['다', '나'],
    ]);
    expect(structure.spans).toEqual([{ row: 0, col: 1, rowSpan: 2, colSpan: 1 }]);
  });
});
