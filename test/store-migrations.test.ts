import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/main/store/database';
import { LATEST_SCHEMA_VERSION, migrate, migrations, schemaVersion } from '../src/main/store/migrations';
import { openStore } from '../src/main/store';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();

function schemaOf(db: Db): string[] {
  return (db.prepare(`SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name`).all() as {
    type: string;
    name: string;
    sql: string | null;
  }[]).map((row) => `${row.type} ${row.name}: ${(row.sql ?? '').replace(/\s+/g, ' ')}`);
}

describe('migrations', () => {
  it('are numbered 1, 2, 3 … without gaps', () => {
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, index) => index + 1));
  });

  it('create the whole schema on an empty database', () => {
    const db = openDatabase(join(tempDir(), 'empty.db'));
    expect(schemaVersion(db)).toBe(0);
    expect(migrate(db)).toEqual({ from: 0, to: LATEST_SCHEMA_VERSION });
    const names = schemaOf(db).join('\n');
    for (const table of ['documents', 'pages', 'chunks', 'chunks_fts', 'meta']) expect(names).toContain(`table ${table}:`);
    expect(names).toMatch(/tokenize = 'trigram'/);
    db.close();
  });

  it.each(migrations.map((m) => m.version - 1))('bring a database at version %i to the same schema as a fresh one', (start) => {
    const fresh = openDatabase(join(tempDir(), 'fresh.db'));
    migrate(fresh);
    const old = openDatabase(join(tempDir(), `from-${start}.db`));
    migrate(old, start);
    expect(schemaVersion(old)).toBe(start);
    migrate(old);
    expect(schemaVersion(old)).toBe(LATEST_SCHEMA_VERSION);
    expect(schemaOf(old)).toEqual(schemaOf(fresh));
    fresh.close();
    old.close();
  });

  it('rebuild documents for version 8 keeping every row and reference: pages and chunks still cascade, page basis from the format', () => {
    const db = openDatabase(join(tempDir(), 'v7.db'));
    migrate(db, 7);
    const hash = (c: string) => c.repeat(64);
    db.prepare(`INSERT INTO documents (id, file_name, file_hash, format, page_count, bytes) VALUES (1, 'a.pdf', ?, 'pdf', 2, 10), (2, 'b.md', ?, 'markdown', 1, 5)`).run(hash('a'), hash('b'));
    db.prepare(`INSERT INTO pages (document_id, page_number, text) VALUES (1, 1, '제1조'), (1, 2, '제2조'), (2, 1, '메모')`).run();
    db.prepare(`INSERT INTO chunks (document_id, chunk_index, start_page, end_page, text, chunk_hash) VALUES (1, 0, 1, 2, '제1조', 'h1')`).run();
    db.prepare(`INSERT INTO rule_sources (id, kind, name, document) VALUES (5, 'parsed', 'document:1', 1)`).run();
    migrate(db);
    expect(db.prepare('SELECT id, format, page_basis FROM documents ORDER BY id').all()).toEqual([
      { id: 1, format: 'pdf', page_basis: 'file' },
      { id: 2, format: 'markdown', page_basis: 'virtual' },
    ]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.prepare(`INSERT INTO documents (file_name, file_hash, format, page_count, bytes) VALUES ('c.hwpx', ?, 'hwpx', 1, 1)`).run(hash('c'));
    db.prepare('DELETE FROM documents WHERE id = 1').run();
    expect(db.prepare('SELECT (SELECT count(*) FROM pages) AS pages, (SELECT count(*) FROM chunks) AS chunks, (SELECT count(*) FROM rule_sources) AS sources').get()).toEqual({ pages: 1, chunks: 0, sources: 0 });
    db.close();
  });

  it('are idempotent: opening a current database changes nothing', () => {
    const file = join(tempDir(), 'twice.db');
    openStore(file).close();
    const db = openDatabase(file);
    expect(migrate(db)).toEqual({ from: LATEST_SCHEMA_VERSION, to: LATEST_SCHEMA_VERSION });
    db.close();
  });

  it('refuse a database written by a newer Geungeo, with a way out', () => {
    const file = join(tempDir(), 'future.db');
    const db = openDatabase(file);
    db.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openStore(file)).toThrowError(/newer than this Geungeo understands/);
  });

  it('open with WAL and enforced foreign keys', () => {
    const store = openStore(join(tempDir(), 'pragmas.db'));
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(() =>
      store.db.prepare(`INSERT INTO pages (document_id, page_number, text) VALUES (999, 1, 'x')`).run(),
    ).toThrowError(/FOREIGN KEY/);
    store.close();
  });

  it('reject law kinds outside 법률/시행령/시행규칙/조례/기타 and hashes that are not SHA-256', () => {
    const store = openStore(join(tempDir(), 'checks.db'));
    const insert = store.db.prepare(
      `INSERT INTO documents (file_name, file_hash, law_kind, page_count, bytes) VALUES ('a.pdf', ?, ?, 1, 10)`,
    );
    expect(() => insert.run('a'.repeat(64), '고시')).toThrowError(/CHECK/);
    expect(() => insert.run('short', '법률')).toThrowError(/CHECK/);
    expect(insert.run('a'.repeat(64), '시행령').changes).toBe(1);
    store.close();
  });

  it('say clearly when the file is not a database', async () => {
    const { writeFileSync } = await import('node:fs');
    const file = join(tempDir(), 'text.db');
    writeFileSync(file, 'this is not sqlite, just some text that is long enough to look like a header');
    expect(() => openStore(file)).toThrowError(/is not a Geungeo database or is damaged/);
  });
});
