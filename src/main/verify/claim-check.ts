// A claim against the source sentence that speaks about the same subject. Three outcomes, kept apart:
// - supported: a sentence about the same subject states the same quantity with a bound that says the same (one end of
//   a range, the other side of the same line: "200제곱미터 미만 … 신고" restated as "200㎡ 이상이면 허가");
// - contradicted: the sentence about the same subject states another quantity of the same dimension that the claim
//   does not state, the same quantity with another bound word (미만 for 이하), another kind of sanction, or states
//   the claim's figure only under a condition the claim drops (an exception stated as the rule);
// - not found: nothing gathered speaks about it.
// "About the same subject" is decided by alignment (align.ts) and a margin: a contradicting sentence must hold
// clearly more of the claim's words than any sentence that supports it, so that a right figure is never judged by a
// neighbour that merely shares a few words.
import type { Figure } from '../../shared/verify-contract';
import { articleBase } from '../retrieval/articles';
import type { TermWeights } from '../retrieval/term-weights';
import { coverage, pieces, unitPieces, weightOf, type Pieces, type UnitPieces } from './align';
import { citedBy, type Claim } from './claims';
import { boundConflict, findFigures, dimensionOf, formatFigure, sameAmount, sameDimension, statesFigure, thousandsMasked, type FoundFigure } from './figures';
import type { Passage } from './grounding';
import { findZones } from './mentions';
import { sanctionKinds, SANCTION_WORDS, withoutSanctions } from './sanctions';
import { sourceUnits, type SourceUnit } from './source-units';
import { parenthesisDepth } from '../text/parentheses';
import { blankSpans } from '../text/spans';

/** A sentence must hold this share of a claim's words to be the one that speaks about its subject. */
export const CONTRADICTION_MIN = 0.45;
/** …and this much more than the best sentence that states the claim's figure. */
export const CONTRADICTION_MARGIN = 0.2;
/** In the article the claim cites, a proviso that states its figure speaks about it with fewer shared words. */
const EXCEPTION_IN_CITED_MIN = 0.3;
/** A sentence that states the figure supports it when it holds at least this share of the claim's words. */
export const SUPPORT_MIN = 0.12;
/** A claim whose words weigh less than this (a bare "- 2년") cannot be aligned: it is judged by what it states only. */
const MIN_CLAIM_WEIGHT = 6;
/** A bound word against the same amount (200제곱미터 미만 for "200㎡ 이하") needs this much alignment. */
const BOUND_CONFLICT_MIN = 0.3;
/** What standing at the 항 and 호 the claim cites adds to a sentence's alignment. */
const CITED_PLACE_BONUS = 0.15;
/** The offence a sanction claim names must hold this share of its words in a sanction provision's item. */
const SANCTION_MIN = 0.35;
/** …and a provision the sentence cites, with fewer: the answer says which one it means. */
const CITED_SANCTION_MIN = 0.2;
/** An item naming the breach of an article the answer cites ("제19조의4제1항을 위반하여") is about the answer's offence. */
const OBLIGATION_BONUS = 0.3;
/** Provisions within this much of the best are about the same offence too. */
const SANCTION_TIE = 0.08;
/** …and the sentence must be about the claim: this share of its own words in the claim. */
const REVERSE_MIN = 0.25;
/** The part of a source sentence around its figure that a contradicted claim must be about. */
const WINDOW_CHARS = 40;
/** The words around a figure that say what it is (before and after it, within its clause). */
const NEAR_CHARS = 14;
/** A zone's general cap as the decree lists it: "4. 제2종일반주거지역 : 60퍼센트 이하". */
const GENERAL_CAP_LINE = /^(?:제\d종)?[가-힣]*지역\s*:/;
/** An exception's condition is stated when the claim holds this share of the words that set it apart from the rule. */
const CONDITION_STATED = 0.25;
/** Covers this close are a tie: the sentence that states the figure as its rule is preferred. */
const RULE_TIE = 0.1;

/**
 * The general caps: the zone lines of the first paragraph of the articles on 건폐율 and 용적률 (시행령 제84조①,
 * 제85조①). Zone lines elsewhere — 성장관리계획구역's (법 제75조의3②) — are relaxations.
 */
function isGeneralCap(unit: SourceUnit): boolean {
  return GENERAL_CAP_LINE.test(unit.text) && (unit.paragraph ?? 1) === 1 && /건폐율|용적률/.test(unit.passage.title ?? unit.context);
}

export interface Verdict {
  outcome: 'supported' | 'contradicted' | 'not_found';
  /** Which tier of its sources decided it (0: what the claim cites), and how well the deciding sentence aligned. */
  tier?: number;
  cover?: number;
  /** The passages that state it ([n]), or the one that contradicts it. */
  sources: Passage[];
  /** The 항 of the sentence that states it, when the article has paragraphs. */
  paragraph?: number | null;
  /** Why it is contradicted: the code and the words of the finding. */
  contradiction?: { code: 'figure_contradicted' | 'bound_contradicted' | 'exception_as_rule' | 'sanction_contradicted'; message: string };
}

export interface ClaimJudge {
  /** `stated`: every figure the answer states, so that an exception given beside its rule is not taken for the rule. */
  figure(claim: Claim, figure: Figure, tiers: readonly (readonly Passage[])[], everywhere: readonly Passage[], stated: readonly Figure[]): Verdict;
  /** `obligations`: the articles the answer cites — an offence is written as "제19조의4제1항을 위반하여 …". */
  sanction(claim: Claim, own: readonly Passage[], obligations: readonly string[]): Verdict | null;
  /** The best alignment of the claim within the given passages. */
  alignment(claim: Pieces, passages: readonly Passage[], where?: (unit: SourceUnit) => boolean): { unit: SourceUnit | null; cover: number };
  units(passage: Passage): SourceUnit[];
  /** How much a claim's words weigh in this library. */
  weigh(claim: Pieces): number;
  /**
   * A zone's ratio beyond (or below) its general cap that a relaxation or special case of the statute states, for a
   * claim that carries its condition ("계획관리지역의 기존 공장은 … 50퍼센트"): the sentence that allows it, or null.
   */
  relief(claim: Claim, figure: Figure, tiers: readonly (readonly Passage[])[]): SourceUnit | null;
}

