// npm run eval:retrieval [-- --db FILE] [--misses]
// Retrieval quality on the evaluation questions (questions as field staff type them → expected statute and
// article): recall@1, recall@5 and MRR@10 of Geungeo's search, lexical-only and — when the real embedding model
// is installed — hybrid, side by side in the same run with two baselines over the same chunks: (a) a plain FTS5
// index with the unicode61 tokenizer and (b) MiniSearch's BM25. Three question sets, reported apart:
// eval/retrieval-questions.json (147 questions; the query handling was developed against it),
// eval/retrieval-questions-holdout.json (65 questions written separately, run after each change, never used to choose
// one) and eval/retrieval-questions-fresh.json (48 questions written from the statutes alone, after the fifth round,
// by a writer who had seen neither the search code nor the other sets; its first run is in docs/benchmarks.md). Questions have a style (how they are
// typed: zone, spacing, colloquial, abbrev, article-ref) or a kind that needs more than matching words: act (the
// right article of the act named — 법, 시행령 or 시행규칙 — within one family), definition, penalty, paraphrase
// (an everyday word for the statute's). recall@1 and @5 are reported per style; --misses lists, for Geungeo's
// systems, every question whose article is not first, with what came first.
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import MiniSearch from 'minisearch';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { DEFAULT_EMBEDDING_MODEL } from '../src/main/models/catalog';
import { locateModel } from '../src/main/models/locate';
import { defaultUserDataDir, modelSearchDirs } from '../src/main/paths';
import { corpusChunks, openCorpusCore } from './corpus-core';

interface Question {
  id: string;
  question: string;
  law: string;
  articles: string[];
  style: string;
}

type Ranked = { law_name: string | null; article: string | null; article_title?: string | null }[];

const options = new Command()
  .option('--db <file>', 'reuse a database that already holds the corpus PDFs')
  .option('--misses', 'list the questions each Geungeo system does not rank first (and each baseline misses at 5)')
  .parse()
  .opts<{ db?: string; misses?: boolean }>();

const questionSets: [name: string, questions: Question[]][] = [
  ['development set (eval/retrieval-questions.json)', JSON.parse(readFileSync(new URL('../eval/retrieval-questions.json', import.meta.url), 'utf8'))],
  ['held-out set (eval/retrieval-questions-holdout.json)', JSON.parse(readFileSync(new URL('../eval/retrieval-questions-holdout.json', import.meta.url), 'utf8'))],
  ['fresh set (eval/retrieval-questions-fresh.json)', JSON.parse(readFileSync(new URL('../eval/retrieval-questions-fresh.json', import.meta.url), 'utf8'))],
];
const modelsDirs = modelSearchDirs({ explicit: process.env.GEUNGEO_MODELS_DIR, userDataDir: defaultUserDataDir(), resourcesDir: new URL('../resources', import.meta.url).pathname });
const realModel = locateModel(modelsDirs, DEFAULT_EMBEDDING_MODEL.id);

// Lexical: a core that has no model folders, so search cannot use vectors even if the database holds some.
const { core: lexical, dbPath, done } = await openCorpusCore(options.db, 'geungeo-eval-');

const chunks = corpusChunks(lexical);
const byId = new Map(chunks.map((chunk) => [chunk.id, chunk]));

// Baseline (a): plain FTS5 (unicode61 splits on spaces and punctuation), the question's words OR-ed, BM25.
lexical.store.db.exec(`DROP TABLE IF EXISTS eval_unicode61; CREATE VIRTUAL TABLE eval_unicode61 USING fts5 (text, tokenize = 'unicode61')`);
const insertBaseline = lexical.store.db.prepare('INSERT INTO eval_unicode61 (rowid, text) VALUES (?, ?)');
lexical.store.db.transaction(() => chunks.forEach((chunk) => insertBaseline.run(chunk.id, chunk.text)))();
const baselineQuery = lexical.store.db.prepare('SELECT rowid AS id FROM eval_unicode61 WHERE eval_unicode61 MATCH ? ORDER BY rank LIMIT 10');
const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const unicode61 = (question: string): Ranked => {
  const query = words(question).map((word) => `"${word}"`).join(' OR ');
  return query ? (baselineQuery.all(query) as { id: number }[]).map(({ id }) => byId.get(id)!) : [];
};

