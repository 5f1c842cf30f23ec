// Finds models on disk. Models are never downloaded at run time: a model is a folder with config.json,
// tokenizer.json, tokenizer_config.json and an ONNX file, in one of the model search directories.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ModelStatus } from '../../shared/contract';
import type { ModelEntry } from './catalog';

// tokenizer_config.json is required too: without it transformers.js builds a pipeline with no tokenizer.
const REQUIRED_FILES = ['config.json', 'tokenizer.json', 'tokenizer_config.json'];

export function isModelFolder(dir: string): boolean {
  if (!REQUIRED_FILES.every((file) => existsSync(join(dir, file)))) return false;
  const onnxDir = join(dir, 'onnx');
  return existsSync(onnxDir) && readdirSync(onnxDir).some((file) => file.endsWith('.onnx'));
}

/** The first search directory that holds the model, or null. */
export function locateModel(searchDirs: readonly string[], id: string): string | null {
  for (const dir of searchDirs) {
    const candidate = join(dir, id);
    if (isModelFolder(candidate)) return candidate;
  }
  return null;
}

export function modelStatus(searchDirs: readonly string[], model: ModelEntry): ModelStatus {
  const path = locateModel(searchDirs, model.id);
  return {
    role: model.role,
    id: model.id,
    available: path !== null,
    path,
    note: path ? `found in ${path}` : `not found in ${searchDirs.join(', ')}: ${model.withoutIt}`,
  };
}
