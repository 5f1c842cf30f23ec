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
