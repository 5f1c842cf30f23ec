// Answers made without a language model: the rule-table facts that apply, then the one line that answers (a
// definition of the term asked about, else the best-matching paragraph or item) with its [n], then the articles
// quoted as they stand — heading, the matching paragraphs and items in the article's order, "…" for what is
// skipped. 부칙 passages only for questions about them. A permission or figure that no rule row and no passage
// states is said to be missing, with what to add, instead of quoting whatever matched a word. Nothing is
// paraphrased, so nothing can be invented; the answer says it is extractive.
import type { AskedAs, AskedPart, Citation } from '../../shared/contract';
import { articleLabel, pageLabel } from '../../shared/labels';
import { formatFact, type RuleFact } from './rule-facts';
import { NATIONWIDE } from '../rules/jurisdictions';
import { canonicalZone } from '../rules/zones';
import { PERIOD_UNITS, statesAsked, statesFigure, statesQuantity, type FigureUnit } from '../retrieval/figures';
import { isOwnRule, lawFamily } from '../retrieval/query-plan';
import { articlesCitedIn } from '../retrieval/delegation';
import { instrumentalParticle, topicParticle } from '../text/particles';
import { searchForm } from '../text/search-text';
import type { OutsideField } from '../text/question';
import { annexOf, chooseLines, measuresAsked, setsAside, setsAsideAsItsRule, STATES_TIME_LIMIT, STATES_DUTY_TIME_LIMIT, isSupplementary, readIntent, scorePassages, withItsList, listLeadOf, type Intent, type Line, type ScoredPassage } from './extractive-select';
import { conceptPartner } from './concept-partner';
import { levelPartners } from './level-partner';

export const EXTRACTIVE_LABEL = '※ 추출식 답변: 언어 모델 없이 규칙표와 원문 발췌로 만든 답입니다.';
export const NO_CONTENT_TEXT =
  '수집된 문서에서 이 질문의 근거를 찾지 못했습니다. 관련 법령·조례 문서를 추가하거나, 법령명·조문·용도지역을 넣어 다시 물어보세요.';
/** The one line for a question outside building and land-use regulation: said plainly, nothing quoted, nothing asked back. */
export const OUT_OF_SCOPE_TEXT =
  '이 질문은 건축ㆍ토지이용 법규에 관한 질문이 아닌 것 같아 답하지 않았습니다: 이 앱은 라이브러리에 있는 건축ㆍ토지이용 법령과 조례를 근거로 답합니다.';

/** …and when the question speaks of a neighbouring field (a lease, a tax), which one, and where it belongs. */
export function outOfScopeText(field: OutsideField | null): string {
  if (!field) return OUT_OF_SCOPE_TEXT;
  return `이 질문은 ${field.field}에 관한 것으로, 건축ㆍ토지이용 법규 밖이라 답하지 않았습니다: 이 앱은 라이브러리에 있는 건축ㆍ토지이용 법령과 조례를 근거로 답합니다. 찾아볼 곳: ${field.where}.`;
}
/** The first line of an answer the library cannot give: what is missing comes right after it. */
export const CANNOT_ANSWER = '이 라이브러리로는 답할 수 없습니다:';
/** After a rule of its own answered a use asked about with no zone named: where the zone's limits would be. */
const ZONE_LIMITS_ELSEWHERE = '※ 땅의 용도지역별 건축제한은 「국토의 계획 및 이용에 관한 법률 시행령」의 별표와 도시계획 조례에서 정합니다 — 용도지역을 함께 물으시거나 그 별표를 추가하세요.';
/** How the partner of the answering line is introduced: the article it carries out, or the provision carrying it out. */
const PARTNER_ROLE = { grounds: '근거 조문', details: '세부 기준' } as const;
/** How the line defining or measuring the word a question asks about is introduced (concept-partner.ts). */
const CONCEPT_ROLE = { defines: '정의', measures: '산정 기준' } as const;
const ORDINANCE_FIRST = '조례의 기준을 먼저 적었습니다: 조례가 정한 값이 국가 기준의 범위 안에서 우선 적용됩니다.';

const MAX_PASSAGES = 3;
const MAX_QUOTED_LINES = 6;
const MAX_LINE_CHARS = 300;
const MAX_QUOTE_CHARS = 900;
/** Lines chosen per article, parents (the paragraph of an item) not counted. */
const MAX_CHOSEN = 4;

export const MISSING_PREFIX = '⚠️ 라이브러리에 없는 근거:';

