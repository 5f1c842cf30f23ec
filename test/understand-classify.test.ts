// Question understanding, the classification half: temperature scaling, the A/B/C thresholds, the category file
// and its errors, the three classifiers behind one interface (lexical; embedding prototypes over the tiny model;
// a tiny generated text-classification model through transformers.js' pipeline).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { TINY_CLASSIFIER_ID, writeTinyClassifierModel } from '../src/main/models/tiny-model';
import { loadTextClassifier } from '../src/main/models/text-classifier';
import { loadCategories, parseCategories } from '../src/main/understand/categories';
import { confidencePattern, determineRoute } from '../src/main/understand/confidence';
import { preprocess } from '../src/main/understand/preprocess';
import { marginConfidence, softmaxWithTemperature } from '../src/main/understand/temperature';
import { CATEGORY_CLASSIFIER_MODEL } from '../src/main/understand/understander';
import { CATEGORY_IDS, DEFAULT_UNDERSTANDING_SETTINGS } from '../src/shared/understand-contract';
import { repoRoot } from './helpers/cli';
import { useTempDir } from './helpers/temp';
import { ensureTinyModel } from './helpers/tiny-model';

const resources = join(repoRoot, 'resources');
const SEED = DEFAULT_UNDERSTANDING_SETTINGS;

describe('temperature scaling and the confidence patterns', () => {
  it('divides the logits by T before the softmax: T < 1 sharpens, T > 1 smooths', () => {
    const logits = [0.5, 0.4, 0.1];
    const plain = softmaxWithTemperature(logits, 1);
    const sharp = softmaxWithTemperature(logits, 0.1);
    const smooth = softmaxWithTemperature(logits, 10);
    for (const probabilities of [plain, sharp, smooth]) expect(probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    // softmax(z / T) by hand: exp(5) / (exp(5) + exp(4) + exp(1)).
    expect(sharp[0]).toBeCloseTo(Math.exp(5) / (Math.exp(5) + Math.exp(4) + Math.exp(1)), 10);
    expect(sharp[0]!).toBeGreaterThan(plain[0]!);
    expect(smooth[0]!).toBeLessThan(plain[0]!);
    expect(marginConfidence(sharp)).toBeCloseTo(sharp[0]! - sharp[1]!, 10);
    // Large logits over a small T do not overflow.
    expect(softmaxWithTemperature([1000, 999], 0.1).every(Number.isFinite)).toBe(true);
    expect(() => softmaxWithTemperature([1, 2], 0)).toThrow(/positive/);
  });

  it('uses the seed constants at their boundaries: 0.10 → A, 0.0999 → B, 0.05 → B, 0.0499 → C', () => {
    expect(SEED).toEqual({ temperature: 0.1, thresholdA: 0.1, thresholdB: 0.05, maxClarifyRetry: 3 });
    expect(confidencePattern(0.1, SEED)).toBe('A');
    expect(confidencePattern(0.0999, SEED)).toBe('B');
    expect(confidencePattern(0.05, SEED)).toBe('B');
    expect(confidencePattern(0.0499, SEED)).toBe('C');
    expect(determineRoute('A')).toBe('high_conf');
    expect(determineRoute('B')).toBe('need_clarify');
    expect(determineRoute('C')).toBe('need_clarify');
  });

  it('preprocesses: NFC, full-width digits, spaces; empty and over-long questions get a clear error', () => {
    const result = preprocess('  제２종\u3000일반주거지역   건폐율은？ ');
    expect(result.text).toBe('제2종 일반주거지역 건폐율은?');
    expect(result.words).toContain('건폐율');
    expect(preprocess('카페 돼요?').short).toBe(true);
    expect(() => preprocess('   ')).toThrow(/empty/);
    expect(() => preprocess('가'.repeat(2001))).toThrow(/2001 characters; at most 2000/);
  });
});

describe('the category file', () => {
  const temp = useTempDir();

  it('ships the nine categories with their labels, ≥ 12 examples each, items, checks and laws', () => {
    const categories = loadCategories(resources);
    expect(categories.list.map((category) => category.id)).toEqual([...CATEGORY_IDS]);
    expect(categories.list.map((category) => category.label)).toEqual(['건폐율·용적률', '용도지역·행위제한', '높이·층수', '주차', '건축허가·신고 절차', '피난·방화', '용도변경', '대지·도로', '기타 일반']);
    for (const category of categories.list) {
      expect(category.examples.length).toBeGreaterThanOrEqual(12);
      expect(category.required_items).toContain('근거 조문');
      expect(category.favoured_laws.length).toBeGreaterThan(0);
    }
    expect(categories.get('land_use').needs).toEqual(expect.arrayContaining(['zone', 'activity']));
  });

  it('names the line of a mistake: an unknown item, a missing field, broken YAML', () => {
    const text = readFileSync(join(resources, 'categories.yaml'), 'utf8');
    const lines = text.split('\n');
    const itemLine = lines.findIndex((line) => /^\s*required_items:/.test(line));
    const broken = [...lines];
    broken[itemLine] = broken[itemLine]!.replace(/\[.*\]/, '[수치, 근거조문없음]');
    expect(() => parseCategories(broken.join('\n'), 'categories.yaml')).toThrow(new RegExp(`categories.yaml, line ${itemLine + 1}: categories\\.0\\.required_items\\.1`));

    const labelLine = lines.findIndex((line) => /^\s*label:/.test(line));
    const noLabel = lines.filter((_, index) => index !== labelLine).join('\n');
    expect(() => parseCategories(noLabel, 'categories.yaml')).toThrow(/categories\.yaml, line \d+: categories\.0\.label/);

    const badYaml = [...lines];
    badYaml[labelLine] = '  - label: [unclosed';
    expect(() => parseCategories(badYaml.join('\n'), 'categories.yaml')).toThrow(/categories\.yaml, line \d+:/);

    // Through the loader, the file's path is in the message.
    const dir = join(temp(), 'resources');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'categories.yaml'), broken.join('\n'));
    expect(() => loadCategories(dir)).toThrow(new RegExp(`line ${itemLine + 1}`));
  });
});

