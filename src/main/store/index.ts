// The store: one SQLite connection, migrated, with its repositories. Created once per core (no singletons).
import { openDatabase, type Db, type OpenOptions } from './database';
import { createDocumentRepository, type DocumentRepository } from './documents';
import { GeungeoError } from '../../shared/errors';
import { LATEST_SCHEMA_VERSION, migrate, schemaVersion } from './migrations';
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
    if (options.readonly) requireCurrentSchema(db, path);
    else migrate(db);
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

/** A library opened for reading cannot be migrated: it must already have this version's schema. */
function requireCurrentSchema(db: Db, path: string): void {
  const version = schemaVersion(db);
  if (version === LATEST_SCHEMA_VERSION) return;
  throw new GeungeoError('DB_ERROR', `읽기 전용 데이터베이스 ${path}의 형식(버전 ${version})이 이 Geungeo의 형식(버전 ${LATEST_SCHEMA_VERSION})과 다릅니다.`, {
    hint: version < LATEST_SCHEMA_VERSION ? '쓸 수 있는 사본을 한 번 열어 형식을 올리거나, 파일에 쓰기 권한을 주세요' : 'Geungeo를 새 버전으로 올리세요',
  });
}