export interface ExtractiveInput {
  facts: readonly RuleFact[];
  /** The context's citations, best passage first. */
  ranked: readonly Citation[];
  /** Words whose lines are worth quoting (the question's terms, the zone). */
  terms: readonly string[];
  /** The everyday index's phrasing each found article was asked as (search's query.asked_as). */
  askedAs?: readonly AskedAs[];
  /** The part of each of the first found articles the question asks about (search's query.asked_parts). */
  askedParts?: readonly AskedPart[];
  /** The question as asked, when the caller has it: what it asks for (뜻, 허용, 몇, 부칙) is read from it. */
  question?: string | undefined;
  /**
   * The search hits' chunk ids in search's order, when `ranked` puts rule-table passages first (so that the context
   * keeps them): rows that only state a zone's limits then leave the answer's order to search.
   */
  searched?: readonly number[] | undefined;
}

export function extractiveAnswer({ facts, ranked, terms, askedAs = [], askedParts = [], question, searched }: ExtractiveInput): { text: string; cited: number[] } {
  const cited: number[] = [];
  const cite = (n: number | null) => {
    if (n !== null && !cited.includes(n)) cited.push(n);
    return n !== null ? ` [${n}]` : '';
  };
  const parts = [EXTRACTIVE_LABEL];
  // A verdict on a use or a parking count opens the answer in one line, from the rule rows that decide it.
  const verdict = factsLead(facts, cite);
  if (verdict) parts.push(verdict);
  if (facts.length > 0) parts.push(factsSection(facts, cite));

  const intent = readIntent(question, terms, facts.some((fact) => fact.kind === 'zoning'));
  // The 부칙 (transitional rules of old amendments) answers only questions about it.
  const usable = intent.supplementary ? ranked : ranked.filter((citation) => !isSupplementary(citation));
  // Rule rows' articles lead when a row decides (a verdict, a parking count), the question asks a figure, or it gives
  // one of the kind a row states ("주거지역 70퍼센트로 되어 있는데 제1종전용주거지역에도 70퍼센트까지 …"); a zone's
  // limit rows for a question that asks something else ("두 용도지역에 걸친 대지의 건폐율 적용 방법", "농림지역 농업용
  // 창고 건폐율 완화 가능한가요") are quoted where search ranks their articles: 법 제84조, 법 제77조 ④ answer those.
  // Not a zone's limit the story only tells as the asker's circumstance, when the figure asked is of another kind
  // ("용적률 최대로 받아서 층수를 올린 거래요. 중간에 대피층 … 몇 층쯤이어야"): search's order keeps the article that states it.
  const toldOnly = (fact: RuleFact) =>
    fact.kind === 'zoning' && intent.point !== undefined && intent.text !== undefined && !intent.point.includes(fact.subject) && intent.text.includes(fact.subject) && !!intent.unit && !statesQuantity(fact.statement, intent.unit);
  const rowsLead =
    facts.some((fact) => fact.kind !== 'zoning') || (!(facts.length > 0 && facts.every(toldOnly)) && (intent.figure || (intent.given ?? []).some((unit) => facts.some((fact) => statesQuantity(fact.statement, unit)))));
  const searchRank = new Map(searched?.map((id, rank) => [id, rank]));
  const rankOf = (citation: Citation) => searchRank.get(citation.chunk_id) ?? Infinity;
  const ordered = rowsLead || searched === undefined ? usable : [...usable].sort((a, b) => rankOf(a) - rankOf(b));
  const scored = scorePassages(ordered, terms, intent, askedAs, askedParts);
  const groups = articleGroups(scored, rowsLead ? facts : []);
  // A verdict or a parking count from the rule rows answers in its own first line; rule rows that only state limits
  // (a zone's 건폐율) leave the answering line to the passages — "대지가 두 용도지역에 걸치면 건폐율은 어떻게" is
  // answered by 법 제84조, not by each zone's row.
  const lead = verdict === null ? leadLine(groups, intent) : null;

  const landUseFact = facts.some((fact) => fact.kind === 'land-use');
  // The figure asked for, in its unit ("몇 대" → a number of 대), not any digit (제19조의2, <개정 2013.3.23>).
  // Read in the clause that asks, as the line scores read it: a story's "몇 달 못했어요" tells, "얼마까지" asks.
  const unit = intent.unit ?? null;
  // With the list it belongs to: an item's figure may be its lead's ("② 다음 각 호의 어느 하나에 해당하는 자에게는 100만원
  // 이하의 과태료를 부과한다" over "4의4. … 자체점검을 하지 아니한 자").
  const leadHasFigure = lead !== null && withItsList(lead.passage, lead.line).some((line) => (unit ? statesAsked(line.text, unit) : /\d/.test(line.text.replace(/^\S+\s/, ''))));
  // For a use in a zone, the line naming that zone's annex ("5. 제3종일반주거지역안에서 … : 별표 6에 규정된 건축물").
  const zone = intent.place ?? null;
  const namesZoneAnnex = (line: Line) => zone !== null && annexOf(line.text) !== null && canonicalZone(line.text).includes(zone);
  const zoneGroup = intent.permission || (intent.figure && zone !== null) ? groups.find((group) => group.some((passage) => passage.lines.some(namesZoneAnnex))) : undefined;
  const annexGroup = zoneGroup ?? groups.slice(0, MAX_PASSAGES).find((group) => group.some((passage) => passage.lines.some((line) => line.score > 0 && annexOf(line.text))));
  // A use asked about with no zone named, when the best article answers by a rule of its own, not by naming a zone's
  // annex ("학교 들어올 자리 … 카페 건물 올리는건 안 되나요?" → 법 제64조: 도시ㆍ군계획시설 부지에는 그 시설이 아닌
  // 건축물의 건축을 허가하여서는 아니 된다): that rule leads, and where a zone's limits are set is said after it.
  const ruleOfItsOwn = intent.permission && !landUseFact && zone === null && lead !== null && annexOf(lead.line.text) === null && groups[0]?.includes(lead.passage) === true;
  // A figure the answering line states is the answer unless the line leaves the count to its own statute's annex
  // ("별표 1의 부설주차장 설치기준에 따라 산정한 주차대수") — not when it states the figure itself and only measures
  // something against the annex ("별표 1의 부설주차장 설치기준의 2분의 1의 범위에서", "깊이 1.5미터 이상 굴착하는 경우에는
  // 그 경사도가 별표 7에 의한 비율이하": dev2 wrongly refused 3 → 1), save a count the annex sets per use
  // (COUNTED_BY_ANNEX). Another statute's annex it cites names a class ("「건축법 시행령」 별표 1에 따른 용도"), not the
  // figure asked.
  const leavesFigureToAnnex = (line: Line, law: string | null) => {
    const mention = annexOf(line.text);
    const statesItself = unit ? !COUNTED_BY_ANNEX.includes(unit) && statesAsked(line.text, unit) : statesANumber(line.text);
    return mention !== null && (mention.law === null || mention.law === law) && !statesItself;
  };
  const missing =
    (intent.permission && !landUseFact && !ruleOfItsOwn) || (intent.figure && facts.length === 0 && (lead === null || !leadHasFigure || leavesFigureToAnnex(lead.line, lead.passage.citation.law_name)))
      ? missingSection(intent.permission && !landUseFact && !ruleOfItsOwn ? 'permission' : 'figure', annexGroup ?? null, zoneGroup ? namesZoneAnnex : null)
      : null;

  if (missing) {
    parts.push(missing);
    // Only the article that points to what is missing is quoted: it says where the answer would be.
    const shown = annexGroup ? [annexGroup] : [];
    if (shown.length > 0) parts.push(passagesSection(shown, cite));
  } else {
    // The first line answers: the line that does, with its source and [n]; a question that named another article
    // is told which one governs.
    if (lead) {
      const quote = (lines: readonly Line[]) => lines.map((line) => `> ${clipKeepingProviso(line.text, intent, terms)}`).join('\n');
      const shown = withItsList(lead.passage, lead.line);
      const first = `**답 — ${sourceName(lead.passage.citation)}**${cite(lead.passage.citation.n)}${namedElsewhere(question, lead.passage.citation)}\n${quote(shown)}`;
      // The other level of the pair the answering line belongs to, right under it (both others for a decree line
      // between a 법 article and a 시행규칙 line): the rule and who or what it binds are one answer (level-partner.ts);
      // then what defines or measures a word of the question, from another article (concept-partner.ts; with the
      // other levels too: dev3 first line +1, no set lost). Each a Markdown heading of its own, not a bold line, which
      // Markdown would run on inside the quote above it.
      const partners = levelPartners(groups, lead.passage, shown).map((partner) => ({ ...partner, role: PARTNER_ROLE[partner.role] }));
      const concept = conceptPartner(groups, lead, intent);
      const besides = concept && !partners.some((partner) => partner.passage === concept.passage) ? [...partners, { ...concept, role: CONCEPT_ROLE[concept.role] }] : partners;
      parts.push([first, ...besides.map((beside) => `#### ${beside.role} — ${sourceName(beside.passage.citation)}${cite(beside.passage.citation.n)}\n${quote(beside.lines)}`)].join('\n'));
    }
    const shown = groups.slice(0, Math.max(MAX_PASSAGES, facts.length));
    if (shown.length > 0) parts.push(passagesSection(shown, cite));
    if (ruleOfItsOwn) parts.push(ZONE_LIMITS_ELSEWHERE);
  }
  return { text: parts.join('\n\n'), cited };
}

