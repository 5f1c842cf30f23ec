// A tiny, deterministic ONNX "embedding model" for tests, generated locally so that no test ever downloads
// weights. Its graph is a single embedding lookup (Gather), so with mean pooling + normalize it yields a
// bag-of-syllables vector: texts that share Hangul syllables or ASCII characters are closer than unrelated ones.
// It is laid out exactly like a real transformers.js model folder, so it exercises the real loading path.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import onnxProto, { type onnx as Onnx } from 'onnx-proto';

const { onnx } = onnxProto;

export const TINY_MODEL_ID = 'geungeo-test/tiny-ko';
export const TINY_MODEL_DIMENSION = 32;

const SPECIAL_TOKENS = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'] as const;
const SEED = 0x6765756e; // "geun"

/** mulberry32: a small seeded PRNG, so the same vectors come out on every machine. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Single characters the vocabulary covers: printable ASCII and every precomposed Hangul syllable. */
function baseCharacters(): string[] {
  const chars: string[] = [];
  for (let code = 0x21; code <= 0x7e; code++) chars.push(String.fromCharCode(code)); // space never becomes a token
  for (let code = 0xac00; code <= 0xd7a3; code++) chars.push(String.fromCharCode(code));
  return chars;
}

/**
 * The vocabulary (token → id) and, per id, the index of its vector. `X` and `##X` (the same character inside a
 * word) share a vector, so a syllable counts the same wherever it appears in a word.
 */
function buildVocab(): { vocab: Record<string, number>; vectorOf: number[]; vectorCount: number } {
  const vocab: Record<string, number> = {};
  const vectorOf: number[] = [];
  let vectorCount = 0;
  for (const token of SPECIAL_TOKENS) {
    vocab[token] = vectorOf.length;
    vectorOf.push(vectorCount++);
  }
  for (const char of baseCharacters()) {
    const vector = vectorCount++;
    for (const token of [char, `##${char}`]) {
      vocab[token] = vectorOf.length;
      vectorOf.push(vector);
    }
  }
  return { vocab, vectorOf, vectorCount };
}

/** One seeded random vector per distinct character. */
function characterVectors(vectorCount: number, dim: number): number[][] {
  const random = prng(SEED);
  return Array.from({ length: vectorCount }, () => Array.from({ length: dim }, () => random() * 2 - 1));
}

/** The embedding table, one row per token id, as little-endian float32 bytes (ONNX raw_data is little-endian). */
function embeddingTable(vectorOf: readonly number[], vectorCount: number, dim: number): Uint8Array {
  const vectors = characterVectors(vectorCount, dim);
  const bytes = Buffer.alloc(vectorOf.length * dim * 4);
  vectorOf.forEach((vectorIndex, tokenId) => {
    const vector = vectors[vectorIndex]!;
    for (let i = 0; i < dim; i++) bytes.writeFloatLE(vector[i]!, (tokenId * dim + i) * 4);
  });
  return bytes;
}

function tensorType(elemType: number, dims: (string | number)[]): Onnx.ITypeProto {
  return {
    tensorType: {
      elemType,
      shape: { dim: dims.map((d) => (typeof d === 'string' ? { dimParam: d } : { dimValue: d })) },
    },
  };
}

/** A graph over the three BERT inputs (input_ids used, attention_mask and token_type_ids declared), encoded. */
function bertOnnx(graph: Pick<Onnx.IGraphProto, 'name' | 'node' | 'initializer' | 'output'>): Uint8Array {
  const tokenInput = (name: string) => ({ name, type: tensorType(onnx.TensorProto.DataType.INT64, ['batch_size', 'sequence_length']) });
  const model = onnx.ModelProto.create({
    irVersion: 7,
    opsetImport: [{ domain: '', version: 13 }],
    producerName: 'geungeo-tiny-model',
    graph: { ...graph, input: [tokenInput('input_ids'), tokenInput('attention_mask'), tokenInput('token_type_ids')] },
  });
  return onnx.ModelProto.encode(model).finish();
}

/** ONNX model: last_hidden_state = Gather(emb, input_ids). */
function onnxModel(table: Uint8Array, vocabSize: number, dim: number): Uint8Array {
  const { FLOAT } = onnx.TensorProto.DataType;
  return bertOnnx({
    name: 'tiny_bag_of_syllables',
    node: [{ opType: 'Gather', input: ['emb', 'input_ids'], output: ['last_hidden_state'], name: 'lookup' }],
    initializer: [{ name: 'emb', dataType: FLOAT, dims: [vocabSize, dim], rawData: table }],
    output: [{ name: 'last_hidden_state', type: tensorType(FLOAT, ['batch_size', 'sequence_length', dim]) }],
  });
}

function tokenizerJson(vocab: Record<string, number>): object {
  const id = (token: string) => vocab[token]!;
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: SPECIAL_TOKENS.map((content) => ({
      id: id(content),
      content,
      single_word: false,
      lstrip: false,
      rstrip: false,
      normalized: false,
      special: true,
    })),
    // strip_accents must be false: with lowercase on, BertNormalizer would otherwise NFD-decompose every Hangul
    // syllable into jamo (and drop nothing, since jamo are not combining marks), turning all Korean into [UNK].
    normalizer: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: false, lowercase: true },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: {
      type: 'TemplateProcessing',
      single: [{ SpecialToken: { id: '[CLS]', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } }, { SpecialToken: { id: '[SEP]', type_id: 0 } }],
      pair: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
        { Sequence: { id: 'B', type_id: 1 } },
        { SpecialToken: { id: '[SEP]', type_id: 1 } },
      ],
      special_tokens: Object.fromEntries(
        ['[CLS]', '[SEP]'].map((token) => [token, { id: token, ids: [id(token)], tokens: [token] }]),
      ),
    },
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: { type: 'WordPiece', unk_token: '[UNK]', continuing_subword_prefix: '##', max_input_chars_per_word: 100, vocab },
  };
}

