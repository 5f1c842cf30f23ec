// A reviewer's publish: this laptop's documents that are not yet the team's, the team documents deleted here, the
// CSV rule imports and the labelled examples, each document in one server transaction. Every transaction first
// raises the library's head version — which also makes publishes take turns, so versions commit in order and two
// reviewers publishing the same file at once make one document (the second finds the first's and reports it
// unchanged). The server's roles decide who may publish: a reader's publish is refused before anything is sent,
// and the server would refuse it anyway.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { ClientBase } from 'pg';
import type { ErrorReason } from '../../shared/error-reasons';
import { GeungeoError } from '../../shared/errors';
import type { TeamChange, TeamProgress, TeamPublishReport } from '../../shared/team-contract';
import type { Db } from '../store/database';
import { currentEmbeddingSpace, hasVectorTable, VECTOR_TABLE } from '../store/vectors';
import type { TeamConnection } from './connection';
import { createDocumentRowReader, type DocumentRows } from './document-rows';
import type { LocalTeamState } from './local-state';
import { replaces } from './replacement';
import { quoteIdent } from './server-schema';
import { accountRole, readServerState } from './server-state';
import { DOCUMENT_COLUMNS, SYNCED_TABLES, serverTable, travellingColumns, type ColumnType, type SyncedRow } from './synced-tables';

/** Rows per INSERT … SELECT FROM unnest(…): large enough to be few statements, small enough to stay far from limits. */
const ROWS_PER_INSERT = 2_000;

export interface PublishDeps {
  db: Db;
  state: LocalTeamState;
  /** Where a document applies (slice.ts), for laptops that take part of the library. */
  jurisdictionOf(document: { law_kind: string; law_name: string | null }): string | null;
  isBuiltIn(fileHash: string): boolean;
  onProgress(progress: TeamProgress): void;
}

type LocalDocument = SyncedRow & { id: number; file_hash: string; source_path: string | null; file_name: string; law_name: string | null; law_kind: string };
type FileResult = TeamPublishReport['documents'][number];

const ARRAY_TYPE: Readonly<Record<ColumnType, string>> = { integer: 'bigint[]', real: 'double precision[]', text: 'text[]' };

export async function publish(connection: TeamConnection, deps: PublishDeps, only?: readonly number[]): Promise<TeamPublishReport> {
  const { client, address } = connection;
  await readServerState(client);
  if ((await accountRole(client)) !== 'reviewer') {
    throw new GeungeoError('TEAM_ERROR', `${address.user} may only read the team library: nothing was published.`, { hint: 'publish as a reviewer', reason: { id: 'team.read-only', user: address.user } });
  }
  const readRows = createDocumentRowReader(deps.db);
  const documentColumns = DOCUMENT_COLUMNS.map((column) => column.name);
  const select = `SELECT d.id, d.file_hash, d.source_path, ${documentColumns.map((column) => `d.${column}`).join(', ')} FROM documents d`;
  const documents = (
    only
      ? deps.db.prepare<[string], LocalDocument>(`${select} WHERE d.id IN (SELECT value FROM json_each(?)) ORDER BY d.id`).all(JSON.stringify(only))
      : deps.db.prepare<[], LocalDocument>(`${select} WHERE NOT EXISTS (SELECT 1 FROM team_documents t WHERE t.document_id = d.id) ORDER BY d.id`).all()
  );

  const results: FileResult[] = [];
  let vectors = 0;
  for (const [index, document] of documents.entries()) {
    deps.onProgress({ stage: 'publishing', done: index, total: documents.length, name: String(document.law_name ?? document.file_name) });
    const outcome = await publishDocument(client, deps, document, readRows(document.id));
    results.push(outcome.result);
    vectors += outcome.vectors;
  }
  const deleted = only ? [] : await publishDeletions(client, deps);
  const ruleImports = only ? 0 : await publishRuleImports(client, deps);
  const examples = only ? 0 : await publishExamples(client, deps.db);
  const version = Number((await client.query<{ version: string }>('SELECT version::text FROM team_head')).rows[0]!.version);
  return {
    documents: results,
    published: results.filter((result) => result.status === 'published').length,
    unchanged: results.filter((result) => result.status === 'unchanged').length,
    failed: results.filter((result) => result.status === 'failed').length,
    deleted,
    rule_imports: ruleImports,
    examples,
    vectors,
    version,
  };
}

