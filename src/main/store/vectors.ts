// The sqlite-vec index of chunk embeddings. A vec0 table has a fixed dimension, so it is created for the
// embedding model in use; the model id and dimension are recorded in `meta`, and a different model drops the
// vectors, which marks every chunk as not embedded so that it is embedded again.
// Each vector is stored twice: in float32 for exact cosine distances, and binary-quantized (one bit per
// dimension) for a fast first pass. sqlite-vec's search is a full scan; over 100,000 chunks the binary scan is
// ~15× faster, and re-scoring its best few dozen in float32 recovers the exact order (docs/benchmarks.md).
import type Database from 'better-sqlite3';
import type { Db } from './database';
import { createMetaStore } from './meta';

export interface EmbeddingSpace {
  modelId: string;
  dimension: number;
}

const MODEL_KEY = 'embedding_model';
const DIMENSION_KEY = 'embedding_dimension';
const LAYOUT_KEY = 'vector_layout';
/** Bumped when the vector table's columns change; a table of another layout is rebuilt (and re-embedded). */
const LAYOUT = 'float32+bit/1';
export const VECTOR_TABLE = 'chunk_vectors';

export function currentEmbeddingSpace(db: Db): EmbeddingSpace | null {
  const meta = createMetaStore(db);
  const modelId = meta.get(MODEL_KEY);
  const dimension = Number(meta.get(DIMENSION_KEY));
  return modelId && Number.isInteger(dimension) && dimension > 0 ? { modelId, dimension } : null;
}

export function hasVectorTable(db: Db): boolean {
  return db.prepare(`SELECT 1 FROM sqlite_master WHERE name = ?`).get(VECTOR_TABLE) !== undefined;
}

/**
 * Makes sure the vector table matches `space`. Returns true when it was (re)created, i.e. when every chunk now
 * needs embedding.
 */
export function ensureEmbeddingSpace(db: Db, space: EmbeddingSpace): boolean {
  if (!Number.isInteger(space.dimension) || space.dimension <= 0 || space.dimension > 8192) {
    throw new RangeError(`embedding dimension must be a positive integer, got ${space.dimension}`);
  }
  const current = currentEmbeddingSpace(db);
  const meta = createMetaStore(db);
  if (current && current.modelId === space.modelId && current.dimension === space.dimension && meta.get(LAYOUT_KEY) === LAYOUT && hasVectorTable(db)) {
    return false;
  }
  db.transaction(() => {
    db.exec(`DROP TRIGGER IF EXISTS chunk_vectors_delete; DROP TABLE IF EXISTS ${VECTOR_TABLE};`);
    // Cosine distance: the embedder normalizes vectors, and cosine keeps distances comparable across models.
    db.exec(`
      CREATE VIRTUAL TABLE ${VECTOR_TABLE} USING vec0 (
        chunk_id INTEGER PRIMARY KEY,
        embedding FLOAT[${space.dimension}] distance_metric=cosine,
        embedding_coarse BIT[${space.dimension}]
      );
      CREATE TRIGGER chunk_vectors_delete AFTER DELETE ON chunks BEGIN
        DELETE FROM ${VECTOR_TABLE} WHERE chunk_id = old.id;
      END;
    `);
    meta.set(MODEL_KEY, space.modelId);
    meta.set(DIMENSION_KEY, String(space.dimension));
    meta.set(LAYOUT_KEY, LAYOUT);
  })();
  return true;
}

export function countVectors(db: Db): number {
  if (!hasVectorTable(db)) return 0;
  return (db.prepare(`SELECT count(*) AS n FROM ${VECTOR_TABLE}`).get() as { n: number }).n;
}

/** sqlite-vec takes vectors as little-endian float32 blobs. */
export function vectorBlob(vector: ArrayLike<number>): Buffer {
  const floats = vector instanceof Float32Array ? vector : Float32Array.from(vector);
  return Buffer.from(floats.buffer, floats.byteOffset, floats.byteLength);
}

export interface PendingChunk {
  id: number;
  text: string;
  chunk_hash: string;
}

/** Statements over the vector table. Prepared on first use, because the table exists only once a model was used. */
export function createVectorRepository(db: Db) {
  let statements: {
    missing: Database.Statement<[number], PendingChunk>;
    countMissing: Database.Statement<[], { n: number }>;
    insert: Database.Statement<{ id: bigint; vector: Buffer }>;
    byHash: Database.Statement<[string], { embedding: Buffer }>;
  } | null = null;
  const prepared = () =>
    (statements ??= {
      missing: db.prepare(`
        SELECT c.id, c.text, c.chunk_hash FROM chunks c
        WHERE NOT EXISTS (SELECT 1 FROM ${VECTOR_TABLE} v WHERE v.chunk_id = c.id)
        ORDER BY c.id LIMIT ?`),
      countMissing: db.prepare(`
        SELECT count(*) AS n FROM chunks c WHERE NOT EXISTS (SELECT 1 FROM ${VECTOR_TABLE} v WHERE v.chunk_id = c.id)`),
      insert: db.prepare(
        `INSERT OR REPLACE INTO ${VECTOR_TABLE} (chunk_id, embedding, embedding_coarse) VALUES (@id, @vector, vec_quantize_binary(@vector))`,
      ),
      byHash: db.prepare(`
        SELECT v.embedding FROM chunks c JOIN ${VECTOR_TABLE} v ON v.chunk_id = c.id WHERE c.chunk_hash = ? LIMIT 1`),
    });
  return {
    /** Chunks that have no vector for the current model, oldest first. */
    missing: (limit: number): PendingChunk[] => (hasVectorTable(db) ? prepared().missing.all(limit) : []),
    countMissing: (): number => (hasVectorTable(db) ? prepared().countMissing.get()!.n : 0),
    insert: (chunkId: number, vector: ArrayLike<number>) => void prepared().insert.run({ id: BigInt(chunkId), vector: vectorBlob(vector) }),
    /** An existing vector for the same chunk text, so identical text is embedded once per model. */
    findByHash: (chunkHash: string): Buffer | null => (hasVectorTable(db) ? (prepared().byHash.get(chunkHash)?.embedding ?? null) : null),
    insertBlob: (chunkId: number, blob: Buffer) => void prepared().insert.run({ id: BigInt(chunkId), vector: blob }),
    /** Drops one document's vectors (to embed it again); vec0 deletes by key, so one row at a time, in one transaction. */
    removeForDocument: (documentId: number): number => {
      if (!hasVectorTable(db)) return 0;
      const ids = db.prepare<[number], { id: number }>('SELECT id FROM chunks WHERE document_id = ?').all(documentId);
      const remove = db.prepare<[bigint]>(`DELETE FROM ${VECTOR_TABLE} WHERE chunk_id = ?`);
      db.transaction(() => ids.forEach(({ id }) => remove.run(BigInt(id))))();
      return ids.length;
    },
  };
}

export type VectorRepository = ReturnType<typeof createVectorRepository>;
