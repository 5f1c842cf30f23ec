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
import { z } from 'zod';
import { normalizeLine } from '../text/normalize';
import { spelledAsStatutes } from '../text/misspellings';
import { NOT_NOUN_SYLLABLES, ONE_SYLLABLE_NOUN_WORD } from '../text/question-words';

export const EVERYDAY_INDEX_DIR = 'everyday-index';

/** A part of an article: a paragraph ("⑥"), an item of a paragraph ("⑤3"), or an item of an article without paragraphs ("3의2"). */
export const PART_KEY = /^(?:[\u2460-\u2473](?:\d+(?:의\d+)?)?|\d+(?:의\d+)?)$/;

const Phrasings = z.array(z.string().min(1).max(200)).min(1);
const EntrySchema = z.object({
  law: z.string().min(1),
  article: z.string().regex(/^제\d+조(의\d+)?$/),
  title: z.string(),
  phrasings: Phrasings,
  /**
   * The questions each part of a long article answers, in its askers' words: people ask about one paragraph or item
   * ("매수청구 했는데 시에서 몇 달이 지나도 살지 말지 답이 없어요" is 국토계획법 제47조 ⑥), and the answer then weighs
   * that part's line as it would the article's first (ASKED_PART_SHARE in answer/extractive-select.ts).
   */
  parts: z.record(z.string().regex(PART_KEY), Phrasings).optional(),
});
export type EverydayEntry = z.infer<typeof EntrySchema>;