const TOKENIZER_CONFIG = {
  tokenizer_class: 'BertTokenizer',
  model_max_length: 512,
  do_lower_case: true,
  clean_up_tokenization_spaces: true,
  pad_token: '[PAD]',
  unk_token: '[UNK]',
  cls_token: '[CLS]',
  sep_token: '[SEP]',
  mask_token: '[MASK]',
};

/** Writes the tiny model into `dir` (the model folder itself, e.g. `<models>/geungeo-test/tiny-ko`). */
export function writeTinyEmbeddingModel(dir: string): void {
  const dim = TINY_MODEL_DIMENSION;
  const { vocab, vectorOf, vectorCount } = buildVocab();
  const writeJson = (file: string, value: unknown) => writeFileSync(join(dir, file), `${JSON.stringify(value, null, 1)}\n`);

  mkdirSync(join(dir, 'onnx'), { recursive: true });
  writeJson('config.json', { model_type: 'bert', architectures: ['BertModel'], hidden_size: dim, vocab_size: vectorOf.length });
  writeJson('tokenizer.json', tokenizerJson(vocab));
  writeJson('tokenizer_config.json', TOKENIZER_CONFIG);
  // The E5 convention, so tests go through the query/passage prefix path.
  writeJson('geungeo.json', { queryPrefix: 'query: ', passagePrefix: 'passage: ' });
  // The weights last: a folder counts as a model (locate.ts) only once its ONNX file exists.
  writeFileSync(join(dir, 'onnx', 'model.onnx'), onnxModel(embeddingTable(vectorOf, vectorCount, dim), vectorOf.length, dim));
}

// ---------------------------------------------------------------------------------------------------------------
// A tiny text-classification model, for the classifier path (understand/model-classifier.ts) in tests: the same
// bag-of-syllables lookup, averaged over the tokens, times one weight column per label. Each column is the mean
// syllable vector of that label's example texts, so the model really prefers the label whose examples share the
// question's syllables. config.json has id2label, as a fine-tuned BertForSequenceClassification export would.

export const TINY_CLASSIFIER_ID = 'geungeo-test/tiny-category-classifier';

/** Writes the classifier into `dir`; `labels` maps each label to texts whose syllables define it. */
export function writeTinyClassifierModel(dir: string, labels: readonly { label: string; texts: readonly string[] }[]): void {
  const dim = TINY_MODEL_DIMENSION;
  const { vocab, vectorOf, vectorCount } = buildVocab();
  const vectors = characterVectors(vectorCount, dim);
  const columns = labels.map(({ texts }) => {
    const sum = new Array<number>(dim).fill(0);
    let count = 0;
    for (const char of texts.join('')) {
      const id = vocab[char];
      if (id === undefined) continue;
      vectors[vectorOf[id]!]!.forEach((value, i) => (sum[i]! += value));
      count++;
    }
    return sum.map((value) => value / Math.max(1, count));
  });
  const weights = Buffer.alloc(dim * labels.length * 4);
  for (let row = 0; row < dim; row++) columns.forEach((column, label) => weights.writeFloatLE(column[row]!, (row * labels.length + label) * 4));
  const writeJson = (file: string, value: unknown) => writeFileSync(join(dir, file), `${JSON.stringify(value, null, 1)}\n`);

  mkdirSync(join(dir, 'onnx'), { recursive: true });
  writeJson('config.json', {
    model_type: 'bert',
    architectures: ['BertForSequenceClassification'],
    hidden_size: dim,
    vocab_size: vectorOf.length,
    id2label: Object.fromEntries(labels.map(({ label }, index) => [String(index), label])),
    label2id: Object.fromEntries(labels.map(({ label }, index) => [label, index])),
  });
  writeJson('tokenizer.json', tokenizerJson(vocab));
  writeJson('tokenizer_config.json', TOKENIZER_CONFIG);
  writeFileSync(join(dir, 'onnx', 'model.onnx'), classifierOnnx(embeddingTable(vectorOf, vectorCount, dim), vectorOf.length, dim, weights, labels.length));
}

/** logits = ReduceMean(Gather(emb, input_ids), axis 1) · W + b. */
function classifierOnnx(table: Uint8Array, vocabSize: number, dim: number, weights: Uint8Array, labelCount: number): Uint8Array {
  const { FLOAT } = onnx.TensorProto.DataType;
  const { INTS, INT } = onnx.AttributeProto.AttributeType;
  return bertOnnx({
    name: 'tiny_category_classifier',
    node: [
      { opType: 'Gather', input: ['emb', 'input_ids'], output: ['tokens'], name: 'lookup' },
      { opType: 'ReduceMean', input: ['tokens'], output: ['pooled'], name: 'pool', attribute: [{ name: 'axes', type: INTS, ints: [1] }, { name: 'keepdims', type: INT, i: 0 }] },
      { opType: 'MatMul', input: ['pooled', 'classifier'], output: ['scores'], name: 'project' },
      { opType: 'Add', input: ['scores', 'bias'], output: ['logits'], name: 'bias_add' },
    ],
    initializer: [
      { name: 'emb', dataType: FLOAT, dims: [vocabSize, dim], rawData: table },
      { name: 'classifier', dataType: FLOAT, dims: [dim, labelCount], rawData: weights },
      { name: 'bias', dataType: FLOAT, dims: [labelCount], rawData: Buffer.alloc(labelCount * 4) },
    ],
    output: [{ name: 'logits', type: tensorType(FLOAT, ['batch_size', labelCount]) }],
  });
}
