// The classifier that needs no model: TF-IDF over character and jamo n-grams (features.ts), compared with each
// category's examples and keywords by cosine similarity.
//
// Logits: for each category, the mean of (a) the cosine to the category's centroid (all its examples and keywords)
// and (b) the mean cosine of the two examples nearest the question. Both lie in [0, 1], so the logits do too, and a
// logit gap of 0.1 is a clear difference in wording: the seed's T = 0.1 turns that gap into a factor e between the
// two probabilities. eval:classify prints the A/B/C distribution of clear and unclear questions for several T.
import { CATEGORY_IDS, type CategoryId } from '../../shared/understand-contract';
import type { LabelledExample } from './examples';
import { lexicalFeatures } from './features';

type Vector = Map<string, number>;

const NEAREST = 2;

export interface LexicalIndex {
  /** Raw scores, one per category in CATEGORY_IDS order. */
  logits(text: string): number[];
}

export function buildLexicalIndex(examples: readonly LabelledExample[]): LexicalIndex {
  const counted = examples.map((example) => ({ category: example.category, features: lexicalFeatures(example.text) }));
  // Inverse document frequency over the examples: n-grams every category uses ("건축", "지역") weigh little.
  const documentFrequency = new Map<string, number>();
  for (const { features } of counted) for (const key of features.keys()) documentFrequency.set(key, (documentFrequency.get(key) ?? 0) + 1);
  const idf = (key: string) => Math.log((1 + counted.length) / (1 + (documentFrequency.get(key) ?? 0))) + 1;
  const weigh = (features: Map<string, number>): Vector => {
    const vector: Vector = new Map();
    for (const [key, count] of features) if (documentFrequency.has(key)) vector.set(key, (1 + Math.log(count)) * idf(key));
    return normalized(vector);
  };

  const vectors = counted.map(({ category, features }) => ({ category, vector: weigh(features) }));
  const byCategory = new Map<CategoryId, Vector[]>(CATEGORY_IDS.map((id) => [id, []]));
  for (const { category, vector } of vectors) byCategory.get(category)!.push(vector);
  const centroids = new Map(CATEGORY_IDS.map((id) => [id, centroid(byCategory.get(id)!)]));

  return {
    logits(text) {
      const query = weigh(lexicalFeatures(text));
      return CATEGORY_IDS.map((id) => {
        const nearest = byCategory
          .get(id)!
          .map((vector) => dot(query, vector))
          .sort((a, b) => b - a)
          .slice(0, NEAREST);
        const near = nearest.length > 0 ? nearest.reduce((sum, value) => sum + value, 0) / nearest.length : 0;
        return (dot(query, centroids.get(id)!) + near) / 2;
      });
    },
  };
}

function dot(a: Vector, b: Vector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [key, value] of small) sum += value * (large.get(key) ?? 0);
  return sum;
}

function normalized(vector: Vector): Vector {
  const norm = Math.sqrt([...vector.values()].reduce((sum, value) => sum + value * value, 0));
  if (norm === 0) return vector;
  return new Map([...vector].map(([key, value]) => [key, value / norm]));
}

function centroid(vectors: readonly Vector[]): Vector {
  const sum: Vector = new Map();
  for (const vector of vectors) for (const [key, value] of vector) sum.set(key, (sum.get(key) ?? 0) + value);
  return normalized(sum);
}
