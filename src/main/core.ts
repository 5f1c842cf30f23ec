// The one factory that builds Geungeo's service graph. The Electron shell, the CLI and the tests all call it,
// so they run exactly the same objects; nothing lives in module-level singletons.
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { CallOutput, ContextResult, EmbedReport, IngestReport, ModelStatus, SearchPageResult, SearchResult, VerificationResult, VerifyInput } from '../shared/contract';
import { GeungeoError, formatError } from '../shared/errors';
import { describeLlm, NO_LLM, type LlmConfig, type LlmFlags } from './llm/config';
import { chooseModel } from './llm/choose-model';
import { testLlmConnection } from './llm/test-connection';
import { createRuleFacts } from './answer/rule-facts';
import { createChatService, type ChatService } from './chat/chat-service';
import { createChatHistory, type ChatHistory } from './chat/history';
import { createDocumentReader, type DocumentReader } from './documents/read-document';
import { createLocalBackend, type IngestBackend } from './ingest/backend';
import { ingestPaths, type BatchOptions } from './ingest/batch';
import { createPdfParser, type PdfParser } from './ingest/pdf/pool';
import { createHwpReader, type HwpReader } from './hwp/pool';
import { DEFAULT_EMBEDDING_MODEL, similarityFloor } from './models/catalog';
import type { Embedder } from './models/embedder';
import { fetchModel, type FetchProgress } from './models/fetch-model';
import { modelStatus } from './models/locate';
import { createArticleIndex } from './retrieval/articles';
import { buildContext, DEFAULT_CONTEXT_CHARS } from './retrieval/context';
import { localToday } from './answer/in-force';
import { createBuiltInStatutes, type BuiltInStatutes } from './library/built-in';
import { createLawNameResolver, seedLawNames, type LawNameResolver } from './retrieval/law-names';
import { createPageSearch, type PageSearchOptions } from './retrieval/search-page';
import { createSearch, type Search, type SearchDeps, type SearchOptions } from './retrieval/search';
import { lazyEveryday } from './retrieval/everyday-index';
import { createSearchThreads } from './search-threads/pool';
import { createEvidenceStanding } from './rules/evidence-standing';
import { createTermWeights } from './retrieval/term-weights';
import { createJurisdictionResolver, seedJurisdictions, type JurisdictionResolver } from './rules/jurisdictions';
import { createPlaceReader, type PlaceReader } from './rules/place';
import { createOrdinanceAge, type OrdinanceAge } from './rules/ordinance-age';
import { createRuleStore, type RuleStore } from './rules/rule-store';
import { createRuleDeriver, rederiveUnderCurrentAuthority } from './rules/derive-rules';
import { createAreaQuestion, createUseResolver, type UseResolver } from './rules/resolve-use';
import { createParkingNeeds, type ParkingNeeds } from './rules/parking-needed';
import { syncShippedRules } from './rules/shipped';
import { openStore, type Store } from './store';
import { createKeyValueStore } from './store/meta';
import { currentEmbeddingSpace, hasVectorTable } from './store/vectors';
import { createAppSettings, type AppSettingsStore } from './settings/app-settings';
import { createLlmSettings, type LlmSettingsStore, type SecretCipher } from './settings/llm-settings';
import { createTeamSettings } from './settings/team-settings';
import { createTeamService, type TeamService } from './team/team-service';
import { createVerifier, type Verifier } from './verify/verifier';
import { createUnderstander, type Understander } from './understand/understander';
import type { ClassifierKind } from '../shared/understand-contract';
import { sourceWorkerScripts, type WorkerScripts } from './workers/worker-script';

export interface GeungeoOptions {
  dbPath: string;
  /** Model search directories, in order (see paths.modelSearchDirs). */
  modelsDir?: string | readonly string[] | undefined;
  /** The language model chosen on a command line; over `env` and the stored settings (see llm/config). */
  llmFlags?: LlmFlags | undefined;
  /** Environment variables read for the language model (GEUNGEO_LLM_*, OPENAI_API_KEY); default none. */
  env?: Record<string, string | undefined> | undefined;
  /** Keeps the API key and the team password encrypted (Electron safeStorage); without it neither is stored. */
  secrets?: SecretCipher | null | undefined;
  /** better_sqlite3.node for the running runtime (Electron passes its own ABI build). */
  nativeBinding?: string | undefined;
  /** Embedding model id (a folder under a models directory); default multilingual-e5-small. */
  embeddingModel?: string | undefined;
  /** Worker entry points; the Electron build passes its bundled files, from source the .ts files are used. */
  workers?: WorkerScripts | undefined;
  /** PDF parser threads (default: one per core, at most 4). */
  pdfWorkers?: number | undefined;
  /** Bundled data (law names, rule tables, categories); default: the repository's resources/ folder. */
  resourcesDir?: string | undefined;
  /** Classify questions with this classifier rather than the best available (evaluation, tests). */
  classifier?: ClassifierKind | undefined;
  /**
   * Read the library without writing to it (a read-only file, a search thread): the bundled names and tables are
   * not synchronised and the rules not re-derived — whoever last opened it for writing did that. Anything that
   * would write fails with SQLite's readonly error.
   */
  readonly?: boolean | undefined;
  /**
   * Run searches on this many worker threads (search-threads/), each on its own read-only connection, so that a
   * long search never holds up the thread that answers other requests, and one past its time budget is stopped.
   * For the long-running shells (the desktop app, browser mode); default 0: searches run on the calling thread.
   */
  searchThreads?: number | undefined;
}

