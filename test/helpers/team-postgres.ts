// A PostgreSQL server for the team-library tests: one database of their own per test file (and its roles), set up
// as an administrator would with `geungeo team setup`, and dropped with its roles when the file is done. Only
// 127.0.0.1 (or GEUNGEO_TEAM_TEST_URL) is ever contacted.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { setUpTeamDatabase } from '../../src/main/team/server-schema';

export const DEFAULT_TEST_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether a server answers at `url` (default: the machine's own), within a few seconds. */
export async function probeTeamPostgres(url: string | undefined): Promise<{ url: string } | { tried: string; why: string }> {
  const tried = url || DEFAULT_TEST_URL;
  const client = new pg.Client({ connectionString: tried, connectionTimeoutMillis: 3_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { url: tried };
  } catch (error) {
    return { tried: tried.replace(/:[^:@/]*@/, '@'), why: (error as { code?: string }).code ?? (error as Error).message };
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface TeamTestDatabase {
  name: string;
  /** The address a laptop uses, as one of the test's users (no password: the test server trusts 127.0.0.1). */
  url(user: 'admin' | 'reviewer' | 'reviewer2' | 'reader'): string;
  /** An administrator's connection to the team database, to look at what the server holds. */
  query<T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export async function createTeamTestDatabase(adminUrl: string): Promise<TeamTestDatabase> {
  const name = `geungeo_t_${process.pid}_${randomBytes(3).toString('hex')}`;
  const base = new URL(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const urlFor = (user: string) => {
    const url = new URL(base.toString());
    url.username = user;
    url.password = '';
    url.pathname = `/${name}`;
    return url.toString();
  };
  const owner = new pg.Client({ connectionString: urlFor(base.username || 'postgres') });
  await owner.connect();
  const { roles } = await setUpTeamDatabase(owner);
  const users = { reviewer: `${name}_rev1`, reviewer2: `${name}_rev2`, reader: `${name}_field` };
  await admin.query(`CREATE ROLE ${users.reviewer} LOGIN IN ROLE ${roles.reviewer}`);
  await admin.query(`CREATE ROLE ${users.reviewer2} LOGIN IN ROLE ${roles.reviewer}`);
  await admin.query(`CREATE ROLE ${users.reader} LOGIN IN ROLE ${roles.reader}`);
  return {
    name,
    url: (user) => urlFor(user === 'admin' ? base.username || 'postgres' : users[user]),
    query: async (sql, values) => (await owner.query(sql, values)).rows,
    drop: async () => {
      await owner.end().catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      for (const role of [...Object.values(users), roles.reviewer, roles.reader]) await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.end();
    },
  };
}
