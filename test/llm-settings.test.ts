// The language-model settings the desktop app stores: validated, the API key only ever encrypted (the app uses
// Electron safeStorage; here an AES cipher stands in for the OS keychain), never shown, and refused outright where
// no encryption exists.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { dispatchCall } from '../src/main/api/dispatch';
import { createCallHandlers } from '../src/main/api/handlers';
import { createGeungeo } from '../src/main/core';
import type { SecretCipher } from '../src/main/settings/llm-settings';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const KEY = 'sk-proj-secret-0123456789abcdef';

function aesCipher(): SecretCipher {
  const key = randomBytes(32);
  return {
    available: () => true,
    encrypt: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decrypt: (data) => {
      const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
      decipher.setAuthTag(data.subarray(12, 28));
      return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

function setup(secrets: SecretCipher | null) {
  const dbPath = join(tempDir(), 'settings.db');
  const core = createGeungeo({ dbPath, secrets });
  const handlers = createCallHandlers(core, { shell: 'test', appName: 'Geungeo', appVersion: 'test' });
  return { core, handlers, dbPath };
}

describe('LLM settings', () => {
  it('start offline: no provider, extractive answers', async () => {
    const { core, handlers } = setup(aesCipher());
    expect(await dispatchCall(handlers, 'llm.status', {})).toEqual({
      ok: true,
      value: { settings: null, has_api_key: false, secure_storage: true, active: { provider: 'none', model: null, baseURL: null } },
    });
    await core.close();
  });

  it('keep the key encrypted, use it, and never show it', async () => {
    const { core, handlers, dbPath } = setup(aesCipher());
    const saved = await dispatchCall(handlers, 'llm.configure', { settings: { provider: 'openai', model: 'gpt-4.1-mini' }, api_key: KEY });
    expect(saved).toMatchObject({ ok: true, value: { has_api_key: true, active: { provider: 'openai', model: 'gpt-4.1-mini', baseURL: 'https://api.openai.com/v1' } } });
    expect(JSON.stringify(saved)).not.toContain(KEY);
    expect(core.llmConfig()).toMatchObject({ provider: 'openai', apiKey: KEY, temperature: 0.1 });
    await core.close();

    // Nowhere in the database file in plain text.
    const raw = new Database(dbPath, { readonly: true });
    const rows = raw.prepare('SELECT key, value FROM settings').all() as { key: string; value: string }[];
    raw.close();
    expect(rows.map((row) => row.key).sort()).toEqual(['llm', 'secret:llm.apiKey']);
    expect(JSON.stringify(rows)).not.toContain(KEY);
    expect(JSON.stringify(rows)).not.toContain('sk-proj');
  });

  it('keep the key when settings change without one, and remove it on null', async () => {
    const { core, handlers } = setup(aesCipher());
    await dispatchCall(handlers, 'llm.configure', { settings: { provider: 'openai' }, api_key: KEY });
    await dispatchCall(handlers, 'llm.configure', { settings: { provider: 'openai', temperature: 0.3 } });
    expect(core.llmConfig()).toMatchObject({ apiKey: KEY, temperature: 0.3 });
    const removed = await dispatchCall(handlers, 'llm.configure', { settings: { provider: 'ollama' }, api_key: null });
    expect(removed).toMatchObject({ ok: true, value: { has_api_key: false, active: { provider: 'ollama', baseURL: 'http://127.0.0.1:11434/v1' } } });
    await core.close();
  });

  it('refuse a key where it cannot be encrypted, and settings that cannot work', async () => {
    const { core, handlers } = setup(null);
    const refused = await dispatchCall(handlers, 'llm.configure', { settings: { provider: 'openai' }, api_key: KEY });
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: expect.stringMatching(/no encrypted storage/), hint: expect.stringMatching(/OPENAI_API_KEY/) } });
    expect(JSON.stringify(refused)).not.toContain(KEY);
    expect(await dispatchCall(handlers, 'llm.status', {})).toMatchObject({ ok: true, value: { settings: null, has_api_key: false, secure_storage: false } });

    expect(await dispatchCall(handlers, 'llm.configure', { settings: { provider: 'custom' } })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: expect.stringMatching(/base URL/) } });
    expect(await dispatchCall(handlers, 'llm.configure', { settings: { provider: 'ollama', temperature: 7 } })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: expect.stringMatching(/temperature/) } });
    expect(await dispatchCall(handlers, 'llm.configure', { settings: { provider: 'gemini' } })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    await core.close();
  });
});
