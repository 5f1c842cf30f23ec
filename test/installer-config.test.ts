// electron-builder.yml, checked without packaging (Electron's binaries cannot be downloaded here): the file is
// valid against electron-builder's own schema, and electron-builder's own file matchers (app-builder-lib, the
// version installed) put the app, the native parts and the resources where the packaged app looks for them.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as sqliteVec from 'sqlite-vec';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SHIPPED_ZONING_FILE } from '../src/main/rules/shipped';
import { openDatabase } from '../src/main/store/database';
import { asarUnpackedPath } from '../src/main/store/asar-path';
import { CATEGORIES_FILE } from '../src/main/understand/categories';

// No trailing separator: electron-builder compares its app folder with matcher folders as plain strings.
const root = fileURLToPath(new URL('..', import.meta.url)).replace(/[\\/]$/, '');
const rawConfig = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, any>;
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  main: string;
  dependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};

// --- electron-builder's own code, as the installed version runs it -------------------------------------------
type FilterStat = { isDirectory(): boolean; moduleFullFilePath?: string };
type Filter = (file: string, stat: FilterStat) => boolean;
interface FileMatcher {
  readonly from: string;
  readonly to: string;
  isEmpty(): boolean;
  containsOnlyIgnore(): boolean;
  prependPattern(pattern: string): void;
  createFilter(): Filter;
}
interface MatcherOptions {
  macroExpander: (pattern: string) => string;
  customBuildOptions: object;
  globalOutDir: string;
  defaultSrc: string;
}
const builderRequire = createRequire(createRequire(import.meta.url).resolve('app-builder-lib/package.json'));
const fileMatcher = builderRequire('./out/fileMatcher') as {
  getMainFileMatchers(appDir: string, dest: string, expand: (p: string) => string, platformOptions: object, platformPackager: object, outDir: string, isElectronCompile: boolean): FileMatcher[];
  getNodeModuleFileMatcher(appDir: string, dest: string, expand: (p: string) => string, platformOptions: object, packager: object): FileMatcher;
  getFileMatchers(config: object, name: string, dest: string, options: MatcherOptions): FileMatcher[] | null;
};
const { doMergeConfigs } = builderRequire('./out/util/config/config') as { doMergeConfigs(configs: object[]): Record<string, any> };
const Ajv = builderRequire('ajv').default as new (options: object) => { compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown } };
const scheme = JSON.parse(readFileSync(builderRequire.resolve('./scheme.json'), 'utf8')) as { properties: Record<string, unknown> };

type Os = 'mac' | 'win' | 'linux';
/** What a build on each OS packages: installers are built on their own OS (docs/installers.md). */
const builds: { os: Os; platform: NodeJS.Platform; arch: string }[] = [
  { os: 'mac', platform: 'darwin', arch: 'arm64' },
  { os: 'win', platform: 'win32', arch: 'x64' },
  { os: 'linux', platform: 'linux', arch: 'x64' },
  { os: 'linux', platform: 'linux', arch: 'arm64' },
];
const hostOs: Os | undefined = ({ darwin: 'mac', win32: 'win', linux: 'linux' } as Record<string, Os>)[process.platform];

/** The macros electron-builder expands in file patterns (${platform} is the build machine's process.platform). */
function macros(platform: string, arch: string): (pattern: string) => string {
  return (pattern) =>
    pattern.replace(/\$\{([^}]+)\}/g, (_whole, name: string) => {
      if (name === 'platform') return platform;
      if (name === 'arch') return arch;
      if (name === '/*') return '{,/**/*}';
      throw new Error(`the test does not expand \${${name}}: add it to macros()`);
    });
}

/** The configuration as electron-builder sees it after loading (it normalizes `files` into file sets). */
function loadedConfig(): Record<string, any> {
  return doMergeConfigs([structuredClone(rawConfig)]);
}

const file: FilterStat = { isDirectory: () => false };
const folder: FilterStat = { isDirectory: () => true };

