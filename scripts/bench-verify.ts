// npm run bench:verify [-- --db FILE --rounds N]
// Deterministic verification speed on the corpus: every answer of eval/verify-cases.json (correct and planted),
// verified without a language model
//   (a) against the citation map of its question — as the ask loop does (the context is built before timing);
//   (b) on its own, as `geungeo verify` does: passages retrieved for the question, the cited articles and statements.
// Prints p50/p95 per answer, for docs/benchmarks.md.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { createGeungeo } from '../src/main/core';
import { importRulesCsv } from '../src/main/rules/csv-import';
import type { Citation } from '../src/shared/contract';
import { corpusPdfDir } from './corpus-location';

const options = new Command()
  .option('--db <file>', 'reuse a database that already holds the corpus PDFs and the eval CSVs')
  .option('--rounds <n>', 'timed rounds over all answers', '5')
  .parse()
  .opts<{ db?: string; rounds: string }>();

const root = new URL('..', import.meta.url);
const scratch = mkdtempSync(join(tmpdir(), 'geungeo-bench-verify-'));
const core = createGeungeo({ dbPath: options.db ?? join(scratch, 'bench.db'), modelsDir: [] });
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

try {
  if (core.store.documents.stats().documents === 0) await core.ingest([corpusPdfDir], { embed: false });
  importRulesCsv(new URL('eval/rules/seoul-zoning.csv', root).pathname, 'zoning', core);
  importRulesCsv(new URL('eval/rules/land-use-national.csv', root).pathname, 'land-use', core);
  const cases = (JSON.parse(readFileSync(new URL('eval/verify-cases.json', root), 'utf8')) as { cases: { question: string; answer: string }[] }).cases;
  const contexts = new Map<string, Citation[]>();
  for (const item of cases) contexts.set(item.question, (await core.context(item.question)).citations);

  const run = async (label: string, verify: (item: (typeof cases)[number]) => Promise<unknown>) => {
    for (const item of cases.slice(0, 20)) await verify(item); // warm-up
    const times: number[] = [];
    for (let round = 0; round < Number(options.rounds); round++) {
      for (const item of cases) {
        const started = performance.now();
        await verify(item);
        times.push(performance.now() - started);
      }
    }
    console.log(`| ${label} | ${times.length} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms |`);
  };

  console.log(`Machine: ${cpus()[0]?.model} × ${cpus().length}, Node ${process.versions.node}; ${cases.length} answers × ${options.rounds} rounds\n`);
  console.log('| Deterministic verification of one answer | Runs | p50 | p95 |');
  console.log('|---|---:|---:|---:|');
  await run('(a) against its citation map (the ask loop)', (item) => core.verifier.verify({ question: item.question, answer: item.answer, citations: contexts.get(item.question)!, llm: null }));
  await run('(b) on its own, passages retrieved (`geungeo verify`)', (item) => core.verify({ question: item.question, answer: item.answer, llm: 'none' }));
} finally {
  await core.close();
  rmSync(scratch, { recursive: true, force: true });
}
