// One interface over the three classifiers (seed 001's "Electra model" node), and the classification they all
// end in: logits / T → softmax → top3, confidence (margin), pattern, route.
import type { Classification, ClassifierKind } from '../../shared/understand-contract';
import { CATEGORY_IDS } from '../../shared/understand-contract';
import type { CategorySet } from './categories';
import { confidencePattern, determineRoute, type Thresholds } from './confidence';
import { marginConfidence, softmaxWithTemperature } from './temperature';

export interface CategoryClassifier {
  readonly kind: ClassifierKind;
  /** Raw scores, one per category in CATEGORY_IDS order (what each classifier's are: see its file). */
  logits(text: string): Promise<number[]>;
}

export function classification(
  logits: readonly number[],
  options: { kind: ClassifierKind; temperature: number; thresholds: Thresholds; categories: CategorySet },
): Omit<Classification, 'missing' | 'short'> {
  const probabilities = softmaxWithTemperature(logits, options.temperature);
  const ranked = CATEGORY_IDS.map((category, index) => ({ category, label: options.categories.label(category), confidence: probabilities[index]! }))
    .sort((a, b) => b.confidence - a.confidence);
  const confidence = marginConfidence(probabilities);
  const pattern = confidencePattern(confidence, options.thresholds);
  return {
    category: ranked[0]!.category,
    label: ranked[0]!.label,
    confidence,
    top3: ranked.slice(0, 3),
    logits: [...logits],
    temperature: options.temperature,
    classifier: options.kind,
    pattern,
    route: determineRoute(pattern),
  };
}
