// npm run eval:verify [-- --db FILE] [--cases FILE…] [--misses] [--offline-only] [--json FILE]
// Verification quality on the case sets: each case is a question and an answer, correct or with one mistake of a
// known kind. Mistakes caught = mistaken answers not PASS; false alarms = correct answers not PASS; both per kind,
// with what the claims came to (supported / contradicted / not found). The sets:
//   eval/verify-cases.json               development, planted errors of the kinds the verifier was first built for
//   eval/verify-cases-holdout.json       the first held-out set (seen since)
//   eval/verify-cases-realistic-dev.json development, real-world voices and mistakes, by a writer who never read the code
//   eval/verify-cases-realistic-dev2.json development, the same, half about 건폐율/용적률 with Seoul and Busan figures
//   eval/verify-cases-realistic-dev3.json development, the same, several zones and places per answer, statute families
//   eval/verify-cases-realistic-dev4.json development, the same, quotations, sanctions, provisos, references back
//   eval/verify-cases-realistic-dev5.json development, the same, exceptions stated as rules, lists with an item added, wrong articles
//   eval/verify-cases-realistic-dev6.json development, the same, correct answers rich in ordinance figures, plot arithmetic, conditions
//   eval/verify-cases-realistic-dev7.json development, the same, written to the kinds the held-out set's failures fall in
//   eval/verify-cases-realistic-dev8.json development, the same, written to the kinds of the held-out failures left (round 2)
//   eval/verify-cases-independent.json   held out: the same kind of material by another such writer; read only by kind
// The library: the corpus PDFs plus the reviewer's CSVs in eval/rules/ (Seoul ordinance zoning, national land-use
// rows), and any CSVs a case file lists under "rules" for itself (the independent set's Busan table). Two runs:
//   offline         — no language model: deterministic extraction and grounding;
//   scripted LLM    — a real OpenAI-compatible server on 127.0.0.1 whose extractor returns nothing and whose judge
//                     says every answer is fine (consistency 95): the worst helpful model, showing that the model
//                     cannot hide a mistake and does not add false alarms by itself.
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { importRulesCsv, type RuleTable } from '../src/main/rules/csv-import';
import type { VerificationResult } from '../src/shared/contract';
import { startScriptedLlm, type RecordedRequest, type ScriptedReply } from '../test/helpers/llm-server';
import { corpusPdfDir } from './corpus-location';

interface Case {
  id: string;
  kind: string;
  question: string;
  answer: string;
  note?: string;
}

interface CaseFile {
  rules?: { file: string; table: RuleTable }[];
  cases: Case[];
}

const DEFAULT_SETS = [
  'eval/verify-cases.json',
  'eval/verify-cases-holdout.json',
  'eval/verify-cases-realistic-dev.json',
  'eval/verify-cases-realistic-dev2.json',
  'eval/verify-cases-realistic-dev3.json',
  'eval/verify-cases-realistic-dev4.json',
  'eval/verify-cases-realistic-dev5.json',
  'eval/verify-cases-realistic-dev6.json',
  'eval/verify-cases-realistic-dev7.json',
  'eval/verify-cases-realistic-dev8.json',
  'eval/verify-cases-independent.json',
];
const BASE_RULES: { file: string; table: RuleTable }[] = [
  { file: 'eval/rules/seoul-zoning.csv', table: 'zoning' },
  { file: 'eval/rules/land-use-national.csv', table: 'land-use' },
];

const options = new Command()
  .option('--db <file>', 'reuse a database that already holds the corpus PDFs')
  .option('--cases <files...>', 'case files', DEFAULT_SETS)
  .option('--misses', 'list every case the verifier gets wrong, with its findings')
  .option('--offline-only', 'skip the scripted-LLM run')
  .option('--json <file>', 'also write every result to this file')
  .parse()
  .opts<{ db?: string; cases: string[]; misses?: boolean; offlineOnly?: boolean; json?: string }>();

const root = new URL('..', import.meta.url);
const scratch = mkdtempSync(join(tmpdir(), 'geungeo-eval-verify-'));

/** The corpus ingested once; each case file gets a copy with the base CSVs and its own. */
async function corpusDatabase(): Promise<string> {
  const path = join(scratch, 'corpus.db');
  if (options.db) {
    copyFileSync(options.db, path);
    return path;
  }
  const core = createGeungeo({ dbPath: path, modelsDir: [] });
  try {
    const report = await core.ingest([corpusPdfDir], { embed: false });
    if (report.failed > 0) throw new Error('the corpus did not ingest cleanly');
  } finally {
    await core.close();
  }
  return path;
}

async function libraryFor(corpus: string, name: string, rules: readonly { file: string; table: RuleTable }[]): Promise<string> {
  const path = join(scratch, `${name}.db`);
  copyFileSync(corpus, path);
  const core = createGeungeo({ dbPath: path, modelsDir: [] });
  try {
    for (const { file, table } of [...BASE_RULES, ...rules]) {
      const result = importRulesCsv(new URL(file, root).pathname, table, core);
      if (result.errors.length > 0) throw new Error(`${file}: ${JSON.stringify(result.errors)}`);
    }
  } finally {
    await core.close();
  }
  return path;
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
  supported: number;
  contradicted: number;
  notFound: number;
}

