// npm run eval:verify [-- --db FILE] [--cases FILE…] [--misses] [--json FILE]
// Verification quality on the case sets (eval/verify-cases.json, and the held-out eval/verify-cases-holdout.json):
// each case is a question and an answer, correct or with one planted error of a known kind. Detection rate = planted
// errors not PASS; false-alarm rate = correct answers not PASS; both per kind. Two runs over the same library —
// the corpus PDFs plus the reviewer's CSVs in eval/rules/ (Seoul ordinance zoning, national land-use rows):
//   offline         — no language model: deterministic extraction and grounding;
//   scripted LLM    — a real OpenAI-compatible server on 127.0.0.1 whose extractor returns nothing and whose judge
//                     says every answer is fine (consistency 95): the worst helpful model, showing that the model
//                     cannot hide a planted error and does not add false alarms by itself.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { importRulesCsv } from '../src/main/rules/csv-import';
import type { VerificationResult } from '../src/shared/contract';
import { startScriptedLlm, type RecordedRequest, type ScriptedReply } from '../test/helpers/llm-server';
import { corpusLocation } from './corpus-location';

interface Case {
  id: string;
  kind: string;
  question: string;
  answer: string;
  note?: string;
}

const options = new Command()
  .option('--db <file>', 'reuse a database that already holds the corpus PDFs and the eval CSVs')
  .option('--cases <files...>', 'case files', ['eval/verify-cases.json', 'eval/verify-cases-holdout.json'])
  .option('--misses', 'list every case the verifier gets wrong, with its issues')
  .option('--offline-only', 'skip the scripted-LLM run')
  .option('--json <file>', 'also write every result to this file')
  .parse()
  .opts<{ db?: string; cases: string[]; misses?: boolean; offlineOnly?: boolean; json?: string }>();

const root = new URL('..', import.meta.url);
const scratch = mkdtempSync(join(tmpdir(), 'geungeo-eval-verify-'));
const dbPath = options.db ?? join(scratch, 'eval.db');

/** The library of the evaluation: the corpus PDFs and the reviewer's two CSVs. */
async function prepareEvalLibrary(core: Geungeo): Promise<void> {
  if (core.store.documents.stats().documents === 0) {
    const report = await core.ingest([join(corpusLocation(), 'pdf')], { embed: false });
    if (report.failed > 0) throw new Error('the corpus did not ingest cleanly');
  }
  for (const [file, table] of [['eval/rules/seoul-zoning.csv', 'zoning'], ['eval/rules/land-use-national.csv', 'land-use'], ['eval/rules/independent-zoning.csv', 'zoning']] as const) {
    const result = importRulesCsv(new URL(file, root).pathname, table, core);
    if (result.errors.length > 0) throw new Error(`${file}: ${JSON.stringify(result.errors)}`);
  }
}

/** A lazy extractor and a lenient judge. */
function scriptedReply(request: RecordedRequest): ScriptedReply {
  const format = request.body.response_format?.json_schema?.name ?? '';
  const system = String(request.body.messages[0]?.content ?? '');
  if (format.includes('extracted') || system.includes('추출하는 도구')) {
    const empty = { region: null, zone_district: null, building_coverage_ratio: null, floor_area_ratio: null, height_limit: null, floor_limit: null, land_use_activity: null, permission_category: null, cited_laws: null, cited_articles: null, conditions: null, figures: null };
    return { content: JSON.stringify(empty) };
  }
  const lenient = { hallucination_detected: false, missing_items: [], misinterpretation: false, ordinance_priority: true, condition_specified: true, consistency_score: 95, issues: [], explanation: '답변은 근거 범위 안에 있습니다.' };
  return { content: JSON.stringify(lenient) };
}

interface Tally {
  total: number;
  notPass: number;
}

