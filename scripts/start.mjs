#!/usr/bin/env node
// `npm start` (build + open the desktop app) and `npm run dev` (the same with Vite's dev server).
//
// Two things must be true before Electron can start, and this launcher makes them true without a manual step:
// 1. Electron's binary is present. Electron ≥ 42 no longer downloads it during `npm install`; it is fetched on
//    first start. Where that download cannot happen (an offline or registry-only machine), say so in one sentence.
// 2. better-sqlite3 is built for Electron's ABI. npm builds it for Node (tests and the CLI use that build);
//    the Electron build is made once per Electron version into node_modules/.cache and handed to the main process
//    through GEUNGEO_SQLITE_BINDING, so `npm test` and `npm start` work in either order and never rebuild each other.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const dev = process.argv.includes('--dev');

const electronDir = dirname(require.resolve('electron/package.json'));
const electronVersion = require('electron/package.json').version;
const sqliteDir = dirname(require.resolve('better-sqlite3/package.json'));
const sqliteVersion = require('better-sqlite3/package.json').version;
const electronAbi = readFileSync(join(electronDir, 'abi_version'), 'utf8').trim();
const { platform, arch } = process;

const CLI_ALTERNATIVE = 'open the same app in your browser instead with `npm run serve`, or use the command line: `npx geungeo --help` (see README)';

function fail(sentence, details) {
  if (details && process.env.GEUNGEO_DEBUG) process.stderr.write(`${details}\n`);
  process.stderr.write(`${sentence}\n`);
  process.exit(1);
}

function electronBinary() {
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) return process.env.ELECTRON_OVERRIDE_DIST_PATH;
  try {
    const binary = join(electronDir, 'dist', readFileSync(join(electronDir, 'path.txt'), 'utf8'));
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

function ensureElectronBinary() {
  if (electronBinary()) return;
  const why = `Electron ${electronVersion}'s binary is not installed`;
  if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
    fail(`${why} and ELECTRON_SKIP_BINARY_DOWNLOAD is set, so the desktop window cannot open here; ${CLI_ALTERNATIVE}.`);
  }
  process.stdout.write(`Downloading Electron ${electronVersion} (first start only)…\n`);
  const download = spawnSync(process.execPath, [join(electronDir, 'install.js')], { encoding: 'utf8', timeout: 15 * 60_000 });
  if (download.status !== 0 || !electronBinary()) {
    fail(
      `${why} and could not be downloaded (this machine cannot reach Electron's download server), so the desktop window cannot open here; ${CLI_ALTERNATIVE}.`,
      `${download.stdout ?? ''}${download.stderr ?? ''}`,
    );
  }
}

/** A native addon exports node_register_module_v<ABI>: the cheapest proof that a build is for Electron, not Node. */
function builtForElectron(file) {
  return existsSync(file) && readFileSync(file).includes(`node_register_module_v${electronAbi}`);
}

/** A better_sqlite3.node for this Electron version, built or downloaded once and cached. */
function ensureElectronSqlite() {
  const cacheDir = join(root, 'node_modules', '.cache', 'geungeo', `better-sqlite3-${sqliteVersion}-electron-${electronVersion}-${platform}-${arch}`);
  const binding = join(cacheDir, 'better_sqlite3.node');
  if (builtForElectron(binding)) return binding;

  process.stdout.write(`Preparing better-sqlite3 for Electron ${electronVersion} (once per Electron version)…\n`);
  const work = mkdtempSync(join(tmpdir(), 'geungeo-sqlite-'));
  const log = [];
  try {
    // First choice: the prebuilt Electron binary that better-sqlite3 publishes, fetched by its own prebuild-install.
    copyFileSync(join(sqliteDir, 'package.json'), join(work, 'package.json'));
    const prebuilt = spawnSync(
      process.execPath,
      [require.resolve('prebuild-install/bin.js'), '--runtime=electron', `--target=${electronVersion}`, `--arch=${arch}`, `--platform=${platform}`],
      { cwd: work, encoding: 'utf8', timeout: 5 * 60_000 },
    );
    log.push(prebuilt.stdout, prebuilt.stderr);
    let built = join(work, 'build', 'Release', 'better_sqlite3.node');
    if (prebuilt.status !== 0 || !builtForElectron(built)) {
      // Fallback: compile from source against Electron's headers (needs a C++ toolchain, like `npm install` did).
      const source = join(work, 'source');
      cpSync(sqliteDir, source, { recursive: true, filter: (path) => !path.includes(`${sqliteDir}/build`) });
      // npm's own node-gyp (npm sets npm_config_node_gyp for scripts). The nodedir override matters: a machine
      // configured to build against Node's headers would otherwise build for Node again.
      const nodeGyp = process.env.npm_config_node_gyp;
      const [command, args] = nodeGyp ? [process.execPath, [nodeGyp]] : ['npx', ['--yes', 'node-gyp']];
      const compiled = spawnSync(
        command,
        [...args, 'rebuild', '--release', '--runtime=electron', `--target=${electronVersion}`, `--arch=${arch}`, '--dist-url=https://electronjs.org/headers'],
        { cwd: source, encoding: 'utf8', timeout: 15 * 60_000, env: { ...process.env, npm_config_nodedir: '' } },
      );
      log.push(compiled.stdout, compiled.stderr);
      built = join(source, 'build', 'Release', 'better_sqlite3.node');
      if (compiled.status !== 0 || !builtForElectron(built)) {
        fail(
          `better-sqlite3 could not be prepared for Electron ${electronVersion} (no prebuilt binary could be downloaded and compiling it failed), so the desktop window cannot open; ${CLI_ALTERNATIVE}.`,
          log.join('\n'),
        );
      }
    }
    mkdirSync(cacheDir, { recursive: true });
    copyFileSync(built, binding);
    return binding;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

ensureElectronBinary();
const sqliteBinding = ensureElectronSqlite();
const child = spawn(join(root, 'node_modules', '.bin', 'electron-vite'), [dev ? 'dev' : 'preview'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, GEUNGEO_SQLITE_BINDING: sqliteBinding },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
