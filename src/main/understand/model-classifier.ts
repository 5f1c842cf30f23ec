// The fine-tuned classifier: a text-classification model whose labels are the nine category ids (or their
// labels). Its logits are the model's own pre-softmax outputs, usually several units apart for a confident
// fine-tune, so T = 0.1 makes them very sharp: fit T on held-out questions (eval:classify prints the A/B/C
// distribution) and set it in the settings.
import { CATEGORY_IDS, type CategoryId } from '../../shared/understand-contract';
import { GeungeoError } from '../../shared/errors';
import type { TextClassifier } from '../models/text-classifier';
import type { CategorySet } from './categories';
import type { CategoryClassifier } from './classifier';

export function createModelClassifier(model: TextClassifier, categories: CategorySet): CategoryClassifier {
  const indexOf = new Map<CategoryId, number>();
  model.labels.forEach((label, index) => {
    const category = CATEGORY_IDS.find((id) => id === label || categories.label(id) === label.normalize('NFC'));
    if (category) indexOf.set(category, index);
  });
  const missing = CATEGORY_IDS.filter((id) => !indexOf.has(id));
  if (missing.length > 0) {
    throw new GeungeoError('MODEL_MISSING', `The classification model ${model.modelId} has no label for ${missing.join(', ')} (its labels: ${model.labels.join(', ')}).`, {
      hint: "its config.json id2label must name the nine categories by id (density, land_use, …) or label; fine-tune it on `geungeo classifier export-examples`",
    });
  }
  return {
    kind: 'model',
    async logits(text) {
      const logits = await model.logits(text);
      return CATEGORY_IDS.map((id) => logits[indexOf.get(id)!]!);
    },
  };
}
