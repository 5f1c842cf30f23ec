// Small key/value tables: `meta` holds facts about the store itself (the embedding model the vectors belong to,
// …), `settings` what the user chose (the language model, …).
import type { Db } from './database';

export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  delete(key: string): void;
}
export type MetaStore = KeyValueStore;

export function createKeyValueStore(db: Db, table: 'meta' | 'settings'): KeyValueStore {
  const select = db.prepare<[string], { value: string }>(`SELECT value FROM ${table} WHERE key = ?`);
  const upsert = db.prepare<[string, string]>(
    `INSERT INTO ${table} (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  );
  const remove = db.prepare<[string]>(`DELETE FROM ${table} WHERE key = ?`);
  return {
    get: (key) => select.get(key)?.value ?? null,
    set: (key, value) => void upsert.run(key, value),
    delete: (key) => void remove.run(key),
  };
}

export function createMetaStore(db: Db): MetaStore {
  return createKeyValueStore(db, 'meta');
}
