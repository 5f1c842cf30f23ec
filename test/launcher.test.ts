import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli';

// On a laptop `npm start` opens the window; here Electron's binary is absent, and the launcher must say so
// in one sentence that names the alternative — without trying the network (the skip flag keeps the test offline).
describe('npm start without an Electron binary', () => {
  const electronInstalled = existsSync(join(repoRoot, 'node_modules/electron/path.txt'));

  it.skipIf(electronInstalled)('explains in one sentence and points to the CLI', () => {
    const run = spawnSync(process.execPath, [join(repoRoot, 'scripts/start.mjs')], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1', ELECTRON_OVERRIDE_DIST_PATH: '' },
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/binary is not installed/);
    expect(lines[0]).toMatch(/npx geungeo --help/);
  });
});
