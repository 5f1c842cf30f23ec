// An answer as claims: each of its sentences (a list line is a sentence of its own) with the figures it states, the
// articles it cites and those cited around it (its block, its section, the answer's ground lines), and the words it
// speaks with — what aligns it with the source sentence about the same subject. Numbers that are not claims about
// the law are set apart: the asker's own numbers ("5미터 닿으니까"), arithmetic on them, and the former value of a
// sentence that states an amendment ("9미터에서 10미터로 바뀌었다" claims only 10미터).
import type { CitedArticle, Figure } from '../../shared/verify-contract';
import { pieces, type Pieces } from './align';
import { BULLET, INTRODUCES, lineAboveList, type Sentence } from './answer-text';
import type { Extraction } from './extract';
import { findFigures, sameAmount } from './figures';
import { findArticles, findLaws, findSameArticles } from './mentions';
import { reckonedFigures } from './reckoned';
import type { LawNameResolver } from '../retrieval/law-names';
import { blankSpans } from '../text/spans';

export interface Claim {
  sentence: Sentence;
  figures: Figure[];
  /** Figures that are claims about the law (not the asker's numbers, arithmetic or a former value). */
  checked: Figure[];
  /** Articles the sentence cites. */
  articles: CitedArticle[];
  /** Articles cited around it: in its block (a paragraph, or a list under its lead and header). */
  nearby: CitedArticle[];
  /** Articles cited in the rest of the answer. */
  elsewhere: CitedArticle[];
  /** For a sentence that cites nothing itself, what its list's lead cites ("제9조제2항은 이렇게 정합니다." then "- …"),
   *  else what its heading cites. */
  introducedBy: CitedArticle[];
  /** For an item of a list, the sentence that introduces the list. */
  lead: Sentence | null;
  /** The words it speaks with (figures, articles and statute names blanked). */
  pieces: Pieces;
  /** The words of the clause each figure stands in, likewise blanked. */
  clauses: Map<Figure, Pieces>;
  /** The words of its paragraph and heading: a condition stated in the lines around a figure is stated with it. */
  around: Pieces;
}

/**
 * Arithmetic on the asker's numbers: "(800㎡ × 200% + 200㎡ × 800%) ÷ 1,000㎡ = 320%", "900㎡ × 233.3%", and a figure
 * taken as a share of another ("상한 250%의 120%인 300%", "그 120%인 600%"). A bare × is a size: 2.6m × 5.2m.
 */
const ARITHMETIC = /÷|\s[=＝]\s|[=＝]\s*\**\s*\d|×\s*[\d.,]+\s*(?:%|퍼센트)|(?:%|퍼센트)\s*의\s*[\d.]+\s*(?:%|퍼센트|배)\s*(?:인|이면|는)|그\s*[\d.]+\s*(?:%|퍼센트|배)\s*(?:인|이면)\s*[\d.,]/;
/** A worked example: "대지 100㎡면 건축면적 60㎡", "예를 들어 …", "…라고 보시면 됩니다". */
const EXAMPLE = /예를\s*들어|예컨대|가령|예시|보시면\s*됩니다|보시면\s*돼요|셈(?:이|입)|계산하면|계산해\s*(?:보|볼)|(?:계산|적용|산정|산출)\s*예(?![가-힣])|(?<![가-힣])예\s*[:：)]/;
/** A figure put as a supposition: "대지 100㎡면", "59㎡라면". */
const SUPPOSED = /^\s*\)?\s*(?:(?:이)?(?:면|라면)(?![가-힣])|(?:을|를)?\s*기준(?:으로|이면|이라면))/;
/** An approximate figure is the writer's own arithmetic ("약 198㎡", "대략 660㎡"): statutes state exact ones. */
const APPROXIMATE = /(?:약|대략|얼추|어림잡아)\s*\**\s*$/;
/** A sentence that draws the result of what came before. */
const CONCLUSION = /^\s*(?:[-*•]\s*)?(?:따라서|그러므로|그래서|결국|즉|그러면|결과적으로)/;
/** Words that say a sentence states a change of the law. */
const CHANGE = /개정|바뀌|바뀐|변경되|상향|하향|완화되|강화되|늘어났|줄어들|줄었|→|에서\s*\S+\s*(?:으로|로)\s*(?:바|변|개|늘|줄|상|하|완|강)/;
/** What marks the former value in such a sentence. */
const FORMER_AFTER = /^\s*(?:이었|였|이던|던|에서|→|->|까지였|이었던|였던)/;
const FORMER_BEFORE = /(?:종전|기존|개정\s*전|과거|예전|구법|이전에는|원래|당초)[^,.]{0,20}$/;

