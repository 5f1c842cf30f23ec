// One rule row in words, the way the tables and the CSV preview show it; the zone a row is for, when it has one.
import type { RuleRow } from '../../../shared/contract';

export function describeRule(row: RuleRow): string {
  if (row.table === 'land-use') return `${row.activity}: ${row.permission}${row.conditions ? ` (${row.conditions})` : ''}`;
  if (row.table === 'parking') return `${row.use}${row.excluding ? ` (${row.excluding})` : ''}: ${row.formula}`;
  if (row.table === 'use-class') {
    const bound = row.area_below !== null ? ` — 바닥면적 합계 ${row.area_below.toLocaleString('ko-KR')}㎡ 미만` : row.area_from !== null ? ` — 바닥면적 합계 ${row.area_from.toLocaleString('ko-KR')}㎡ 이상` : '';
    return `${row.use} → ${row.class}${bound}`;
  }
  const far =
    row.far_min !== null && row.far_max !== null
      ? `용적률 ${row.far_min}–${row.far_max}%`
      : row.far_max !== null
        ? `용적률 ≤ ${row.far_max}%`
        : row.far_min !== null
          ? `용적률 ≥ ${row.far_min}%`
          : null;
  return [row.bcr_max !== null ? `건폐율 ≤ ${row.bcr_max}%` : null, far].filter(Boolean).join(' · ');
}

/** The 용도지역 a row is for: parking standards and the use vocabulary apply in every zone. */
export const zoneOf = (row: RuleRow): string => (row.table === 'zoning' || row.table === 'land-use' ? row.zone_district : '모든 용도지역');
