// The first thing every team operation reads: the library's version and the server's identity, and whether the
// server's schema is the one this app speaks — set up to this version, with every table and column this app syncs.
import type { ClientBase } from 'pg';
import { GeungeoError } from '../../shared/errors';
import type { TeamRole } from '../../shared/team-contract';
import { declaredShape, SERVER_SCHEMA_VERSION } from './server-schema';

export interface ServerState {
  version: number;
  serverId: string;
}

export async function readServerState(client: ClientBase): Promise<ServerState> {
  const { rows } = await client.query<{ version: string; server_id: string; schema_version: string | null; declared: string | null }>(`
    SELECT h.version::text AS version, h.server_id::text AS server_id,
           (SELECT value FROM team_meta WHERE key = 'schema_version') AS schema_version,
           (SELECT value FROM team_meta WHERE key = 'declared') AS declared
    FROM team_head h`);
  const row = rows[0];
  if (!row) throw new GeungeoError('TEAM_ERROR', 'The team database has no library head.', { hint: 'an administrator runs `geungeo team setup`', reason: { id: 'team.not-set-up' } });
  const server = Number(row.schema_version ?? 0);
  if (server > SERVER_SCHEMA_VERSION) {
    throw new GeungeoError('TEAM_ERROR', `The team database has schema version ${server}, newer than this Geungeo understands (${SERVER_SCHEMA_VERSION}).`, {
      hint: 'update Geungeo',
      reason: { id: 'team.schema-new', server, app: SERVER_SCHEMA_VERSION },
    });
  }
  if (server < SERVER_SCHEMA_VERSION || !hasDeclared(row.declared)) {
    throw new GeungeoError('TEAM_ERROR', `The team database has schema version ${server} without every table this Geungeo syncs (${SERVER_SCHEMA_VERSION}).`, {
      hint: 'an administrator runs `geungeo team setup` with this version of Geungeo',
      reason: { id: 'team.schema-old', server, app: SERVER_SCHEMA_VERSION },
    });
  }
  return { version: Number(row.version), serverId: row.server_id };
}

/** Every table and column this app syncs is on the server (a newer app's setup may have added more). */
function hasDeclared(raw: string | null): boolean {
  const server = raw ? (JSON.parse(raw) as Record<string, string[]>) : {};
  return Object.entries(declaredShape()).every(([table, columns]) => columns.every((column) => server[table]?.includes(column)));
}

/** What the server's roles let this account do: write the library (a reviewer), or only read it. */
export async function accountRole(client: ClientBase): Promise<TeamRole> {
  const { rows } = await client.query<{ publish: boolean }>("SELECT has_table_privilege('team_documents', 'INSERT') AS publish");
  return rows[0]?.publish ? 'reviewer' : 'reader';
}