export function createClaimJudge(weight: TermWeights): ClaimJudge {
  const unitCache = new Map<Passage, SourceUnit[]>();
  const units = (passage: Passage) => {
    let found = unitCache.get(passage);
    if (!found) {
      found = sourceUnits(passage);
      unitCache.set(passage, found);
    }
    return found;
  };
  const unitsOf = (passages: readonly Passage[]) => [...new Set(passages)].flatMap(units);

  /** "다음 각 목의 요건을 모두 충족하는 학교: 30퍼센트": a case whose conditions are its 목s — their words are its own. */
  const withParts = (unit: SourceUnit, all: readonly SourceUnit[]): UnitPieces => {
    const own = unitPieces(unit);
    if (!LEADS_PARTS.test(unit.text)) return own;
    const parts = all.filter((other) => other !== unit && other.passage === unit.passage && other.context.includes(unit.text));
    return parts.length === 0 ? own : { own: new Set([...own.own, ...parts.flatMap((part) => [...unitPieces(part).own])]), context: own.context };
  };

  interface FigureContext {
    zones: readonly string[];
    label: string | null;
    /** The claim's other figures: one of them is not what this one should have been. */
    others: readonly Figure[];
    /** Where the figure stands in the answer. */
    phrase: string;
    /** Where the answer says it is. */
    places: ReturnType<typeof citedPlaces>;
  }

  /** Support and contradiction within one set of sentences; null when none of them speaks about the figure. */
  const judgeIn = (figure: Figure, clause: Pieces, context: FigureContext, candidates: readonly SourceUnit[], mayContradict: boolean): (Verdict & { unit?: SourceUnit; atPlace?: boolean }) | null => {
    let support: { unit: SourceUnit; cover: number } | null = null;
    let supportAtPlace = false;
    let conflict: { unit: SourceUnit; cover: number; found: FoundFigure; bound: boolean } | null = null;
    const alignable = weightOf(clause, weight) >= MIN_CLAIM_WEIGHT;
    for (const unit of candidates) {
      if (!sameZones(context.zones, unit)) continue;
      const found = figuresOf(unit).filter((candidate) => sameDimension(figure, candidate) && sameLabel(context.label, labelIn(unit.text, candidate)));
      if (found.length === 0) continue;
      const atPlace = atCitedPlace(unit, context.places);
      const cover = Math.min(1, coverage(clause, unitPieces(unit), weight) + (atPlace ? CITED_PLACE_BONUS : 0));
      if (found.some((candidate) => statesFigure(figure, candidate))) {
        // The first sentence at the place the claim cites that states the figure itself decides (with its condition,
        // if any); elsewhere, the best aligned.
        const here = atPlace && unit.figures.some((candidate) => statesFigure(figure, candidate));
        // Of two sentences about as close, the one that states the figure as its rule ("철골을 두께 5센티미터 이상의
        // 콘크리트로 덮은 것") reads the claim more fairly than one that states it under a condition ("6센티미터(경량골재를
        // 사용하는 경우에는 5센티미터)").
        const fairer = support !== null && Math.abs(cover - support.cover) <= RULE_TIE && statesAsRule(unit, figure) !== statesAsRule(support.unit, figure);
        const better = support === null || (fairer ? statesAsRule(unit, figure) : cover > support.cover);
        if (cover >= SUPPORT_MIN && !supportAtPlace && (here || better)) {
          support = { unit, cover };
          supportAtPlace = here;
        }
        continue;
      }
      if (!mayContradict || !alignable || cover < BOUND_CONFLICT_MIN || (conflict && cover <= conflict.cover)) continue;
      // The part of the sentence around the source's figure must be about the claim, not merely hold its words
      // among many others: this share of that part's words stands in the claim.
      const about = (candidate: FoundFigure) => coverage(windowPieces(unit.text, candidate), { own: clause, context: new Set() }, weight);
      // The same amount with another bound word is telling by itself: it needs less of the claim's words around it.
      const bound = found.find((candidate) => sameAmount(figure, candidate) && candidate.lower === null && boundConflict(figure.bound, candidate.bound) && about(candidate) >= REVERSE_MIN);
      if (!bound && cover < CONTRADICTION_MIN) continue;
      // The figure the claim should have stated: of its dimension, on its side, not stated elsewhere in the claim,
      // and standing among the same words ("…부터 [2년] 이내에 매수하여야" for "…부터 3년 이내에 매수해야").
      const mine = localPieces(context.phrase, figure);
      const other = found
        .filter(
          (candidate) =>
            !context.others.some((stated) => statesFigure(stated, candidate) || statesFigure(candidate, stated)) &&
            (figure.bound === null || candidate.bound === null || side(figure.bound) === side(candidate.bound)),
        )
        .map((candidate) => ({ candidate, near: coverage(mine, { own: localPieces(unit.text, candidate), context: new Set() }, weight), about: about(candidate) }))
        .filter(({ near, about }) => near > 0 && about >= REVERSE_MIN)
        .sort((a, b) => b.near - a.near)[0]?.candidate;
      const chosen = bound ?? other;
      if (chosen) conflict = { unit, cover, found: chosen, bound: bound !== undefined };
    }
    // The rule sentence outweighs its own exception that states the figure: whether the claim carries the
    // exception's condition decides, not the rule's figure.
    const exceptionOfConflict = support !== null && conflict !== null && support.unit.exception && support.unit.previous?.text === conflict.unit.text;
    // Where the claim cites a 항 that states another figure for its subject, that 항 decides, not a sentence elsewhere
    // in the article that happens to hold the claim's figure ("제85조제5항 … 120퍼센트" where ⑤ says 140퍼센트).
    const conflictAtPlace = conflict !== null && atCitedPlace(conflict.unit, context.places) && !supportAtPlace && !(support && atCitedPlace(support.unit, context.places));
    // And where the cited place itself states the figure, a sentence elsewhere does not outweigh it.
    const supportedAtPlace = supportAtPlace && !atCitedPlace(conflict?.unit ?? support!.unit, context.places);
    if (conflict && !exceptionOfConflict && !supportedAtPlace && (conflict.cover - (support?.cover ?? 0) >= CONTRADICTION_MARGIN || conflictAtPlace)) {
      const stated = formatFigure(figure);
      return {
        outcome: 'contradicted',
        sources: [conflict.unit.passage],
        cover: conflict.cover,
        contradiction: conflict.bound
          ? { code: 'bound_contradicted', message: `경계 표현 불일치: '${stated}' — 현행 조문은 '${formatFigure(conflict.found)}'입니다: "${quote(conflict.unit)}" ${where(conflict.unit)}` }
          : { code: 'figure_contradicted', message: `수치 불일치: '${stated}' — 같은 내용의 현행 조문은 '${formatFigure(conflict.found)}'입니다: "${quote(conflict.unit)}" ${where(conflict.unit)}` },
      };
    }
    return support ? { outcome: 'supported', sources: [support.unit.passage], unit: support.unit, cover: support.cover, atPlace: supportAtPlace } : null;
  };

  /** A figure stated only under a condition the claim drops is the exception stated as the rule. */
  const withException = (verdict: Verdict & { unit?: SourceUnit; atPlace?: boolean }, claim: Claim, figure: Figure, stated: readonly Figure[], inCited = false): Verdict => {
    const { unit, ...found } = verdict;
    const rest = { ...found, paragraph: unit?.paragraph ?? null };
    // An item of a list stands where its lead cites ("같은 항 단서에 따라 다음은 …: - 연면적 1천㎡ 미만인 …").
    const atPlace = verdict.atPlace || (unit !== undefined && claim.articles.length === 0 && atCitedPlace(unit, claim.introducedBy.map(({ article, paragraph, item }) => ({ article, paragraph, item }))));
    // An exception is judged only where the sentence is clearly about the claim, or stands where the claim cites —
    // its 항 or 호, or (with fewer shared words) its article.
    const minimum = inCited ? EXCEPTION_IN_CITED_MIN : CONTRADICTION_MIN;
    if (!unit || ((rest.cover ?? 0) < minimum && !atPlace)) return rest;
    // Only at the 항 or 호 the claim cites: elsewhere the sentence may be another provision with the same figure.
    const missing = atPlace ? conditionsMissing(unit, figure, stated) : [];
    const narrowing = atPlace && missing.length === 0 ? subjectBoundsMissing(unit, figure, stated) : [];
    const listed = (figures: readonly FoundFigure[]) => figures.map((found) => `'${formatFigure(found)}'`).join(', ');
    const dropped = (message: string): Verdict => ({
      outcome: 'contradicted',
      sources: [unit.passage],
      contradiction: { code: 'exception_as_rule', message: `${message}: "${quote(unit)}" ${where(unit)}` },
    });
    // "다만, 주요구조부가 내화구조 또는 불연재료로 되어 있는 경우로서 다음 각 호의 어느 하나에 해당하는 경우": an item
    // of such a proviso holds only with its lead's condition.
    const lead = atPlace ? LEAD_CONDITION.exec(unit.context) : null;
    if (lead && conditionMissing(claim, lead[1]!, unit.text, unit, weight, QUALIFIER_STATED, unit.context.replace(lead[0], ' '))) return dropped(`조건 누락: '${formatFigure(figure)}'는 "${lead[1]!.trim()}" 경우에 한한 수치입니다`);
    // "지구단위계획구역의 지정목적이 다음 각호의 1에 해당하는 경우에는 … 100퍼센트까지 완화": the figure holds for the
    // cases its items list — stated by naming the condition or one of those cases.
    const cases = atPlace ? ITEMS_CONDITION.exec(blankAsides(unit.text)) : null;
    if (cases) {
      const items = units(unit.passage).filter((other) => other.paragraph === unit.paragraph && /호$/.test(other.place));
      const rule = unit.text.slice(cases.index + cases[0].length);
      const namesACase = items.some((item) => !conditionMissing(claim, item.text, rule, unit, weight, CONDITION_STATED, ''));
      // ("지구단위계획구역의 지정목적": the 지정목적 is the condition, the 지구단위계획구역 what the rule is about.)
      const condition = cases[1]!.replace(/^.*의\s+(?=[가-힣]{2})/, '');
      if (!namesACase && conditionMissing(claim, condition, rule, unit, weight, CONDITION_STATED, '')) return dropped(`조건 누락: '${formatFigure(figure)}'는 "${cases[1]!.trim()}"이(가) 다음 각 호에 해당하는 경우에 한한 수치입니다`);
    }
    // "연면적이 50제곱미터 이하인 단층의 부속건축물로서 외벽 및 처마 밑면을 방화구조로 한 것": what the subject of the
    // figure must also be.
    const at = atPlace ? unit.figures.find((found) => statesFigure(figure, found)) : undefined;
    const suchThat = at ? SUCH_THAT.exec(blankAsides(unit.text).slice(at.end)) : null;
    if (suchThat && conditionMissing(claim, suchThat[1]!, unit.text.slice(0, at!.end), unit, weight, QUALIFIER_STATED)) return dropped(`조건 누락: '${formatFigure(figure)}'는 "${suchThat[1]!.trim()}" 경우에 한한 수치입니다`);
    if (narrowing.length > 0) return dropped(`대상 누락: '${formatFigure(figure)}'는 ${listed(narrowing)}인 건축물 등에 한한 수치인데 답변은 일반 기준처럼 적었습니다`);
    if (missing.length > 0) return dropped(`조건 누락: '${formatFigure(figure)}'는 ${listed(missing)}와(과) 함께 요건인 수치입니다`);
    // "제47조제1항 단서에 따라 …": a figure the answer takes from the proviso is stated as the exception it is.
    if (CITES_PROVISO.test(claim.sentence.text)) return rest;
    const exception = exceptionDropped(claim, figure, unit, stated, weight);
    if (!exception) return rest;
    return {
      outcome: 'contradicted',
      sources: [unit.passage],
      contradiction: {
        code: 'exception_as_rule',
        message: `예외를 원칙으로 기재: '${formatFigure(figure)}'는 "${exception.condition}"인 경우에 한한 수치입니다${exception.rule ? ` — 원칙은 '${formatFigure(exception.rule)}'` : ''} ${where(unit)}`,
      },
    };
  };

  const alignment = (claim: Pieces, passages: readonly Passage[], where: (unit: SourceUnit) => boolean = () => true) => {
    let best: { unit: SourceUnit | null; cover: number } = { unit: null, cover: 0 };
    for (const unit of unitsOf(passages).filter(where)) {
      const cover = coverage(claim, unitPieces(unit), weight);
      if (cover > best.cover) best = { unit, cover };
    }
    return best;
  };

  return {
    units,
    alignment,
    weigh: (claim) => weightOf(claim, weight),

    relief(claim, figure, tiers) {
      const clause = clausePieces(claim, figure, weight);
      for (const tier of tiers) {
        const all = unitsOf(tier);
        for (const unit of all) {
          // The general caps are the lines "N. <zone> : X퍼센트 이하"; anything else stating the figure is a special case.
          if (isGeneralCap(unit)) continue;
          const stated = figuresOf(unit).find((found) => statesFigure(figure, found));
          if (!stated || coverage(clause, withParts(unit, all), weight) < CONTRADICTION_MIN) continue;
          // A subject narrowed in parentheses ("창고시설(… 기존 부지에서 증축하는 경우만 해당한다)") must be narrowed
          // in the claim too.
          const before = unit.text.slice(0, stated.start);
          const qualifier = QUALIFIER.exec(before);
          if (qualifier && conditionMissing(claim, qualifier[1]!, before.slice(0, qualifier.index), unit, weight, QUALIFIER_STATED)) continue;
          // Its condition: what the sentence says before the figure, beyond the words of the claim's own ratio.
          // (A parenthesis that defines a word — "학교(「초ㆍ중등교육법」 제2조에 따른 학교 … 를 말한다)" — is no condition.)
          // (The zones it lists are its subject, which the claim names anyway: "준주거지역ㆍ…ㆍ준공업지역 중 방화지구의
          // 건축물로서 주요 구조부와 외벽이 내화구조인 건축물" is conditioned by the rest.)
          const condition = pieces(withoutZones(blankFigures(before.replace(DEFINITION_ASIDE, ' '))));
          let total = 0;
          let held = 0;
          for (const piece of condition) {
            const w = weight(piece);
            total += w;
            if (claim.pieces.has(piece) || claim.around.has(piece)) held += w;
          }
          if (total === 0 || held / total >= CONDITION_STATED) return unit;
        }
      }
      return null;
    },

    figure(claim, figure, tiers, everywhere, stated) {
      const clause = clausePieces(claim, figure, weight);
      const context = { zones: figureZones(claim, figure), label: labelOf(figure.phrase, figure), others: claim.figures.filter((other) => other !== figure), phrase: figure.phrase, places: citedPlaces(claim, figure) };
      // The first tier that speaks about the subject decides: what the claim cites is judged before what is near it.
      for (const [index, tier] of tiers.entries()) {
        const verdict = judgeIn(figure, clause, context, unitsOf(tier), true);
        if (!verdict) continue;
        // Beyond what the claim cites, a sentence that says the claim better still speaks about its subject more
        // than one that happens to share some words and states another figure ("6m 이내 … 띄울 것" is 대지 안의 공지,
        // not the 50cm of 맞벽 cited further down).
        if (index > 0 && verdict.outcome === 'contradicted') {
          const better = tiers
            .slice(index + 1)
            .map((later, offset) => ({ found: judgeIn(figure, clause, context, unitsOf(later), true), tier: index + 1 + offset }))
            .find(({ found }) => found?.outcome === 'supported' && (found.cover ?? 0) - (verdict.cover ?? 0) >= CONTRADICTION_MARGIN);
          if (better) return { ...withException(better.found!, claim, figure, stated), tier: better.tier };
        }
        return { ...withException(verdict, claim, figure, stated, index <= 1), tier: index };
      }
      const anywhere = judgeIn(figure, clause, context, unitsOf(everywhere), false);
      return anywhere ? withException(anywhere, claim, figure, stated) : { outcome: 'not_found', sources: [] };
    },

    sanction(claim, own, obligations) {
      // "◇ 3년 이하 징역 또는 5천만원 이하 벌금 … 대상은 다음과 같다. 1. … 한 자": an item of a list of offences
      // carries the sanction its lead or heading names.
      const inherited = sanctionKinds(claim.sentence.text).size === 0 && claim.lead ? [claim.lead.text, claim.sentence.header ?? ''].find((text) => sanctionKinds(text).size > 0) : undefined;
      const named = sanctionKinds(inherited ?? claim.sentence.text);
      if (named.size === 0) return null;
      const offence = pieces(withoutSanctions(claim.sentence.text));
      if (weightOf(offence, weight) < MIN_CLAIM_WEIGHT) return null;
      // The offence is an item of a sanction provision; one offence may carry several sanctions (a fine in 벌칙 and a
      // charge in 이행강제금), so every provision about it counts, not only the best-aligned one. The obligation the
      // sentence itself cites names the offence ("제14조에 따라 … 신고를 하지 않고"); the answer's others only when it cites none.
      const sentenceCites = obligations.filter((article) => claim.articles.some((cited) => cited.article === article));
      const breached = sentenceCites.length > 0 ? sentenceCites : obligations;
      const align = (units: readonly SourceUnit[]) =>
        units
          .map((unit) => ({
            unit,
            cover: coverage(offence, { own: unitPieces(unit).own, context: pieces(withoutSanctions(unit.context)) }, weight) + (breached.some((article) => breaches(unit.text, article)) ? OBLIGATION_BONUS : 0),
          }))
          .sort((a, b) => b.cover - a.cover);
      const provisions = unitsOf(own).filter((unit) => SANCTION_WORDS.test(`${unit.text} ${unit.context}`));
      const everywhere = align(provisions);
      // The sanction article the sentence cites speaks for it, where it speaks about the offence nearly as well as
      // the best provision gathered ("제111조 제1호에 따라 5천만원 이하의 벌금", not 제80조's 이행강제금 that shares words).
      const citedHere = align(provisions.filter((unit) => claim.articles.some((cited) => cited.article === articleBase(unit.passage.article) && (cited.law === null || cited.law === unit.passage.law))));
      // (Not where only the best one punishes breaking the obligation the answer names.)
      const breaking = (entry: { unit: SourceUnit } | undefined) => entry !== undefined && breached.some((article) => breaches(entry.unit.text, article));
      const citedProvisions =
        citedHere[0] && citedHere[0].cover >= CITED_SANCTION_MIN && (everywhere[0]?.cover ?? 0) - citedHere[0].cover < CONTRADICTION_MARGIN && (breaking(citedHere[0]) || !breaking(everywhere[0]))
          ? citedHere
          : null;
      const aligned = citedProvisions ?? everywhere;
      const floor = citedProvisions ? CITED_SANCTION_MIN : SANCTION_MIN;
      const best = aligned[0];
      if (!best || best.cover < floor) return { outcome: 'not_found', sources: [] };
      const about = aligned.filter((entry) => entry.cover >= best.cover - SANCTION_TIE);
      const holds = (entry: { unit: SourceUnit }) => [...named].some((kind) => sanctionKinds(`${entry.unit.text} ${entry.unit.context}`).has(kind));
      const holding = about.find(holds);
      if (holding) {
        // The amount too, where the provision is clearly the one ("제140조에 따라 2년 이하의 징역" where it sets 3년).
        const article = holding.unit.passage.article;
        const cited = [...new Set(claim.articles.map((reference) => reference.article))];
        // A figure is that provision's when its clause names it, or the sentence cites it alone (or nothing, and the
        // offence has one provision): "2년 이하 징역(법 제110조), 신고하지 않으면 5천만원 이하 벌금(제111조)".
        const its = (figure: Figure) =>
          new RegExp(`${article}(?![의\\d])`).test(figure.phrase.replace(/\s+/g, '')) ||
          (figure.articles.length === 0 && ((cited.length === 1 && cited[0] === article) || (cited.length === 0 && about.length === 1)));
        const set = figuresOf(holding.unit);
        // Any provision of that article about the offence may hold the amount (its items sit under paragraphs of
        // different levels, and the best aligned item need not be the one meant).
        const levels = aligned.filter((entry) => entry.unit.passage.article === article && entry.cover >= floor).flatMap((entry) => figuresOf(entry.unit));
        const amounts: readonly (Pick<FoundFigure, 'value' | 'lower' | 'unit' | 'bound'> & { its: boolean })[] = inherited
          ? findFigures(inherited).map((found) => ({ ...found, its: true }))
          : claim.checked.map((figure) => ({ ...figure, its: its(figure) }));
        // (A list's lead names one level for all its items: each must be at that level itself.)
        const allowed = inherited ? set : levels;
        const wrong = amounts.filter((figure) => SANCTION_AMOUNT.has(dimensionOf(figure.unit)) && figure.its && set.some((found) => sameDimension(figure, found)) && !allowed.some((found) => statesFigure(figure, found)));
        if (wrong.length === 0) return { outcome: 'supported', sources: [holding.unit.passage] };
        const instead = set.filter((found) => wrong.some((figure) => sameDimension(figure, found)));
        return {
          outcome: 'contradicted',
          sources: [holding.unit.passage],
          contradiction: {
            code: 'sanction_contradicted',
            message: `제재 수준 불일치: 답변은 ${wrong.map((figure) => `'${formatFigure(figure)}'`).join(', ')}(이)라 했지만 같은 행위에 대해 현행 조문은 ${instead.map((found) => `'${formatFigure(found)}'`).join(', ')}입니다: "${quote(holding.unit)}" ${where(holding.unit)}`,
          },
        };
      }
      const set = new Set(about.flatMap((entry) => [...sanctionKinds(`${entry.unit.text} ${entry.unit.context}`)]));
      return {
        outcome: 'contradicted',
        sources: about.map((entry) => entry.unit.passage),
        contradiction: {
          code: 'sanction_contradicted',
          message: `제재 종류 불일치: 답변은 ${[...named].join('ㆍ')}(이)라 했지만 같은 행위에 대해 현행 조문은 ${[...set].join('ㆍ')}입니다: "${quote(best.unit)}" ${where(best.unit)}`,
        },
      };
    },
  };
}

