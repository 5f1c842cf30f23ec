// The models Geungeo knows how to use, and what works when one is missing.

export interface ModelEntry {
  role: 'embedding' | 'classifier';
  /** Hugging Face style id; also the folder path under a models directory. */
  id: string;
  /** What still works when the model is missing. */
  withoutIt: string;
}

export const DEFAULT_EMBEDDING_MODEL: ModelEntry = {
  role: 'embedding',
  id: 'Xenova/multilingual-e5-small',
  withoutIt: 'search uses the lexical (FTS5) index only; run `npm run models:fetch` on an online machine to add it',
};

/**
 * Cosine similarity a chunk needs to be returned on the strength of its vector alone (no word of the question in
 * it). E5 models put almost any two Korean texts above 0.7, so their floor is high; these values are starting
 * points from the E5 paper's reported score ranges, not measured on this corpus (the real model cannot be
 * downloaded here). Unknown models get a conservative floor.
 */
export function similarityFloor(modelId: string): { strict: number; loose: number } {
  return /e5/i.test(modelId) ? { strict: 0.86, loose: 0.83 } : { strict: 0.9, loose: 0.85 };
}
