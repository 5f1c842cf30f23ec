// What the embedder needs to know about a model folder before loading it: which ONNX file (dtype) to run and
// which prefixes to put before queries and passages. Kept apart from the loader so the rules are unit-testable.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GeungeoError } from '../../shared/errors';

/** transformers.js picks `onnx/model<suffix>.onnx` from the dtype: '' for fp32, '_quantized' for q8. */
export type ModelDtype = 'q8' | 'fp32';

export interface ModelConfig {
  dtype: ModelDtype;
  queryPrefix: string;
  passagePrefix: string;
}

/** Optional `geungeo.json` in a model folder, for models whose conventions the id does not reveal. */
export const MODEL_SETTINGS_FILE = 'geungeo.json';

const E5_PREFIXES = { queryPrefix: 'query: ', passagePrefix: 'passage: ' };
const NO_PREFIXES = { queryPrefix: '', passagePrefix: '' };

/** The quantized file when present (smaller and faster on a laptop CPU), else the full-precision one. */
export function pickDtype(modelDir: string): ModelDtype | null {
  if (existsSync(join(modelDir, 'onnx', 'model_quantized.onnx'))) return 'q8';
  if (existsSync(join(modelDir, 'onnx', 'model.onnx'))) return 'fp32';
  return null;
}

/**
 * Prefixes from geungeo.json when it sets them; else E5 models (trained with "query: " / "passage: ") get
 * theirs, recognised by the id; else none.
 */
export function pickPrefixes(modelDir: string, modelId: string): { queryPrefix: string; passagePrefix: string } {
  const defaults = /e5/i.test(modelId) ? E5_PREFIXES : NO_PREFIXES;
  const file = join(modelDir, MODEL_SETTINGS_FILE);
  if (!existsSync(file)) return defaults;
  let settings: unknown;
  try {
    settings = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new GeungeoError('MODEL_MISSING', `${file} is not valid JSON.`, {
      hint: 'fix or delete that file; it only sets the query/passage prefixes',
      cause: error,
    });
  }
  const record = (typeof settings === 'object' && settings !== null ? settings : {}) as Record<string, unknown>;
  const text = (key: string, fallback: string) => (typeof record[key] === 'string' ? (record[key] as string) : fallback);
  return { queryPrefix: text('queryPrefix', defaults.queryPrefix), passagePrefix: text('passagePrefix', defaults.passagePrefix) };
}

export function readModelConfig(modelDir: string, modelId: string): ModelConfig {
  const dtype = pickDtype(modelDir);
  if (!dtype) {
    throw new GeungeoError('MODEL_MISSING', `The model folder ${modelDir} has neither onnx/model_quantized.onnx nor onnx/model.onnx.`, {
      hint: 'run `npm run models:fetch` on an online machine to download the model again',
    });
  }
  return { dtype, ...pickPrefixes(modelDir, modelId) };
}
