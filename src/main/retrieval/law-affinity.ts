// Which statute family a question's words belong to. Each act has its own vocabulary: 건축허가 and 이행강제금 are
// 건축법's words (주차장법 mentions them once or twice), 개발행위허가 is 국토계획법's, 부설주차장 주차장법's. When a
// question names no statute, the family in which its words are most at home is the likelier answer among passages
// that match equally well — "건축허가 받고 착공 안 하면 언제 취소돼?" is about 건축법 제11조, not the 국토계획법 decree
// that happens to use the same three words. Read per search from the passages found: no list to keep.
import type { Db } from '../store/database';
import { libraryGeneration, statementCache } from '../store/statements';
import { SELECTIVE_SHARE, type ResolvedTerm } from './lexical';

/** A passage the search found for the question: its statute and its search form. */
export interface Passage {
  law: string | null;
  form: string;
}

/** The IDF of a word in the share of the chunks beyond which lexical.ts does not pick candidates by it. */
const COMMON_IDF = Math.log(1 + (1 - SELECTIVE_SHARE) / SELECTIVE_SHARE);

/** How many chunks each statute has, read once per state of the library. */
export function createLawSizes(db: Db) {
  const statement = statementCache(db);
  const generation = libraryGeneration(db);
  let cache = { key: '', sizes: new Map<string, number>() };
  return (): ReadonlyMap<string, number> => {
    const { key } = generation();
    if (cache.key !== key) {
      const rows = statement('SELECT d.law_name AS law, count(*) AS n FROM chunks c JOIN documents d ON d.id = c.document_id GROUP BY d.law_name').all() as { law: string | null; n: number }[];
      cache = { key, sizes: new Map(rows.filter((row) => row.law !== null).map((row) => [row.law!, row.n])) };
    }
    return cache.sizes;
  };
}

/**
 * Each family's share (0–1, summing to 1) of the question's words, from the passages the search found for it (the
 * lexical candidates: up to 150 chunks per index holding a selective word, best first): for every selective term,
 * how densely each family's passages use it — passages containing it over the family's chunks, as shares across
 * families — weighted by the term's IDF. Words in a fifth of the library or more (건축물, 설치) say little about where a question belongs
 * and are left out. `familyOf` maps a law to its family (a standalone rule to the statute it carries out).
 * Counting in the candidates, not the whole library, keeps it free: the counts over 100,000 chunks cost more than
 * the rest of a search.
 */
export function familyShares(
  terms: readonly ResolvedTerm[],
  passages: readonly Passage[],
  lawSizes: ReadonlyMap<string, number>,
  familyOf: (law: string) => string,
): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const [law, n] of lawSizes) sizes.set(familyOf(law), (sizes.get(familyOf(law)) ?? 0) + n);
  const total = new Map<string, number>();
  let weight = 0;
  for (const term of terms) {
    if (term.idf < COMMON_IDF || term.forms.length === 0) continue;
    const counts = new Map<string, number>();
    for (const passage of passages) {
      if (passage.law === null || !term.forms.some((form) => passage.form.includes(form))) continue;
      const family = familyOf(passage.law);
      counts.set(family, (counts.get(family) ?? 0) + 1);
    }
    const density = [...counts].map(([family, n]) => [family, n / (sizes.get(family) ?? n)] as const);
    const sum = density.reduce((s, [, d]) => s + d, 0);
    if (sum === 0) continue;
    weight += term.idf;
    for (const [family, d] of density) total.set(family, (total.get(family) ?? 0) + (term.idf * d) / sum);
  }
  if (weight > 0) for (const [family, value] of total) total.set(family, value / weight);
  return total;
}
