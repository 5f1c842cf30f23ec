// Questions that ask for a figure — "며칠 안에", "몇 미터 이상", "몇 퍼센트", "몇 층부터", "몇 년 범위" — are answered
// by the provision that states a figure of that unit, and across a statute's family that is often not the one that
// names the subject (the 법률 leaves the number to the 시행령 or 시행규칙). Search uses this to follow a delegation
// (search.ts), the extractive answer to tell a line that answers from one that only holds other numbers.
import { parseKoreanNumber } from '../text/korean-numbers';
import { ASKING_SENTENCE } from '../text/question-words';

export type FigureUnit = 'day' | 'month' | 'year' | 'metre' | 'centimetre' | 'area' | 'percent' | 'storey' | 'car' | 'times' | 'money';
/** The units a period is counted in: a time limit asked is answered by any of them, and is the statute's in every zone. */
export const PERIOD_UNITS: readonly FigureUnit[] = ['day', 'month', 'year'];

/** The unit a question word asks for; the longer spellings first (몇 제곱미터 before 몇 미터). */
const ASKED: readonly (readonly [RegExp, FigureUnit])[] = [
  // "건폐율 … 몇 평까지", "바닥은 몇 평까지 앉힐 수": the statutes state 건폐율 and 용적률 as ratios of the lot; the
  // area asked for is that ratio times the asker's lot.
  [/(?:건폐율|건페율|용적률|앉히|앉힐|앉혀)[^.?!]{0,30}몇\s*(?:평|제곱미터|㎡)|몇\s*(?:평|제곱미터|㎡)[^.?!]{0,30}(?:건폐율|건페율|용적률|앉히|앉힐|앉혀)/, 'percent'],
  // "몇 년째 창고로 쓰고 있었는데", "며칠째": how long something has gone on, told in the story, asks for nothing.
  [/며칠(?!\s*째)|몇\s*일(?![반부째])/, 'day'],
  [/몇\s*(개월|달)(?!\s*째)/, 'month'],
  [/몇\s*년(?!\s*째)/, 'year'],
  [/몇\s*(제곱미터|평방미터|㎡|m2|m²|평)/i, 'area'],
  [/몇\s*(센티|cm)/i, 'centimetre'],
  [/몇\s*(미터|m(?![a-z²2]))/i, 'metre'],
  [/몇\s*(퍼센트|%|프로|％)/, 'percent'],
  // "설치 대상 층", "어느 층부터": which storeys, as the statutes state them ("2층 이상 11층 이하인 층").
  [/몇\s*층|(?:대상|어느)\s*층(?!수)/, 'storey'],
  [/몇\s*대(?![로상])/, 'car'],
  [/몇\s*(배|번|회)/, 'times'],
  // "거리 대비 높이를 얼마까지": one quantity against another is a ratio, which the statutes state as a multiple
  // ("수평거리의 2배"); a unit named with the question ("몇 퍼센트", "몇 미터") is matched above.
  [/(?:거리|면적|높이|너비|폭|길이)\s*대비[^.?!]{0,20}(?:얼마|몇)/, 'times'],
  // "얼마나 물어야" (물다, pay); not "얼마나 물리는지", which as often sets a line back (물리다) as it levies a fine.
  // A sum named and asked "얼마" ("과태료 얼마까지 나와요?", "벌금은 얼마 정도"): its amount, in 원.
  [/얼마(나)?\s*(내|예치|납부|부과|깎|할인|물(?![리려러]))|몇\s*(원|만\s*원)|(?:과태료|벌금|이행강제금|부담금|설치비용)[^.?!]{0,12}얼마/, 'money'],
  // A length asked by its name ("복도 폭은 최소 얼마", "천장고 최소 기준", "출입문 최소 폭"; not "높이 제한", the name of a topic): the statutes state it in metres.
  [/(?:높이|폭|너비|길이|거리|천장고|층고|간격)(?:은|는|이|가|를|랑|와|과)?\s*(?:[가-힣]{1,4}\s*)?(?:최소|최대|얼마|몇)|(?:최소|최대)\s*(?:높이|폭|너비|길이|거리|천장고|층고|간격)|어느\s*(?:정도\s*)?거리|얼마나\s*떨어진\s*(?:곳|데|거리|땅|자리)/, 'metre'],
];

/**
 * The units of the quantities a question states about its own case ("높이 7.5m", "1.2미터 정도", "폭 2m", "150제곱미터",
 * "3층"): the line whose threshold is in that unit ("8미터 이하", "1미터를 넘는") decides the case.
 */
