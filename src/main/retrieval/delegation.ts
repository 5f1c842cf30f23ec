// A statute delegates its details down its family: 법 제84조 says "대통령령으로 정하는 규모", and 시행령 제94조 says
// "법 제84조제1항 … 단서에서 "대통령령으로 정하는 규모"란 330제곱미터를 말한다". The question's words match the
// delegating article; the figure it asks for is in the provision that cites it. This finds those provisions: in the
// family's lower acts, the chunks that cite the article ("법 제84조" from the 시행령 or 시행규칙, "영 제86조" from
// the 시행규칙).
import type Database from 'better-sqlite3';
import { filterSql, type ChunkRecord, type SearchFilter } from './chunks';
import { lawFamily } from './query-plan';

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
export function lowerActs(lawName: string, filter: SearchFilter, rules: StandaloneRules = new Map()): { laws: string[]; prefix: '법' | '영' } | null {
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

/** Ids of the chunks of the lower acts that cite the record's article. */
export function provisionsCiting(
  statement: (sql: string) => Database.Statement,
  record: Pick<ChunkRecord, 'law_name' | 'article'>,
  filter: SearchFilter,
  rules: StandaloneRules = new Map(),
): number[] {
  if (!record.law_name || !record.article || record.article.startsWith('부칙')) return [];
  const lower = lowerActs(record.law_name, filter, rules);
  if (!lower) return [];
  // "법 제84조" but not "법 제84조의2" nor "법 제841조"; "국토계획법 제84조" is another statute's citation.
  const pattern = new RegExp(`(?<![가-힣])${lower.prefix}\\s*${record.article.replace('의', '\\s*의\\s*')}(?![0-9]|\\s*의\\s*\\d)`);
  const where = filterSql({ ...filter, law_name: lower.laws });
  const rows = statement(
    `SELECT c.id, c.text FROM chunks_fts f JOIN chunks c ON c.id = f.rowid JOIN documents d ON d.id = c.document_id
     WHERE chunks_fts MATCH ? AND coalesce(c.article, '') NOT LIKE '부칙%'${where.sql} LIMIT 50`,
  ).all(`body : "${lower.prefix}${record.article}"`, ...where.params) as { id: number; text: string }[];
  return rows.filter((row) => pattern.test(row.text)).map((row) => row.id);
}
