// Figures as Korean regulations and people write them, read the same way from answers and from source passages so
// that both sides compare as one quantity:
// - a number: "60", "1천500", "1,000", "12.5", "６０", "5천만", "3억5천만";
// - a fraction is a share: "100분의 60" = "60퍼센트" = "60%" = "60 프로" = "0.6"-less "3/5"; "2분의 1" = "1/2" = "절반";
// - a unit of a dimension: length (미터, m, 센티미터, 킬로미터), area (제곱미터, ㎡), floors, cars, households, people,
//   times, places, durations (일; 개월 and 년 as months), hours, money (원, 만원, 억원), multiples (배), shares (%);
//   a difference of shares (퍼센트포인트) and 평 are read so that they are not taken for something else;
// - a bound: 이하/이내/까지/"초과할 수 없다"/"넘지 아니하는" (at most), 미만/"못 미치는" (below), 이상 (at least),
//   초과/"넘는" (above); 최대/상한/≤ before the number read as at most, 최소/하한/≥ as at least;
// - a range: "100퍼센트 이상 250퍼센트 이하", "100~250%", "100에서 250퍼센트까지", "100분의 50 이상 100분의 100 이하".
// Dates ("2026년", "3월 24일") and article numbers are not figures.
import type { Figure } from '../../shared/verify-contract';
import { parseKoreanNumber } from '../text/korean-numbers';
import { toHalfWidth } from '../text/normalize';

export type Unit = Figure['unit'];
export type Bound = NonNullable<Figure['bound']>;

export interface FoundFigure {
  value: number;
  lower: number | null;
  unit: Unit;
  bound: Bound | null;
  /** Written as a fraction ("2분의 1", "1/2", "절반"): a share of something, never a 건폐율 or 용적률 by itself. */
  fraction?: boolean;
  /** "(40% < 50%)": the other side of a comparison with the figure before it — whose, the sign does not say. */
  compared?: boolean;
  /** "20ㆍ20ㆍ40퍼센트": the values of a series the figure ends, its own last — one figure per thing listed before. */
  series?: number[];
  /** Span in the text that was read. */
  start: number;
  end: number;
}

const NUMBER = String.raw`\d+(?:,\d{3})*(?:\.\d+)?(?:\s?[억만천백]\s?(?:\d+(?:,\d{3})*(?:\.\d+)?)?)*`;

/** Spellings of each unit, longest first; a lookahead keeps a unit from being the start of another word (대지, 일반). */
const UNIT_SPELLINGS: readonly (readonly [string, Unit])[] = [
  [String.raw`퍼센트\s?포인트|%\s?포인트|%p(?![a-z])|％p`, 'pp'],
  [String.raw`퍼센트|프로(?![그젝세])|%`, '%'],
  [String.raw`제곱미터|평방미터|㎡|m²|m2(?![0-9])`, '㎡'],
  [String.raw`센티미터|센티|cm|㎝`, 'cm'],
  [String.raw`밀리미터|mm|㎜`, 'mm'],
  [String.raw`킬로미터|km|㎞`, 'km'],
  [String.raw`미터|m(?![a-zA-Z²])`, 'm'],
  [String.raw`개\s?층|층(?![수고간])`, '층'],
  [String.raw`세대|가구(?![당])`, '세대'],
  [String.raw`대(?![지학상한로형도체비표응신부분수장규중상])`, '대'],
  [String.raw`개월|달(?![라리성하])`, '개월'],
  [String.raw`년(?![도생대])`, '년'],
  [String.raw`시간`, '시간'],
  [String.raw`분(?![의기류할석쟁양담])`, '분'],
  [String.raw`일(?![반부정대단조괄련체률치상시자제환원종층정])`, '일'],
  [String.raw`원(?![칙인회래본장활형])`, '원'],
  [String.raw`명(?![칭시의확령])`, '명'],
  [String.raw`회(?![의사계원])|번(?![지호째길])`, '회'],
  [String.raw`개소`, '개소'],
  [String.raw`배(?![치관출수제열])`, '배'],
  [String.raw`평(?![가균면지형])`, '평'],
];
const UNIT = UNIT_SPELLINGS.map(([spelling]) => spelling).join('|');
const UNIT_OF = UNIT_SPELLINGS.map(([spelling, unit]) => [new RegExp(`^(?:${spelling})`), unit] as const);

