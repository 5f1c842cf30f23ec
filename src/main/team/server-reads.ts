// What a pull reads from the team database, all inside one REPEATABLE READ snapshot (pull.ts): the documents of
// the laptop's slice as of the head version, each document whole with its synced rows and vectors, and the rule
// imports, examples and vectors that changed since the version the laptop holds. Rows of synced tables are read from
// their declarations (synced-tables.ts), never table by table.
import type { ClientBase } from 'pg';
import type { LawKind } from '../../shared/contract';
import type { DocumentRows } from './document-rows';
import { quoteIdent } from './server-schema';
import type { StagedDocument, StagedVector } from './staging';
import { DOCUMENT_COLUMNS, SYNCED_TABLES, serverTable, travellingColumns, type SyncedColumn, type SyncedRow } from './synced-tables';

/** A live team document as the diff needs it. */
export interface TargetDocument {
  id: number;
  content_hash: string;
  version: number;
  name: string;
  law_kind: LawKind | null;
  effective_date: string | null;
  /** The file's size, to batch downloads by bytes. */
  content_bytes: number;
}

/** node-postgres returns bigint as text: a declared integer column comes back as a number. */
function typed(row: Record<string, unknown>, columns: readonly SyncedColumn[]): SyncedRow {
  const out: SyncedRow = {};
  for (const column of columns) {
    const value = row[column.name];
    out[column.name] = value === null || value === undefined ? null : column.type === 'text' ? String(value) : Number(value);
  }
  return out;
}

export async function targetDocuments(client: ClientBase, slice: readonly string[] | null): Promise<TargetDocument[]> {
  const { rows } = await client.query<{ id: string; content_hash: string; version: string; name: string; law_kind: LawKind | null; effective_date: string | null; content_bytes: string | null }>(
    `SELECT id::text, content_hash, version::text, coalesce(law_name, file_name) AS name, law_kind, effective_date, octet_length(content)::text AS content_bytes
     FROM team_documents
     WHERE deleted_version IS NULL AND ($1::text[] IS NULL OR jurisdiction IS NULL OR jurisdiction = ANY($1::text[]))
     ORDER BY id`,
    [slice],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), version: Number(row.version), content_bytes: Number(row.content_bytes ?? 0) }));
}

/** What replaced each of these (deleted) documents, if anything. */
export async function replacedBy(client: ClientBase, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = await client.query<{ id: string; replaced_by: string }>('SELECT id::text, replaced_by::text FROM team_documents WHERE id = ANY($1::bigint[]) AND replaced_by IS NOT NULL', [ids]);
  return new Map(rows.map((row) => [Number(row.id), Number(row.replaced_by)]));
}

/** Documents whole: their columns, file, synced rows (in their order) and the vectors of `model`. */
export async function fetchDocuments(client: ClientBase, ids: readonly number[], model: string | null): Promise<{ documents: { staged: Omit<StagedDocument, 'file_path'>; content: Buffer | null; rows: DocumentRows }[]; vectors: StagedVector[] }> {
  const { rows: documents } = await client.query<Record<string, unknown>>(
    `SELECT id::text, content_hash, version::text, content, published_by, published_at::text, ${DOCUMENT_COLUMNS.map((column) => quoteIdent(column.name)).join(', ')}
     FROM team_documents WHERE id = ANY($1::bigint[]) ORDER BY id`,
    [ids],
  );
  const rowsByDocument = new Map<number, DocumentRows>(ids.map((id) => [id, {}]));
  for (const table of SYNCED_TABLES) {
    const columns = travellingColumns(table);
    const { rows } = await client.query<Record<string, unknown>>(
      `SELECT document_id::text, ${columns.map((column) => quoteIdent(column.name)).join(', ')} FROM ${quoteIdent(serverTable(table.table))}
       WHERE document_id = ANY($1::bigint[]) ORDER BY document_id, seq`,
      [ids],
    );
    for (const row of rows) (rowsByDocument.get(Number(row.document_id))![table.table] ??= []).push(typed(row, columns));
  }
  const vectors = model === null ? [] : await vectorsOfDocuments(client, ids, model);
  return {
    documents: documents.map((row) => ({
      staged: {
        team_id: Number(row.id),
        content_hash: String(row.content_hash),
        version: Number(row.version),
        document: { ...typed(row, DOCUMENT_COLUMNS), published_by: (row.published_by as string | null) ?? null, published_at: (row.published_at as string | null) ?? null },
      },
      content: (row.content as Buffer | null) ?? null,
      rows: rowsByDocument.get(Number(row.id)) ?? {},
    })),
    vectors,
  };
}

/** The vectors of `model` for the chunks of these documents (vectors belong to chunk texts, by their hash). */
export async function vectorsOfDocuments(client: ClientBase, ids: readonly number[], model: string): Promise<StagedVector[]> {
  if (ids.length === 0) return [];
  const { rows } = await client.query<StagedVector>(
    `SELECT v.chunk_hash, v.dimension, v.embedding FROM team_vectors v
     WHERE v.model_id = $2 AND v.chunk_hash IN (SELECT c.chunk_hash FROM team_chunks c WHERE c.document_id = ANY($1::bigint[]))`,
    [ids, model],
  );
  return rows;
}

/** Vectors of `model` published after `since` (a reviewer embedded documents the team already had). */
export async function vectorChanges(client: ClientBase, model: string, since: number, head: number): Promise<StagedVector[]> {
  const { rows } = await client.query<StagedVector>(
    'SELECT chunk_hash, dimension, embedding FROM team_vectors WHERE model_id = $1 AND version > $2 AND version <= $3',
    [model, since, head],
  );
  return rows;
}

export interface TeamRuleImport {
  id: number;
  name: string;
  content_hash: string;
  zoning: unknown[];
  land_use: unknown[];
  version: number;
}

/** Rule imports published after `since`, and the names of those deleted after it. */
export async function ruleImportChanges(client: ClientBase, since: number, head: number): Promise<{ live: TeamRuleImport[]; deleted: string[] }> {
  const { rows } = await client.query<{ id: string; name: string; content_hash: string; zoning: unknown[]; land_use: unknown[]; version: string; deleted_version: string | null }>(
    `SELECT id::text, name, content_hash, zoning, land_use, version::text, deleted_version::text FROM team_rule_imports
     WHERE (version > $1 AND version <= $2) OR (deleted_version > $1 AND deleted_version <= $2) ORDER BY version`,
    [since, head],
  );
  const live = rows.filter((row) => row.deleted_version === null || Number(row.deleted_version) > head);
  return {
    live: live.map((row) => ({ id: Number(row.id), name: row.name, content_hash: row.content_hash, zoning: row.zoning, land_use: row.land_use, version: Number(row.version) })),
    deleted: rows.filter((row) => row.deleted_version !== null && Number(row.deleted_version) <= head && !live.some((other) => other.name === row.name)).map((row) => row.name),
  };
}

/** Labelled examples published after `since`. */
export async function exampleChanges(client: ClientBase, since: number, head: number): Promise<{ query: string; category: string }[]> {
  const { rows } = await client.query<{ query: string; category: string }>('SELECT query, category FROM team_category_examples WHERE version > $1 AND version <= $2 ORDER BY id', [since, head]);
  return rows;
}
