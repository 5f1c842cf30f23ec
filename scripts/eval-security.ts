// npm run eval:security [-- --db FILE] [--json FILE] [--only documents,queries,files,paths,load]
// The adversarial suite of issue 24, on a copy of the corpus library: documents that try to plant rules or hide
// text, adversarial queries, path calls over the bridge, bombs and malformed files, and a load test. Prints every
// attack and whether it held. The attacks are eval/security/attacks.json and eval/security/docs/, written by a
// helper who never read the code; eval/security/make-files.mjs generates the PDFs and the malformed files.
//   documents — the answers are verified (offline) before and after the attack documents are ingested: no verdict
//               may change and no wrong answer may PASS; no hidden string may be found by search, shown on a page or
//               said in an answer; no question may be answered with a planted figure; no attack row may be trusted.
//   queries   — every query searched three times; the slowest run of each counts (goal: p99 ≤ 200 ms).
//   files     — each malformed file ingested alone in a child process: refused with an honest reason, nothing
//               stored, peak memory ≤ 1 GB, done within 120 s.
//   paths     — each path-taking call sent to the browser-mode bridge: refused, with no server path or file content
//               in the reply, and nothing ingested.
//   load      — 200 searches at concurrency 20 through the bridge while the slowest adversarial query runs in a
//               loop: 0 errors, p95 ≤ 500 ms.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { createCallHandlers } from '../src/main/api/handlers';
import { startBridge } from '../src/main/bridge/server';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { importRulesCsv, type RuleTable } from '../src/main/rules/csv-import';
import { defaultSearchThreads } from '../src/main/search-threads/pool';
import type { IngestReport, VerificationResult } from '../src/shared/contract';
import { corpusPdfDir } from './corpus-location';

interface Planted { jurisdiction: string; zone: string; attribute: '건폐율' | '용적률'; value: number }
interface AttackDocument { id: string; file: string; attack: string; description: string; hidden_strings: string[]; planted: Planted[] }
interface AttackAnswer { id: string; question: string; answer: string; truth: 'correct' | 'wrong'; why: string }
interface AttackQuestion { id: string; question: string; must_not_say: string[] }
type AttackQuery = { id: string; kind: string } & ({ text: string } | { repeat: string; times: number });
interface AttackFile { id: string; file: string; attack: string; expect: string; must_mention_any: string[] }
interface PathCall { id: string; call: string; params: Record<string, unknown> }
interface Attacks { documents: AttackDocument[]; answers: AttackAnswer[]; questions: AttackQuestion[]; queries: AttackQuery[]; files: AttackFile[]; path_calls: PathCall[] }

const SECTIONS = ['documents', 'queries', 'files', 'paths', 'load'] as const;
const QUERY_P99_GOAL_MS = 200;
/** Files the set allows to be ingested rather than refused (eval/security/README.md: ~50 MB is under the 512 MB limit), if within the bounds. */
const MAY_BE_INGESTED = new Set(['huge-text']);
const INGEST_PEAK_GOAL_MB = 1024;
const FILE_TIMEOUT_MS = 120_000;
const LOAD = { searches: 200, concurrency: 20, p95GoalMs: 500 };
const BASE_RULES: { file: string; table: RuleTable }[] = [
  { file: 'eval/rules/seoul-zoning.csv', table: 'zoning' },
  { file: 'eval/rules/land-use-national.csv', table: 'land-use' },
];

const repo = fileURLToPath(new URL('..', import.meta.url));
const setDir = join(repo, 'eval', 'security');

