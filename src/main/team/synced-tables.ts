// What travels with a document between a laptop and the team library: the document's own columns, then every
// table whose rows belong to a document, declared once here. Publishing reads these tables for a document, the
// server keeps them in tables made from these declarations (server-schema.ts), and a pull writes them back —
// all three generically (document-rows.ts), so a new table derived from documents (the rule rows read from 별표
// annex tables, the table structures of chunks) is synced by adding its entry here and nothing else.
//
// Ids differ on every laptop. A row names its document through an owner column (set to the local document's id on
// arrival), and a row of an earlier table through that row's key within the document (chunks → their document
// table by table_index, rule rows → their source by name): the server holds keys, never local ids.
import type { Db } from '../store/database';
import { createBigramIndexer } from '../store/bigrams';

export type ColumnType = 'integer' | 'real' | 'text';

export interface SyncedColumn {
  name: string;
  type: ColumnType;
}

/** One row of a synced table as it travels: its columns by name. */
export type SyncedRow = Record<string, string | number | null>;

export interface SyncedTable {
  /** The local (SQLite) table; on the server its rows are in team_<table>. */
  table: string;
  /** Why it travels with its document. */
  why: string;
  /** The column holding the local document's id (set on arrival), or null when the row belongs through a reference. */
  owner: string | null;
  /** The reference whose row belongs to the document, when `owner` is null. */
  ownedThrough?: string | undefined;
  /** Copied as they are. */
  columns: readonly SyncedColumn[];
  /** Names a row within its document, for later tables' references to it (local ids differ on every laptop). */
  key?: string | undefined;
  /** Columns holding the local id of a row of an earlier table in this list: sent as that row's key. */
  references?: readonly { column: string; table: string }[] | undefined;
  /** Text columns that carry the document's local id after a colon ("document:12"): sent as "document:{document}". */
  documentIdIn?: readonly string[] | undefined;
  /** The column rows are read (and written back) in; default the key, else the order they were written in. */
  order?: string | undefined;
  /** Which of the document's rows travel (SQL over the table as `t`); all when absent. */
  where?: string | undefined;
  /** Indexes a row needs besides its table's own triggers, once it is inserted on arrival. */
  indexes?: ((db: Db) => (id: number, row: SyncedRow) => void) | undefined;
}

/**
 * The document's own columns that travel. Not here: the local id, the file's path on this laptop, its status there
 * (present or missing) and when it was added there; the content hash travels as the document's identity.
 */
export const DOCUMENT_COLUMNS: readonly SyncedColumn[] = [
  { name: 'file_name', type: 'text' },
  { name: 'format', type: 'text' },
  { name: 'title', type: 'text' },
  { name: 'law_name', type: 'text' },
  { name: 'law_kind', type: 'text' },
  { name: 'law_type', type: 'text' },
  { name: 'effective_date', type: 'text' },
  { name: 'promulgation_date', type: 'text' },
  { name: 'promulgation_number', type: 'text' },
  { name: 'page_count', type: 'integer' },
  { name: 'bytes', type: 'integer' },
  { name: 'warnings', type: 'text' },
  // Whether its page numbers are the file's own (the page view can draw them) or packed lines (shown as text).
  { name: 'page_basis', type: 'text' },
];

