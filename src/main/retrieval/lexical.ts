// The lexical side of search, on the FTS5 trigram index of each chunk's compact search form. Trigrams match any
// substring of three or more characters, so particles and spacing do not matter ("건폐율은" contains "건폐율";
// spaces are not indexed). Two-character terms — trigram's blind spot — go to the two-character side index
// (store/bigrams.ts), and anything else short (a digit and a symbol) to a substring scan.
// A word typed without spaces between several terms ("제2종일반주거지역건폐율") that occurs nowhere is split into
// the longest pieces that do occur. Candidates come ranked by BM25 and are re-scored by how much of the question
// they cover.
import type { Db } from '../store/database';
import { libraryGeneration, statementCache } from '../store/statements';
import { searchForm, searchFormSql } from '../text/search-text';
import { filterSql, type SearchFilter } from './chunks';
import { ENDINGS } from '../text/question-words';
import { stripEnding, type TermGroup } from './query-terms';

export interface ResolvedTerm {
  /** The search forms that count for this term (a word and its synonyms, or one piece of a split word). */
  forms: string[];
  /** Inverse document frequency × the word's weight: rare terms weigh more, framing words less. */
  idf: number;
  /** Only in a story's circumstances, not in the clause that asks (TermGroup.story). */
  story?: boolean;
}

export interface LexicalCandidate {
  id: number;
  /** BM25 from FTS5, higher is better (0 for substring-scan candidates). */
  bm25: number;
}

const CANDIDATE_LIMIT = 150;
const MIN_TRIGRAM = 3;
/** A term found in more than this share of all chunks is too common to pick candidates by. */
export const SELECTIVE_SHARE = 0.2;

const isBigram = (form: string) => /^[\p{L}\p{N}]{2}$/u.test(form);

/** The longest piece a space-free word is split into: longer than any term of the statutes ("건축물의피난ㆍ방화구조등의
 *  기준에관한규칙" is 22), and what keeps splitting a 2,000-character word linear in its length. */
const MAX_PIECE_CHARS = 32;
/** Asking the index whether a long term occurs costs a query each; past this many in one search, the rarest of its
 *  trigrams stands in (an upper bound, as for any weight) so that no input makes a search run for minutes. */
const OCCURS_QUERIES_PER_SEARCH = 300;
/** A two-character form no index holds ("🏠", "%p") is counted by scanning every chunk: one pass per search counts
 *  all of them, and only this many — beyond it (only pasted symbol soup has more) a form counts as found nowhere. */
const SCANNED_FORMS_PER_SEARCH = 8;

const quote = (form: string) => `"${form.replace(/"/g, '""')}"`;

