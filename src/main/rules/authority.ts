// What a rule source may say. A zoning cap is law only within the law above it: 국토계획법 sets each group of
// 용도지역 a ceiling (제77조①, 제78조①), the decree narrows it per zone (시행령 제84조①, 제85조①: the shipped
// table), and an ordinance sets its place's value inside that range. A row outside it — a memo's "90퍼센트", an
// ordinance "allowing" what the decree forbids — is refused with the reason, wherever it comes from.
// And precedence is explicit: within one place a reviewer's table over rows derived from an official text over the
// shipped table; the most specific place first is the callers' (jurisdictions.lineage).
import { NATIONWIDE } from './jurisdictions';
import type { RuleSource, RuleStore, ZoningLimitRow } from './rule-store';

/** Lower is stronger: the reviewer checked the row by hand; a derived row is the official text as read; the shipped table is the fallback. */
/** The day a text's 시행일 is compared with: stored dates are ISO days, compared in UTC. */
export const today = (): string => new Date().toISOString().slice(0, 10);

export const SOURCE_PRECEDENCE: Record<RuleSource['kind'], number> = { csv: 0, parsed: 1, shipped: 2 };

interface ActCeiling {
  /** The group a zone belongs to, by the ending of its name (most specific first). */
  group: string;
  bcr: number;
  far: number;
}

/** 국토의 계획 및 이용에 관한 법률 제77조제1항 (건폐율) and 제78조제1항 (용적률): no place and no decree may exceed these. */
export const ACT_CEILINGS: readonly ActCeiling[] = [
  { group: '보전관리지역', bcr: 20, far: 80 },
  { group: '생산관리지역', bcr: 20, far: 80 },
  { group: '계획관리지역', bcr: 40, far: 100 },
  { group: '자연환경보전지역', bcr: 20, far: 80 },
  { group: '주거지역', bcr: 70, far: 500 },
  { group: '상업지역', bcr: 90, far: 1500 },
  { group: '공업지역', bcr: 70, far: 400 },
  { group: '녹지지역', bcr: 20, far: 100 },
  { group: '농림지역', bcr: 20, far: 80 },
];
const ACT = '국토의 계획 및 이용에 관한 법률';

const percent = (value: number) => `${value.toLocaleString('en-US')}퍼센트`;

type Caps = Pick<ZoningLimitRow, 'zone_district' | 'bcr_max' | 'far_min' | 'far_max'>;

/**
 * Checks zoning rows against the law above them. The decree's range for each zone is the shipped table's row
 * (never a row a document could have planted); the act's ceilings are the named data above.
 */
export function createRangeCheck(rules: RuleStore) {
  type Listed = ReturnType<RuleStore['listZoning']>[number];
  // The shipped table gives each zone two rows: 제84조's 건폐율 and 제85조's 용적률.
  let decree: Map<string, { bcr?: Listed; far?: Listed }> | null = null;
  const decreeRows = (zone: string) => {
    if (!decree) {
      decree = new Map();
      for (const row of rules.listZoning({ jurisdiction: NATIONWIDE, includeDisabled: true })) {
        if (row.source_kind !== 'shipped') continue;
        const entry = decree.get(row.zone_district) ?? {};
        if (row.bcr_max !== null) entry.bcr ??= row;
        if (row.far_max !== null) entry.far ??= row;
        decree.set(row.zone_district, entry);
      }
    }
    return decree.get(zone) ?? {};
  };
  const ceilingOf = (zone: string) => ACT_CEILINGS.find((ceiling) => zone.endsWith(ceiling.group)) ?? null;
  const cited = (row: Listed) => `${row.law_name ?? '시행령'} ${row.article ?? ''}${row.item ?? ''}`;

  /** Why a row for `jurisdiction` cannot be law, or null when it lies within the range above it. */
  return function outOfRange(row: Caps, jurisdiction: string): string | null {
    const where = `${jurisdiction} ${row.zone_district}`;
    const ceiling = ceilingOf(row.zone_district);
    // A place's row answers to the decree; a national row (a decree's own text) to the act.
    const range = jurisdiction === NATIONWIDE ? {} : decreeRows(row.zone_district);
    if (row.bcr_max !== null) {
      const bcr = range.bcr;
      if (bcr?.bcr_max != null && row.bcr_max > bcr.bcr_max) return `${where} 건폐율 ${percent(row.bcr_max)}: ${cited(bcr)}의 범위(${percent(bcr.bcr_max)} 이하)를 넘습니다`;
      if (ceiling && row.bcr_max > ceiling.bcr) return `${where} 건폐율 ${percent(row.bcr_max)}: ${ACT} 제77조제1항의 ${ceiling.group} 상한(${percent(ceiling.bcr)} 이하)을 넘습니다`;
    }
    if (row.far_max !== null) {
      const far = range.far;
      if (far?.far_max != null && (row.far_max > far.far_max || (far.far_min !== null && row.far_max < far.far_min))) {
        const span = far.far_min !== null ? `${percent(far.far_min)} 이상 ${percent(far.far_max)} 이하` : `${percent(far.far_max)} 이하`;
        return `${where} 용적률 ${percent(row.far_max)}: ${cited(far)}의 범위(${span})를 벗어납니다`;
      }
      if (ceiling && row.far_max > ceiling.far) return `${where} 용적률 ${percent(row.far_max)}: ${ACT} 제78조제1항의 ${ceiling.group} 상한(${percent(ceiling.far)} 이하)을 넘습니다`;
    }
    return null;
  };
}

export type RangeCheck = ReturnType<typeof createRangeCheck>;