/** In order: a table comes after every table it references. */
export const SYNCED_TABLES: readonly SyncedTable[] = [
  {
    table: 'pages',
    why: 'the text of each page: the page view of a Markdown or text document, and where a quoted line stands',
    owner: 'document_id',
    order: 'page_number',
    columns: [
      { name: 'page_number', type: 'integer' },
      { name: 'text', type: 'text' },
    ],
  },
  {
    table: 'document_tables',
    why: 'a table as the file has it (rows × cells, header, each row’s page): what a table chunk and a citation of a row point at',
    owner: 'document_id',
    key: 'table_index',
    columns: [
      { name: 'table_index', type: 'integer' },
      { name: 'page', type: 'integer' },
      { name: 'caption', type: 'text' },
      { name: 'structure', type: 'text' },
    ],
  },
  {
    table: 'chunks',
    why: 'what search, answers and the verifier read: each article (or part of one) with its pages and structure',
    owner: 'document_id',
    key: 'chunk_index',
    columns: [
      { name: 'chunk_index', type: 'integer' },
      { name: 'start_page', type: 'integer' },
      { name: 'end_page', type: 'integer' },
      { name: 'chapter', type: 'text' },
      { name: 'article', type: 'text' },
      { name: 'article_title', type: 'text' },
      { name: 'text', type: 'text' },
      { name: 'chunk_hash', type: 'text' },
      { name: 'first_row', type: 'integer' },
      { name: 'last_row', type: 'integer' },
    ],
    references: [{ column: 'table_id', table: 'document_tables' }],
    // The trigram index fills itself by trigger; the two-character index is written beside each chunk.
    indexes: (db) => {
      const index = createBigramIndexer(db);
      return (id, row) => index(id, String(row.text), row.article_title === null ? null : String(row.article_title));
    },
  },
  {
    table: 'rule_sources',
    why: "the rule rows a reviewer's laptop read from an official text, as a source of their own (the reviewer's switch to disable one stays on each laptop)",
    owner: 'document',
    key: 'name',
    columns: [
      { name: 'kind', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'content_hash', type: 'text' },
      { name: 'speaks_for', type: 'text' },
    ],
    documentIdIn: ['name'],
  },
  {
    table: 'zoning_limits',
    why: "건폐율·용적률 rows read from the document: the team gets exactly the rows its reviewers' laptops read",
    owner: 'document',
    columns: [
      { name: 'jurisdiction', type: 'text' },
      { name: 'zone_district', type: 'text' },
      { name: 'bcr_max', type: 'real' },
      { name: 'far_min', type: 'real' },
      { name: 'far_max', type: 'real' },
      { name: 'law_name', type: 'text' },
      { name: 'article', type: 'text' },
      { name: 'item', type: 'text' },
      { name: 'page', type: 'integer' },
      { name: 'line', type: 'integer' },
    ],
    references: [{ column: 'source', table: 'rule_sources' }],
  },
  {
    table: 'land_use_rules',
    why: 'what may be built in a zone, read from an annex (별표 2–22) with its item and page',
    owner: 'document',
    columns: [
      { name: 'jurisdiction', type: 'text' },
      { name: 'zone_district', type: 'text' },
      { name: 'activity', type: 'text' },
      { name: 'permission', type: 'text' },
      { name: 'conditions', type: 'text' },
      { name: 'law_name', type: 'text' },
      { name: 'article', type: 'text' },
      { name: 'line', type: 'integer' },
      { name: 'item', type: 'text' },
      { name: 'page', type: 'integer' },
    ],
    references: [{ column: 'source', table: 'rule_sources' }],
  },
  {
    table: 'parking_ratios',
    why: 'the parking a use needs, read from a parking annex: answers and STEP 2 count from it',
    owner: 'document',
    columns: [
      { name: 'jurisdiction', type: 'text' },
      { name: 'use', type: 'text' },
      { name: 'excluding', type: 'text' },
      { name: 'basis', type: 'text' },
      { name: 'per', type: 'real' },
      { name: 'cars', type: 'real' },
      { name: 'formula', type: 'text' },
      { name: 'note', type: 'text' },
      { name: 'law_name', type: 'text' },
      { name: 'article', type: 'text' },
      { name: 'item', type: 'text' },
      { name: 'page', type: 'integer' },
    ],
    references: [{ column: 'source', table: 'rule_sources' }],
  },
  {
    table: 'use_classes',
    why: 'the use vocabulary read from 건축법 시행령 별표 1: a use in everyday words reaches its class through it',
    owner: 'document',
    columns: [
      { name: 'jurisdiction', type: 'text' },
      { name: 'use', type: 'text' },
      { name: 'class', type: 'text' },
      { name: 'area_below', type: 'real' },
      { name: 'area_from', type: 'real' },
      { name: 'conditions', type: 'text' },
      { name: 'law_name', type: 'text' },
      { name: 'article', type: 'text' },
      { name: 'item', type: 'text' },
      { name: 'page', type: 'integer' },
    ],
    references: [{ column: 'source', table: 'rule_sources' }],
  },
];

/** The server's table for a synced table. */
export const serverTable = (table: string): string => `team_${table}`;

/** Every column a synced row carries: its own and its references. */
export function travellingColumns(table: SyncedTable): SyncedColumn[] {
  return [...table.columns, ...(table.references ?? []).map((reference) => ({ name: reference.column, type: keyType(reference.table) }))];
}

/** The type of a referenced table's key: what a reference to it holds on the server. */
function keyType(tableName: string): ColumnType {
  const table = SYNCED_TABLES.find((candidate) => candidate.table === tableName);
  const key = table?.columns.find((column) => column.name === table.key);
  if (!key) throw new Error(`synced-tables: ${tableName} is referenced but declares no key`);
  return key.type;
}
