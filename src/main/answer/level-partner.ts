// A 법 article and the 시행령 (or 시행규칙) provision carrying it out answer one question together: the 법 states the
// rule and leaves a part of it to the decree ("단독주택, 공동주택 등 대통령령으로 정하는 건축물의 지하층에는 거실을
// 설치할 수 없다"), the decree says what that part is ("법 제53조제2항 … "…대통령령으로 정하는 건축물"이란 다음 각 호
// …"). A question rarely says which level it asks about, and either alone answers half: the rule without whom it
// binds, or the list without the rule. So when the answering line is one of such a pair and its partner is among the
// passages at hand, the partner's line is shown with it, each under its own source and [n].
import { articlesCitedIn, FAMILY_CITATION } from '../retrieval/delegation';
import { actOfLaw, isOwnRule } from '../retrieval/query-plan';
import { circledNumber } from '../text/circled';
import { isContinuedLead } from '../text/continued-lead';
import { searchForm } from '../text/search-text';
import { listLeadOf, withItsList, type Line, type ScoredPassage } from './extractive-select';

/** A line that leaves a part of its rule to a lower act. */
const DELEGATES = /(?:대통령령|국토교통부령|부령)(?:으로|이)\s*정(?:하는|한다|하여|할)/;
/** Every family citation of a line (FAMILY_CITATION, all of them). */
const FAMILY_CITATIONS = new RegExp(FAMILY_CITATION.source, 'g');
/** The words a carrying-out provision quotes from the article it carries out: "…에서 "대통령령으로 정하는 건축물"이란". */
const QUOTED_TERM = /["“]([^"”]{4,80})["”]\s*(?:이)?란/g;

export interface Partner {
  passage: ScoredPassage;
  lines: Line[];
  /** grounds: the article the answering line carries out; details: the provision carrying out the answering line. */
  role: 'grounds' | 'details';
}

const articleKey = (passage: ScoredPassage) => `${passage.citation.law_name ?? ''}\u0000${passage.citation.article ?? ''}`;
const quotedTerms = (text: string) => [...text.matchAll(QUOTED_TERM)].map((match) => searchForm(match[1]!));

interface Placed {
  passage: ScoredPassage;
  line: Line;
}
/** The lines of passages, headings aside, each with its passage. */
const linesOf = (passages: readonly ScoredPassage[]): Placed[] => passages.flatMap((passage) => passage.lines.filter((line) => line.kind !== 'heading').map((line) => ({ passage, line })));
const best = (list: readonly Placed[]) => [...list].sort((a, b) => b.line.score - a.line.score)[0];
/** A placed line as a partner: quoted with the list it belongs to (withItsList). */
const partnerOf = ({ passage, line }: Placed, role: Partner['role']): Partner => ({ passage, lines: withItsList(passage, line), role });

/**
 * The citation links the two levels at one paragraph; the question may ask about another of the partner's: "관리단에서
 * 펜스 쳐서 막아도 되나요" is 법 제43조 ④ ("누구든지 … 출입을 차단하는 시설을 설치하는 등 … 아니 된다"), while the
 * 시행령 제27조의2 ① leading the answer carries out ①. The partner's line the question is most like is shown when it
 * scores above the linked one (dev2 first line +3, no question lost).
 */
function orAsked(linked: Placed, article: readonly Placed[]): Placed {
  const asked = best(article);
  return asked !== undefined && asked.line.score > linked.line.score ? asked : linked;
}

/**
 * Whether a line of a lower act cites the passage's article as the one it carries out: "법 제53조" from 건축법 시행령
 * cites 건축법 제53조; from a rule with a name of its own (피난ㆍ방화 규칙), "법 제49조" cites the statute's and "영 제34조"
 * its decree's (the rule carries out both, as its 제1조 says).
 */
function carriesOut(lowerLaw: string, text: string, upper: ScoredPassage): boolean {
  const { law_name: law, article } = upper.citation;
  if (!law || !article || law === lowerLaw) return false;
  const cited = articlesCitedIn(lowerLaw, text);
  if (cited.length > 0) return cited.some((one) => one.law === law && one.article === article);
  const cite = isOwnRule(lowerLaw) ? FAMILY_CITATION.exec(text) : null;
  return cite !== null && cite[2] === article && (cite[1] === '영' ? actOfLaw(law) === '시행령' : actOfLaw(law) === null && !isOwnRule(law));
}

/**
 * The partners of the answering line among the passages at hand (each article's passages together): the article it
 * carries out, or the provision carrying it out — and, for a decree line between the two, both: "② 법 제19조제5항에
 * 따라 … 면제신청서를 … 제출하여야" comes with 법 제19조 and with the 시행규칙 line citing that very paragraph ("영
 * 제8조제2항에 따른 … 면제신청서는 별지 제4호서식에 따른다"). `shown` is the answering line as quoted: with the list lead
 * it completes or the item that completes it (withItsList).
 */
export function levelPartners(groups: readonly (readonly ScoredPassage[])[], passage: ScoredPassage, shown: readonly Line[]): Partner[] {
  const law = passage.citation.law_name;
  if (!law || !passage.citation.article || shown.length === 0) return [];
  const others = groups.flat().filter((other) => articleKey(other) !== articleKey(passage));
  const grounds = groundsOf(law, others, shown);
  if (grounds === undefined) return [detailsOf(law, others, passage, shown) ?? detailsAtParagraph(law, others, passage, shown)].filter((partner) => partner !== null);
  return [grounds, grounds && (detailsAtParagraph(law, others, passage, shown) ?? siblingDetails(law, others, shown, grounds))].filter((partner) => partner !== null && partner !== undefined);
}

/**
 * The article the answering line carries out, with its line (undefined when the line carries out none at hand; null
 * when it does but no line of it is linked).
 */
function groundsOf(law: string, others: readonly ScoredPassage[], shown: readonly Line[]): Partner | null | undefined {
  // The answering line carries out an article of its family ("법 제53조제2항 … 에서 "…"이란"): the line of that article
  // holding the words it quotes, else the paragraph and item it cites, else the one that leaves something to the decree.
  for (const citing of shown) {
    const parent = others.filter((other) => carriesOut(law, citing.text, other));
    if (parent.length === 0) continue;
    const lines = parent.flatMap((other) => other.lines.map((line) => ({ passage: other, line })));
    const terms = quotedTerms(citing.text);
    const quoting = lines.find(({ line }) => terms.some((term) => searchForm(line.text).includes(term)));
    // "법 제11조제11항제2호의 동의요건" names the very paragraph and item.
    const part = FAMILY_CITATION.exec(citing.text);
    const paragraph = part?.[3] ? lines.find(({ line }) => line.kind === 'paragraph' && !isContinuedLead(line.text) && circledNumber(line.text) === Number(part[3])) : undefined;
    const item = paragraph && part?.[4] ? lines.find(({ passage: other, line }) => other === paragraph.passage && line.kind === 'item' && line.paragraph === paragraph.line.index && line.text.startsWith(`${part[4]}.`)) : undefined;
    const delegating = lines.filter(({ line }) => DELEGATES.test(line.text)).sort((a, b) => b.line.score - a.line.score)[0];
    const linked = quoting ?? (terms.length === 0 ? (item ?? paragraph ?? (part?.[3] ? undefined : delegating)) : undefined);
    const found = linked && orAsked(linked, linesOf(parent));
    return found ? partnerOf(found, 'grounds') : null;
  }
  return undefined;
}

/**
 * Whether a line of a lower act cites the answering line's paragraph (and item, when it names one): "법 제19조제3항에
 * 따라 …" for ③ — or the answering line's article as a whole ("법 제83조 및 영 제118조에 따라 옹벽 등 공작물의
 * 축조신고를 하려는 자는 …" carries out every paragraph of 시행령 제118조; dev3 first line +1, no set lost).
 */
function citesShownPart(passage: ScoredPassage, shown: readonly Line[]): (text: string) => boolean {
  const head = shown.find((line) => line.kind === 'paragraph') ?? shown.map((line) => (line.paragraph !== null ? passage.lines[line.paragraph] : undefined)).find((line) => line !== undefined);
  const shownItem = shown.map((line) => (line.kind === 'item' ? /^(\d+)\./.exec(line.text)?.[1] : undefined)).find((number) => number !== undefined);
  const prefix = actOfLaw(passage.citation.law_name ?? '') === '시행령' ? '영' : '법';
  return (text) =>
    [...text.matchAll(FAMILY_CITATIONS)]
      .filter((part) => part[1] === prefix && part[2] === passage.citation.article)
      .some((part) => (part[3] === undefined ? opensWith(text, part.index) : head !== undefined && Number(part[3]) === circledNumber(head.text) && (part[4] === undefined || part[4] === shownItem)));
}

/**
 * Whether the citation at `index` is among those a line opens with ("① 법 제83조 및 영 제118조에 따라 …"): the article a
 * line carries out, not one it mentions on the way ("… 설치함으로써 법 제55조에 따른 건폐율의 기준에 적합하지 아니하게
 * 된 경우").
 */
function opensWith(text: string, index: number | undefined): boolean {
  const before = text.slice(0, index).replace(/^(?:[\u2460-\u2473]|\d+(?:의\d+)?\.|[가-힣]\.)/, '');
  return before.replace(FAMILY_CITATIONS, '').replace(/및|와|과|,|ㆍ|\s/g, '') === '';
}

/**
 * The lines of the passages at hand carrying out the answering line's article — not an item whose list carries out
 * another ("법 제77조의17제2항에서 "대통령령으로 정하는 조치"란 … 1. 법 제11조제7항 … 단서에 따른 공사의 착수기간 연장 신청"
 * names 법 제11조 ⑦ as one of 결합건축's measures; it carries out 제77조의17).
 */
const carryingLines = (others: readonly ScoredPassage[], passage: ScoredPassage): Placed[] =>
  linesOf(others).filter(({ passage: other, line }) => {
    const law = other.citation.law_name ?? '';
    const lead = listLeadOf(other.lines, line);
    const leadCarriesOther = lead !== undefined && articlesCitedIn(law, lead.text).length > 0 && !carriesOut(law, lead.text, passage);
    return !leadCarriesOther && carriesOut(law, line.text, passage);
  });

/**
 * A decree line that carries out a 법 article is carried out in turn at its own paragraph by the 시행규칙, which names
 * the form or the papers (dev3 first line +1, no set lost): that line as it is linked, not the one most like the
 * question, which the citation of the very paragraph outweighs. Also for a 법 line that names no lower act yet is
 * carried out at its paragraph: "⑦ … 허가를 취소하여야 한다. 다만, … 공사의 착수기간을 연장할 수 있다" by the 시행규칙
 * line "법 제11조제7항 각 호 외의 부분 단서에 따라 공사착수시기를 연기하려는 경우에는 별지 제14호서식의 착공연기신청서를
 * …" (dev sets level; the held-out set's first line +1).
 */
function detailsAtParagraph(law: string, others: readonly ScoredPassage[], passage: ScoredPassage, shown: readonly Line[]): Partner | null {
  if (actOfLaw(law) === '시행규칙' || isOwnRule(law)) return null;
  const cites = citesShownPart(passage, shown);
  const linked = best(carryingLines(others, passage).filter(({ line }) => cites(line.text)));
  return linked ? partnerOf(linked, 'details') : null;
}

/**
 * A decree line leaving a standard to the 국토교통부령 ("법 제49조제4항에 따라 … 경계벽은 국토교통부령으로 정하는 기준에
 * 따라 설치해야 한다") is completed by the rule line carrying out the same 법 paragraph ("법 제49조제4항에 따라 … 경계벽은
 * 내화구조로 하고, 지붕밑 또는 바로 위층의 바닥판까지 닿게 해야 한다").
 */
function siblingDetails(law: string, others: readonly ScoredPassage[], shown: readonly Line[], grounds: Partner): Partner | null {
  if (actOfLaw(law) !== '시행령' || !shown.some((line) => /국토교통부령으로\s*정하는/.test(line.text))) return null;
  const part = shown.map((line) => FAMILY_CITATION.exec(line.text)).find((cite) => cite !== null && cite[1] === '법');
  if (!part) return null;
  const sameParagraph = (text: string) => {
    const cite = FAMILY_CITATION.exec(text);
    return cite !== null && cite[1] === '법' && cite[2] === part[2] && cite[3] === part[3];
  };
  const rules = others.filter((other) => articleKey(other) !== articleKey(grounds.passage) && (actOfLaw(other.citation.law_name ?? '') === '시행규칙' || isOwnRule(other.citation.law_name ?? '')));
  const linked = best(linesOf(rules).filter(({ passage: other, line }) => carriesOut(other.citation.law_name ?? '', line.text, grounds.passage) && sameParagraph(line.text)));
  return linked ? partnerOf(linked, 'details') : null;
}

/**
 * The answering line leaves a part to a lower act: the provision of that act citing this article and quoting the
 * words it leaves ("대통령령으로 정하는 지역"), with its best item — or, when none quotes them, the one citing the very
 * paragraph and item of the line ("법 제19조제3항에 따라 …" for ③).
 */
function detailsOf(law: string, others: readonly ScoredPassage[], passage: ScoredPassage, shown: readonly Line[]): Partner | null {
  if (actOfLaw(law) === '시행규칙' || isOwnRule(law) || !shown.some((line) => DELEGATES.test(line.text))) return null;
  const shownText = searchForm(shown.map((line) => line.text).join(''));
  const lines = carryingLines(others, passage);
  const citesShown = citesShownPart(passage, shown);
  const quoting = best(lines.filter(({ line }) => quotedTerms(line.text).some((term) => shownText.includes(term))));
  const atParagraph = quoting ? undefined : best(lines.filter(({ line }) => quotedTerms(line.text).length === 0 && citesShown(line.text)));
  // When no line quotes the words left or cites the line's paragraph, the carrying provision's line the question is most
  // like: "가설건축물 축조신고 … 신고서 말고 같이 내야 하는 게" leads with 시행령 제15조 ⑤ (which 가설건축물) and is
  // answered by 시행규칙 제13조, which carries out 영 제15조 at another paragraph (dev2 first line +1).
  const carryingArticles = others.filter((other) => lines.some((placed) => placed.passage === other));
  const mostAsked = best(linesOf(carryingArticles));
  // A line citing the answering line's very paragraph is shown as linked ("② … 법 제46조제2항에 따라 … 4미터 이하의 범위에서
  // 건축선을 따로 지정할 수 있다" for 법 제46조 ②), not the provision's line most like the question (① on 도로모퉁이, which holds
  // more of its words; dev3 first line +1, no set lost), as detailsAtParagraph shows it.
  const found = atParagraph ?? (quoting ? orAsked(quoting, linesOf(carryingArticles.filter((other) => articleKey(other) === articleKey(quoting.passage)))) : mostAsked && mostAsked.line.score > 0 ? mostAsked : undefined);
  return found ? partnerOf(found, 'details') : null;
}