/**
 * The answer when retrieval found nothing; rule-table facts still show, marked as not found in the documents. A
 * question whether a use may be built in a zone also says where that is decided and what to add.
 */
export function noContentAnswer(facts: readonly RuleFact[], question?: string): string {
  const parts = [NO_CONTENT_TEXT];
  if (facts.length > 0) parts.push(`다만 규칙표에는 다음 기준이 있습니다 (원문 문서는 수집되어 있지 않습니다):\n${facts.map((fact) => `- ${formatFact(fact)}`).join('\n')}`);
  if (question !== undefined && readIntent(question, [], false).permission && !facts.some((fact) => fact.kind === 'land-use')) parts.push(missingSection('permission', null));
  return parts.join('\n\n');
}

/** " (질문의 제11조가 아니라 이 조문이 정합니다)" when the question names an article and another one answers it. */
function namedElsewhere(question: string | undefined, citation: Citation): string {
  const named = question ? [...question.matchAll(/제?\s*(\d{1,4})\s*조(?:\s*의\s*(\d{1,3}))?/g)].map((match) => `제${match[1]}조${match[2] ? `의${match[2]}` : ''}`) : [];
  if (named.length === 0 || citation.article === null || named.includes(citation.article)) return '';
  return ` (질문의 ${[...new Set(named)].join('ㆍ')}가 아니라 이 조문이 정합니다)`;
}