/** What each unit measures, and its size in the dimension's base unit: 2년 = 24개월, 150cm = 1.5m. */
const DIMENSION: Readonly<Record<Unit, readonly [dimension: string, factor: number]>> = {
  '%': ['share', 1],
  pp: ['share-difference', 1],
  m: ['length', 1],
  cm: ['length', 0.01],
  mm: ['length', 0.001],
  km: ['length', 1000],
  '㎡': ['area', 1],
  평: ['pyeong', 1],
  층: ['floors', 1],
  대: ['cars', 1],
  세대: ['households', 1],
  명: ['people', 1],
  회: ['times', 1],
  개소: ['places', 1],
  일: ['days', 1],
  개월: ['months', 1],
  년: ['months', 12],
  시간: ['minutes', 60],
  분: ['minutes', 1],
  원: ['money', 1],
  배: ['multiple', 1],
};

/** The dimension a unit measures (a share, a length, money …). */
export const dimensionOf = (unit: Unit): string => DIMENSION[unit][0];

/** Whether a figure of this unit can be checked: a difference of shares or 평 has nothing in the statutes to compare with. */
export const comparable = (unit: Unit): boolean => unit !== 'pp' && unit !== '평';

const SINGLE = new RegExp(String.raw`(?<![\d.,/])(${NUMBER})\s?(${UNIT})`, 'g');
// "20ㆍ20ㆍ40ㆍ" before "20퍼센트": bare numbers joined by ㆍ that share the unit written after the last.
const SERIES_BEFORE = new RegExp(String.raw`(?<![\d.,/])(?:${NUMBER}\s?[ㆍ·]\s?)+$`);
// "100~250%", "100에서 250퍼센트", "100퍼센트부터 250퍼센트까지", "2~3층" (the first unit may be left out).
const RANGE = new RegExp(String.raw`(?<![\d.,/])(${NUMBER})\s?(?:${UNIT})?\s*(?:~|∼|〜|-|–|에서|부터)\s*(${NUMBER})\s?(${UNIT})`, 'g');
// "100분의 60", "3분의2"; "1/2", "3/4" (not a date "2026/11/24", nor part of a longer number).
const FRACTION = /(?<![\d.,])(\d+(?:\.\d+)?)\s?분\s?의\s?(\d+(?:\.\d+)?)|(?<![\d./])(\d{1,3})\s?\/\s?(\d{1,3})(?![\d./])|절반/g;
const METRES_AND_CENTIMETRES = /(?<![\d.,])(\d+)\s?(?:미터|m)\s?(\d{1,2})\s?(?:센티미터|센티|cm)/g;
// A date is not a figure: "2026년", "3월 24일", "2026. 3. 24.".
const DATE = /(?<!\d)(?:1[89]|20)\d{2}\s?년|\d{1,2}\s?월\s?\d{1,2}\s?일/g;

const PARTICLE = String.raw`(?:\s*(?:의|을|를|이|가|은|는|로|으로|에|인|로서|씩|가량|정도|범위))?\s*`;
const AFTER: readonly (readonly [RegExp, Bound])[] = [
  [new RegExp(`^${PARTICLE}초과\\s*(?:할|하여|해서|하지|하는|해)?\\s*(?:수\\s*없|서는\\s*안|서는\\s*아니|못|않|금지|불가)`), '이하'],
  [new RegExp(`^${PARTICLE}(?:넘을\\s*수\\s*없|넘지|넘어서는\\s*안|넘으면\\s*안|넘길\\s*수\\s*없)`), '이하'],
  [new RegExp(`^${PARTICLE}(?:이하|이내|까지|以下|以內|以内|↓)`), '이하'],
  [new RegExp(`^${PARTICLE}(?:미만|못\\s*미치|미달)`), '미만'],
  [new RegExp(`^${PARTICLE}(?:이상|↑)`), '이상'],
  [new RegExp(`^${PARTICLE}(?:초과|넘는|넘을|넘으면|넘어|넘게|넘긴)`), '초과'],
];
const BOUND_WORD_RIGHT_AFTER = /^\s*(이하|이내|미만|이상|초과)/;
const BOUND_WORDS: Record<string, Bound> = { 이하: '이하', 이내: '이하', 미만: '미만', 이상: '이상', 초과: '초과' };
const BEFORE: readonly (readonly [RegExp, Bound])[] = [
  // ("하한도 50%" is a lower bound too: 한도 there is the end of 하한 and the particle 도.)
  [/(?:최대|최고|상한|(?<!하)한도|상한선|최대한도)\s*(?:은|는|이|가|도|:|로|으로)?\s*(?:약\s*)?$|[≤≦]\s*$/, '이하'],
  [/(?:최소|최저|하한|하한선)\s*(?:은|는|이|가|도|:|로|으로)?\s*(?:약\s*)?$|[≥≧]\s*$/, '이상'],
  [/<\s*$/, '미만'],
  [/>\s*$/, '초과'],
];

