// Where the bundled CLI lives and whether it may be used. scripts/build-cli.mjs writes the bundle and, next to it,
// a manifest of the exact files it was built from (esbuild's own list of inputs) with their mtimes; the bundle is
// fresh while every one of those files still has the mtime it had when it was read. Editing, replacing or deleting
// any of them makes it stale. A new file can only enter the bundle through an edit of a file that imports it, so
// listing the inputs is enough; no directory walk is needed (one stat per input, about 2 ms for the whole CLI).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Folder of the bundle, relative to the project root; git-ignored, and not one electron-vite cleans. */
export const BUNDLE_DIR = 'out-cli';
export const BUNDLE_FILE = 'geungeo.mjs';
export const MANIFEST_FILE = 'manifest.json';

export function bundlePath(root) {
  return join(root, BUNDLE_DIR, BUNDLE_FILE);
}

export function manifestPath(root) {
  return join(root, BUNDLE_DIR, MANIFEST_FILE);
}

/**
 * Why the bundle in `root` cannot be used, or null when it can.
 * The manifest: { version: 1, outputs: ['chunk-….mjs', …, 'geungeo.mjs'], inputs: { 'src/main/cli/main.ts': mtime, … } },
 * mtimes rounded to whole milliseconds (what a copy that keeps timestamps, or utimes with a Date, reproduces).
 */
export function bundleStaleReason(root) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath(root), 'utf8'));
  } catch {
    return 'no bundle built (npm install runs `npm run build:cli`)';
  }
  if (manifest?.version !== 1 || !manifest.inputs || typeof manifest.inputs !== 'object') return 'unreadable manifest';
  if (!Array.isArray(manifest.outputs)) return 'unreadable manifest';
  for (const name of manifest.outputs) {
    try {
      statSync(join(root, BUNDLE_DIR, name));
    } catch {
      return `${BUNDLE_DIR}/${name} is missing`;
    }
  }
  for (const [file, mtimeMs] of Object.entries(manifest.inputs)) {
    let now;
    try {
      now = statSync(join(root, file)).mtimeMs;
    } catch {
      return `${file} is gone`;
    }
    if (Math.round(now) !== mtimeMs) return `${file} changed since the build`;
  }
  return null;
}
