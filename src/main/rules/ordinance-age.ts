// An ordinance fills in a range the national law sets (the decree's 건폐율 and 용적률 ranges, the uses of its 별표):
// when that law's text in force took effect after the ordinance was made, the ordinance may not yet follow the
// change — the rows taken from it carry a ⚠️ saying so. Which law an ordinance row fills in is read from the rule
// table itself (the laws of the national rows for the same zone), so the check needs no reading of the ordinance's
// prose; it needs both texts in the library with their dates, and is silent otherwise.
import type { Db } from '../store/database';
import { NATIONWIDE } from './jurisdictions';
import type { RuleStore } from './rule-store';

export interface AgedRow {
  table: 'zoning' | 'land-use';
  jurisdiction: string;
  zone_district: string;
  source_id: number;
}

interface OrdinanceDates {
  law_name: string | null;
  law_kind: string;
  effective_date: string | null;
  promulgation_date: string | null;
}

/** `today`: the date answers are read against (설정 → 기준일, or the machine's), so a law not yet in force counts not. */
export function createOrdinanceAge(db: Db, rules: RuleStore, today: () => string) {
  const ordinanceOf = db.prepare<[number], OrdinanceDates>(
    'SELECT d.law_name, d.law_kind, d.effective_date, d.promulgation_date FROM rule_sources s JOIN documents d ON d.id = s.document WHERE s.id = ?',
  );
  const inForceSince = db.prepare<[string, string], { effective_date: string }>(
    'SELECT effective_date FROM documents WHERE law_name = ? AND effective_date IS NOT NULL AND effective_date <= ? ORDER BY effective_date DESC LIMIT 1',
  );

  /** The national laws whose range a zone's ordinance rows fill in: those the national rows for that zone cite. */
  const nationalLaws = (table: AgedRow['table'], zone: string): string[] => {
    const national = table === 'zoning' ? rules.listZoning({ zone, jurisdiction: NATIONWIDE }) : rules.listLandUse({ zone, jurisdiction: NATIONWIDE });
    return [...new Set(national.map((row) => row.law_name).filter((law): law is string => law !== null))];
  };

  return {
    /** The ⚠️ for a row taken from an ordinance made before the law in force it implements; null otherwise. */
    warningFor(row: AgedRow): string | null {
      if (row.jurisdiction === NATIONWIDE) return null;
      const ordinance = ordinanceOf.get(row.source_id);
      if (!ordinance || ordinance.law_kind !== '조례') return null;
      // When it was last made (공포); its 시행일 when the text gives no 공포일.
      const made = ordinance.promulgation_date ?? ordinance.effective_date;
      if (!made) return null;
      const newer = nationalLaws(row.table, row.zone_district)
        .map((law) => ({ law, since: inForceSince.get(law, today())?.effective_date ?? null }))
        .filter((entry): entry is { law: string; since: string } => entry.since !== null && entry.since > made)
        .sort((a, b) => b.since.localeCompare(a.since))[0];
      if (!newer) return null;
      const name = ordinance.law_name ?? '이 조례';
      return `⚠️ ${name}(공포 ${made})은 상위 법령 ${newer.law}(시행 ${newer.since})보다 먼저 만들어졌습니다: 이 값이 개정된 상위 법령에 맞는지 확인하세요`;
    },
  };
}

export type OrdinanceAge = ReturnType<typeof createOrdinanceAge>;
