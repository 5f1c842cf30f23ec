// Tables kept as tables: a document's tables as the store holds them (document_tables, one row per table, its
// structure as JSON), and the read side a later step uses to turn a table's rows into rule rows with provenance —
// each row with its page, its cells by column and the column's header. Table chunks point here (chunks.table_id,
// first_row, last_row), so a citation of a table chunk can name the rows it holds.
import { z } from 'zod';
import type { Db } from './database';

/** The stored form's version: a reader refuses a structure of another version instead of misreading it. */
export const TABLE_STRUCTURE_VERSION = 1;

export const TableStructureSchema = z.object({
  version: z.literal(TABLE_STRUCTURE_VERSION),
  columns: z.number().int().positive(),
  /** How many of the first rows are the header (column titles, possibly several levels). */
  headerRows: z.number().int().nonnegative(),
  /** Each column's title: its header cells top to bottom, joined with " > " (empty when the header has none). */
  header: z.array(z.string()),
  rows: z.array(
    z.object({
      /** One text per column, merged cells resolved: a cell spanning rows or columns is repeated in each. */
      cells: z.array(z.string()),
      /** The page the row is on (a virtual page for files without page layout). */
      page: z.number().int().positive(),
      /** The row is one cell across the whole table: a note (비고), a condition or a sub-title, not data. */
      note: z.boolean(),
    }),
  ),
  /** The merged cells as the file has them (top-left anchor and size), so the original layout can be rebuilt. */
  spans: z.array(z.object({ row: z.number().int(), col: z.number().int(), rowSpan: z.number().int(), colSpan: z.number().int() })),
});
export type TableStructure = z.infer<typeof TableStructureSchema>;

/** One table of a document as ingestion hands it to the writer. */
export interface TableDraft {
  /** Order in the document, from 0. */
  table_index: number;
  /** The page the table starts on. */
  page: number;
  /** Its title: the caption the file gives it, or the line just above it. */
  caption: string | null;
  structure: TableStructure;
}

export interface StoredTable extends TableDraft {
  id: number;
  document_id: number;
}

export function createTableReader(db: Db) {
  const byDocument = db.prepare<[number], { id: number; document_id: number; table_index: number; page: number; caption: string | null; structure: string }>(
    'SELECT id, document_id, table_index, page, caption, structure FROM document_tables WHERE document_id = ? ORDER BY table_index',
  );
  const byId = db.prepare<[number], { id: number; document_id: number; table_index: number; page: number; caption: string | null; structure: string }>(
    'SELECT id, document_id, table_index, page, caption, structure FROM document_tables WHERE id = ?',
  );
  const read = (row: { id: number; document_id: number; table_index: number; page: number; caption: string | null; structure: string }): StoredTable => ({
    ...row,
    structure: TableStructureSchema.parse(JSON.parse(row.structure)),
  });
  return {
    /** A document's tables in document order. */
    forDocument: (documentId: number): StoredTable[] => byDocument.all(documentId).map(read),
    byId: (id: number): StoredTable | null => {
      const row = byId.get(id);
      return row ? read(row) : null;
    },
  };
}

export type TableReader = ReturnType<typeof createTableReader>;
