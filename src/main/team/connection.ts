// One connection to the team database (node-postgres), and what its failures mean for a person. pg is loaded on the
// first connection, so the app and every command that never touches the team start as fast as before. A laptop
// that is offline learns it within CONNECT_TIMEOUT_MS and goes on with its own library.
import type { Client, ClientConfig } from 'pg';
import { GeungeoError } from '../../shared/errors';
import { describeTeamAddress, parseTeamUrl, type TeamAddress } from '../../shared/team-url';
import type { TeamTarget } from '../settings/team-settings';

/** Long enough for a VPN's first packet, short enough that an offline laptop is told at once. */
export const CONNECT_TIMEOUT_MS = 8_000;
/** A reply that stops for this long (a dropped network mid-pull) ends the operation; what was staged stays. */
const QUERY_TIMEOUT_MS = 120_000;

export interface TeamConnection {
  readonly client: Client;
  readonly address: TeamAddress;
  /** user@host:port/database */
  readonly server: string;
  close(): Promise<void>;
}

export function addressOf(target: TeamTarget): TeamAddress {
  const address = parseTeamUrl(target.url);
  if (!address) throw new GeungeoError('INVALID_INPUT', `Not a postgres:// address: ${target.url}.`, { reason: { id: 'settings.invalid', fields: ['team.url'] } });
  return address;
}

/** libpq's sslmode as node-postgres's ssl option: require encrypts, verify-* also checks the certificate. */
function sslOption(sslmode: string | null): ClientConfig['ssl'] {
  if (sslmode === null || sslmode === 'disable' || sslmode === 'allow') return false;
  if (sslmode === 'verify-ca' || sslmode === 'verify-full') return true;
  return { rejectUnauthorized: false };
}

export async function connectTeam(target: TeamTarget): Promise<TeamConnection> {
  const address = addressOf(target);
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    host: address.host,
    port: address.port,
    user: address.user,
    database: address.database,
    // A function, because node-postgres reads PGPASSWORD or ~/.pgpass for any falsy password: those belong to other
    // programs, and the team password is only ever the one Geungeo was given.
    password: () => target.password ?? '',
    ssl: sslOption(address.sslmode),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
    application_name: 'geungeo',
  });
  // A connection that drops between queries: the next query fails and says so; the event must not crash the app.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw teamError(error, address);
  }
  return { client, address, server: describeTeamAddress(address), close: () => client.end().catch(() => undefined) };
}

/** Network failures: the server cannot be reached (offline, wrong host, server down, a dropped connection). */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ECONNRESET', 'EPIPE']);

/** Whether a failure came from the team database or the network to it (not from this laptop's own library). */
export function isTeamFailure(error: unknown): boolean {
  if (error instanceof GeungeoError) return false;
  const failure = error as { code?: unknown; severity?: unknown; message?: unknown } | null;
  return typeof failure?.severity === 'string' || UNREACHABLE.has(String(failure?.code ?? '')) || /timeout|Connection terminated/i.test(String(failure?.message ?? ''));
}

/** A failure of the team database as a GeungeoError with its reason (PostgreSQL's SQLSTATE codes, Appendix A). */
export function teamError(error: unknown, address: TeamAddress, during: 'read' | 'publish' = 'read'): GeungeoError {
  if (error instanceof GeungeoError) return error;
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  const message = error instanceof Error ? error.message : String(error);
  const fail = (english: string, reason: NonNullable<ConstructorParameters<typeof GeungeoError>[2]>['reason'], hint?: string) => new GeungeoError('TEAM_ERROR', english, { hint, reason, cause: error });
  const server = `${address.host}:${address.port}`;
  if (UNREACHABLE.has(code) || /timeout|terminated unexpectedly|Connection terminated/i.test(message)) {
    return code === 'ECONNRESET' || /terminated unexpectedly/i.test(message)
      ? fail(`The connection to the team database ${server} was lost: ${message}.`, { id: 'team.connection-lost' }, 'sync again; a pull resumes where it stopped')
      : fail(`Cannot reach the team database at ${server} (${code || message}).`, { id: 'team.unreachable', server }, 'this laptop keeps working on its own library; sync again when the network is back');
  }
  if (code === '28P01' || code === '28000') return fail(`The team database refused the login of ${address.user}: ${message}.`, { id: 'team.auth-failed', user: address.user }, 'check the user and password');
  if (code === '3D000') return fail(`There is no database ${address.database} on ${server}.`, { id: 'team.no-database', database: address.database }, 'check the address');
  if (code === '42P01') return fail('The team database has not been set up.', { id: 'team.not-set-up' }, 'an administrator runs `geungeo team setup`');
  if (code === '42501') {
    return during === 'publish'
      ? fail(`${address.user} may only read the team library: nothing was published.`, { id: 'team.read-only', user: address.user }, 'publish as a reviewer')
      : fail(`${address.user} may not read the team library.`, { id: 'team.no-access', user: address.user }, "an administrator grants the role <database>_reader");
  }
  return fail(`The team database failed (${code || 'no code'}): ${message}.`, { id: 'team.server-error', code: code || '?' });
}
