// Small key/value facts about the store itself (the embedding model the vectors belong to, …).
import type { Db } from './database';

export interface MetaStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  delete(key: string): void;
}

export function createMetaStore(db: Db): MetaStore {
  const select = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  const upsert = db.prepare<[string, string]>(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  const remove = db.prepare<[string]>('DELETE FROM meta WHERE key = ?');
  return {
    get: (key) => select.get(key)?.value ?? null,
    set: (key, value) => void upsert.run(key, value),
    delete: (key) => void remove.run(key),
  };
}