const GIVEN: readonly (readonly [RegExp, FigureUnit])[] = [
  [/\d\s*(제곱미터|평방미터|㎡|m2|m²|평)/i, 'area'],
  [/\d\s*(센티|cm)/i, 'centimetre'],
  [/\d\s*(미터|m(?![a-z²2]))/i, 'metre'],
  [/\d\s*(퍼센트|%|프로|％)/, 'percent'],
  [/\d\s*층/, 'storey'],
  [/\d\s*대(?![로상학])/, 'car'],
  // A count of years, months or days ("지은 지 10년", "2년 넘게", "3개월째"), not a date ("2010년에", "5월 20일").
  [/(?<![\d.])\d{1,2}\s*년(?!\s*\d{1,2}\s*월)/, 'year'],
  [/\d\s*개월/, 'month'],
  [/(?<![\d.]|월\s{0,2}\d{0,2})\d{1,3}\s*일(?![반부])/, 'day'],
];

/** The units of the quantities a question gives (a number with its unit), not of those it asks for. */
export function givenFigures(question: string): FigureUnit[] {
  return GIVEN.filter(([pattern]) => pattern.test(question)).map(([, unit]) => unit);
}

/** A quantity's size in its dimension's base unit, from the ways askers and the statutes write its unit. */
const UNIT_SIZE: readonly (readonly [RegExp, dimension: string, factor: number])[] = [
  [/^(?:제곱미터|평방미터|㎡|m2|m²)$/i, 'area', 1],
  // 1평 = 400/121 ㎡: askers give areas in 평 ("15평쯤 늘리려고"), the statutes in 제곱미터 ("85제곱미터 이내").
  [/^평$/, 'area', 400 / 121],
  [/^(?:센티미터|센티|cm)$/i, 'length', 0.01],
  [/^(?:미터|m)$/i, 'length', 1],
  [/^(?:퍼센트|프로|%|％)$/, 'share', 1],
  [/^(?:개월|달)$/, 'months', 1],
  [/^년$/, 'months', 12],
  [/^일$/, 'days', 1],
  [/^층$/, 'storeys', 1],
];
const AMOUNT = new RegExp(String.raw`(?<![\d.])(\d+(?:\.\d+)?(?:\s*[십백천만]\s*\d*)*)\s*(제곱미터|평방미터|㎡|m2|m²|평(?![가균면지형])|센티미터|센티|cm|미터|m(?![a-z²2])|퍼센트|프로|%|％|개월|달(?![라리성하])|년|일(?![반부])|층(?![수고]))`, 'gi');
/** A share as the statutes write it: "100분의 20" is 20 퍼센트. */
const HUNDREDTHS = /100분의\s*(\d+(?:\.\d+)?)/g;

export interface Quantity {
  dimension: string;
  /** In the dimension's base unit (㎡, m, 퍼센트, months, days, storeys). */
  value: number;
}

/** The quantities a text states, each in its dimension's base unit; dates and article numbers are no quantity. */
export function quantitiesIn(text: string): Quantity[] {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\d{4}\s*년\s*\d{1,2}\s*월\s*\d{1,2}\s*일|\d{4}\s*년/g, ' ')
    .replace(/제\s*\d+\s*(?:조|항|호|장|절|관)(?:의\s*\d+)?/g, ' ');
  const shares = [...plain.matchAll(HUNDREDTHS)].map((match) => ({ dimension: 'share', value: Number(match[1]) }));
  return [
    ...[...plain.replace(HUNDREDTHS, ' ').matchAll(AMOUNT)].flatMap(([, number, unit]) => {
      const size = UNIT_SIZE.find(([pattern]) => pattern.test(unit!));
      const value = parseKoreanNumber(number!);
      return size && value !== null ? [{ dimension: size[1], value: value * size[2] }] : [];
    }),
    ...shares,
  ];
}

/**
 * How far apart an amount the question gives and a threshold a line sets may be for the line to be about the asker's
 * case: people ask about a case near the line they worry about ("시멘트 벽돌로 두께 20cm" is decided by "벽돌조로서 두께가
 * 19센티미터 이상", not by "두께 5센티미터 이상의 … 벽돌 … 로 덮은 것"; "흙을 2.5m" by "2미터 이상의 절토ㆍ성토"), and
 * quote it when they know it ("허가받고 2년 넘게" — the same amount is nearest of all).
 */
const NEAR_RATIO = 1.5;

/** Whether a line states a quantity near one the question gives (NEAR_RATIO), in any unit of its dimension. */
export function statesNearAmount(text: string, given: readonly Quantity[]): boolean {
  if (given.length === 0) return false;
  return quantitiesIn(text).some((stated) =>
    given.some((amount) => amount.dimension === stated.dimension && amount.value > 0 && stated.value > 0 && Math.max(amount.value, stated.value) / Math.min(amount.value, stated.value) <= NEAR_RATIO),
  );
}

