// A statute delegates its details down its family: 법 제84조 says "대통령령으로 정하는 규모", and 시행령 제94조 says
// "법 제84조제1항 … 단서에서 "대통령령으로 정하는 규모"란 330제곱미터를 말한다". The question's words match the
// delegating article; the figure it asks for is in the provision that cites it. This finds those provisions: in the
// family's lower acts, the chunks that cite the article ("법 제84조" from the 시행령 or 시행규칙, "영 제86조" from
// the 시행규칙).
import type Database from 'better-sqlite3';
import { filterSql, type SearchFilter } from './chunks';
import { actOfLaw, lawFamily } from './query-plan';

/** Statute → the rules outside its family that carry it out (see standaloneRules). */
export type StandaloneRules = ReadonlyMap<string, readonly string[]>;

/**
 * Rules with a name of their own that carry out a statute and its decree, as their 제1조 says: "이 규칙은 「건축법」
 * 제49조, 제50조 … 에 따른 건축물의 피난ㆍ방화 등에 관한 기술적 기준을 정함을 목적으로 한다" — 건축물의 피난ㆍ방화구조
 * 등의 기준에 관한 규칙 cites "법 제49조제3항" and "영 제40조제4항" as a 시행규칙 would.
 */
export function standaloneRules(statement: (sql: string) => Database.Statement): StandaloneRules {
  const rows = statement(
    `SELECT d.law_name, c.text FROM chunks c JOIN documents d ON d.id = c.document_id
     WHERE c.article = '제1조' AND d.law_name LIKE '%규칙' AND d.law_name NOT LIKE '%시행규칙'`,
  ).all() as { law_name: string; text: string }[];
  const rules = new Map<string, string[]>();
  for (const row of rows) {
    const parent = /이\s*규칙은\s*「([^」]+)」/.exec(row.text)?.[1]?.normalize('NFC');
    if (!parent || lawFamily(parent) !== parent || parent === row.law_name) continue;
    const list = rules.get(parent) ?? [];
    if (!list.includes(row.law_name)) list.push(row.law_name);
    rules.set(parent, list);
  }
  return rules;
}

/** The acts below a statute that a search filter lets in, and how they cite it; null when there are none. */
export function lowerActs(lawName: string, filter: SearchFilter, rules: StandaloneRules): { laws: string[]; prefix: '법' | '영' } | null {
  const family = lawFamily(lawName);
  const own = rules.get(family) ?? [];
  const lower =
    lawName === family
      ? { laws: [`${family} 시행령`, `${family} 시행규칙`, ...own], prefix: '법' as const }
      : lawName === `${family} 시행령`
        ? { laws: [`${family} 시행규칙`, ...own], prefix: '영' as const }
        : null;
  const laws = lower?.laws.filter((law) => !filter.law_name || filter.law_name.includes(law)) ?? [];
  return lower && laws.length > 0 ? { laws, prefix: lower.prefix } : null;
}

export interface CitingChunk {
  id: number;
  text: string;
  title: string | null;
}

/**
 * The chunks of a statute's lower acts that cite one of its articles, best match first, never a 부칙: "법 제84조"
 * but not "법 제84조의2" nor "법 제841조" ("국토계획법 제84조" is another statute's citation). `paragraph` narrows the
 * citation to a 항 ("법 제19조제5항"); `also` is a word the chunk must hold as well ("단서", "제2호"). `prefix` is how
 * the lower acts cite the statute (법, 영); null when it has no lower acts the filter lets in.
 */
export function provisionsCiting(
  statement: (sql: string) => Database.Statement,
  citation: { law: string; article: string; paragraph?: number | null; also?: string },
  filter: SearchFilter,
  rules: StandaloneRules,
  limit = 50,
): { prefix: '법' | '영'; chunks: CitingChunk[] } | null {
  if (citation.article.startsWith('부칙')) return null;
  const lower = lowerActs(citation.law, filter, rules);
  if (!lower) return null;
  const pattern = new RegExp(`(?<![가-힣])${lower.prefix}\\s*${citation.article.replace('의', '\\s*의\\s*')}(?![0-9]|\\s*의\\s*\\d)`);
  const cited = `${lower.prefix}${citation.article}${citation.paragraph ? `제${citation.paragraph}항` : ''}`;
  const where = filterSql({ ...filter, law_name: lower.laws });
  const chunks = statement(
    `SELECT c.id, c.text, c.article_title AS title FROM chunks_fts f JOIN chunks c ON c.id = f.rowid JOIN documents d ON d.id = c.document_id
     WHERE chunks_fts MATCH ? AND coalesce(c.article, '') NOT LIKE '부칙%'${where.sql} ORDER BY bm25(chunks_fts) LIMIT ${limit}`,
  ).all(`body : "${cited}"${citation.also ? ` AND body : "${citation.also}"` : ''}`, ...where.params) as CitingChunk[];
  return { prefix: lower.prefix, chunks: chunks.filter((chunk) => pattern.test(chunk.text)) };
}

/**
 * The other way round: the article of its own family a 시행령/시행규칙 provision cites first ("법 제60조제1항에 따라" →
 * 건축법 제60조; "영 제34조" from a 시행규칙 → the 시행령's), or null.
 */
export function citedArticle(provision: { law_name: string | null; text: string }): { law: string; article: string } | null {
  // After the heading "제82조(건축물의 높이 제한)".
  return provision.law_name ? articleCitedIn(provision.law_name, provision.text.replace(/^[^\n]*?\)/, '')) : null;
}

/** "법 제20조제3항제2호", "영 제46조": how a lower act cites its family's statute (법) or decree (영), with the paragraph and item. */
export const FAMILY_CITATION = /(?<![가-힣」])(법|영)\s*(제\d+조(?:의\d+)?)(?:\s*제(\d+)항)?(?:\s*제(\d+)호)?/;

/**
 * The same for a line of a provision (no heading): "① 법 제53조제2항 각 호 외의 부분 본문에서 …" → 건축법 제53조; not
 * "「주차장법」 제2조" nor "주차장법 제19조", another statute's.
 */
export function articleCitedIn(lawName: string, text: string): { law: string; article: string } | null {
  return articlesCitedIn(lawName, text)[0] ?? null;
}

/** A family citation joined to the one before it: "법 제83조 및 영 제118조에 따라". */
const JOINED_CITATION = new RegExp(`^\\s*(?:및|와|과|,|ㆍ)\\s*${FAMILY_CITATION.source.replace('(?<![가-힣」])', '')}`);

/**
 * Every article of its family a line carries out: the first it cites and those joined to it ("법 제83조 및 영
 * 제118조에 따라 … 공작물의 축조신고를 하려는 자는" carries out both).
 */
export function articlesCitedIn(lawName: string, text: string): { law: string; article: string }[] {
  const act = actOfLaw(lawName);
  if (!act) return [];
  const family = lawFamily(lawName);
  const found: { law: string; article: string }[] = [];
  let cite = FAMILY_CITATION.exec(text);
  let rest = cite ? text.slice(cite.index + cite[0].length) : '';
  while (cite) {
    if (cite[1] === '영' && act !== '시행규칙') break;
    found.push({ law: cite[1] === '법' ? family : `${family} 시행령`, article: cite[2]! });
    cite = JOINED_CITATION.exec(rest);
    rest = cite ? rest.slice(cite[0].length) : '';
  }
  return found;
}
