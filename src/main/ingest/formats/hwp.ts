// An HWP/HWPX document as kordoc read it (hwp/extraction.ts) → a ParsedDocument: paragraphs, headings and list
// items become lines (a paragraph's own line breaks kept); tables stay tables (structure/table-grid.ts) placed in the
// flow. Pages: a file saved by Hangul carries its layout, and then a page is the file's own page; a file without it
// (made by another program, or by kordoc) has only sections, and gets virtual pages like a Markdown file, a new
// section starting a new page. Every page's text holds its tables' rows as the table chunks write them.
import { normalizeLine } from '../../text/normalize';
import type { HwpBlock, HwpExtraction } from '../../hwp/extraction';
import { metadataFromFirstPage } from '../law-metadata';
import { resolveTable } from '../structure/table-grid';
import { tablePageLines } from '../structure/table-chunks';
import type { ParsedDocument, PlacedTable, SourceLine, TableDraft } from '../types';
import { assertWhole, HwpFileProblem, warningNotes } from './hwp-problems';
import { paginate } from './virtual-pages';

/** A line above a table this short is read as its title when the file gives the table no caption. */
const MAX_CAPTION_CHARS = 200;

/** One line of the document's flow, before pages are settled. */
interface FlowLine {
  text: string;
  /** The page kordoc gives (a real page, or the section number). */
  sourcePage: number;
  level?: number | undefined;
  gapBefore?: boolean | undefined;
  /** A line of a table: which table, and which of its rows (null for its caption and header lines). */
  table?: { index: number; row: number | null } | undefined;
}

export function hwpDocument(extraction: HwpExtraction): ParsedDocument {
  assertWhole(extraction.warnings);
  // An HWP 5/3 body kordoc could read no record of is damaged, not empty (an HWPX with bad XML warns instead).
  if (extraction.blocks.length === 0 && extraction.fileType !== 'hwpx') {
    throw new HwpFileProblem({ id: 'hwp.damaged', partial: false }, 'the document has no content kordoc could read (damaged body?): download it again, or open it in Hangul and save it again');
  }
  const flow: FlowLine[] = [];
  const tables: TableDraft[] = [];
  let page = 1;
  let lastText: string | null = null;

  const addText = (text: string, block: Pick<HwpBlock, 'level'>, gap: boolean) => {
    text.split('\n').forEach((part, index) => {
      const line = normalizeLine(part);
      if (!line) return;
      flow.push({ text: line, sourcePage: page, level: block.level ?? undefined, gapBefore: gap && index === 0 });
      lastText = line;
    });
  };

  const visit = (block: HwpBlock) => {
    page = block.page ?? page;
    if (block.type === 'table' && block.table) {
      const raw = block.table;
      // A one-column or one-cell "table" is a box drawn around text (a title, a note): its text is text.
      if (raw.cols < 2 || raw.rows < 1) {
        for (const row of raw.cells) for (const cell of row) addText(cell.text, { level: null }, true);
        return;
      }
      const resolved = resolveTable(raw, []);
      const caption = [raw.caption ?? (lastText && lastText.length <= MAX_CAPTION_CHARS ? lastText : null), ...resolved.titleRows].filter(Boolean).join(' · ') || null;
      const draft: TableDraft = { table_index: tables.length, page, caption, structure: resolved.structure };
      tables.push(draft);
      // The caption read from the line above is already on the page: the page says it once.
      const lines = tablePageLines(draft).filter((line, index) => !(index === 0 && line.row === null && line.text === lastText));
      for (const line of lines) flow.push({ text: line.text, sourcePage: page, gapBefore: true, table: { index: draft.table_index, row: line.row } });
      lastText = null;
      return;
    }
    if (block.type === 'list') {
      for (const item of block.children) visit(item);
      return;
    }
    if (block.type === 'paragraph' || block.type === 'heading') addText(block.text, block, true);
    if (block.footnote) addText(`각주: ${block.footnote}`, { level: null }, false);
  };
  for (const block of extraction.blocks) visit(block);

  const layout = extraction.pageMode === 'layout';
  const pageOf = layout ? flow.map((line) => line.sourcePage) : virtualPages(flow);
  // (A loop, not Math.max(...pageOf): a long document has more lines than a call may have arguments.)
  const pageCount = pageOf.reduce((most, onPage) => Math.max(most, onPage), layout ? Math.max(1, extraction.pageCount) : 1);

  // Lines outside tables go to the chunker; each table learns its place among them and its rows' pages.
  const lines: SourceLine[] = [];
  const placed: PlacedTable[] = [];
  flow.forEach((line, index) => {
    const onPage = pageOf[index]!;
    if (!line.table) {
      lines.push({ text: line.text, page: onPage, level: line.level, gapBefore: line.gapBefore });
      return;
    }
    const table = tables[line.table.index]!;
    if (!placed.some((entry) => entry.table === table)) {
      table.page = onPage;
      for (const row of table.structure.rows) row.page = onPage;
      placed.push({ lineIndex: lines.length, table });
    }
    if (line.table.row !== null) table.structure.rows[line.table.row]!.page = onPage;
  });
  // Rows without a line of their own (empty rows) stay on the page of the row before them.
  for (const { structure } of tables) {
    for (let index = 1; index < structure.rows.length; index++) {
      const row = structure.rows[index]!;
      row.page = Math.max(row.page, structure.rows[index - 1]!.page);
    }
  }

  const texts = Array.from({ length: pageCount }, () => [] as string[]);
  flow.forEach((line, index) => texts[pageOf[index]! - 1]!.push(line.text));
  return {
    format: extraction.fileType === 'hwpx' ? 'hwpx' : 'hwp',
    pageBasis: layout ? 'file' : 'virtual',
    pageCount,
    pages: texts.map((text, index) => ({ number: index + 1, text: text.join('\n') })),
    lines,
    tables: placed,
    metadata: [metadataFromFirstPage(lines.filter((line) => line.page === 1).map((line) => line.text), extraction.title)],
    warnings: warningNotes(extraction.warnings),
  };
}

/** Virtual pages as for Markdown (virtual-pages.ts), a new section starting a new page. */
function virtualPages(flow: readonly FlowLine[]): number[] {
  const { lines } = paginate(flow.map((line, index) => ({ text: line.text, pageBreak: index > 0 && line.sourcePage !== flow[index - 1]!.sourcePage })));
  return lines.map((line) => line.page);
}
