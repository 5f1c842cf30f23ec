// Tests that need a system tool (poppler's pdfinfo/pdftotext as an independent oracle) find it, or are skipped
// with one line saying what to install — except under CI=true, where a missing tool fails the run (.ci/run
// installs them, so CI always runs every test).
import { spawnSync } from 'node:child_process';

export function hasTool(command: string): boolean {
  return spawnSync(command, ['-v'], { stdio: 'ignore' }).error === undefined;
}

/** True when the tool is here; otherwise prints why the tests are skipped (or throws under CI=true). */
export function requireTool(command: string, install: string): boolean {
  if (hasTool(command)) return true;
  const message = `${command} is not installed: ${install}`;
  if (process.env.CI === 'true') throw new Error(`${message} (CI=true: every test must run)`);
  console.warn(`skipped: ${message}`);
  return false;
}
