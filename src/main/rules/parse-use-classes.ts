// The use vocabulary, read from 건축법 시행령 별표 1 (용도별 건축물의 종류): each numbered class ("3. 제1종 근린생활시설")
// and the uses its items name — "나. 휴게음식점, 제과점 등 …로서 … 바닥면적의 합계가 300제곱미터 미만인 것" makes
// 휴게음식점 and 제과점 제1종 근린생활시설 below 300㎡; the same uses in 제2종 근린생활시설 "300제곱미터 이상인 것". A
// question about a 카페 is answered through these rows: the use, its class, and the area that moves it between classes.
import { compactUse } from './building-classes';
import { parseKoreanNumber } from '../text/korean-numbers';
import type { StoredArticle } from './parse-zoning';

export interface ParsedUseClass {
  use: string;
  class: string;
  area_below: number | null;
  area_from: number | null;
  conditions: string | null;
  article: string;
  item: string;
  page: number;
}

/** 건축법 시행령 별표 1's title. */
const USE_ANNEX_TITLE = /용도별\s*건축물의\s*종류/;
/** "3. 제1종 근린생활시설", "1. 단독주택[단독주택의 형태를 갖춘 …]". */
const CLASS_LINE = /^(\d+)\.\s*([^[(:]+?)\s*(?:[[(].*)?$/;
const SUB_ITEM = /^([가-하])\.\s*(.*)$/;
/** "바닥면적의 합계가 300제곱미터 미만인 것": the area that bounds the class. */
const AREA_BOUND = /바닥면적(?:의)?\s*합계가\s*([0-9][0-9천백만,.]*)\s*(?:제곱미터|㎡)\s*(?:를|을)?\s*(미만|이상|이하|초과)/;
/** The uses an item names before "등": "휴게음식점, 제과점 등", "이용원, 미용원, 목욕장, 세탁소 등". */
const NAMED_BEFORE_ETC = /^([^()]+?)\s*등\s/;
/** "다중주택: …": the use an item defines. */
const DEFINED = /^([가-힣]{2,12})\s*:/;
/** "…을 판매하는 소매점으로서", "공연장(극장 …)으로서": the head noun before 으로서/로서. */
const HEAD_BEFORE_AS = /([가-힣]{2,10}?)(?:\([^)]*\))?\s*(?:으로서|로서)/;

/** The uses an item names (as compact words). */
function usesOf(text: string): string[] {
  const defined = DEFINED.exec(text);
  // "일반업무시설: 금융업소, 사무소, …, 오피스텔 등으로서 …": the use it defines, and the kinds it lists.
  if (defined) return [defined[1]!, ...kindsListed(text.slice(defined[0].length))];
  // "창고(물품저장시설로서 …)": a short name with what it includes in parentheses.
  const bare = text.replace(/\([^)]*\)/g, '').trim();
  if (bare.length <= 12 && /^[가-힣]{2,12}$/.test(compactUse(bare))) return [compactUse(bare)];
  const listed = NAMED_BEFORE_ETC.exec(text);
  if (listed && listed[1]!.includes(',')) return listed[1]!.split(/\s*,\s*/).map(compactUse).filter((use) => /^[가-힣]{2,12}$/.test(use));
  const head = HEAD_BEFORE_AS.exec(text);
  // "공연장(극장, 영화관, …)": the kinds in the parentheses are uses too — not "학원(자동차학원 … 은 제외한다)".
  const inParentheses = /^[가-힣]{2,10}\(([^)]*)\)/.exec(text)?.[1];
  const parenthesised = inParentheses === undefined || /제외/.test(inParentheses) ? [] : inParentheses.split(/\s*[,ㆍ]\s*/).map((word) => compactUse(word.replace(/\s*등$/, '')));
  if (head) return [head[1]!, ...parenthesised.filter((word) => /^[가-힣]{2,10}$/.test(word))];
  // "나. 일반음식점", "바. 안마시술소, 노래연습장": a short item is its uses.
  if (text.length <= 30) return text.split(/\s*[,ㆍ]\s*/).map(compactUse).filter((use) => /^[가-힣]{2,12}$/.test(use));
  return [];
}

/** The kinds a definition lists before "등": "금융업소, 사무소, 결혼상담소 등 소개업소, 출판사, 오피스텔 등으로서" → each first word. */
function kindsListed(text: string): string[] {
  const head = /^\s*([^()]*?)\s*등\s*(?:으로서|로서|의)/.exec(text)?.[1] ?? '';
  if (!head.includes(',')) return [];
  return head.split(/\s*,\s*/).map((piece) => compactUse(piece.replace(/\s*등\s.*$/, ''))).filter((use) => /^[가-힣]{2,12}$/.test(use));
}

/** How an area bound reads: 미만/이하 bound from above, 이상/초과 from below. */
function areaOf(text: string): { area_below: number | null; area_from: number | null } {
  const bound = AREA_BOUND.exec(text);
  const value = bound ? parseKoreanNumber(bound[1]!) : null;
  if (!bound || value === null) return { area_below: null, area_from: null };
  return bound[2] === '미만' || bound[2] === '이하' ? { area_below: value, area_from: null } : { area_below: null, area_from: value };
}

export function parseUseClasses(annex: StoredArticle): ParsedUseClass[] {
  if (!annex.article || !USE_ANNEX_TITLE.test(annex.title ?? '')) return [];
  const rows: ParsedUseClass[] = [];
  let current: { number: string; name: string } | null = null;
  for (const { text, page } of annex.lines) {
    const line = text.trim();
    const heading = CLASS_LINE.exec(line);
    if (heading && !SUB_ITEM.test(line)) {
      current = { number: heading[1]!, name: compactUse(heading[2]!) };
      // A class is a use of itself ("공장", "단독주택").
      rows.push({ use: current.name, class: current.name, area_below: null, area_from: null, conditions: null, article: annex.article, item: `제${current.number}호`, page });
      continue;
    }
    const sub = SUB_ITEM.exec(line);
    if (!sub || !current) continue;
    const area = areaOf(sub[2]!);
    for (const use of usesOf(sub[2]!)) {
      if (use === current.name) continue;
      rows.push({ use, class: current.name, ...area, conditions: sub[2]!.trim(), article: annex.article, item: `제${current.number}호${sub[1]}목`, page });
    }
  }
  return rows;
}
