// npm run eval:annex [-- --db FILE] [--misses]   (with --db, a copy of FILE: its corpus is reused, the fixtures never go into it)
// Annexes (별표) as rule rows (issue 27), measured on the annex fixtures in test/fixtures/annexes (modelled on the
// official annexes; their names say they are not the official text — no official annex file can be fetched here)
// over the corpus PDFs, with no language model:
// Everything runs twice: on the Markdown fixtures, and on an HWPX copy of each made here with kordoc (its front matter
// written as law.go.kr's header lines, so the copy carries the same name, kind and 공포번호; its tables become table
// chunks, each cell under its column).
// - cells: the parking annex's table cells as stored (each row's two cells) against the hand-checked copy in
//   eval/annex/expected-rows.json;
// - rows: the land-use, parking and use-vocabulary rows derived, against the hand-checked rows;
// - questions (eval/annex/questions.json, 45 written for this evaluation): a permission question's first line gives
//   each expected class its verdict, a parking question's the computed count, a question with no annex in the library
//   says it cannot answer; the answer passes verification; a question whose verdict depends on the floor area is asked
//   for it; and the answer with its verdict flipped or its count off by one is caught by STEP 2.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Command } from 'commander';
import { markdownToHwpx } from 'kordoc';
import YAML from 'yaml';
import type { Geungeo } from '../src/main/core';
import type { AnswerResult, AskResult } from '../src/shared/contract';
import { tableCells } from '../src/main/rules/annex-cells';
import { openCorpusCore } from './corpus-core';

interface Question {
  id: string;
  question: string;
  kind: 'permission' | 'parking' | 'missing';
  verdicts?: [string, string][];
  cars?: number;
  asks_area?: boolean;
  /** For a question the library cannot answer: the annex the answer must name. */
  names?: string;
}

interface Expected {
  'land-use': [string, string, string, string, string | null][];
  'land-use-counts': Record<string, number>;
  parking: [string, string, number | null, number | null, string][];
  'use-class': [string, string, number | null, number | null][];
  'parking-cells': [string, string][];
}

const options = new Command()
  .option('--db <file>', 'reuse a database that already holds the corpus PDFs (the fixtures are added when missing)')
  .option('--misses', 'list what each measure gets wrong')
  .parse()
  .opts<{ db?: string; misses?: boolean }>();

const root = new URL('..', import.meta.url).pathname;
const fixtures = join(root, 'test/fixtures/annexes');
const questions: Question[] = JSON.parse(readFileSync(join(root, 'eval/annex/questions.json'), 'utf8'));
const expected: Expected = JSON.parse(readFileSync(join(root, 'eval/annex/expected-rows.json'), 'utf8'));
const misses: string[] = [];
/**
 * A verdict turned: 허용 ↔ 불허; a line with only conditional verdicts gets its first one denied (조건부허용 → 불허),
 * which STEP 2 reports as a difference (a warning) — counted as caught when any permission finding is raised.
 */
const flipVerdict = (line: string) => (/ 허용입니다/.test(line) ? line.replace(' 허용입니다', ' 불허입니다') : / 불허입니다/.test(line) ? line.replace(' 불허입니다', ' 허용입니다') : line.replace(/ 조건부허용입니다(?: \([^)]*\))?/, ' 불허입니다'));
const pct = (part: number, whole: number) => `${part}/${whole} (${whole ? ((100 * part) / whole).toFixed(0) : '-'}%)`;

