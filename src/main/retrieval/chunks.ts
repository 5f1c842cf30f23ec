// Reading chunks with their document's fields, and the filters every retrieval path shares. (The statement cache
// and the library's generation key, which the rules read too, belong to the store: store/statements.ts.)
import type Database from 'better-sqlite3';
import type { LawKind } from '../../shared/contract';
import type { ChunkDraft } from '../store/document-writer';

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
