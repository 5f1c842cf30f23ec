// The parking a question's building needs, read once for the answer and the verifier alike: each use it names, the
// parking row that applies — for the use itself, else its class, else "그 밖의 건축물", at the most specific place
// first, skipping a row that leaves the use out — and the count computed from the area (or units, seats) it gives.
import type { JurisdictionResolver } from './jurisdictions';
import { countParking, type ParkingCount } from './parking';
import { givenArea, type ResolvedUse, type UseResolver } from './resolve-use';
import type { Listed, ParkingRatioRow, RuleStore } from './rule-store';

/** A question about the parking a building needs: "주차 몇 대", "주차장 설치 기준", "주차대수". */
export const PARKING_ASKED = /주차(?:장|대수|면|칸|자리)?.{0,12}(?:몇대|대수|몇칸|기준|설치|만들|필요|얼마)|(?:몇대|대수).{0,12}주차/;
/** The row of a parking annex for the uses no other row names. */
export const OTHER_BUILDINGS = '그밖의건축물';

export interface ParkingNeed {
  use: ResolvedUse;
  /** The name the row was found under: the use, one of its classes, or OTHER_BUILDINGS. */
  via: string;
  jurisdiction: string;
  row: Listed<ParkingRatioRow>;
  count: ParkingCount;
}

/** A row that leaves this use out ("업무시설(외국공관 및 오피스텔은 제외한다)") is not its row. */
const excludes = (row: Pick<ParkingRatioRow, 'excluding'>, use: string) => row.excluding !== null && row.excluding.replace(/\s+/g, '').includes(use);

export function createParkingNeeds(rules: RuleStore, jurisdictions: JurisdictionResolver, resolveUses: UseResolver) {
  return function parkingNeeds(question: string, place: string): ParkingNeed[] {
    if (!PARKING_ASKED.test(question.replace(/\s+/g, ''))) return [];
    const area = givenArea(question);
    const units = /(\d+)\s*(?:홀|타석|실|명|석)/.exec(question);
    const needs: ParkingNeed[] = [];
    for (const use of resolveUses(question)) {
      found: for (const jurisdiction of jurisdictions.lineage(place)) {
        for (const via of [use.use, ...use.options.map((option) => option.class), OTHER_BUILDINGS]) {
          const row = rules.listParking({ jurisdiction, use: via }).find((candidate) => !excludes(candidate, use.use));
          if (!row) continue;
          // "300㎡ 미만" is no area to count with: only an exact one is.
          const count = countParking(row, { area: area?.bound === null ? area.value : null, units: units ? Number(units[1]) : null });
          needs.push({ use, via, jurisdiction, row, count });
          break found;
        }
      }
    }
    return needs;
  };
}

export type ParkingNeeds = ReturnType<typeof createParkingNeeds>;
