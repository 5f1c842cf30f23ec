// Reading chunks with their document's fields, and the filters every retrieval path shares.
import type Database from 'better-sqlite3';
import type { LawKind } from '../../shared/contract';
import type { Db } from '../store/database';
import type { ChunkDraft } from '../store/document-writer';

/** Prepared statements by SQL text: queries whose shape depends on filters are still prepared once per shape. */
export function statementCache(db: Db): (sql: string) => Database.Statement {
  const statements = new Map<string, Database.Statement>();
  return (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}

/**
 * A key that changes whenever chunks are added, replaced or removed (the span of their ids and the number of
 * documents), for caches of what the library holds; the span stands in for the number of chunks. Subqueries, because
 * SQLite reads min() or max() of the rowid from the b-tree's ends only when it is the statement's one aggregate:
 * "SELECT min(id), max(id)" scans every chunk (3.5 ms at 30,000).
 */
export function libraryGeneration(db: Db): () => { key: string; span: number } {
  const statement = db.prepare<[], { first: number | null; last: number | null; documents: number }>(
    'SELECT (SELECT min(id) FROM chunks) AS first, (SELECT max(id) FROM chunks) AS last, (SELECT count(*) FROM documents) AS documents',
  );
  return () => {
    const { first, last, documents } = statement.get()!;
    return { key: `${first}:${last}:${documents}`, span: first === null || last === null ? 0 : last - first + 1 };
  };
}

export interface SearchFilter {
  file_hash?: string[] | undefined;
  document_ids?: number[] | undefined;
  law_name?: string[] | undefined;
  law_kind?: LawKind[] | undefined;
}

/** A stored chunk with the fields of its document. */
export interface ChunkRecord extends ChunkDraft {
  id: number;
  document_id: number;
  created_at: string;
  file_hash: string;
  file_name: string;
  law_name: string | null;
  law_kind: LawKind;
  /** The document's 시행일 and 공포일 (YYYY-MM-DD), when it states them. */
  effective_date: string | null;
  promulgation_date: string | null;
}

export const CHUNK_COLUMNS = `c.id, c.document_id, c.chunk_index, c.start_page, c.end_page, c.chapter, c.article, c.article_title,
  c.text, c.chunk_hash, c.created_at, d.file_hash, d.file_name, d.law_name, d.law_kind, d.effective_date, d.promulgation_date`;

/** SQL conditions on documents `d` for a filter, with their parameters. Empty lists mean "no such filter". */
export function filterSql(filter: SearchFilter = {}): { sql: string; params: (string | number)[] } {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  const add = (column: string, values: readonly (string | number)[] | undefined) => {
    if (!values || values.length === 0) return;
    parts.push(`${column} IN (${values.map(() => '?').join(', ')})`);
    params.push(...values);
  };
  add('d.file_hash', filter.file_hash);
  add('d.id', filter.document_ids);
  add('d.law_name', filter.law_name);
  add('d.law_kind', filter.law_kind);
  return { sql: parts.length > 0 ? ` AND ${parts.join(' AND ')}` : '', params };
}

export function loadChunks(statement: (sql: string) => Database.Statement, ids: readonly number[]): Map<number, ChunkRecord> {
  const records = new Map<number, ChunkRecord>();
  // Fixed slice sizes keep the number of distinct statements small; 100 parameters per query is plenty.
  for (let start = 0; start < ids.length; start += 100) {
    const slice = ids.slice(start, start + 100);
    const sql = `SELECT ${CHUNK_COLUMNS} FROM chunks c JOIN documents d ON d.id = c.document_id WHERE c.id IN (SELECT value FROM json_each(?))`;
    for (const row of statement(sql).all(JSON.stringify(slice)) as ChunkRecord[]) records.set(row.id, row);
  }
  return records;
}
