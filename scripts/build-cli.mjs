#!/usr/bin/env node
// Bundles the CLI (src/main/cli/main.ts and everything it imports from src/) into out-cli/geungeo.mjs with
// esbuild, so `geungeo` starts without transpiling TypeScript on every run. Runs from `prepare` after every
// `npm install` / `npm ci`, and from `npm run build:cli`; `--if-stale` skips the build when the bundle is fresh.
//
// - Packages stay external: Node loads them from node_modules itself, and only when the code imports them (the
//   heavy ones — transformers.js, onnxruntime, pdfjs — through `await import()` or in worker files). Code
//   splitting keeps that true inside the bundle: a module the sources import with `await import()` becomes a
//   chunk of its own (out-cli/chunk-*.mjs), so the packages it imports load with it and not at start-up.
// - The one exception is zod, which every command loads (the contract is made of zod schemas): from node_modules
//   it is ~95 ES modules, ~50 ms of Node's module loader on every start; bundled it is one file. Its package.json
//   goes into the manifest, so a zod update makes the bundle stale.
// - `import.meta.url` in each source file is rewritten to that file's own URL, relative to the bundle, so the
//   code finds resources/, package.json and its worker scripts (src/main/ingest/pdf/extract-worker.mjs) exactly as
//   it does when it runs from source; no source file has to know that it may be bundled.
// - Next to the bundle, manifest.json lists every file the bundle was made from with the mtime it had when esbuild
//   read it; bin/geungeo.mjs uses the bundle only while all of them are unchanged (bin/cli-bundle.mjs).
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_DIR, BUNDLE_FILE, bundlePath, bundleStaleReason, manifestPath } from '../bin/cli-bundle.mjs';

const ENTRY = 'src/main/cli/main.ts';
/** Files that shape the output without being bundled: this script and the TypeScript settings esbuild reads. */
const BUILD_INPUTS = ['scripts/build-cli.mjs', 'bin/cli-bundle.mjs', 'tsconfig.json', 'tsconfig.node.json', 'tsconfig.base.json'];
/** Packages bundled rather than loaded from node_modules (see above). Pure JavaScript, loaded by every command. */
const BUNDLED_PACKAGES = ['zod'];
const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.json': 'json' };

const toPosix = (path) => path.split(sep).join('/');

/**
 * Builds the bundle in `root`; returns what it did. With ifStale, a fresh bundle is left alone.
 * @param {string} root the project folder
 * @param {{ ifStale?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<{ built: boolean, inputs?: number, outputs?: string[] }>}
 */
