// Which folder of the main process may import which (like VS Code's layering rules): every folder under src/main,
// and each file directly in it, has an entry naming the folders it may import and why. Anything not listed is
// forbidden, and a folder without an entry fails test/layers.test.ts — a new folder states its place when it is
// made. Every folder may import itself and src/shared (the contract); src/shared imports nothing of the app; the
// window (src/renderer) and the preload import only src/shared. Entries are listed from the floor up.

export interface LayerRule {
  /** Folders under src/main (or files directly in it, such as 'core.ts') this one may import. */
  readonly mayImport: readonly string[];
  /** What the folder is, and why it needs what it imports. */
  readonly why: string;
}

export const MAIN_LAYERS: Readonly<Record<string, LayerRule>> = {
  // The floor: nothing of the app below them.
  text: { mayImport: [], why: 'Korean text normalisation and matching: pure functions every layer above reads text with' },
  pipeline: { mayImport: [], why: 'the graph runner (named nodes, a table of edges, a trace): knows nothing of what its nodes do' },
  workers: { mayImport: [], why: 'where worker threads and the ingest process live on disk (paths, not imports), and the bookkeeping of a pool of them' },
  models: { mayImport: [], why: 'local models: locating, loading and running them, independent of what they are used for' },
  llm: { mayImport: [], why: 'the language-model client and its configuration; settings and the connection test sit above it' },
  'paths.ts': { mayImport: [], why: "where Geungeo keeps its data on this machine: the shells' defaults" },
  hwp: { mayImport: ['workers'], why: 'HWP/HWPX through kordoc on worker threads under a time and memory budget (the pool bookkeeping shared with the PDF threads): a file to text blocks and tables, a page to sanitized SVG; knows nothing of the store or of ingestion' },

  // The store and what reads or writes it.
  store: { mayImport: ['text'], why: 'SQLite and its repositories: the floor of all data; text for the search columns it fills' },
  ingest: { mayImport: ['hwp', 'store', 'text', 'models', 'workers'], why: 'files → pages → chunks written to the store, embedded by a model on worker threads; HWP/HWPX read by the hwp threads; never rules or search' },
  retrieval: { mayImport: ['store', 'text'], why: 'search over what the store holds' },
  rules: { mayImport: ['store', 'text'], why: 'rule tables derived from and stored beside the documents; a peer of search, below answering' },
  settings: { mayImport: ['store', 'llm'], why: "the app's settings in the store; the LLM settings resolve to the client's configuration" },
  documents: { mayImport: ['hwp', 'store'], why: 'a stored document read back for the page view; an HWP/HWPX page drawn by the hwp threads' },
  library: { mayImport: ['ingest', 'store'], why: "the library's uploads folder, deleting and re-embedding documents through ingestion, the built-in statutes" },
  'search-threads': { mayImport: ['retrieval', 'store', 'workers'], why: 'search run on worker threads with read-only connections of their own' },
  team: {
    mayImport: ['ingest', 'library', 'rules', 'settings', 'store'],
    why: "the team library on PostgreSQL: publishing and pulling documents with their synced rows (store), a newer version's notion (ingest, library's built-ins), team files kept like uploads (library), rule imports and the slice's places (rules), the address and password (settings)",
  },

  // Answering a question.
  answer: { mayImport: ['llm', 'retrieval', 'rules', 'store', 'text'], why: 'prompts, [n] citations, rule facts and extractive answers over searched passages and rule rows' },
  understand: { mayImport: ['llm', 'models', 'pipeline', 'retrieval', 'rules', 'store', 'text'], why: "reading a question (classifiers, the model, the question's terms, zones and places); a peer of verify, not above it" },
  verify: { mayImport: ['answer', 'llm', 'retrieval', 'rules', 'text'], why: "checking an answer against passages and rule rows; reads the answer's [n] markers as answer writes them; a peer of understand" },
  chat: { mayImport: ['answer', 'llm', 'pipeline', 'retrieval', 'rules', 'store', 'text', 'understand', 'verify'], why: 'the ask graph over understanding, search, answering and verification (text: the one reading of the question, for a field outside building law), and the stored conversations' },
  export: { mayImport: ['chat', 'store'], why: "a stored conversation as the audit record: reads the chat history and the library's facts" },

  // The composition root and the calls over it.
  'core.ts': {
    mayImport: ['answer', 'chat', 'documents', 'hwp', 'ingest', 'library', 'llm', 'models', 'retrieval', 'rules', 'search-threads', 'settings', 'store', 'team', 'understand', 'verify', 'workers'],
    why: 'createGeungeo: the one place the services are built and wired; only the calls and the shells import it',
  },
  api: { mayImport: ['core.ts', 'export', 'ingest', 'library', 'llm', 'rules', 'team'], why: "every contract call implemented over a core, and their validated dispatch; an exported answer as the team's audit entry" },

  // The shells: each starts a core (or talks to one) in its own kind of process.
  ipc: { mayImport: ['api'], why: "the calls registered on Electron's ipcMain (tested without Electron)" },
  'index.ts': {
    mayImport: ['api', 'core.ts', 'export', 'ingest', 'ipc', 'paths.ts', 'search-threads', 'settings', 'workers'],
    why: "the Electron shell: the window, the ingest process's supervisor, the PDF printer and the OS keychain",
  },
  bridge: { mayImport: ['api', 'core.ts', 'ingest', 'library'], why: 'browser mode: the calls over HTTP, events over SSE, uploads into the library' },
  cli: { mayImport: ['api', 'bridge', 'core.ts', 'llm', 'paths.ts', 'search-threads', 'team'], why: 'the geungeo command: the calls from a terminal; serve starts browser mode; team setup needs no library' },
  'ingest-process': { mayImport: ['core.ts', 'ingest'], why: "the ingest process's entry: its own core, speaking the supervisor's protocol" },
};

/** The other source folders: what each may import, besides itself. */
export const OTHER_AREAS: Readonly<Record<string, LayerRule>> = {
  'src/shared': { mayImport: [], why: 'the contract both sides read: it imports nothing of the main process, the preload or the window' },
  'src/renderer': { mayImport: ['src/shared'], why: 'the window talks to the app only through the contract (IPC or HTTP)' },
  'src/preload': { mayImport: ['src/shared'], why: 'exposes the contract to the window and nothing else' },
};
