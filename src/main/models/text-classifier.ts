// An in-process text-classification model on transformers.js (e.g. a KoELECTRA fine-tune exported to ONNX), read
// from a local model folder only. It returns the model's raw logits per label (config.json's id2label), not the
// pipeline's softmax: the caller scales them by its own temperature (seed 001).
import type { TextClassificationPipeline } from '@huggingface/transformers';
import { loadTransformers } from './embedder';
import { GeungeoError } from '../../shared/errors';
import { locateModel } from './locate';
import { pickDtype } from './model-config';

export interface TextClassifier {
  readonly modelId: string;
  /** The labels in logit order (config.json id2label). */
  readonly labels: readonly string[];
  logits(text: string): Promise<number[]>;
  /** The pipeline itself, for callers that want its usual output (label and softmax score). */
  readonly pipeline: TextClassificationPipeline;
  dispose(): Promise<void>;
}

export async function loadTextClassifier(options: { modelId: string; searchDirs: readonly string[] }): Promise<TextClassifier> {
  const modelDir = locateModel(options.searchDirs, options.modelId);
  if (!modelDir) {
    throw new GeungeoError('MODEL_MISSING', `The classification model ${options.modelId} was not found in ${options.searchDirs.join(', ') || '(no model folders)'}.`, {
      hint: 'questions are classified without it (embedding prototypes or the lexical classifier); see the README, "Question understanding", to add one',
    });
  }
  const { pipeline } = await loadTransformers();
  let classifier: TextClassificationPipeline;
  try {
    classifier = (await pipeline('text-classification', modelDir, { local_files_only: true, dtype: pickDtype(modelDir) ?? 'fp32' })) as TextClassificationPipeline;
  } catch (error) {
    throw new GeungeoError('MODEL_MISSING', `The classification model in ${modelDir} could not be loaded: ${error instanceof Error ? error.message : String(error)}`, {
      hint: 'the folder is incomplete or damaged: replace it, or delete it to classify without a model',
      cause: error,
    });
  }
  const id2label = (classifier.model.config as unknown as { id2label?: Record<string, string> }).id2label ?? {};
  const labels = Object.keys(id2label)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => id2label[key]!);
  return {
    modelId: options.modelId,
    labels,
    pipeline: classifier,
    async logits(text) {
      // What the pipeline does before its softmax: tokenize (truncating long input), run the model.
      const inputs = classifier.tokenizer(text, { padding: true, truncation: true });
      const { logits } = (await classifier.model(inputs)) as { logits: { data: Float32Array; dims: number[] } };
      return Array.from(logits.data.slice(0, labels.length));
    },
    dispose: () => classifier.dispose(),
  };
}
