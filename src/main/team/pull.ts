// A pull: the team's library as of one server version, for this laptop's slice, into the local store. Everything is
// read in one REPEATABLE READ snapshot, so the documents, rule imports and examples are those of exactly the head
// version it reads first (every publish raises the head inside its own transaction). Documents are downloaded into
// the staging tables in batches, each batch one local transaction; then one local transaction applies them
// (apply.ts). A pull stopped while downloading keeps the batches it staged and the next one downloads the rest; a
// pull stopped while applying leaves the library untouched. Either way the library is the one it had.
import { removeOwnCopy, keepBytes } from '../library/uploads';
import type { TeamProgress, TeamSyncReport } from '../../shared/team-contract';
import type { Db } from '../store/database';
import type { PullPlan } from './apply';
import type { TeamConnection } from './connection';
import type { LocalTeamState } from './local-state';
import { exampleChanges, fetchDocuments, replacedBy, ruleImportChanges, targetDocuments, vectorChanges, vectorsOfDocuments, type TargetDocument } from './server-reads';
import { readServerState } from './server-state';
import type { Staging } from './staging';

/** A download batch: at most this many documents… */
const BATCH_DOCUMENTS = 20;
/** …or this many bytes of files, so a batch of large PDFs does not sit in memory at once. */
const BATCH_BYTES = 32 * 2 ** 20;

export interface PullDeps {
  db: Db;
  state: LocalTeamState;
  staging: Staging;
  apply(plan: PullPlan): { report: TeamSyncReport; filesToRemove: string[] };
  uploadsDir: string;
  /** The jurisdictions this laptop takes (slice.ts); null: everything. */
  slice: string[] | null;
  sliceKey: string;
  /** The embedding model whose vectors this laptop takes; null: none (it has no model). */
  embeddingModel: string | null;
  onProgress(progress: TeamProgress): void;
  /** Tests only: called at named points, to stop a pull there. */
  checkpoint?: ((point: string) => void) | undefined;
}

export async function pull(connection: TeamConnection, deps: PullDeps, auditSent: number): Promise<TeamSyncReport> {
  const startedAt = performance.now();
  const { client } = connection;
  const { state, staging } = deps;
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const server = await readServerState(client);
    const sameServer = state.serverId() === server.serverId;
    const fromVersion = sameServer ? state.version() : null;
    staging.keepOnlyFrom(server.serverId);
    const staged = staging.staged();
    if (sameServer && fromVersion === server.version && state.sliceKey() === deps.sliceKey && staged.size === 0) {
      await client.query('COMMIT');
      state.checked();
      return { ...noChange(server.version), audit_sent: auditSent, ms: Math.round(performance.now() - startedAt) };
    }

    // The diff is by document, never by row: a document never changes once published.
    const target = await targetDocuments(client, deps.slice);
    const links = sameServer ? state.links() : new Map();
    const targetIds = new Set(target.map((document) => document.id));
    // A team document deleted on this laptop (document_id null) is not brought back: the user chose that.
    const add = target.filter((document) => !links.has(document.id));
    const remove = [...links.values()]
      .filter((link) => link.document_id !== null && !targetIds.has(link.team_id))
      .map((link) => ({ teamId: link.team_id, documentId: link.document_id!, change: describeLocal(deps.db, link.team_id, link.document_id!) }));
    const hasLocally = deps.db.prepare<[string], { id: number }>('SELECT id FROM documents WHERE file_hash = ?');
    const adopt = add.filter((document) => hasLocally.get(document.content_hash) !== undefined);
    const adopting = new Set(adopt);
    const download = add.filter((document) => !staged.has(document.id) && !adopting.has(document));

    // What a stopped pull staged for documents no longer wanted goes, with its files.
    const wanted = new Set(add.map((document) => document.id));
    const unwanted = [...staged.keys()].filter((id) => !wanted.has(id));
    staging.drop(unwanted);
    const inUse = deps.db.prepare<[string], { id: number }>('SELECT id FROM documents WHERE source_path = ?');
    for (const id of unwanted) {
      const path = staged.get(id);
      // (The same file may be a document's already: an upload of the same content and name.)
      if (path && !inUse.get(path)) removeOwnCopy(path, deps.uploadsDir);
    }

    await downloadDocuments(connection, deps, download);
    if (deps.embeddingModel) {
      // Vectors for documents this laptop already had (adopted), and those published since its version.
      const adopted = adopt.map((document) => document.id);
      const vectors = [...(await vectorsOfDocuments(client, adopted, deps.embeddingModel)), ...(fromVersion === null ? [] : await vectorChanges(client, deps.embeddingModel, fromVersion, server.version))];
      staging.stage([], vectors, deps.embeddingModel);
    }
    const since = fromVersion ?? 0;
    const ruleImports = await ruleImportChanges(client, since, server.version);
    const examples = await exampleChanges(client, since, server.version);
    const replacements = await replacedBy(client, remove.map((entry) => entry.teamId));
    await client.query('COMMIT');

    deps.checkpoint?.('before-apply');
    deps.onProgress({ stage: 'applying', done: 0, total: add.length });
    const { report, filesToRemove } = deps.apply({
      server,
      sliceKey: deps.sliceKey,
      sameServer,
      fromVersion,
      remove,
      add,
      replacedBy: replacements,
      ruleImports,
      examples,
      auditSent,
      startedAt,
    });
    for (const path of filesToRemove) removeOwnCopy(path, deps.uploadsDir);
    return report;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

async function downloadDocuments(connection: TeamConnection, deps: PullDeps, documents: readonly TargetDocument[]): Promise<void> {
  let done = 0;
  for (const batch of batches(documents)) {
    deps.onProgress({ stage: 'downloading', done, total: documents.length, name: batch[0]!.name });
    const fetched = await fetchDocuments(connection.client, batch.map((document) => document.id), deps.embeddingModel);
    // Files first (each written whole, under a temporary name), then the batch's rows in one transaction.
    const withFiles = fetched.documents.map(({ staged, content, rows }) => ({
      staged: { ...staged, file_path: content ? keepBytes(content, staged.content_hash, String(staged.document.file_name), deps.uploadsDir) : null },
      rows,
    }));
    deps.staging.stage(withFiles, fetched.vectors, deps.embeddingModel);
    done += batch.length;
    deps.checkpoint?.(`downloaded:${done}`);
  }
  if (documents.length > 0) deps.onProgress({ stage: 'downloading', done, total: documents.length });
}

function* batches(documents: readonly TargetDocument[]): Generator<TargetDocument[]> {
  let batch: TargetDocument[] = [];
  let bytes = 0;
  for (const document of documents) {
    if (batch.length > 0 && (batch.length >= BATCH_DOCUMENTS || bytes + document.content_bytes > BATCH_BYTES)) {
      yield batch;
      batch = [];
      bytes = 0;
    }
    batch.push(document);
    bytes += document.content_bytes;
  }
  if (batch.length > 0) yield batch;
}

function describeLocal(db: Db, teamId: number, documentId: number) {
  const row = db.prepare<[number], { name: string; law_kind: TargetDocument['law_kind']; effective_date: string | null }>(
    'SELECT coalesce(law_name, file_name) AS name, law_kind, effective_date FROM documents WHERE id = ?',
  ).get(documentId);
  return { team_id: teamId, name: row?.name ?? String(teamId), law_kind: row?.law_kind ?? null, effective_date: row?.effective_date ?? null };
}

function noChange(version: number): TeamSyncReport {
  return { version, from_version: version, added: [], replaced: [], removed: [], adopted: 0, rule_imports: 0, examples: 0, vectors: 0, audit_sent: 0, ms: 0 };
}