export function readClaims(extraction: Extraction, question: string, laws: LawNameResolver): Claim[] {
  const asked = findFigures(question);
  const reckoned = reckonedFigures([question, ...extraction.text.sentences.map((sentence) => sentence.text)]);
  const all = extraction.info.cited_articles;
  // One paragraph's words, for each of its sentences.
  const aroundOf = new Map<string, Pieces>();
  return extraction.text.sentences.map((sentence) => {
    const figures = extraction.info.figures.filter((figure) => figure.sentence === sentence.index);
    const articles = all.filter((cited) => cited.sentence === sentence.index);
    const block = new Set(extraction.text.sentences.filter((other) => other.block === sentence.block && other.header === sentence.header).map((other) => other.index));
    const underHeader = sentence.header ? (extraction.headerArticles.get(sentence.header) ?? []) : [];
    const nearby = [...all.filter((cited) => cited.sentence !== sentence.index && cited.sentence !== null && block.has(cited.sentence)), ...underHeader];
    const elsewhere = all.filter((cited) => !nearby.includes(cited) && cited.sentence !== sentence.index);
    const lead = BULLET.test(sentence.raw) && articles.length === 0 ? leadOf(extraction.text.sentences, sentence) : null;
    // A sentence under a heading that cites ("◆ 대지 안의 공지 — 건축법 §57") is cited to it when it cites nothing itself.
    // (A lead that cites nothing — "다음 중 하나에 해당하면 …" — leaves its items to the heading's citation.)
    const leadCites = lead ? all.filter((cited) => cited.sentence === lead.index) : [];
    const introducedBy = leadCites.length > 0 ? leadCites : articles.length === 0 ? [...underHeader] : [];
    // "…「건축법 시행령」 제32조제2항에 정해져 있어요. ⏎ [제출 대상 — 아래 중 하나라도 해당하면] ⏎ ① …": a lead or
    // heading that cites nothing hands its items to the sentence before it that says where they are set out.
    if (BULLET.test(sentence.raw) && articles.length === 0 && introducedBy.length === 0) introducedBy.push(...all.filter((cited) => cited.sentence === setOutBefore(extraction.text.sentences, sentence, lead)?.index));
    const found = findFigures(sentence.text);
    // "따라서 연면적은 2,100㎡, 건축면적은 580㎡까지입니다" after the writer's arithmetic: its result, not a rule.
    const concluded = CONCLUSION.test(sentence.text) && extraction.text.sentences.some((other) => other.index < sentence.index && ARITHMETIC.test(other.text));
    const computed = ARITHMETIC.test(sentence.text);
    const arithmetic = concluded || computed || EXAMPLE.test(sentence.text) || found.some((figure) => figure.bound === null && SUPPOSED.test(sentence.text.slice(figure.end)));
    const changed = CHANGE.test(sentence.text);
    const checked = figures.filter((figure) => {
      // (A figure that carries its own citation is stated as the rule even there: "기본 용적률은 250%(조례 제55조 …)라, … 셈이에요".)
      if (arithmetic && (computed || figure.articles.length === 0)) return false;
      if (reckoned(figure)) return false;
      const at = found.find((candidate) => candidate.value === figure.value && candidate.unit === figure.unit);
      if (at && APPROXIMATE.test(sentence.text.slice(0, at.start))) return false;
      // The asker's own numbers restated ("59㎡면 여기 걸릴 가능성이 커요") — without a bound word: "200㎡ 이하" is a rule.
      // A ratio the asker wonders about ("250%라는 말도 있고 200%라는 말도 있어서") is what the answer must get right.
      const ratio = figure.attribute === '건폐율' || figure.attribute === '용적률';
      if (!ratio && figure.bound === null && figure.lower === null && asked.some((number) => sameAmount(number, figure))) return false;
      if (changed) {
        // "예전 9미터에서 … 10미터로": the marker speaks of the first figure after it, not of the new one.
        const marker = at ? FORMER_BEFORE.exec(sentence.text.slice(0, at.start)) : null;
        const markedHere = marker !== null && !found.some((other) => other !== at && other.start >= marker.index && other.end <= at!.start);
        if (at && (FORMER_AFTER.test(sentence.text.slice(at.end)) || markedHere)) return false;
      }
      return true;
    });
    const clauses = new Map(figures.map((figure) => [figure, pieces(wordsOf(ownClause(figure), laws))]));
    // A list item's surroundings are its lead and heading, not its sibling items: "- 11층 이상: 200㎡(스프링클러를
    // 설치하면 600㎡)" states its own condition, not that of "- 10층 이하: 3천㎡".
    const item = BULLET.test(sentence.raw);
    const aroundKey = item ? `item\u0000${sentence.index}` : `${sentence.block}\u0000${sentence.header ?? ''}`;
    let around = aroundOf.get(aroundKey);
    if (!around) {
      const inBlock = extraction.text.sentences.filter((other) => block.has(other.index));
      const paragraph = (item ? ownItem(inBlock, sentence) : inBlock).map((other) => other.text);
      around = pieces(wordsOf([sentence.header ?? '', ...paragraph].join('\n'), laws));
      aroundOf.set(aroundKey, around);
    }
    return { sentence, figures, checked, articles, nearby, elsewhere, introducedBy, lead, pieces: pieces(wordsOf(sentence.text, laws)), clauses, around };
  });
}

