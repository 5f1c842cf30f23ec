// The form of text that search compares: whitespace removed (Korean spacing varies — "제1종 일반주거지역" and
// "제1종일반주거지역" are one term), and one spelling for units written two ways (퍼센트 = %, ㎡ = 제곱미터).
// The FTS5 index stores this form (computed in SQL by its triggers) and queries are put in the same form here,
// so both sides must apply exactly the same replacements: both are generated from the one table below.

const REPLACEMENTS: readonly (readonly [from: string, to: string])[] = [
  [' ', ''],
  ['\n', ''],
  ['\r', ''],
  ['퍼센트', '%'],
  ['㎡', '제곱미터'],
];

/** Compact search form of already-normalized text (see text/normalize.ts). */
export function searchForm(text: string): string {
  let out = text;
  for (const [from, to] of REPLACEMENTS) out = out.split(from).join(to);
  return out;
}

const sqlString = (value: string) => (value === '\n' ? 'char(10)' : value === '\r' ? 'char(13)' : `'${value.replace(/'/g, "''")}'`);

/** The same transformation as an SQL expression over `column`, for the index triggers. */
export function searchFormSql(column: string): string {
  return REPLACEMENTS.reduce((expression, [from, to]) => `replace(${expression}, ${sqlString(from)}, ${sqlString(to)})`, `coalesce(${column}, '')`);
}