/** A path is copied only if the walk reaches it: every folder on the way must pass the filter too. */
function walkReaches(filter: Filter, from: string, rel: string, stat: (rel: string, isDir: boolean) => FilterStat): boolean {
  const parts = rel.split(/[\\/]/);
  for (let i = 1; i <= parts.length; i++) {
    const partial = parts.slice(0, i).join(sep);
    if (!filter(join(from, partial), stat(partial, i < parts.length))) return false;
  }
  return true;
}

interface Packaging {
  /** `rel` (from the repository root, outside node_modules) goes into app.asar. */
  appIncludes(rel: string): boolean;
  /** `rel` = node_modules/… is copied with the production dependencies. */
  nodeModuleShips(rel: string): boolean;
  /** `rel` = node_modules/… goes to app.asar.unpacked. */
  unpacks(rel: string): boolean;
  /** Where a project file (`rel`) lands under the resources folder via extraResources, or null. */
  resourceDestination(rel: string): string | null;
}

const RESOURCES = join(tmpdir(), 'packaged', 'resources');

function packaging(build: (typeof builds)[number]): Packaging {
  const config = loadedConfig();
  const platformOptions = (config[build.os] ?? {}) as object;
  const expand = macros(build.platform, build.arch);
  const outDir = join(root, config.directories.output as string);
  const packagerInfo = {
    isPrepackedAppAsar: false,
    config,
    projectDir: root,
    buildResourcesDir: config.directories.buildResources,
    debugLogger: { isEnabled: false },
  };
  const options: MatcherOptions = { macroExpander: expand, customBuildOptions: platformOptions, globalOutDir: outDir, defaultSrc: root };

  // Every main matcher walks the project folder (no `from` in `files`); a file is copied if any of them takes it.
  const appFilters = fileMatcher
    .getMainFileMatchers(root, join(RESOURCES, 'app'), expand, platformOptions, { info: packagerInfo }, outDir, false)
    .map((matcher) => matcher.createFilter());
  const nodeModulesMatcher = fileMatcher.getNodeModuleFileMatcher(root, join(RESOURCES, 'app'), expand, platformOptions, packagerInfo);
  const nodeModulesFilter = nodeModulesMatcher.isEmpty() ? null : nodeModulesMatcher.createFilter();
  const unpackFilter = fileMatcher.getFileMatchers(config, 'asarUnpack', join(RESOURCES, 'app'), options)?.[0]?.createFilter();
  const resourceMatchers = fileMatcher.getFileMatchers(config, 'extraResources', RESOURCES, options) ?? [];
  // As copyFiles does: a matcher with no positive pattern copies everything under `from`.
  for (const matcher of resourceMatchers) if (matcher.isEmpty() || matcher.containsOnlyIgnore()) matcher.prependPattern('**/*');

  // Files of a dependency are filtered with their path inside the app (NodeModuleCopyHelper's moduleFullFilePath).
  const moduleStat = (rel: string, isDir: boolean): FilterStat => ({ isDirectory: () => isDir, moduleFullFilePath: rel });
  return {
    appIncludes: (rel) => appFilters.some((filter) => walkReaches(filter, root, rel, (_rel, isDir) => (isDir ? folder : file))),
    nodeModuleShips: (rel) => {
      if (!nodeModulesFilter) return true;
      const packageDepth = rel.split(/[\\/]/)[1]?.startsWith('@') ? 3 : 2;
      const parts = rel.split(/[\\/]/);
      for (let i = packageDepth + 1; i <= parts.length; i++) {
        const partial = parts.slice(0, i).join(sep);
        if (!nodeModulesFilter(join(root, partial), moduleStat(partial, i < parts.length))) return false;
      }
      return true;
    },
    unpacks: (rel) => unpackFilter?.(join(root, rel), moduleStat(rel, false)) ?? false,
    resourceDestination: (rel) => {
      for (const matcher of resourceMatchers) {
        const inside = relative(matcher.from, join(root, rel));
        if (inside.startsWith('..')) continue;
        if (walkReaches(matcher.createFilter(), matcher.from, inside, (_rel, isDir) => (isDir ? folder : file))) return join(matcher.to, inside);
      }
      return null;
    },
  };
}

