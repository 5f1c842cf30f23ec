// Fills in the vectors that chunks lack, in batches, one transaction per batch: an interrupted run keeps what
// it finished and the next run continues. Chunks with identical text share one embedding.
import type { EmbedReport } from '../../shared/contract';
import type { Embedder } from '../models/embedder';
import { ensureEmbeddingSpace, createVectorRepository } from '../store/vectors';
import type { Db } from '../store/database';

export interface EmbedOptions {
  batchSize?: number;
  onProgress?: (embedded: number, total: number) => void;
}

export async function embedMissing(db: Db, embedder: Embedder, options: EmbedOptions = {}): Promise<EmbedReport> {
  const batchSize = options.batchSize ?? 32;
  ensureEmbeddingSpace(db, { modelId: embedder.modelId, dimension: embedder.dimension });
  const vectors = createVectorRepository(db);
  const total = vectors.countMissing();
  let embedded = 0;
  let previousFirst = -1;
  for (;;) {
    const batch = vectors.missing(batchSize);
    if (batch.length === 0) break;
    if (batch[0]!.id === previousFirst) throw new Error('embedding made no progress (vectors were not stored)');
    previousFirst = batch[0]!.id;
    // Text already embedded elsewhere (a chunk stored before its twin got a vector) reuses that vector.
    const known = new Map<string, Buffer>();
    for (const chunk of batch) {
      const blob = known.has(chunk.chunk_hash) ? null : vectors.findByHash(chunk.chunk_hash);
      if (blob) known.set(chunk.chunk_hash, blob);
    }
    const toEmbed = [...new Map(batch.filter((chunk) => !known.has(chunk.chunk_hash)).map((chunk) => [chunk.chunk_hash, chunk.text]))];
    const embeddings = await embedder.embedPassages(toEmbed.map(([, text]) => text));
    const fresh = new Map(toEmbed.map(([hash], index) => [hash, embeddings[index]!]));
    db.transaction(() => {
      for (const chunk of batch) {
        const blob = known.get(chunk.chunk_hash);
        if (blob) vectors.insertBlob(chunk.id, blob);
        else vectors.insert(chunk.id, fresh.get(chunk.chunk_hash)!);
      }
    })();
    embedded += batch.length;
    options.onProgress?.(embedded, total);
  }
  return { model: embedder.modelId, embedded, pending: vectors.countMissing(), note: null };
}