async function runSet(label: string, file: string, items: readonly Case[], dbPath: string, llmBaseUrl: string | null): Promise<Map<string, VerificationResult>> {
  const core: Geungeo = createGeungeo({ dbPath, modelsDir: [], ...(llmBaseUrl ? { llmFlags: { llm: 'custom', baseUrl: llmBaseUrl, model: 'scripted-model' } } : {}) });
  const results = new Map<string, VerificationResult>();
  try {
    const started = performance.now();
    for (const item of items) results.set(item.id, await core.verify({ question: item.question, answer: item.answer, llm: llmBaseUrl ? 'configured' : 'none' }));
    report(`${label} — ${file}`, items, results);
    console.log(`(${items.length} cases in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  } finally {
    await core.close();
  }
  return results;
}

function report(title: string, cases: readonly Case[], results: Map<string, VerificationResult>): void {
  const byKind = new Map<string, Tally>();
  for (const item of cases) {
    const result = results.get(item.id)!;
    const tally = byKind.get(item.kind) ?? { total: 0, notPass: 0, supported: 0, contradicted: 0, notFound: 0 };
    tally.total++;
    if (result.status !== 'PASS') tally.notPass++;
    for (const row of result.report.semantic.grounding) {
      if (row.kind === 'item') continue;
      if (row.outcome === 'supported') tally.supported++;
      else if (row.outcome === 'contradicted') tally.contradicted++;
      else tally.notFound++;
    }
    byKind.set(item.kind, tally);
  }
  const mistakes = [...byKind].filter(([kind]) => kind !== 'correct');
  const correct = byKind.get('correct') ?? { total: 0, notPass: 0, supported: 0, contradicted: 0, notFound: 0 };
  const caught = mistakes.reduce((sum, [, tally]) => sum + tally.notPass, 0);
  const mistakeTotal = mistakes.reduce((sum, [, tally]) => sum + tally.total, 0);
  const rate = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`);
  const claims = (tally: Tally) => `${tally.supported} | ${tally.contradicted} | ${tally.notFound}`;
  console.log(`\n## ${title}\n`);
  console.log('| Kind | Cases | Not PASS | Rate | Claims supported | contradicted | not found |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [kind, tally] of mistakes.sort(([a], [b]) => a.localeCompare(b))) console.log(`| ${kind} | ${tally.total} | ${tally.notPass} | ${rate(tally.notPass, tally.total)} caught | ${claims(tally)} |`);
  const all = mistakes.reduce((sum, [, tally]) => ({ total: 0, notPass: 0, supported: sum.supported + tally.supported, contradicted: sum.contradicted + tally.contradicted, notFound: sum.notFound + tally.notFound }), { total: 0, notPass: 0, supported: 0, contradicted: 0, notFound: 0 });
  console.log(`| **all mistakes** | ${mistakeTotal} | ${caught} | **${rate(caught, mistakeTotal)} caught** | ${claims(all)} |`);
  console.log(`| **correct answers** | ${correct.total} | ${correct.notPass} | **${rate(correct.notPass, correct.total)} false alarms** | ${claims(correct)} |`);
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

const sets = options.cases
  .filter((file) => existsSync(new URL(file, root)))
  .map((file) => ({ file, ...(JSON.parse(readFileSync(new URL(file, root), 'utf8')) as CaseFile) }));

try {
  const corpus = await corpusDatabase();
  const libraries: string[] = [];
  for (const [index, set] of sets.entries()) libraries.push(await libraryFor(corpus, `set-${index}`, set.rules ?? []));
  const rows: { id: string; set: string; kind: string; offline: ReturnType<typeof pick>; scripted: ReturnType<typeof pick> | null }[] = [];
  const offline: Map<string, VerificationResult>[] = [];
  for (const [index, set] of sets.entries()) offline.push(await runSet('offline (no LLM)', set.file, set.cases, libraries[index]!, null));
  let scripted: Map<string, VerificationResult>[] | null = null;
  if (!options.offlineOnly) {
    const llm = await startScriptedLlm({ whenEmpty: scriptedReply });
    try {
      scripted = [];
      for (const [index, set] of sets.entries()) scripted.push(await runSet('scripted LLM (lazy extractor, lenient judge)', set.file, set.cases, libraries[index]!, llm.baseURL));
    } finally {
      await llm.close();
    }
  }
  if (options.json) {
    sets.forEach((set, index) => {
      for (const item of set.cases) rows.push({ id: item.id, set: set.file, kind: item.kind, offline: pick(offline[index]!.get(item.id)!), scripted: scripted ? pick(scripted[index]!.get(item.id)!) : null });
    });
    writeFileSync(options.json, JSON.stringify(rows, null, 2));
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

function pick(result: VerificationResult) {
  return { status: result.status, score: result.score, claims: result.claims, issues: result.issues, warnings: result.warnings, findings: result.findings.map(({ severity, code }) => ({ severity, code })) };
}
