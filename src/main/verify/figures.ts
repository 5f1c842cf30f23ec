// Figures as Korean regulations and answers write them: a number ("60", "1천500", "1,000", "12.5", "６０"), a unit
// (퍼센트/%/프로, 미터/m, 제곱미터/㎡, 층, 대, 일 …) and a bound (이하/까지/이내/초과할 수 없다 → 이하, 미만, 이상,
// 초과; 최대/상한 before the number → 이하, 최소/하한 → 이상). "100퍼센트 이상 250퍼센트 이하" and "100~250%" are
// one range. The same reader runs over answers and over source passages, so both sides compare in one form.
import type { Figure } from '../../shared/verify-contract';
import { parseKoreanNumber } from '../rules/korean-numbers';
import { toHalfWidth } from '../text/normalize';

export type Unit = Figure['unit'];
export type Bound = NonNullable<Figure['bound']>;

export interface FoundFigure {
  value: number;
  lower: number | null;
  unit: Unit;
  bound: Bound | null;
  /** Span in the text that was read. */
  start: number;
  end: number;
}

const NUMBER = String.raw`\d+(?:,\d{3})*(?:\.\d+)?(?:[만천백]\d*(?:\.\d+)?)*`;
// Longer spellings first; a bare "m" only when no letter follows ("10m", not "10mm"); 대/일 only when they do not
// begin another word (대지, 일반, 일부).
const UNIT = String.raw`퍼센트포인트|퍼센트|프로(?!그)|%|제곱미터|평방미터|㎡|m²|m2(?![0-9])|센티미터|cm|㎝|킬로미터|km|㎞|미터|m(?![a-zA-Z²])|개\s?층|층|세대|대(?![지학상한로형도])|일(?![반부정대단조괄련체])`;
const UNITS: readonly (readonly [RegExp, Unit])[] = [
  [/^(퍼센트|프로|%)/, '%'],
  [/^(제곱미터|평방미터|㎡|m²|m2)/, '㎡'],
  [/^(센티미터|cm|㎝)/, 'cm'],
  [/^(킬로미터|km|㎞)/, 'km'],
  [/^(미터|m)/, 'm'],
  [/^(개\s?층|층)/, '층'],
  [/^세대/, '세대'],
  [/^대/, '대'],
  [/^일/, '일'],
];

const SINGLE = new RegExp(String.raw`(?<![\d.,])(${NUMBER})\s?(${UNIT})`, 'g');
// "100~250%", "100에서 250퍼센트", "100퍼센트부터 250퍼센트까지" (the first unit may be left out).
const RANGE = new RegExp(String.raw`(?<![\d.,])(${NUMBER})\s?(?:${UNIT})?\s*(?:~|∼|〜|-|–|에서|부터)\s*(${NUMBER})\s?(${UNIT})`, 'g');

const PARTICLE = String.raw`(?:\s*(?:의|을|를|이|가|은|는|로|으로|에|인|로서))?\s*`;
const AFTER: readonly (readonly [RegExp, Bound])[] = [
  [new RegExp(`^${PARTICLE}초과\\s*(?:할|하여|해서|하지|하는|해)?\\s*(?:수\\s*없|서는\\s*안|서는\\s*아니|못|않|금지|불가)`), '이하'],
  [new RegExp(`^${PARTICLE}(?:넘을\\s*수\\s*없|넘지|넘어서는|넘으면\\s*안|넘길\\s*수\\s*없)`), '이하'],
  [new RegExp(`^${PARTICLE}(?:이하|이내|까지)`), '이하'],
  [new RegExp(`^${PARTICLE}미만`), '미만'],
  [new RegExp(`^${PARTICLE}이상`), '이상'],
  [new RegExp(`^${PARTICLE}초과`), '초과'],
];
const BEFORE: readonly (readonly [RegExp, Bound])[] = [
  [/(?:최대|최고|상한|한도|상한선|최대한도)\s*(?:은|는|이|가|:|로|으로)?\s*(?:약\s*)?$/, '이하'],
  [/(?:최소|최저|하한|하한선)\s*(?:은|는|이|가|:|로|으로)?\s*(?:약\s*)?$/, '이상'],
];

