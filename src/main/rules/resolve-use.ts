// From the words of a question to the class of use the rule tables are written in: "카페" is a 휴게음식점 (everyday
// words, uses.ts), and a 휴게음식점 is a 제1종 근린생활시설 below 300㎡ of floor area, a 제2종 from 300㎡ (the use
// vocabulary read from 건축법 시행령 별표 1, use_classes). With the area the question gives, one class; without it, every
// class the use can be — and the caller decides whether the answer differs by it. Code decides; nothing is guessed.
import { compactUse, isBuildingClass } from './building-classes';
import type { Listed, RuleStore, UseClassRow } from './rule-store';
import { findActivities } from './uses';
import { canonicalZone, findZone } from './zones';

/** A floor area as people write it: "200㎡", "150제곱미터", "60평" (1평 = 3.3058㎡), with "미만/이하/이상/초과" after it. */
export interface GivenArea {
  value: number;
  /** "300㎡ 미만" is less than 300 — a reply to "300㎡ 미만인가요, 이상인가요?". */
  bound: '미만' | '이하' | '이상' | '초과' | null;
}

const SQUARE_METRES_PER_PYEONG = 3.3058;
const AREA = /([0-9][0-9,]*(?:\.[0-9]+)?)\s*(㎡|제곱미터|m2|m²|평(?!가|면|균|일|생|수|야|지|탄|행))\s*(미만|이하|이상|초과)?/i;

/** The floor area a question gives, if any (the first one). */
export function givenArea(text: string): GivenArea | null {
  const match = AREA.exec(text);
  if (!match) return null;
  const number = Number(match[1]!.replace(/,/g, ''));
  const value = /평/.test(match[2]!) ? Math.round(number * SQUARE_METRES_PER_PYEONG * 10) / 10 : number;
  return { value, bound: (match[3] as GivenArea['bound']) ?? null };
}

/** Whether an area falls within a row's bounds; an unknown area fits every row. */
function fits(row: Pick<UseClassRow, 'area_below' | 'area_from'>, area: GivenArea | null): boolean {
  if (!area) return true;
  const { value, bound } = area;
  if (row.area_below !== null) {
    // "300㎡ 미만" fits "below 300"; "300㎡ 이상" does not.
    if (bound === '이상' || bound === '초과' ? value >= row.area_below : bound === '미만' ? value > row.area_below : value >= row.area_below) return false;
  }
  if (row.area_from !== null) {
    // "200㎡ 이상" may still reach 300: only an area known to stay below the bound does not fit.
    if (bound === '미만' ? value <= row.area_from : bound === '이상' || bound === '초과' ? false : value < row.area_from) return false;
  }
  return true;
}

export interface UseOption {
  class: string;
  /** The vocabulary row that puts the use in this class, when the use is not a class itself. */
  row: Listed<UseClassRow> | null;
  /** "바닥면적의 합계가 300㎡ 미만" — what makes this the class. */
  bound: string | null;
}

export interface ResolvedUse {
  /** The word the question used ("카페"). */
  word: string;
  /** The use in the statutes' words ("휴게음식점"). */
  use: string;
  /** The classes it may be; one when the use is a class or the area decides. */
  options: UseOption[];
}

/** The bound in the vocabulary's own words ("바닥면적의 합계가 300제곱미터 미만"), so that it reads as the line it comes from. */
const boundText = (row: Pick<UseClassRow, 'area_below' | 'area_from'>) =>
  row.area_below !== null ? `바닥면적의 합계가 ${row.area_below.toLocaleString('en-US')}제곱미터 미만` : row.area_from !== null ? `바닥면적의 합계가 ${row.area_from.toLocaleString('en-US')}제곱미터 이상` : null;

export function createUseResolver(rules: RuleStore) {
  /** The uses a question names, each with the class or classes it may be. */
  return function resolveUses(text: string): ResolvedUse[] {
    const vocabulary = rules.listUseClasses({});
    // A use a parking annex names on its own ("골프장: 1홀당 10대") is a use too, with no class to go through.
    const ownParking = new Set(rules.listParking({}).map((row) => row.use));
    const known = [...new Set([...vocabulary.map((row) => row.use), ...ownParking])];
    const area = givenArea(text);
    const resolved: ResolvedUse[] = [];
    for (const mention of findActivities(text, known)) {
      const use = compactUse(mention.activity);
      if (resolved.some((entry) => entry.use === use)) continue;
      const word = text.slice(mention.start, mention.end);
      if (isBuildingClass(use)) {
        resolved.push({ word, use, options: [{ class: use, row: null, bound: null }] });
        continue;
      }
      const rows = vocabulary.filter((row) => row.use === use && row.use !== row.class);
      if (rows.length === 0) {
        if (ownParking.has(use)) resolved.push({ word, use, options: [] });
        continue;
      }
      // A bounded row the area fits says more than an unbounded one ("단란주점 150㎡ 미만" → 제2종, not 위락시설).
      const fitting = rows.filter((row) => fits(row, area));
      const bounded = fitting.filter((row) => row.area_below !== null || row.area_from !== null);
      const chosen = area && bounded.length > 0 ? bounded : fitting.length > 0 ? fitting : rows;
      const byClass = new Map<string, UseOption>();
      for (const row of chosen) if (!byClass.has(row.class)) byClass.set(row.class, { class: row.class, row, bound: boundText(row) });
      resolved.push({ word, use, options: [...byClass.values()] });
    }
    return resolved;
  };
}

export type UseResolver = ReturnType<typeof createUseResolver>;

/**
 * Whether a verdict on a use in a zone depends on the floor area the question does not give: the use is one class
 * below a bound and another above it (휴게음식점: 300㎡), and the zone's rows give the two classes different verdicts
 * (제2종일반주거지역: 제1종 근린생활시설 허용, 제2종 조건부허용). Then the area is worth asking for; the choices say the
 * bound in the user's terms. Null when it is given, or the answer is the same either way.
 */
export function createAreaQuestion(rules: RuleStore, resolveUses: UseResolver) {
  return function areaChoices(text: string): string[] | null {
    const zone = findZone(text);
    if (!zone || givenArea(text)) return null;
    const rows = rules.listLandUse({ zone });
    for (const use of resolveUses(text)) {
      const bounded = use.options.filter((option) => option.bound !== null);
      if (bounded.length < 2) continue;
      const verdicts = bounded.map((option) => rows.find((row) => canonicalZone(row.activity) === option.class)?.permission ?? null);
      if (new Set(verdicts).size > 1) return bounded.map((option) => `${use.word} ${option.bound}`);
    }
    return null;
  };
}
