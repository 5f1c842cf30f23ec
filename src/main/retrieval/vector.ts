// The vector side of search: nearest chunks by cosine distance with sqlite-vec (an exact scan of the vec0 table).
import type { Db } from '../store/database';
import { hasVectorTable, VECTOR_TABLE, vectorBlob } from '../store/vectors';
import { filterSql, statementCache, type SearchFilter } from './chunks';

export interface VectorHit {
  id: number;
  /** Cosine distance: 0 for the same direction, 1 for unrelated, up to 2. */
  distance: number;
}

export function createVectorIndex(db: Db) {
  const statement = statementCache(db);
  return {
    available: () => hasVectorTable(db),

    /** The k nearest chunks that pass the filter (the scan over-fetches when a filter may drop some). */
    nearest(vector: Float32Array, k: number, filter: SearchFilter = {}): VectorHit[] {
      const where = filterSql(filter);
      const fetch = where.sql ? Math.min(Math.max(k * 8, 200), 4096) : k;
      return statement(
        `SELECT v.chunk_id AS id, v.distance FROM
           (SELECT chunk_id, distance FROM ${VECTOR_TABLE} WHERE embedding MATCH ? AND k = ?) v
         JOIN chunks c ON c.id = v.chunk_id JOIN documents d ON d.id = c.document_id
         WHERE 1 = 1${where.sql} ORDER BY v.distance LIMIT ?`,
      ).all(vectorBlob(vector), fetch, ...where.params, k) as VectorHit[];
    },

    /** Cosine distance from `vector` to each of the given chunks that has a vector. */
    distances(vector: Float32Array, ids: readonly number[]): Map<number, number> {
      if (ids.length === 0) return new Map();
      const rows = statement(
        `SELECT chunk_id AS id, vec_distance_cosine(embedding, ?) AS distance FROM ${VECTOR_TABLE}
         WHERE chunk_id IN (SELECT value FROM json_each(?))`,
      ).all(vectorBlob(vector), JSON.stringify(ids)) as VectorHit[];
      return new Map(rows.map((row) => [row.id, row.distance]));
    },
  };
}

export type VectorIndex = ReturnType<typeof createVectorIndex>;
