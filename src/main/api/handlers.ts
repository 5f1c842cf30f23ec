// The implementation of every contract call over a core. Shared by the Electron IPC handlers and the CLI,
// so both answer identically.
import type { CallHandlers } from '../../shared/contract';
import type { Geungeo } from '../core';

export interface ShellInfo {
  shell: 'electron' | 'cli' | 'test';
  appName: string;
  appVersion: string;
  electron?: string | undefined;
  chrome?: string | undefined;
}

export function createCallHandlers(core: Geungeo, shell: ShellInfo): CallHandlers {
  return {
    'app.info': () => ({
      name: shell.appName,
      version: shell.appVersion,
      shell: shell.shell,
      versions: {
        node: process.versions.node,
        electron: shell.electron ?? null,
        chrome: shell.chrome ?? null,
        ...core.store.versions(),
      },
      dbPath: core.store.path,
      schemaVersion: core.store.schemaVersion(),
      modelsDirs: [...core.modelsDirs],
      models: core.modelStatuses(),
      llm: core.describeLlm(),
    }),
    'documents.list': (input) => core.store.documents.list(input ?? {}),
    stats: () => core.store.documents.stats(),
  };
}
