// Opens the core for one CLI command from its --db / --models options and the environment, the way the
// desktop app would, and closes it afterwards.
import { accessSync, constants, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CallName } from '../../shared/call-names';
import type { CallInput, CallOutput, IngestProgress } from '../../shared/contract';
import { GeungeoError } from '../../shared/errors';
import { dispatchCall } from '../api/dispatch';
import type { LlmFlags } from '../llm/config';
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
  /** Only a command that fills the library (ingest) may make the folder a --db path names. */
  createsDatabase?: boolean | undefined;
  /**
   * A command that judges or answers from the library (verify, ask, search): on a library's first start it adds the
   * built-in statutes first (saying so, file by file, on `tell`); an empty library after that is refused.
   */
  needsLibrary?: boolean | undefined;
  /** Where a command's notices go (stderr), so stdout stays the answer or the JSON. */
  tell?: ((line: string) => void) | undefined;
  /** Receives progress events (ingest.progress, chat.progress, chat.token) while a call runs. */
  emit?: Emit | undefined;
  /** --llm, --base-url, --model, --api-key of the command. */
  llmFlags?: LlmFlags | undefined;
}

const resourcesDir = fileURLToPath(new URL('../../../resources', import.meta.url));

/**
 * The database a terminal command works on: --db, else $GEUNGEO_DB, else the desktop app's. An empty --db is refused
 * (it would silently open the desktop app's library), and so is a named path whose folder does not exist, except for
 * a command that fills the library: a typo must not make a new, empty library that `verify` then judges against.
 */
function cliDbPath(options: CoreOptions, env: Record<string, string | undefined>, createsDatabase = false): string {
  if (options.db !== undefined && options.db.trim() === '') {
    throw new GeungeoError('INVALID_INPUT', '--db가 비어 있습니다', { hint: '데이터베이스 파일 경로를 주거나 --db를 빼세요 (빼면 $GEUNGEO_DB, 그다음 앱의 라이브러리를 씁니다)' });
  }
  const path = resolveDbPath(options.db, env);
  // (The desktop app's own folder is made on first use, as the app does.)
  const named = options.db !== undefined || Boolean(env.GEUNGEO_DB);
  if (named && !createsDatabase && !existsSync(dirname(path))) {
    throw new GeungeoError('INVALID_INPUT', `데이터베이스 폴더가 없습니다: ${dirname(path)}`, { hint: '경로를 확인하세요. 새 라이브러리는 geungeo ingest로 만듭니다' });
  }
  return path;
}

/** The core a terminal command works on: --db / --models, else the environment, else the desktop app's. */
export function openCore(
  options: CoreOptions,
  env: Record<string, string | undefined>,
  { llmFlags, createsDatabase = false, searchThreads }: { llmFlags?: LlmFlags | undefined; createsDatabase?: boolean | undefined; searchThreads?: number | undefined } = {},
): Geungeo {
  const dbPath = cliDbPath(options, env, createsDatabase);
  return createGeungeo({
    dbPath,
    readonly: cannotWrite(dbPath),
    searchThreads,
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

/**
 * A library the user may read but not change (the file, or its folder where SQLite keeps the write-ahead log, is
 * read-only) is opened read-only: searching, verifying and listing work; a command that writes says it cannot.
 */
function cannotWrite(dbPath: string): boolean {
  if (!existsSync(dbPath)) return false;
  try {
    accessSync(dbPath, constants.W_OK);
    accessSync(dirname(dbPath), constants.W_OK);
    return false;
  } catch {
    return true;
  }
}

/** One line per built-in statute stored: "[3/9] 건축법/시행령.md". */
function tellBuiltInProgress(tell: (line: string) => void, event: IngestProgress): void {
  if (event.stage === 'done' || event.stage === 'failed') tell(`  [${event.fileIndex ?? '?'}/${event.fileCount ?? '?'}] ${event.file}${event.stage === 'failed' ? ' — 실패' : ''}\n`);
}

export async function withCore<T>(
  options: CoreOptions,
  env: Record<string, string | undefined>,
  run: (context: CliContext) => Promise<T>,
  { emit, llmFlags, createsDatabase, needsLibrary, tell = () => undefined }: WithCoreOptions = {},
): Promise<T> {
  const core = openCore(options, env, { llmFlags, createsDatabase });
  const meta = readAppMeta();
  let addingBuiltIns = false;
  const emitAll: Emit = (event, payload) => {
    if (addingBuiltIns && event === 'ingest.progress') tellBuiltInProgress(tell, payload as IngestProgress);
    emit?.(event, payload);
  };
  const handlers = createCallHandlers(core, { shell: 'cli', appName: meta.name, appVersion: meta.version }, { emit: emitAll });
  // The CLI goes through the same validated dispatch as IPC, so both shells accept and reject the same input.
  const call = async <K extends CallName>(name: K, input?: CallInput<K>): Promise<CallOutput<K>> => {
    const result = await dispatchCall(handlers, name, input);
    if (!result.ok) throw new GeungeoError(result.error.code, result.error.message, { hint: result.error.hint });
    return result.value as CallOutput<K>;
  };
  try {
    if (needsLibrary && core.builtIns.firstStart()) {
      tell('첫 실행: 기본 제공 법령을 라이브러리에 넣습니다.\n');
      addingBuiltIns = true;
      const report = await call('library.start');
      addingBuiltIns = false;
      if (report) tell(`기본 제공 법령 ${report.added + report.replaced + report.unchanged}건이 라이브러리에 있습니다 (빼려면 geungeo library remove <번호>).\n`);
    }
    // An empty library has nothing to judge by: every claim would be "not found" and the verdict would mean nothing.
    if (needsLibrary && (await call('stats')).documents === 0) {
      throw new GeungeoError('NOT_FOUND', '라이브러리가 비어 있습니다: 판단할 근거 문서가 없습니다', { hint: 'geungeo library defaults로 기본 제공 법령을 넣거나 geungeo ingest <폴더> --db <파일>로 법령 문서를 넣으세요' });
    }
    return await run({ core, call });
  } finally {
    await core.close();
  }
}