export function unitOf(spelling: string): Unit {
  return UNIT_OF.find(([pattern]) => pattern.test(spelling))?.[1] ?? '%';
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
  // "1천제곱미터(… 3천제곱미터)이내마다": a bound word right after the parenthesis is for the figure before it and
  // the one that closes it (and made part of neither's span) — not one after a particle: "최대한도(500%)를 넘는" is
  // said of 최대한도.
  const skipped = /^\s*\([^()]{0,120}\)|^\s*\)/.exec(text.slice(end, end + 130));
  const word = skipped ? BOUND_WORD_RIGHT_AFTER.exec(text.slice(end + skipped[0].length, end + skipped[0].length + 8)) : null;
  return word ? { bound: BOUND_WORDS[word[1]!]!, length: 0 } : null;
}

/** "40% < 50%": a sign between two quantities compares them; it bounds neither. */
const COMPARISON_SIGN = /[\d%㎡)]\s*[<>≤≦≥≧]\s*$/;

function boundBefore(text: string, start: number): Bound | null {
  const before = text.slice(Math.max(0, start - 12), start);
  if (COMPARISON_SIGN.test(before)) return null;
  return BEFORE.find(([pattern]) => pattern.test(before))?.[1] ?? null;
}

/** A fraction as a share in percent, rounded so that 3분의 1 compares equal however it was written. */
const share = (numerator: number, denominator: number) => Math.round((numerator / denominator) * 100 * 1e6) / 1e6;

/** The text with the commas of thousands ("2,100㎡") made unlike clause commas, at the same length. */
export function thousandsMasked(text: string): string {
  return text.replace(/(\d),(?=\d{3}(?!\d))/g, '$1_');
}

/** Every figure in the text, in order; ranges as one figure with `lower`. */
export function findFigures(input: string): FoundFigure[] {
  // Dates blanked out (same length, so positions hold).
  const text = toHalfWidth(input).replace(DATE, (date) => ' '.repeat(date.length));
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
  for (const match of text.matchAll(FRACTION)) {
    const start = match.index;
    const end = start + match[0].length;
    if (!free(start, end)) continue;
    let value: number;
    if (match[0] === '절반') value = 50;
    else if (match[1] !== undefined) {
      const denominator = Number(match[1]);
      if (denominator === 0) continue;
      value = share(Number(match[2]), denominator);
    } else {
      // "1/2", "2/3", "1/100" are shares; "20/80" (건폐율/용적률) or "3/5층" is two figures side by side.
      const numerator = Number(match[3]);
      const denominator = Number(match[4]);
      // "80/100", "100/100": hundredths are the statutes' own shares ("100분의 80"), whatever the numerator.
      const hundredths = denominator === 100 && numerator >= 1 && numerator <= 100;
      if (!hundredths && (numerator < 1 || numerator > 9 || numerator >= denominator || denominator > 20)) continue;
      value = share(numerator, denominator);
    }
    const after = boundAfter(text, end);
    singles.push({ value, lower: null, unit: '%', bound: after?.bound ?? boundBefore(text, start), fraction: true, start, end: end + (after?.length ?? 0) });
    taken.push([start, end]);
  }
  // "1미터 50센티" is one length.
  for (const match of text.matchAll(METRES_AND_CENTIMETRES)) {
    const start = match.index;
    const end = start + match[0].length;
    const value = Number(match[1]) + Number(match[2]) / 100;
    const after = boundAfter(text, end);
    singles.push({ value, lower: null, unit: 'm', bound: after?.bound ?? boundBefore(text, start), start, end: end + (after?.length ?? 0) });
    taken.push([start, end]);
  }
  for (const match of text.matchAll(SINGLE)) {
    const start = match.index;
    const end = start + match[0].length;
    if (!free(start, end)) continue;
    const value = numberOf(match[1]!);
    if (value === null) continue;
    const unit = unitOf(match[2]!);
    const after = boundAfter(text, end);
    const listed = SERIES_BEFORE.exec(text.slice(Math.max(0, start - 60), start));
    const series = listed ? [...listed[0].matchAll(new RegExp(NUMBER, 'g'))].map(([spelling]) => numberOf(spelling)) : [];
    const own = series.length > 0 && !series.includes(null) ? { series: [...(series as number[]), value] } : {};
    const compared = COMPARISON_SIGN.test(text.slice(Math.max(0, start - 12), start)) ? { compared: true } : {};
    singles.push({ value, lower: null, unit, bound: after?.bound ?? boundBefore(text, start), ...own, ...compared, start, end: end + (after?.length ?? 0) });
  }
  singles.sort((a, b) => a.start - b.start);
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
      figures.push({ value: high.value, lower: low.value, unit: low.unit, bound: high.bound, fraction: low.fraction === true && high.fraction === true, start: low.start, end: high.end });
      i++;
    } else figures.push(low);
  }
  return figures.sort((a, b) => a.start - b.start);
}