/** A number's Korean multipliers between its digits and its unit: "1천제곱미터", "1만5천제곱미터", "1천300퍼센트". */
const MULTIPLIED = String.raw`(?:\s*[십백천만억]\s*\d*)*`;
const stated = (unit: string, flags = '') => new RegExp(String.raw`\d${MULTIPLIED}\s*${unit}`, flags);

/** How each unit is written in the statutes: a number and the unit ("15일 이내", "100분의 20", "1천만원"). */
const STATED: Readonly<Record<FigureUnit, RegExp>> = {
  day: /\d\s*일(?![부반])/,
  month: /\d\s*개월/,
  // At most two digits: a year count ("5년 이내"), not a date ("2013년").
  year: /(?<!\d)\d{1,2}\s*년/,
  area: stated('(?:제곱미터|㎡)'),
  centimetre: /\d\s*센티미터/,
  metre: stated('미터'),
  percent: /\d\s*(퍼센트|%)|100분의\s*\d/,
  storey: /\d\s*층/,
  car: stated('대'),
  times: /\d\s*(배|회|번)/,
  // An amount is often a rate of another ("총공사비의 100분의 20", "시가표준액의 100분의 10"): it answers "얼마" too.
  money: /\d\s*(천|만|억)?\s*원|100분의\s*\d|\d\s*(퍼센트|%)/,
};

/**
 * The units one quantity may be stated in: "50cm 정도" is decided by "1미터 이내", "20cm" by "19센티미터 이상", "2.5m"
 * by "2미터 이상"; a length is a length whichever unit the statute chose.
 */
const SAME_QUANTITY: Readonly<Partial<Record<FigureUnit, readonly FigureUnit[]>>> = {
  centimetre: ['centimetre', 'metre'],
  metre: ['metre', 'centimetre'],
};

/** Whether a passage states a figure of the quantity the unit measures, in that unit or another of it. */
export function statesQuantity(text: string, unit: FigureUnit): boolean {
  return (SAME_QUANTITY[unit] ?? [unit]).some((other) => statesFigure(text, other));
}

/**
 * The units a figure asked for may be stated in: "계단 폭은 최소 몇 cm" is answered by "유효너비는 0.9미터 이상" (the
 * statutes write a short length in metres as often as in centimetres). Not the other way: "천장고 최소 기준" in metres
 * is not answered by "벽면에서부터 50센티미터 이내" (eval:questions --set dev2 lost one that way).
 */
const ANSWERED_IN: Readonly<Partial<Record<FigureUnit, readonly FigureUnit[]>>> = {
  centimetre: ['centimetre', 'metre'],
};

/** Whether a passage states the figure a question asks for, in the unit asked or one it may be stated in. */
export function statesAsked(text: string, unit: FigureUnit): boolean {
  return (ANSWERED_IN[unit] ?? [unit]).some((other) => statesFigure(text, other));
}

/** The unit of the figure a question asks for, or null when it asks for none. */
export function askedFigure(question: string): FigureUnit | null {
  return ASKED.find(([pattern]) => pattern.test(question))?.[1] ?? null;
}

/**
 * The unit a question asks for, read where it asks: the last sentence of the clause that asks, then that clause, then
 * the whole question. "자체점검을 몇 달 못했어요. 과태료 얼마까지 나와요?" tells months and asks a sum.
 */
export function askedFigureIn(point: string, question: string): FigureUnit | null {
  const sentences = point.split(/(?<=[.?!？])\s+/).filter((sentence) => sentence.trim());
  // Of the rest of the question, only its sentences that ask: "조경석을 몇 달 쌓아두려고 해요. … 허가 받아야 하나요?" tells
  // months and asks whether.
  const asking = question.split(/(?<=[.?!？])\s+/).filter((sentence) => ASKING_SENTENCE.test(sentence)).join(' ');
  return askedFigure(sentences.at(-1) ?? '') ?? askedFigure(point) ?? askedFigure(asking);
}

/**
 * Whether a passage states a figure of the unit. Amendment tags ("<개정 2013.3.23>"), dates and cross-references
 * ("제84조제1항제2호") are numbers too but state nothing.
 */
export function statesFigure(text: string, unit: FigureUnit): boolean {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    // A date ("2024년 10월 16일 이전에") is not a number of days.
    .replace(/\d{4}\s*년\s*\d{1,2}\s*월\s*\d{1,2}\s*일/g, ' ')
    .replace(/제\s*\d+\s*(조|항|호|장|절|관)(의\s*\d+)?/g, ' ').replace(/\d+\.\s/g, ' ');
  // "330제곱미터" and "50센티미터" are not metres.
  return STATED[unit].test(unit === 'metre' ? plain.replace(/\d\s*(제곱|센티|킬로)미터/g, ' ') : plain);
}
