// One rule row in words, the way the tables and the CSV preview show it.
import type { RuleRow } from '../../../shared/contract';

export function describeRule(row: RuleRow): string {
  if (row.table === 'land-use') return `${row.activity}: ${row.permission}${row.conditions ? ` (${row.conditions})` : ''}`;
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
