// `serve` shows the built renderer (out/renderer). It builds it when it is missing or older than its sources, so a
// fresh clone needs no separate build step.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GeungeoError } from '../../shared/errors';

/** The sources the renderer bundle is made from, relative to the project root. */
const RENDERER_SOURCES = ['src/renderer', 'src/shared', 'electron.vite.config.ts', 'package-lock.json'];

export function rendererDir(root: string): string {
  return join(root, 'out', 'renderer');
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function rendererIsStale(root: string): boolean {
  const built = join(rendererDir(root), 'index.html');
  if (!existsSync(built)) return true;
  return Math.max(...RENDERER_SOURCES.map((source) => newestMtime(join(root, source)))) > statSync(built).mtimeMs;
}

/** Builds with electron-vite (the same build `npm run build` makes) when needed; its output goes to stderr. */
export function ensureRendererBuilt(root: string, log: (line: string) => void): string {
  if (rendererIsStale(root)) {
    log('Building the window (electron-vite build)…');
    const build = spawnSync(process.execPath, [join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 10 * 60_000,
    });
    if (build.status !== 0 || !existsSync(join(rendererDir(root), 'index.html'))) {
      throw new GeungeoError('INTERNAL', 'Building the window failed.', { hint: `run \`npm run build\` to see why:\n${(build.stderr || build.stdout || '').slice(-2000)}` });
    }
  }
  return rendererDir(root);
}