export interface Geungeo {
  readonly store: Store;
  readonly rules: RuleStore;
  readonly jurisdictions: JurisdictionResolver;
  /** A question's place: the one it names, else the default place of 설정. */
  readonly places: PlaceReader;
  /** The ⚠️ on a rule row taken from an ordinance older than the national law it fills in. */
  readonly ordinanceAge: OrdinanceAge;
  /** The uses a text names, each with the class or classes it is (the use vocabulary read from 별표 1). */
  readonly uses: UseResolver;
  /** The parking a question's building needs, computed from the parking rows (rules/parking-needed.ts). */
  readonly parking: ParkingNeeds;
  readonly laws: LawNameResolver;
  readonly modelsDirs: readonly string[];
  /** The statutes that ship with the app (resources/statutes): added on a library's first start, on request again. */
  readonly builtIns: BuiltInStatutes;
  readonly llmSettings: LlmSettingsStore;
  /** The language model a question would use now (throws when the configuration cannot work). */
  llmConfig(): LlmConfig;
  modelStatuses(): ModelStatus[];
  describeLlm(): ReturnType<typeof describeLlm>;
  readonly chat: ChatService;
  readonly history: ChatHistory;
  /** Ingested documents read back by id for the page view (a page's text, the original file). */
  readonly documents: DocumentReader;
  readonly appSettings: AppSettingsStore;
  /** The four-step verifier; given a citation map it checks against those passages, as the ask loop does. */
  readonly verifier: Verifier;
  /** Question understanding: classification, clarification, reviewers' corrections. */
  readonly understander: Understander;
  /** The team library (PostgreSQL): status, sync, publish, audit records; idle unless a team database is set. */
  readonly team: TeamService;
  /** Verifies an answer on its own (passages are retrieved for it); `llm: 'none'` keeps the model out. */
  verify(input: VerifyInput): Promise<VerificationResult>;
  /** The embedder, loaded on first use; `{ missing }` says why there is none. */
  embedder(): Promise<Embedder | { missing: string }>;
  /**
   * The settings view's "download": the embedding model (or `modelId`) from the hub ($HF_ENDPOINT or Hugging Face)
   * into the first models folder, then looked for again so it is used at once.
   */
  downloadModel(modelId: string | undefined, onProgress: (progress: FetchProgress) => void): Promise<CallOutput<'models.fetch'>>;
  /** Tries LLM settings (or the stored ones) without saving: the server's models, or the exact error. */
  testLlm(input: { settings?: Record<string, unknown> | undefined; api_key?: string | undefined }): Promise<CallOutput<'llm.test'>>;
  /** The database file and its write-ahead log, in bytes. */
  dbBytes(): number;
  /** Ingests in this process (the desktop app uses a supervised ingest process instead; see ingest/process). */
  readonly ingestBackend: IngestBackend;
  ingest(paths: readonly string[], options?: BatchOptions): Promise<IngestReport>;
  /** Embeds every chunk that has no vector for the current model. */
  embedPending(onProgress?: BatchOptions['onProgress']): Promise<EmbedReport>;
  search(query: string, options?: SearchOptions): Promise<SearchResult>;
  searchPages(query: string, options?: SearchOptions & PageSearchOptions): Promise<SearchPageResult>;
  /** The source-grouped, [n]-numbered context for a question, with its citation map. */
  context(query: string, options?: SearchOptions & { maxChars?: number | undefined }): Promise<ContextResult>;
  close(): Promise<void>;
}

function statSafe(file: string) {
  try {
    return statSync(file);
  } catch {
    return null; // an in-memory database, or no WAL yet
  }
}

