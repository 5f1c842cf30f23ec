// The parking a building needs, computed by code from a parking row and the floor area (or units, seats) the user
// gives — never by a model. "시설면적 200㎡당 1대" and 350㎡ → 350/200 = 1.75; the annex's 비고 says how a fraction
// counts ("소수점 이하의 끝수는 0.5 이상이면 1대로 본다" → 2대; "총주차대수가 1대 미만인 경우에는 0"). A tiered standard
// ("시설면적 50㎡ 초과 150㎡ 이하: 1대, 시설면적 150㎡ 초과: 1대에 150㎡를 초과하는 100㎡당 1대를 더한 대수") is read
// from its text. What cannot be computed says why.
import { parseKoreanNumber } from '../text/korean-numbers';
import type { ParkingRatioRow } from './rule-store';

export interface ParkingCount {
  /** The count after the annex's rounding; null when it cannot be computed. */
  cars: number | null;
  /** The working, in the annex's terms: "350㎡ ÷ 200㎡ × 1대 = 1.75대 → 2대 (비고: 0.5 이상 1대)". */
  working: string;
  /** Why no count: the standard is by units or seats and no such number was given, or it is not one code can read. */
  problem: string | null;
}

const ROUND_HALF_UP = /0\.5\s*이상(?:인\s*경우에는|이면)\s*1대/;
const UNDER_ONE_IS_ZERO = /1대\s*미만인\s*경우에는\s*(?:주차대수를\s*)?0/;
const TIER = /(?:시설면적\s*)?([0-9][0-9천백만,.]*)\s*(?:㎡|제곱미터)\s*초과\s*([0-9][0-9천백만,.]*)\s*(?:㎡|제곱미터)\s*이하\s*:\s*([0-9.]+)\s*대/;
const ABOVE = /([0-9][0-9천백만,.]*)\s*(?:㎡|제곱미터)\s*초과\s*:\s*([0-9.]+)\s*대에\s*[0-9천백만,.]+\s*(?:㎡|제곱미터)를\s*초과하는\s*([0-9][0-9천백만,.]*)\s*(?:㎡|제곱미터)\s*당\s*([0-9.]+)\s*대/;

const show = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0+$/, ''));

/** Rounds as the annex's note says; without a note the exact value stands and the working says so. */
function rounded(exact: number, note: string | null): { cars: number; said: string } {
  if (note && UNDER_ONE_IS_ZERO.test(note) && exact < 1) return { cars: 0, said: ' → 0대 (비고: 1대 미만은 0)' };
  if (note && ROUND_HALF_UP.test(note)) {
    const cars = Math.floor(exact) + (exact - Math.floor(exact) >= 0.5 ? 1 : 0);
    return { cars, said: cars === exact ? '' : ` → ${cars}대 (비고: 소수점 이하 0.5 이상은 1대)` };
  }
  return { cars: exact, said: Number.isInteger(exact) ? '' : ' (끝수 처리는 별표의 비고를 확인하세요)' };
}

export function countParking(row: Pick<ParkingRatioRow, 'basis' | 'per' | 'cars' | 'formula' | 'note'>, given: { area?: number | null; units?: number | null }): ParkingCount {
  if (row.basis === 'area' && row.per && row.cars !== null) {
    if (given.area == null) return { cars: null, working: row.formula, problem: '시설면적(바닥면적의 합계)이 필요합니다' };
    const exact = (given.area / row.per) * row.cars;
    const { cars, said } = rounded(exact, row.note);
    return { cars, working: `${show(given.area)}㎡ ÷ ${show(row.per)}㎡ × ${show(row.cars)}대 = ${show(exact)}대${said}`, problem: null };
  }
  if ((row.basis === 'unit' || row.basis === 'seat') && row.per && row.cars !== null) {
    if (given.units == null) return { cars: null, working: row.formula, problem: row.basis === 'unit' ? '홀·타석·실 수가 필요합니다' : '정원(명)이 필요합니다' };
    const exact = (given.units / row.per) * row.cars;
    const { cars, said } = rounded(exact, row.note);
    return { cars, working: `${show(given.units)} ÷ ${show(row.per)} × ${show(row.cars)}대 = ${show(exact)}대${said}`, problem: null };
  }
  const tier = TIER.exec(row.formula);
  const above = ABOVE.exec(row.formula);
  if (tier && above) {
    if (given.area == null) return { cars: null, working: row.formula, problem: '시설면적(바닥면적의 합계)이 필요합니다' };
    const [low, high, base] = [parseKoreanNumber(tier[1]!)!, parseKoreanNumber(tier[2]!)!, Number(tier[3])];
    const [from, first, step, more] = [parseKoreanNumber(above[1]!)!, Number(above[2]), parseKoreanNumber(above[3]!)!, Number(above[4])];
    if (given.area <= low) return { cars: 0, working: `${show(given.area)}㎡: 설치기준은 ${show(low)}㎡를 넘는 시설면적부터`, problem: null };
    if (given.area <= high) return { cars: base, working: `${show(low)}㎡ 초과 ${show(high)}㎡ 이하: ${show(base)}대`, problem: null };
    const exact = first + ((given.area - from) / step) * more;
    const { cars, said } = rounded(exact, row.note);
    return { cars, working: `${show(first)}대 + (${show(given.area)}㎡ − ${show(from)}㎡) ÷ ${show(step)}㎡ × ${show(more)}대 = ${show(exact)}대${said}`, problem: null };
  }
  return { cars: null, working: row.formula, problem: '이 설치기준은 계산식으로 읽을 수 없습니다: 원문을 확인하세요' };
}