interface Outcome { section: string; id: string; attack: string; held: boolean; detail: string }
const outcomes: Outcome[] = [];
function record(section: string, id: string, attack: string, held: boolean, detail: string): void {
  outcomes.push({ section, id, attack, held, detail });
  console.log(`${held ? '  held ' : '  BROKE'}  ${id} (${attack}) — ${detail}`);
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const queryText = (query: AttackQuery) => ('text' in query ? query.text : query.repeat.repeat(query.times));
const documentPath = (file: string, generated: string) => (file.startsWith('generated/') ? join(generated, file.slice('generated/'.length)) : join(setDir, file));

/** The corpus ingested once, with the reviewer's CSVs every evaluation uses. */
async function corpusLibrary(scratch: string, db: string | undefined): Promise<string> {
  const path = join(scratch, 'corpus.db');
  if (db) copyFileSync(db, path);
  const core = createGeungeo({ dbPath: path, modelsDir: [] });
  try {
    if (!db) {
      const report = await core.ingest([corpusPdfDir], { embed: false });
      if (report.failed > 0) throw new Error('the corpus did not ingest cleanly');
    }
    for (const rules of BASE_RULES) importRulesCsv(join(repo, rules.file), rules.table, core);
  } finally {
    await core.close();
  }
  return path;
}

async function verifyAll(core: Geungeo, answers: readonly AttackAnswer[]): Promise<Map<string, VerificationResult>> {
  const results = new Map<string, VerificationResult>();
  for (const item of answers) results.set(item.id, await core.verify({ question: item.question, answer: item.answer, llm: 'none' }));
  return results;
}

async function askAll(core: Geungeo, questions: readonly AttackQuestion[]): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  for (const item of questions) {
    const result = await core.chat.ask({ question: item.question, llm: 'none', clarify: false });
    // The whole result (an answer or a question asked back), so a planted figure anywhere in it counts.
    answers.set(item.id, JSON.stringify(result));
  }
  return answers;
}

async function documentsSection(attacks: Attacks, corpus: string, scratch: string, generated: string): Promise<void> {
  console.log('\n## Documents that plant rules or hide text\n');
  const path = join(scratch, 'documents.db');
  copyFileSync(corpus, path);
  const core = createGeungeo({ dbPath: path, modelsDir: [] });
  try {
    const before = await verifyAll(core, attacks.answers);
    const askedBefore = await askAll(core, attacks.questions);
    const files = attacks.documents.map((document) => documentPath(document.file, generated));
    const report: IngestReport = await core.ingest(files, { embed: false });
    const byFile = new Map(report.files.map((file) => [resolve(file.path), file]));
    const attackDocumentIds = new Set<number>();
    for (const document of attacks.documents) {
      const file = byFile.get(resolve(documentPath(document.file, generated)));
      if (file?.document_id) attackDocumentIds.add(file.document_id);
      console.log(`  ingested ${document.id}: ${file?.status ?? 'not reported'}${file?.reason ? ` (${file.reason})` : ''}${file?.warnings.length ? ` — ${file.warnings.join(' / ')}` : ''}`);
    }
    // Rows an attack document contributed that the verifier would trust.
    const trusted = core.rules.listZoning({}).filter((row) => row.document !== null && attackDocumentIds.has(row.document));
    for (const document of attacks.documents) {
      const file = byFile.get(resolve(documentPath(document.file, generated)));
      const own = trusted.filter((row) => row.document === file?.document_id);
      const planted = document.planted.filter((plant) =>
        own.some((row) => row.zone_district === plant.zone && (plant.attribute === '건폐율' ? row.bcr_max : row.far_max) === plant.value),
      );
      record('documents', document.id, document.attack, planted.length === 0, planted.length === 0 ? `${own.length} rule rows derived, none planted` : `planted ${planted.map((plant) => `${plant.jurisdiction} ${plant.zone} ${plant.attribute} ${plant.value}`).join(', ')}`);
    }
    const after = await verifyAll(core, attacks.answers);
    for (const item of attacks.answers) {
      const was = before.get(item.id)!;
      const now = after.get(item.id)!;
      const flipped = was.status !== now.status;
      const passedWrong = item.truth === 'wrong' && now.status === 'PASS';
      record('answers', item.id, `${item.truth} answer`, !flipped && !passedWrong, `${was.status} ${was.score} → ${now.status} ${now.score}${passedWrong ? ' (a wrong answer passes)' : ''}`);
    }
    const askedAfter = await askAll(core, attacks.questions);
    for (const item of attacks.questions) {
      const text = askedAfter.get(item.id)!;
      const said = item.must_not_say.filter((phrase) => text.includes(phrase) && !askedBefore.get(item.id)!.includes(phrase));
      record('questions', item.id, 'question on a planted subject', said.length === 0, said.length === 0 ? 'no planted figure in the answer' : `answer says ${said.join(', ')}`);
    }
    for (const document of attacks.documents.filter((item) => item.hidden_strings.length > 0)) {
      const file = byFile.get(resolve(documentPath(document.file, generated)));
      const leaks: string[] = [];
      for (const hidden of document.hidden_strings) {
        const found = await core.search(hidden, { topK: 10 });
        if (JSON.stringify(found).includes(hidden)) leaks.push(`search "${hidden}"`);
        if (file?.document_id) {
          for (let page = 1; page <= file.pages; page++) {
            if (core.documents.page(file.document_id, page).text.includes(hidden)) leaks.push(`page ${page} shows "${hidden}"`);
          }
        }
        for (const [id, text] of askedAfter) if (text.includes(hidden)) leaks.push(`answer ${id} quotes "${hidden}"`);
      }
      record('hidden text', document.id, document.attack, leaks.length === 0, leaks.length === 0 ? `${document.hidden_strings.length} hidden strings unseen` : leaks.join('; '));
    }
  } finally {
    await core.close();
  }
}

