// How telling a two-character piece of text is in this library: the inverse document frequency of the piece over the
// chunks, from the two-character side index's vocabulary (store/bigrams.ts). Verification aligns a claim with the
// source sentence about the same subject by the pieces they share, weighted so that 용적, 이격 or 과태 count and
// 하여, 경우 hardly do. A piece the library never uses weighs nothing: it cannot tell one source from another.
import type { Db } from '../store/database';
import { libraryGeneration } from '../store/statements';

export type TermWeights = (piece: string) => number;

export function createTermWeights(db: Db): TermWeights {
  const documentFrequency = db.prepare<[string], { doc: number }>('SELECT doc FROM chunks_bigrams_vocab WHERE term = ?');
  const generation = libraryGeneration(db);
  let cache = { key: '', total: 0, weights: new Map<string, number>() };
  return (piece) => {
    const { key, span } = generation();
    if (cache.key !== key) cache = { key, total: span, weights: new Map() };
    let weight = cache.weights.get(piece);
    if (weight === undefined) {
      const df = documentFrequency.get(piece.toLowerCase())?.doc ?? 0;
      weight = df === 0 ? 0 : Math.log(1 + (cache.total - df + 0.5) / (df + 0.5));
      cache.weights.set(piece, weight);
    }
    return weight;
  };
}
