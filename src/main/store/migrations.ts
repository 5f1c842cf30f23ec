// Schema migrations by PRAGMA user_version: each step runs in its own transaction, so a crash leaves the
// database at the last completed version, and the next open continues from there.
import { GeungeoError } from '../../shared/errors';
import { searchFormSql } from '../text/search-text';
import { bigramTokens } from './bigrams';
import type { Db } from './database';

export interface Migration {
  version: number;
  description: string;
  /** The step rebuilds a table others refer to: it runs with foreign keys off and checks them before committing. */
  rebuildsTables?: boolean;
  up(db: Db): void;
}

const isoNow = `(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const migrations: readonly Migration[] = [
  {
    version: 1,
    description: 'meta, documents, pages, chunks and the FTS5 trigram index over chunks',
    up(db) {
      db.exec(`
        CREATE TABLE meta (
          key   TEXT PRIMARY KEY,
          value TEXT NOT NULL
        );

        CREATE TABLE documents (
          id             INTEGER PRIMARY KEY,
          file_name      TEXT NOT NULL,
          file_hash      TEXT NOT NULL UNIQUE CHECK (length(file_hash) = 64),
          title          TEXT,
          law_name       TEXT,
          law_kind       TEXT NOT NULL DEFAULT '기타'
                         CHECK (law_kind IN ('법률', '시행령', '시행규칙', '조례', '기타')),
          effective_date TEXT,
          page_count     INTEGER NOT NULL CHECK (page_count >= 0),
          bytes          INTEGER NOT NULL CHECK (bytes >= 0),
          status         TEXT NOT NULL DEFAULT 'ready',
          created_at     TEXT NOT NULL DEFAULT ${isoNow}
        );
        CREATE INDEX documents_file_name ON documents (file_name);

        CREATE TABLE pages (
          document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
          page_number INTEGER NOT NULL CHECK (page_number >= 1),
          text        TEXT NOT NULL,
          PRIMARY KEY (document_id, page_number)
        ) WITHOUT ROWID;

        CREATE TABLE chunks (
          id            INTEGER PRIMARY KEY,
          document_id   INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
          chunk_index   INTEGER NOT NULL CHECK (chunk_index >= 0),
          start_page    INTEGER NOT NULL CHECK (start_page >= 1),
          end_page      INTEGER NOT NULL CHECK (end_page >= start_page),
          article       TEXT,
          article_title TEXT,
          text          TEXT NOT NULL,
          chunk_hash    TEXT NOT NULL,
          created_at    TEXT NOT NULL DEFAULT ${isoNow},
          UNIQUE (document_id, chunk_index)
        );
        CREATE INDEX chunks_chunk_hash ON chunks (chunk_hash);
        CREATE INDEX chunks_article ON chunks (article);

        -- External-content FTS5 over chunks; the trigram tokenizer matches any substring of 3+ characters,
        -- which suits Korean, where particles attach to words ('건폐율은' contains '건폐율').
        CREATE VIRTUAL TABLE chunks_fts USING fts5 (
          text, article, article_title,
          content = 'chunks', content_rowid = 'id', tokenize = 'trigram'
        );
        CREATE TRIGGER chunks_fts_insert AFTER INSERT ON chunks BEGIN
          INSERT INTO chunks_fts (rowid, text, article, article_title)
          VALUES (new.id, new.text, new.article, new.article_title);
        END;
        CREATE TRIGGER chunks_fts_delete AFTER DELETE ON chunks BEGIN
          INSERT INTO chunks_fts (chunks_fts, rowid, text, article, article_title)
          VALUES ('delete', old.id, old.text, old.article, old.article_title);
        END;
        CREATE TRIGGER chunks_fts_update AFTER UPDATE ON chunks BEGIN
          INSERT INTO chunks_fts (chunks_fts, rowid, text, article, article_title)
          VALUES ('delete', old.id, old.text, old.article, old.article_title);
          INSERT INTO chunks_fts (rowid, text, article, article_title)
          VALUES (new.id, new.text, new.article, new.article_title);
        END;
      `);
    },
  },
  {
    version: 2,
    description: 'ingestion: source path, law metadata and warnings on documents; chapter on chunks',
    up(db) {
      db.exec(`
        ALTER TABLE documents ADD COLUMN source_path TEXT;
        ALTER TABLE documents ADD COLUMN format TEXT NOT NULL DEFAULT 'pdf' CHECK (format IN ('pdf', 'markdown', 'text'));
        ALTER TABLE documents ADD COLUMN law_type TEXT;
        ALTER TABLE documents ADD COLUMN promulgation_date TEXT;
        ALTER TABLE documents ADD COLUMN promulgation_number TEXT;
        ALTER TABLE documents ADD COLUMN warnings TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE chunks ADD COLUMN chapter TEXT;
        CREATE INDEX documents_source_path ON documents (source_path);
      `);
    },
  },
  {
    version: 3,
    description: 'search: FTS5 trigram index over the compact search form of chunks; law names and their aliases',
    up(db) {
      const body = searchFormSql('new.text');
      const article = searchFormSql('new.article');
      const title = searchFormSql('new.article_title');
      db.exec(`
        DROP TRIGGER chunks_fts_insert;
        DROP TRIGGER chunks_fts_delete;
        DROP TRIGGER chunks_fts_update;
        DROP TABLE chunks_fts;

        -- Contentless: the index keeps only the trigram postings of the compact search form (text/search-text.ts);
        -- the text itself lives in chunks. contentless_delete lets a replaced document take its postings with it.
        CREATE VIRTUAL TABLE chunks_fts USING fts5 (
          body, article, title,
          content = '', contentless_delete = 1, tokenize = 'trigram'
        );
        CREATE TRIGGER chunks_fts_insert AFTER INSERT ON chunks BEGIN
          INSERT INTO chunks_fts (rowid, body, article, title) VALUES (new.id, ${body}, ${article}, ${title});
        END;
        CREATE TRIGGER chunks_fts_delete AFTER DELETE ON chunks BEGIN
          DELETE FROM chunks_fts WHERE rowid = old.id;
        END;
        CREATE TRIGGER chunks_fts_update AFTER UPDATE OF text, article, article_title ON chunks BEGIN
          DELETE FROM chunks_fts WHERE rowid = old.id;
          INSERT INTO chunks_fts (rowid, body, article, title) VALUES (new.id, ${body}, ${article}, ${title});
        END;
        INSERT INTO chunks_fts (rowid, body, article, title)
          SELECT id, ${searchFormSql('text')}, ${searchFormSql('article')}, ${searchFormSql('article_title')} FROM chunks;

        -- Statute names Geungeo knows (shipped, from documents, from rule tables) and what people call them.
        CREATE TABLE law_names (
          name   TEXT PRIMARY KEY,
          source TEXT NOT NULL
        );
        CREATE TABLE law_aliases (
          alias TEXT PRIMARY KEY,
          name  TEXT NOT NULL REFERENCES law_names (name) ON DELETE CASCADE
        );
        INSERT OR IGNORE INTO law_names (name, source)
          SELECT DISTINCT law_name, 'document' FROM documents WHERE law_name IS NOT NULL;
      `);
    },
  },
  {
    version: 4,
    description: 'search: two-character side index for terms the trigram index cannot match',
    up(db) {
      db.exec(`
        CREATE VIRTUAL TABLE chunks_bigrams USING fts5 (
          grams, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 0'
        );
        CREATE TRIGGER chunks_bigrams_delete AFTER DELETE ON chunks BEGIN
          DELETE FROM chunks_bigrams WHERE rowid = old.id;
        END;
        -- How many chunks hold each trigram / two-character piece: term weights without counting matches.
        CREATE VIRTUAL TABLE chunks_fts_vocab USING fts5vocab (chunks_fts, row);
        CREATE VIRTUAL TABLE chunks_bigrams_vocab USING fts5vocab (chunks_bigrams, row);
        -- The trigram index ranks by BM25 with the article title weighing twice the body.
        INSERT INTO chunks_fts (chunks_fts, rank) VALUES ('rank', 'bm25(1.0, 0.0, 2.0)');
      `);
      const insert = db.prepare('INSERT INTO chunks_bigrams (rowid, grams) VALUES (?, ?)');
      for (const row of db.prepare('SELECT id, text, article_title FROM chunks').all() as { id: number; text: string; article_title: string | null }[]) {
        insert.run(row.id, bigramTokens(`${row.text}\n${row.article_title ?? ''}`));
      }
    },
  },
  {
    version: 5,
    description: 'rule tables (zoning limits, land-use rules) with their sources, jurisdictions, chat history, settings',
    up(db) {
      db.exec(`
        -- Where rule rows come from: data shipped with the app, an ingested document they were parsed from, or an
        -- imported CSV file. Every rule row points at its source; replacing a source replaces its rows.
        CREATE TABLE rule_sources (
          id           INTEGER PRIMARY KEY,
          kind         TEXT NOT NULL CHECK (kind IN ('shipped', 'parsed', 'csv')),
          name         TEXT NOT NULL,
          content_hash TEXT,
          document     INTEGER REFERENCES documents (id) ON DELETE CASCADE,
          imported_at  TEXT NOT NULL DEFAULT ${isoNow},
          UNIQUE (kind, name)
        );

        CREATE TABLE zoning_limits (
          id            INTEGER PRIMARY KEY,
          source        INTEGER NOT NULL REFERENCES rule_sources (id) ON DELETE CASCADE,
          jurisdiction  TEXT NOT NULL,
          zone_district TEXT NOT NULL,
          bcr_max       REAL CHECK (bcr_max IS NULL OR (bcr_max > 0 AND bcr_max <= 100)),
          far_min       REAL CHECK (far_min IS NULL OR far_min >= 0),
          far_max       REAL CHECK (far_max IS NULL OR far_max > 0),
          law_name      TEXT,
          article       TEXT,
          item          TEXT,
          document      INTEGER REFERENCES documents (id) ON DELETE CASCADE,
          page          INTEGER,
          line          INTEGER,
          CHECK (far_min IS NULL OR far_max IS NULL OR far_min <= far_max)
        );
        CREATE INDEX zoning_limits_zone ON zoning_limits (zone_district, jurisdiction);

        CREATE TABLE land_use_rules (
          id            INTEGER PRIMARY KEY,
          source        INTEGER NOT NULL REFERENCES rule_sources (id) ON DELETE CASCADE,
          jurisdiction  TEXT NOT NULL,
          zone_district TEXT NOT NULL,
          activity      TEXT NOT NULL,
          permission    TEXT NOT NULL CHECK (permission IN ('허용', '불허', '조건부허용')),
          conditions    TEXT,
          law_name      TEXT,
          article       TEXT,
          line          INTEGER
        );
        CREATE INDEX land_use_rules_zone ON land_use_rules (zone_district, jurisdiction);

        -- 전국, the 17 시·도, their 시·군·구 (and 일반구), by official name; aliases for finding them in questions.
        CREATE TABLE jurisdictions (
          name   TEXT PRIMARY KEY,
          level  TEXT NOT NULL CHECK (level IN ('전국', '시도', '시군구', '구')),
          parent TEXT REFERENCES jurisdictions (name)
        );
        CREATE TABLE jurisdiction_aliases (
          alias TEXT PRIMARY KEY,
          name  TEXT NOT NULL REFERENCES jurisdictions (name) ON DELETE CASCADE
        );

        CREATE TABLE chat_sessions (
          id         INTEGER PRIMARY KEY,
          title      TEXT NOT NULL,
          created_at TEXT NOT NULL DEFAULT ${isoNow},
          updated_at TEXT NOT NULL DEFAULT ${isoNow}
        );
        CREATE TABLE chat_messages (
          id         INTEGER PRIMARY KEY,
          session    INTEGER NOT NULL REFERENCES chat_sessions (id) ON DELETE CASCADE,
          role       TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
          content    TEXT NOT NULL,
          -- For answers: how it was made, whether retrieval found nothing, and (JSON) the citation map, the rule
          -- facts and warnings, and the graph's trace.
          mode       TEXT CHECK (mode IS NULL OR mode IN ('llm', 'extractive')),
          no_content INTEGER NOT NULL DEFAULT 0,
          citations  TEXT NOT NULL DEFAULT '[]',
          details    TEXT NOT NULL DEFAULT '{}',
          trace      TEXT NOT NULL DEFAULT '[]',
          created_at TEXT NOT NULL DEFAULT ${isoNow}
        );
        CREATE INDEX chat_messages_session ON chat_messages (session, id);

        -- Settings the app keeps (LLM provider, model, …). Secrets are never stored in plain text: the desktop app
        -- keeps the API key encrypted by the operating system (Electron safeStorage) under 'secret:' keys.
        CREATE TABLE settings (
          key   TEXT PRIMARY KEY,
          value TEXT NOT NULL
        );
      `);
    },
  },
  {
    version: 6,
    description: 'question understanding: conversations (clarification state), reviewers\' labelled examples, category prototypes',
    up(db) {
      db.exec(`
        -- Seed 001's Conversation, one row per classified question, kept so that a question asked back can be
        -- answered minutes later or after a restart. State (JSON) holds the last classification and the loop history.
        CREATE TABLE conversations (
          id             INTEGER PRIMARY KEY,
          session        INTEGER REFERENCES chat_sessions (id) ON DELETE SET NULL,
          original_query TEXT NOT NULL,
          clarify_turns  TEXT NOT NULL DEFAULT '[]',
          retry_count    INTEGER NOT NULL DEFAULT 0,
          max_retry      INTEGER NOT NULL,
          pending        TEXT,
          choices        TEXT NOT NULL DEFAULT '[]',
          status         TEXT NOT NULL CHECK (status IN ('asking', 'final')),
          state          TEXT NOT NULL DEFAULT '{}',
          created_at     TEXT NOT NULL DEFAULT ${isoNow},
          updated_at     TEXT NOT NULL DEFAULT ${isoNow}
        );

        -- Questions a reviewer labelled (a corrected category): the classifiers learn from them at once.
        CREATE TABLE category_examples (
          id           INTEGER PRIMARY KEY,
          query        TEXT NOT NULL,
          category     TEXT NOT NULL,
          conversation INTEGER REFERENCES conversations (id) ON DELETE SET NULL,
          created_at   TEXT NOT NULL DEFAULT ${isoNow}
        );

        -- The embedding-prototype classifier's prototypes, per embedding model and version of the examples.
        CREATE TABLE category_prototypes (
          model_id TEXT NOT NULL,
          version  TEXT NOT NULL,
          category TEXT NOT NULL,
          vector   BLOB NOT NULL,
          PRIMARY KEY (model_id, category)
        );
      `);
    },
  },
  {
    version: 7,
    description: 'rule sources: the place each can speak for, and a reviewer\'s switch to stop trusting one',
    up(db) {
      db.exec(`
        -- The jurisdiction a source's rows may be for (NULL: any place — a reviewer's own table), and whether a
        -- reviewer has disabled its rows (they stay listed for review, but no answer or verdict uses them).
        ALTER TABLE rule_sources ADD COLUMN speaks_for TEXT;
        ALTER TABLE rule_sources ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1));
        UPDATE rule_sources SET speaks_for = '전국' WHERE kind = 'shipped';
        UPDATE rule_sources SET speaks_for = (SELECT MIN(z.jurisdiction) FROM zoning_limits z WHERE z.source = rule_sources.id) WHERE kind = 'parsed';
      `);
    },
  },
  {
    version: 8,
    description: 'HWP/HWPX documents and their page basis; tables kept as tables, and table chunks pointing at their rows',
    // SQLite cannot change a CHECK constraint in place: documents is rebuilt (SQLite's documented twelve-step
    // procedure), which needs foreign keys off so that dropping the old table does not cascade to its pages.
    rebuildsTables: true,
    up(db) {
      db.exec(`
        CREATE TABLE documents_v8 (
          id                  INTEGER PRIMARY KEY,
          file_name           TEXT NOT NULL,
          file_hash           TEXT NOT NULL UNIQUE CHECK (length(file_hash) = 64),
          title               TEXT,
          law_name            TEXT,
          law_kind            TEXT NOT NULL DEFAULT '기타'
                              CHECK (law_kind IN ('법률', '시행령', '시행규칙', '조례', '기타')),
          effective_date      TEXT,
          page_count          INTEGER NOT NULL CHECK (page_count >= 0),
          bytes               INTEGER NOT NULL CHECK (bytes >= 0),
          status              TEXT NOT NULL DEFAULT 'ready',
          created_at          TEXT NOT NULL DEFAULT ${isoNow},
          source_path         TEXT,
          format              TEXT NOT NULL DEFAULT 'pdf' CHECK (format IN ('pdf', 'markdown', 'text', 'hwp', 'hwpx')),
          law_type            TEXT,
          promulgation_date   TEXT,
          promulgation_number TEXT,
          warnings            TEXT NOT NULL DEFAULT '[]',
          -- 'file': page numbers are the file's own (a PDF, an HWP/HWPX saved with its layout), so the page view can
          -- draw the page; 'virtual': lines packed into pages of ~2,000 characters (Markdown, text, HWP/HWPX without
          -- a layout), shown as text.
          page_basis          TEXT NOT NULL DEFAULT 'file' CHECK (page_basis IN ('file', 'virtual'))
        );
        INSERT INTO documents_v8 (id, file_name, file_hash, title, law_name, law_kind, effective_date, page_count, bytes, status,
                                  created_at, source_path, format, law_type, promulgation_date, promulgation_number, warnings, page_basis)
        SELECT id, file_name, file_hash, title, law_name, law_kind, effective_date, page_count, bytes, status,
               created_at, source_path, format, law_type, promulgation_date, promulgation_number, warnings,
               CASE WHEN format = 'pdf' THEN 'file' ELSE 'virtual' END
        FROM documents;
        DROP TABLE documents;
        ALTER TABLE documents_v8 RENAME TO documents;
        CREATE INDEX documents_file_name ON documents (file_name);
        CREATE INDEX documents_source_path ON documents (source_path);

        -- A table as the file has it: rows × cells with merged cells resolved, its header and each row's page
        -- (JSON, store/document-tables.ts). Its chunks point at it and at the rows they hold.
        CREATE TABLE document_tables (
          id          INTEGER PRIMARY KEY,
          document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
          table_index INTEGER NOT NULL CHECK (table_index >= 0),
          page        INTEGER NOT NULL CHECK (page >= 1),
          caption     TEXT,
          structure   TEXT NOT NULL CHECK (json_valid(structure)),
          UNIQUE (document_id, table_index)
        );
        ALTER TABLE chunks ADD COLUMN table_id INTEGER REFERENCES document_tables (id) ON DELETE CASCADE;
        ALTER TABLE chunks ADD COLUMN first_row INTEGER;
        ALTER TABLE chunks ADD COLUMN last_row INTEGER;
        CREATE INDEX chunks_table ON chunks (table_id) WHERE table_id IS NOT NULL;
      `);
    },
  },
  {
    version: 9,
    description: 'rule rows read from annexes (별표): where a land-use row stands, parking standards by use, the use vocabulary',
    up(db) {
      db.exec(`
        -- A land-use row read from a document points at its item or table row, document and page, like a zoning row.
        ALTER TABLE land_use_rules ADD COLUMN item TEXT;
        ALTER TABLE land_use_rules ADD COLUMN document INTEGER REFERENCES documents (id) ON DELETE CASCADE;
        ALTER TABLE land_use_rules ADD COLUMN page INTEGER;

        -- The parking a use requires (주차장법 시행령 별표 1): "시설면적 150㎡당 1대" is basis 'area', per 150, cars 1;
        -- a standard in tiers or by another measure keeps its text in formula, with basis 'formula'.
        CREATE TABLE parking_ratios (
          id            INTEGER PRIMARY KEY,
          source        INTEGER NOT NULL REFERENCES rule_sources (id) ON DELETE CASCADE,
          jurisdiction  TEXT NOT NULL,
          use           TEXT NOT NULL,
          excluding     TEXT,
          basis         TEXT NOT NULL CHECK (basis IN ('area', 'unit', 'seat', 'formula')),
          per           REAL CHECK (per IS NULL OR per > 0),
          cars          REAL CHECK (cars IS NULL OR cars >= 0),
          formula       TEXT NOT NULL,
          -- The annex's note on counting (비고: "소수점 이하의 끝수는 0.5 이상이면 1대로 본다 …"), read when a count is computed.
          note          TEXT,
          law_name      TEXT,
          article       TEXT,
          item          TEXT,
          document      INTEGER REFERENCES documents (id) ON DELETE CASCADE,
          page          INTEGER
        );
        CREATE INDEX parking_ratios_use ON parking_ratios (use, jurisdiction);

        -- The use vocabulary (건축법 시행령 별표 1): a use named in an item, the class the item belongs to, and the floor
        -- area that moves it between classes (휴게음식점: 제1종 근린생활시설 below 300㎡, 제2종 from 300㎡).
        CREATE TABLE use_classes (
          id            INTEGER PRIMARY KEY,
          source        INTEGER NOT NULL REFERENCES rule_sources (id) ON DELETE CASCADE,
          jurisdiction  TEXT NOT NULL,
          use           TEXT NOT NULL,
          class         TEXT NOT NULL,
          area_below    REAL CHECK (area_below IS NULL OR area_below > 0),
          area_from     REAL CHECK (area_from IS NULL OR area_from >= 0),
          conditions    TEXT,
          law_name      TEXT,
          article       TEXT,
          item          TEXT,
          document      INTEGER REFERENCES documents (id) ON DELETE CASCADE,
          page          INTEGER
        );
        CREATE INDEX use_classes_use ON use_classes (use);
      `);
    },
  },
  {
    version: 10,
    description: 'team library: which documents and rule imports came from the team, the staging of a pull, the audit queue',
    up(db) {
      db.exec(`
        -- A document that came from the team library (or was published to it): the team's id and version. A document
        -- without a row is local-only. Deleted on this laptop, its row stays with document_id NULL: a reviewer's next
        -- publish sends the deletion, and a sync does not bring the document back.
        CREATE TABLE team_documents (
          team_id      INTEGER PRIMARY KEY,
          document_id  INTEGER UNIQUE,
          content_hash TEXT NOT NULL,
          version      INTEGER NOT NULL,
          published_by TEXT,
          published_at TEXT
        );
        CREATE TRIGGER team_documents_forget AFTER DELETE ON documents BEGIN
          UPDATE team_documents SET document_id = NULL WHERE document_id = old.id;
        END;

        -- A reviewer's CSV rule import that came from (or went to) the team, by its local source name.
        CREATE TABLE team_rule_imports (
          name         TEXT PRIMARY KEY,
          team_id      INTEGER NOT NULL,
          content_hash TEXT,
          version      INTEGER NOT NULL
        );

        -- A pull in progress: each document downloaded whole (its row, the rows of every synced table as one JSON array
        -- per table, and where its file was kept), and the vectors of the laptop's model. Applied in one transaction,
        -- then emptied; a pull that was stopped finds what it already has here and downloads only the rest.
        CREATE TABLE team_staged_documents (
          team_id      INTEGER PRIMARY KEY,
          content_hash TEXT NOT NULL,
          version      INTEGER NOT NULL,
          document     TEXT NOT NULL,
          file_path    TEXT,
          staged_at    TEXT NOT NULL DEFAULT ${isoNow}
        );
        CREATE TABLE team_staged_rows (
          team_id    INTEGER NOT NULL REFERENCES team_staged_documents (team_id) ON DELETE CASCADE,
          table_name TEXT NOT NULL,
          rows       TEXT NOT NULL,
          PRIMARY KEY (team_id, table_name)
        ) WITHOUT ROWID;
        CREATE TABLE team_staged_vectors (
          chunk_hash TEXT PRIMARY KEY,
          model_id   TEXT NOT NULL,
          dimension  INTEGER NOT NULL,
          embedding  BLOB NOT NULL
        ) WITHOUT ROWID;

        -- Answers exported or marked 제출, waiting for the next sync to reach the team's audit records.
        CREATE TABLE team_audit_queue (
          id         TEXT PRIMARY KEY,
          kind       TEXT NOT NULL CHECK (kind IN ('export', 'submit')),
          record     TEXT NOT NULL,
          created_at TEXT NOT NULL DEFAULT ${isoNow}
        );
      `);
    },
  },
];

export const LATEST_SCHEMA_VERSION = migrations[migrations.length - 1]!.version;

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Brings the schema up to `target` (default: latest). Returns the versions it went from and to. */
export function migrate(db: Db, target = LATEST_SCHEMA_VERSION): { from: number; to: number } {
  const from = schemaVersion(db);
  if (from > LATEST_SCHEMA_VERSION) {
    throw new GeungeoError(
      'SCHEMA_TOO_NEW',
      `This database has schema version ${from}, newer than this Geungeo understands (${LATEST_SCHEMA_VERSION}).`,
      { hint: 'update Geungeo, or open a different database with --db', reason: { id: 'db.too-new' } },
    );
  }
  for (const migration of migrations) {
    if (migration.version <= from || migration.version > target) continue;
    // Foreign keys can only be switched outside a transaction; the check inside it proves the rebuild kept every
    // reference whole before anything commits.
    const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
    if (migration.rebuildsTables) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        migration.up(db);
        if (migration.rebuildsTables && (db.pragma('foreign_key_check') as unknown[]).length > 0) {
          throw new GeungeoError('DB_ERROR', `Migration ${migration.version} left broken references; nothing was changed.`, { reason: { id: 'db.damaged' } });
        }
        db.pragma(`user_version = ${migration.version}`);
      })();
    } finally {
      if (migration.rebuildsTables) db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
    }
  }
  return { from, to: schemaVersion(db) };
}