async function queriesSection(attacks: Attacks, corpus: string): Promise<number> {
  console.log('\n## Adversarial queries\n');
  const core = createGeungeo({ dbPath: corpus, modelsDir: [] });
  const slowest: number[] = [];
  try {
    for (const query of attacks.queries) {
      const text = queryText(query);
      const runs: number[] = [];
      let error = '';
      for (let run = 0; run < 3; run++) {
        const started = performance.now();
        try {
          await core.search(text, { topK: 10 });
        } catch (caught) {
          error = (caught as Error).message;
        }
        runs.push(performance.now() - started);
      }
      const worst = Math.max(...runs);
      slowest.push(worst);
      record('queries', query.id, query.kind, worst <= QUERY_P99_GOAL_MS, `${text.length} chars, slowest of 3 ${worst.toFixed(0)} ms${error ? `, error: ${error}` : ''}`);
    }
  } finally {
    await core.close();
  }
  const p99 = percentile(slowest, 99);
  console.log(`\n  p99 ${p99.toFixed(0)} ms over ${slowest.length} queries (goal ≤ ${QUERY_P99_GOAL_MS} ms)`);
  return p99;
}

interface OneIngest { status: string; reason: string; stored: number; peakMb: number; ms: number }

/** One file ingested in a child process (this script with --ingest-one), so its peak memory is its own. */
function ingestInChild(db: string, file: string): Promise<OneIngest | { killed: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--ingest-one', db, file], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), FILE_TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const line = out.trim().split('\n').pop() ?? '';
      try {
        done(JSON.parse(line) as OneIngest);
      } catch {
        done({ killed: signal ? `killed by ${signal} (over ${FILE_TIMEOUT_MS / 1000} s?)` : `exited ${code}: ${err.trim().split('\n').slice(-2).join(' ')}` });
      }
    });
  });
}

async function ingestOne(db: string, file: string): Promise<void> {
  const core = createGeungeo({ dbPath: db, modelsDir: [] });
  const count = () => core.store.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM documents').get()!.n;
  const before = count();
  const started = performance.now();
  let status = 'failed';
  let reason = '';
  try {
    const report = await core.ingest([file], { embed: false });
    status = report.files[0]?.status ?? 'none';
    reason = report.files[0]?.reason ?? '';
  } catch (error) {
    reason = `threw: ${(error as Error).message}`;
  }
  const result: OneIngest = { status, reason, stored: count() - before, peakMb: process.resourceUsage().maxRSS / 1024, ms: performance.now() - started };
  await core.close();
  console.log(JSON.stringify(result));
}

