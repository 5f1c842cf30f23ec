import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALL_NAMES, callChannel } from '../src/shared/call-names';
import { createCallHandlers } from '../src/main/api/handlers';
import { createGeungeo } from '../src/main/core';
import { registerIpcHandlers, type IpcEventLike, type IpcMainLike } from '../src/main/ipc/register';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const TRUSTED = 'file:///app/out/renderer/index.html';

/** Records what Electron's ipcMain would receive, without launching Electron. */
function fakeIpcMain() {
  const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
  const ipc: IpcMainLike = {
    handle: (channel, listener) => {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, listener);
    },
    removeHandler: (channel) => void handlers.delete(channel),
  };
  const invoke = (channel: string, url: string, input?: unknown) => handlers.get(channel)!({ senderFrame: { url } }, input);
  return { ipc, handlers, invoke };
}

function register() {
  const core = createGeungeo({ dbPath: join(tempDir(), 'ipc.db') });
  const fake = fakeIpcMain();
  const unregister = registerIpcHandlers(fake.ipc, createCallHandlers(core, { shell: 'test', appName: 'Geungeo', appVersion: '0' }), {
    isTrustedSender: (url) => url === TRUSTED,
  });
  return { ...fake, unregister, core };
}

describe('IPC registration', () => {
  it('registers one handler per contract call, and removes them all again', () => {
    const { handlers, unregister } = register();
    expect([...handlers.keys()].sort()).toEqual(CALL_NAMES.map(callChannel).sort());
    unregister();
    expect(handlers.size).toBe(0);
  });

  it('runs calls from the app’s own page, validating their input', async () => {
    const { invoke } = register();
    await expect(invoke(callChannel('stats'), TRUSTED)).resolves.toMatchObject({ ok: true, value: { documents: 0 } });
    await expect(invoke(callChannel('documents.list'), TRUSTED, { law_kind: 'nonsense' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
  });

  it('refuses calls from any other page', async () => {
    const { invoke } = register();
    const result = (await invoke(callChannel('stats'), 'https://example.com/')) as { ok: boolean; error?: { message: string } };
    expect(result.ok).toBe(false);
    expect(result.error?.message).toMatch(/untrusted page/);
  });
});
