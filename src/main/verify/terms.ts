// Named classes the statutes coin — 지구, 구역, 방화문, 시설군 — are renamed by amendments: 갑종방화문 became 60분+
// 방화문, 수변경관지구 went into 특화경관지구, 역사문화환경보존지구 is 역사문화환경보호지구. A name the statutes' body
// no longer uses (부칙 keep the old words) in a sentence that speaks about the same subject as a sentence using
// another name of the same kind is the old name: the claim is contradicted, and the current name is given.
import { stripEnding } from '../retrieval/query-terms';
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