// Baseline (b): MiniSearch, BM25 with its default tokenizer.
const mini = new MiniSearch({ fields: ['text'], storeFields: [] });
mini.addAll(chunks.map((chunk) => ({ id: chunk.id, text: chunk.text })));
const minisearch = (question: string): Ranked => mini.search(question).slice(0, 10).map((result) => byId.get(result.id as number)!);

const geungeo = (core: Geungeo) => async (question: string): Promise<Ranked> => (await core.search(question, { topK: 10 })).hits;
const first = (ranked: Ranked) => (ranked[0] ? `${ranked[0].law_name ?? '?'} ${ranked[0].article ?? '-'}${ranked[0].article_title ? ` (${ranked[0].article_title})` : ''}` : 'nothing');

// The same search with the laws the question's category favours (question understanding, lexical classifier).
const steered = async (question: string): Promise<Ranked> => {
  const { category } = await lexical.understander.classifyText(question);
  return (await lexical.search(question, { topK: 10, favourLaws: lexical.understander.categories.get(category).favoured_laws })).hits;
};

const systems: [name: string, run: (question: string) => Promise<Ranked> | Ranked][] = [
  ['Geungeo lexical (FTS5 trigram + Korean query handling)', geungeo(lexical)],
  ['Geungeo lexical + the category’s favoured laws', steered],
];
let hybrid: Geungeo | null = null;
if (realModel) {
  hybrid = createGeungeo({ dbPath, modelsDir: modelsDirs });
  await hybrid.embedPending();
  systems.push([`Geungeo hybrid (+ ${DEFAULT_EMBEDDING_MODEL.id} vectors, RRF)`, geungeo(hybrid)]);
}
systems.push(['Baseline (a): FTS5 unicode61, BM25', unicode61], ['Baseline (b): MiniSearch BM25', minisearch]);

const rankOf = (ranked: Ranked, question: Question) =>
  ranked.slice(0, 10).findIndex((hit) => hit.law_name === question.law && hit.article !== null && question.articles.includes(hit.article)) + 1;

for (const [setName, questions] of questionSets) {
  console.log(`\n## ${setName} — ${questions.length} questions, ${chunks.length} chunks${realModel ? '' : ' (no embedding model installed: hybrid not measured)'}\n`);
  console.log('| System | recall@1 | recall@5 | MRR@10 |');
  console.log('|---|---:|---:|---:|');
  const styles = [...new Set(questions.map((question) => question.style))];
  const perStyle: string[] = [];
  const misses: string[] = [];
  for (const [name, run] of systems) {
    const ranks: number[] = [];
    const firsts: string[] = [];
    for (const question of questions) {
      const ranked = await run(question.question);
      ranks.push(rankOf(ranked, question));
      firsts.push(first(ranked));
    }
    const recall = (k: number, subset = ranks) => subset.filter((rank) => rank > 0 && rank <= k).length / subset.length;
    const mrr = ranks.reduce((sum, rank) => sum + (rank > 0 ? 1 / rank : 0), 0) / ranks.length;
    console.log(`| ${name} | ${recall(1).toFixed(3)} | ${recall(5).toFixed(3)} | ${mrr.toFixed(3)} |`);
    perStyle.push(
      `| ${name} | ${styles
        .map((style) => {
          const subset = ranks.filter((_, i) => questions[i]!.style === style);
          return `${recall(1, subset).toFixed(2)} / ${recall(5, subset).toFixed(2)}`;
        })
        .join(' | ')} |`,
    );
    if (options.misses) {
      const isGeungeo = name.startsWith('Geungeo');
      const at = isGeungeo ? 1 : 5;
      misses.push(`\n${name} — not ${isGeungeo ? 'first' : 'in the top 5'}:`);
      questions.forEach((question, i) => {
        if (!(ranks[i]! > 0 && ranks[i]! <= at))
          misses.push(`  ${question.id} [${question.style}] ${question.question} → ${question.law} ${question.articles.join('/')} (rank ${ranks[i] || '>10'}${isGeungeo ? `; first: ${firsts[i]}` : ''})`);
      });
    }
  }
  console.log(`\nrecall@1 / recall@5 by question style (${styles.map((style) => `${style}: ${questions.filter((q) => q.style === style).length}`).join(', ')}):\n`);
  console.log(`| System | ${styles.join(' | ')} |\n|---|${styles.map(() => '---:').join('|')}|`);
  console.log(perStyle.join('\n'));
  if (misses.length) console.log(misses.join('\n'));
}

lexical.store.db.exec('DROP TABLE eval_unicode61');
await hybrid?.close();
await done();