export async function buildCli(root, { ifStale = false, log = () => {} } = {}) {
  if (ifStale && bundleStaleReason(root) === null) return { built: false };
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    // esbuild comes with tsx (a dependency); without it `geungeo` still runs from source, only slower.
    log('build-cli: esbuild is not installed; `geungeo` will run from the TypeScript sources (slower start)');
    return { built: false };
  }
  const outDir = join(root, BUNDLE_DIR);
  const inputs = {};
  const stamp = (file) => {
    const path = toPosix(relative(root, file));
    try {
      inputs[path] ??= Math.round(statSync(file).mtimeMs);
    } catch {
      // not there: nothing to watch
    }
  };
  for (const file of BUILD_INPUTS) stamp(join(root, file));

  const sourceFiles = {
    name: 'source-files',
    setup(build) {
      // Bare specifiers (packages, node: builtins) stay imports, except the bundled packages.
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.kind === 'entry-point' || /^[A-Za-z]:[\\/]/.test(args.path)) return undefined;
        const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
        return BUNDLED_PACKAGES.includes(name) ? undefined : { external: true };
      });
      build.onLoad({ filter: /.*/ }, (args) => {
        if (args.path.split(sep).includes('node_modules')) return undefined; // a bundled package, as it is
        const loader = LOADERS[extname(args.path)];
        if (!loader) throw new Error(`build-cli: no loader for ${args.path}`);
        stamp(args.path); // before reading: an edit after this point makes the bundle stale, never silently old
        let contents = readFileSync(args.path, 'utf8');
        if (/\bimport\.meta\.(dirname|filename)\b/.test(contents)) {
          throw new Error(`build-cli: ${args.path} uses import.meta.dirname/filename; use new URL(…, import.meta.url) so the bundle can rewrite it`);
        }
        const ownUrl = `new URL(${JSON.stringify(toPosix(relative(outDir, args.path)))}, import.meta.url).href`;
        contents = contents.replace(/\bimport\.meta\.url\b/g, ownUrl);
        return { contents, loader, resolveDir: dirname(args.path) };
      });
    },
  };

  const started = performance.now();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { [BUNDLE_FILE.replace(/\.mjs$/, '')]: ENTRY },
    bundle: true,
    splitting: true,
    // Chunks sit next to the entry, so the import.meta.url rewrite above holds for every output file.
    chunkNames: 'chunk-[hash]',
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    outdir: outDir,
    banner: { js: `// Generated by scripts/build-cli.mjs from ${ENTRY}: do not edit (git-ignored; rebuilt by npm install).` },
    logLevel: 'silent',
    plugins: [sourceFiles],
  });
  for (const input of Object.keys(result.metafile.inputs)) if (!input.split('/').includes('node_modules')) stamp(join(root, input));
  for (const name of BUNDLED_PACKAGES) stamp(join(root, 'node_modules', name, 'package.json'));

  // Chunks first (their names hold a content hash), then the entry, then the manifest, each through a rename: a
  // reader sees the old set, or new files with the old manifest (whose mtimes no longer match, so: stale), never
  // a half-written file. Chunks of earlier builds are removed last, once they are an hour old: a CLI started from
  // the previous bundle (a test run in parallel, say) may still import one of them lazily.
  mkdirSync(outDir, { recursive: true });
  const tag = `${process.pid}-${Date.now()}`;
  const outputs = result.outputFiles.map((file) => ({ name: relative(outDir, file.path), file }));
  outputs.sort((a, b) => Number(a.name === BUNDLE_FILE) - Number(b.name === BUNDLE_FILE));
  if (outputs.at(-1)?.name !== BUNDLE_FILE || outputs.some(({ name }) => name.includes(sep) || name.includes('/'))) {
    throw new Error(`unexpected esbuild outputs: ${outputs.map(({ name }) => name).join(', ')}`);
  }
  for (const { name, file } of outputs) {
    writeFileSync(join(outDir, `${name}.${tag}`), file.contents);
    renameSync(join(outDir, `${name}.${tag}`), join(outDir, name));
  }
  const names = outputs.map(({ name }) => name);
  const manifest = { version: 1, entry: ENTRY, outputs: names, inputs };
  writeFileSync(`${manifestPath(root)}.${tag}`, `${JSON.stringify(manifest)}\n`);
  renameSync(`${manifestPath(root)}.${tag}`, manifestPath(root));
  for (const name of readdirSync(outDir)) {
    if (!/^chunk-.*\.mjs$/.test(name) || names.includes(name)) continue;
    const file = join(outDir, name);
    const age = Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 60 * 60_000) rmSync(file, { force: true });
  }
  const ms = Math.round(performance.now() - started);
  const kB = Math.round(outputs.reduce((sum, { file }) => sum + file.contents.length, 0) / 1024);
  log(`build-cli: ${toPosix(relative(root, bundlePath(root)))} + ${names.length - 1} chunks (${Object.keys(inputs).length} inputs, ${kB} kB, ${ms} ms)`);
  return { built: true, inputs: Object.keys(inputs).length, outputs: names };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  try {
    await buildCli(root, { ifStale: process.argv.includes('--if-stale'), log: (line) => console.log(line) });
  } catch (error) {
    // A failed bundle must not fail `npm install` (bin/geungeo.mjs then runs the sources), but it does fail
    // `npm run build:cli`. Either way: say why, and leave no manifest that could vouch for an old bundle.
    rmSync(manifestPath(root), { force: true });
    console.warn(`build-cli: the CLI bundle was not built, \`geungeo\` will run from source: ${error instanceof Error ? error.message : error}`);
    if (process.env.npm_lifecycle_event !== 'prepare') process.exitCode = 1;
  }
}
