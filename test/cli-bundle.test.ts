// The bundled CLI (out-cli/, scripts/build-cli.mjs): built, runnable, used by bin/geungeo.mjs exactly while it
// matches its sources, and light — commands that do not need transformers.js, onnxruntime or pdfjs never load
// them. Asserted on the modules a process loaded, never on time.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUNDLE_DIR, bundlePath, bundleStaleReason, manifestPath } from '../bin/cli-bundle.mjs';
import { bin, repoRoot } from './helpers/cli';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir('geungeo-cli-bundle-');
const moduleLog = join(repoRoot, 'test', 'helpers', 'module-log.mjs');
const HEAVY = /@huggingface[\\/]transformers|onnxruntime|pdfjs-dist/;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  /** Every module the process loaded: ES module URLs and CommonJS file paths. */
  modules: string[];
}

/** Runs `node [--import module-log] <script> …args` and returns its output and the modules it loaded. */
function runLogged(script: string[], args: string[], env: Record<string, string> = {}): Run {
  const log = join(tempDir(), 'modules.log');
  writeFileSync(log, '');
  const result = spawnSync(process.execPath, ['--import', pathToFileURL(moduleLog).href, ...script, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, GEUNGEO_DB: '', GEUNGEO_MODELS_DIR: '', GEUNGEO_CLI: '', ...env, GEUNGEO_MODULE_LOG: log },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, modules: readFileSync(log, 'utf8').split('\n').filter(Boolean) };
}

/** The bundle itself, whatever bin/geungeo.mjs would choose. */
function runBundle(args: string[], env: Record<string, string> = {}): Run {
  // `node -e` has no script path in argv; runCli expects [node, script, …args] as bin/geungeo.mjs passes them.
  const runner = `const { runCli } = await import(${JSON.stringify(pathToFileURL(bundlePath(repoRoot)).href)}); process.exitCode = await runCli([process.argv[0], 'geungeo', ...process.argv.slice(1)]);`;
  return runLogged(['--input-type=module', '-e', runner, '--'], args, env);
}

const loadedBundle = (run: Run, root = repoRoot) => run.modules.includes(pathToFileURL(bundlePath(root)).href);
const loadedSources = (run: Run) => run.modules.some((url) => url.startsWith('file:') && url.endsWith('/src/main/cli/main.ts'));

