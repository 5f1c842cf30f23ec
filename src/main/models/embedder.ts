// The in-process text embedder: a transformers.js feature-extraction pipeline over a local ONNX model. It only
// ever reads a model folder that locateModel found; nothing is fetched at run time (README, "Offline behaviour").
// transformers.js (and onnxruntime under it) is imported only once a model folder has been found: a command
// without a model — or one that never embeds — does not pay for loading it.
import type { FeatureExtractionPipeline } from '@huggingface/transformers';
import { GeungeoError } from '../../shared/errors';
import { DEFAULT_EMBEDDING_MODEL } from './catalog';
import { locateModel } from './locate';
import { readModelConfig } from './model-config';

export interface Embedder {
  readonly modelId: string;
  readonly dimension: number;
  /** Documents to index: E5-style models get the 'passage: ' prefix. Batched internally. */
  embedPassages(texts: readonly string[]): Promise<Float32Array[]>;
  /** A search query: E5-style models get the 'query: ' prefix. */
  embedQuery(text: string): Promise<Float32Array>;
  dispose(): Promise<void>;
}

export interface LoadEmbedderOptions {
  modelId: string;
  /** Model search directories, in order (see paths.modelSearchDirs). */
  searchDirs: readonly string[];
  /** Texts per ONNX run; default 16. */
  batchSize?: number;
}

const DEFAULT_BATCH_SIZE = 16;

/**
 * transformers.js, imported with its settings for offline use. They are process-wide, which suits Geungeo: no model is ever
 * downloaded at run time, and nothing is written to the library's file cache (inside node_modules, read-only in
 * a packaged app), which could also shadow a local folder with a stale copy of the same id.
 */
export async function loadTransformers(): Promise<typeof import('@huggingface/transformers')> {
  const transformers = await import('@huggingface/transformers');
  const { env } = transformers;
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.useFSCache = false;
  env.useBrowserCache = false;
  return transformers;
}

function fetchCommand(modelId: string): string {
  return modelId === DEFAULT_EMBEDDING_MODEL.id ? 'npm run models:fetch' : `npm run models:fetch -- --model ${modelId}`;
}

function fetchHint(modelId: string): string {
  return `search still works with the lexical (FTS5) index only; run \`${fetchCommand(modelId)}\` on an online machine to add the model`;
}

function damagedHint(modelId: string, what: string): string {
  return `${what}; delete the folder and run \`${fetchCommand(modelId)}\` on an online machine`;
}

export async function loadEmbedder(options: LoadEmbedderOptions): Promise<Embedder> {
  const { modelId, searchDirs } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError(`batchSize must be a positive integer, got ${batchSize}`);

  const modelDir = locateModel(searchDirs, modelId);
  if (!modelDir) {
    const where = searchDirs.length ? searchDirs.join(', ') : '(no model folders configured)';
    throw new GeungeoError('MODEL_MISSING', `The embedding model ${modelId} was not found in ${where}.`, {
      hint: fetchHint(modelId),
      reason: { id: 'model.missing', model: modelId },
    });
  }
  const config = readModelConfig(modelDir, modelId);

  const { pipeline } = await loadTransformers();
  let extractor: FeatureExtractionPipeline;
  try {
    // The absolute folder is passed as the model "id": transformers.js then reads files from it directly.
    // (With a hub-style id it would join env.localModelPath, a process-wide setting, and memoize config.json
    // per id, so two folders holding the same id could be mixed up.)
    extractor = await pipeline('feature-extraction', modelDir, { local_files_only: true, dtype: config.dtype });
  } catch (error) {
    throw new GeungeoError('MODEL_MISSING', `The embedding model in ${modelDir} could not be loaded: ${errorText(error)}`, {
      hint: damagedHint(modelId, 'the folder is incomplete or damaged'),
      reason: { id: 'model.damaged', model: modelId },
      cause: error,
    });
  }

  async function embed(texts: readonly string[]): Promise<Float32Array[]> {
    const vectors: Float32Array[] = [];
    for (let start = 0; start < texts.length; start += batchSize) {
      const batch = texts.slice(start, start + batchSize);
      const output = await extractor(batch, { pooling: 'mean', normalize: true });
      const [rows, dim] = output.dims;
      if (output.dims.length !== 2 || rows !== batch.length || !dim) {
        throw new GeungeoError('INTERNAL', `The embedding model in ${modelDir} returned a tensor of shape [${output.dims.join(', ')}].`);
      }
      const data = output.data as Float32Array;
      // slice (not subarray): each vector owns its memory, so keeping one does not pin the whole batch.
      for (let row = 0; row < rows; row++) vectors.push(data.slice(row * dim, (row + 1) * dim));
    }
    return vectors;
  }

  // One probe run: gives the dimension and proves that the model really runs before anyone relies on it.
  let dimension: number;
  try {
    const [probe] = await embed([`${config.passagePrefix}근거`]);
    dimension = probe!.length;
  } catch (error) {
    await extractor.dispose().catch(() => undefined);
    throw new GeungeoError('INTERNAL', `The embedding model in ${modelDir} failed on a test sentence: ${errorText(error)}`, {
      hint: damagedHint(modelId, 'the folder may hold an unsupported model'),
      reason: { id: 'model.damaged', model: modelId },
      cause: error,
    });
  }

  return {
    modelId,
    dimension,
    embedPassages: (texts) => embed(texts.map((text) => config.passagePrefix + text)),
    embedQuery: async (text) => (await embed([config.queryPrefix + text]))[0]!,
    dispose: () => extractor.dispose(),
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
