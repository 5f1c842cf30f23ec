// The tiny test embedding model (src/main/models/tiny-model.ts), generated once into the gitignored
// test-artifacts/ folder and shared by every test file. Vitest runs files in parallel workers, so generation
// writes to a private temp folder and renames it into place; a worker that loses the race uses the winner's copy.
// A stamp (hash of the generator's source) makes a copy left by an older generator get replaced.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isModelFolder } from '../../src/main/models/locate';
import { TINY_MODEL_ID, writeTinyEmbeddingModel } from '../../src/main/models/tiny-model';
import { repoRoot } from './cli';

const STAMP_FILE = '.generator-stamp';

export function ensureTinyModel(): { modelsDir: string; modelId: string } {
  const modelsDir = join(repoRoot, 'test-artifacts', 'models');
  const target = join(modelsDir, TINY_MODEL_ID);
  const stamp = generatorStamp();
  if (!isCurrent(target, stamp)) {
    mkdirSync(dirname(target), { recursive: true });
    // Same parent folder as the target, so the renames stay on one file system and are atomic.
    const temp = mkdtempSync(`${target}.tmp-`);
    try {
      writeTinyEmbeddingModel(temp);
      writeFileSync(join(temp, STAMP_FILE), stamp);
      if (existsSync(target) && !isCurrent(target, stamp)) moveAside(target);
      try {
        renameSync(temp, target);
      } catch (error) {
        // Another worker renamed its copy first (ENOTEMPTY / EEXIST / EPERM on Windows): that copy is as good.
        if (!isCurrent(target, stamp)) throw error;
      }
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  }
  return { modelsDir, modelId: TINY_MODEL_ID };
}

function generatorStamp(): string {
  const source = fileURLToPath(new URL('../../src/main/models/tiny-model.ts', import.meta.url));
  return createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 16);
}

function isCurrent(dir: string, stamp: string): boolean {
  const stampFile = join(dir, STAMP_FILE);
  return isModelFolder(dir) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
}

/** Renames an outdated copy out of the way (atomically, so no worker sees half of it), then deletes it. */
function moveAside(dir: string): void {
  const aside = `${dir}.old-${process.pid}-${Date.now()}`;
  try {
    renameSync(dir, aside);
  } catch {
    return; // another worker moved or replaced it already
  }
  rmSync(aside, { recursive: true, force: true });
}
