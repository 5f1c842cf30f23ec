// Which statute family a question's words belong to. Each act has its own vocabulary: 건축허가 and 이행강제금 are
// 건축법's words (주차장법 mentions them once or twice), 개발행위허가 is 국토계획법's, 부설주차장 주차장법's. When a
// question names no statute, the family in which its words are most at home is the likelier answer among passages
// that match equally well — "건축허가 받고 착공 안 하면 언제 취소돼?" is about 건축법 제11조, not the 국토계획법 decree
// that happens to use the same three words. Computed from the library itself, per search: no list to keep.
import type { Db } from '../store/database';
import { searchFormSql } from '../text/search-text';
import { statementCache } from './chunks';
import type { ResolvedTerm } from './lexical';

const MIN_TRIGRAM = 3;
const isBigram = (form: string) => /^[\p{L}\p{N}]{2}$/u.test(form);
const quote = (form: string) => `"${form.replace(/"/g, '""')}"`;

type Counts = ReadonlyMap<string, number>;

export function createLawAffinity(db: Db) {
  const statement = statementCache(db);
  const generation = db.prepare<[], { first: number | null; last: number | null }>('SELECT min(id) AS first, max(id) AS last FROM chunks');
  let cache = { key: '', byForm: new Map<string, Counts>(), sizes: new Map<string, number>() as Counts };

  const rows = (sql: string, ...params: string[]): Counts =>
    new Map((statement(sql).all(...params) as { law: string | null; n: number }[]).filter((row) => row.law !== null).map((row) => [row.law!, row.n]));

  /** How many chunks of each law contain a search form. */
  const countsOf = (form: string): Counts => {
    let counts = cache.byForm.get(form);
    if (counts) return counts;
    const join = 'JOIN chunks c ON c.id = f.rowid JOIN documents d ON d.id = c.document_id';
    counts =
      form.length >= MIN_TRIGRAM
        ? rows(`SELECT d.law_name AS law, count(*) AS n FROM chunks_fts f ${join} WHERE chunks_fts MATCH ? GROUP BY d.law_name`, `{body title} : ${quote(form)}`)
        : isBigram(form)
          ? rows(`SELECT d.law_name AS law, count(*) AS n FROM chunks_bigrams f ${join} WHERE chunks_bigrams MATCH ? GROUP BY d.law_name`, quote(form))
          : rows(`SELECT d.law_name AS law, count(*) AS n FROM chunks c JOIN documents d ON d.id = c.document_id WHERE instr(${searchFormSql('c.text')}, ?) > 0 GROUP BY d.law_name`, form);
    cache.byForm.set(form, counts);
    return counts;
  };

  const refresh = () => {
    const { first, last } = generation.get()!;
    const key = `${first}:${last}`;
    if (cache.key === key) return;
    cache = { key, byForm: new Map(), sizes: rows('SELECT d.law_name AS law, count(*) AS n FROM chunks c JOIN documents d ON d.id = c.document_id GROUP BY d.law_name') };
  };

  /**
   * Each family's share (0–1, summing to 1) of the question's words: for every term, how densely each family uses
   * it (chunks containing it over the family's chunks, as shares across families), weighted by the term's IDF.
   * `familyOf` maps a law to its family (a standalone rule to the statute it carries out).
   */
  return function affinity(terms: readonly ResolvedTerm[], familyOf: (law: string) => string): Map<string, number> {
    refresh();
    const sizes = new Map<string, number>();
    for (const [law, n] of cache.sizes) sizes.set(familyOf(law), (sizes.get(familyOf(law)) ?? 0) + n);
    const total = new Map<string, number>();
    let weight = 0;
    for (const term of terms) {
      const counts = new Map<string, number>();
      for (const form of term.forms) for (const [law, n] of countsOf(form)) counts.set(familyOf(law), (counts.get(familyOf(law)) ?? 0) + n);
      const density = [...counts].map(([family, n]) => [family, n / (sizes.get(family) ?? 1)] as const);
      const sum = density.reduce((s, [, d]) => s + d, 0);
      if (sum === 0) continue;
      weight += term.idf;
      for (const [family, d] of density) total.set(family, (total.get(family) ?? 0) + (term.idf * d) / sum);
    }
    if (weight > 0) for (const [family, value] of total) total.set(family, value / weight);
    return total;
  };
}

export type LawAffinity = ReturnType<typeof createLawAffinity>;