async function evaluate(core: Geungeo, files: readonly string[], format: string): Promise<void> {
  const started = performance.now();
  const report = await core.ingest([...files], { embed: false });
  const failed = report.files.filter((file) => file.status === 'failed');
  if (failed.length > 0) throw new Error(`fixtures that did not ingest: ${failed.map((file) => `${file.file_name}: ${file.reason}`).join('; ')}`);
  console.log(`\n# ${format}: ${report.files.length} annex fixtures in the library (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  // 1. Cells of the parking table, for every stored copy of the parking annex.
  const parkingDocuments = core.store.documents.list().filter((document) => document.title?.startsWith('주차장법 시행령 별표 1'));
  console.log('\n## Table cells (parking annex)\n\n| File | Cells read correctly |\n|---|---:|');
  for (const document of parkingDocuments) {
    const text = (core.store.db.prepare('SELECT text FROM chunks WHERE document_id = ? ORDER BY chunk_index').all(document.id) as { text: string }[]).map((row) => row.text).join('\n');
    const rows = text
      .split('\n')
      .map((line) => tableCells(line)?.map((cell) => cell.replace(/^\d+\.\s*/, '')) ?? [])
      .filter((cells) => cells.length === 2);
    let right = 0;
    let all = 0;
    for (const [uses, standard] of expected['parking-cells']) {
      const found = rows.find((cells) => cells[0] === uses);
      all += 2;
      if (found) right++;
      else misses.push(`[${format}] cell ${document.file_name}: "${uses.slice(0, 40)}…" not read as a cell`);
      if (found && found[1] === standard) right++;
      else if (found) misses.push(`[${format}] cell ${document.file_name}: "${uses.slice(0, 20)}…" → "${found[1]}" (expected "${standard}")`);
    }
    console.log(`| ${document.file_name} | ${pct(right, all)} |`);
  }

  // 2. Rows derived.
  const landUse = core.rules.listLandUse({}).filter((row) => row.source_kind === 'parsed');
  const parking = core.rules.listParking({});
  const useClasses = core.rules.listUseClasses({});
  const check = (label: string, wanted: unknown[][], has: (row: unknown[]) => boolean) => {
    const found = wanted.filter((row) => {
      const ok = has(row);
      if (!ok) misses.push(`[${format}] row ${label}: ${JSON.stringify(row)} not derived`);
      return ok;
    }).length;
    return [label, found, wanted.length] as const;
  };
  const rowChecks = [
    check('land-use', expected['land-use'], ([zone, activity, permission, article, item]) =>
      landUse.some((row) => row.zone_district === zone && row.activity === activity && row.permission === permission && row.article === article && (row.item ?? null) === item)),
    check('parking', expected.parking, ([use, basis, per, cars, item]) => parking.some((row) => row.use === use && row.basis === basis && row.per === per && row.cars === cars && row.item === item)),
    check('use-class', expected['use-class'], ([use, className, below, from]) => useClasses.some((row) => row.use === use && row.class === className && row.area_below === below && row.area_from === from)),
  ];
  const counts = Object.entries(expected['land-use-counts']).map(([zone, count]) => {
    const has = landUse.filter((row) => row.zone_district === zone).length;
    if (has !== count) misses.push(`[${format}] rows for ${zone}: ${has}, expected ${count} (every class of 별표 1 once)`);
    return has === count;
  });
  console.log('\n## Rows derived\n\n| Table | Rows as hand-checked |\n|---|---:|');
  for (const [label, found, all] of rowChecks) console.log(`| ${label} | ${pct(found, all)} |`);
  console.log(`| land-use: one row per class of 별표 1 in each zone | ${pct(counts.filter(Boolean).length, counts.length)} |`);
  const rowsRight = rowChecks.reduce((sum, [, found]) => sum + found, 0);
  const rowsAll = rowChecks.reduce((sum, [, , all]) => sum + all, 0);
  console.log(`| **all** | **${pct(rowsRight, rowsAll)}** |`);

  // 3. Questions.
  const firstLine = (answer: string) => answer.split('\n\n').find((block) => /^(?:\*\*)?답 — |^이 라이브러리로는/.test(block)) ?? '';
  let answeredRight = 0;
  let verified = 0;
  let askedRight = 0;
  let askable = 0;
  let caught = 0;
  let mutated = 0;
  for (const question of questions) {
    const result = (await core.chat.ask({ question: question.question, llm: 'none', clarify: false })) as AnswerResult;
    const line = firstLine(result.answer);
    let right = false;
    // Each expected class with its verdict ("…제1종근린생활시설로 허용입니다", "종교시설(교회)은 허용입니다"), and no other.
    const verdictsIn = (text: string) => [...text.matchAll(/(?:허용|불허|조건부허용)입니다/g)].length;
    if (question.kind === 'permission')
      right =
        question.verdicts!.every(([className, permission]) => new RegExp(`${className}(?:(?:으로|로)|(?:\\([^)]*\\))?(?:은|는)) ${permission}입니다`).test(line)) &&
        verdictsIn(line) === question.verdicts!.length;
    else if (question.kind === 'parking') right = new RegExp(`부설주차장 (?:설치대수는 )?${question.cars}대(?![0-9])`).test(line);
    else right = line.startsWith('이 라이브러리로는 답할 수 없습니다') && (!question.names || line.includes(question.names));
    if (right) answeredRight++;
    else misses.push(`[${format}] answer ${question.id} ${question.question}\n    → ${line.slice(0, 200) || result.answer.split('\n\n')[1]?.slice(0, 200)}`);
    if (result.verification.status === 'PASS') verified++;
    else misses.push(`[${format}] verification ${question.id}: ${result.verification.status} ${result.verification.issues.slice(0, 2).join(' / ')}`);

    // Asked back for the floor area exactly when the verdict depends on it.
    if (question.kind === 'permission') {
      askable++;
      const asked = (await core.chat.ask({ question: question.question, llm: 'none', clarify: true })) as AskResult;
      const wasAsked = asked.kind === 'clarify' && asked.clarify.missing.includes('floor_area');
      if (wasAsked === Boolean(question.asks_area)) askedRight++;
      else misses.push(`[${format}] asking back ${question.id}: ${wasAsked ? 'asked for the area' : asked.kind === 'clarify' ? `asked: ${asked.clarify.question}` : 'not asked'}`);
    }

    // STEP 2 catches the answer turned wrong: a verdict flipped, a count off by one.
    if (right && question.kind !== 'missing') {
      const wrong = question.kind === 'parking' ? line.replace(/부설주차장 (?:설치대수는 )?\d+대(?:가 필요합니다|입니다)(?: \(.*\))?(?= \[\d+\])/, `부설주차장 ${question.cars! + 1}대가 필요합니다`) : flipVerdict(line);
      if (wrong !== line) {
        mutated++;
        const verdict = await core.verify({ question: question.question, answer: wrong, llm: 'none' });
        if (verdict.status !== 'PASS' || verdict.findings.some((finding) => /^permission_|^parking_/.test(finding.code))) caught++;
        else misses.push(`[${format}] not caught ${question.id}: ${wrong.slice(0, 160)}`);
      }
    }
  }
  console.log(`\n## Questions (${questions.length}: ${questions.filter((q) => q.kind === 'permission').length} permission, ${questions.filter((q) => q.kind === 'parking').length} parking, ${questions.filter((q) => q.kind === 'missing').length} with no annex in the library)\n`);
  console.log('| Measure | Share |\n|---|---:|');
  console.log(`| First line gives the expected verdict or count (or says what is missing) | ${pct(answeredRight, questions.length)} |`);
  console.log(`| Answer passes verification | ${pct(verified, questions.length)} |`);
  console.log(`| Asked for the floor area exactly when the verdict depends on it | ${pct(askedRight, askable)} |`);
  console.log(`| Answers made wrong (verdict flipped, count off by one) caught by verification (failed, or flagged for a conditional verdict denied) | ${pct(caught, mutated)} |`);
}

