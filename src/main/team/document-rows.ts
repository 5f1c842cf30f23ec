// A document's rows of every synced table (synced-tables.ts), read on the laptop that publishes and written on the
// laptop that pulls — one generic path for every table, so no table needs a sync of its own. Local ids never
// leave the laptop: the owner column is left out when reading and set to the new document's id when writing; a
// reference to another synced row travels as that row's key and is resolved again among the rows just written.
import type { Db } from '../store/database';
import { SYNCED_TABLES, type SyncedRow, type SyncedTable } from './synced-tables';

/** The placeholder a document's local id becomes inside text columns (rule_sources.name "document:12"). */
export const DOCUMENT_ID_PLACEHOLDER = '{document}';

export type DocumentRows = Record<string, SyncedRow[]>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A table's SELECT of one document's rows: its columns, its references as local ids, and its own id when keyed. */
function selectSql(table: SyncedTable): string {
  const columns = [...table.columns.map((column) => `t.${quote(column.name)}`), ...(table.references ?? []).map((reference) => `t.${quote(reference.column)}`)];
  if (table.key) columns.push('t.id AS "__id"');
  const through = table.ownedThrough ? SYNCED_TABLES.find((other) => other.table === table.references?.find((reference) => reference.column === table.ownedThrough)?.table) : undefined;
  const from = through
    ? `FROM ${quote(table.table)} t JOIN ${quote(through.table)} o ON o.id = t.${quote(table.ownedThrough!)} WHERE o.${quote(through.owner!)} = ?`
    : `FROM ${quote(table.table)} t WHERE t.${quote(table.owner!)} = ?`;
  // Rows go (and come back) in their order: a chunk's neighbours stay its neighbours.
  const order = table.order ?? table.key;
  return `SELECT ${columns.join(', ')} ${from}${table.where ? ` AND (${table.where})` : ''} ORDER BY ${order ? `t.${quote(order)}` : 't.rowid'}`;
}

/** Reads one document's rows of every synced table, with local ids turned into keys and placeholders. */
export function createDocumentRowReader(db: Db) {
  const statements = SYNCED_TABLES.map((table) => ({ table, statement: db.prepare<[number], SyncedRow & { __id?: number }>(selectSql(table)) }));
  return (documentId: number): DocumentRows => {
    const keysById = new Map<string, Map<number, string | number | null>>();
    const rows: DocumentRows = {};
    for (const { table, statement } of statements) {
      const keys = new Map<number, string | number | null>();
      rows[table.table] = statement.all(documentId).map(({ __id, ...row }) => {
        for (const column of table.documentIdIn ?? []) row[column] = withPlaceholder(row[column] ?? null, documentId);
        for (const reference of table.references ?? []) {
          const local = row[reference.column];
          row[reference.column] = local === null || local === undefined ? null : (keysById.get(reference.table)?.get(Number(local)) ?? null);
        }
        if (table.key && __id !== undefined) keys.set(__id, row[table.key] ?? null);
        return row;
      });
      keysById.set(table.table, keys);
    }
    return rows;
  };
}

/** Writes one document's rows of every synced table under a new local document id (inside the caller's transaction). */
export function createDocumentRowWriter(db: Db) {
  const tables = SYNCED_TABLES.map((table) => {
    const columns = [...(table.owner ? [table.owner] : []), ...table.columns.map((column) => column.name), ...(table.references ?? []).map((reference) => reference.column)];
    const insert = db.prepare(`INSERT INTO ${quote(table.table)} (${columns.map(quote).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
    return { table, columns, insert, index: table.indexes?.(db) };
  });
  return (documentId: number, rows: DocumentRows): void => {
    const idsByKey = new Map<string, Map<string | number | null, number>>();
    for (const { table, columns, insert, index } of tables) {
      const ids = new Map<string | number | null, number>();
      for (const row of rows[table.table] ?? []) {
        const values = columns.map((column) => {
          if (column === table.owner) return documentId;
          const reference = table.references?.find((candidate) => candidate.column === column);
          if (reference) return resolve(idsByKey, reference.table, row[column] ?? null, table.table);
          const value = row[column] ?? null;
          return table.documentIdIn?.includes(column) ? fromPlaceholder(value, documentId) : value;
        });
        const id = Number(insert.run(...values).lastInsertRowid);
        if (table.key) ids.set(row[table.key] ?? null, id);
        index?.(id, row);
      }
      idsByKey.set(table.table, ids);
    }
  };
}

function resolve(idsByKey: Map<string, Map<string | number | null, number>>, table: string, key: string | number | null, from: string): number | null {
  if (key === null) return null;
  const id = idsByKey.get(table)?.get(key);
  // A reference to a row its document does not have: the published rows are inconsistent, and nothing is applied.
  if (id === undefined) throw new Error(`${from} refers to ${table} ${String(key)}, which its document does not have`);
  return id;
}

/** "document:12" of document 12 → "document:{document}"; other text is left as it is. */
export function withPlaceholder(value: string | number | null, documentId: number): string | number | null {
  return typeof value === 'string' ? value.replace(new RegExp(`:${documentId}(?=$|:)`, 'g'), `:${DOCUMENT_ID_PLACEHOLDER}`) : value;
}

export function fromPlaceholder(value: string | number | null, documentId: number): string | number | null {
  return typeof value === 'string' ? value.replaceAll(DOCUMENT_ID_PLACEHOLDER, String(documentId)) : value;
}
