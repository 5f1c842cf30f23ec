// The one SQLite transaction that moves a pull into the library: team documents the slice no longer holds go,
// staged documents come in (or a document this laptop already has is adopted as the team's), vectors, rule imports
// and examples follow, and the team version is recorded — all of it, or, if anything fails or the process dies,
// none of it: the library stays exactly as it was and the staged documents wait for the next pull.
import type { TeamChange, TeamSyncReport } from '../../shared/team-contract';
import type { Db } from '../store/database';
import { createDocumentWriter } from '../store/document-writer';
import { createVectorRepository, currentEmbeddingSpace, ensureEmbeddingSpace, VECTOR_TABLE } from '../store/vectors';
import type { LandUseRuleRow, RuleStore, ZoningLimitRow } from '../rules/rule-store';
import { createDocumentRowWriter } from './document-rows';
import type { LocalTeamState } from './local-state';
import type { TeamRuleImport, TargetDocument } from './server-reads';
import type { ServerState } from './server-state';
import type { Staging } from './staging';
import { DOCUMENT_COLUMNS } from './synced-tables';

export interface PullPlan {
  server: ServerState;
  sliceKey: string;
  /** False when the laptop last pulled from another team database (or never): its links were forgotten. */
  sameServer: boolean;
  fromVersion: number | null;
  /** Team documents this laptop holds that the team (or its slice) no longer has. */
  remove: { teamId: number; documentId: number; change: TeamChange }[];
  /** Team documents to add, each staged or already here with the same content. */
  add: TargetDocument[];
  /** A removed document → the team document that replaced it. */
  replacedBy: Map<number, number>;
  ruleImports: { live: TeamRuleImport[]; deleted: string[] };
  examples: { query: string; category: string }[];
  auditSent: number;
  startedAt: number;
}

export interface ApplyDeps {
  db: Db;
  state: LocalTeamState;
  staging: Staging;
  rules: RuleStore;
  /** Built-in statute texts a newer official text replaces (library/built-in.ts), as when a file is ingested. */
  supersededBy(law: { law_name: string | null; law_kind: string; promulgation_date: string | null; promulgation_number: string | null }): number[];
  /** Tests only: called at named points inside the transaction, to stop a pull there. */
  checkpoint?: ((point: string) => void) | undefined;
}

