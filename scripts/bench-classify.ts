// npm run bench:classify [-- --rounds N]
// Speed of the lexical classifier (preprocess, features, TF-IDF scores, temperature, pattern, missing pieces) per
// question over eval/classify-questions.json, after one warm-up pass; prints p50/p95 for docs/benchmarks.md.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { createGeungeo } from '../src/main/core';

const options = new Command().option('--rounds <n>', 'timed rounds over all questions', '5').parse().opts<{ rounds: string }>();
const questions = (JSON.parse(readFileSync(new URL('../eval/classify-questions.json', import.meta.url), 'utf8')) as { questions: { query: string }[] }).questions;
const scratch = mkdtempSync(join(tmpdir(), 'geungeo-bench-classify-'));
const core = createGeungeo({ dbPath: join(scratch, 'bench.db'), modelsDir: [], classifier: 'lexical' });
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

try {
  const started = performance.now();
  await core.understander.classifyText(questions[0]!.query);
  const firstMs = performance.now() - started;
  for (const question of questions) await core.understander.classifyText(question.query);
  const times: number[] = [];
  for (let round = 0; round < Number(options.rounds); round++) {
    for (const question of questions) {
      const start = performance.now();
      await core.understander.classifyText(question.query);
      times.push(performance.now() - start);
    }
  }
  console.log(`lexical classifier, ${questions.length} questions × ${options.rounds} rounds on ${cpus()[0]?.model ?? 'this CPU'}:`);
  console.log(`  first question (loads the category file, builds the index): ${firstMs.toFixed(1)} ms`);
  console.log(`  per question: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`);
} finally {
  await core.close();
  rmSync(scratch, { recursive: true, force: true });
}
