// Where a pull keeps what it downloaded until it applies it: each team document whole (its row, its synced rows as
// one JSON array per table, the path its file was kept at) and the vectors of the laptop's model. A document is
// staged in one transaction, so a pull that is stopped leaves whole documents here and nothing half; the next pull
// downloads only the documents it does not find (a team document never changes once published: a new text is a
// new document).
import type { Db } from '../store/database';
import { createMetaStore } from '../store/meta';
import type { DocumentRows } from './document-rows';
import type { SyncedRow } from './synced-tables';

export interface StagedDocument {
  team_id: number;
  content_hash: string;
  version: number;
  /** DOCUMENT_COLUMNS' values, with who published it and when. */
  document: SyncedRow & { published_by: string | null; published_at: string | null };
  /** The file as kept in the library's own folder; null when the team has no file for it. */
  file_path: string | null;
}

export interface StagedVector {
  chunk_hash: string;
  dimension: number;
  embedding: Buffer;
}

/** Which team database the staged documents came from: ids mean nothing on another. */
const SERVER_KEY = 'team.staged_server';

export function createStaging(db: Db) {
  const meta = createMetaStore(db);
  const insertDocument = db.prepare<[number, string, number, string, string | null]>(
    'INSERT OR REPLACE INTO team_staged_documents (team_id, content_hash, version, document, file_path) VALUES (?, ?, ?, ?, ?)',
  );
  const insertRows = db.prepare<[number, string, string]>('INSERT OR REPLACE INTO team_staged_rows (team_id, table_name, rows) VALUES (?, ?, ?)');
  const documentRow = db.prepare<[number], { team_id: number; content_hash: string; version: number; document: string; file_path: string | null }>(
    'SELECT team_id, content_hash, version, document, file_path FROM team_staged_documents WHERE team_id = ?',
  );
  const rowsOf = db.prepare<[number], { table_name: string; rows: string }>('SELECT table_name, rows FROM team_staged_rows WHERE team_id = ?');
  const ids = db.prepare<[], { team_id: number; file_path: string | null }>('SELECT team_id, file_path FROM team_staged_documents');
  const drop = db.prepare<[number]>('DELETE FROM team_staged_documents WHERE team_id = ?');
  const insertVector = db.prepare<[string, string, number, Buffer]>('INSERT OR REPLACE INTO team_staged_vectors (chunk_hash, model_id, dimension, embedding) VALUES (?, ?, ?, ?)');
  const vectorSpace = db.prepare<[], { model_id: string; dimension: number }>('SELECT model_id, dimension FROM team_staged_vectors LIMIT 1');

  return {
    /** Team id → the file its staged document keeps. */
    staged: (): Map<number, string | null> => new Map(ids.all().map((row) => [row.team_id, row.file_path])),

    /** Stages documents with their rows and vectors, all or none. */
    stage: db.transaction((documents: readonly { staged: StagedDocument; rows: DocumentRows }[], vectors: readonly StagedVector[], modelId: string | null) => {
      for (const { staged, rows } of documents) {
        insertDocument.run(staged.team_id, staged.content_hash, staged.version, JSON.stringify(staged.document), staged.file_path);
        for (const [table, list] of Object.entries(rows)) insertRows.run(staged.team_id, table, JSON.stringify(list));
      }
      if (modelId) for (const vector of vectors) insertVector.run(vector.chunk_hash, modelId, vector.dimension, vector.embedding);
    }),

    read(teamId: number): { staged: StagedDocument; rows: DocumentRows } | null {
      const row = documentRow.get(teamId);
      if (!row) return null;
      const rows: DocumentRows = Object.fromEntries(rowsOf.all(teamId).map((entry) => [entry.table_name, JSON.parse(entry.rows) as SyncedRow[]]));
      return { staged: { ...row, document: JSON.parse(row.document) as StagedDocument['document'] }, rows };
    },

    drop: (teamIds: Iterable<number>) => db.transaction(() => [...teamIds].forEach((id) => drop.run(id)))(),

    /** The model and dimension of the staged vectors, if any. */
    vectorSpace: () => vectorSpace.get() ?? null,

    /** Keeps what was staged only if it came from this server (a laptop pointed elsewhere mid-pull starts over). */
    keepOnlyFrom(serverId: string): void {
      if (meta.get(SERVER_KEY) === serverId) return;
      db.exec('DELETE FROM team_staged_documents; DELETE FROM team_staged_vectors;');
      meta.set(SERVER_KEY, serverId);
    },

    /** Inside the pull's transaction, once applied. */
    clear: () => db.exec('DELETE FROM team_staged_documents; DELETE FROM team_staged_vectors;'),
  };
}

export type Staging = ReturnType<typeof createStaging>;