async function filesSection(attacks: Attacks, corpus: string, scratch: string, generated: string): Promise<number> {
  console.log('\n## Malformed files and bombs\n');
  let peak = 0;
  for (const item of attacks.files) {
    const db = join(scratch, `file-${item.id}.db`);
    copyFileSync(corpus, db);
    const result = await ingestInChild(db, documentPath(item.file, generated));
    rmSync(db, { force: true });
    if ('killed' in result) {
      record('files', item.id, item.attack, false, result.killed);
      continue;
    }
    peak = Math.max(peak, result.peakMb);
    const reason = result.reason.toLowerCase();
    const honest = item.must_mention_any.length === 0 || result.status !== 'failed' || item.must_mention_any.some((word) => reason.includes(word.toLowerCase()));
    const leaksPath = reason.includes(scratch.toLowerCase()) && !reason.includes(item.file.split('/').pop()!.toLowerCase());
    const refusedHonestly = result.status === 'failed' && result.stored === 0 && honest && !leaksPath;
    const ingestedWithinBounds = MAY_BE_INGESTED.has(item.attack) && result.status === 'added';
    const held = (refusedHonestly || ingestedWithinBounds) && result.peakMb <= INGEST_PEAK_GOAL_MB;
    record('files', item.id, item.attack, held, `${result.status}, stored ${result.stored}, peak ${result.peakMb.toFixed(0)} MB, ${(result.ms / 1000).toFixed(1)} s: ${result.reason || '(no reason)'}${honest ? '' : ` — expected: ${item.expect}`}`);
  }
  console.log(`\n  peak memory of one ingest: ${peak.toFixed(0)} MB (goal ≤ ${INGEST_PEAK_GOAL_MB} MB)`);
  return peak;
}

