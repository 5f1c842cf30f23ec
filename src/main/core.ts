// The one factory that builds Geungeo's service graph. The Electron shell, the CLI and the tests all call it,
// so they run exactly the same objects; nothing lives in module-level singletons.
import { describeLlm, NO_LLM, type LlmConfig } from './answer/llm-config';
import { KNOWN_MODELS } from './models/catalog';
import { modelStatus } from './models/locate';
import { openStore, type Store } from './store';
import type { ModelStatus } from '../shared/contract';

export interface GeungeoOptions {
  dbPath: string;
  /** Model search directories, in order (see paths.modelSearchDirs). */
  modelsDir?: string | readonly string[] | undefined;
  llm?: LlmConfig | undefined;
  /** better_sqlite3.node for the running runtime (Electron passes its own ABI build). */
  nativeBinding?: string | undefined;
}

export interface Geungeo {
  readonly store: Store;
  readonly modelsDirs: readonly string[];
  readonly llm: LlmConfig;
  modelStatuses(): ModelStatus[];
  describeLlm(): ReturnType<typeof describeLlm>;
  close(): void;
}

export function createGeungeo(options: GeungeoOptions): Geungeo {
  const modelsDirs = typeof options.modelsDir === 'string' ? [options.modelsDir] : [...(options.modelsDir ?? [])];
  const llm = options.llm ?? NO_LLM;
  const store = openStore(options.dbPath, { nativeBinding: options.nativeBinding });
  return {
    store,
    modelsDirs,
    llm,
    modelStatuses: () => KNOWN_MODELS.map((model) => modelStatus(modelsDirs, model)),
    describeLlm: () => describeLlm(llm),
    close: () => store.close(),
  };
}
