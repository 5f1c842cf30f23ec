// The vector side of search: nearest chunks by cosine distance with sqlite-vec. A first pass over the
// binary-quantized vectors (one bit per dimension, Hamming distance) picks a few times more candidates than
// asked for; their float32 vectors then give the exact cosine distances and the final order. The oversampling
// and the recall it keeps are measured in docs/benchmarks.md.
import type { Db } from '../store/database';
import { hasVectorTable, VECTOR_TABLE, vectorBlob } from '../store/vectors';
import { statementCache } from '../store/statements';
import { filterSql, type SearchFilter } from './chunks';

export interface VectorHit {
  id: number;
  /** Cosine distance: 0 for the same direction, 1 for unrelated, up to 2. */
  distance: number;
}

/**
 * Candidates from the binary pass, per hit wanted (and at least this many in all). sqlite-vec's cost grows with
 * the number asked for, so this is kept as low as the measured recall allows (docs/benchmarks.md).
 */
export const OVERSAMPLE = 2;
const MIN_CANDIDATES = 40;

/** How many candidates the binary pass keeps for k hits (more when a filter may drop some). */
export function candidateCount(k: number, filtered: boolean): number {
  return Math.min(Math.max(k * OVERSAMPLE, MIN_CANDIDATES) * (filtered ? 8 : 1), 4096);
}

export function createVectorIndex(db: Db) {
  const statement = statementCache(db);
  return {
    available: () => hasVectorTable(db),

    /** The k nearest chunks that pass the filter (a filter that may drop candidates makes the first pass wider). */
    nearest(vector: Float32Array, k: number, filter: SearchFilter = {}): VectorHit[] {
      const where = filterSql(filter);
      const candidates = candidateCount(k, where.sql !== '');
      return statement(
        `WITH coarse AS (
           SELECT chunk_id, embedding FROM ${VECTOR_TABLE}
           WHERE embedding_coarse MATCH vec_quantize_binary(@query) AND k = @candidates
         )
         SELECT v.chunk_id AS id, vec_distance_cosine(v.embedding, @query) AS distance
         FROM coarse v JOIN chunks c ON c.id = v.chunk_id JOIN documents d ON d.id = c.document_id
         WHERE 1 = 1${where.sql} ORDER BY distance LIMIT @k`,
      ).all({ query: vectorBlob(vector), candidates, k }, ...where.params) as VectorHit[];
    },

    /** Exact cosine distance from `vector` to each given chunk that has a vector (one lookup per chunk). */
    distances(vector: Float32Array, ids: readonly number[]): Map<number, number> {
      const lookup = statement(`SELECT vec_distance_cosine(embedding, ?) AS distance FROM ${VECTOR_TABLE} WHERE chunk_id = ?`);
      const query = vectorBlob(vector);
      const distances = new Map<number, number>();
      for (const id of ids) {
        const row = lookup.get(query, id) as { distance: number } | undefined;
        if (row) distances.set(id, row.distance);
      }
      return distances;
    },
  };
}

export type VectorIndex = ReturnType<typeof createVectorIndex>;
