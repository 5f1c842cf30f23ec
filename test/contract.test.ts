import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/shared/api-client';
import { CALL_NAMES } from '../src/shared/call-names';
import { calls, type CallHandlers } from '../src/shared/contract';
import { GeungeoError } from '../src/shared/errors';
import { dispatchCall } from '../src/main/api/dispatch';
import { createCallHandlers } from '../src/main/api/handlers';
import { createGeungeo } from '../src/main/core';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();

function testHandlers(): CallHandlers {
  const core = createGeungeo({ dbPath: join(tempDir(), 'contract.db'), modelsDir: tempDir() });
  return createCallHandlers(core, { shell: 'test', appName: 'Geungeo', appVersion: '0.0.0-test' });
}

describe('contract', () => {
  it('defines exactly the calls the channel list names', () => {
    expect(Object.keys(calls).sort()).toEqual([...CALL_NAMES].sort());
  });

  it('rejects malformed input with a readable error that names the call and the problem', async () => {
    const handlers = testHandlers();
    const wrongType = await dispatchCall(handlers, 'documents.list', { law_kind: '고시' });
    expect(wrongType.ok).toBe(false);
    if (wrongType.ok) return;
    expect(wrongType.error.code).toBe('INVALID_INPUT');
    expect(wrongType.error.message).toMatch(/^Invalid input for documents\.list: /);
    expect(wrongType.error.message).toMatch(/law_kind/);
    expect(wrongType.error.message).toMatch(/법률/); // lists what is allowed

    const extraKey = await dispatchCall(handlers, 'stats', { verbose: true });
    expect(extraKey).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    if (!extraKey.ok) expect(extraKey.error.message).toMatch(/verbose/);

    const notAnObject = await dispatchCall(handlers, 'app.info', 42);
    expect(notAnObject).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });

  it('answers valid calls with values that satisfy the output schema', async () => {
    const handlers = testHandlers();
    const stats = await dispatchCall(handlers, 'stats', undefined);
    expect(stats).toEqual({ ok: true, value: { documents: 0, pages: 0, chunks: 0, embedded: 0, embedding_model: null } });
    const info = await dispatchCall(handlers, 'app.info', {});
    expect(info.ok).toBe(true);
    if (info.ok) expect(calls['app.info'].output.parse(info.value).models[0]).toMatchObject({ role: 'embedding', available: false });
  });

  it('refuses unknown calls', async () => {
    expect(await dispatchCall(testHandlers(), 'documents.drop', {})).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CALL' } });
  });

  it('turns handler failures into typed errors, and catches results that break the contract', async () => {
    const handlers = testHandlers();
    const failing: CallHandlers = {
      ...handlers,
      stats: () => {
        throw new GeungeoError('DB_ERROR', 'disk is full', { hint: 'free some space' });
      },
      'documents.list': () => [{ id: 'not a number' }] as never,
    };
    expect(await dispatchCall(failing, 'stats', undefined)).toEqual({
      ok: false,
      error: { code: 'DB_ERROR', message: 'disk is full', hint: 'free some space' },
    });
    expect(await dispatchCall(failing, 'documents.list', undefined)).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
  });
});

describe('api client', () => {
  it('nests dotted call names and rejects with the ApiError object', async () => {
    const seen: [string, unknown][] = [];
    const api = createApiClient(
      async (name, input) => {
        seen.push([name, input]);
        return name === 'stats'
          ? { ok: false, error: { code: 'DB_ERROR', message: 'locked' } }
          : { ok: true, value: [] };
      },
      () => () => undefined,
    );
    await expect(api.documents.list({ law_kind: '시행령' })).resolves.toEqual([]);
    await expect(api.stats()).rejects.toEqual({ code: 'DB_ERROR', message: 'locked' });
    expect(seen).toEqual([
      ['documents.list', { law_kind: '시행령' }],
      ['stats', undefined],
    ]);
    expect(typeof api.app.info).toBe('function');
  });
});