export interface EverydayArticle {
  law: string;
  article: string;
  title: string;
  /** Its share of the question's likelihood over all articles (0–1). */
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
        ...(entry.parts ? { parts: Object.fromEntries(Object.entries(entry.parts).map(([key, phrasings]) => [key, phrasings.map(normalizeLine)])) } : {}),
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

/**
 * How the pieces an article's phrasings never use still count (additive smoothing, as a share of one use): absent
 * from one article's phrasings is weak evidence against it with 11–29 phrasings each (chosen on the index alone,
 * eval/questions-dev.json and the eval:retrieval sets: 0.1 / 0.3 / 1 → 0.76 / 0.78 / 0.72 @1 on dev).
 */
export const UNSEEN_PIECE_SMOOTHING = 0.3;

/**
 * A word's pieces vote together, divided by their number to this power: "제1종전용주거지역" is eight bigrams, all in
 * the phrasings of the article that lists the zones, and would outvote "건폐율" eight to one (index alone: 1 / 0.75 /
 * 0.5 / 0 → dev 0.74 / 0.78 / 0.79 / 0.76 @1, the older sets best at 0.75; 0 is each piece on its own).
 */
export const WORD_PIECES_DAMPING = 0.75;

export type EverydayRanker = (question: string, limit: number) => EverydayArticle[];

/** The part of an article a question is asked as (PART_KEY), with its share of the likelihood over the article's parts. */
export interface PartAsked {
  part: string;
  share: number;
}

/** The part of one article a question is most likely asked about, or null when the article's entry has no parts. */
export type PartRanker = (question: string, law: string, article: string) => PartAsked | null;

/**
 * Ranks articles by how likely the question is as one more phrasing of theirs: each article's phrasings pooled into
 * one profile of pieces, and the question's pieces scored against every profile (multinomial naive Bayes, each piece
 * weighed by how few articles use it, each word's pieces voting together). A score is the article's share of the
 * likelihood over all articles, so the first is "decisive" when it holds most of it. Pooling lets the phrasings of an
 * article add up — the everyday words of one, the statute's word of another — where matching phrasing by phrasing
 * (BM25, through the fifth round) found the one phrasing closest in wording, often another article's: on the index
 * alone, dev 0.63 → 0.78 @1, the older sets 0.67 / 0.72 / 0.77 → 0.76 / 0.82 / 0.88 (docs/benchmarks.md).
 */
export function createEverydayRanker(entries: readonly EverydayEntry[]): EverydayRanker {
  const rank = rankByPhrasings(entries.map((entry) => ({ item: entry, phrasings: entry.phrasings })));
  return (question, limit) => rank(question, limit).map(({ item, score, closeness, phrasing }) => ({ law: item.law, article: item.article, title: item.title, score, closeness, phrasing }));
}

/**
 * Which part of an article a question asks about, by the same naive Bayes over that article's parts alone: a piece
 * every part's askers use (the article's subject) weighs nothing, the pieces of one part's condition or consequence
 * decide. Each article's ranker is built the first time it is asked about.
 */
export function createPartRanker(entries: readonly EverydayEntry[]): PartRanker {
  const byArticle = new Map(entries.filter((entry) => entry.parts && Object.keys(entry.parts).length >= 2).map((entry) => [`${entry.law}\u0000${entry.article}`, entry.parts!]));
  const rankers = new Map<string, ReturnType<typeof rankByPhrasings<string>>>();
  return (question, law, article) => {
    const key = `${law}\u0000${article}`;
    const parts = byArticle.get(key);
    if (!parts) return null;
    let rank = rankers.get(key);
    if (!rank) {
      rank = rankByPhrasings(Object.entries(parts).map(([part, phrasings]) => ({ item: part, phrasings })));
      rankers.set(key, rank);
    }
    const [best] = rank(question, 1);
    return best ? { part: best.item, share: best.score } : null;
  };
}

interface Ranked<T> {
  item: T;
  /** Its share of the question's likelihood over all items (0–1). */
  score: number;
  /** The share of its best-matching phrasing's bigrams the question holds. */
  closeness: number;
  phrasing: string;
}

/** The naive Bayes both rankers share: items (articles, or one article's parts) ranked by their pooled phrasings. */
function rankByPhrasings<T>(groups: readonly { item: T; phrasings: readonly string[] }[]): (question: string, limit: number) => Ranked<T>[] {
  const profiles = groups.map((group) => {
    const phrasings = group.phrasings.map((text) => ({ text, pieces: new Set(wordBigrams(text)) }));
    const uses = new Map<string, number>();
    for (const { pieces } of phrasings) for (const piece of pieces) uses.set(piece, (uses.get(piece) ?? 0) + 1);
    return { item: group.item, phrasings, uses, total: [...uses.values()].reduce((sum, n) => sum + n, 0) };
  });
  const itemsUsing = new Map<string, number>();
  for (const { uses } of profiles) for (const piece of uses.keys()) itemsUsing.set(piece, (itemsUsing.get(piece) ?? 0) + 1);
  const vocabulary = itemsUsing.size;
  const rarity = (piece: string) => Math.log(groups.length / itemsUsing.get(piece)!);
  return (question, limit) => {
    if (groups.length === 0) return [];
    // Its phrasings spell the statutes' words as the statutes do: a misspelled "건페율" is asked as 건폐율.
    const text = spelledAsStatutes(normalizeLine(question));
    const asked = new Set(wordBigrams(text));
    const words = [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean))]
      .map((word) => [...new Set(wordBigrams(word))].filter((piece) => itemsUsing.has(piece)))
      .filter((pieces) => pieces.length > 0);
    if (words.length === 0) return [];
    const logLikelihoods = profiles.map(({ uses, total }) =>
      words.reduce((sum, pieces) => {
        const word = pieces.reduce((wordSum, piece) => wordSum + rarity(piece) * Math.log((((uses.get(piece) ?? 0) + UNSEEN_PIECE_SMOOTHING) / (total + UNSEEN_PIECE_SMOOTHING * vocabulary)) * vocabulary), 0);
        return sum + word / Math.pow(pieces.length, WORD_PIECES_DAMPING);
      }, 0),
    );
    const best = Math.max(...logLikelihoods);
    const likelihoods = logLikelihoods.map((log) => Math.exp(log - best));
    const sum = likelihoods.reduce((total, value) => total + value, 0);
    const out: Ranked<T>[] = [];
    for (const index of profiles.map((_, i) => i).sort((a, b) => likelihoods[b]! - likelihoods[a]!)) {
      if (out.length >= limit) break;
      const { item, phrasings } = profiles[index]!;
      // The phrasing the question restates most of: how closely it is asked, and in which words (the answer's line).
      let closest = { closeness: 0, phrasing: '' };
      for (const { text: phrasing, pieces } of phrasings) {
        const closeness = [...pieces].filter((piece) => asked.has(piece)).length / Math.max(1, pieces.size);
        if (closeness > closest.closeness) closest = { closeness, phrasing };
      }
      // An item none of whose phrasings shares a piece with the question is not found, however the others fare.
      if (closest.closeness === 0) continue;
      out.push({ item, score: likelihoods[index]! / sum, ...closest });
    }
    return out;
  };
}

/**
 * The rankers (search's deps `everyday` and `everydayParts`) built on their first question: reading and indexing the files costs the commands that never search. A
 * damaged index file (the shipped ones are checked by test/everyday-index.test.ts) leaves search to the library's
 * words, said once on the console, rather than failing every question.
 */
export function lazyEveryday(resourcesDir: string): { everyday: EverydayRanker; everydayParts: PartRanker } {
  let built: { rank: EverydayRanker; partOf: PartRanker } | null = null;
  const build = () => {
    try {
      const entries = loadEverydayIndex(resourcesDir);
      return { rank: createEverydayRanker(entries), partOf: createPartRanker(entries) };
    } catch (error) {
      console.warn(`geungeo: the everyday index in ${join(resourcesDir, EVERYDAY_INDEX_DIR)} cannot be read; searching without it (${error instanceof Error ? error.message.slice(0, 200) : String(error)}). Reinstall Geungeo to restore it.`);
      return { rank: () => [], partOf: () => null };
    }
  };
  return {
    everyday: (question, limit) => (built ??= build()).rank(question, limit),
    everydayParts: (question, law, article) => (built ??= build()).partOf(question, law, article),
  };
}