/**
 * A provision's text with its parentheses blanked, positions kept: they hold asides of their own ("(… 300제곱미터
 * 이상인 … 제외한다)", "(… 16층 이상인 … 경우에는 40미터)").
 */
const blankAsides = (text: string) => text.replace(/\([^()]*\)/g, (aside) => ' '.repeat(aside.length));

/** Where a provision's condition ends: "…하는 경우", "…할 때에는". */
const CONDITION_END = /경우|때(?:에는|에)/;

/**
 * The other figures of the condition a claim's figure belongs to, when the answer states none of them: "사용승인 후
 * 5년이 지난 연면적 1천제곱미터 미만의 건축물의 … 경우" is both, and an answer that gives one has dropped the other.
 */
function conditionsMissing(unit: SourceUnit, figure: Figure, stated: readonly Figure[]): FoundFigure[] {
  const plain = blankAsides(unit.text);
  const end = plain.search(CONDITION_END);
  if (end < 0) return [];
  const condition = unit.figures.filter((found) => found.end <= end && plain[found.start] !== ' ');
  if (condition.length < 2 || !condition.some((found) => statesFigure(figure, found))) return [];
  return condition.filter((found) => dimensionOf(found.unit) !== dimensionOf(figure.unit) && !stated.some((other) => statesFigure(other, found) || sameAmount(other, found)));
}

