// The store: one SQLite connection, migrated, with its repositories. Created once per core (no singletons).
import { openDatabase, type Db, type OpenOptions } from './database';
import { createDocumentRepository, type DocumentRepository } from './documents';
import { migrate, schemaVersion } from './migrations';
import { createMetaStore, type MetaStore } from './meta';

export interface Store {
  readonly db: Db;
  readonly path: string;
  readonly documents: DocumentRepository;
  readonly meta: MetaStore;
  schemaVersion(): number;
  versions(): { sqlite: string; sqliteVec: string };
  close(): void;
}

export function openStore(path: string, options: OpenOptions = {}): Store {
  const db = openDatabase(path, options);
  try {
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return {
    db,
    path,
    documents: createDocumentRepository(db),
    meta: createMetaStore(db),
    schemaVersion: () => schemaVersion(db),
    versions: () =>
      db.prepare('SELECT sqlite_version() AS sqlite, vec_version() AS sqliteVec').get() as {
        sqlite: string;
        sqliteVec: string;
      },
    close: () => {
      if (db.open) db.close();
    },
  };
}
