// The embedding-prototype classifier: each category's prototype is the mean of its examples' embeddings (the
// installed embedding model, normalized); a question's logits are its cosine similarities to the nine prototypes.
//
// Embedding models put most texts close together (E5: cosines mostly 0.75–0.9), so raw cosines would make T
// mean something different for every model. The logits are therefore standardized against the model's own
// spread: (cos − μ) / σ × 0.1, where μ and σ are the mean and standard deviation of every example's cosine to
// every prototype, measured when the prototypes are built. One standard deviation then weighs what a 0.1 gap does in
// the lexical classifier, and the seed's T = 0.1 keeps its meaning. Prototypes are cached in the database per model
// and version of the examples, so they are computed once, not at every start.
import { CATEGORY_IDS } from '../../shared/understand-contract';
import type { Embedder } from '../models/embedder';
import type { Db } from '../store/database';
import type { CategoryClassifier } from './classifier';
import type { LabelledExample } from './examples';

const CALIBRATION = '__calibration__';
const LOGIT_SCALE = 0.1;

export async function createPrototypeClassifier(db: Db, embedder: Embedder, examples: readonly LabelledExample[], version: string): Promise<CategoryClassifier> {
  const { prototypes, mean, std } = loadCached(db, embedder.modelId, version) ?? (await build(db, embedder, examples, version));
  return {
    kind: 'prototype',
    async logits(text) {
      const query = await embedder.embedQuery(text);
      return prototypes.map((prototype) => ((cosine(query, prototype) - mean) / std) * LOGIT_SCALE);
    },
  };
}

interface Prototypes {
  prototypes: Float32Array[];
  mean: number;
  std: number;
}

async function build(db: Db, embedder: Embedder, examples: readonly LabelledExample[], version: string): Promise<Prototypes> {
  const vectors = await Promise.all(examples.map((example) => embedder.embedQuery(example.text)));
  const prototypes = CATEGORY_IDS.map((id) => normalized(mean(vectors.filter((_, index) => examples[index]!.category === id), embedder.dimension)));
  const cosines = vectors.flatMap((vector) => prototypes.map((prototype) => cosine(vector, prototype)));
  const average = cosines.reduce((sum, value) => sum + value, 0) / cosines.length;
  const std = Math.sqrt(cosines.reduce((sum, value) => sum + (value - average) ** 2, 0) / cosines.length) || 1;
  const save = db.prepare<[string, string, string, Buffer]>(
    'INSERT INTO category_prototypes (model_id, version, category, vector) VALUES (?, ?, ?, ?) ON CONFLICT (model_id, category) DO UPDATE SET version = excluded.version, vector = excluded.vector',
  );
  db.transaction(() => {
    CATEGORY_IDS.forEach((id, index) => save.run(embedder.modelId, version, id, Buffer.from(prototypes[index]!.buffer)));
    save.run(embedder.modelId, version, CALIBRATION, Buffer.from(new Float32Array([average, std]).buffer));
  })();
  return { prototypes, mean: average, std };
}

function loadCached(db: Db, modelId: string, version: string): Prototypes | null {
  const rows = db
    .prepare<[string, string], { category: string; vector: Buffer }>('SELECT category, vector FROM category_prototypes WHERE model_id = ? AND version = ?')
    .all(modelId, version);
  const vectorOf = (category: string) => {
    const row = rows.find((candidate) => candidate.category === category);
    return row ? new Float32Array(row.vector.buffer.slice(row.vector.byteOffset, row.vector.byteOffset + row.vector.byteLength)) : null;
  };
  const calibration = vectorOf(CALIBRATION);
  const prototypes = CATEGORY_IDS.map(vectorOf);
  if (!calibration || prototypes.some((prototype) => prototype === null)) return null;
  return { prototypes: prototypes as Float32Array[], mean: calibration[0]!, std: calibration[1]! };
}

function mean(vectors: readonly Float32Array[], dimension: number): Float32Array {
  const sum = new Float32Array(dimension);
  for (const vector of vectors) for (let i = 0; i < dimension; i++) sum[i]! += vector[i]!;
  return sum.map((value) => value / Math.max(1, vectors.length));
}

function normalized(vector: Float32Array): Float32Array {
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum; // both are unit vectors
}