describe('the CLI bundle', () => {
  it('is built (by the test setup, as by npm install) with a manifest of the files it was made from', () => {
    expect(existsSync(bundlePath(repoRoot))).toBe(true);
    const manifest = JSON.parse(readFileSync(manifestPath(repoRoot), 'utf8'));
    expect(manifest.outputs).toContain('geungeo.mjs');
    expect(Object.keys(manifest.inputs)).toEqual(expect.arrayContaining(['src/main/cli/main.ts', 'src/main/core.ts', 'scripts/build-cli.mjs']));
    for (const output of manifest.outputs) expect(existsSync(join(repoRoot, BUNDLE_DIR, output)), output).toBe(true);
  });

  it('runs stats and info, finding resources and package.json from its own place', () => {
    const db = join(tempDir(), 'bundle.db');
    const stats = runBundle(['stats', '--db', db, '--json']);
    expect(stats.stderr).toBe('');
    expect(stats.status).toBe(0);
    expect(JSON.parse(stats.stdout)).toMatchObject({ documents: 0, pages: 0, chunks: 0, embedded: 0 });
    expect(loadedBundle(stats)).toBe(true);
    expect(loadedSources(stats)).toBe(false);

    const info = runBundle(['info', '--db', db, '--json']);
    expect(info.status).toBe(0);
    const version = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).version;
    expect(JSON.parse(info.stdout)).toMatchObject({ dbPath: db, shell: 'cli', version });
  });

  it('loads no transformers.js, onnxruntime or pdfjs for stats, info, search and ask --llm none', () => {
    // (search and ask refuse an empty library: one short Markdown document is enough.)
    const dir = tempDir();
    const db = join(dir, 'light.db');
    writeFileSync(join(dir, '주차장.md'), '# 주차장법\n\n제19조(부설주차장의 설치) 부설주차장의 설치기준은 대통령령으로 정한다.\n');
    expect(runBundle(['ingest', dir, '--no-embed', '--db', db]).status).toBe(0);
    for (const args of [['stats'], ['info'], ['search', '주차장 설치기준'], ['ask', '주차장 설치기준은?', '--llm', 'none']]) {
      const run = runBundle([...args, '--db', db]);
      expect(run.status, `${args.join(' ')}: ${run.stderr}`).toBe(0);
      expect(loadedBundle(run), args.join(' ')).toBe(true);
      expect(run.modules.filter((module) => HEAVY.test(module)), args.join(' ')).toEqual([]);
      // …nor the packages only other commands need (the HTTP bridge, the audit HTML renderer).
      expect(run.modules.filter((module) => /node_modules[\\/](sirv|busboy|unified|remark-parse|cli-progress)[\\/]/.test(module)), args.join(' ')).toEqual([]);
    }
  });

  it('bin/geungeo.mjs runs the bundle exactly when it is fresh', () => {
    const fresh = bundleStaleReason(repoRoot) === null;
    const run = runLogged([bin], ['stats', '--db', join(tempDir(), 'bin.db')]);
    expect(run.status, run.stderr).toBe(0);
    // Someone editing a source while the tests run makes the bundle stale; then the sources must run instead.
    expect({ bundle: loadedBundle(run), sources: loadedSources(run) }).toEqual({ bundle: fresh, sources: !fresh });
  });

  it('is not used once a file it was built from is newer, or when GEUNGEO_CLI=source', () => {
    // A copy of the project (sources with their mtimes, bundle, manifest), so the test never touches the checkout.
    const root = tempDir();
    for (const entry of ['bin', 'src', BUNDLE_DIR, 'scripts']) cpSync(join(repoRoot, entry), join(root, entry), { recursive: true, preserveTimestamps: true });
    for (const file of ['package.json', 'tsconfig.json', 'tsconfig.node.json', 'tsconfig.base.json']) cpSync(join(repoRoot, file), join(root, file), { preserveTimestamps: true });
    symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
    symlinkSync(join(repoRoot, 'resources'), join(root, 'resources'), 'dir');
    const db = join(tempDir(), 'copy.db');
    const copyBin = join(root, 'bin', 'geungeo.mjs');

    // The copy's bundle matches the copy's sources only if the checkout's did when it was copied.
    const manifest = JSON.parse(readFileSync(manifestPath(root), 'utf8')) as { inputs: Record<string, number> };
    for (const [file, mtimeMs] of Object.entries(manifest.inputs)) {
      if (!file.startsWith('node_modules/')) utimesSync(join(root, file), new Date(), new Date(mtimeMs));
    }
    expect(bundleStaleReason(root)).toBeNull();
    const fresh = runLogged([copyBin], ['stats', '--db', db]);
    expect(fresh.status, fresh.stderr).toBe(0);
    expect(loadedBundle(fresh, root)).toBe(true);

    const forced = runLogged([copyBin], ['stats', '--db', db], { GEUNGEO_CLI: 'source' });
    expect(forced.status, forced.stderr).toBe(0);
    expect({ bundle: loadedBundle(forced, root), sources: loadedSources(forced) }).toEqual({ bundle: false, sources: true });

    const edited = join(root, 'src', 'main', 'cli', 'commands', 'stats.ts');
    const later = new Date(statSync(edited).mtimeMs + 5_000);
    utimesSync(edited, later, later);
    expect(bundleStaleReason(root)).toBe('src/main/cli/commands/stats.ts changed since the build');
    const stale = runLogged([copyBin], ['stats', '--db', db]);
    expect(stale.status, stale.stderr).toBe(0);
    expect(stale.stdout).toMatch(/documents\s+0/);
    expect({ bundle: loadedBundle(stale, root), sources: loadedSources(stale) }).toEqual({ bundle: false, sources: true });
  });

  it('counts a missing manifest, a missing output or a deleted input as stale', () => {
    const root = tempDir();
    expect(bundleStaleReason(root)).toMatch(/no bundle/);
    mkdirSync(join(root, BUNDLE_DIR));
    writeFileSync(join(root, 'a.ts'), 'export {};\n');
    const inputs = { 'a.ts': Math.round(statSync(join(root, 'a.ts')).mtimeMs) };
    writeFileSync(manifestPath(root), JSON.stringify({ version: 1, outputs: ['geungeo.mjs'], inputs }));
    expect(bundleStaleReason(root)).toBe(`${BUNDLE_DIR}/geungeo.mjs is missing`);
    writeFileSync(bundlePath(root), '');
    expect(bundleStaleReason(root)).toBeNull();
    writeFileSync(manifestPath(root), JSON.stringify({ version: 1, outputs: ['geungeo.mjs'], inputs: { ...inputs, 'b.ts': 1 } }));
    expect(bundleStaleReason(root)).toBe('b.ts is gone');
  });

  it('works through a symlink, as npm link and node_modules/.bin call it', () => {
    const link = join(tempDir(), 'geungeo');
    symlinkSync(bin, link);
    const run = spawnSync(link, ['stats', '--db', join(tempDir(), 'link.db'), '--json'], { encoding: 'utf8', timeout: 120_000, env: { ...process.env, GEUNGEO_DB: '', GEUNGEO_MODELS_DIR: '' } });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ documents: 0 });
  });
});