// --- what exists on this machine ------------------------------------------------------------------------------
/** Folders of the installed production dependencies (what electron-builder collects), resolved like Node does. */
function productionPackageDirs(): string[] {
  const dirs = new Set<string>();
  const visit = (name: string, fromDir: string) => {
    let dir = fromDir;
    for (;;) {
      const candidate = join(dir, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) {
        if (dirs.has(candidate)) return;
        dirs.add(candidate);
        const pkg = JSON.parse(readFileSync(join(candidate, 'package.json'), 'utf8')) as typeof packageJson;
        for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) visit(dep, candidate);
        return;
      }
      if (dir === root || dirname(dir) === dir) return; // not installed (an optional dependency for another OS)
      dir = dirname(dir);
    }
  };
  for (const dep of Object.keys({ ...packageJson.dependencies, ...packageJson.optionalDependencies })) visit(dep, root);
  return [...dirs];
}

const NATIVE = /\.(node|dll|dylib)$|\.so(\.\d+)*$/;

/** Native libraries and addons inside the production dependencies (not in their own nested node_modules). */
function nativeFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        // node_modules: visited as packages of their own. obj.target and .deps under Release: intermediate build
        // output that electron-builder never copies (NodeModuleCopyHelper).
        if (entry.name === 'node_modules' || (basename(dir) === 'Release' && (entry.name === 'obj.target' || entry.name === '.deps'))) continue;
        walk(path);
      } else if (NATIVE.test(entry.name)) {
        found.push(relative(root, path));
      }
    }
  };
  for (const dir of productionPackageDirs()) walk(dir);
  return found;
}

const posix = (path: string) => path.split(sep).join('/');

// --- the configuration ----------------------------------------------------------------------------------------
describe('electron-builder.yml', () => {
  it("is valid against electron-builder's schema (which rejects unknown options)", () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(scheme);
    const valid = validate(rawConfig);
    expect(validate.errors ?? null, JSON.stringify(validate.errors, null, 2)).toBeNull();
    expect(valid).toBe(true);
    // The schema really does catch a misspelt option and a wrong value:
    expect(validate({ ...rawConfig, asarUnpacked: ['x'] })).toBe(false);
    expect(validate({ ...rawConfig, npmRebuild: 'yes please' })).toBe(false);
    expect(validate({ ...rawConfig, mac: { ...rawConfig.mac, target: ['dmgg'] } })).toBe(false);
    expect(validate({ ...rawConfig, linux: { ...rawConfig.linux, maintainers: 'x' } })).toBe(false);
    for (const key of Object.keys(rawConfig)) expect(scheme.properties, key).toHaveProperty(key);
  });

  it('names the app, rebuilds native modules for Electron and builds the installers of each OS', () => {
    expect(rawConfig.appId).toBe('app.geungeo.desktop');
    expect(rawConfig.productName).toBe('Geungeo');
    expect(rawConfig.directories.output).toBe('dist/');
    expect(rawConfig.npmRebuild).toBe(true);
    expect(rawConfig.asar ?? true).not.toBe(false);
    const targets = (os: Os) => (rawConfig[os].target as (string | { target: string; arch?: string[] })[]).map((t) => (typeof t === 'string' ? { target: t } : t));
    expect(targets('win').map((t) => t.target)).toEqual(['nsis']);
    expect(targets('mac').map((t) => t.target)).toEqual(['dmg', 'zip']);
    expect(targets('linux').map((t) => t.target)).toEqual(['AppImage', 'deb']);
    // onnxruntime-node ships macOS binaries for arm64 only; sqlite-vec has no Windows arm64 build.
    for (const t of targets('mac')) expect(t.arch).toEqual(['arm64']);
    for (const t of targets('win')) expect(t.arch).toEqual(['x64']);
    // deb refuses to build without a homepage and a maintainer (package.json has neither).
    expect(rawConfig.extraMetadata?.homepage).toMatch(/^https:\/\//);
    expect(rawConfig.linux.maintainer).toMatch(/<.+@.+>/);
  });
});

