// Consistency of a Geungeo database after anything, including a process killed mid-write.
import Database from 'better-sqlite3';
import * as sqliteVec from 'sqlite-vec';
import { expect } from 'vitest';

export function openReadOnly(path: string): Database.Database {
  const db = new Database(path, { readonly: true });
  sqliteVec.load(db);
  return db;
}

export function expectConsistent(path: string): void {
  const db = new Database(path);
  sqliteVec.load(db);
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.prepare(`INSERT INTO chunks_fts (chunks_fts) VALUES ('integrity-check')`).run(); // throws if FTS drifted
    const incomplete = db
      .prepare(
        `SELECT d.file_name, d.page_count,
                (SELECT count(*) FROM pages p WHERE p.document_id = d.id) AS pages,
                (SELECT count(*) FROM chunks c WHERE c.document_id = d.id) AS chunks
         FROM documents d`,
      )
      .all() as { file_name: string; page_count: number; pages: number; chunks: number }[];
    for (const document of incomplete) {
      expect(document.pages, document.file_name).toBe(document.page_count);
      expect(document.chunks, document.file_name).toBeGreaterThan(0);
    }
    const hasVectors = db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'chunk_vectors'`).get();
    if (hasVectors) {
      const orphans = db.prepare('SELECT count(*) AS n FROM chunk_vectors v WHERE NOT EXISTS (SELECT 1 FROM chunks c WHERE c.id = v.chunk_id)').get() as { n: number };
      expect(orphans.n).toBe(0);
    }
  } finally {
    db.close();
  }
}

export function countRows(path: string): { documents: number; pages: number; chunks: number } {
  const db = openReadOnly(path);
  try {
    return db.prepare('SELECT (SELECT count(*) FROM documents) AS documents, (SELECT count(*) FROM pages) AS pages, (SELECT count(*) FROM chunks) AS chunks').get() as {
      documents: number;
      pages: number;
      chunks: number;
    };
  } finally {
    db.close();
  }
}
