// A pull stopped anywhere leaves the laptop with the library it had, and the next pull finishes it: stopped at
// random points of the download and of the local transaction (an error thrown there), and the real thing — the
// `geungeo team sync` process killed with SIGKILL while it downloads or applies.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Geungeo } from '../src/main/core';
import type { TeamProgress } from '../src/shared/contract';
import { bin, repoRoot } from './helpers/cli';
import { createTeamTestDatabase, type TeamTestDatabase } from './helpers/team-postgres';
import { documentsOf, openLaptop, searchOf, writeOrdinance, zoningOf } from './helpers/team-laptops';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir('geungeo-team-stop-');
const postgres = inject('teamPostgres');
const PLACES = ['서울특별시 종로구', '서울특별시 중구', '부산광역시 해운대구', '대구광역시 수성구', '인천광역시 연수구'];

/** A seeded generator, so a failing point can be found again (the seed is in the test's name). */
function random(seed: number): () => number {
  let state = seed;
  return () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

/** What a reader of the library sees: its documents, rule rows, a search, and the team version it says it holds. */
async function snapshot(core: Geungeo) {
  return { documents: documentsOf(core), zoning: zoningOf(core), search: await searchOf(core, '건축물의 높이 제한'), version: core.team.status().version };
}

describe.skipIf(!postgres)('a pull that is stopped', () => {
  let team: TeamTestDatabase;
  let reviewer: Geungeo;
  let round = 0;
  /** The reviewer publishes a new round: `count` new ordinances, and one of the last round's deleted. */
  const publishRound = async (count: number) => {
    round++;
    const dir = tempDir();
    const files = Array.from({ length: count }, (_, index) =>
      writeOrdinance(dir, `조례_${round}_${index}.md`, `${PLACES[index % PLACES.length]} 건축 조례 ${round}-${index}`, `${round}${index}`, '2024-06-01', `이 조례는 건축물의 높이 제한과 배치(${round}-${index})를 정한다.`),
    );
    await reviewer.ingest(files, { embed: false });
    const previous = reviewer.store.documents.list().filter((row) => row.law_name?.endsWith(`${round - 1}-0`) || row.law_name?.endsWith(`${round - 1}-1`));
    if (previous[0]) reviewer.store.db.prepare('DELETE FROM documents WHERE id = ?').run(previous[0].id);
    return reviewer.team.publish(undefined);
  };

  beforeAll(async () => {
    team = await createTeamTestDatabase(postgres!);
    reviewer = openLaptop(tempDir(), team.url('reviewer'));
    await publishRound(6);
  });
  afterAll(async () => {
    await reviewer?.close();
    await team?.drop();
  });

  it('at random points of the download and of the local transaction (seed 28): the previous library each time, then the whole new one', async () => {
    const field = openLaptop(tempDir(), team.url('reader'));
    await field.team.sync();
    await publishRound(45);
    const before = await snapshot(field);
    const next = random(28);
    const stagedNow = () => (field.store.db.prepare('SELECT count(*) AS n FROM team_staged_documents').get() as { n: number }).n;
    // Six stops, each at a point drawn at random among those the pull will pass: after a download batch while some
    // are left to download (each stop keeps the batches it staged), before the local transaction, halfway through it,
    // and just before it commits.
    for (let stop = 0; stop < 6; stop++) {
      const points = [...(stagedNow() < 45 ? ['downloaded'] : []), 'before-apply', 'apply:halfway', 'apply:before-commit'];
      const point = stop === 0 ? 'downloaded' : points[Math.floor(next() * points.length)]!;
      const progress: TeamProgress[] = [];
      await expect(
        field.team.sync({
          onProgress: (event) => progress.push(event),
          checkpoint: (at) => {
            if (at.split(':')[0] === point || at === point) throw new Error(`stopped at ${at}`);
          },
        }),
        point,
      ).rejects.toThrow(/stopped at|team/);
      expect(await snapshot(field), `after a stop at ${point}`).toEqual(before);
      expect((new Database(field.store.path, { readonly: true }).pragma('integrity_check', { simple: true }) as string)).toBe('ok');
    }
    // Resumed: what earlier pulls staged is not downloaded again.
    const staged = stagedNow();
    expect(staged).toBeGreaterThanOrEqual(20);
    const progress: TeamProgress[] = [];
    const report = await field.team.sync({ onProgress: (event) => progress.push(event) });
    const downloading = progress.filter((event) => event.stage === 'downloading');
    expect(downloading.at(-1)?.total ?? 0).toBe(45 - staged);
    expect(report.added.length + report.replaced.length).toBe(45);
    expect(report.removed.length).toBe(1);
    expect(documentsOf(field)).toEqual(documentsOf(reviewer));
    expect(await searchOf(field, '건축물의 높이 제한과 배치(2-17)')).toEqual(await searchOf(reviewer, '건축물의 높이 제한과 배치(2-17)'));
    expect((field.store.db.prepare('SELECT count(*) AS n FROM team_staged_documents').get() as { n: number }).n).toBe(0);
    await field.close();
  });

  it('when `geungeo team sync` is killed (SIGKILL) while it downloads or applies: the old library or the new one, never half, and the next sync finishes', async () => {
    const dir = tempDir();
    const db = join(dir, 'library.db');
    const env = { ...process.env, GEUNGEO_DB: '', GEUNGEO_MODELS_DIR: '', GEUNGEO_TEAM_URL: team.url('reader') };
    const sync = (killAt: RegExp | null) =>
      new Promise<{ code: number | null; killed: boolean; stderr: string }>((resolve, reject) => {
        const child = spawn(process.execPath, [bin, 'team', 'sync', '--db', db], { cwd: repoRoot, env, timeout: 120_000 });
        let stderr = '';
        let killed = false;
        child.stderr.setEncoding('utf8').on('data', (text: string) => {
          stderr += text;
          if (killAt && !killed && killAt.test(stderr)) {
            killed = true;
            child.kill('SIGKILL');
          }
        });
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, killed, stderr }));
      });
    expect((await sync(null)).code).toBe(0);
    await publishRound(45);

    const versions = new Set<number | null>();
    // Three kills: at the first download line, at a later one, as the local transaction starts.
    for (const killAt of [/받는 중 0\//, /받는 중 20\//, /라이브러리에 넣는 중/]) {
      const run = await sync(killAt);
      const library = new Database(db, { readonly: true });
      expect(library.pragma('integrity_check', { simple: true })).toBe('ok');
      const version = library.prepare("SELECT value FROM meta WHERE key = 'team.version'").get() as { value: string };
      const linked = library.prepare('SELECT count(*) AS n FROM team_documents WHERE document_id IS NOT NULL').get() as { n: number };
      const documents = library.prepare('SELECT count(*) AS n FROM documents').get() as { n: number };
      // Whatever instant the kill came at, the library is one team version whole: its documents are that version's.
      expect(linked.n, run.stderr).toBe(documents.n);
      versions.add(Number(version.value));
      library.close();
    }
    expect(versions.size).toBeGreaterThanOrEqual(1);
    const finished = await sync(null);
    expect(finished.code, finished.stderr).toBe(0);
    const library = new Database(db, { readonly: true });
    const hashes = (library.prepare('SELECT file_hash FROM documents ORDER BY file_hash').all() as { file_hash: string }[]).map((row) => row.file_hash);
    library.close();
    expect(hashes).toEqual(documentsOf(reviewer).map((row) => (row as { file_hash: string }).file_hash));
  });
});