/** Runs `work` in a transaction that first takes the next head version; `work` returns false to change nothing. */
async function inVersion<T>(client: ClientBase, work: (version: number) => Promise<{ commit: boolean; value: T }>): Promise<T> {
  await client.query('BEGIN');
  try {
    const version = Number((await client.query<{ version: string }>('UPDATE team_head SET version = version + 1 RETURNING version::text')).rows[0]!.version);
    const { commit, value } = await work(version);
    await client.query(commit ? 'COMMIT' : 'ROLLBACK');
    return value;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** The document's file as it was ingested, or why it cannot be published. */
function fileOf(document: LocalDocument): Buffer | ErrorReason {
  if (!document.source_path || !existsSync(document.source_path)) return { id: 'document.file-missing', file: document.file_name };
  const bytes = readFileSync(document.source_path);
  return createHash('sha256').update(bytes).digest('hex') === document.file_hash ? bytes : { id: 'document.file-changed', file: document.file_name };
}

async function publishDocument(client: ClientBase, deps: PublishDeps, document: LocalDocument, rows: DocumentRows): Promise<{ result: FileResult; vectors: number }> {
  const name = String(document.law_name ?? document.file_name);
  const base = { document_id: document.id, name, replaced: [] as TeamChange[] };
  const file = fileOf(document);
  if (!Buffer.isBuffer(file)) return { result: { ...base, status: 'failed', team_id: null, problem: file }, vectors: 0 };
  const vectors = localVectors(deps.db, document.id);
  const columns = DOCUMENT_COLUMNS.map((column) => column.name);
  interface Outcome {
    status: 'published' | 'unchanged';
    teamId: number;
    version: number;
    replaced: TeamChange[];
    vectors: number;
  }
  const outcome = await inVersion<Outcome>(client, async (version) => {
    const inserted = await client.query<{ id: string }>(
      `INSERT INTO team_documents (content_hash, jurisdiction, built_in, content, version, ${columns.map(quoteIdent).join(', ')})
       VALUES ($1, $2, $3, $4, $5, ${columns.map((_, index) => `$${index + 6}`).join(', ')})
       ON CONFLICT (content_hash) WHERE deleted_version IS NULL DO NOTHING RETURNING id::text`,
      [document.file_hash, deps.jurisdictionOf(document), deps.isBuiltIn(document.file_hash), file, version, ...columns.map((column) => document[column] ?? null)],
    );
    if (inserted.rows.length === 0) {
      // The team has this content already (another reviewer published it, maybe this very moment): one document.
      const existing = (await client.query<{ id: string; version: string }>('SELECT id::text, version::text FROM team_documents WHERE content_hash = $1 AND deleted_version IS NULL', [document.file_hash])).rows[0]!;
      const added = await insertVectors(client, vectors, version);
      return { commit: added > 0, value: { status: 'unchanged', teamId: Number(existing.id), version: Number(existing.version), replaced: [], vectors: added } };
    }
    const id = Number(inserted.rows[0]!.id);
    for (const table of SYNCED_TABLES) await insertRows(client, table.table, id, rows[table.table] ?? []);
    const added = await insertVectors(client, vectors, version);
    const replaced = await replaceOlder(client, id, document, version);
    return { commit: true, value: { status: 'published', teamId: id, version, replaced, vectors: added } };
  });
  // Only once the server has it: a document linked to a team id the server lacks would be removed by the next pull.
  deps.state.link(outcome.teamId, document.id, document.file_hash, outcome.version);
  return { result: { ...base, status: outcome.status, team_id: outcome.teamId, replaced: outcome.replaced }, vectors: outcome.vectors };
}

/** A document's rows of one synced table, by unnest(): one statement per ROWS_PER_INSERT rows. */
async function insertRows(client: ClientBase, tableName: string, documentId: number, rows: readonly SyncedRow[]): Promise<void> {
  const table = SYNCED_TABLES.find((candidate) => candidate.table === tableName)!;
  const columns = travellingColumns(table);
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const slice = rows.slice(start, start + ROWS_PER_INSERT);
    const arrays = [slice.map((_, index) => start + index), ...columns.map((column) => slice.map((row) => row[column.name] ?? null))];
    const unnest = [`$2::integer[]`, ...columns.map((column, index) => `$${index + 3}::${ARRAY_TYPE[column.type]}`)].join(', ');
    await client.query(
      `INSERT INTO ${quoteIdent(serverTable(table.table))} (document_id, seq, ${columns.map((column) => quoteIdent(column.name)).join(', ')})
       SELECT $1, u.* FROM unnest(${unnest}) AS u`,
      [documentId, ...arrays],
    );
  }
}

interface LocalVectors {
  model: string;
  dimension: number;
  byHash: Map<string, Buffer>;
}

function localVectors(db: Db, documentId: number): LocalVectors | null {
  const space = currentEmbeddingSpace(db);
  if (!space || !hasVectorTable(db)) return null;
  const rows = db.prepare<[number], { chunk_hash: string; embedding: Buffer }>(
    `SELECT c.chunk_hash, v.embedding FROM chunks c JOIN ${VECTOR_TABLE} v ON v.chunk_id = c.id WHERE c.document_id = ?`,
  ).all(documentId);
  return { model: space.modelId, dimension: space.dimension, byHash: new Map(rows.map((row) => [row.chunk_hash, row.embedding])) };
}

/** The vectors the team lacks for this model; returns how many it gained. */
async function insertVectors(client: ClientBase, vectors: LocalVectors | null, version: number): Promise<number> {
  if (!vectors || vectors.byHash.size === 0) return 0;
  const entries = [...vectors.byHash];
  let added = 0;
  for (let start = 0; start < entries.length; start += ROWS_PER_INSERT) {
    const slice = entries.slice(start, start + ROWS_PER_INSERT);
    const result = await client.query(
      `INSERT INTO team_vectors (model_id, chunk_hash, dimension, embedding, version)
       SELECT $1, u.hash, $2, u.embedding, $3 FROM unnest($4::text[], $5::bytea[]) AS u(hash, embedding)
       ON CONFLICT (model_id, chunk_hash) DO NOTHING`,
      [vectors.model, vectors.dimension, version, slice.map(([hash]) => hash), slice.map(([, embedding]) => embedding)],
    );
    added += result.rowCount ?? 0;
  }
  return added;
}

/** The team documents the new one takes the place of (replacement.ts) are deleted at the same version. */
async function replaceOlder(client: ClientBase, id: number, document: LocalDocument, version: number): Promise<TeamChange[]> {
  const { rows } = await client.query<{ id: string; file_name: string; law_name: string | null; law_kind: NonNullable<TeamChange['law_kind']>; effective_date: string | null; promulgation_date: string | null; promulgation_number: string | null; built_in: boolean }>(
    `SELECT id::text, file_name, law_name, law_kind, effective_date, promulgation_date, promulgation_number, built_in FROM team_documents
     WHERE deleted_version IS NULL AND id <> $1 AND (file_name = $2 OR (built_in AND law_kind = $3))`,
    [id, document.file_name, document.law_kind],
  );
  const next = { file_name: document.file_name, law_name: document.law_name, law_kind: document.law_kind, promulgation_date: (document.promulgation_date as string | null) ?? null, promulgation_number: (document.promulgation_number as string | null) ?? null };
  const replaced = rows.filter((row) => replaces(next, row));
  if (replaced.length === 0) return [];
  await deleteDocuments(client, replaced.map((row) => Number(row.id)), version, id);
  return replaced.map((row) => ({ team_id: Number(row.id), name: row.law_name ?? row.file_name, law_kind: row.law_kind, effective_date: row.effective_date }));
}

/** Marks documents deleted at `version` (their row stays, so laptops learn of it) and drops their file and rows. */
async function deleteDocuments(client: ClientBase, ids: readonly number[], version: number, replacedBy: number | null): Promise<TeamChange[]> {
  const { rows } = await client.query<{ id: string; name: string; law_kind: TeamChange['law_kind']; effective_date: string | null }>(
    `UPDATE team_documents SET deleted_version = $2, replaced_by = $3, content = NULL WHERE id = ANY($1::bigint[]) AND deleted_version IS NULL
     RETURNING id::text, coalesce(law_name, file_name) AS name, law_kind, effective_date`,
    [ids, version, replacedBy],
  );
  for (const table of SYNCED_TABLES) await client.query(`DELETE FROM ${quoteIdent(serverTable(table.table))} WHERE document_id = ANY($1::bigint[])`, [ids]);
  return rows.map((row) => ({ team_id: Number(row.id), name: row.name, law_kind: row.law_kind, effective_date: row.effective_date }));
}

/** Team documents deleted on this laptop are deleted for everyone, one transaction each. */
async function publishDeletions(client: ClientBase, deps: PublishDeps): Promise<TeamChange[]> {
  const deleted: TeamChange[] = [];
  for (const link of deps.state.links().values()) {
    if (link.document_id !== null) continue;
    const changes = await inVersion(client, async (version) => {
      const gone = await deleteDocuments(client, [link.team_id], version, null);
      return { commit: gone.length > 0, value: gone };
    });
    deleted.push(...changes);
    deps.state.unlink(link.team_id);
  }
  return deleted;
}

/** Each CSV rule import the team does not have in this form replaces the team's import of the same file name. */
async function publishRuleImports(client: ClientBase, deps: PublishDeps): Promise<number> {
  const sources = deps.db.prepare<[], { id: number; name: string; content_hash: string | null }>("SELECT id, name, content_hash FROM rule_sources WHERE kind = 'csv' ORDER BY id").all();
  const linked = deps.state.ruleImports();
  const zoning = deps.db.prepare<[number], SyncedRow>('SELECT jurisdiction, zone_district, bcr_max, far_min, far_max, law_name, article, item, document, page, line FROM zoning_limits WHERE source = ? ORDER BY id');
  const landUse = deps.db.prepare<[number], SyncedRow>('SELECT jurisdiction, zone_district, activity, permission, conditions, law_name, article, line FROM land_use_rules WHERE source = ? ORDER BY id');
  let published = 0;
  for (const source of sources) {
    const hash = source.content_hash ?? '';
    if (linked.get(source.name)?.content_hash === hash) continue;
    const teamId = await inVersion(client, async (version) => {
      const live = (await client.query<{ id: string; content_hash: string }>('SELECT id::text, content_hash FROM team_rule_imports WHERE name = $1 AND deleted_version IS NULL', [source.name])).rows[0];
      if (live?.content_hash === hash) return { commit: false, value: Number(live.id) };
      if (live) await client.query('UPDATE team_rule_imports SET deleted_version = $2 WHERE id = $1', [live.id, version]);
      const inserted = await client.query<{ id: string }>(
        'INSERT INTO team_rule_imports (name, content_hash, zoning, land_use, version) VALUES ($1, $2, $3, $4, $5) RETURNING id::text',
        [source.name, hash, JSON.stringify(zoning.all(source.id)), JSON.stringify(landUse.all(source.id)), version],
      );
      published++;
      return { commit: true, value: Number(inserted.rows[0]!.id) };
    });
    deps.state.linkRuleImport(source.name, teamId, hash, 0);
  }
  return published;
}

/** Every labelled example the team lacks, in one transaction. */
async function publishExamples(client: ClientBase, db: Db): Promise<number> {
  const examples = db.prepare<[], { query: string; category: string }>('SELECT DISTINCT query, category FROM category_examples ORDER BY query').all();
  if (examples.length === 0) return 0;
  return inVersion(client, async (version) => {
    const result = await client.query(
      `INSERT INTO team_category_examples (query, category, version) SELECT u.query, u.category, $1 FROM unnest($2::text[], $3::text[]) AS u(query, category)
       ON CONFLICT (query, category) DO NOTHING`,
      [version, examples.map((example) => example.query), examples.map((example) => example.category)],
    );
    const added = result.rowCount ?? 0;
    return { commit: added > 0, value: added };
  });
}