describe('the classifiers', () => {
  const temp = useTempDir();
  let lexical: Geungeo;

  beforeAll(() => {
    lexical = createGeungeo({ dbPath: join(temp(), 'lexical.db'), modelsDir: [] });
  });
  afterAll(async () => lexical.close());

  it('lexical: one interface, three ranked categories, logits per category, T applied', async () => {
    const result = await lexical.understander.classifyText('제2종일반주거지역 건폐율 상한이 얼마인가요?');
    expect(result.classifier).toBe('lexical');
    expect(result.category).toBe('density');
    expect(result.label).toBe('건폐율·용적률');
    expect(result.top3).toHaveLength(3);
    expect(result.logits).toHaveLength(9);
    const probabilities = softmaxWithTemperature(result.logits, result.temperature);
    expect(result.top3[0]!.confidence).toBeCloseTo(Math.max(...probabilities), 10);
    expect(result.confidence).toBeCloseTo(marginConfidence(probabilities), 10);
    expect(result.pattern).toBe('A');
    expect(result.missing).toEqual([]);
  });

  it('a question that needs a zone and names none is flagged even when its category is clear', async () => {
    const result = await lexical.understander.classifyText('카페 차려도 되나요?');
    expect(result.category).toBe('land_use');
    expect(result.missing).toContain('zone');
    const named = await lexical.understander.classifyText('제1종일반주거지역에 카페 차려도 되나요?');
    expect(named.missing).toEqual([]);
  });

  it('prototype: the mean embedding of each category’s examples, cached in the database per model', async () => {
    const tiny = ensureTinyModel();
    const dbPath = join(temp(), 'prototype.db');
    const core = createGeungeo({ dbPath, modelsDir: tiny.modelsDir, embeddingModel: tiny.modelId });
    try {
      const result = await core.understander.classifyText('주차장 설치 기준 주차대수');
      expect(result.classifier).toBe('prototype');
      expect(result.top3).toHaveLength(3);
      const rows = core.store.db.prepare('SELECT model_id, category FROM category_prototypes ORDER BY category').all() as { model_id: string; category: string }[];
      expect(rows.filter((row) => row.model_id === tiny.modelId)).toHaveLength(10); // nine prototypes + calibration
    } finally {
      await core.close();
    }
  });

  it('model: a tiny generated text-classification model through pipeline("text-classification")', async () => {
    const modelsDir = join(temp(), 'models');
    const categories = loadCategories(resources);
    writeTinyClassifierModel(join(modelsDir, TINY_CLASSIFIER_ID), categories.list.map((category) => ({ label: category.id, texts: category.examples })));
    const model = await loadTextClassifier({ modelId: TINY_CLASSIFIER_ID, searchDirs: [modelsDir] });
    try {
      expect(model.labels).toEqual([...CATEGORY_IDS]);
      // The pipeline's own output: a label from id2label with its softmax score.
      const [top] = (await model.pipeline('주차장 주차대수 기준')) as { label: string; score: number }[];
      expect(CATEGORY_IDS).toContain(top!.label);
      const logits = await model.logits('주차장 주차대수 기준');
      expect(logits).toHaveLength(9);
      // The pipeline's score is the softmax (T = 1) of the same logits.
      expect(top!.score).toBeCloseTo(Math.max(...softmaxWithTemperature(logits, 1)), 5);
    } finally {
      await model.dispose();
    }

    // Put where Geungeo looks for a fine-tuned classifier, it is the one questions go through.
    writeTinyClassifierModel(join(modelsDir, CATEGORY_CLASSIFIER_MODEL), categories.list.map((category) => ({ label: category.label, texts: category.examples })));
    const core = createGeungeo({ dbPath: join(temp(), 'model.db'), modelsDir: modelsDir });
    try {
      const result = await core.understander.classifyText('주차장 주차대수 기준');
      expect(result.classifier).toBe('model');
      expect(result.logits).toHaveLength(9);
    } finally {
      await core.close();
    }
  });

  it('learns a reviewer’s correction at once', async () => {
    const query = '옥탑방 올려도 되는지 궁금해요';
    const before = await lexical.understander.classify(query);
    const target = before.category === 'height' ? 'general' : 'height';
    const corrected = lexical.understander.correct({ id: before.id, category: target });
    expect(corrected).toMatchObject({ query, category: target, examples: 1 });
    const after = await lexical.understander.classifyText(query);
    expect(after.category).toBe(target);
    expect(lexical.understander.exportExamples().filter((example) => example.source === 'review')).toEqual([{ text: query, category: target, source: 'review' }]);
  });
});