/** A subject narrowed by a figure of its own: "연면적의 합계가 2천 제곱미터 … 이상인 건축물의 대지는 …". */
const BOUNDED_SUBJECT = /(?:이상|이하|미만|초과)인\s*(?:건축물|대지|시설|건물)/;

/**
 * The figure that narrows the subject a claim's figure is stated for, when the answer gives the figure without it:
 * "건축물의 대지는 너비 6m 이상의 도로에 4m 이상 접해야" drops "연면적의 합계가 2천 제곱미터 이상인 건축물".
 */
function subjectBoundsMissing(unit: SourceUnit, figure: Figure, stated: readonly Figure[]): FoundFigure[] {
  const plain = blankAsides(unit.text);
  const subject = BOUNDED_SUBJECT.exec(plain);
  if (!subject) return [];
  const at = unit.figures.find((found) => statesFigure(figure, found));
  if (!at || at.start < subject.index) return [];
  const bounds = unit.figures.filter((found) => found.end <= subject.index && plain[found.start] !== ' ' && dimensionOf(found.unit) !== dimensionOf(figure.unit));
  if (bounds.length === 0 || bounds.some((found) => stated.some((other) => statesFigure(other, found) || sameAmount(other, found)))) return [];
  return bounds;
}

/** What a sanction's level is stated in: a term of imprisonment and an amount of money. */
const SANCTION_AMOUNT = new Set(['months', 'money']);

