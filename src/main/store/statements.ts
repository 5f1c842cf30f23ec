// Two helpers every reader of the database uses, whichever layer it is in (search, rules, answers): prepared
// statements kept by their SQL text, and a key that tells when the library's chunks changed. They belong to the
// store, so that the rules layer can use them without importing search.
import type Database from 'better-sqlite3';
import type { Db } from './database';

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
