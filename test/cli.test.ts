import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();

describe('geungeo CLI (subprocess)', () => {
  it('stats --json creates the database with its schema and prints zero counts', () => {
    const db = join(tempDir(), 'fresh.db');
    const run = runCli(['stats', '--db', db, '--json']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ documents: 0, pages: 0, chunks: 0, embedded: 0 });
    expect(existsSync(db)).toBe(true);
  });

  it('takes the database from $GEUNGEO_DB when --db is absent', () => {
    const db = join(tempDir(), 'from-env.db');
    const run = runCli(['info', '--json'], { GEUNGEO_DB: db });
    expect(run.status).toBe(0);
    const info = JSON.parse(run.stdout);
    expect(info).toMatchObject({ dbPath: db, shell: 'cli', schemaVersion: expect.any(Number) });
    expect(info.models[0]).toMatchObject({ role: 'embedding', available: false });
    expect(info.models[0].note).toMatch(/lexical/);
  });

  it('fails with exit code ≠ 0 and exactly one clear line on stderr', () => {
    const dir = tempDir();
    for (const args of [['stats', '--db', join(dir, 'x.db'), '--nope'], ['frobnicate'], ['stats', '--db', dir]]) {
      const run = runCli(args);
      expect(run.status, args.join(' ')).not.toBe(0);
      expect(run.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(run.stderr).toMatch(/^geungeo: /);
    }
  });
});
