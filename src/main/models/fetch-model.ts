// Downloads a model from the Hugging Face hub (or a mirror) into a models folder. This is the one place Geungeo
// touches the network for models, and only on request (`npm run models:fetch`); the app itself never downloads.
// The files go to a temp folder next to the target that is renamed into place at the end, so a failed or
// interrupted download never leaves a half model that locateModel would accept.
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, createWriteStream } from 'node:fs';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { GeungeoError } from '../../shared/errors';
import { isModelFolder } from './locate';

export const DEFAULT_HF_ENDPOINT = 'https://huggingface.co';

export interface ModelFileSpec {
  /** Path inside the model repository, with '/' separators (e.g. 'onnx/model_quantized.onnx'). */
  path: string;
  /** A 404 skips the file instead of failing the download. */
  optional?: boolean;
}

/** What the embedder needs of a transformers.js embedding model, quantized (q8) weights only. */
export const EMBEDDING_MODEL_FILES: readonly ModelFileSpec[] = [
  { path: 'config.json' },
  { path: 'tokenizer.json' },
  { path: 'tokenizer_config.json' },
  { path: 'special_tokens_map.json', optional: true },
  { path: 'onnx/model_quantized.onnx' },
];

export interface FetchProgress {
  file: string;
  url: string;
  /** Bytes written so far for this file. */
  bytes: number;
  /** From Content-Length, when the server sends it. */
  totalBytes: number | null;
  done: boolean;
}

export interface FetchModelOptions {
  modelId: string;
  /** A models folder: the model goes into <modelsDir>/<modelId>. */
  modelsDir: string;
  /** Hub base URL; default https://huggingface.co. Files come from <endpoint>/<id>/resolve/main/<file>. */
  endpoint?: string;
  files?: readonly ModelFileSpec[];
  /** Download again even when the model folder is already complete. */
  force?: boolean;
  onProgress?: (progress: FetchProgress) => void;
  signal?: AbortSignal;
}

export interface FetchModelResult {
  modelDir: string;
  /** False when the folder was already complete and `force` was not set. */
  downloaded: boolean;
  files: { path: string; bytes: number }[];
}

// Hub ids are `name` or `owner/name`; anything else (.., absolute paths) could write outside modelsDir.
const MODEL_ID = /^(?:[\w.-]+\/)?[\w.-]+$/;

const NEEDS_NETWORK = 'this command needs an internet connection (or --endpoint pointing at a reachable mirror)';