async function run(label: string, cases: (Case & { set: string })[], llmBaseUrl: string | null): Promise<Map<string, VerificationResult>> {
  const core = createGeungeo({ dbPath, modelsDir: [], ...(llmBaseUrl ? { llmFlags: { llm: 'custom', baseUrl: llmBaseUrl, model: 'scripted-model' } } : {}) });
  const results = new Map<string, VerificationResult>();
  try {
    await prepareEvalLibrary(core);
    const started = performance.now();
    for (const item of cases) results.set(item.id, await core.verify({ question: item.question, answer: item.answer, llm: llmBaseUrl ? 'configured' : 'none' }));
    const ms = performance.now() - started;
    for (const set of [...new Set(cases.map((item) => item.set))]) report(`${label} — ${set}`, cases.filter((item) => item.set === set), results);
    console.log(`(${cases.length} cases in ${(ms / 1000).toFixed(1)} s)\n`);
  } finally {
    await core.close();
  }
  return results;
}

function report(title: string, cases: Case[], results: Map<string, VerificationResult>): void {
  const byKind = new Map<string, Tally>();
  for (const item of cases) {
    const tally = byKind.get(item.kind) ?? { total: 0, notPass: 0 };
    tally.total++;
    if (results.get(item.id)!.status !== 'PASS') tally.notPass++;
    byKind.set(item.kind, tally);
  }
  const planted = [...byKind].filter(([kind]) => kind !== 'correct');
  const correct = byKind.get('correct') ?? { total: 0, notPass: 0 };
  const detected = planted.reduce((sum, [, tally]) => sum + tally.notPass, 0);
  const plantedTotal = planted.reduce((sum, [, tally]) => sum + tally.total, 0);
  const rate = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`);
  console.log(`\n## ${title}\n`);
  console.log('| Kind | Cases | Not PASS | Rate |');
  console.log('|---|---:|---:|---:|');
  for (const [kind, tally] of planted.sort(([a], [b]) => a.localeCompare(b))) console.log(`| ${kind} (planted) | ${tally.total} | ${tally.notPass} | ${rate(tally.notPass, tally.total)} detected |`);
  console.log(`| **all planted errors** | ${plantedTotal} | ${detected} | **${rate(detected, plantedTotal)} detected** |`);
  console.log(`| **correct answers** | ${correct.total} | ${correct.notPass} | **${rate(correct.notPass, correct.total)} false alarms** |`);
  if (options.misses) {
    for (const item of cases) {
      const result = results.get(item.id)!;
      const wrong = item.kind === 'correct' ? result.status !== 'PASS' : result.status === 'PASS';
      if (!wrong) continue;
      console.log(`\n- ${item.id} (${item.kind}) → ${result.status} ${result.score}\n  Q: ${item.question}\n  A: ${item.answer.replace(/\n/g, ' ⏎ ')}\n  note: ${item.note ?? ''}`);
      for (const line of [...result.issues, ...result.warnings]) console.log(`  · ${line}`);
    }
  }
}

const cases = options.cases
  .filter((file) => existsSync(new URL(file, root)))
  .flatMap((file) => (JSON.parse(readFileSync(new URL(file, root), 'utf8')) as { cases: Case[] }).cases.map((item) => ({ ...item, set: file })));

try {
  const offline = await run('offline (no LLM)', cases, null);
  let scripted: Map<string, VerificationResult> | null = null;
  if (!options.offlineOnly) {
    const llm = await startScriptedLlm({ whenEmpty: scriptedReply });
    try {
      scripted = await run('scripted LLM (lazy extractor, lenient judge)', cases, llm.baseURL);
    } finally {
      await llm.close();
    }
  }
  if (options.json) {
    const rows = cases.map((item) => ({ id: item.id, kind: item.kind, offline: pick(offline.get(item.id)!), scripted: scripted ? pick(scripted.get(item.id)!) : null }));
    writeFileSync(options.json, JSON.stringify(rows, null, 2));
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

function pick(result: VerificationResult) {
  return { status: result.status, score: result.score, issues: result.issues, warnings: result.warnings };
}
