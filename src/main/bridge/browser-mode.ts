// Browser mode: one core, its contract handlers and the HTTP bridge serving the built renderer. `geungeo serve`
// (npm run serve) and the end-to-end tests start it the same way; there is no logic here the desktop shell lacks.
import { createCallHandlers, type Emit } from '../api/handlers';
import type { Geungeo } from '../core';
import type { IngestBackend } from '../ingest/backend';
import { uploadsDir } from '../library/uploads';
import { startBridge, type Bridge } from './server';

export interface BrowserMode {
  bridge: Bridge;
  close(): Promise<void>;
}

export async function startBrowserMode(
  core: Geungeo,
  app: { name: string; version: string },
  options: {
    rendererDir: string;
    port?: number | undefined;
    token?: string | undefined;
    /** Where files are ingested: the core's own backend unless given (tests pace a batch with their own). */
    ingest?: IngestBackend | undefined;
  },
): Promise<BrowserMode> {
  // The handlers emit through the bridge, which needs the handlers: bind the emitter once the bridge exists.
  let emit: Emit = () => undefined;
  const { ingest, ...bridgeOptions } = options;
  const handlers = createCallHandlers(core, { shell: 'browser', appName: app.name, appVersion: app.version }, { emit: (event, payload) => emit(event, payload), ingest });
  const bridge = await startBridge(handlers, { ...bridgeOptions, uploadsDir: uploadsDir(core.store.path) });
  emit = bridge.emit;
  return {
    bridge,
    close: async () => {
      await bridge.close();
      await core.close();
    },
  };
}
