// Once per test run: find the PostgreSQL server the team-library tests run against — GEUNGEO_TEAM_TEST_URL, else the
// machine's own on 127.0.0.1:5432 as postgres — and hand its address to the test files (inject('teamPostgres')).
// When none answers, the team tests are skipped with this one line; under CI=true they must run, so the run fails.
import type { TestProject } from 'vitest/node';
import { probeTeamPostgres } from '../helpers/team-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    teamPostgres: string | null;
  }
}

export default async function setup(project: TestProject) {
  const found = await probeTeamPostgres(process.env.GEUNGEO_TEAM_TEST_URL);
  if ('url' in found) return void project.provide('teamPostgres', found.url);
  const message = `PostgreSQL is not reachable at ${found.tried} (${found.why}): install PostgreSQL ≥ 14 and start it (Debian/Ubuntu: sudo apt install postgresql), or set GEUNGEO_TEAM_TEST_URL`;
  if (process.env.CI === 'true') throw new Error(`${message} (CI=true: every test must run)`);
  console.warn(`skipped: the team library tests: ${message}`);
  project.provide('teamPostgres', null);
}
