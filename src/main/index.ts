// The Electron shell: window, security and IPC wiring. The only module that imports 'electron'; everything it
// shows comes from the same core the CLI and tests use.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, safeStorage, session, utilityProcess } from 'electron';
import { formatError, toApiError } from '../shared/errors';
import { eventChannel } from '../shared/call-names';
import { createCallHandlers, type Emit } from './api/handlers';
import type { PdfPrinter } from './export/exporter';
import { createGeungeo, type Geungeo } from './core';
import { createProcessBackend, type ProcessBackend } from './ingest/process/supervisor';
import type { ChildHandle, FromChild, IngestProcessOptions } from './ingest/process/protocol';
import { registerIpcHandlers } from './ipc/register';
import { DB_FILE_NAME, modelSearchDirs } from './paths';
import type { SecretCipher } from './settings/llm-settings';
import type { WorkerScripts } from './workers/worker-script';
import { defaultSearchThreads } from './search-threads/pool';

const here = import.meta.dirname;
const rendererFile = join(here, '../renderer/index.html');
/** Set by electron-vite in development, where the renderer is served by Vite. */
const rendererDevUrl = process.env.ELECTRON_RENDERER_URL;

function isTrustedSender(url: string): boolean {
  if (rendererDevUrl) return url.startsWith(rendererDevUrl);
  return url === pathToFileURL(rendererFile).href || url.startsWith(`${pathToFileURL(rendererFile).href}#`);
}

function resourcesDir(): string {
  return app.isPackaged ? process.resourcesPath : join(app.getAppPath(), 'resources');
}

let mainWindow: BrowserWindow | null = null;

function createWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1180,
    height: 800,
    show: false,
    title: 'Geungeo 근거',
    webPreferences: {
      preload: join(here, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  window.once('ready-to-show', () => window.show());
  void (rendererDevUrl ? window.loadURL(rendererDevUrl) : window.loadFile(rendererFile));
  return window;
}

function lockDown(): void {
  // Nothing in Geungeo needs the camera, notifications or any other permission.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (!isTrustedSender(url)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
}

/** electron-vite bundles the worker threads and the ingest process next to index.js (electron.vite.config.ts). */
const workers: WorkerScripts = {
  pdfParser: join(here, 'pdf-worker.js'),
  hwpReader: join(here, 'hwp-worker.js'),
  ingestProcess: join(here, 'ingest-process.js'),
  searchThread: join(here, 'search-thread.js'),
};

function coreOptions(): IngestProcessOptions {
  const userDataDir = app.getPath('userData');
  return {
    dbPath: join(userDataDir, DB_FILE_NAME),
    modelsDirs: modelSearchDirs({ userDataDir, resourcesDir: resourcesDir() }),
    nativeBinding: process.env.GEUNGEO_SQLITE_BINDING,
    workers,
    resourcesDir: resourcesDir(),
  };
}

/** Parsing and embedding run in a utilityProcess, off the main process: see ingest/process/supervisor.ts. */
function spawnIngestProcess(): ChildHandle {
  const child = utilityProcess.fork(workers.ingestProcess, [], { serviceName: 'Geungeo ingest', stdio: 'inherit' });
  return {
    send: (message) => child.postMessage(message),
    onMessage: (listener) => void child.on('message', (message: FromChild) => listener(message)),
    onExit: (listener) => void child.once('exit', (code) => listener(code, null)),
    kill: () => void child.kill(),
  };
}

/**
 * The API key is encrypted by the operating system's keychain. On Linux without a keyring Electron falls back to a
 * hard-coded password ('basic_text'), which protects nothing: then no key is stored and the settings say so.
 */
const keychain: SecretCipher = {
  available: () => safeStorage.isEncryptionAvailable() && (process.platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text'),
  encrypt: (plain) => safeStorage.encryptString(plain),
  decrypt: (encrypted) => safeStorage.decryptString(encrypted),
};

/**
 * Audit PDFs: the export's HTML page printed by Chromium inside Electron, in a hidden window that runs no script
 * (the page has none) and is closed at once.
 */
const electronPrinter: PdfPrinter = {
  name: 'electron',
  print: async (html) => {
    const window = new BrowserWindow({ show: false, webPreferences: { sandbox: true, contextIsolation: true, javascript: false } });
    try {
      await window.loadURL(`data:text/html;charset=utf-8;base64,${Buffer.from(html).toString('base64')}`);
      return await window.webContents.printToPDF({ pageSize: 'A4', printBackground: true, preferCSSPageSize: true });
    } finally {
      window.destroy();
    }
  },
};

/** Progress events go to every window of the app. */
const emitToWindows: Emit = (event, payload) => {
  for (const window of BrowserWindow.getAllWindows()) window.webContents.send(eventChannel(event), payload);
};

async function start(): Promise<void> {
  let core: Geungeo;
  const options = coreOptions();
  try {
    core = createGeungeo({ ...options, modelsDir: options.modelsDirs, secrets: keychain, env: process.env, searchThreads: defaultSearchThreads() });
  } catch (error) {
    dialog.showErrorBox('Geungeo cannot open its database', formatError(toApiError(error)));
    app.exit(1);
    return;
  }
  const ingest: ProcessBackend = createProcessBackend(spawnIngestProcess, options);
  const handlers = createCallHandlers(
    core,
    {
      shell: 'electron',
      appName: app.getName(),
      appVersion: app.getVersion(),
      electron: process.versions.electron,
      chrome: process.versions.chrome,
    },
    { emit: emitToWindows, ingest, printPdf: electronPrinter },
  );
  registerIpcHandlers(ipcMain, handlers, { isTrustedSender });
  app.on('will-quit', () => {
    ingest.close();
    void core.close();
  });
  mainWindow = createWindow();
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => app.quit());
  lockDown();
  void app.whenReady().then(start);
}