export function createPullApplier(deps: ApplyDeps) {
  const { db, state, staging } = deps;
  const writer = createDocumentWriter(db);
  const writeRows = createDocumentRowWriter(db);
  const vectors = createVectorRepository(db);
  const documentColumns = DOCUMENT_COLUMNS.map((column) => column.name);
  const insertDocument = db.prepare(
    `INSERT INTO documents (file_hash, source_path, status, ${documentColumns.join(', ')}) VALUES (?, ?, 'ready', ${documentColumns.map(() => '?').join(', ')})`,
  );
  const pathOf = db.prepare<[number], { source_path: string | null }>('SELECT source_path FROM documents WHERE id = ?');
  const addExample = db.prepare<[string, string, string, string]>(
    'INSERT INTO category_examples (query, category, conversation) SELECT ?, ?, NULL WHERE NOT EXISTS (SELECT 1 FROM category_examples WHERE query = ? AND category = ?)',
  );

  /** Vectors staged for the laptop's model, for every chunk that has none (one by one: sqlite-vec reads the binary
   *  quantization's type from the value it is given, which an INSERT … SELECT would not carry). */
  function applyVectors(): number {
    const space = staging.vectorSpace();
    if (!space) return 0;
    const current = currentEmbeddingSpace(db);
    if (current && (current.modelId !== space.model_id || current.dimension !== space.dimension)) return 0;
    ensureEmbeddingSpace(db, { modelId: space.model_id, dimension: space.dimension });
    // In pages of chunk ids: a slice's 100,000 vectors would otherwise sit in memory at once (150 MB).
    const wanting = db.prepare<[string, number], { id: number; embedding: Buffer }>(
      `SELECT c.id, s.embedding FROM chunks c JOIN team_staged_vectors s ON s.chunk_hash = c.chunk_hash
       WHERE s.model_id = ? AND c.id > ? AND NOT EXISTS (SELECT 1 FROM ${VECTOR_TABLE} v WHERE v.chunk_id = c.id)
       ORDER BY c.id LIMIT 2000`,
    );
    let added = 0;
    for (let page = wanting.all(space.model_id, 0); page.length > 0; page = wanting.all(space.model_id, page.at(-1)!.id)) {
      for (const row of page) vectors.insertBlob(row.id, row.embedding);
      added += page.length;
    }
    return added;
  }

  function applyRuleImports(imports: PullPlan['ruleImports']): number {
    const linked = state.ruleImports();
    for (const name of imports.deleted) {
      if (!linked.has(name)) continue;
      deps.rules.removeSource('csv', name);
      state.unlinkRuleImport(name);
    }
    for (const entry of imports.live) {
      deps.rules.replaceSource({ kind: 'csv', name: entry.name, contentHash: entry.content_hash, document: null, speaksFor: null }, { zoning: entry.zoning as ZoningLimitRow[], landUse: entry.land_use as LandUseRuleRow[] });
      state.linkRuleImport(entry.name, entry.id, entry.content_hash, entry.version);
    }
    return imports.live.length + imports.deleted.filter((name) => linked.has(name)).length;
  }

  /** Applies the plan; returns its report and the library's own file copies to delete once it is committed. */
  const apply = (plan: PullPlan): { report: TeamSyncReport; filesToRemove: string[] } => {
    if (!plan.sameServer) state.forgetServer();
    const filesToRemove: string[] = [];
    for (const { teamId, documentId } of plan.remove) {
      state.unlink(teamId);
      const path = pathOf.get(documentId)?.source_path;
      if (path) filesToRemove.push(path);
      writer.remove([documentId]);
    }
    let adopted = 0;
    const added: TeamChange[] = [];
    const teamDocuments = new Set([...state.links().values()].map((link) => link.document_id));
    for (const [index, target] of plan.add.entries()) {
      if (index === Math.floor(plan.add.length / 2)) deps.checkpoint?.('apply:halfway');
      const same = writer.findByHash(target.content_hash);
      if (same) {
        state.link(target.id, same.id, target.content_hash, target.version);
        teamDocuments.add(same.id);
        adopted++;
        continue;
      }
      const entry = staging.read(target.id);
      if (!entry) throw new Error(`team document ${target.id} was not downloaded`);
      const { staged, rows } = entry;
      const values = documentColumns.map((column) => staged.document[column] ?? null);
      const documentId = Number(insertDocument.run(staged.content_hash, staged.file_path, ...values).lastInsertRowid);
      if (typeof staged.document.law_name === 'string') writer.rememberLawName(staged.document.law_name);
      writeRows(documentId, rows);
      state.link(target.id, documentId, staged.content_hash, staged.version, staged.document.published_by, staged.document.published_at);
      teamDocuments.add(documentId);
      // A newer official text of a built-in statute replaces it, as it does when the file is ingested; a built-in
      // text that is the team's is the team's to replace.
      const superseded = deps.supersededBy(staged.document as unknown as Parameters<ApplyDeps['supersededBy']>[0]).filter((id) => !teamDocuments.has(id));
      if (superseded.length > 0) writer.remove(superseded);
      added.push({ team_id: target.id, name: target.name, law_kind: target.law_kind, effective_date: target.effective_date });
    }
    const vectors = applyVectors();
    const ruleImports = applyRuleImports(plan.ruleImports);
    let examples = 0;
    for (const example of plan.examples) examples += addExample.run(example.query, example.category, example.query, example.category).changes;

    const replacementOf = new Map([...plan.replacedBy].filter(([, by]) => plan.add.some((target) => target.id === by)));
    const report: TeamSyncReport = {
      version: plan.server.version,
      from_version: plan.fromVersion,
      added: added.filter((change) => ![...replacementOf.values()].includes(change.team_id)),
      replaced: added.filter((change) => [...replacementOf.values()].includes(change.team_id)),
      removed: plan.remove.filter((entry) => !replacementOf.has(entry.teamId)).map((entry) => entry.change),
      adopted,
      rule_imports: ruleImports,
      examples,
      vectors,
      audit_sent: plan.auditSent,
      ms: Math.round(performance.now() - plan.startedAt),
    };
    state.pulled(plan.server.version, plan.server.serverId, plan.sliceKey, report);
    staging.clear();
    deps.checkpoint?.('apply:before-commit');
    return { report, filesToRemove };
  };

  return (plan: PullPlan) => db.transaction(apply).immediate(plan);
}
