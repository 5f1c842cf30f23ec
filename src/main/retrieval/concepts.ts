// "Does X count as Y" — is a balcony in the 바닥면적, is replacing a column 대수선, is this path a 도로 — is answered
// by the provision that defines or measures Y, not by those that mention X. Which words the library defines or
// measures is read from the library itself: the terms of its 정의 articles ("대수선"이란 …; 1. 대지: …), the
// quantities of its calculation provisions (시행령 제119조 면적 등의 산정방법: "3. 바닥면적: …") and the concepts of
// its scope provisions (제3조의2 대수선의 범위). No hand list: a library with another statute brings its own terms.
import { searchForm } from '../text/search-text';
import { COUNTS_AS, ONE_OF_TWO } from '../text/question-words';
import type { Db } from '../store/database';
import { libraryGeneration, statementCache } from '../store/statements';
import { filterSql, type SearchFilter } from './chunks';

/** Provisions that define, measure or scope words, by their titles. */
const DEFINING_TITLES = `(c.article_title = '정의' OR c.article_title LIKE '%산정%' OR c.article_title LIKE '%범위%')`;

/** A quoted word the line defines: "대수선"이란, "건축선(建築線)"이라 한다. */
const QUOTED = /["“]([^"”]{2,20}?)["”]\s*(?:\([^)]*\))?\s*(?:이)?(?:란|라\s*함은|이라\s*한다|라\s*한다)/g;
/** An item that names what it defines or measures: "3. 바닥면적: …", "가. 노외주차장: …". */
const NAMED_ITEM = /^\s*(?:\d+(?:의\d+)?\.|[가-힣]\.)\s*([가-힣ㆍ ]{2,16}?)\s*(?:\([^)]*\))?\s*:/gm;
/** A scope provision's title: "대수선의 범위" scopes 대수선. */
const SCOPE_TITLE = /^(.{2,12}?)의\s*범위$/;

/** The words a chunk defines, measures or scopes, in search form; a multi-word name also by its last word (건축물의 높이 → 높이). */
export function conceptsOf(text: string, title: string | null): string[] {
  const names = [...text.matchAll(QUOTED)].map((match) => match[1]!);
  names.push(...[...text.matchAll(NAMED_ITEM)].map((match) => match[1]!));
  const scope = title ? SCOPE_TITLE.exec(title) : null;
  if (scope) names.push(scope[1]!);
  const forms = names.flatMap((name) => {
    const words = name.trim().split(/\s+/);
    return words.length > 1 ? [searchForm(name), words.at(-1)!] : [searchForm(name)];
  });
  return [...new Set(forms.filter((form) => form.length >= 2))];
}

/**
 * The chunks that define or measure the concept a "does X count as Y" question asks about: Y is the defined or
 * measured word of the asking clause nearest before its "포함되나요 / 해당하나요 / 로 보나요" (the X comes first:
 * "발코니가 바닥면적에 포함되나요"). The library's concepts are read once per library generation and filter.
 */
export function createConceptIndex(db: Db) {
  const statement = statementCache(db);
  const generation = libraryGeneration(db);
  let cached: { key: string; byConcept: Map<string, number[]> } | null = null;

  const conceptsIn = (filter: SearchFilter): Map<string, number[]> => {
    const key = `${generation().key}|${JSON.stringify(filter)}`;
    if (cached?.key === key) return cached.byConcept;
    const where = filterSql(filter);
    const rows = statement(`SELECT c.id, c.text, c.article_title AS title FROM chunks c JOIN documents d ON d.id = c.document_id WHERE ${DEFINING_TITLES}${where.sql}`).all(...where.params) as {
      id: number;
      text: string;
      title: string | null;
    }[];
    const byConcept = new Map<string, number[]>();
    for (const row of rows) for (const concept of conceptsOf(row.text, row.title)) byConcept.set(concept, [...(byConcept.get(concept) ?? []), row.id]);
    cached = { key, byConcept };
    return byConcept;
  };

  return function conceptChunks(point: string, filter: SearchFilter, text: string): Set<number> {
    const compact = searchForm(point);
    const verb = COUNTS_AS.exec(compact);
    if (!verb) return eitherOf(text, filter);
    const byConcept = conceptsIn(filter);
    let best: { concept: string; end: number } | null = null;
    for (const concept of byConcept.keys()) {
      const at = compact.lastIndexOf(concept, verb.index);
      if (at < 0) continue;
      const end = at + concept.length;
      if (end > verb.index + 1) continue;
      if (!best || end > best.end || (end === best.end && concept.length > best.concept.length)) best = { concept, end };
    }
    return new Set(best ? byConcept.get(best.concept) : []);
  };

  /**
   * "노외주차장이에요 부설주차장이에요?", "고층이에요 초고층이에요?": which of two a thing is asks both terms' definitions —
   * the defined words the two-way question names (the longest where one holds another: 노외주차장, not 주차장).
   */
  function eitherOf(text: string, filter: SearchFilter): Set<number> {
    const pair = ONE_OF_TWO.exec(text);
    if (!pair) return new Set();
    const compact = searchForm(pair[0]);
    const byConcept = conceptsIn(filter);
    const named = [...byConcept.keys()].filter((concept) => compact.includes(concept));
    const longest = named.filter((concept) => !named.some((other) => other !== concept && other.includes(concept)));
    return new Set(longest.flatMap((concept) => byConcept.get(concept)!));
  }
}
