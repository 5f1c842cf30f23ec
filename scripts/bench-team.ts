// npm run bench:team [-- --admin URL] [--keep] [--clients N] [--skip-synthetic]
// The team library measured against a real PostgreSQL (GEUNGEO_TEAM_BENCH_URL or GEUNGEO_TEAM_TEST_URL, else
// postgres@127.0.0.1:5432; only that server is contacted), in a database of its own that is dropped at the end
// (--keep leaves the synthetic library for the next run):
//   1. the nine built-in statutes: a reviewer's publish, a laptop's first sync, a no-change sync;
//   2. N (50) laptops syncing at once against that server: first syncs, then, after a reviewer publishes one more
//      document, N incremental syncs — every one must succeed;
//   3. a synthetic library of 10,000 documents / 1,000,000 chunks (with 384-d vectors of one model) made on the
//      server, and a laptop taking a 100,000-chunk slice (the national acts and 서울특별시's ordinances): its first
//      sync's time and peak memory (measured in a child process of its own), a no-change sync, and an incremental
//      sync after one more document. Prints the figures for docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import pg from 'pg';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { setUpTeamDatabase } from '../src/main/team/server-schema';
import { ensureEmbeddingSpace } from '../src/main/store/vectors';

const root = fileURLToPath(new URL('..', import.meta.url));
const statutes = join(root, 'resources', 'statutes');
const DIMENSION = 384;
const MODEL = 'bench/random-384';
const SYNTHETIC = { documents: 10_000, chunksPerDocument: 100, pagesPerDocument: 10, national: 600, seoul: 400 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

/**
 * This process's peak resident memory. On Linux from /proc (VmHWM): getrusage's maxrss survives exec, so a child
 * started by a large parent would report the parent's peak.
 */
function peakMemoryMb(): number {
  try {
    const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Math.round(Number(hwm[1]) / 1024);
  } catch {
    // not Linux
  }
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

// ---- The child: one laptop's incremental sync (an existing library). ----
if (process.argv[2] === '--child-step') {
  const [, , , dbPath, url] = process.argv;
  const core = createGeungeo({ dbPath: dbPath!, modelsDir: [], env: { GEUNGEO_TEAM_URL: url! } });
  const started = performance.now();
  const report = await core.team.sync();
  console.log(JSON.stringify({ ms: performance.now() - started, added: report.added.length }));
  await core.close();
  process.exit(0);
}

// ---- The child: one laptop's first sync of the slice, so its peak memory is its own. ----
if (process.argv[2] === '--child-sync') {
  const [, , , dbPath, url, place] = process.argv;
  const core = createGeungeo({ dbPath: dbPath!, modelsDir: [], env: { GEUNGEO_TEAM_URL: url! } });
  core.builtIns.markOffered();
  // The laptop's embedding model is the one the team's vectors are of: it takes them.
  ensureEmbeddingSpace(core.store.db, { modelId: MODEL, dimension: DIMENSION });
  core.team.configure({ places: [place!] }, undefined);
  const started = performance.now();
  const first = await core.team.sync();
  const firstMs = performance.now() - started;
  const unchanged: number[] = [];
  for (let run = 0; run < 5; run++) {
    const at = performance.now();
    await core.team.sync();
    unchanged.push(performance.now() - at);
  }
  const stats = core.store.documents.stats();
  await core.close();
  console.log(JSON.stringify({ firstMs, added: first.added.length, vectors: first.vectors, chunks: stats.chunks, embedded: stats.embedded, unchangedMs: unchanged, maxRssMb: peakMemoryMb() }));
  process.exit(0);
}

const options = new Command()
  .option('--admin <url>', 'an administrator of the PostgreSQL server (may create databases and roles)', process.env.GEUNGEO_TEAM_BENCH_URL || process.env.GEUNGEO_TEAM_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres')
  .option('--clients <n>', 'laptops syncing at once', '50')
  .option('--keep', 'keep the benchmark database (the synthetic library takes minutes to make)')
  .option('--skip-synthetic', 'only the nine statutes and the concurrent clients')
  .parse()
  .opts<{ admin: string; clients: string; keep?: boolean; skipSynthetic?: boolean }>();
const CLIENTS = Number(options.clients);

const admin = new pg.Client({ connectionString: options.admin });
await admin.connect();
const serverVersion = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
const scratch = mkdtempSync(join(tmpdir(), 'geungeo-bench-team-'));
const addressOf = (database: string, user: string) => {
  const url = new URL(options.admin);
  url.username = user;
  url.password = '';
  url.pathname = `/${database}`;
  return url.toString();
};

/** A team database with a reviewer and a reader, set up as `geungeo team setup` does. */
async function teamDatabase(name: string, reuse: boolean): Promise<{ reviewer: string; reader: string; owner: pg.Client; reused: boolean }> {
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount! > 0;
  if (exists && !reuse) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  if (!exists || !reuse) await admin.query(`CREATE DATABASE ${name}`);
  const owner = new pg.Client({ connectionString: addressOf(name, new URL(options.admin).username || 'postgres') });
  await owner.connect();
  const { roles } = await setUpTeamDatabase(owner);
  for (const [user, role] of [[`${name}_kim`, roles.reviewer], [`${name}_lee`, roles.reader]] as const) {
    if (!(await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [user])).rowCount) await admin.query(`CREATE ROLE ${user} LOGIN IN ROLE ${role}`);
  }
  return { reviewer: addressOf(name, `${name}_kim`), reader: addressOf(name, `${name}_lee`), owner, reused: exists && reuse };
}

async function dropDatabase(name: string, owner: pg.Client) {
  await owner.end().catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  for (const role of [`${name}_kim`, `${name}_lee`, `${name}_reviewer`, `${name}_reader`]) await admin.query(`DROP ROLE IF EXISTS ${role}`);
}

const laptop = (name: string, url: string): Geungeo => {
  const core = createGeungeo({ dbPath: join(scratch, `${name}.db`), modelsDir: [], env: { GEUNGEO_TEAM_URL: url } });
  core.builtIns.markOffered();
  return core;
};

const lines: string[] = [];
const say = (line: string) => {
  lines.push(line);
  console.log(line);
};

// ---- 1. The nine statutes. ----
const small = await teamDatabase(`geungeo_bench_statutes_${process.pid}`, false);
const reviewer = laptop('reviewer', small.reviewer);
await reviewer.ingest([statutes], { embed: false });
let at = performance.now();
const published = await reviewer.team.publish(undefined);
const publishMs = performance.now() - at;
const first = laptop('first', small.reader);
at = performance.now();
const firstSync = await first.team.sync();
const firstSyncMs = performance.now() - at;
const unchangedSmall: number[] = [];
for (let run = 0; run < 5; run++) {
  at = performance.now();
  await first.team.sync();
  unchangedSmall.push(performance.now() - at);
}
const statuteChunks = first.store.documents.stats().chunks;
await first.close();
say(`| Publish the nine statutes (${published.published} documents, ${statuteChunks.toLocaleString('en-US')} chunks, each document one transaction) | ${ms(publishMs)} |`);
say(`| First sync of them on a new laptop (${firstSync.added.length} documents) | ${ms(firstSyncMs)} |`);
say(`| No-change sync (median of 5) | ${ms(median(unchangedSmall))} |`);

// ---- 2. Many laptops at once. ----
const clients = Array.from({ length: CLIENTS }, (_, index) => laptop(`client-${index}`, small.reader));
const timed = async (core: Geungeo) => {
  const started = performance.now();
  try {
    await core.team.sync();
    return { ms: performance.now() - started, error: null as string | null };
  } catch (error) {
    return { ms: performance.now() - started, error: String(error) };
  }
};
at = performance.now();
const firstRound = await Promise.all(clients.map(timed));
const firstRoundMs = performance.now() - at;
await reviewer.ingest([join(root, 'test', 'fixtures', 'rules', '서울특별시_도시계획_조례.md')], { embed: false });
await reviewer.team.publish(undefined);
at = performance.now();
const secondRound = await Promise.all(clients.map(timed));
const secondRoundMs = performance.now() - at;
const errors = [...firstRound, ...secondRound].filter((run) => run.error !== null);
const consistent = clients.every((core) => core.store.documents.stats().documents === 10);
for (const core of clients) await core.close();
await reviewer.close();
say(`| ${CLIENTS} laptops' first syncs at once (one process, ${CLIENTS} connections) | all done in ${seconds(firstRoundMs)}; per laptop p50 ${ms(median(firstRound.map((run) => run.ms)))}, p95 ${ms(percentile(firstRound.map((run) => run.ms), 95))} |`);
say(`| ${CLIENTS} incremental syncs at once after one more document | all done in ${ms(secondRoundMs)}; p50 ${ms(median(secondRound.map((run) => run.ms)))}, p95 ${ms(percentile(secondRound.map((run) => run.ms), 95))} |`);
say(`| Errors in ${CLIENTS * 2} syncs | ${errors.length}${errors[0] ? ` (${errors[0].error})` : ''}; every laptop holds the 10 documents: ${consistent ? 'yes' : 'NO'} |`);
await dropDatabase(`geungeo_bench_statutes_${process.pid}`, small.owner);

// ---- 3. The synthetic library. ----
if (!options.skipSynthetic) {
  const big = await teamDatabase('geungeo_bench_synthetic', Boolean(options.keep));
  const shape = JSON.stringify(SYNTHETIC);
  const have = (await big.owner.query<{ value: string }>("SELECT value FROM team_meta WHERE key = 'bench_shape'")).rows[0]?.value;
  let makeMs = 0;
  if (have !== shape) {
    at = performance.now();
    await makeSyntheticLibrary(big.owner);
    await big.owner.query("INSERT INTO team_meta (key, value) VALUES ('bench_shape', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value", [shape]);
    makeMs = performance.now() - at;
  }
  const size = (await big.owner.query<{ size: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS size')).rows[0]!.size;
  say(`| Synthetic team library: ${SYNTHETIC.documents.toLocaleString('en-US')} documents, ${(SYNTHETIC.documents * SYNTHETIC.chunksPerDocument).toLocaleString('en-US')} chunks with ${DIMENSION}-d vectors, ${size} on the server | ${makeMs ? `made in ${seconds(makeMs)}` : 'reused (--keep)'} |`);

  const dbPath = join(scratch, 'slice.db');
  const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child-sync', dbPath, big.reader, '서울특별시'], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 2 ** 20 });
  if (child.status !== 0) throw new Error(`the slice's sync failed: ${child.stderr}`);
  const result = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { firstMs: number; added: number; vectors: number; chunks: number; embedded: number; unchangedMs: number[]; maxRssMb: number };
  say(`| A laptop's first sync of a ${result.chunks.toLocaleString('en-US')}-chunk slice (전국 + 서울특별시: ${result.added} documents, ${result.vectors.toLocaleString('en-US')} vectors) | ${seconds(result.firstMs)}, peak memory ${result.maxRssMb} MB |`);
  say(`| No-change sync of that laptop (median of 5) | ${ms(median(result.unchangedMs))} |`);

  // One more ordinance in the slice, published the way a reviewer's publish writes it (one transaction).
  await big.owner.query('BEGIN');
  const version = Number((await big.owner.query<{ version: string }>('UPDATE team_head SET version = version + 1 RETURNING version::text')).rows[0]!.version);
  const id = Number((await big.owner.query<{ id: string }>(`INSERT INTO team_documents (content_hash, jurisdiction, content, version, file_name, format, law_name, law_kind, page_count, bytes, warnings)
     VALUES (encode(sha256(convert_to('extra ' || $1::text, 'UTF8')), 'hex'), '서울특별시 종로구', convert_to('추가 조례', 'UTF8'), $1::bigint, 'extra-' || $1::text || '.md', 'markdown', '서울특별시 종로구 추가 조례 ' || $1::text, '조례', 1, 12, '[]') RETURNING id::text`, [version])).rows[0]!.id);
  await big.owner.query(`INSERT INTO team_pages (document_id, seq, page_number, text) VALUES ($1::bigint, 0, 1, '추가 조례')`, [id]);
  await big.owner.query(`INSERT INTO team_chunks (document_id, seq, chunk_index, start_page, end_page, article, article_title, text, chunk_hash)
     SELECT $1::bigint, i, i, 1, 1, '제' || (i + 1) || '조', '추가', '종로구 추가 조례 제' || (i + 1) || '조 본문', md5('extra' || $1::text || ':' || i) FROM generate_series(0, 99) i`, [id]);
  await big.owner.query('COMMIT');
  const incremental = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child-step', dbPath, big.reader], { cwd: root, encoding: 'utf8' });
  const step = JSON.parse(incremental.stdout.trim().split('\n').at(-1)!) as { ms: number; added: number };
  say(`| Incremental sync of that laptop after one more 100-chunk ordinance in its slice | ${ms(step.ms)} (${step.added} added) |`);
  if (options.keep) await big.owner.end();
  else await dropDatabase('geungeo_bench_synthetic', big.owner);
}

await admin.end();
rmSync(scratch, { recursive: true, force: true });
const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
console.log(`\nMeasured ${new Date().toISOString().slice(0, 10)} on ${cpu} × ${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GiB, ${platform()} ${release()}, Node ${process.versions.node}, PostgreSQL ${serverVersion} on the same machine.`);

/**
 * The synthetic library, made by the server itself (INSERT … SELECT over generate_series): the texts are real statute
 * chunks (the nine built-in statutes, ingested once here) reused across documents with their own numbering, so
 * transfer and indexing see Korean regulation text of realistic length; vectors are 1,000 random unit vectors reused.
 * 600 national acts (전국); 400 ordinances spread over 서울특별시 and its 25 구 (the slice); 9,000 over other places.
 */
async function makeSyntheticLibrary(client: pg.Client): Promise<void> {
  const source = createGeungeo({ dbPath: join(scratch, 'texts.db'), modelsDir: [] });
  source.builtIns.markOffered();
  await source.ingest([statutes], { embed: false });
  const texts = (source.store.db.prepare('SELECT text FROM chunks ORDER BY id').all() as { text: string }[]).map((row) => row.text);
  const places = source.jurisdictions.choices();
  await source.close();
  const seoul = places.find((place) => place.name === '서울특별시')!;
  const seoulPlaces = [seoul.name, ...seoul.districts];
  const others = places.filter((place) => place !== seoul).flatMap((place) => [place.name, ...place.districts]);
  const vectors = Array.from({ length: 1000 }, () => {
    const vector = Float32Array.from({ length: DIMENSION }, () => Math.random() - 0.5);
    const norm = Math.hypot(...vector);
    return Buffer.from(vector.map((value) => value / norm).buffer);
  });

  await client.query('SET synchronous_commit = off');
  await client.query('CREATE TEMP TABLE bench_texts (k int PRIMARY KEY, text text NOT NULL)');
  await client.query('INSERT INTO bench_texts SELECT u.k - 1, u.text FROM unnest($1::text[]) WITH ORDINALITY AS u(text, k)', [texts]);
  await client.query('CREATE TEMP TABLE bench_vectors (k int PRIMARY KEY, embedding bytea NOT NULL)');
  await client.query('INSERT INTO bench_vectors SELECT u.k - 1, u.embedding FROM unnest($1::bytea[]) WITH ORDINALITY AS u(embedding, k)', [vectors]);
  await client.query('CREATE TEMP TABLE bench_places (k int PRIMARY KEY, name text NOT NULL)');
  await client.query('INSERT INTO bench_places SELECT u.k - 1, u.name FROM unnest($1::text[]) WITH ORDINALITY AS u(name, k)', [others]);
  await client.query('CREATE TEMP TABLE bench_seoul (k int PRIMARY KEY, name text NOT NULL)');
  await client.query('INSERT INTO bench_seoul SELECT u.k - 1, u.name FROM unnest($1::text[]) WITH ORDINALITY AS u(name, k)', [seoulPlaces]);
  const textCount = texts.length;
  const { documents, chunksPerDocument, pagesPerDocument, national, seoul: seoulCount } = SYNTHETIC;

  await client.query('BEGIN');
  await client.query('UPDATE team_head SET version = 1');
  await client.query(
    `INSERT INTO team_documents (id, content_hash, jurisdiction, content, version, file_name, format, law_name, law_kind, effective_date, promulgation_date, promulgation_number, page_count, bytes, warnings)
     SELECT d, encode(sha256(convert_to('synthetic ' || d, 'UTF8')), 'hex'),
            CASE WHEN d <= $1 THEN '전국' WHEN d <= $1 + $2 THEN (SELECT name FROM bench_seoul WHERE k = (d % (SELECT count(*) FROM bench_seoul))) ELSE (SELECT name FROM bench_places WHERE k = (d % (SELECT count(*) FROM bench_places))) END,
            convert_to('합성 문서 ' || d, 'UTF8'), 1, 'synthetic-' || d || '.md', 'markdown',
            CASE WHEN d <= $1 THEN '합성 법령 ' || d || ' 시행령' ELSE '합성 조례 ' || d END,
            CASE WHEN d <= $1 THEN '시행령' ELSE '조례' END, '2024-01-01', '2024-01-01', d::text, $3, 20, '[]'
     FROM generate_series(1, $4) d`,
    [national, seoulCount, pagesPerDocument, documents],
  );
  await client.query("SELECT setval('team_documents_id_seq', $1)", [documents]);
  await client.query(
    `INSERT INTO team_pages (document_id, seq, page_number, text)
     SELECT d, p, p + 1, t.text FROM generate_series(1, $1) d CROSS JOIN generate_series(0, $2 - 1) p JOIN bench_texts t ON t.k = (d * $2 + p) % $3`,
    [documents, pagesPerDocument, textCount],
  );
  await client.query(
    `INSERT INTO team_chunks (document_id, seq, chunk_index, start_page, end_page, chapter, article, article_title, text, chunk_hash)
     SELECT d, c, c, 1 + c / 10, 1 + c / 10, NULL, '제' || (c + 1) || '조', '합성 ' || (c + 1), t.text || ' (' || d || '-' || c || ')', md5(d || ':' || c)
     FROM generate_series(1, $1) d CROSS JOIN generate_series(0, $2 - 1) c JOIN bench_texts t ON t.k = (d * 7 + c) % $3`,
    [documents, chunksPerDocument, textCount],
  );
  await client.query(
    `INSERT INTO team_vectors (model_id, chunk_hash, dimension, embedding, version)
     SELECT $1, md5(d || ':' || c), $2, v.embedding, 1 FROM generate_series(1, $3) d CROSS JOIN generate_series(0, $4 - 1) c JOIN bench_vectors v ON v.k = (d * 31 + c) % 1000`,
    [MODEL, DIMENSION, documents, chunksPerDocument],
  );
  await client.query('COMMIT');
  await client.query('ANALYZE');
}