describe.each(builds)('packaged on $platform for $arch', (build) => {
  const pack = packaging(build);

  it('puts the built app in app.asar and leaves the sources, tests and docs out', () => {
    for (const rel of [
      posix(packageJson.main).replace(/^\.\//, ''),
      'out/main/index.js',
      'out/main/pdf-worker.js',
      'out/main/hwp-worker.js',
      'out/main/ingest-process.js',
      'out/main/chunks/core-abc123.js',
      'out/preload/index.cjs',
      'out/renderer/index.html',
      'out/renderer/assets/index-abc123.js',
      'out/renderer/pdfjs/cmaps/UniKS-UCS2-H.bcmap',
      'out/renderer/pdfjs/standard_fonts/FoxitSans.pfb',
      'package.json',
    ]) {
      expect(pack.appIncludes(rel), rel).toBe(true);
    }
    for (const rel of [
      'src/main/index.ts',
      'src/main/ingest/pdf/extract-worker.mjs',
      'src/main/hwp/worker.mjs',
      'test/installer-config.test.ts',
      'test/fixtures/some.pdf',
      'test-artifacts/run/screenshot.png',
      'docs/installers.md',
      'scripts/start.mjs',
      'eval/questions.json',
      'scratch/notes.md',
      'bin/geungeo.mjs',
      'resources/categories.yaml',
      'resources/models/Xenova/multilingual-e5-small/onnx/model.onnx',
      'electron-builder.yml',
      'dist/linux-unpacked/geungeo',
      'README.md',
      'tsconfig.json',
    ]) {
      expect(pack.appIncludes(rel), rel).toBe(false);
    }
  });

  it('ships the production dependencies the main process loads, without the CLI-only and unused ones', () => {
    for (const name of Object.keys(packageJson.dependencies).filter((name) => name !== 'tsx')) {
      expect(pack.nodeModuleShips(join('node_modules', name, 'package.json')), name).toBe(true);
    }
    for (const rel of [
      'node_modules/pdfjs-dist/legacy/build/pdf.mjs',
      'node_modules/pdfjs-dist/legacy/build/pdf.worker.mjs',
      // The PDF worker thread reads pdfjs's CMaps (Korean CID fonts) and standard fonts from node_modules.
      'node_modules/pdfjs-dist/cmaps/UniKS-UCS2-H.bcmap',
      'node_modules/pdfjs-dist/standard_fonts/FoxitSans.pfb',
      'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
      'node_modules/@huggingface/transformers/dist/transformers.node.mjs',
    ]) {
      expect(pack.nodeModuleShips(rel), rel).toBe(true);
    }
    for (const rel of ['node_modules/tsx/dist/cli.mjs', 'node_modules/@esbuild/linux-x64/bin/esbuild', 'node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.jsep.wasm']) {
      expect(pack.nodeModuleShips(rel), rel).toBe(false);
    }
  });

  it("ships onnxruntime-node's binaries for this OS and CPU only, unpacked", () => {
    const bin = (platform: string, arch: string) => `node_modules/onnxruntime-node/bin/napi-v6/${platform}/${arch}/onnxruntime_binding.node`;
    const own = bin(build.platform, build.arch);
    expect(pack.nodeModuleShips(own)).toBe(true);
    expect(pack.unpacks(own)).toBe(true);
    for (const platform of ['darwin', 'linux', 'win32']) {
      for (const arch of ['x64', 'arm64']) {
        if (platform === build.platform && arch === build.arch) continue;
        expect(pack.nodeModuleShips(bin(platform, arch)), `${platform}/${arch}`).toBe(false);
      }
    }
  });

  it('unpacks the native parts that must be real files', () => {
    const vecPackage = `sqlite-vec-${build.platform === 'win32' ? 'windows' : build.platform}-${build.arch}`;
    const vecFile = `vec0.${{ win32: 'dll', darwin: 'dylib' }[build.platform as string] ?? 'so'}`;
    for (const rel of [
      'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
      `node_modules/${vecPackage}/${vecFile}`,
      `node_modules/onnxruntime-node/bin/napi-v6/${build.platform}/${build.arch}/onnxruntime_binding.node`,
      'node_modules/onnxruntime-node/bin/napi-v6/linux/x64/libonnxruntime.so.1',
      'node_modules/onnxruntime-node/bin/napi-v6/win32/x64/DirectML.dll',
      'node_modules/sharp/lib/index.js',
      'node_modules/@img/sharp-libvips-linux-x64/lib/libvips-cpp.so.8.17.3',
      'node_modules/@napi-rs/canvas-linux-x64-gnu/skia.linux-x64-gnu.node',
      // a copy nested under another package is unpacked too
      'node_modules/@huggingface/transformers/node_modules/onnxruntime-node/bin/napi-v6/linux/x64/onnxruntime_binding.node',
    ]) {
      expect(pack.unpacks(rel), rel).toBe(true);
    }
    for (const rel of ['node_modules/pdfjs-dist/legacy/build/pdf.mjs', 'node_modules/better-sqlite3/lib/index.js', 'node_modules/yaml/dist/index.js']) {
      expect(pack.unpacks(rel), rel).toBe(false);
    }
  });

  it('copies the data files the core reads to the root of the resources folder, and no model weights', () => {
    const required = ['categories.yaml', 'jurisdictions.json', 'law-names.json', 'zoning-limits-national.json', CATEGORIES_FILE, SHIPPED_ZONING_FILE];
    // Every top-level file of resources/ too, so a data file added later cannot be forgotten here.
    const present = readdirSync(join(root, 'resources'), { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
    expect(present).toEqual(expect.arrayContaining(required));
    for (const name of new Set([...required, ...present])) {
      expect(pack.resourceDestination(join('resources', name)), name).toBe(join(RESOURCES, name));
    }
    expect(pack.resourceDestination(join('resources', 'models', 'README.md'))).toBe(join(RESOURCES, 'models', 'README.md'));
    // The built-in statutes, every one of them, where the core's first start looks for them (statutes/<법령명>/<stem>.md).
    const statutes = readdirSync(join(root, 'resources', 'statutes'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
    expect(statutes).toHaveLength(9);
    for (const file of statutes) expect(pack.resourceDestination(join('resources', 'statutes', file)), file).toBe(join(RESOURCES, 'statutes', file));
    // Their everyday index, every file of it, where search looks for it (everyday-index/<법령명>.json).
    const everyday = readdirSync(join(root, 'resources', 'everyday-index')).filter((file) => file.endsWith('.json'));
    expect(everyday).toHaveLength(9);
    for (const file of everyday) expect(pack.resourceDestination(join('resources', 'everyday-index', file)), file).toBe(join(RESOURCES, 'everyday-index', file));
    for (const rel of ['resources/models/Xenova/multilingual-e5-small/onnx/model.onnx', 'resources/models/Xenova/multilingual-e5-small/config.json']) {
      expect(pack.resourceDestination(rel), rel).toBeNull();
    }
    expect(pack.resourceDestination('src/main/index.ts')).toBeNull();
  });
});

describe.skipIf(!hostOs)('the native files installed on this machine', () => {
  const natives = nativeFiles();
  const build = builds.find((b) => b.platform === process.platform && b.arch === process.arch) ?? { os: hostOs!, platform: process.platform, arch: process.arch };
  const pack = packaging(build);

  it('include the three the app cannot run without', () => {
    const names = natives.map(posix);
    expect(names).toContain('node_modules/better-sqlite3/build/Release/better_sqlite3.node');
    expect(names).toContain(`node_modules/onnxruntime-node/bin/napi-v6/${process.platform}/${process.arch}/onnxruntime_binding.node`);
    expect(names).toContain(posix(relative(root, sqliteVec.getLoadablePath())));
  });

  it('are all unpacked from the asar when they ship', () => {
    const shipped = natives.filter((rel) => pack.nodeModuleShips(rel));
    expect(shipped.length).toBeGreaterThanOrEqual(3);
    const packed = shipped.filter((rel) => !pack.unpacks(rel));
    expect(packed, 'shipped inside app.asar, where the OS loader and SQLite cannot open them').toEqual([]);
  });
});

// --- the code side --------------------------------------------------------------------------------------------
describe('asarUnpackedPath', () => {
  it('points a path inside app.asar at app.asar.unpacked, with either separator', () => {
    expect(asarUnpackedPath('/opt/Geungeo/resources/app.asar/node_modules/sqlite-vec-linux-x64/vec0.so')).toBe(
      '/opt/Geungeo/resources/app.asar.unpacked/node_modules/sqlite-vec-linux-x64/vec0.so',
    );
    expect(asarUnpackedPath('/Applications/Geungeo.app/Contents/Resources/app.asar/node_modules/sqlite-vec-darwin-arm64/vec0.dylib')).toBe(
      '/Applications/Geungeo.app/Contents/Resources/app.asar.unpacked/node_modules/sqlite-vec-darwin-arm64/vec0.dylib',
    );
    expect(asarUnpackedPath('C:\\Program Files\\Geungeo\\resources\\app.asar\\node_modules\\sqlite-vec-windows-x64\\vec0.dll')).toBe(
      'C:\\Program Files\\Geungeo\\resources\\app.asar.unpacked\\node_modules\\sqlite-vec-windows-x64\\vec0.dll',
    );
    expect(asarUnpackedPath('C:\\Geungeo\\resources\\app.asar')).toBe('C:\\Geungeo\\resources\\app.asar.unpacked');
  });

  it('leaves other paths alone and never doubles the suffix', () => {
    for (const path of [
      '/work/main/node_modules/sqlite-vec-linux-x64/vec0.so',
      'C:\\dev\\geungeo\\node_modules\\sqlite-vec-windows-x64\\vec0.dll',
      '/opt/Geungeo/resources/app.asar.unpacked/node_modules/sqlite-vec-linux-x64/vec0.so',
      'C:\\Geungeo\\resources\\app.asar.unpacked\\node_modules\\x.node',
      '/opt/Geungeo/resources/my-app.asar/vec0.so',
      '/opt/Geungeo/resources/app.asarx/vec0.so',
      '/opt/app.asar.bak/vec0.so',
      '',
    ]) {
      expect(asarUnpackedPath(path), path).toBe(path);
    }
    const once = asarUnpackedPath('/r/app.asar/node_modules/x/vec0.so');
    expect(asarUnpackedPath(once)).toBe(once);
  });

  describe('in a simulated packaged layout', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'geungeo-asar-'));
    afterAll(() => rmSync(tmp, { recursive: true, force: true }));

    it('finds the unpacked extension that the archive path names', () => {
      const unpacked = join(tmp, 'resources', 'app.asar.unpacked', 'node_modules', 'sqlite-vec-linux-x64', 'vec0.so');
      mkdirSync(dirname(unpacked), { recursive: true });
      writeFileSync(unpacked, 'not really an ELF file');
      writeFileSync(join(tmp, 'resources', 'app.asar'), 'an archive is a file, not a folder');
      const inArchive = join(tmp, 'resources', 'app.asar', 'node_modules', 'sqlite-vec-linux-x64', 'vec0.so');
      expect(existsSync(inArchive)).toBe(false);
      expect(asarUnpackedPath(inArchive)).toBe(unpacked);
      expect(existsSync(asarUnpackedPath(inArchive))).toBe(true);
    });
  });

  it('still loads sqlite-vec outside a package (the path is then unchanged)', () => {
    expect(asarUnpackedPath(sqliteVec.getLoadablePath())).toBe(sqliteVec.getLoadablePath());
    const db = openDatabase(':memory:');
    try {
      expect((db.prepare('SELECT vec_version() AS v').get() as { v: string }).v).toMatch(/^v\d/);
    } finally {
      db.close();
    }
  });
});