export function unitOf(spelling: string): Unit {
  const found = UNITS.find(([pattern]) => pattern.test(spelling));
  return found ? found[1] : '%';
}

export function numberOf(spelling: string): number | null {
  return parseKoreanNumber(spelling);
}

function boundAfter(text: string, end: number): { bound: Bound; length: number } | null {
  const rest = text.slice(end, end + 30);
  for (const [pattern, bound] of AFTER) {
    const match = pattern.exec(rest);
    if (match) return { bound, length: match[0].length };
  }
  return null;
}

function boundBefore(text: string, start: number): Bound | null {
  const before = text.slice(Math.max(0, start - 12), start);
  return BEFORE.find(([pattern]) => pattern.test(before))?.[1] ?? null;
}

/** Every figure in the text, in order; ranges as one figure with `lower`. */
export function findFigures(input: string): FoundFigure[] {
  const text = toHalfWidth(input);
  const figures: FoundFigure[] = [];
  const taken: [number, number][] = [];
  const free = (start: number, end: number) => !taken.some(([from, to]) => start < to && end > from);

  for (const match of text.matchAll(RANGE)) {
    const low = numberOf(match[1]!);
    const high = numberOf(match[2]!);
    if (low === null || high === null || low >= high) continue;
    const start = match.index;
    const end = start + match[0].length;
    const after = boundAfter(text, end);
    figures.push({ value: high, lower: low, unit: unitOf(match[3]!), bound: after?.bound === '미만' ? '미만' : '이하', start, end: end + (after?.length ?? 0) });
    taken.push([start, end]);
  }
  const singles: FoundFigure[] = [];
  for (const match of text.matchAll(SINGLE)) {
    const start = match.index;
    const end = start + match[0].length;
    if (!free(start, end)) continue;
    const value = numberOf(match[1]!);
    if (value === null) continue;
    const after = boundAfter(text, end);
    singles.push({ value, lower: null, unit: unitOf(match[2]!), bound: after?.bound ?? boundBefore(text, start), start, end: end + (after?.length ?? 0) });
  }
  // "100퍼센트 이상 250퍼센트 이하": a minimum followed at once by a larger maximum of the same unit is one range.
  for (let i = 0; i < singles.length; i++) {
    const low = singles[i]!;
    const high = singles[i + 1];
    if (
      high &&
      (low.bound === '이상' || low.bound === '초과') &&
      (high.bound === '이하' || high.bound === '미만') &&
      low.unit === high.unit &&
      low.value < high.value &&
      /^[\s,]*(?:에서|부터|~)?[\s,]*$/.test(text.slice(low.end, high.start))
    ) {
      figures.push({ value: high.value, lower: low.value, unit: low.unit, bound: high.bound, start: low.start, end: high.end });
      i++;
    } else figures.push(low);
  }
  return figures.sort((a, b) => a.start - b.start);
}

/** "60퍼센트 이하", "100퍼센트 이상 250퍼센트 이하": a figure as the statutes write it. */
export function formatFigure(figure: Pick<FoundFigure, 'value' | 'lower' | 'unit' | 'bound'>): string {
  const unit = (value: number) => `${value.toLocaleString('en-US')}${figure.unit === '%' ? '퍼센트' : figure.unit}`;
  if (figure.lower !== null) return `${unit(figure.lower)} 이상 ${unit(figure.value)} ${figure.bound ?? '이하'}`;
  return figure.bound ? `${unit(figure.value)} ${figure.bound}` : unit(figure.value);
}

/** Whether a bound of the answer says the same as one of the source (까지/이내 were read as 이하 already). */
export function compatibleBounds(answer: Bound | null, source: Bound | null): boolean {
  if (answer === null || source === null) return true;
  const side = (bound: Bound) => (bound === '이하' || bound === '미만' ? 'max' : 'min');
  return side(answer) === side(source);
}