/** The answer names the proviso it takes a figure from: "단서에 따라", "단서는", "같은 항 단서". */
const CITES_PROVISO = /단서(?:에|는|로|의|조항|가)/;

/** What a length or an area measures, when the words before it say: a width is not a length, 연면적 not 바닥면적. */
const LABELS: readonly (readonly [RegExp, string])[] = [
  [/연면적/g, '연면적'],
  [/바닥면적/g, '바닥면적'],
  [/대지면적/g, '대지면적'],
  [/건축면적/g, '건축면적'],
  [/너비|폭(?![발력])/g, '너비'],
  [/길이/g, '길이'],
  [/높이|층고/g, '높이'],
  [/깊이/g, '깊이'],
  [/두께/g, '두께'],
  [/지름|직경/g, '지름'],
];

/** The label standing last in the words just before a figure (within its clause). */
function labelBefore(text: string, start: number): string | null {
  const window = text.slice(Math.max(0, start - 16), start);
  const masked = thousandsMasked(window);
  const clause = window.slice(Math.max(masked.lastIndexOf(','), window.lastIndexOf('·'), window.lastIndexOf('/'), window.lastIndexOf('→')) + 1);
  let best: { at: number; label: string } | null = null;
  for (const [pattern, label] of LABELS) {
    for (const match of clause.matchAll(pattern)) if (!best || match.index > best.at) best = { at: match.index, label };
  }
  return best?.label ?? null;
}