/**
 * A figure's clause without the asides that state other figures: in "농공단지 70퍼센트(… 요건을 갖추면 80퍼센트)" the
 * parenthesis speaks of the 80퍼센트, and its words would align the 70퍼센트 with whatever source shares the condition.
 */
function ownClause(figure: Figure): string {
  return figure.phrase.replace(/\([^()]*\)/g, (aside) => {
    const inside = findFigures(aside);
    return inside.length > 0 && !inside.some((found) => sameAmount(found, figure)) ? ' '.repeat(aside.length) : aside;
  });
}

/** A sentence with its figures, article references and statute names blanked: what it says, not what it cites. */
function wordsOf(text: string, laws: LawNameResolver): string {
  return blankSpans(text, [...findFigures(text), ...findArticles(text), ...findLaws(text, laws)]);
}

/** The articles a claim cites: its own, else its list's lead's or its heading's. */
export const citedBy = (claim: Claim): CitedArticle[] => (claim.articles.length > 0 ? claim.articles : claim.introducedBy);

/** An item's own lines in its block: the lead above the list, the item and the sentences that continue it — not
 *  a sibling item, nor the second sentence of one ("- 11층 이상: … 200㎡. 벽 … 불연재료로 하면 500㎡(스프링클러 …)"). */
function ownItem(block: readonly Sentence[], item: Sentence): Sentence[] {
  const firstItem = block.findIndex((other) => BULLET.test(other.raw));
  const at = block.indexOf(item);
  const next = block.findIndex((other, index) => index > at && BULLET.test(other.raw));
  return [...block.slice(0, Math.max(0, firstItem)), ...block.slice(at, next < 0 ? block.length : next)];
}

/** The sentence right before an item's list (and its lead, if any) that says where the list is set out. */
function setOutBefore(sentences: readonly Sentence[], item: Sentence, lead: Sentence | null): Sentence | null {
  for (let index = (lead ?? item).index - 1; index >= 0; index--) {
    const before = sentences[index]!;
    if (BULLET.test(before.raw)) continue;
    return INTRODUCES.test(before.text) && findArticles(before.text).length > 0 ? before : null;
  }
  return null;
}

/** The sentence that introduces the list an item belongs to: the last one before it in its block that is no item. */
function leadOf(sentences: readonly Sentence[], item: Sentence): Sentence | null {
  const above = lineAboveList(sentences, item);
  // "시행령 제8조 제1항이 그 범위를 구체화해요." right above its items introduces them as surely as "다음과 같습니다".
  const citesRightAbove = above?.index === item.index - 1 && (findArticles(above.text).length > 0 || findSameArticles(above.text).length > 0);
  return above && (INTRODUCES.test(above.raw) || citesRightAbove) ? above : null;
}