/** "60퍼센트 이하", "100퍼센트 이상 250퍼센트 이하": a figure as the statutes write it. */
export function formatFigure(figure: Pick<FoundFigure, 'value' | 'lower' | 'unit' | 'bound'>): string {
  const spell = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 4 })}${figure.unit === '%' ? '퍼센트' : figure.unit === 'pp' ? '퍼센트포인트' : figure.unit}`;
  if (figure.lower !== null) return `${spell(figure.lower)} 이상 ${spell(figure.value)} ${figure.bound ?? '이하'}`;
  return figure.bound ? `${spell(figure.value)} ${figure.bound}` : spell(figure.value);
}

/** The figure's ends in the base unit of its dimension (2년 → 24 months, 150cm → 1.5m). */
function inBase(figure: Pick<FoundFigure, 'value' | 'lower' | 'unit'>): { dimension: string; value: number; lower: number | null } {
  const [dimension, factor] = DIMENSION[figure.unit];
  return { dimension, value: figure.value * factor, lower: figure.lower === null ? null : figure.lower * factor };
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** Whether two figures measure the same dimension. */
export function sameDimension(a: Pick<FoundFigure, 'unit'>, b: Pick<FoundFigure, 'unit'>): boolean {
  return comparable(a.unit) && comparable(b.unit) && dimensionOf(a.unit) === dimensionOf(b.unit);
}

/** Whether `value` (in `unit`) is the same quantity as `other` (in its unit). */
export function sameAmount(a: Pick<FoundFigure, 'value' | 'unit'>, b: Pick<FoundFigure, 'value' | 'unit'>): boolean {
  if (!sameDimension(a, b)) return false;
  return close(inBase({ ...a, lower: null }).value, inBase({ ...b, lower: null }).value);
}

/**
 * Whether a source figure states the answer's figure: the same quantity and a bound that says the same — one end of
 * a range counts for a cap (its upper end) or a minimum (its lower end).
 */
export function statesFigure(answer: Pick<FoundFigure, 'value' | 'lower' | 'unit' | 'bound'>, source: Pick<FoundFigure, 'value' | 'lower' | 'unit' | 'bound'>): boolean {
  if (!sameDimension(answer, source)) return false;
  const a = inBase(answer);
  const s = inBase(source);
  if (a.lower !== null) return s.lower !== null && close(a.lower, s.lower) && close(a.value, s.value);
  if (s.lower !== null) {
    if (close(a.value, s.value)) return answer.bound === null || answer.bound === '이하' || answer.bound === '미만';
    if (close(a.value, s.lower)) return answer.bound === null || answer.bound === '이상' || answer.bound === '초과';
    return false;
  }
  return close(a.value, s.value) && (compatibleBounds(answer.bound, source.bound) || complementBounds(answer.bound, source.bound));
}

const side = (bound: Bound) => (bound === '이하' || bound === '미만' ? 'max' : 'min');
const inclusive = (bound: Bound) => bound === '이하' || bound === '이상';

/** Whether a bound of the answer says the same as one of the source (까지/이내 were read as 이하 already). */
export function compatibleBounds(answer: Bound | null, source: Bound | null): boolean {
  if (answer === null || source === null) return true;
  return side(answer) === side(source) && inclusive(answer) === inclusive(source);
}

/** "200제곱미터 미만이면 신고" restated as "200㎡ 이상이면 허가": the other side of the same line. */
export function complementBounds(answer: Bound | null, source: Bound | null): boolean {
  if (answer === null || source === null) return false;
  return side(answer) !== side(source) && inclusive(answer) !== inclusive(source);
}

/** 미만 where the source says 이하 (or 이내), 이상 where it says 초과, and the reverse: the same value, another line. */
export function boundConflict(answer: Bound | null, source: Bound | null): boolean {
  if (answer === null || source === null) return false;
  return side(answer) === side(source) && inclusive(answer) !== inclusive(source);
}
