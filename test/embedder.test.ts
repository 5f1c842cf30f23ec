import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { env } from '@huggingface/transformers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEmbedder, type Embedder } from '../src/main/models/embedder';
import { pickDtype, pickPrefixes, readModelConfig } from '../src/main/models/model-config';
import { GeungeoError } from '../src/shared/errors';
import { useTempDir } from './helpers/temp';
import { ensureTinyModel } from './helpers/tiny-model';

const tempDir = useTempDir();

function cosine(a: Float32Array, b: Float32Array): number {
  return a.reduce((sum, value, i) => sum + value * b[i]!, 0); // the vectors are unit length
}

function norm(v: Float32Array): number {
  return Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
}

describe('loadEmbedder with the tiny test model', () => {
  let embedder: Embedder;
  beforeAll(async () => {
    const { modelsDir, modelId } = ensureTinyModel();
    // An empty folder first: the model is found in the second search dir.
    embedder = await loadEmbedder({ modelId, searchDirs: [tempDir(), modelsDir], batchSize: 2 });
  });
  afterAll(() => embedder?.dispose());

  it('loads, with the id it was asked for and dimension 32', () => {
    expect(embedder.modelId).toBe('geungeo-test/tiny-ko');
    expect(embedder.dimension).toBe(32);
  });

  it('returns one unit-length Float32Array per text', async () => {
    const texts = ['건축법 시행령 제2조', '주차장법', 'Floor area ratio', '용적률은 200퍼센트 이하'];
    const vectors = await embedder.embedPassages(texts);
    expect(vectors).toHaveLength(texts.length);
    for (const vector of vectors) {
      expect(vector).toBeInstanceOf(Float32Array);
      expect(vector).toHaveLength(32);
      expect(norm(vector)).toBeCloseTo(1, 5);
    }
    expect(await embedder.embedPassages([])).toEqual([]);
  });

  it('gives the same vectors in a batch (with padding) as one by one', async () => {
    const texts = ['건폐율', '제1종전용주거지역의 건폐율은 50퍼센트 이하로 한다.', 'a', '국토의 계획 및 이용에 관한 법률'];
    const batched = await embedder.embedPassages(texts); // batchSize 2: two runs, each padded to its longest text
    for (const [i, text] of texts.entries()) {
      const [single] = await embedder.embedPassages([text]);
      for (let d = 0; d < 32; d++) expect(batched[i]![d]).toBeCloseTo(single![d]!, 5);
    }
  });

  it("puts different prefixes before queries and passages (geungeo.json: 'query: ' / 'passage: ')", async () => {
    const text = '건축선의 지정';
    const query = await embedder.embedQuery(text);
    const [passage] = await embedder.embedPassages([text]);
    expect(cosine(query, passage!)).toBeLessThan(0.999);

    // The same weights without geungeo.json (and with an id that is not E5) add no prefix, so embedding the
    // prefixed texts there must give exactly the vectors above.
    const { modelsDir, modelId } = ensureTinyModel();
    const dir = tempDir();
    cpSync(join(modelsDir, modelId), join(dir, 'plain', 'tiny'), { recursive: true });
    rmSync(join(dir, 'plain', 'tiny', 'geungeo.json'));
    const plain = await loadEmbedder({ modelId: 'plain/tiny', searchDirs: [dir] });
    try {
      const [asQuery, asPassage] = await plain.embedPassages([`query: ${text}`, `passage: ${text}`]);
      expect(cosine(query, asQuery!)).toBeCloseTo(1, 5);
      expect(cosine(passage!, asPassage!)).toBeCloseTo(1, 5);
    } finally {
      await plain.dispose();
    }
  });

  it('puts texts that share syllables closer than unrelated ones', async () => {
    const [a, b, c] = await embedder.embedPassages(['건축물의 용적률', '용적률의 최대한도', '주차장 설치 기준']);
    expect(cosine(a!, b!)).toBeGreaterThan(cosine(a!, c!));
    expect(cosine(b!, a!)).toBeGreaterThan(cosine(b!, c!));
  });
});

describe('loadEmbedder offline', () => {
  it('never calls fetch while loading and embedding', async () => {
    const { modelsDir, modelId } = ensureTinyModel();
    const dir = tempDir(); // a fresh path, so nothing transformers.js memoized for the shared copy is reused
    cpSync(join(modelsDir, modelId), join(dir, modelId), { recursive: true });
    const calls: string[] = [];
    const original = env.fetch;
    env.fetch = (async (input: string | URL | Request) => {
      calls.push(String(input));
      throw new Error('network disabled in this test');
    }) as typeof env.fetch;
    try {
      const embedder = await loadEmbedder({ modelId, searchDirs: [dir] });
      await embedder.embedQuery('대지의 조경');
      await embedder.dispose();
    } finally {
      env.fetch = original;
    }
    expect(calls).toEqual([]);
  });
});