export function createLexicalIndex(db: Db) {
  // Document frequencies come from the indexes' vocabularies: exact for a trigram or a two-character piece; for a
  // longer term, the rarest of its trigrams (an upper bound, which is what a weight needs). Whether a longer term
  // occurs at all is asked of the index itself, which stops at the first match.
  const trigramDf = db.prepare<[string], { doc: number }>('SELECT doc FROM chunks_fts_vocab WHERE term = ?');
  const bigramDf = db.prepare<[string], { doc: number }>('SELECT doc FROM chunks_bigrams_vocab WHERE term = ?');
  const occurs = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM chunks_fts WHERE chunks_fts MATCH ? LIMIT 1');
  // Document frequencies are cached until the library changes (chunks.ts); the span of the chunk ids stands in for
  // the number of chunks (count(*) scans the table), which is all an IDF weight needs.
  const generation = libraryGeneration(db);
  const statement = statementCache(db);
  let cache = { key: '', df: new Map<string, number>(), total: 0 };
  let occursBudget = OCCURS_QUERIES_PER_SEARCH;

  const frequency = (form: string): number => {
    // Longer than any term, a word is split into pieces rather than looked for whole: asking the index for a
    // 2,000-character phrase costs a fifth of a second.
    if (form.length > MAX_PIECE_CHARS) return 0;
    if (form.length >= MIN_TRIGRAM) {
      let rarest = Infinity;
      if (form.length === MIN_TRIGRAM) return trigramDf.get(form.toLowerCase())?.doc ?? 0;
      for (let i = 0; i + 3 <= form.length; i++) rarest = Math.min(rarest, documentFrequency(form.slice(i, i + 3)));
      if (rarest === 0 || form.length === MIN_TRIGRAM || occursBudget <= 0) return rarest;
      occursBudget--;
      return occurs.get(`{body title} : ${quote(form)}`) ? rarest : 0;
    }
    return isBigram(form) ? (bigramDf.get(form.toLowerCase())?.doc ?? 0) : 0; // scanned forms are counted in advance
  };

  /** Counts the forms that need a scan in one pass over the chunks, before the terms are weighed. */
  const countScannedForms = (groups: readonly TermGroup[]) => {
    const forms = [...new Set(groups.flatMap((group) => group.forms.map(searchForm)))]
      .filter((form) => form.length === 2 && !isBigram(form) && !cache.df.has(form))
      .slice(0, SCANNED_FORMS_PER_SEARCH);
    if (forms.length === 0) return;
    const counts = statement(
      `SELECT ${forms.map((_, i) => `sum(instr(f, ?) > 0) AS n${i}`).join(', ')} FROM (SELECT ${searchFormSql('text')} AS f FROM chunks)`,
    ).get(...forms) as Record<string, number | null>;
    forms.forEach((form, i) => cache.df.set(form, counts[`n${i}`] ?? 0));
  };

  /** Starts a search: document frequencies stay cached until the chunks change. */
  const refresh = () => {
    const { key, span } = generation();
    if (cache.key !== key) cache = { key, df: new Map(), total: span };
    occursBudget = OCCURS_QUERIES_PER_SEARCH;
  };

  /** Document frequency of a search form (after refresh()). */
  const documentFrequency = (form: string): number => {
    let df = cache.df.get(form);
    if (df === undefined) {
      df = frequency(form);
      // (A form to scan that was past this search's count is not remembered as absent.)
      if (form.length >= MIN_TRIGRAM || isBigram(form)) cache.df.set(form, df);
    }
    return df;
  };

  const idf = (df: number) => Math.log(1 + (cache.total - df + 0.5) / (df + 0.5));

  /**
   * The longest pieces of a word that occur in the index, left to right ("제2종일반주거지역건폐율" → two terms). A piece
   * holds no trigram the index lacks and is at most MAX_PIECE_CHARS long: each trigram is looked up once, and each
   * start tries a few ends.
   */
  const splitIntoKnownPieces = (form: string): string[] => {
    const pieces: string[] = [];
    // The first position at or after i where a trigram the index lacks starts: no piece crosses it.
    const unknownFrom = new Array<number>(form.length + 1).fill(form.length);
    for (let i = form.length - MIN_TRIGRAM; i >= 0; i--) unknownFrom[i] = documentFrequency(form.slice(i, i + MIN_TRIGRAM)) === 0 ? i : unknownFrom[i + 1]!;
    let start = 0;
    while (start < form.length - 1) {
      // Whatever occurs, its beginning occurs too: the longest piece from here is found by halving, a few index
      // queries per start rather than one per length ("9999…" would otherwise ask thirty).
      let known = 1;
      let longest = Math.min(form.length, start + MAX_PIECE_CHARS, unknownFrom[start]! + MIN_TRIGRAM - 1) - start;
      while (known < longest) {
        const length = Math.ceil((known + longest) / 2);
        if (documentFrequency(form.slice(start, start + length)) > 0) known = length;
        else longest = length - 1;
      }
      if (known >= 2) {
        pieces.push(form.slice(start, start + known));
        start += known;
      } else {
        start++;
      }
    }
    return pieces;
  };

  return {
    /**
     * The share of the question's words the library holds, each whole in any of its forms: "김치찌개 끓일 때 돼지고기를
     * 먼저 볶아야 돼요?" holds one of five (먼저), a building question nearly all — an off-topic question's words are
     * mostly nowhere (ask-graph.ts). Words found only as pieces of others (돼지고기 → 지고) count as not held.
     */
    heldShare(groups: readonly TermGroup[]): number {
      refresh();
      const words = groups.map((group) => [...new Set(group.forms.map(searchForm).filter((form) => form.length >= 2))]).filter((forms) => forms.length > 0);
      if (words.length === 0) return 0;
      return words.filter((forms) => forms.some((form) => documentFrequency(form) > 0)).length / words.length;
    },

    /** Search forms with their weights; forms that occur nowhere are split, or count as missing. */
    resolve(groups: readonly TermGroup[]): ResolvedTerm[] {
      refresh();
      countScannedForms(groups);
      const resolved: ResolvedTerm[] = [];
      for (const group of groups) {
        const forms = [...new Set(group.forms.map(searchForm).filter((form) => form.length >= 2))];
        if (forms.length === 0) continue; // nothing searchable ("퍼센트" alone is just "%")
        const known = forms.filter((form) => documentFrequency(form) > 0);
        if (known.length > 0) {
          resolved.push({ forms: known, idf: group.weight * idf(Math.max(...known.map(documentFrequency))), ...storyOf(group) });
          continue;
        }
        const pieces = forms[0] && forms[0].length >= 4 ? splitIntoKnownPieces(forms[0]) : [];
        // A word that occurs nowhere in the documents still counts against them (with no forms, it never matches):
        // "비트코인 시세 전망" is not answered by a chunk that mentions 전망. At half weight, because many such words
        // are only a colloquial inflection ("맞춰", "잡아") of something the documents say otherwise.
        // Not a story's circumstances, though: "아버지 … 옛날부터 … 묶여 있었는데" are everyday words around the point,
        // and counting each against every passage leaves none of them covering half of a long story.
        if (pieces.length === 0 && !group.story) resolved.push({ forms: [], idf: 0.5 * group.weight * idf(0) });
        // A piece that is only an ending ("다고" of "들어온다고") names nothing.
        for (const piece of pieces.filter((piece) => !ENDINGS.includes(piece))) {
          // A piece may end in a verb ending of the unspaced original ("성토하는" of "성토하는것도"): trim it.
          const stem = stripEnding(piece);
          const form = stem.length >= 2 && documentFrequency(stem) > 0 ? stem : piece;
          resolved.push({ forms: [form], idf: group.weight * idf(documentFrequency(form)), ...storyOf(group) });
        }
      }
      return resolved;
    },

    /**
     * Chunks that contain the terms, ranked by BM25: from the trigram index for terms of three characters or more
     * (only the selective ones: a term in most chunks would make FTS5 rank most of the library), and from the
     * two-character index for shorter ones.
     */
    candidates(terms: readonly ResolvedTerm[], filter: SearchFilter): LexicalCandidate[] {
      const where = filterSql(filter);
      const found = new Map<number, LexicalCandidate>();
      const add = (rows: LexicalCandidate[]) => rows.forEach((row) => found.has(row.id) || found.set(row.id, row));

      const long = [...new Set(terms.flatMap((term) => term.forms).filter((form) => form.length >= MIN_TRIGRAM))];
      const selective = long.filter((form) => documentFrequency(form) <= SELECTIVE_SHARE * cache.total);
      const usable = selective.length > 0 ? selective : [...long].sort((a, b) => documentFrequency(a) - documentFrequency(b)).slice(0, 2);
      if (usable.length > 0) {
        const match = `{body title} : (${usable.map(quote).join(' OR ')})`;
        // Without a filter the index alone answers; FTS5's own ORDER BY rank path skips SQLite's sorter.
        add(
          (where.sql
            ? statement(
                `SELECT f.rowid AS id, -f.rank AS bm25 FROM chunks_fts f
                 JOIN chunks c ON c.id = f.rowid JOIN documents d ON d.id = c.document_id
                 WHERE chunks_fts MATCH ?${where.sql} ORDER BY f.rank LIMIT ${CANDIDATE_LIMIT}`,
              ).all(match, ...where.params)
            : statement(`SELECT rowid AS id, -rank AS bm25 FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY rank LIMIT ${CANDIDATE_LIMIT}`).all(match)) as LexicalCandidate[],
        );
      }

      const short = [...new Set(terms.flatMap((term) => term.forms).filter((form) => form.length < MIN_TRIGRAM))];
      // Common short words (기준, 경우) only help to score the candidates the other terms bring.
      const bigrams = short.filter((form) => isBigram(form) && documentFrequency(form) <= SELECTIVE_SHARE * cache.total);
      if (bigrams.length > 0) {
        const match = bigrams.map(quote).join(' OR ');
        add(
          ((where.sql
            ? statement(
                `SELECT b.rowid AS id FROM chunks_bigrams b JOIN chunks c ON c.id = b.rowid JOIN documents d ON d.id = c.document_id
                 WHERE chunks_bigrams MATCH ?${where.sql} ORDER BY b.rank LIMIT ${CANDIDATE_LIMIT}`,
              ).all(match, ...where.params)
            : statement(`SELECT rowid AS id FROM chunks_bigrams WHERE chunks_bigrams MATCH ? ORDER BY rank LIMIT ${CANDIDATE_LIMIT}`).all(match)) as {
            id: number;
          }[]).map(({ id }) => ({ id, bm25: 0 })),
        );
      }
      const odd = short.filter((form) => !isBigram(form));
      if (odd.length > 0) {
        add(
          statement(
            `SELECT c.id, 0 AS bm25 FROM chunks c JOIN documents d ON d.id = c.document_id
             WHERE (${odd.map(() => `instr(${searchFormSql('c.text')}, ?) > 0`).join(' OR ')})${where.sql} LIMIT ${CANDIDATE_LIMIT}`,
          ).all(...odd, ...where.params) as LexicalCandidate[],
        );
      }
      return [...found.values()];
    },
  };
}

