// A library opened read-only (a file the user may not change, and the search threads of browser mode): reading
// works — search, verification, the rule tables — and anything that would write is refused in Korean, with the
// file left exactly as it was.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallHandlers } from '../src/main/api/handlers';
import { dispatchCall } from '../src/main/api/dispatch';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { openDatabase } from '../src/main/store/database';
import { openStore } from '../src/main/store';
import { corpusDbCopy } from './helpers/corpus-db';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('a library opened read-only', () => {
  let path: string;
  let before: string;
  let core: Geungeo;
  beforeAll(() => {
    path = corpusDbCopy(tempDir());
    before = digest(path);
    core = createGeungeo({ dbPath: path, modelsDir: [], readonly: true });
  });
  afterAll(() => core.close());

  it('searches, verifies and lists the rules', async () => {
    const result = await core.search('제2종일반주거지역 건폐율');
    expect(result.hits[0]).toMatchObject({ law_name: '국토의 계획 및 이용에 관한 법률 시행령', article: '제84조' });
    const verified = await core.verify({ question: '제2종일반주거지역 건폐율은?', answer: '제2종일반주거지역의 건폐율은 90퍼센트 이하입니다(「국토의 계획 및 이용에 관한 법률 시행령」 제84조).' });
    expect(verified.status).toBe('FAIL');
    expect(core.rules.sources().length).toBeGreaterThan(0);
  });

  it('refuses a write with a Korean reason and leaves the file as it was', async () => {
    const handlers = createCallHandlers(core, { shell: 'cli', appName: 'geungeo', appVersion: 'test' });
    const updated = await dispatchCall(handlers, 'settings.update', { verification: { maxAttempts: 2 } });
    expect(updated).toMatchObject({ ok: false, error: { code: 'DB_ERROR', message: expect.stringContaining('읽기 전용') } });
    await core.close();
    expect(digest(path)).toBe(before);
    core = createGeungeo({ dbPath: path, modelsDir: [], readonly: true });
  });

  it('is never created: a read-only open of a missing file fails and makes nothing', () => {
    const missing = join(tempDir(), 'none', 'library.db');
    expect(() => openStore(missing, { readonly: true })).toThrow();
    expect(existsSync(join(tempDir(), 'none'))).toBe(false);
  });

  it('is not migrated: an older schema is refused with what to do', () => {
    const old = join(tempDir(), 'old.db');
    const db = openDatabase(old);
    db.pragma('user_version = 1');
    db.close();
    expect(() => openStore(old, { readonly: true })).toThrow(/형식\(버전 1\)/);
  });
});
