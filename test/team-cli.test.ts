// The team library from a terminal, as an administrator and two laptops use it: `geungeo team setup` makes the
// tables and roles, a reviewer's `team publish` and a field laptop's `team sync` keep two libraries in step, and
// both answer `search` alike. Without a team configured, `team status` says so and nothing connects anywhere.
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCliAsync } from './helpers/cli';
import { useTempDir } from './helpers/temp';
import { writeOrdinance } from './helpers/team-laptops';

const tempDir = useTempDir('geungeo-team-cli-');
const postgres = inject('teamPostgres');

describe('geungeo team without a team database', () => {
  it('says no team is configured, and the library works as before', async () => {
    const db = join(tempDir(), 'library.db');
    const status = await runCliAsync(['team', 'status', '--db', db], { GEUNGEO_TEAM_URL: '' });
    // The folder exists but the file not yet: status opens (and makes) the library like any command.
    expect(status.stdout).toContain('팀 라이브러리가 설정되어 있지 않습니다');
    const sync = await runCliAsync(['team', 'sync', '--db', db], { GEUNGEO_TEAM_URL: '' });
    expect(sync.status).toBe(1);
    expect(sync.stderr).toMatch(/^geungeo: No team library is configured/);
  });
});

describe.skipIf(!postgres)('geungeo team against PostgreSQL', () => {
  const name = `geungeo_cli_${process.pid}`;
  let admin: pg.Client;
  const url = (user: string) => {
    const address = new URL(postgres!);
    address.username = user;
    address.pathname = `/${name}`;
    return address.toString();
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgres! });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    for (const role of [`${name}_kim`, `${name}_lee`, `${name}_reviewer`, `${name}_reader`]) await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  });

  it('setup, publish from one library, sync into another: the same search results', async () => {
    const setup = await runCliAsync(['team', 'setup', '--url', url(new URL(postgres!).username || 'postgres')]);
    expect(setup.status, setup.stderr).toBe(0);
    expect(setup.stdout).toContain(`역할: ${name}_reviewer (검토자: 게시), ${name}_reader`);
    // Running it again changes nothing.
    expect((await runCliAsync(['team', 'setup', '--url', url(new URL(postgres!).username || 'postgres'), '--json'])).stdout).toContain('"from": 1');
    await admin.query(`CREATE ROLE ${name}_kim LOGIN IN ROLE ${name}_reviewer`);
    await admin.query(`CREATE ROLE ${name}_lee LOGIN IN ROLE ${name}_reader`);

    const reviewerDb = join(tempDir(), 'reviewer.db');
    const fieldDb = join(tempDir(), 'field.db');
    const files = tempDir();
    writeOrdinance(files, '종로구_조례.md', '서울특별시 종로구 건축 조례', '700', '2024-07-01', '이 조례는 종로구 한옥 밀집지역의 건축물 높이를 정한다.');
    expect((await runCliAsync(['ingest', files, '--db', reviewerDb, '--no-embed', '--json'])).status).toBe(0);
    const reviewer = { GEUNGEO_TEAM_URL: url(`${name}_kim`) };
    const field = { GEUNGEO_TEAM_URL: url(`${name}_lee`) };

    const published = await runCliAsync(['team', 'publish', '--db', reviewerDb, '--json'], reviewer);
    expect(published.status, published.stderr).toBe(0);
    expect(JSON.parse(published.stdout)).toMatchObject({ published: 1, failed: 0 });
    const refused = await runCliAsync(['team', 'publish', '--db', fieldDb], field);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('may only read the team library: nothing was published');

    const synced = await runCliAsync(['team', 'sync', '--db', fieldDb], field);
    expect(synced.status, synced.stderr).toBe(0);
    expect(synced.stdout).toMatch(/추가\s+1 \(서울특별시 종로구 건축 조례\)/);
    const status = await runCliAsync(['team', 'status', '--db', fieldDb, '--json'], field);
    expect(JSON.parse(status.stdout)).toMatchObject({ configured: true, source: 'env', role: 'reader', documents: { team: 1, local_only: 0 } });

    const search = (db: string) => runCliAsync(['search', '한옥 밀집지역 높이', '--db', db, '--json']).then((run) => (JSON.parse(run.stdout) as { hits: { law_name: string; text: string }[] }).hits.map((hit) => [hit.law_name, hit.text]));
    expect(await search(fieldDb)).toEqual(await search(reviewerDb));
  });
});