function labelIn(text: string, found: FoundFigure): string | null {
  return labelBefore(text, found.start);
}

/** The label of an answer's figure, read in the phrase it came from. */
function labelOf(phrase: string, figure: Figure): string | null {
  const at = findFigures(phrase).find((found) => found.unit === figure.unit && found.value === figure.value);
  return at ? labelBefore(phrase, at.start) : null;
}

/** The pieces of the part of a source sentence a figure stands in. */
function windowPieces(text: string, figure: FoundFigure): Pieces {
  return pieces(blankFigures(text.slice(Math.max(0, figure.start - WINDOW_CHARS), figure.end + WINDOW_CHARS)));
}

/** The pieces of the words right around a figure in a text, within its clause. */
function localPieces(text: string, figure: Pick<FoundFigure, 'value' | 'unit'> & Partial<Pick<FoundFigure, 'start' | 'end'>>): Pieces {
  const at = figure.start !== undefined && figure.end !== undefined ? figure : findFigures(text).find((found) => found.unit === figure.unit && found.value === figure.value);
  if (!at || at.start === undefined || at.end === undefined) return new Set();
  const before = text.slice(Math.max(0, at.start - NEAR_CHARS), at.start);
  const after = text.slice(at.end, at.end + NEAR_CHARS);
  const clauseBefore = before.slice(Math.max(thousandsMasked(before).lastIndexOf(','), before.lastIndexOf('/'), before.lastIndexOf('→')) + 1);
  const stop = thousandsMasked(after).search(/[,/→]/);
  return pieces(blankFigures(`${clauseBefore} ${stop >= 0 ? after.slice(0, stop) : after}`));
}

/** Two figures measure the same thing unless both say what they measure and it differs. */
const sameLabel = (a: string | null, b: string | null) => a === null || b === null || a === b;

/** Whether a sanction item names an article it enforces: "제19조의4제1항을 위반하여" for 제19조의4 (not 제19조의40). */
function breaches(text: string, article: string): boolean {
  const at = text.indexOf(article);
  return at >= 0 && /^(?![0-9]|의\d)[^가-힣]*(?:제\d+항|제\d+호|을|를|에|\s|,|ㆍ|및)/.test(text.slice(at + article.length));
}

/** Its own figures, else those of the lead it hangs from (the amount of a sanction for its items). */
function figuresOf(unit: SourceUnit): FoundFigure[] {
  return unit.figures.length > 0 ? unit.figures : unit.leadFigures;
}

const side = (bound: NonNullable<Figure['bound']>) => (bound === '이하' || bound === '미만' ? 'max' : 'min');

/** A sentence that names zones speaks for them only. */
/**
 * The zones a figure is about: those its clause names, else those named before it in its sentence — not a zone the
 * sentence names for another figure after it ("개발진흥지구의 건폐율은 60%, 자연녹지지역에 지정된 경우는 30%").
 */
function figureZones(claim: Claim, figure: Figure): string[] {
  const own = findZones(figure.phrase).map((mention) => mention.zone);
  if (own.length > 0) return own;
  const at = claim.sentence.text.indexOf(figure.phrase);
  const upTo = at < 0 ? claim.sentence.text.length : at + figure.phrase.length;
  return findZones(claim.sentence.text.slice(0, upTo)).map((mention) => mention.zone);
}

function sameZones(zones: readonly string[], unit: SourceUnit): boolean {
  if (zones.length === 0) return true;
  const named = findZones(unit.text).map((mention) => mention.zone);
  return named.length === 0 || named.some((zone) => zones.includes(zone));
}

