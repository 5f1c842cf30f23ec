// What this laptop knows of the team library, in its own database: which documents and rule imports are the team's
// (team_documents, team_rule_imports), the team version it holds and when it was pulled, what the last pull changed,
// why the last attempt failed, and the account's role when it last connected.
import type { ApiError } from '../../shared/contract';
import type { TeamRole, TeamSyncReport } from '../../shared/team-contract';
import type { Db } from '../store/database';
import { createMetaStore } from '../store/meta';

const KEYS = {
  version: 'team.version',
  server: 'team.server_id',
  syncedAt: 'team.synced_at',
  slice: 'team.slice',
  lastSync: 'team.last_sync',
  lastError: 'team.last_error',
  role: 'team.role',
  client: 'team.client_id',
} as const;

export interface DocumentLink {
  team_id: number;
  /** Null once the document was deleted on this laptop. */
  document_id: number | null;
  content_hash: string;
  version: number;
}

export function createLocalTeamState(db: Db) {
  const meta = createMetaStore(db);
  const json = <T>(key: string): T | null => {
    const raw = meta.get(key);
    try {
      return raw ? (JSON.parse(raw) as T) : null;
    } catch {
      return null;
    }
  };
  const links = db.prepare<[], DocumentLink>('SELECT team_id, document_id, content_hash, version FROM team_documents');
  const link = db.prepare<[number, number | null, string, number, string | null, string | null]>(
    `INSERT INTO team_documents (team_id, document_id, content_hash, version, published_by, published_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (team_id) DO UPDATE SET document_id = excluded.document_id, content_hash = excluded.content_hash, version = excluded.version`,
  );
  const unlinkDocument = db.prepare<[number]>('DELETE FROM team_documents WHERE document_id = ?');
  const unlink = db.prepare<[number]>('DELETE FROM team_documents WHERE team_id = ?');
  const counts = db.prepare<[], { team: number; local_only: number; deleted_here: number }>(`
    SELECT (SELECT count(*) FROM team_documents WHERE document_id IS NOT NULL) AS team,
           (SELECT count(*) FROM documents d WHERE NOT EXISTS (SELECT 1 FROM team_documents t WHERE t.document_id = d.id)) AS local_only,
           (SELECT count(*) FROM team_documents WHERE document_id IS NULL) AS deleted_here`);
  const ruleImports = db.prepare<[], { name: string; team_id: number; content_hash: string | null; version: number }>('SELECT name, team_id, content_hash, version FROM team_rule_imports');
  const linkRuleImport = db.prepare<[string, number, string | null, number]>(
    'INSERT INTO team_rule_imports (name, team_id, content_hash, version) VALUES (?, ?, ?, ?) ON CONFLICT (name) DO UPDATE SET team_id = excluded.team_id, content_hash = excluded.content_hash, version = excluded.version',
  );
  const unlinkRuleImport = db.prepare<[string]>('DELETE FROM team_rule_imports WHERE name = ?');

  return {
    version: (): number | null => (meta.get(KEYS.version) === null ? null : Number(meta.get(KEYS.version))),
    serverId: () => meta.get(KEYS.server),
    syncedAt: () => meta.get(KEYS.syncedAt),
    sliceKey: () => meta.get(KEYS.slice),
    lastSync: () => json<TeamSyncReport>(KEYS.lastSync),
    lastError: () => json<ApiError>(KEYS.lastError),
    role: () => meta.get(KEYS.role) as TeamRole | null,

    /** Called inside the pull's transaction: the library now holds this version of this server's library. */
    pulled(version: number, serverId: string, sliceKey: string, report: TeamSyncReport): void {
      meta.set(KEYS.version, String(version));
      meta.set(KEYS.server, serverId);
      meta.set(KEYS.slice, sliceKey);
      meta.set(KEYS.syncedAt, new Date().toISOString());
      meta.set(KEYS.lastSync, JSON.stringify(report));
      meta.delete(KEYS.lastError);
    },
    /** A no-change sync still counts as one: the library is known to be current. */
    checked: () => {
      meta.set(KEYS.syncedAt, new Date().toISOString());
      meta.delete(KEYS.lastError);
    },
    failed: (error: ApiError) => meta.set(KEYS.lastError, JSON.stringify(error)),
    setRole: (role: TeamRole) => meta.set(KEYS.role, role),
    /** This laptop's id in audit records: made once, never a person's name. */
    clientId(): string {
      const existing = meta.get(KEYS.client);
      if (existing) return existing;
      const made = crypto.randomUUID();
      meta.set(KEYS.client, made);
      return made;
    },

    links: (): Map<number, DocumentLink> => new Map(links.all().map((row) => [row.team_id, row])),
    link: (teamId: number, documentId: number | null, contentHash: string, version: number, by: string | null = null, at: string | null = null) =>
      void link.run(teamId, documentId, contentHash, version, by, at),
    unlink: (teamId: number) => void unlink.run(teamId),
    unlinkDocument: (documentId: number) => void unlinkDocument.run(documentId),
    counts: () => counts.get()!,

    ruleImports: () => new Map(ruleImports.all().map((row) => [row.name, row])),
    linkRuleImport: (name: string, teamId: number, contentHash: string | null, version: number) => void linkRuleImport.run(name, teamId, contentHash, version),
    unlinkRuleImport: (name: string) => void unlinkRuleImport.run(name),

    /** Another team database: nothing this laptop held is that team's until a pull says so (same content is adopted). */
    forgetServer(): void {
      db.exec('DELETE FROM team_documents; DELETE FROM team_rule_imports;');
      meta.delete(KEYS.version);
    },
  };
}

export type LocalTeamState = ReturnType<typeof createLocalTeamState>;