describe('loadEmbedder failures', () => {
  it('throws MODEL_MISSING naming the model and the folders searched, with a hint about lexical search', async () => {
    const dirs = [tempDir(), tempDir()];
    const error = await loadEmbedder({ modelId: 'Xenova/multilingual-e5-small', searchDirs: dirs }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeungeoError);
    const { code, message, hint } = error as GeungeoError;
    expect(code).toBe('MODEL_MISSING');
    expect(message).toContain('Xenova/multilingual-e5-small');
    for (const dir of dirs) expect(message).toContain(dir);
    expect(hint).toMatch(/lexical/);
    expect(hint).toContain('npm run models:fetch');
  });

  it('throws a GeungeoError naming the folder when the ONNX file is not a model', async () => {
    const { modelsDir, modelId } = ensureTinyModel();
    const dir = tempDir();
    const broken = join(dir, modelId);
    cpSync(join(modelsDir, modelId), broken, { recursive: true });
    writeFileSync(join(broken, 'onnx', 'model.onnx'), 'not an onnx file');
    const error = await loadEmbedder({ modelId, searchDirs: [dir] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeungeoError);
    expect((error as GeungeoError).code).toBe('MODEL_MISSING');
    expect((error as GeungeoError).message).toContain(broken);
  });

  it('treats a folder without tokenizer_config.json as missing (transformers.js would silently skip the tokenizer)', async () => {
    const { modelsDir, modelId } = ensureTinyModel();
    const dir = tempDir();
    const partial = join(dir, modelId);
    cpSync(join(modelsDir, modelId), partial, { recursive: true });
    rmSync(join(partial, 'tokenizer_config.json'));
    await expect(loadEmbedder({ modelId, searchDirs: [dir] })).rejects.toMatchObject({
      code: 'MODEL_MISSING',
      message: expect.stringContaining('was not found'),
    });
  });
});

describe('readModelConfig', () => {
  function modelDir(files: Record<string, string>): string {
    const dir = tempDir();
    mkdirSync(join(dir, 'onnx'));
    for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
    return dir;
  }

  it('picks q8 when onnx/model_quantized.onnx is there, else fp32, else nothing', () => {
    expect(pickDtype(modelDir({ 'onnx/model.onnx': '', 'onnx/model_quantized.onnx': '' }))).toBe('q8');
    expect(pickDtype(modelDir({ 'onnx/model_quantized.onnx': '' }))).toBe('q8');
    expect(pickDtype(modelDir({ 'onnx/model.onnx': '' }))).toBe('fp32');
    expect(pickDtype(modelDir({ 'onnx/model_fp16.onnx': '' }))).toBeNull();
    expect(() => readModelConfig(modelDir({}), 'x/y')).toThrow(expect.objectContaining({ code: 'MODEL_MISSING' }));
  });

  it("gives E5 models (by id) 'query: ' / 'passage: ' and other models no prefix", () => {
    const dir = modelDir({ 'onnx/model_quantized.onnx': '' });
    expect(readModelConfig(dir, 'Xenova/multilingual-e5-small')).toEqual({ dtype: 'q8', queryPrefix: 'query: ', passagePrefix: 'passage: ' });
    expect(pickPrefixes(dir, 'intfloat/E5-base')).toEqual({ queryPrefix: 'query: ', passagePrefix: 'passage: ' });
    expect(pickPrefixes(dir, 'Xenova/all-MiniLM-L6-v2')).toEqual({ queryPrefix: '', passagePrefix: '' });
  });

  it('takes prefixes from geungeo.json over the id rule, key by key', () => {
    const custom = modelDir({ 'geungeo.json': JSON.stringify({ queryPrefix: 'Q: ', passagePrefix: 'P: ' }) });
    expect(pickPrefixes(custom, 'some/model')).toEqual({ queryPrefix: 'Q: ', passagePrefix: 'P: ' });
    const off = modelDir({ 'geungeo.json': JSON.stringify({ queryPrefix: '', passagePrefix: '' }) });
    expect(pickPrefixes(off, 'Xenova/multilingual-e5-small')).toEqual({ queryPrefix: '', passagePrefix: '' });
    const partial = modelDir({ 'geungeo.json': JSON.stringify({ queryPrefix: 'search_query: ' }) });
    expect(pickPrefixes(partial, 'some/e5-model')).toEqual({ queryPrefix: 'search_query: ', passagePrefix: 'passage: ' });
  });

  it('rejects a geungeo.json that is not JSON with an error naming the file', () => {
    const dir = modelDir({ 'geungeo.json': '{ nope' });
    expect(() => pickPrefixes(dir, 'some/model')).toThrow(/geungeo\.json is not valid JSON/);
  });
});