/** The words of the clause a figure stands in, or of its whole sentence when the clause says too little. */
function clausePieces(claim: Claim, figure: Figure, weight: TermWeights): Pieces {
  const clause = claim.clauses.get(figure);
  if (!clause) return claim.pieces;
  if (weightOf(clause, weight) >= MIN_CLAIM_WEIGHT) return clause;
  // "▲6층 이상 또는 높이 22m 이상인 건축물" under "◆ 대상 건축물 (… 제61조제2항)": a clause of common words is about
  // what its heading names, not about the rest of its sentence.
  // (The heading's own words: not the citation in its parentheses.)
  const headed = claim.sentence.header ? new Set([...clause, ...pieces(claim.sentence.header.replace(/\([^()]*\)/g, ' '))]) : null;
  return headed && weightOf(headed, weight) >= MIN_CLAIM_WEIGHT ? headed : claim.pieces;
}

/** The places (article, 항, 호) a figure is cited to, by itself or by its sentence. */
function citedPlaces(claim: Claim, figure: Figure): { article: string; paragraph: number | null; item: number | null }[] {
  const places = figure.articles.map((text) => {
    const match = /^((?:부칙\s*)?제\d+조(?:의\d+)?)(?:제(\d+)항)?(?:제(\d+)호)?/.exec(text);
    return match ? { article: match[1]!, paragraph: match[2] ? Number(match[2]) : null, item: match[3] ? Number(match[3]) : null } : null;
  });
  // A figure cited to its own place ("시행령 제84조제4항제5호는 … 80% 이하") is judged there, not at the other
  // places its sentence cites.
  const own = places.filter((place): place is NonNullable<typeof place> => place !== null);
  return own.length > 0 ? own : claim.articles.map(({ article, paragraph, item }) => ({ article, paragraph, item }));
}

/** A sentence standing where the claim says its figure is (the cited 항 and 호) is the one to judge it by. */
function atCitedPlace(unit: SourceUnit, places: ReturnType<typeof citedPlaces>): boolean {
  return places.some(
    (place) =>
      place.article === unit.passage.article &&
      place.paragraph !== null &&
      (place.paragraph === unit.paragraph || (unit.paragraph === null && place.paragraph === 1)) &&
      (place.item === null || String(place.item) === unit.item),
  );
}

/** A text with its zone names blanked. */
const withoutZones = (text: string) => blankSpans(text, findZones(text));

function blankFigures(text: string): string {
  return blankSpans(text, findFigures(text)).replace(/(?:부칙\s*)?제?\s*\d+\s*조(?:\s*의\s*\d+)?(?:\s*제?\s*\d+\s*항)?(?:\s*제?\s*\d+\s*호)?/g, ' ');
}

/** How much of the words around an answer's figure must be the rule's for it to state the rule. */
const RULE_SUBJECT_MIN = 0.3;

/**
 * A figure the source states only under a condition — in a "다만, …" sentence, in parentheses ("2년(… 공장은
 * 3년)"), or for a subject narrowed in parentheses — while the rule states another: the claim must carry the
 * condition, or it states the exception as the rule.
 */
function exceptionDropped(claim: Claim, figure: Figure, unit: SourceUnit, answered: readonly Figure[], weight: TermWeights): { condition: string; rule: FoundFigure | null } | null {
  const stated = unit.figures.find((found) => statesFigure(figure, found));
  if (!stated) return null;
  const before = unit.text.slice(0, stated.start);
  const tidy = (condition: string) => condition.replace(/^다만\s*,?\s*/, '').replace(/\s+/g, ' ').trim().slice(0, 80);
  const qualifier = QUALIFIER.exec(before);
  const inSentence = IN_SENTENCE_CONDITION.exec(before);
  let condition: string;
  let rule: FoundFigure | undefined;
  let ruleText: string;
  // "층수가 2층[… 목구조 건축물의 경우에는 3층] 이상": statutes put an aside that holds parentheses in brackets.
  const bracket = unit.text.lastIndexOf('[', stated.start);
  const inBracket = bracket >= 0 && unit.text.indexOf(']', bracket) > stated.start;
  if (parenthesisDepth(unit.text, stated.start) > 0 || inBracket) {
    const open = parenthesisDepth(unit.text, stated.start) > 0 ? unit.text.lastIndexOf('(', stated.start) : bracket;
    condition = unit.text.slice(open + 1, stated.start);
    // The rule's figure is the one the parenthesis follows ("너비 6미터(… 읍ㆍ면지역은 4미터)"), not the first.
    rule = unit.figures.findLast((found) => found.start < open && sameDimension(found, stated) && parenthesisDepth(unit.text, found.start) === 0 && !sameAmount(found, stated));
    ruleText = unit.text.slice(0, open);
  } else if (qualifier) {
    // "3. 자연녹지지역의 창고시설 또는 연구소(… 이미 준공된 것으로서 기존 부지에서 증축하는 경우만 해당한다): 40퍼센트":
    // the subject is narrowed in parentheses; the figure for everything else is the general rule elsewhere.
    return conditionMissing(claim, qualifier[1]!, before.slice(0, qualifier.index), unit, weight, QUALIFIER_STATED) ? { condition: tidy(qualifier[1]!), rule: null } : null;
  } else if (inSentence) {
    // "출입구 너비는 3.5미터 이상으로 하여야 하며, 주차대수 규모가 50대 이상인 경우에는 … 너비 5.5미터 이상의 출입구":
    // a later clause of the same sentence states the figure for its own case; the rule is the figure before it.
    const clauseStart = inSentence.index + inSentence[0].indexOf(inSentence[1]!);
    condition = inSentence[1]!;
    rule = unit.figures.findLast((found) => found.end <= clauseStart && sameDimension(found, stated) && !sameAmount(found, stated) && parenthesisDepth(unit.text, found.start) === 0);
    ruleText = unit.text.slice(0, clauseStart);
  } else if (unit.exception && unit.previous) {
    condition = before.replace(/\([^()]*\)/g, ' ');
    rule = unit.previous.figures.find((found) => sameDimension(found, stated) && !sameAmount(found, stated) && parenthesisDepth(unit.previous!.text, found.start) === 0);
    ruleText = unit.previous.text;
  } else return null;
  if (!rule) return null;
  // The answer states the rule's figure too, about the same subject: it gives both, rule and exception. The same
  // amount said of something else ("공업지역 일반 상한(70%)보다") is not the rule given.
  const ruleSubject = { own: pieces(blankFigures(ruleText)), context: pieces(unit.context) };
  // (연면적 1천㎡ is not the rule's 바닥면적 1천제곱미터.)
  const ruleLabel = labelIn(unit.text, rule);
  const sameMeasure = (mine: Figure) => ruleLabel === null || [null, ruleLabel].includes(labelOf(mine.phrase, mine));
  if (answered.some((mine) => statesFigure(mine, rule!) && sameMeasure(mine) && (mine.sentence === claim.sentence.index || coverage(pieces(blankFigures(mine.phrase)), ruleSubject, weight) >= RULE_SUBJECT_MIN))) return null;
  // "가로·세로 모두 22m 이하니까 15m까지", "20m×20m 옥상이면 15m": a condition that is a figure is stated when the
  // sentence states it, or a case of the sentence's own meets it.
  const conditionFigures = findFigures(condition).filter((found) => !sameAmount(found, stated));
  const ownFigures = findFigures(claim.sentence.text).filter((found) => !sameAmount(found, figure));
  if (conditionFigures.length > 0 && conditionFigures.every((found) => ownFigures.some((mine) => statesFigure(mine, found) || meets(mine, found)))) return null;
  if (!conditionMissing(claim, condition, ruleText, unit, weight)) return null;
  return { condition: tidy(condition), rule };
}

