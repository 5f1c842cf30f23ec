// The lexical side of search, on the FTS5 trigram index of each chunk's compact search form. Trigrams match any
// substring of three or more characters, so particles and spacing do not matter ("건폐율은" contains "건폐율";
// spaces are not indexed). Shorter terms — trigram's blind spot — are matched by a substring scan instead.
// A word typed without spaces between several terms ("제2종일반주거지역건폐율") that occurs nowhere is split into
// the longest pieces that do occur. Candidates come ranked by BM25 and are re-scored by how much of the question
// they cover.
import type { Db } from '../store/database';
import { searchForm, searchFormSql } from '../text/search-text';
import { filterSql, statementCache, type SearchFilter } from './chunks';
import { stripEnding, type TermGroup } from './query-terms';

export interface ResolvedTerm {
  /** The search forms that count for this term (a word and its synonyms, or one piece of a split word). */
  forms: string[];
  /** Inverse document frequency × the word's weight: rare terms weigh more, framing words less. */
  idf: number;
}

export interface LexicalCandidate {
  id: number;
  /** BM25 from FTS5, higher is better (0 for substring-scan candidates). */
  bm25: number;
}

const CANDIDATE_LIMIT = 300;
const MIN_TRIGRAM = 3;

const quote = (form: string) => `"${form.replace(/"/g, '""')}"`;

export function createLexicalIndex(db: Db) {
  const ftsCount = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM chunks_fts WHERE chunks_fts MATCH ?');
  const scanCount = db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM chunks WHERE instr(${searchFormSql('text')}, ?) > 0`);
  const generation = db.prepare<[], { n: number; last: number | null }>('SELECT count(*) AS n, max(id) AS last FROM chunks');
  const statement = statementCache(db);
  let cache = { key: '', df: new Map<string, number>(), total: 0 };

  /** Document frequency of a search form, cached until the chunks change. */
  const documentFrequency = (form: string): number => {
    const state = generation.get()!;
    const key = `${state.n}:${state.last}`;
    if (cache.key !== key) cache = { key, df: new Map(), total: state.n };
    let df = cache.df.get(form);
    if (df === undefined) {
      df = form.length >= MIN_TRIGRAM ? ftsCount.get(`{body title} : ${quote(form)}`)!.n : scanCount.get(form)!.n;
      cache.df.set(form, df);
    }
    return df;
  };

  const idf = (df: number) => Math.log(1 + (cache.total - df + 0.5) / (df + 0.5));

  /** The longest pieces of a word that occur in the index, left to right ("제2종일반주거지역건폐율" → two terms). */
  const splitIntoKnownPieces = (form: string): string[] => {
    const pieces: string[] = [];
    let start = 0;
    while (start < form.length - 1) {
      let end = form.length;
      while (end - start >= 2 && documentFrequency(form.slice(start, end)) === 0) end--;
      if (end - start >= 2) {
        pieces.push(form.slice(start, end));
        start = end;
      } else {
        start++;
      }
    }
    return pieces;
  };

  return {
    /** Search forms with their weights; forms that occur nowhere are split, or dropped. */
    resolve(groups: readonly TermGroup[]): ResolvedTerm[] {
      const resolved: ResolvedTerm[] = [];
      for (const group of groups) {
        const forms = [...new Set(group.forms.map(searchForm).filter((form) => form.length >= 2))];
        if (forms.length === 0) continue; // nothing searchable ("퍼센트" alone is just "%")
        const known = forms.filter((form) => documentFrequency(form) > 0);
        if (known.length > 0) {
          resolved.push({ forms: known, idf: group.weight * idf(Math.max(...known.map(documentFrequency))) });
          continue;
        }
        const pieces = forms[0] && forms[0].length >= 4 ? splitIntoKnownPieces(forms[0]) : [];
        // A word that occurs nowhere in the documents still counts against them (with no forms, it never matches):
        // "비트코인 시세 전망" is not answered by a chunk that mentions 전망. At half weight, because many such words
        // are only a colloquial inflection ("맞춰", "잡아") of something the documents say otherwise.
        if (pieces.length === 0) resolved.push({ forms: [], idf: 0.5 * group.weight * idf(0) });
        for (const piece of pieces) {
          // A piece may end in a verb ending of the unspaced original ("성토하는" of "성토하는것도"): trim it.
          const stem = stripEnding(piece);
          const form = stem.length >= 2 && documentFrequency(stem) > 0 ? stem : piece;
          resolved.push({ forms: [form], idf: group.weight * idf(documentFrequency(form)) });
        }
      }
      return resolved;
    },

    /**
     * Chunks that contain the terms: the FTS5 BM25 ranking for terms of three characters or more, and, for
     * shorter ones, a scan ranked by the weight of the short terms each chunk contains.
     */
    candidates(terms: readonly ResolvedTerm[], filter: SearchFilter): LexicalCandidate[] {
      const where = filterSql(filter);
      const long = [...new Set(terms.flatMap((term) => term.forms).filter((form) => form.length >= MIN_TRIGRAM))];
      const found = new Map<number, LexicalCandidate>();
      if (long.length > 0) {
        const match = `{body title} : (${long.map(quote).join(' OR ')})`;
        const rows = statement(
          `SELECT f.rowid AS id, -bm25(chunks_fts, 1.0, 0.0, 2.0) AS bm25 FROM chunks_fts f
           JOIN chunks c ON c.id = f.rowid JOIN documents d ON d.id = c.document_id
           WHERE chunks_fts MATCH ?${where.sql} ORDER BY bm25(chunks_fts, 1.0, 0.0, 2.0) LIMIT ${CANDIDATE_LIMIT}`,
        ).all(match, ...where.params) as LexicalCandidate[];
        for (const row of rows) found.set(row.id, row);
      }
      const short = terms.filter((term) => term.forms.some((form) => form.length < MIN_TRIGRAM));
      if (short.length > 0) {
        const form = searchFormSql('c.text');
        const weight = short.map((term) => `(CASE WHEN ${term.forms.map(() => `instr(${form}, ?) > 0`).join(' OR ')} THEN ${term.idf} ELSE 0 END)`).join(' + ');
        const rows = statement(
          `SELECT c.id, ${weight} AS weight FROM chunks c JOIN documents d ON d.id = c.document_id
           WHERE 1 = 1${where.sql} ORDER BY weight DESC LIMIT ${CANDIDATE_LIMIT}`,
        ).all(...short.flatMap((term) => term.forms), ...where.params) as { id: number; weight: number }[];
        for (const row of rows) if (row.weight > 0 && !found.has(row.id)) found.set(row.id, { id: row.id, bm25: 0 });
      }
      return [...found.values()];
    },
  };
}

export type LexicalIndex = ReturnType<typeof createLexicalIndex>;

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
function presence(term: ResolvedTerm, form: string): number {
  if (term.forms.some((candidate) => form.includes(candidate))) return 1;
  const longest = term.forms.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < 4) return 0;
  let found = 0;
  for (let i = 0; i + 2 <= longest.length; i++) if (form.includes(longest.slice(i, i + 2))) found++;
  const share = found / (longest.length - 1);
  return share >= 0.6 ? 0.7 * share : 0;
}
