// npm run eval:classify [-- --misses] [--temperatures 0.05,0.1,0.2] [--questions FILE]
// Question-classification quality on eval/classify-questions.json: 220 questions written by a separate author who
// never saw the category examples they are scored against (resources/categories.yaml; any question that also
// occurs there is left out and counted), run once the classifier was settled. eval/classify-questions-dev.json is
// the development set the lexical classifier's settings were chosen on (same author as the examples). For each classifier available — lexical always; prototype over the tiny test model (to show the path
// works, not to score it) and over the real embedding model when installed; a fine-tuned model when installed — it
// prints accuracy and macro-F1 on the clear questions, the A/B/C distribution of clear and of unclear questions at
// several temperatures, and a confusion matrix.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { DEFAULT_EMBEDDING_MODEL } from '../src/main/models/catalog';
import { locateModel } from '../src/main/models/locate';
import { TINY_MODEL_ID, writeTinyEmbeddingModel } from '../src/main/models/tiny-model';
import { defaultUserDataDir, modelSearchDirs } from '../src/main/paths';
import { loadCategories } from '../src/main/understand/categories';
import { confidencePattern } from '../src/main/understand/confidence';
import { marginConfidence, softmaxWithTemperature } from '../src/main/understand/temperature';
import { CATEGORY_CLASSIFIER_MODEL } from '../src/main/understand/understander';
import { CATEGORY_IDS, DEFAULT_UNDERSTANDING_SETTINGS, type CategoryId, type ClassifierKind } from '../src/shared/understand-contract';

interface Question {
  id: string;
  query: string;
  category: CategoryId | null;
  clarity: 'clear' | 'unclear';
  candidates?: CategoryId[];
}

const options = new Command()
  .option('--misses', 'list the clear questions each classifier gets wrong')
  .option('--temperatures <list>', 'temperatures for the A/B/C distribution', '0.05,0.1,0.2')
  .option('--questions <file>', 'question set', 'eval/classify-questions.json')
  .parse()
  .opts<{ misses?: boolean; temperatures: string; questions: string }>();

const root = new URL('..', import.meta.url);
const resources = new URL('resources', root).pathname;
const normal = (text: string) => text.normalize('NFC').replace(/\s+/g, '').toLowerCase();
const exampleSet = new Set(loadCategories(resources).list.flatMap((category) => category.examples.map(normal)));
const all = (JSON.parse(readFileSync(new URL(options.questions, root), 'utf8')) as { questions: Question[] }).questions;
const questions = all.filter((question) => !exampleSet.has(normal(question.query)));
const clear = questions.filter((question) => question.clarity === 'clear');
const unclear = questions.filter((question) => question.clarity === 'unclear');
const temperatures = options.temperatures.split(',').map(Number);
const scratch = mkdtempSync(join(tmpdir(), 'geungeo-eval-classify-'));

console.log(`# Question classification — ${clear.length} clear and ${unclear.length} unclear held-out questions (${all.length - questions.length} left out: they occur among the category examples)\n`);

const runs: { name: string; core: Geungeo; kind: ClassifierKind }[] = [];
const open = (name: string, kind: ClassifierKind, modelsDir: string[], embeddingModel?: string) =>
  runs.push({ name, kind, core: createGeungeo({ dbPath: join(scratch, `${runs.length}.db`), modelsDir, embeddingModel, classifier: kind }) });
open('lexical (character/jamo n-gram TF-IDF)', 'lexical', []);
const tinyDir = join(scratch, 'models');
writeTinyEmbeddingModel(join(tinyDir, TINY_MODEL_ID));
open('prototype over the tiny test model (path check only)', 'prototype', [tinyDir], TINY_MODEL_ID);
const realDirs = modelSearchDirs({ explicit: process.env.GEUNGEO_MODELS_DIR, userDataDir: defaultUserDataDir(), resourcesDir: resources });
if (locateModel(realDirs, DEFAULT_EMBEDDING_MODEL.id)) open(`prototype over ${DEFAULT_EMBEDDING_MODEL.id}`, 'prototype', realDirs);
if (locateModel(realDirs, CATEGORY_CLASSIFIER_MODEL)) open(`fine-tuned model (${CATEGORY_CLASSIFIER_MODEL})`, 'model', realDirs);

try {
  for (const run of runs) {
    const logits = new Map<string, number[]>();
    for (const question of questions) logits.set(question.id, (await run.core.understander.classifyText(question.query)).logits);
    const predicted = (question: Question) => CATEGORY_IDS[argmax(logits.get(question.id)!)]!;
    const correct = clear.filter((question) => predicted(question) === question.category).length;
    const f1s = CATEGORY_IDS.map((id) => {
      const tp = clear.filter((q) => q.category === id && predicted(q) === id).length;
      const fp = clear.filter((q) => q.category !== id && predicted(q) === id).length;
      const fn = clear.filter((q) => q.category === id && predicted(q) !== id).length;
      return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
    });
    const inCandidates = unclear.filter((q) => (q.candidates ?? []).length > 0);
    console.log(`## ${run.name}\n`);
    console.log(`accuracy ${(correct / clear.length).toFixed(3)} (${correct}/${clear.length}) · macro-F1 ${(f1s.reduce((a, b) => a + b, 0) / f1s.length).toFixed(3)} · unclear questions whose top-1 is one of their candidates: ${inCandidates.filter((q) => q.candidates!.includes(predicted(q))).length}/${inCandidates.length}\n`);
    console.log('| T | clear A | clear B | clear C | unclear A | unclear B | unclear C |\n|---:|---:|---:|---:|---:|---:|---:|');
    for (const temperature of temperatures) {
      const share = (subset: Question[], pattern: string) => {
        const n = subset.filter((q) => confidencePattern(marginConfidence(softmaxWithTemperature(logits.get(q.id)!, temperature)), DEFAULT_UNDERSTANDING_SETTINGS) === pattern).length;
        return `${((100 * n) / subset.length).toFixed(0)}%`;
      };
      const mark = temperature === DEFAULT_UNDERSTANDING_SETTINGS.temperature ? ' (seed)' : '';
      console.log(`| ${temperature}${mark} | ${['A', 'B', 'C'].map((p) => share(clear, p)).join(' | ')} | ${['A', 'B', 'C'].map((p) => share(unclear, p)).join(' | ')} |`);
    }
    console.log(`\nconfusion (rows: true category, columns: predicted; ${CATEGORY_IDS.join(', ')}):\n`);
    console.log(`| | ${CATEGORY_IDS.map((_, i) => i + 1).join(' | ')} |\n|---|${CATEGORY_IDS.map(() => '---:').join('|')}|`);
    CATEGORY_IDS.forEach((truth, index) => {
      const row = CATEGORY_IDS.map((guess) => clear.filter((q) => q.category === truth && predicted(q) === guess).length);
      console.log(`| ${index + 1} ${truth} | ${row.join(' | ')} |`);
    });
    if (options.misses) {
      console.log('\nmisses:');
      for (const question of clear.filter((q) => predicted(q) !== q.category)) console.log(`  ${question.id} ${question.query} → ${predicted(question)} (expected ${question.category})`);
    }
    console.log('');
  }
} finally {
  for (const run of runs) await run.core.close();
  rmSync(scratch, { recursive: true, force: true });
}

function argmax(values: readonly number[]): number {
  return values.reduce((best, value, index) => (value > values[best]! ? index : best), 0);
}
