// The team database's address, read once for every side that needs it: the settings (a password written into the
// address is taken out of it), the connection (host, port, user, database, TLS) and what the window shows
// (user@host:port/database — never a password).

export interface TeamAddress {
  user: string;
  password: string | undefined;
  host: string;
  port: number;
  database: string;
  /** libpq's sslmode: disable (or absent) — plain; require/prefer — encrypted; verify-ca/verify-full — encrypted and verified. */
  sslmode: string | null;
}

/** Reads postgres://user[:password]@host[:port]/database[?sslmode=…]; null when it is not such an address. */
export function parseTeamUrl(url: string): TeamAddress | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') return null;
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!parsed.hostname || !parsed.username || !database || database.includes('/')) return null;
  const port = parsed.port ? Number(parsed.port) : 5432;
  if (!Number.isInteger(port) || port < 1 || port > 65535) return null;
  return {
    user: decodeURIComponent(parsed.username),
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port,
    database,
    sslmode: parsed.searchParams.get('sslmode'),
  };
}

/** The address without its password, as settings keep it and the window shows it. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url.trim());
  parsed.password = '';
  return parsed.toString();
}

/** user@host:port/database: which database, for a person. */
export function describeTeamAddress(address: TeamAddress): string {
  return `${address.user}@${address.host}:${address.port}/${address.database}`;
}
