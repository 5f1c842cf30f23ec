// npm run bench:cli [-- --runs N --before DIR]
// Start-up of the command line, whole process, wall clock: `geungeo stats` from the bundle (out-cli/, what
// bin/geungeo.mjs runs when it is fresh), from the TypeScript sources through tsx (GEUNGEO_CLI=source: what it runs
// when a source changed since the bundle was built), and through `npx geungeo stats`, each next to a bare
// `node -e 0` measured in the same run. The commands take turns, round after round, so a busy machine slows all
// of them alike; medians over the rounds, and the ratio to `node -e 0`. --before DIR adds `node DIR/bin/geungeo.mjs
// stats` (e.g. an earlier commit unpacked with `git archive`, with node_modules linked in). For docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { buildCli } from './build-cli.mjs';

const options = new Command()
  .option('--runs <n>', 'timed rounds (each command once per round)', '11')
  .option('--before <dir>', 'also time `node <dir>/bin/geungeo.mjs stats` (an earlier checkout)')
  .parse()
  .opts<{ runs: string; before?: string }>();
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive integer');

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'bin', 'geungeo.mjs');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const dir = mkdtempSync(join(tmpdir(), 'geungeo-bench-cli-'));
// A database of its own, so the user's is not touched; created (and migrated) by the warm-up round.
const env = { ...process.env, GEUNGEO_DB: join(dir, 'bench.db'), GEUNGEO_MODELS_DIR: '' };

interface Target {
  label: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const targets: Target[] = [
  { label: 'node -e 0', command: process.execPath, args: ['-e', '0'] },
  { label: 'node bin/geungeo.mjs stats (bundle)', command: process.execPath, args: [bin, 'stats'] },
  { label: 'node bin/geungeo.mjs stats (tsx, sources)', command: process.execPath, args: [bin, 'stats'], env: { GEUNGEO_CLI: 'source' } },
  { label: 'npx geungeo stats', command: npx, args: ['geungeo', 'stats'] },
];
if (options.before) targets.push({ label: `node ${options.before}/bin/geungeo.mjs stats (before)`, command: process.execPath, args: [join(options.before, 'bin', 'geungeo.mjs'), 'stats'] });

function run(target: Target): number {
  const started = performance.now();
  const result = spawnSync(target.command, target.args, { cwd: root, env: { ...env, ...target.env }, encoding: 'utf8', shell: process.platform === 'win32' });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`${target.label} failed (${result.status}): ${result.stderr || result.stdout}`);
  return ms;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

try {
  const build = await buildCli(root, { ifStale: true });
  if (build.built) console.log('(the bundle was stale or missing: built it first)');
  for (const target of targets) run(target); // warm-up: file cache, database creation
  const times = targets.map(() => [] as number[]);
  for (let round = 0; round < RUNS; round++) targets.forEach((target, i) => times[i]!.push(run(target)));

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`${platform()} ${release()} · ${cpu} × ${cpus().length} · ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.versions.node}`);
  console.log(`${RUNS} rounds, medians (min–max), whole process wall clock\n`);
  const base = median(times[0]!);
  const rows = targets.map((target, i) => {
    const values = times[i]!;
    return [target.label, `${(median(values) / 1000).toFixed(3)} s`, `${(Math.min(...values) / 1000).toFixed(3)}–${(Math.max(...values) / 1000).toFixed(3)} s`, `${(median(values) / base).toFixed(1)}×`];
  });
  const header = ['command', 'median', 'range', 'vs node -e 0'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
