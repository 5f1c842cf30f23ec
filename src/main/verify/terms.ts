// Named classes the statutes coin — 지구, 구역, 방화문, 시설군 — are renamed by amendments: 갑종방화문 became 60분+
// 방화문, 수변경관지구 went into 특화경관지구, 역사문화환경보존지구 is 역사문화환경보호지구. A name the statutes' body
// no longer uses (부칙 keep the old words) in a sentence that speaks about the same subject as a sentence using
// another name of the same kind is the old name: the claim is contradicted, and the current name is given.
import type { Rename } from '../retrieval/articles';
import { stripEnding } from '../retrieval/query-terms';
import { searchForm } from '../text/search-text';
import { dice } from './lists';

/** The kinds of name checked: they are coined by the statutes, and an unknown one is not just an answer's wording. */
const NAMED = /[가-힣]{2,}(?:지구|구역|방화문|시설군)/g;
const KIND = /(지구|구역|방화문|시설군)$/;

/** The named classes a text uses, as written without particles ("수변경관지구를" → "수변경관지구"). */
export function namedTerms(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.normalize('NFC').matchAll(NAMED)) {
    const term = stripEnding(match[0]);
    if (KIND.test(term)) found.add(term);
  }
  return [...found];
}

/** The names of the same kind in a source sentence ("60분+ 방화문", "특화경관지구"), nearest in spelling first. */
export function namesOfKind(term: string, text: string): string[] {
  const kind = KIND.exec(term)?.[1];
  if (!kind) return [];
  const found = new Set<string>();
  // A name with a number before it keeps it ("60분+ 방화문"); other words before a name are not part of it.
  for (const match of text.matchAll(new RegExp(`(?:[0-9][0-9가-힣+]*\\s)?[0-9가-힣+]*${kind}`, 'g'))) {
    const name = match[0].trim();
    // Not the term itself, nor the group it belongs to ("경관지구" for "수변경관지구").
    if (name !== kind && !term.includes(name.replace(/\s+/g, ''))) found.add(name);
  }
  return [...found].sort((a, b) => dice(b.replace(/\s+/g, ''), term) - dice(a.replace(/\s+/g, ''), term));
}

/** A sentence that tells of the change itself ("종전의 성장관리방안 수립 지역은 …으로 바뀌었다") may name the old name. */
const TELLS_OF_CHANGE = /개정|바뀌|바뀐|변경|종전|예전|과거|옛|이전에는|당시|구\s*(?:법|규정|명칭|용어)|명칭/;

/**
 * The names an amendment replaced that a sentence still uses as current ("분뇨 및 쓰레기처리시설" where the
 * statutes now say "자원순환 관련 시설"), the longest of overlapping ones ("도시계획구역밖", not also "도시계획구역").
 */
export function formerNames(text: string, renames: readonly Rename[]): Rename[] {
  const form = searchForm(text.normalize('NFC'));
  const hits = renames.filter((rename) => form.includes(rename.formerForm) && !form.includes(searchForm(rename.current)));
  if (hits.length === 0 || TELLS_OF_CHANGE.test(text)) return [];
  return hits.filter((hit) => !hits.some((other) => other !== hit && other.formerForm.includes(hit.formerForm)));
}

/**
 * Grades the statutes coin classes by, each scale its own: a 준고층 is no grade of size, 대형 none of height. A class
 * the body never names, of a grade whose siblings it names for the same thing ("준고층건축물" where it has
 * 고층건축물, 초고층 건축물 and 준초고층 건축물; "소형 기계식주차장" beside 중형 and 대형), does not exist.
 */
const GRADE_SCALES: readonly (readonly string[])[] = [
  ['준초고층', '초고층', '준고층', '고층', '중층', '저층'],
  ['초소형', '초대형', '경형', '소형', '중형', '대형'],
];
const GRADED = new RegExp(`(?<![가-힣])(${GRADE_SCALES.flat().join('|')})\\s*(?:\\([^()]{0,20}\\)\\s*)?([가-힣]{0,6}(?:건축물|주차장|자동차|승강기))`, 'g');
/** A class named with this many siblings of its scale is one of a set the statutes define. */
const SIBLINGS_MIN = 2;

export function ungradedClasses(text: string, usesTerm: (term: string) => boolean): { term: string; siblings: string[] }[] {
  const found: { term: string; siblings: string[] }[] = [];
  for (const match of text.normalize('NFC').matchAll(GRADED)) {
    const [grade, head] = [match[1]!, match[2]!];
    const term = `${grade}${head}`;
    if (found.some((entry) => entry.term === term) || usesTerm(term)) continue;
    const scale = GRADE_SCALES.find((grades) => grades.includes(grade))!;
    const siblings = scale.filter((other) => other !== grade && usesTerm(`${other}${head}`)).map((other) => `${other}${head}`);
    if (siblings.length >= SIBLINGS_MIN) found.push({ term, siblings });
  }
  return found;
}
