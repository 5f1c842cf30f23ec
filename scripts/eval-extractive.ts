// npm run eval:extractive [-- --db FILE] [--misses]
// What field staff read offline: the extractive answer (no language model) to each question of
// eval/extractive-questions.json, made by the real chat path (understanding → retrieval → rule facts → extractive
// answer → verification). For the questions the library answers: the share whose first quoted passage holds the
// answer (the right statute and article; the right paragraph, or a given phrase, when the question says so). For the
// questions it cannot answer (a 별표 that is not in the library, no land-use row): the share that say what is missing
// and what to add instead of quoting whatever matched a word. Also: answers that wrongly say something is missing,
// and the share that pass verification.
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { readAnswer } from '../src/main/verify/answer-text';
import type { AnswerResult, AskResult, Citation } from '../src/shared/contract';
import { openCorpusCore } from './corpus-core';

interface Question {
  id: string;
  kind: 'answer' | 'missing';
  question: string;
  law?: string;
  articles?: string[];
  /** The answer is in one of these paragraphs (①=1) of the article. */
  paragraphs?: number[];
  /** The first quote must contain this (a defined term's item, a figure). */
  contains?: string;
  /** For `missing`: what the answer must name as the thing to add. */
  needs?: string;
}

const options = new Command()
  .option('--db <file>', 'reuse a database that already holds the corpus PDFs (built there if empty)')
  .option('--misses', 'list the questions that fail, with the first quoted passage')
  .parse()
  .opts<{ db?: string; misses?: boolean }>();

const questions: Question[] = JSON.parse(readFileSync(new URL('../eval/extractive-questions.json', import.meta.url), 'utf8'));
// Lexical only: no model folders, so the answer depends on nothing that is not in the repository and the corpus.
const { core, done } = await openCorpusCore(options.db, 'geungeo-eval-extractive-');

const CIRCLED_FIRST = 0x2460;
/** The answer says what the library lacks (the verifier's own words for abstaining are a subset of these). */
const SAYS_MISSING = /라이브러리에\s*없|찾지\s*못했|수집되어\s*있지\s*않|수집된\s*문서에[^.\n]*없/;

interface Outcome {
  question: Question;
  ok: boolean;
  saysMissing: boolean;
  passed: boolean;
  first: string;
}

const outcomes: Outcome[] = [];
for (const question of questions) {
  const result = (await core.chat.ask({ question: question.question, llm: 'none', clarify: false })) as AskResult;
  if (result.kind !== 'answer') throw new Error(`${question.id}: asked back instead of answering`);
  const answer = result as AnswerResult;
  const { quotes } = readAnswer(answer.answer);
  const quote = quotes[0];
  const citation: Citation | undefined = quote?.n != null ? answer.citations.find((candidate) => candidate.n === quote.n) : undefined;
  const saysMissing = SAYS_MISSING.test(answer.answer.split('\n').filter((line) => !line.startsWith('>')).join('\n'));
  let ok: boolean;
  if (question.kind === 'missing') {
    ok = saysMissing && answer.answer.includes(question.needs ?? '');
  } else {
    const rightArticle = citation !== undefined && citation.law_name === question.law && citation.article !== null && question.articles!.includes(citation.article);
    const text = quote?.text ?? '';
    const hasParagraphs = /[\u2460-\u2473]/.test(citation?.text ?? '');
    const rightParagraph =
      !question.paragraphs ||
      question.paragraphs.some((p) => text.includes(String.fromCodePoint(CIRCLED_FIRST + p - 1)) || (p === 1 && !hasParagraphs));
    ok = rightArticle && rightParagraph && (!question.contains || text.includes(question.contains));
  }
  const first = citation ? `[${citation.n}] ${citation.law_name} ${citation.article ?? ''}: ${(quote?.text ?? '').split('\n').slice(0, 2).join(' / ').slice(0, 120)}` : '(no quote)';
  outcomes.push({ question, ok, saysMissing, passed: answer.verification?.status === 'PASS', first });
}

const share = (list: Outcome[], test: (outcome: Outcome) => boolean) => `${list.filter(test).length}/${list.length} (${((100 * list.filter(test).length) / Math.max(1, list.length)).toFixed(0)}%)`;
const answerable = outcomes.filter((outcome) => outcome.question.kind === 'answer');
const missing = outcomes.filter((outcome) => outcome.question.kind === 'missing');
console.log(`\n## Extractive answers — ${questions.length} questions (${answerable.length} the library answers, ${missing.length} it cannot)\n`);
console.log('| Measure | Share |');
console.log('|---|---:|');
console.log(`| First quoted passage holds the answer (article, and paragraph/phrase when given) | ${share(answerable, (o) => o.ok)} |`);
console.log(`| Cannot-answer questions that say what is missing and what to add | ${share(missing, (o) => o.ok)} |`);
console.log(`| Answerable questions wrongly saying something is missing | ${share(answerable, (o) => o.saysMissing)} |`);
console.log(`| Answers that pass verification | ${share(outcomes, (o) => o.passed)} |`);
if (options.misses) {
  console.log('\nMisses:');
  for (const outcome of outcomes.filter((o) => !o.ok)) {
    const expected = outcome.question.kind === 'missing' ? `says what is missing (${outcome.question.needs})` : `${outcome.question.law} ${outcome.question.articles!.join('/')}${outcome.question.paragraphs ? ` ¶${outcome.question.paragraphs.join('/')}` : ''}`;
    console.log(`  ${outcome.question.id} ${outcome.question.question} → ${expected}\n      first: ${outcome.first}`);
  }
  const failed = outcomes.filter((o) => !o.passed);
  if (failed.length) console.log(`\nNot PASS: ${failed.map((o) => o.question.id).join(', ')}`);
}

await done();
