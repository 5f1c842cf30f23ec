// The team database's schema, set up by an administrator (`geungeo team setup`): versioned migrations like the
// local store's (the version lives in team_meta), then the tables of every synced table (synced-tables.ts) made from
// their declarations, then the two roles that decide who may do what — <database>_reader reads the library and files
// audit records, <database>_reviewer also publishes. The server enforces them; the app only reads them to say so.
import type { ClientBase } from 'pg';
import { DOCUMENT_COLUMNS, SYNCED_TABLES, serverTable, travellingColumns, type ColumnType } from './synced-tables';

export interface ServerMigration {
  version: number;
  description: string;
  sql: string;
}

export const SERVER_MIGRATIONS: readonly ServerMigration[] = [
  {
    version: 1,
    description: 'the library head, documents, vectors by model, rule imports, labelled examples and audit records',
    sql: `
      -- One row: the library's version, raised by every publish (inside its transaction, so versions commit in
      -- order and a reader that sees version N sees everything up to N), and the server's identity, so a laptop
      -- pointed at another team database starts over instead of mixing libraries.
      CREATE TABLE team_head (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        version   bigint NOT NULL DEFAULT 0,
        server_id uuid NOT NULL DEFAULT gen_random_uuid()
      );
      INSERT INTO team_head DEFAULT VALUES;

      -- A document as published: its file, where it applies, the version that published it and the one that
      -- deleted (or replaced) it. A deleted document keeps its row (without file or rows) so laptops learn of it.
      -- Its columns from synced-tables.ts's DOCUMENT_COLUMNS are added by the setup.
      CREATE TABLE team_documents (
        id              bigserial PRIMARY KEY,
        content_hash    text NOT NULL CHECK (length(content_hash) = 64),
        jurisdiction    text,
        built_in        boolean NOT NULL DEFAULT false,
        content         bytea,
        version         bigint NOT NULL,
        deleted_version bigint,
        replaced_by     bigint REFERENCES team_documents (id),
        published_by    text NOT NULL DEFAULT current_user,
        published_at    timestamptz NOT NULL DEFAULT now(),
        CHECK (deleted_version IS NULL OR deleted_version >= version)
      );
      -- The same content is one document: two reviewers publishing it at once make one row.
      CREATE UNIQUE INDEX team_documents_live_hash ON team_documents (content_hash) WHERE deleted_version IS NULL;
      CREATE INDEX team_documents_jurisdiction ON team_documents (jurisdiction) WHERE deleted_version IS NULL;

      -- Chunk embeddings by model, addressed by the chunk's text hash: one vector per text and model, whatever
      -- documents share the text; a laptop takes only its own model's.
      CREATE TABLE team_vectors (
        model_id     text NOT NULL,
        chunk_hash   text NOT NULL,
        dimension    integer NOT NULL CHECK (dimension > 0),
        embedding    bytea NOT NULL,
        version      bigint NOT NULL,
        published_by text NOT NULL DEFAULT current_user,
        PRIMARY KEY (model_id, chunk_hash)
      );
      CREATE INDEX team_vectors_changes ON team_vectors (model_id, version);

      -- A reviewer's CSV rule import, whole: a newer import of the same file name replaces it.
      CREATE TABLE team_rule_imports (
        id              bigserial PRIMARY KEY,
        name            text NOT NULL,
        content_hash    text NOT NULL,
        zoning          jsonb NOT NULL,
        land_use        jsonb NOT NULL,
        version         bigint NOT NULL,
        deleted_version bigint,
        published_by    text NOT NULL DEFAULT current_user,
        published_at    timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX team_rule_imports_live ON team_rule_imports (name) WHERE deleted_version IS NULL;

      -- Questions reviewers labelled with their category: every laptop's classifiers learn from them.
      CREATE TABLE team_category_examples (
        id           bigserial PRIMARY KEY,
        query        text NOT NULL,
        category     text NOT NULL,
        version      bigint NOT NULL,
        published_by text NOT NULL DEFAULT current_user,
        published_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (query, category)
      );
      CREATE INDEX team_category_examples_changes ON team_category_examples (version);

      -- Answers a user exported or marked 제출, as they were: question, answer, sources, report, model and the
      -- library version. The id is made on the laptop, so a record sent twice (a sync cut off after sending) is one.
      CREATE TABLE team_audit_records (
        id              text PRIMARY KEY,
        kind            text NOT NULL CHECK (kind IN ('export', 'submit')),
        question        text NOT NULL,
        answer          text NOT NULL,
        sources         jsonb NOT NULL,
        report          jsonb,
        model           text,
        library_version bigint,
        record          jsonb NOT NULL,
        client_id       text,
        app_version     text,
        submitted_by    text NOT NULL DEFAULT current_user,
        created_at      timestamptz NOT NULL,
        received_at     timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
];

export const SERVER_SCHEMA_VERSION = SERVER_MIGRATIONS[SERVER_MIGRATIONS.length - 1]!.version;

/** Serialises setups of one database (a constant of Geungeo's own; any value other programs do not use). */
const SETUP_LOCK = 0x6765756e;

const PG_TYPE: Readonly<Record<ColumnType, string>> = { integer: 'bigint', real: 'double precision', text: 'text' };
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The declared tables as the server must have them: name → columns. Laptops check the server has theirs. */
export function declaredShape(): Record<string, string[]> {
  return {
    team_documents: DOCUMENT_COLUMNS.map((column) => column.name),
    ...Object.fromEntries(SYNCED_TABLES.map((table) => [serverTable(table.table), travellingColumns(table).map((column) => column.name)])),
  };
}

/** The roles of a team database: who reads, who publishes. */
export function teamRoles(database: string): { reader: string; reviewer: string } {
  return { reader: `${database}_reader`, reviewer: `${database}_reviewer` };
}

/** Tables everyone on the team reads; reviewers also write them. */
function libraryTables(): string[] {
  return ['team_meta', 'team_head', 'team_documents', 'team_vectors', 'team_rule_imports', 'team_category_examples', ...SYNCED_TABLES.map((table) => serverTable(table.table))];
}

/**
 * Brings the team database up to this version of Geungeo, in one transaction: the migrations it lacks, every
 * declared table and column, the roles and their grants. Run by an administrator (who may create tables and roles);
 * running it again changes nothing.
 */
export async function setUpTeamDatabase(client: ClientBase): Promise<{ from: number; to: number; roles: { reader: string; reviewer: string } }> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS team_meta (key text PRIMARY KEY, value text NOT NULL)');
    const from = Number((await client.query<{ value: string }>("SELECT value FROM team_meta WHERE key = 'schema_version'")).rows[0]?.value ?? 0);
    for (const migration of SERVER_MIGRATIONS) {
      if (migration.version <= from) continue;
      await client.query(migration.sql);
    }
    await client.query(
      "INSERT INTO team_meta (key, value) VALUES ('schema_version', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      [String(Math.max(from, SERVER_SCHEMA_VERSION))],
    );
    await ensureDeclaredTables(client);
    const roles = await ensureRoles(client);
    await client.query('COMMIT');
    return { from, to: Math.max(from, SERVER_SCHEMA_VERSION), roles };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

async function ensureDeclaredTables(client: ClientBase): Promise<void> {
  for (const column of DOCUMENT_COLUMNS) await client.query(`ALTER TABLE team_documents ADD COLUMN IF NOT EXISTS ${quoteIdent(column.name)} ${PG_TYPE[column.type]}`);
  for (const table of SYNCED_TABLES) {
    const name = quoteIdent(serverTable(table.table));
    // Every row belongs to a published document and goes with it; seq keeps the document's own order of rows.
    await client.query(`CREATE TABLE IF NOT EXISTS ${name} (
      document_id bigint NOT NULL REFERENCES team_documents (id) ON DELETE CASCADE,
      seq integer NOT NULL,
      PRIMARY KEY (document_id, seq))`);
    for (const column of travellingColumns(table)) await client.query(`ALTER TABLE ${name} ADD COLUMN IF NOT EXISTS ${quoteIdent(column.name)} ${PG_TYPE[column.type]}`);
  }
  await client.query("INSERT INTO team_meta (key, value) VALUES ('declared', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value", [
    JSON.stringify(mergeShapes(await storedShape(client), declaredShape())),
  ]);
}

async function storedShape(client: ClientBase): Promise<Record<string, string[]>> {
  const raw = (await client.query<{ value: string }>("SELECT value FROM team_meta WHERE key = 'declared'")).rows[0]?.value;
  return raw ? (JSON.parse(raw) as Record<string, string[]>) : {};
}

/** An older app's setup never takes away what a newer one declared: the union of both. */
function mergeShapes(a: Record<string, string[]>, b: Record<string, string[]>): Record<string, string[]> {
  const merged: Record<string, string[]> = { ...a };
  for (const [table, columns] of Object.entries(b)) merged[table] = [...new Set([...(merged[table] ?? []), ...columns])];
  return merged;
}

async function ensureRoles(client: ClientBase): Promise<{ reader: string; reviewer: string }> {
  const database = (await client.query<{ db: string }>('SELECT current_database() AS db')).rows[0]!.db;
  const roles = teamRoles(database);
  for (const role of [roles.reader, roles.reviewer]) {
    const exists = (await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role])).rowCount;
    if (!exists) await client.query(`CREATE ROLE ${quoteIdent(role)} NOLOGIN`);
  }
  const reader = quoteIdent(roles.reader);
  const reviewer = quoteIdent(roles.reviewer);
  const library = libraryTables().join(', ');
  await client.query(`REVOKE ALL ON ${library}, team_audit_records FROM PUBLIC`);
  await client.query(`GRANT SELECT ON ${library} TO ${reader}`);
  // Field staff file audit records but do not read other people's: only the ids (hashes), which a record sent twice
  // needs to be one (ON CONFLICT (id) reads them).
  await client.query(`GRANT INSERT, SELECT (id) ON team_audit_records TO ${reader}`);
  await client.query(`GRANT ${reader} TO ${reviewer}`);
  await client.query(`GRANT INSERT, UPDATE, DELETE ON ${libraryTables().filter((table) => table !== 'team_meta').join(', ')} TO ${reviewer}`);
  await client.query(`GRANT SELECT ON team_audit_records TO ${reviewer}`);
  await client.query(`GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO ${reviewer}`);
  return roles;
}