/** The core behind a browser-mode bridge, as `npm run serve` starts it (without the built renderer). */
async function withBridge<T>(db: string, scratch: string, use: (call: (name: string, input: unknown) => Promise<{ status: number; body: string }>) => Promise<T>): Promise<T> {
  // The core as `geungeo serve` opens it: searches on threads of their own, each within its time budget.
  const core = createGeungeo({ dbPath: db, modelsDir: [], searchThreads: defaultSearchThreads() });
  const rendererDir = join(scratch, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  const handlers = createCallHandlers(core, { shell: 'browser', appName: 'Geungeo', appVersion: 'eval' });
  const bridge = await startBridge(handlers, { rendererDir, uploadsDir: join(scratch, 'uploads') });
  const call = async (name: string, input: unknown) => {
    const response = await fetch(`${bridge.origin}/api/call/${name}`, { method: 'POST', headers: { Authorization: `Bearer ${bridge.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(input) });
    return { status: response.status, body: await response.text() };
  };
  try {
    return await use(call);
  } finally {
    await bridge.close();
    await core.close();
  }
}

async function pathsSection(attacks: Attacks, corpus: string, scratch: string): Promise<void> {
  console.log('\n## Filesystem paths over HTTP\n');
  const db = join(scratch, 'paths.db');
  copyFileSync(corpus, db);
  const secretLines = ['/etc/passwd', '/proc/self/environ'].flatMap((file) => {
    try {
      return readFileSync(file, 'utf8').split(/[\n\0]/).filter((line) => line.length >= 8).slice(0, 20);
    } catch {
      return [];
    }
  });
  await withBridge(db, scratch, async (call) => {
    const count = async () => (JSON.parse((await call('stats', undefined)).body) as { value: { documents: number } }).value.documents;
    for (const item of attacks.path_calls) {
      const before = await count();
      const reply = await call(item.call, item.params);
      const parsed = JSON.parse(reply.body) as { ok: boolean; error?: { message: string; hint?: string } };
      const after = await count();
      const leaked = [scratch, repo, '/etc/', '/root', '/proc/', '/dev/', tmpdir()].filter((fragment) => reply.body.includes(fragment)).concat(secretLines.filter((line) => reply.body.includes(line)).map(() => 'file content'));
      const held = !parsed.ok && after === before && leaked.length === 0;
      record('paths', item.id, item.call, held, `${reply.status} ${parsed.ok ? 'ok' : `refused: ${parsed.error?.message ?? ''}`}${after !== before ? `; documents ${before} → ${after}` : ''}${leaked.length ? `; reply holds ${[...new Set(leaked)].join(', ')}` : ''}`);
    }
  });
}

async function loadSection(attacks: Attacks, corpus: string, scratch: string): Promise<{ p95: number; errors: number }> {
  console.log('\n## Load through the bridge while an adversarial query runs\n');
  const db = join(scratch, 'load.db');
  copyFileSync(corpus, db);
  const adversarial = attacks.queries.map(queryText).sort((a, b) => b.length - a.length)[0] ?? '';
  const everyday = ['제2종일반주거지역 건폐율', '대수선의 범위', '건축허가 취소', '주차장 설치기준', '용도변경 신고', '피난계단 설치', '용적률 산정 면적', '건축선 후퇴'];
  return withBridge(db, scratch, async (call) => {
    // Warm-up, untimed: the search threads start and fill their caches, as they have long done on a server in use.
    await Promise.all(everyday.map((query) => call('search.query', { query, topK: 10 })));
    let stop = false;
    let adversarialRuns = 0;
    const background = (async () => {
      while (!stop) {
        await call('search.query', { query: adversarial, topK: 10 });
        adversarialRuns++;
      }
    })();
    const times: number[] = [];
    let errors = 0;
    let next = 0;
    const worker = async () => {
      while (next < LOAD.searches) {
        const query = everyday[next++ % everyday.length]!;
        const started = performance.now();
        const reply = await call('search.query', { query, topK: 10 }).catch(() => ({ status: 0, body: '' }));
        times.push(performance.now() - started);
        if (reply.status !== 200 || !(JSON.parse(reply.body || '{}') as { ok?: boolean }).ok) errors++;
      }
    };
    await Promise.all(Array.from({ length: LOAD.concurrency }, worker));
    stop = true;
    await background;
    const p95 = percentile(times, 95);
    record('load', 'searches', `${LOAD.searches} at concurrency ${LOAD.concurrency}`, errors === 0 && p95 <= LOAD.p95GoalMs, `${errors} errors, p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (goal ≤ ${LOAD.p95GoalMs}), ${adversarialRuns} adversarial runs of ${adversarial.length} chars alongside`);
    return { p95, errors };
  });
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv[0] === '--ingest-one') return ingestOne(argv[1]!, argv[2]!);
  const options = new Command()
    .option('--db <file>', 'reuse a database that already holds the corpus PDFs')
    .option('--json <file>', 'write every outcome as JSON')
    .option('--only <sections>', `some of ${SECTIONS.join(',')}`)
    .parse()
    .opts<{ db?: string; json?: string; only?: string }>();
  const only = new Set(options.only ? options.only.split(',') : SECTIONS);
  const attacks = JSON.parse(readFileSync(join(setDir, 'attacks.json'), 'utf8')) as Attacks;
  const scratch = mkdtempSync(join(tmpdir(), 'geungeo-eval-security-'));
  try {
    const generated = join(scratch, 'generated');
    execFileSync(process.execPath, [join(setDir, 'make-files.mjs'), generated], { stdio: 'inherit', cwd: repo });
    if (!existsSync(generated)) throw new Error('make-files.mjs wrote nothing');
    const corpus = await corpusLibrary(scratch, options.db);
    if (only.has('documents')) await documentsSection(attacks, corpus, scratch, generated);
    if (only.has('queries')) await queriesSection(attacks, corpus);
    if (only.has('files')) await filesSection(attacks, corpus, scratch, generated);
    if (only.has('paths')) await pathsSection(attacks, corpus, scratch);
    if (only.has('load')) await loadSection(attacks, corpus, scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const broke = outcomes.filter((outcome) => !outcome.held);
  console.log(`\n## Summary\n\n${outcomes.length - broke.length} of ${outcomes.length} attacks held.`);
  for (const section of new Set(outcomes.map((outcome) => outcome.section))) {
    const all = outcomes.filter((outcome) => outcome.section === section);
    console.log(`- ${section}: ${all.filter((outcome) => outcome.held).length}/${all.length} held`);
  }
  if (options.json) writeFileSync(options.json, JSON.stringify(outcomes, null, 1));
  process.exitCode = broke.length === 0 ? 0 : 1;
}

await main();
