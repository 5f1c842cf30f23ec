// The everyday index of the shipped statutes (resources/everyday-index): for each article, the questions people
// ask that it answers, in their words — "시골집 뒤에 방 두 개 붙이려는데 허가 안 받아도 돼요?" for 건축법 제14조,
// "다락도 층수에 들어가나요" for the decree's counting rule. Statutes say 증축, 대수선, 건축선; people say 늘리다,
// 기둥을 갈다, 도로에서 얼마나 들여서. With no meaning model on the machine, the lexical side finds an article only
// through words it shares with the question; this index gives the articles the words their askers use.
// It is written per article, by people who had not seen any of the evaluation sets (docs/benchmarks.md), and it only
// ranks: an entry is never shown, quoted or cited — the article's own text is the evidence.
// An entry names its article by statute, number and title: a later version that renumbers the article (the title
// no longer agrees) leaves the entry unused rather than attached to another article.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { z } from 'zod';
import { normalizeLine } from '../text/normalize';
import { NOT_NOUN_SYLLABLES, ONE_SYLLABLE_NOUN_WORD } from '../text/question-words';

export const EVERYDAY_INDEX_DIR = 'everyday-index';

const EntrySchema = z.object({
  law: z.string().min(1),
  article: z.string().regex(/^제\d+조(의\d+)?$/),
  title: z.string(),
  phrasings: z.array(z.string().min(1).max(200)).min(1),
});
export type EverydayEntry = z.infer<typeof EntrySchema>;

export interface EverydayArticle {
  law: string;
  article: string;
  title: string;
  score: number;
  /** The share of its best-matching phrasing's bigrams the question holds: how closely the question says it. */
  closeness: number;
  /** That phrasing. */
  phrasing: string;
}

/** Every entry of the index's files, normalized; a folder that is missing is an empty index (a trimmed build). */
export function loadEverydayIndex(resourcesDir: string): EverydayEntry[] {
  const dir = join(resourcesDir, EVERYDAY_INDEX_DIR);
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.flatMap((name) =>
    z
      .array(EntrySchema)
      .parse(JSON.parse(readFileSync(join(dir, name), 'utf8')))
      .map((entry) => ({
        law: normalizeLine(entry.law),
        article: entry.article,
        title: normalizeLine(entry.title),
        phrasings: entry.phrasings.map(normalizeLine),
      })),
  );
}

/**
 * Character bigrams of each word: Korean glues particles and endings to its words ("베란다도", "베란다는") and writes
 * compounds with or without spaces, so two-character pieces match where whole words would not. A one-syllable noun
 * (땅, 집, 방, 벽) is its own piece, with or without its particle: "땅을" and "땅이라도" share no bigram, and these
 * are the nouns stories are told in (chosen on eval/questions-dev.json: 0.60 → 0.64 @1, 0.86 → 0.88 @5; older
 * sets unchanged).
 */
export function wordBigrams(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .flatMap((word) => [...oneSyllableNoun(word), ...(word.length < 2 ? [] : Array.from({ length: word.length - 1 }, (_, i) => word.slice(i, i + 2)))]);
}

const oneSyllableNoun = (word: string): string[] =>
  ONE_SYLLABLE_NOUN_WORD.test(word) && !NOT_NOUN_SYLLABLES.has(word[0]!) ? [word[0]!] : [];

/** What the article's other matching phrasings add to its best one, each at this share: an article asked about in
 *  several ways that all match is surer than one phrasing matching alone — but not by being asked about more: with
 *  three passes the long articles have up to 29 phrasings (chosen on eval/questions-dev.json: first pass, 0 / 0.3 /
 *  0.5 / 1 of the next 2, 0.5 and 1 of all → 0.48 / 0.52 / 0.57 / 0.57, 0.59 / 0.52 @1; third pass, 0.1 / 0.2 / 0.3 /
 *  0.5 / 0.7 of all → 0.68 / 0.68 / 0.66 / 0.65 / 0.63 @1, first line 46 / 46 / 45 / 44 / 42 of 80). */
export const FURTHER_PHRASING_SHARE = 0.2;

export type EverydayRanker = (question: string, limit: number) => EverydayArticle[];

/** Ranks articles by how well their phrasings match a question (BM25 over word bigrams, one document per phrasing). */
export function createEverydayRanker(entries: readonly EverydayEntry[]): EverydayRanker {
  const mini = new MiniSearch<{ id: number; entry: number; text: string; size: number }>({ fields: ['text'], storeFields: ['entry', 'size', 'text'], tokenize: wordBigrams, processTerm: (term) => term });
  let id = 0;
  mini.addAll(entries.flatMap((entry, index) => entry.phrasings.map((text) => ({ id: id++, entry: index, text, size: new Set(wordBigrams(text)).size }))));
  return (question, limit) => {
    if (entries.length === 0) return [];
    const byEntry = new Map<number, { score: number; closeness: number; phrasing: string }[]>();
    for (const result of mini.search(normalizeLine(question))) {
      const list = byEntry.get(result.entry as number) ?? [];
      list.push({ score: result.score, closeness: result.terms.length / Math.max(1, result.size as number), phrasing: result.text as string });
      byEntry.set(result.entry as number, list);
    }
    return [...byEntry]
      .map(([index, matches]) => {
        const [best, ...further] = matches.sort((a, b) => b.score - a.score);
        const entry = entries[index]!;
        const score = best!.score + FURTHER_PHRASING_SHARE * further.reduce((sum, match) => sum + match.score, 0);
        return { law: entry.law, article: entry.article, title: entry.title, score, closeness: Math.max(...matches.map((match) => match.closeness)), phrasing: best!.phrasing };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  };
}

/**
 * The ranker built on its first question: reading and indexing the files costs the commands that never search. A
 * damaged index file (the shipped ones are checked by test/everyday-index.test.ts) leaves search to the library's
 * words, said once on the console, rather than failing every question.
 */
export function lazyEverydayRanker(resourcesDir: string): EverydayRanker {
  let ranker: EverydayRanker | null = null;
  const build = (): EverydayRanker => {
    try {
      return createEverydayRanker(loadEverydayIndex(resourcesDir));
    } catch (error) {
      console.warn(`geungeo: the everyday index in ${join(resourcesDir, EVERYDAY_INDEX_DIR)} cannot be read; searching without it (${error instanceof Error ? error.message.slice(0, 200) : String(error)}). Reinstall Geungeo to restore it.`);
      return () => [];
    }
  };
  return (question, limit) => (ranker ??= build())(question, limit);
}
