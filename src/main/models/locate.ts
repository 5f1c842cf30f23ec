// Finds models on disk. Models are never downloaded at run time: a model is a folder with config.json,
// tokenizer.json and an ONNX file, in one of the model search directories.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ModelStatus } from '../../shared/contract';
import type { ModelEntry } from './catalog';

export function isModelFolder(dir: string): boolean {
  if (!existsSync(join(dir, 'config.json')) || !existsSync(join(dir, 'tokenizer.json'))) return false;
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
