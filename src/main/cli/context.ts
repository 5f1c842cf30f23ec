// Opens the core for one CLI command from its --db / --models options and the environment, the way the
// desktop app would, and closes it afterwards.
import { fileURLToPath } from 'node:url';
import type { CallName } from '../../shared/call-names';
import type { CallInput, CallOutput } from '../../shared/contract';
import { GeungeoError } from '../../shared/errors';
import { dispatchCall } from '../api/dispatch';
import type { LlmFlags } from '../answer/llm/config';
import { createCallHandlers, type Emit } from '../api/handlers';
import { createGeungeo, type Geungeo } from '../core';
import { defaultUserDataDir, modelSearchDirs, resolveDbPath } from '../paths';
import { readAppMeta } from './app-meta';

export interface CoreOptions {
  db?: string | undefined;
  models?: string | undefined;
}

export interface CliContext {
  core: Geungeo;
  call<K extends CallName>(name: K, input?: CallInput<K>): Promise<CallOutput<K>>;
}

export interface WithCoreOptions {
  /** Receives progress events (ingest.progress, chat.progress, chat.token) while a call runs. */
  emit?: Emit | undefined;
  /** --llm, --base-url, --model, --api-key of the command. */
  llmFlags?: LlmFlags | undefined;
}

const resourcesDir = fileURLToPath(new URL('../../../resources', import.meta.url));

/** The core a terminal command works on: --db / --models, else the environment, else the desktop app's. */
export function openCore(options: CoreOptions, env: Record<string, string | undefined>, llmFlags?: LlmFlags): Geungeo {
  return createGeungeo({
    dbPath: resolveDbPath(options.db, env),
    modelsDir: modelSearchDirs({
      explicit: options.models ?? env.GEUNGEO_MODELS_DIR,
      userDataDir: defaultUserDataDir(env),
      resourcesDir,
    }),
    embeddingModel: env.GEUNGEO_EMBEDDING_MODEL || undefined,
    env,
    llmFlags,
  });
}

export async function withCore<T>(
  options: CoreOptions,
  env: Record<string, string | undefined>,
  run: (context: CliContext) => Promise<T>,
  { emit, llmFlags }: WithCoreOptions = {},
): Promise<T> {
  const core = openCore(options, env, llmFlags);
  const meta = readAppMeta();
  const handlers = createCallHandlers(core, { shell: 'cli', appName: meta.name, appVersion: meta.version }, { emit });
  // The CLI goes through the same validated dispatch as IPC, so both shells accept and reject the same input.
  const call = async <K extends CallName>(name: K, input?: CallInput<K>): Promise<CallOutput<K>> => {
    const result = await dispatchCall(handlers, name, input);
    if (!result.ok) throw new GeungeoError(result.error.code, result.error.message, { hint: result.error.hint });
    return result.value as CallOutput<K>;
  };
  try {
    return await run({ core, call });
  } finally {
    await core.close();
  }
}