export async function fetchModel(options: FetchModelOptions): Promise<FetchModelResult> {
  const { modelId, modelsDir, force = false, onProgress, signal } = options;
  const files = options.files ?? EMBEDDING_MODEL_FILES;
  const endpoint = (options.endpoint ?? DEFAULT_HF_ENDPOINT).replace(/\/+$/, '');
  if (!MODEL_ID.test(modelId) || modelId.split('/').some((part) => part === '.' || part === '..')) {
    throw new GeungeoError('INVALID_INPUT', `"${modelId}" is not a model id.`, { hint: 'use the form owner/name, e.g. Xenova/multilingual-e5-small', reason: { id: 'model.bad-id', value: modelId } });
  }

  const modelDir = join(modelsDir, modelId);
  if (!force && isComplete(modelDir, files)) return { modelDir, downloaded: false, files: [] };

  mkdirSync(dirname(modelDir), { recursive: true });
  // Next to the target (same file system, so the final rename is atomic) under a name locateModel never looks at.
  const temp = mkdtempSync(`${modelDir}.download-`);
  try {
    const fetched: { path: string; bytes: number }[] = [];
    for (const file of files) {
      const url = `${endpoint}/${modelId}/resolve/main/${file.path}`;
      const bytes = await downloadFile(url, join(temp, ...file.path.split('/')), file, { onProgress, signal, modelId });
      if (bytes !== null) fetched.push({ path: file.path, bytes });
    }
    if (!isModelFolder(temp)) {
      throw new GeungeoError('MODEL_MISSING', `The files downloaded for ${modelId} do not make a model folder (config.json, tokenizer.json and onnx/*.onnx).`, {
        hint: 'check the model id and the list of files',
        reason: { id: 'model.incomplete', model: modelId },
      });
    }
    replaceFolder(temp, modelDir);
    return { modelDir, downloaded: true, files: fetched };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** Streams one URL to `dest`. Returns the byte count, or null for an optional file the server does not have. */
async function downloadFile(
  url: string,
  dest: string,
  file: ModelFileSpec,
  { onProgress, signal, modelId }: Pick<FetchModelOptions, 'onProgress' | 'signal' | 'modelId'>,
): Promise<number | null> {
  const failed = (status: number | null) => ({ id: 'model.download-failed', model: modelId, status }) as const;
  let response: Response;
  try {
    response = await fetch(url, { signal, redirect: 'follow' });
  } catch (error) {
    if (signal?.aborted) throw cancelled(error);
    throw new GeungeoError('MODEL_MISSING', `Could not download ${url}: ${describeNetworkError(error)}.`, { hint: NEEDS_NETWORK, cause: error, reason: failed(null) });
  }
  if (response.status === 404 && file.optional) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new GeungeoError('MODEL_MISSING', `Downloading ${url} failed: HTTP ${response.status} ${response.statusText}.`.replace(/ \.$/, '.'), {
      hint: response.status === 401 || response.status === 404 ? 'check the model id (and --endpoint); ' + NEEDS_NETWORK : NEEDS_NETWORK,
      reason: failed(response.status),
    });
  }

  // Content-Length counts encoded bytes when the server compresses, and fetch hands us decoded ones.
  const length = response.headers.get('content-encoding') ? null : Number(response.headers.get('content-length'));
  const totalBytes = length && Number.isFinite(length) ? length : null;
  let bytes = 0;
  mkdirSync(dirname(dest), { recursive: true });
  try {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      async function* count(source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          bytes += chunk.length;
          onProgress?.({ file: file.path, url, bytes, totalBytes, done: false });
          yield chunk;
        }
      },
      createWriteStream(dest),
      { signal },
    );
  } catch (error) {
    if (signal?.aborted) throw cancelled(error);
    throw new GeungeoError('MODEL_MISSING', `Downloading ${url} broke off after ${bytes} bytes: ${describeNetworkError(error)}.`, { hint: NEEDS_NETWORK, cause: error, reason: failed(null) });
  }
  if (totalBytes !== null && bytes !== totalBytes) {
    throw new GeungeoError('MODEL_MISSING', `Downloading ${url} stopped at ${bytes} of ${totalBytes} bytes.`, { hint: NEEDS_NETWORK, reason: failed(null) });
  }
  onProgress?.({ file: file.path, url, bytes, totalBytes, done: true });
  return bytes;
}

/** Puts `source` at `target`, replacing an existing folder (moved aside first so the swap is two renames). */
function replaceFolder(source: string, target: string): void {
  if (!existsSync(target)) {
    renameSync(source, target);
    return;
  }
  const aside = `${target}.old-${process.pid}-${Date.now()}`;
  renameSync(target, aside);
  try {
    renameSync(source, target);
  } catch (error) {
    renameSync(aside, target); // put the previous model back
    throw error;
  }
  rmSync(aside, { recursive: true, force: true });
}

function isComplete(modelDir: string, files: readonly ModelFileSpec[]): boolean {
  return isModelFolder(modelDir) && files.every((file) => file.optional || existsSync(join(modelDir, ...file.path.split('/'))));
}

/** Node's fetch says only "fetch failed"; the useful part (ENOTFOUND, ECONNREFUSED …) is in `cause`. */
function describeNetworkError(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const message = error instanceof Error ? error.message : String(error);
  if (cause?.code) return `${message} (${cause.code})`;
  if (cause?.message) return `${message} (${cause.message})`;
  return message;
}

function cancelled(cause: unknown): GeungeoError {
  return new GeungeoError('CANCELLED', 'The download was cancelled; nothing was installed.', { cause, reason: { id: 'model.download-cancelled' } });
}