/**
 * The first line when rule rows decide the question, in sentences the verifier reads like any other: whether the use
 * may be built in the zone — for a use in the question's words, each class it may be with the area that decides it
 * ("카페(휴게음식점)는 바닥면적 합계 300㎡ 미만이면 제1종근린생활시설로 허용입니다 [1][2]") — or how many cars its
 * parking needs, with the working; the rows' own words, each with its [n].
 */
function factsLead(facts: readonly RuleFact[], cite: (n: number | null) => string): string | null {
  const verdicts = facts.filter((fact) => fact.kind === 'land-use' || fact.kind === 'parking');
  if (verdicts.length === 0) return null;
  const classing = facts.filter((fact) => fact.kind === 'use');
  const said = verdicts.map((fact) => {
    // "제1종근린생활시설(카페)", "편의점(소매점) → 제1종근린생활시설 부설주차장": the class, and the vocabulary line that puts the use in it.
    const className = fact.kind === 'parking' ? /→\s*(\S+)/.exec(fact.subject)?.[1] : /^([^(]+)/.exec(fact.subject)?.[1];
    const via = classing.find((use) => use.statement === className || use.statement.endsWith(`이면 ${className}`));
    if (fact.kind === 'parking') {
      const [count, working] = fact.statement.split(';')[0]!.split(/ — /);
      const [owner, through] = fact.subject.replace(/ 부설주차장$/, '').split(' → ');
      const as = through ? ` ${through}${instrumentalParticle(through)}` : '';
      const needed = count === '0대' ? ' 설치대수는 0대입니다' : /대$/.test(count!) ? ` ${count}가 필요합니다` : ` ${count}입니다`;
      return `${owner}${topicParticle(owner!)}${as} 부설주차장${needed}${working ? ` (${working})` : ''}${cite(fact.n)}${via ? cite(via.n) : ''}.`;
    }
    const [permission, conditions] = /^(허용|불허|조건부허용)(?: \((.*)\))?$/.exec(fact.statement)?.slice(1) ?? [fact.statement];
    const clause = `${permission}입니다${conditions ? ` (${conditions})` : ''}`;
    if (!via) return `${fact.subject}${topicParticle(fact.subject)} ${clause}${cite(fact.n)}.`;
    return `${via.subject}${topicParticle(via.subject)} ${via.statement}${instrumentalParticle(via.statement)} ${clause}${cite(via.n)}${cite(fact.n)}.`;
  });
  const zone = verdicts.find((fact) => fact.kind === 'land-use')?.zone_district;
  // Not bold: the verifier reads a bold line as a section's header, and these sentences are claims it must check.
  return `답 — ${zone ? `${zone}에서 ` : ''}${said.join(' ')}`;
}

function factsSection(facts: readonly RuleFact[], cite: (n: number | null) => string): string {
  const lines = ['**규칙표**', ...facts.map((fact) => `- ${formatFact(fact)}${cite(fact.n)}`)];
  if (facts.some((fact) => fact.jurisdiction !== NATIONWIDE) && facts.some((fact) => fact.jurisdiction === NATIONWIDE)) lines.push(ORDINANCE_FIRST);
  return lines.join('\n');
}

function sourceLine(citation: Citation): string {
  const source = citation.law_name ?? citation.file_name;
  const article = citation.article ? ` ${articleLabel(citation.article, citation.article_title)}` : '';
  return `${source}${article}, ${pageLabel(citation.start_page, citation.end_page)}`;
}


function sourceName(citation: Citation): string {
  const source = citation.law_name ?? citation.file_name;
  return citation.article ? `${source} ${articleLabel(citation.article, citation.article_title)}` : source;
}

/**
 * Figures the annex a line names sets for each use: a parking count (주차장법 시행령 별표 1). A line stating a count
 * besides naming that annex states another rule's threshold ("주차대수 300대의 규모를 말한다. 다만, … 별표 1의 부설주차장
 * 설치기준에 따라 산정한 주차대수" is where parking may be built nearby), not the count a use needs (eval:extractive's
 * "편의점 부설주차장 몇 대 설치해야 돼?").
 */
const COUNTED_BY_ANNEX: readonly FigureUnit[] = ['car'];

/** A number a line states of its own, not an item's number nor one naming a provision, an annex or an amendment's date. */
const statesANumber = (text: string) => /\d/.test(text.replace(/^\s*\d+(?:의\d+)?\.\s/, '').replace(/별표\s*\d+(?:의\d+)?|제\d+(?:조|항|호)(?:의\d+)?|<[^>]*>|「[^」]*」/g, ''));

const clip = (line: string) => (line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line);

/** How much of a long line's main sentence is kept before a 단서 the question asks about. */
const HEAD_BEFORE_PROVISO = 120;

/**
 * A long line cut at MAX_LINE_CHARS loses its 단서 when the main sentence runs on: "① … 거실의 각 부분으로부터 계단 …
 * 보행거리가 30미터 이하가 되도록 설치해야 한다. 다만, … 내화구조 … 50미터 …". When the question asks for an exception
 * or the 단서 holds a word of the question that the main sentence lacks, the line is quoted as its main sentence's
 * opening and the 단서.
 */
function clipKeepingProviso(line: string, intent: Intent, terms: readonly string[]): string {
  const at = line.search(/다만\s*[,，]/);
  if (line.length <= MAX_LINE_CHARS) return line;
  if (at < 0) return clipKeepingFigure(line, intent);
  const main = searchForm(line.slice(0, at));
  const proviso = line.slice(at);
  const provisoForm = searchForm(proviso);
  // A 단서 stating a figure of the unit asked states the other case's answer ("… 95퍼센트 이상인 것을 말한다. 다만, …
  // 제1종 근린생활시설 … 인 경우에는 … 70퍼센트 … 이상인 것을 말한다"): which applies is the asker's case.
  const otherFigure = intent.unit != null && statesAsked(proviso, intent.unit);
  const asked = intent.exception === true || otherFigure || terms.some((term) => term.split('|').some((form) => form.length >= 2 && provisoForm.includes(searchForm(form)) && !main.includes(searchForm(form))));
  if (!asked) return clipKeepingFigure(line, intent);
  return at > HEAD_BEFORE_PROVISO ? `${line.slice(0, HEAD_BEFORE_PROVISO)}… ${openingAndConclusion(proviso)}` : `${line.slice(0, at)}${openingAndConclusion(proviso)}`;
}

/**
 * A long line whose figure asked for comes only past the cut ("② 허가권자는 연면적이 1천제곱미터 이상인 건축물(…)로서 …
 * 착공신고를 하는 건축주(…)에게 … 건축공사비의 1퍼센트의 범위에서 예치하게 할 수 있다"): its opening and its end, where the
 * figure is, as a long 단서 is quoted.
 */
function clipKeepingFigure(line: string, intent: Intent): string {
  const unit = intent.unit ?? null;
  if (unit === null || statesAsked(line.slice(0, MAX_LINE_CHARS), unit) || !statesAsked(line, unit)) return clip(line);
  return openingAndConclusion(line);
}

/** How much of a long 단서's opening is kept before its conclusion. */
const PROVISO_OPENING = 80;

/**
 * A 단서 (or a line) too long to quote whole keeps its opening and its conclusion: the cases it lists run on ("다만, 주차장 외의
 * 용도로 사용되는 부분이 … 단독주택, 공동주택, 제1종 근린생활시설, … 창고시설 또는 자동차 관련 시설인 경우에는"),
 * and the figure it sets is at its end ("… 비율이 70퍼센트 … 이상인 것을 말한다").
 */
function openingAndConclusion(proviso: string): string {
  const text = proviso.replace(/\s*<[^>]*>\s*$/, '');
  if (text.length <= MAX_LINE_CHARS) return text;
  return `${text.slice(0, PROVISO_OPENING)}… ${text.slice(text.length - (MAX_LINE_CHARS - PROVISO_OPENING))}`;
}

type Group = ScoredPassage[];

/** Whether one article carries out the other: a line of either cites the other ("법 제80조", "영 제115조의2"). */
function joinedByDelegation(a: Group, b: Group): boolean {
  const cites = (from: Group, to: Group) => {
    const { law_name: law, article } = to[0]!.citation;
    return from.some(({ citation, lines }) => citation.law_name !== null && lines.some((line) => articlesCitedIn(citation.law_name!, line.text).some((cited) => cited.law === law && cited.article === article)));
  };
  return cites(a, b) || cites(b, a);
}

/**
 * Passages of one article together (an article split over passages is quoted as one), in the order of their best
 * passage: the passages that state a rule-table fact first, then in search's order. Search decides which article
 * answers — it weighs the act the question names, definitions, sanctions and delegated figures — and the lines
 * decide which part of it is quoted (measured: re-ranking articles by their lines here put 시행령 제6조 before the
 * 주차장법 제19조 a question named; docs/benchmarks.md).
 */
function articleGroups(scored: readonly ScoredPassage[], facts: readonly RuleFact[]): Group[] {
  const key = (passage: ScoredPassage) => (passage.citation.article ? `${passage.citation.law_name ?? passage.citation.document}\u0000${passage.citation.article}` : `#${passage.citation.n}`);
  const byKey = new Map<string, ScoredPassage[]>();
  for (const passage of scored) byKey.set(key(passage), [...(byKey.get(key(passage)) ?? []), passage]);
  const factNs = facts.map((fact) => fact.n);
  const factRank = (group: Group) => {
    const index = Math.min(...group.map((passage) => factNs.indexOf(passage.citation.n)).filter((i) => i >= 0));
    return Number.isFinite(index) ? index : Infinity;
  };
  const best = (group: Group) => Math.min(...group.map((passage) => passage.rank));
  return [...byKey.values()]
    .map((group) => [...group].sort((a, b) => a.citation.start_page - b.citation.start_page || a.citation.chunk_id - b.citation.chunk_id))
    .sort((a, b) => factRank(a) - factRank(b) || best(a) - best(b));
}

/**
 * The one line that answers: a definition of the term asked about, else the best line of the best article — or,
 * when the question asks for a figure of a unit that line does not state, the best line of the passages at hand that
 * states one (search and the line scores weigh the words: "컨테이너 임시 사무실 … 몇 년이나 둘 수 있어요?" matches
 * the item listing 컨테이너 best, while ⑦ of the same article says "3년 이내"). An article that answers is quoted first.
 */
function leadLine(groups: readonly Group[], intent: Intent): { passage: ScoredPassage; line: Line } | null {
  const linesOf = (list: readonly Group[]) => list.flatMap((group) => group.flatMap((passage) => passage.lines.map((line) => ({ passage, line }))));
  const best = (pool: ReturnType<typeof linesOf>) =>
    pool.filter(({ line }) => line.score > 0).sort((a, b) => b.line.score - a.line.score || a.passage.rank - b.passage.rank || a.line.index - b.line.index)[0];
  // The definition in the first article, in search's order, that defines a word of the question: search weighs the
  // statute asked about ("토지이용계획에 '도시계획시설(도로)'라고 찍혀 있어요 … 무슨 의미" is 국토계획법's term, though
  // 건축법 제2조 defines 대지, the asker's 땅).
  const definingGroup = intent.definition ? groups.find((group) => group.some((passage) => passage.lines.some((line) => line.defines && line.score > 0))) : undefined;
  const definitions = definingGroup ? linesOf([definingGroup]).filter(({ line }) => line.defines) : [];
  let found = best(definitions.length > 0 ? definitions : linesOf(groups.slice(0, 1)));
  // What the question asks for — a figure of its unit, a time limit ("7일 이내", or a period: "15일을 말한다"), the
  // rule set aside — is stated by the line that answers it: the best article's own line that does, else (a figure, a
  // time limit) the best such line of the articles after it. An exception is the best article's: another article's
  // exemption answers another rule. A paragraph whose rule is the exception ("④ 2층 이하로서 … 적용하지 아니할 수
  // 있다") before one that only ends with a 단서 ("① … 다만, … 그러하지 아니하다"). A time limit on a duty ("⑥ … 6개월
  // 이내에 매수 여부를 결정하여 … 알려야") before a period that is only a case's condition ("① … 고시일부터 10년 이내에 …
  // 시행되지 아니하는 경우"): dev2 and dev3 first line +1 each, no question lost.
  const statesPeriod = (text: string) => STATES_TIME_LIMIT.test(text) || PERIOD_UNITS.some((unit) => statesFigure(text, unit));
  const wanted: { answers: (text: string) => boolean; elsewhere: boolean }[] = intent.unit
    ? [{ answers: (text) => statesAsked(text, intent.unit!), elsewhere: true }]
    : intent.deadline
      ? [{ answers: (text: string) => STATES_DUTY_TIME_LIMIT.test(text), elsewhere: false }, { answers: statesPeriod, elsewhere: true }]
      : intent.exception
        ? [setsAsideAsItsRule, setsAside].map((answers) => ({ answers, elsewhere: false }))
        : // A quantity the question gives about its case ("한 30센티 정도 높이는데 허락 받아야") is decided by the best
          // article's line that states one of its kind ("높이 50센티미터 이내 … 절토ㆍ성토"), not by a line without one.
          (intent.given ?? []).length > 0
          ? [{ answers: (text: string) => intent.given!.some((unit) => statesQuantity(text, unit)), elsewhere: false }]
          : [];
  const stating = (list: readonly Group[], answers: (text: string) => boolean) => best(linesOf(list).filter(({ line }) => answers(line.text)));
  // A sanction question whose best article is the duty, not its sanction ("주차장에서 밥 해먹는 것까지 진짜 과태료
  // 물리는거예요?" finds 제6조의3, the ban): the 벌칙 item citing a duty at hand answers, with the lead naming the penalty.
  if (found && intent.sanction && !found.line.citesDuty) found = best(linesOf(groups).filter(({ line }) => line.citesDuty === true)) ?? found;
  if (definitions.length === 0 && found) {
    // Elsewhere means in the best article's family (the 시행령 stating what the 법 leaves to it), not in another
    // statute that happens to hold a number of the unit ("담장을 50cm 들여서 … 얼마나 물리는지" is 건축법's 건축선,
    // not 주차장법 시행규칙's "3미터 이내인 경사로").
    const family = lawFamily(groups[0]?.[0]?.citation.law_name ?? '');
    const kin = groups.slice(1).filter((group) => {
      const law = group[0]?.citation.law_name ?? '';
      // A rule with a name of its own (피난ㆍ방화 규칙) carries out a statute's family as its 시행규칙 would. Of the
      // family, the acts joined to the best article by delegation (one cites the other): a 시행규칙's notice procedure
      // ("영 제115조의2제3항에 따른 … 징수절차") is not answered by another 시행령 article's "최근 3년 내에 2회".
      return isOwnRule(law) || (lawFamily(law) === family && joinedByDelegation(groups[0]!, group));
    });
    for (const { answers, elsewhere } of wanted) {
      // A sanction's item answers with the lead it completes ("③ … 50만원 이하의 과태료를 부과한다" over "1. … 취사행위
      // …"). Not any item: "7층인데 … 최소 크기" is not answered by an item whose lead says "4층 이상인 층에서".
      const lead = intent.sanction && found.line.kind === 'item' ? listLeadOf(found.passage.lines, found.line) : undefined;
      if ([found.line, ...(lead ? [lead] : [])].some((line) => answers(line.text))) break;
      const stated = stating(groups.slice(0, 1), answers) ?? (elsewhere ? stating(kin, answers) : undefined);
      if (stated) {
        found = stated;
        break;
      }
    }
  }
  // "Does X count in Y" is answered under the item of the best article that measures Y: "용적률 계산할 때 지상 1층
  // 주차장 면적도 들어가나요?" by "4. 연면적: … 용적률을 산정할 때에는 … 제외한다" and its 나., not by a 목 of "3.
  // 바닥면적" that names more of the question's words ("하. 지하주차장의 경사로(… 지하 1층 …)").
  if (found && intent.countsAs) {
    const measuring = linesOf(groups.slice(0, 1)).filter(({ passage, line }) => measuresAsked(passage, line, intent.point));
    if (!measuring.some(({ line }) => line === found!.line)) found = best(measuring) ?? found;
  }
  if (found) {
    const at = groups.findIndex((group) => group.includes(found.passage));
    if (at > 0) (groups as Group[]).unshift(...(groups as Group[]).splice(at, 1));
  }
  return found ?? null;
}

/** The quoted articles: heading, the chosen lines in order, "…" for what is skipped; each passage with its [n]. */
function passagesSection(groups: readonly Group[], cite: (n: number | null) => string): string {
  const blocks: string[] = [];
  for (const group of groups) {
    const chosen = chooseLines(group, MAX_CHOSEN);
    // Nothing in the article matches a term: its first lines, as before.
    const shown = chosen.size > 0 ? group.filter((passage) => chosen.has(passage.citation.n)) : group.slice(0, 1);
    shown.forEach((passage, index) => {
      const lines = chosen.get(passage.citation.n) ?? passage.lines.slice(0, MAX_QUOTED_LINES);
      const heading = passage.lines[0]?.kind === 'heading' && index === 0 ? [passage.lines[0]] : [];
      const quoted = [...heading, ...lines.filter((line) => line.kind !== 'heading' || index === 0)].filter((line, i, all) => all.findIndex((other) => other.index === line.index) === i);
      const out: string[] = [];
      let chars = 0;
      let previous = -1;
      for (const line of quoted) {
        if (chars > MAX_QUOTE_CHARS) break;
        if (line.index > previous + 1 && (previous >= 0 || line.kind !== 'heading')) out.push('> …');
        const text = clip(line.text);
        out.push(`> ${text}`);
        chars += text.length;
        previous = line.index;
      }
      if (previous < passage.lines.length - 1) out.push('> …');
      cite(passage.citation.n);
      blocks.push(`[${passage.citation.n}] ${sourceLine(passage.citation)}\n${out.join('\n')}`);
    });
  }
  return ['**관련 조문**', ...blocks].join('\n\n');
}

/**
 * What the library lacks for a question it cannot answer, and what to add. No verdict: the words that would read as
 * one (허용, 가능, …할 수 있다) are not used.
 */
function missingSection(kind: 'permission' | 'figure', annexGroup: Group | null, ownLine: ((line: Line) => boolean) | null = null): string {
  // The line naming the zone's own annex, else the best-matching line that names a 별표 (제71조 4. names 별표 5 for
  // 제2종일반주거지역, 1. names 별표 2).
  const lines = annexGroup?.flatMap((passage) => passage.lines) ?? [];
  const line = (ownLine ? lines.find(ownLine) : undefined) ?? lines.filter((candidate) => candidate.score > 0 && annexOf(candidate.text)).sort((a, b) => b.score - a.score)[0];
  const mention = line ? annexOf(line.text) : null;
  const annex = mention?.annex ?? null;
  const law = mention?.law ?? annexGroup?.[0]?.citation.law_name ?? null;
  const where = annex && law ? `「${law}」 ${annex}` : kind === 'permission' ? '「국토의 계획 및 이용에 관한 법률 시행령」의 용도지역별 건축제한 별표' : '시행령ㆍ시행규칙의 별표';
  if (kind === 'permission') {
    return [
      `${CANNOT_ANSWER} 이 용도지역에 이 용도를 지을지는 ${where}에서 정합니다 — 그 문서나 규칙표 행을 추가하세요.`,
      `${MISSING_PREFIX} 이 용도지역에 이 용도의 건축물을 지을지는 ${where}에서 정하는데, 그 별표는 라이브러리에 없고 규칙표에도 이 용도지역과 용도의 행이 없습니다. 근거 부족으로 판단하지 않았습니다.`,
      `추가할 것: ${where} 문서, 또는 규칙표 화면에서 용도지역 행위제한 CSV(용도지역, 용도, 허가 구분), 또는 그 지역의 도시계획 조례.`,
    ].join('\n');
  }
  return [
    `${CANNOT_ANSWER} 이 질문이 묻는 수치는 ${where}에 있습니다 — 그 문서나 규칙표 행을 추가하세요.`,
    `${MISSING_PREFIX} 이 질문이 묻는 수치는 ${where}${annex ? '에 있는데, 그 별표는 라이브러리에 없고' : '에 있을 수 있는데, 수집된 조문에는 없고'} 규칙표에도 없습니다. 근거 부족으로 수치를 적지 않았습니다.`,
    `추가할 것: ${where} 문서, 또는 규칙표 화면에서 그 수치의 CSV, 또는 그 지역의 조례(조례가 기준을 따로 정하는 경우).`,
  ].join('\n');
}
