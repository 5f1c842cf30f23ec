// Runs the real CLI as a subprocess, the way a user (or a script) does: bin/geungeo.mjs, which runs the bundle
// (out-cli/, built once per test run by test/setup/cli-bundle.ts) while it matches the sources, else the sources.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const bin = fileURLToPath(new URL('../../bin/geungeo.mjs', import.meta.url));

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

/** The same, without blocking this process: for tests whose CLI talks to a server running in the test. */
export function runCliAsync(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: repoRoot,
      env: { ...process.env, GEUNGEO_DB: '', GEUNGEO_MODELS_DIR: '', ...env },
      timeout: 120_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