/** Whether a plain figure of the answer's own case ("20m × 20m 옥상") falls within a condition ("22미터 이하"). */
function meets(mine: FoundFigure, condition: FoundFigure): boolean {
  if (mine.bound !== null || mine.lower !== null || condition.lower !== null || mine.unit !== condition.unit) return false;
  switch (condition.bound) {
    case '이하':
      return mine.value <= condition.value;
    case '미만':
      return mine.value < condition.value;
    case '이상':
      return mine.value >= condition.value;
    case '초과':
      return mine.value > condition.value;
    default:
      return false;
  }
}

/** A narrowed subject is kept when the claim names any of what narrows it ("(2003.1.1 전 준공 등)"). */
const QUALIFIER_STATED = 0.1;

/** A parenthesis that narrows the subject right before its figure: "연구소(… 경우만 해당한다): 40퍼센트". */
const QUALIFIER = /\(([^()]{6,}?(?:만\s*해당한다|에\s*한한다|에\s*한정한다|경우에\s*한정한다|경우로\s*한정한다))\)\s*[:：]?\s*$/;

/** The condition a lead sets for all the items under it: "…로 되어 있는 경우로서 다음 각 호의 어느 하나에 해당하는". */
const LEAD_CONDITION = /([^.,:]{4,80}?)\s*경우로서\s*다음\s*각\s*(?:호|목)/;

/** A sentence whose case is its items': "지구단위계획구역의 지정목적이 다음 각호의 1에 해당하는 경우에는 …". */
const ITEMS_CONDITION = /^([^.,]{4,80}?)(?:이|가)\s*다음\s*각\s*호의?\s*(?:1|어느\s*하나)에\s*해당하는\s*경우(?:에는|에)?/;

/** "…인 단층의 부속건축물로서 외벽 및 처마 밑면을 방화구조로 한 것": the condition a subject's "로서" clause adds. */
const SUCH_THAT = /^[^.]{0,30}?로서\s*([^.,]{4,60}?(?:한|된|인|있는)\s*것)/;

/** A provision whose case is spelled out in the 목s or 호s under it. */
const LEADS_PARTS = /다음\s*각\s*(?:목|호)/;

/** "(…을 말한다)", "(…를 말한다. 이하 같다)": what a word means, not a case it is limited to. */
const DEFINITION_ASIDE = /\([^()]*(?:을|를)\s*말한다[^()]*\)/g;

/** A clause after a comma that states its own case: "…하며, 주차대수 규모가 50대 이상인 경우에는 …". */
const IN_SENTENCE_CONDITION = /(?:하며|하고|하되|이며|이고|되),\s*([^,]{4,80}?(?:경우|때)에는)[^,]*$/;

/** A condition abridged in the answer's own aside: "(… 준공 등)", "(…등의 경우)". */
const ABRIDGED = /등\s*[)\]]|등의?\s*경우/;

/** The claim leaves out what the condition says beyond the rule's own words (and the leads it hangs from). */
function conditionMissing(claim: Claim, condition: string, ruleText: string, unit: SourceUnit, weight: TermWeights, enough = CONDITION_STATED, leads = unit.context): boolean {
  // What the rule and its leads say ("2. … 개발진흥지구") is the subject, not the exception's condition.
  const ruleWords = pieces(`${ruleText} ${leads}`);
  const distinctive = new Set([...pieces(condition)].filter((piece) => !ruleWords.has(piece)));
  const total = weightOf(distinctive, weight);
  if (total < MIN_CLAIM_WEIGHT) return false;
  let held = 0;
  for (const piece of distinctive) if (claim.pieces.has(piece) || claim.around.has(piece)) held += weight(piece);
  // "(2003.1.1 전 준공 등): 50%": a condition cut short with 등 is stated, if in words of its own.
  if (held > 0 && ABRIDGED.test(claim.sentence.text)) return false;
  return held / total < enough;
}

/** Whether a sentence states the figure as its rule: not in a "다만" sentence, not inside parentheses. */
function statesAsRule(unit: SourceUnit, figure: Figure): boolean {
  const stated = unit.figures.find((candidate) => statesFigure(figure, candidate));
  return stated !== undefined && !unit.exception && parenthesisDepth(unit.text, stated.start) === 0;
}

function quote(unit: SourceUnit): string {
  const text = unit.text.replace(/\s+/g, ' ');
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** "(건축법 시행령 제34조① [3])": where a sentence stands, for the reader to open. */
function where(unit: SourceUnit): string {
  const passage = unit.passage;
  const place = unit.place && !unit.place.startsWith('(') && unit.place !== '표' ? unit.place : '';
  return `(${[passage.law, passage.article ? `${passage.article}${place}` : null].filter(Boolean).join(' ')} ${passage.ref ?? `[${passage.n}]`})`;
}