// The HWPX copies: each fixture's front matter written as the header law.go.kr prints over a statute.
async function hwpxCopies(dir: string): Promise<string[]> {
  return Promise.all(
    readdirSync(fixtures).map(async (file) => {
      const text = readFileSync(join(fixtures, file), 'utf8');
      const [, front = '', body = text] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
      const meta = YAML.parse(front) as Record<string, string>;
      const dotted = (date: string) => date.replace(/-0?/g, '. ').replace(/^(\d{4})\. /, '$1. ') + '.';
      const header = `${meta['제목']}\n\n[시행 ${dotted(String(meta['시행일자']))}] [${meta['법령구분']} ${meta['공포번호']}, ${dotted(String(meta['공포일자']))}, 일부개정]\n\n`;
      const target = join(dir, file.replace(/\.md$/, '.hwpx'));
      writeFileSync(target, Buffer.from(await markdownToHwpx(header + body)));
      return target;
    }),
  );
}

// The fixtures are ingested into a copy of a --db file, never into the file itself: it is reused by the other evals,
// whose figures must not depend on whether this one ran before them.
const dbCopy = options.db && existsSync(options.db) ? join(mkdtempSync(join(tmpdir(), 'geungeo-eval-annex-db-')), 'eval.db') : undefined;
if (dbCopy) {
  const source = new Database(options.db!, { readonly: true });
  await source.backup(dbCopy);
  source.close();
}
const markdown = await openCorpusCore(dbCopy ?? options.db, 'geungeo-eval-annex-');
await evaluate(markdown.core, readdirSync(fixtures).map((file) => join(fixtures, file)), 'Markdown');
await markdown.done();
if (dbCopy) rmSync(join(dbCopy, '..'), { recursive: true, force: true });
const scratch = mkdtempSync(join(tmpdir(), 'geungeo-eval-annex-hwpx-'));
try {
  const hwpx = await openCorpusCore(undefined, 'geungeo-eval-annex-');
  await evaluate(hwpx.core, await hwpxCopies(scratch), 'HWPX');
  await hwpx.done();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (options.misses && misses.length > 0) console.log(`\n${misses.join('\n')}`);