export type LexicalIndex = ReturnType<typeof createLexicalIndex>;

/** A term keeps the mark of a word only in a story's circumstances. */
const storyOf = (group: TermGroup) => (group.story ? { story: true } : {});

/** Share of the question's weight that a text covers: 1 when every term occurs in it. */
export function coverage(terms: readonly ResolvedTerm[], form: string): number {
  const total = terms.reduce((sum, term) => sum + term.idf, 0);
  if (total === 0) return 0;
  const found = terms.reduce((sum, term) => sum + presence(term, form) * term.idf, 0);
  return found / total;
}

/** How many of the question's terms a text contains. */
export function matchedTerms(terms: readonly ResolvedTerm[], form: string): number {
  return terms.filter((term) => presence(term, form) >= 0.5).length;
}

/**
 * 1 when the text contains the term. A compound it does not contain whole still earns part of its weight for
 * the pieces it does ("첨부서류" where the text says "서류를 첨부하여"; "장애인전용주차구획" in a table with
 * "장애인전용 … 주차구획"): the share of the compound's two-character pieces found, discounted, from 60% up.
 */
export function presence(term: ResolvedTerm, form: string): number {
  if (term.forms.some((candidate) => form.includes(candidate))) return 1;
  const longest = term.forms.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < 4) return 0;
  let found = 0;
  for (let i = 0; i + 2 <= longest.length; i++) if (form.includes(longest.slice(i, i + 2))) found++;
  const share = found / (longest.length - 1);
  return share >= 0.6 ? 0.7 * share : 0;
}