export function createGeungeo(options: GeungeoOptions): Geungeo {
  const modelsDirs = typeof options.modelsDir === 'string' ? [options.modelsDir] : [...(options.modelsDir ?? [])];
  const embeddingModel = { ...DEFAULT_EMBEDDING_MODEL, id: options.embeddingModel ?? DEFAULT_EMBEDDING_MODEL.id };
  const workers = options.workers ?? sourceWorkerScripts();
  const pdfWorkers = options.pdfWorkers ?? Math.min(availableParallelism(), 4);
  const store = openStore(options.dbPath, { nativeBinding: options.nativeBinding, readonly: options.readonly });
  const resourcesDir = options.resourcesDir ?? fileURLToPath(new URL('../../resources', import.meta.url));
  const rules = createRuleStore(store.db);
  if (!options.readonly) {
    seedLawNames(store.db, resourcesDir);
    seedJurisdictions(store.db, resourcesDir);
    syncShippedRules(rules, resourcesDir);
  }
  const jurisdictions = createJurisdictionResolver(store.db);
  const builtIns = createBuiltInStatutes(store, resourcesDir, { readonly: options.readonly ?? false });
  const llmSettings = createLlmSettings(createKeyValueStore(store.db, 'settings'), options.secrets ?? null);
  const llmConfig = () => llmSettings.resolve(options.env ?? {}, options.llmFlags);
  const history = createChatHistory(store.db);

  let pdf: PdfParser | null = null;
  let embedder: Promise<Embedder | { missing: string }> | null = null;
  // The PDF worker threads start on the first PDF, not when the core is created.
  const lazyPdf: PdfParser = {
    parse: (data, onPage) => (pdf ??= createPdfParser({ script: workers.pdfParser, size: pdfWorkers })).parse(data, onPage),
    close: async () => pdf?.close(),
  };
  // Likewise the HWP threads, on the first HWP/HWPX file or page drawn.
  let hwp: HwpReader | null = null;
  const hwpReader = () => (hwp ??= createHwpReader({ script: workers.hwpReader }));
  const lazyHwp: HwpReader = {
    parse: (data) => hwpReader().parse(data),
    drawPage: (data, page) => hwpReader().drawPage(data, page),
    close: async () => hwp?.close(),
  };
  // transformers.js and onnxruntime load on first use, so commands that never embed start fast.
  const getEmbedder = () =>
    (embedder ??= import('./models/embedder')
      .then(({ loadEmbedder }) => loadEmbedder({ modelId: embeddingModel.id, searchDirs: modelsDirs }))
      .catch((error: unknown) => {
        if (error instanceof GeungeoError && error.code === 'MODEL_MISSING') return { missing: formatError(error.toJSON()) };
        throw error;
      }));

  const derive = createRuleDeriver(store.db, rules, jurisdictions);
  if (!options.readonly) rederiveUnderCurrentAuthority(store.db, derive);
  const ingestBackend = createLocalBackend({
    store,
    pdf: lazyPdf,
    hwp: lazyHwp,
    embedder: getEmbedder,
    // One file more than there are PDF workers: while the main thread stores a file, its worker reads the next.
    concurrency: pdfWorkers + 1,
    derive,
    supersedes: builtIns.supersededBy,
  });

  const laws = createLawNameResolver(store.db);
  // The vector side runs only when the stored vectors come from the model that is here to embed the question.
  const queryVector: SearchDeps['queryVector'] = async (text) => {
    const space = currentEmbeddingSpace(store.db);
    if (!space || !hasVectorTable(store.db)) return null;
    const embedder = await getEmbedder();
    if ('missing' in embedder || embedder.modelId !== space.modelId) return null;
    return { vector: await embedder.embedQuery(text), floor: similarityFloor(embedder.modelId) };
  };
  const threads =
    (options.searchThreads ?? 0) > 0 && options.dbPath !== ':memory:'
      ? createSearchThreads({ script: workers.searchThread, dbPath: options.dbPath, nativeBinding: options.nativeBinding, resourcesDir, size: options.searchThreads!, queryVector })
      : null;
  const search: Search = threads ? threads.search : createSearch(store.db, { laws, queryVector, ...lazyEveryday(resourcesDir) });
  const pagesFor = createPageSearch(store.db);
  const appSettings = createAppSettings(createKeyValueStore(store.db, 'settings'), { canonicalPlace: (name) => jurisdictions.canonical(name) });
  const places = createPlaceReader(jurisdictions, () => appSettings.place().defaultPlace);
  const referenceDate = () => appSettings.dates().referenceDate ?? localToday();
  const ordinanceAge = createOrdinanceAge(store.db, rules, referenceDate);
  const uses = createUseResolver(rules);
  const parking = createParkingNeeds(rules, jurisdictions, uses);
  const standing = createEvidenceStanding(store.db, rules, jurisdictions);
  const verifier = createVerifier({ rules, jurisdictions, places, ordinanceAge, laws, articles: createArticleIndex(store.db), search, standing, termWeights: createTermWeights(store.db), settings: appSettings.verification, parking });
  const understander = createUnderstander({
    db: store.db,
    resourcesDir,
    places,
    settings: appSettings.understanding,
    modelsDirs,
    embedder: getEmbedder,
    classifier: options.classifier,
    areaChoices: createAreaQuestion(rules, uses),
  });
  const team = createTeamService({
    store,
    rules,
    jurisdictions,
    builtIns,
    settings: createTeamSettings(createKeyValueStore(store.db, 'settings'), options.secrets ?? null, { canonicalPlace: (name) => jurisdictions.canonical(name) }),
    env: options.env ?? {},
    // The vectors a pull takes are those of the model the library's vectors are of, else of the model installed.
    embeddingModel: () => currentEmbeddingSpace(store.db)?.modelId ?? (modelStatus(modelsDirs, embeddingModel).available ? embeddingModel.id : null),
  });
  const chat = createChatService({
    search,
    understander,
    ruleFacts: createRuleFacts(store.db, { rules, jurisdictions, places, ordinanceAge, uses, parking }),
    standing,
    history,
    verifier,
    verificationSettings: appSettings.verification,
    llmConfig,
    referenceDate,
  });

  return {
    store,
    rules,
    jurisdictions,
    places,
    ordinanceAge,
    uses,
    parking,
    laws,
    modelsDirs,
    builtIns,
    llmSettings,
    llmConfig,
    modelStatuses: () => [modelStatus(modelsDirs, embeddingModel)],
    // An unusable configuration shows as none here; asking says why.
    describeLlm: () => {
      try {
        return describeLlm(llmConfig());
      } catch {
        return describeLlm(NO_LLM);
      }
    },
    chat,
    history,
    documents: createDocumentReader(store.db, lazyHwp),
    appSettings,
    verifier,
    understander,
    team,
    verify: async (input) => {
      const model = chooseModel(input.llm, llmConfig);
      const result = await verifier.verify({ question: input.question, answer: input.answer, llm: model.llm?.client ?? null });
      // A configured model that cannot be used leaves the deterministic checks, and says why.
      return model.llmProblem ? { ...result, warnings: [`⚠️ 언어 모델 설정을 쓸 수 없어 결정적 검증만 했습니다: ${model.llmProblem}`, ...result.warnings] } : result;
    },
    embedder: getEmbedder,
    downloadModel: async (modelId, onProgress) => {
      const model = modelId ?? embeddingModel.id;
      // The first folder searched: --models / GEUNGEO_MODELS_DIR when given, else the user-data models folder.
      const modelsDir = modelsDirs[0];
      if (!modelsDir) throw new GeungeoError('MODEL_MISSING', 'No models folder is configured.', { hint: 'start Geungeo with --models DIR', reason: { id: 'model.no-folder' } });
      const endpoint = options.env?.HF_ENDPOINT;
      const result = await fetchModel({ modelId: model, modelsDir, ...(endpoint ? { endpoint } : {}), onProgress });
      // An embedder found missing before is looked for anew.
      const loaded = await embedder?.catch(() => null);
      if (!loaded || 'missing' in loaded) embedder = null;
      return { model, dir: result.modelDir, downloaded: result.downloaded, files: result.files.length, bytes: result.files.reduce((sum, file) => sum + file.bytes, 0) };
    },
    testLlm: (input) => testLlmConnection((settings, apiKey) => llmSettings.trial(settings, apiKey, options.env ?? {}), input),
    dbBytes: () => [store.path, `${store.path}-wal`].reduce((sum, file) => sum + (statSafe(file)?.size ?? 0), 0),
    ingestBackend,
    ingest: (paths, batchOptions) => ingestPaths(paths, ingestBackend, batchOptions),
    embedPending: (onProgress) => ingestBackend.embed(onProgress ?? (() => undefined)),
    search,
    searchPages: async (query, pageOptions = {}) => pagesFor((await search(query, pageOptions)).hits, pageOptions),
    context: async (query, contextOptions = {}) => buildContext((await search(query, contextOptions)).hits, contextOptions.maxChars ?? DEFAULT_CONTEXT_CHARS),
    close: async () => {
      await threads?.close();
      await pdf?.close();
      await hwp?.close();
      const loaded = await embedder?.catch(() => null);
      if (loaded && !('missing' in loaded)) await loaded.dispose();
      store.close();
    },
  };
}
