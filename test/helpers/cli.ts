// Runs the real CLI as a subprocess, the way a user (or a script) does.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const bin = fileURLToPath(new URL('../../bin/geungeo.mjs', import.meta.url));

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], env: Record<string, string> = {}): CliRun {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, GEUNGEO_DB: '', GEUNGEO_MODELS_DIR: '', ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
