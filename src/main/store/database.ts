// Opens the one SQLite file Geungeo keeps: better-sqlite3 with sqlite-vec loaded, WAL, foreign keys on.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import * as sqliteVec from 'sqlite-vec';
import { GeungeoError } from '../../shared/errors';
import { asarUnpackedPath } from './asar-path';

export type Db = Database.Database;

export interface OpenOptions {
  /**
   * Path of a better_sqlite3.node built for the running runtime. Electron needs its own ABI build
   * (scripts/start.mjs provides it); plain Node uses the one npm built.
   */
  nativeBinding?: string | undefined;
  /**
   * Open for reading only: the file must exist and nothing is written to it (no migration, no pragmas that write).
   * For a library the user may not change (a read-only file) and for the search threads, which only read.
   */
  readonly?: boolean | undefined;
}

export function openDatabase(file: string, options: OpenOptions = {}): Db {
  if (file !== ':memory:' && !options.readonly) mkdirSync(dirname(file), { recursive: true });
  let db: Db;
  try {
    db = new Database(file, {
      ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
      ...(options.readonly ? { readonly: true, fileMustExist: true } : {}),
    });
  } catch (error) {
    throw openError(file, error);
  }
  try {
    // Not sqliteVec.load(db): in a packaged app its path points into app.asar, which SQLite's dlopen cannot read.
    db.loadExtension(asarUnpackedPath(sqliteVec.getLoadablePath()));
    if (options.readonly) {
      db.pragma('busy_timeout = 5000');
      return db;
    }
    // WAL lets the ingest worker write while the window keeps reading; NORMAL is durable at checkpoints
    // and safe against corruption, which is what a crash mid-ingest needs.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    // 32 MB of page cache: writing a statute's FTS trigram postings touches many index pages at once.
    db.pragma('cache_size = -32000');
  } catch (error) {
    db.close();
    throw openError(file, error);
  }
  return db;
}

function openError(file: string, error: unknown): GeungeoError {
  const reason = error instanceof Error ? error.message : String(error);
  if (/NODE_MODULE_VERSION|was compiled against a different Node\.js version/.test(reason)) {
    return new GeungeoError('DB_ERROR', 'better-sqlite3 was built for a different runtime (Node vs Electron).', {
      hint: 'start the app with `npm start`, which provides the Electron build; tests and the CLI use the Node build',
      cause: error,
    });
  }
  if (/not a database|malformed|file is encrypted/i.test(reason)) {
    return new GeungeoError('DB_ERROR', `${file} is not a Geungeo database or is damaged (${reason}).`, {
      hint: 'move the file away or choose another database with --db',
      reason: { id: 'db.damaged' },
      cause: error,
    });
  }
  return new GeungeoError('DB_ERROR', `Cannot open the database ${file}: ${reason}.`, {
    hint: 'check that the folder exists and is writable, or choose another file with --db',
    reason: { id: 'db.cannot-open' },
    cause: error,
  });
}
