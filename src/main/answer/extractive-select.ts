// What an extractive answer quotes: each passage cut into its lines — the article heading, paragraphs (①②…), items
// (1. 2.) and sub-items (가. 나.) — each line scored against the question's terms, so the answer quotes the part of
// an article that answers (in the article's order, "…" for what is skipped) and leads with the one line that does.
// Also what the question asks for (a definition, a permission, a figure, the 부칙), read from the question when the
// caller gives it and otherwise from its search terms.
import type { AskedAs, AskedPart, Citation } from '../../shared/contract';
import { questionTerms } from '../retrieval/query-terms';
import { definesTerm } from '../retrieval/definitions';
import { conceptsOf } from '../retrieval/concepts';
import { normalizeLine } from '../text/normalize';
import { readQuestion } from '../text/question';
import { ASKS_PROCEDURE, ASKS_SUPPLEMENTARY, ASKS_TO_BUILD_OR_OPEN } from '../text/question-words';
import { askedFigureIn, givenFigures, quantitiesIn, statesNearAmount, type Quantity, statesAsked, statesFigure, statesQuantity, type FigureUnit } from '../retrieval/figures';
import { searchForm } from '../text/search-text';
import { circledNumber } from '../text/circled';
import { withoutAsides } from '../text/parentheses';
import { isContinuedLead } from '../text/continued-lead';
import { isPenaltyProvision } from '../retrieval/search-features';
import { findZone, ZONES, type Zone } from '../rules/zones';

export type LineKind = 'heading' | 'paragraph' | 'item' | 'sub' | 'text';

export interface Line {
  text: string;
  kind: LineKind;
  index: number;
  /** The paragraph (①…) line this line belongs to, if any. */
  paragraph: number | null;
  /** The item (1.) line a sub-item (가.) belongs to, if any. */
  item: number | null;
  score: number;
  /** The line defines a term of the question ("건축"이란, 이하 "건폐율"이라 한다). */
  defines: boolean;
  /** A 벌칙 line citing a duty at hand, for a sanction question (favourItemsCitingTheDuty). */
  citesDuty?: boolean;
}

export interface ScoredPassage {
  citation: Citation;
  lines: Line[];
  /** Rank in retrieval (0 = best): search, which knows the act named and what the question asks, orders articles. */
  rank: number;
}

export interface Intent {
  definition: boolean;
  /** Asks whether a use may be built in a zone. */
  permission: boolean;
  /** Asks for a number (몇, 얼마, 대수…). */
  figure: boolean;
  /** The unit of the figure asked for ("며칠" → day), when the question names one. */
  unit?: FigureUnit | null;
  /** Asks for a time limit (언제까지, 기한, 며칠 안에). */
  deadline?: boolean;
  /** The units of the quantities the question gives about its case ("높이 7.5m" → metre). */
  given?: readonly FigureUnit[];
  /** The amounts the question gives, in their dimensions' base units ("2년 넘게" → 24 months, "15평" → 49.6 ㎡). */
  amounts?: readonly Quantity[];
  /** Asks whether the rule is set aside for its case (적용받지 않을 수 있는지, 예외, 면제). */
  exception?: boolean;
  /** The clause that asks, in search form: a definition answers only a word of it, not of the story. */
  point?: string;
  /** The question tells a story around the clause that asks: it is in its askers' words, not the statute's. */
  story?: boolean;
  /** Asks about the 부칙 (시행일, 경과조치, 적용례). */
  supplementary: boolean;
  /** Asks for a sanction (처벌, 벌칙, 과태료): the item of a 벌칙 list citing the duty asked about answers. */
  sanction?: boolean;
  /** Asks whether something counts in a measured quantity or is a defined thing ("용적률 계산할 때 들어가나요"). */
  countsAs?: boolean;
  /** The 용도지역 the question gives: a line set in other zones is not the asker's case (OTHER_ZONE_LINE). */
  place?: Zone | null;
  /** What the asker sets aside ("도로랑 붙은 입구 쪽 말고"), in search form. */
  setAside?: string[];
  /** The whole question, told and asked, in search form. */
  text?: string;
}

interface Term {
  forms: string[];
  /** The plain word (first form), for definition patterns. */
  word: string;
  weight: number;
  /** Told in the story around the clause that asks, not in the clause (weighs STORY_WORD_IN_LINES of its own). */
  story: boolean;
}

const PARAGRAPH = /^[\u2460-\u2473]/;
const ITEM = /^\d+(?:의\d+)?\.\s/;
const SUB = /^(?:[가-힣]\.|\d+\))\s/;
const HEADING = /^(?:부칙\s*)?제\d+조(?:의\d+)?\s*\(/;
/**
 * A line that sets a rule aside: "…를 적용하지 아니할 수 있다", a 단서's "그러하지 아니하다", an exemption, or a 단서
 * that allows the asker's case another measure ("다만, … 내화구조 … 건축물은 그 보행거리가 50미터 … 이하가 되도록
 * 설치할 수 있으며").
 */
const SETS_ASIDE = /적용하지\s*아니|적용을\s*받지\s*아니|그러하지\s*아니하다|예외로|제외한다|면제|완화하여\s*적용|다만\s*[,，][^.]*?할\s*수\s*있/;
/**
 * Whether a line sets a rule aside in its own sentence, not in an aside: "(… 숙박시설은 제외한다)" narrows what the
 * sentence is about ("… 조례로 정하는 건축물(… 숙박시설은 제외한다)은 검사를 실시하지 아니하고 …").
 */
export const setsAside = (text: string) => SETS_ASIDE.test(withoutAsides(text));
/** A line whose own rule sets the rule aside, not only its 단서 ("다만, … 그러하지 아니하다" after a rule of its own). */
export const setsAsideAsItsRule = (text: string) => setsAside(text.split(/다만\s*[,，]/)[0]!);
/**
 * How much a term only in a question's story weighs in choosing the line, of a term of the clause that asks: an
 * article's first paragraph names the story's subject (일반주거지역, 대지, 일조), the paragraph that answers the clause's
 * words ("2층 이하 낮은 건물이면 따로 정하는 게 있나요?" → ④) — but three of the story's words outweigh one of the
 * clause's: a story names the case an item is about ("경매로 … 땅 넘어간지 1년" → "3. … 경매 또는 공매 등으로 건축주가
 * 대지의 소유권을 상실한 때부터 6개월이 지난 …") while the clause asks only "취소 안 되나요?". eval:questions first line,
 * dev + dev2 (255): 0.2 / 0.3 / 0.4 / 0.5 / 0.6 → 165 / 167 / 169 / 170 / 168 (dev 66 of 80 at 0.5); eval:extractive
 * unchanged (21/28). (On the first 80 dev questions alone, before the length damping: 0.5 / 0.3 / 0.2 → 29 / 30 / 30.)
 * Not for an article none of whose lines holds a word of
 * the clause: the clause then points back into the story ("이 정도면 따로 안 알려도 되나요?"), whose words weigh in
 * full (dev 57 → 58 of 80; eval:extractive unchanged).
 */
const STORY_WORD_IN_LINES = 0.5;
/**
 * How much a word of the everyday phrasing an article was found by weighs in choosing its line, of a question's own
 * word, when the question tells a story: its askers wrote it for one point of the article and often kept the
 * statute's word for it ("농산물 직거래 장터를 열고 싶은데 … 잠깐" → "직거래 장터 개설 등 … 일시적으로 이용하려는
 * 경우"). Not for a question in the statute's own words ("허가받고 2년 넘게 공사를 안 하면 허가가 취소되나요?"), which
 * finds its line by them: a phrasing's other point ("…연장은?") would take it over. Nor for "does X count as Y": a
 * phrasing found by the same frame names its own X ("초고층 건물 피난안전구역 면적도 용적률 계산하는 연면적에 들어가요?" for
 * "… 이 주차층 면적도 다 들어가나요?"), whose words would choose the 목 about it (dev3 first line +2, no set lost).
 */
const ASKERS_WORD_IN_LINES = 0.5;
/** An article of the same statute a line cites ("제19조의4제2항을 위반하여"), not another statute's ("「건축법」 제79조"). */
const OWN_ARTICLE_CITED = /(?<!」\s?)(제\d+조(?:의\d+)?)(?:제(\d+)항)?/g;
/** How much more a 벌칙 item citing the duty asked about scores: as much as a line stating the asked figure. */
const DUTY_CITED_BONUS = 2;
/** …of which an item citing another paragraph of the duty than the one matching the question best gets this share. */
const OTHER_PARAGRAPH_CITED = 0.5;
/** A quantity an item says how to reckon besides the one it names: "용적률을 산정할 때에는". */
const RECKONED = /([가-힣]{2,10}?)(?:을|를)\s*산정할\s*때/g;

/**
 * What an item measures: what it names ("4. 연면적:", as the concept index reads the library's measured words) and the
 * quantities it says how to reckon ("용적률을 산정할 때에는").
 */
export function measuredBy(text: string): string[] {
  return [...conceptsOf(text, null), ...[...text.matchAll(RECKONED)].map((match) => searchForm(match[1]!))];
}

/** Whether a line is, or is a 목 of, an item measuring a quantity the question's clause that asks names. */
export function measuresAsked(passage: ScoredPassage, line: Line, point: string | undefined): boolean {
  const item = line.kind === 'item' ? line : line.kind === 'sub' && line.item !== null ? passage.lines[line.item]! : null;
  return point !== undefined && item !== null && measuredBy(item.text).some((name) => point.includes(name));
}

/**
 * When a question is asked as a part of an article (everyday-index.ts's parts: "매수청구 했는데 시에서 몇 달이
 * 지나도 살지 말지 답이 없어요" is asked of 국토계획법 제47조 ⑥) by at least this share of the likelihood over the
 * article's parts, that part's line is scored without the prior that an article's first paragraphs state its rule:
 * its askers' words are evidence for it, and it competes with ① on the question's own words alone. The parts' ranker
 * names the answering part for 0.77 of the dev + dev2 questions whose article has parts — a witness, not a verdict,
 * so it adds nothing of its own. eval:questions first line, dev + dev2 (255 questions): no parts 196; the part's line
 * one point more at share 0.8, bonus 0.5 / 1 / 1.5 / 2 → 197 / 197 / 198 / 196; undamped, bonus 0 / 0.5 / 1 → 201 /
 * 200 / 199, share 0.5 / 0.8 / 0.9 / 0.95 → 201 / 201 / 201 / 200 (dev 67 at 0.5); also undamped for length: 201; the
 * part's line made its article's first whatever its words: 195. eval:extractive unchanged (21/28; at share 0.5 with a
 * bonus, 20).
 */
const ASKED_PART_SHARE = 0.8;

/** A time limit as statutes write it: "6개월 이내에", "7일 이내", "2년 안에". */
export const STATES_TIME_LIMIT = /\d+\s*(?:일|개월|년)\s*(?:이내|안에|전까지|전에|까지)/;
/** A time limit on a duty ("6개월 이내에 … 결정하여 … 알려야 하며"), not a period that is a case's condition ("고시일부터 10년 이내에 … 시행되지 아니하는 경우"). */
export const STATES_DUTY_TIME_LIMIT = /\d+\s*(?:일|개월|년)\s*(?:이내|안에|전까지|전에|까지)[^.]{0,80}?(?:하여야|해야|여야|내야|알려야|마쳐야|받아야)/;
/** How much more a line stating the asked figure or time limit scores (lines score the IDF of the terms they hold). */
const ASKED_LINE_BONUS = 2;
/**
 * How much more a line with a threshold in the unit of a quantity the question gives scores: "높이 7.5m인데 … 적용받지
 * 않을 수 있는지" is decided by "높이가 8미터 이하인 건축물에는 …", not by the article's first rule. Less than an asked
 * figure: a story gives quantities that decide nothing ("연면적 800㎡ 상가에서").
 */
const GIVEN_LINE_BONUS = 1;
/**
 * …and as much again for a threshold near an amount the question gives (statesNearAmount, within half again of it, in
 * any unit of its quantity): the asker quotes the threshold the line sets ("허가받고 2년 넘게"), or tells a case near it
 * ("흙을 2.5m 정도" → "2미터 이상의 절토ㆍ성토", not "너비 5미터 이하로의 토지의 분할"). Near within 1.2 / 1.35 / 1.5 /
 * 1.6 of the amount (was: the same amount only): first line independent +0 / +1 / +1 / +1, dev4 +1 each, no set lost;
 * a bonus of 1.5 won one more (independent) and lost three (dev2 −2, dev4 −1).
 */
const GIVEN_AMOUNT_BONUS = 1;
/**
 * A line whose case is set in other 용도지역 than the one the question gives is not the asker's case, however many of
 * its figures the question restates: "계획관리지역 … 연면적 450㎡ 2층 공장의 … 높이를 2.5m 높이는 증축이 건축신고
 * 대상인지" is answered by 시행령 제11조 ③ 2호 ("높이를 3미터 이하의 범위에서 증축"), not by 4호 ("공업지역 … 산업단지에서
 * 건축하는 2층 이하 … 500제곱미터 이하인 공장"). Whether a zone is the question's is decided here, in code; the line
 * competes at this share of its score (dev2 first line +1, no question lost; 0.2 the same).
 */
const OTHER_ZONE_LINE = 0.5;
/**
 * How much a word only in what the asker sets aside counts against a line, of what it would count for it: "램프 곡선
 * 구간은 경사를 최대 몇 %까지 … 도로랑 붙은 입구 쪽 말고 안쪽 곡선 부분이요" is 주차장법 시행규칙 제6조's 곡선 17/14퍼센트
 * item, not the one for the part within 3미터 of the road (dev3 first line +1, no set lost; 0.5 and 1 the same).
 */
const SET_ASIDE_WORD = 0.5;
/**
 * …and a line set in the question's own 용도지역 (or its family) is the asker's case: "생산관리지역 … 2층짜리 창고를 연면적
 * 150㎡" is 건축법 제14조 ① 2. ("관리지역, 농림지역 또는 자연환경보전지역에서 연면적이 200제곱미터 미만이고 3층 미만인
 * 건축물의 건축"), not 3. (the same figures for a 대수선 anywhere). As much as a threshold in a unit the question gives.
 */
const SAME_ZONE_BONUS = 1;
/**
 * How much a line counts, of its score, when its list is set apart for a case ("1. 벽의 경우에는 다음 각 목의 어느 하나에
 * 해당하는 것", "2. 외벽 중 비내력벽인 경우에는 제1호에도 불구하고 …", "4. 바닥의 경우에는 …") of which the question names
 * nothing: "창고 벽을 블록으로 쌓을건데 … 내화구조로 하려면 블록 두께가 몇 cm" is 1.'s sub-item, not a 목 of the
 * 비내력벽 exception or of the 바닥 — an exception stated as the rule, or another part's rule, is a real mistake.
 */
const UNNAMED_CASE_LINE = 0.5;
/**
 * An item that sets its sub-items apart for a case: "2. 외벽 중 비내력벽인 경우에는 제1호에도 불구하고 다음 각 목의" (외벽 중
 * 비내력벽), "3. 기둥의 경우에는 그 작은 지름이 25센티미터 이상인 것으로서 다음 각 목의" (기둥). The case is a short noun
 * phrase: not a definition's "4. "재축"이란 … 멸실된 경우 그 대지에 다음 각 목의 요건을 …".
 */
const CASE_LEAD = /^\d+(?:의\d+)?\.\s*([가-힣ㆍ ]{1,20}?)(?:의|인|한|된)?\s*경우(?:에는|에)?[^.]{0,60}?다음\s*각\s*목/;
/**
 * A long line holds more of a question's words by its length alone: an article's ① names its whole subject (건축법
 * 제79조 ① "허가권자는 … 위반되는 대지나 건축물에 대하여 … 시정을 명할 수 있다", 300 characters) and outscored the later
 * paragraph that answers ("④ … 건축물대장에 위반내용을 적어야 한다" for "무단 증축 시정명령 받으면 건축물대장에 위반내용이 적히나요?"). Past LINE_LENGTH_NORM characters (no spaces) a line's score is damped by
 * (LINE_LENGTH_NORM / length)^LINE_LENGTH_POWER, as BM25 normalises a document by its length. eval:questions first
 * line, dev + dev2 (255 questions): power 0 / 0.2 / 0.25 / 0.3 / 0.4 at 80 → 162 / 165 / 166 / 166 / 165 (dev 65 / 64 /
 * 64 / 63 / 62); 0.3 at 60 / 80 / 100 / 120 → 167 / 166 / 164 / 164; eval:extractive 21/28 at 0.25 (19–20 at 0.3/60
 * and 0.4/80). Sub-items left undamped: 167 (dev 65, dev2 102); paragraphs and text lines only: 165.
 */
const LINE_LENGTH_NORM = 80;
const LINE_LENGTH_POWER = 0.25;
const lengthDamping = (form: string) => Math.pow(Math.min(1, LINE_LENGTH_NORM / Math.max(1, form.length)), LINE_LENGTH_POWER);
/** A line that leaves its content to the items under it ("다음 각 호의 어느 하나에 해당하는 자는 …에 처한다"). */
export const LIST_LEAD = /다음\s*각\s*(?:호|목)/;
/**
 * How much a question's word in the lead an item completes weighs in the item, of one in the item itself: "용적률
 * 계산 시 주차장 면적" is answered by "가. 지상층의 주차용 … 면적" under "4. 용적률: … 다음 각 목의 면적은 제외한다".
 */
const LEAD_WORD_IN_ITEM = 0.3;
const ZONE_WORD = /(?:주거|상업|공업|녹지|관리|농림|자연환경보전)지역/;
/** Uses people ask to build or open: with a zone, or alone, a question whether asks for a verdict on one. */
const USE_WORDS = /카페|편의점|가게|상점|음식점|숙박|공장|창고|학원|병원|주택|근린생활시설/;
/** What a zone question asks when it is not about uses: the limits the rule tables and 제84조/제85조 answer. */
const ZONE_LIMITS = /건폐율|용적률|높이|층수|일조|조경|면적|세분|지정|주차/;
/** Definition words that name the question, not its subject. */
const DEFINITION_WORDS = new Set(['정의', '뜻', '의미']);

export function isSupplementary(citation: Citation): boolean {
  return /^부칙/.test(citation.article ?? '') || /^부칙/.test(citation.text.trimStart());
}

export function readIntent(question: string | undefined, terms: readonly string[], hasZoningFact: boolean): Intent {
  const words = terms.flatMap((term) => term.split('|'));
  if (question !== undefined) {
    // What the question asks for is read once, for search, the verifier and this answer alike (text/question.ts).
    const reading = readQuestion(question);
    const text = reading.text;
    const zone = ZONE_WORD.test(text.replace(/\s+/g, ''));
    const definition = reading.asks.has('definition');
    return {
      definition,
      // A verdict on building or opening a use — not "is it 대수선", "깎아주나요", "허가가 필요한가요".
      // Read in the clause that asks: a story's "전원주택 … 들어가 살려고" is no question about a use in a zone.
      permission:
        (reading.useVerdict || (ASKS_TO_BUILD_OR_OPEN.test(reading.point) && !reading.howBig)) &&
        (zone || USE_WORDS.test(reading.point)) &&
        !ZONE_LIMITS.test(text) &&
        !reading.countsAs &&
        !ASKS_PROCEDURE.test(reading.point) &&
        !reading.asks.has('sanction'),
      // "…이란?" asks what a thing is, even when its name holds a number word.
      figure: reading.asks.has('figure') && !definition,
      supplementary: reading.supplementary,
      sanction: reading.asks.has('sanction'),
      countsAs: reading.countsAs,
      unit: askedFigureIn(reading.point, text),
      deadline: reading.asks.has('deadline'),
      given: givenFigures(reading.text),
      amounts: quantitiesIn(reading.text),
      exception: reading.asks.has('exception'),
      point: searchForm(reading.point),
      story: reading.story !== '',
      place: findZone(text),
      setAside: reading.setAside.map(searchForm),
      text: searchForm(text),
    };
  }
  // Without the question: what its search terms still show. A zone with no limit asked about and no rule-table limit
  // found is asked about for its uses ("제2종일반주거지역에 카페 지을 수 있어?" → 제2종일반주거지역, 휴게음식점, 건축).
  const zone = words.some((word) => ZONE_WORD.test(word));
  return {
    // A bare term ("건축선이 뭐야" searches for 건축선 alone) is asked about for what it is.
    definition: words.some((word) => DEFINITION_WORDS.has(word)) || terms.length === 1,
    permission: zone && !hasZoningFact && !words.some((word) => ZONE_LIMITS.test(word)) && terms.length >= 2,
    figure: words.some((word) => /^(?:몇|얼마)|대수$/.test(word)),
    supplementary: words.some((word) => ASKS_SUPPLEMENTARY.test(word)),
  };
}

/** The question's terms; one only in the story around the clause that asks weighs less (STORY_WORD_IN_LINES). */
function termsOf(terms: readonly string[], point: string | undefined): Term[] {
  const byForm = new Map<string, Term>();
  const out: Term[] = [];
  for (const term of terms) {
    const written = term.split('|').map((form) => searchForm(normalizeLine(form)));
    const forms = [...new Set(written.filter((form) => form.length >= 2 || /\d/.test(form)))];
    if (forms.length === 0) continue;
    // Told in the clause that asks in any of its forms, the asker's own one-syllable word too ("사람 사는 방" → 거실).
    const story = point !== undefined && !written.some((form) => form !== '' && point.includes(form));
    // A word met again, with statute words the first time lacked ("맞바꾸려고 … 바꾸면" → 바꾸, then 바꾸|변경): one term.
    const earlier = forms.map((form) => byForm.get(form)).find((found) => found !== undefined);
    if (earlier) {
      for (const form of forms.filter((form) => !byForm.has(form))) {
        earlier.forms.push(form);
        byForm.set(form, earlier);
      }
      if (earlier.story && !story) Object.assign(earlier, { story: false, weight: earlier.weight / STORY_WORD_IN_LINES });
      continue;
    }
    const made: Term = { forms, word: forms[0]!, weight: (DEFINITION_WORDS.has(forms[0]!) ? 0.5 : 1) * (story ? STORY_WORD_IN_LINES : 1), story };
    forms.forEach((form) => byForm.set(form, made));
    out.push(made);
  }
  return out;
}

function splitLines(text: string): Omit<Line, 'score' | 'defines'>[] {
  const lines: Omit<Line, 'score' | 'defines'>[] = [];
  let paragraph: number | null = null;
  let item: number | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const index = lines.length;
    const kind: LineKind = index === 0 && HEADING.test(line) ? 'heading' : PARAGRAPH.test(line) ? 'paragraph' : ITEM.test(line) ? 'item' : SUB.test(line) ? 'sub' : 'text';
    if (kind === 'paragraph') {
      paragraph = index;
      item = null;
    }
    if (kind === 'item') item = index;
    lines.push({ text: line, kind, index, paragraph: kind === 'paragraph' ? null : paragraph, item: kind === 'sub' ? item : null });
  }
  return lines;
}

/** Every passage cut into scored lines. */
export function scorePassages(ranked: readonly Citation[], rawTerms: readonly string[], intent: Intent, askedAs: readonly AskedAs[] = [], askedParts: readonly AskedPart[] = []): ScoredPassage[] {
  const terms = termsOf(rawTerms, intent.point);
  const split = ranked.map((citation) => ({ citation, lines: splitLines(normalizeTextKeepingLines(citation.text)) }));
  // A term in few of the lines at hand says more about a line than one in most of them (부설주차장 in 주차장법).
  const bodies = split.flatMap(({ lines }) => lines.filter((line) => line.kind !== 'heading').map((line) => searchForm(line.text)));
  const idf = (term: Term) => {
    const df = bodies.filter((body) => term.forms.some((form) => body.includes(form))).length;
    return term.weight * Math.log(1 + (bodies.length + 1) / (df + 1));
  };
  // A word only in what the asker sets aside ("도로랑 붙은 입구 쪽 말고 안쪽 곡선 부분") counts against a line: the
  // neighbouring item it names is the one not asked about.
  const aside = intent.setAside ?? [];
  const pointBesidesAside = aside.reduce((rest, phrase) => rest.split(phrase).join(''), intent.point ?? '');
  const setAsideOnly = (term: Term) => aside.length > 0 && term.forms.some((form) => aside.some((phrase) => phrase.includes(form))) && !term.forms.some((form) => pointBesidesAside.includes(form));
  const weights = new Map(terms.map((term) => [term, setAsideOnly(term) ? -SET_ASIDE_WORD * idf(term) : idf(term)]));
  // The words whose definition answers: those of the clause that asks, each in every form (the statute defines
  // "도시ㆍ군계획시설" where the asker wrote 도시계획시설) — or, when no line at hand defines any of them ("…라고 찍혀
  // 있어요. 정확히 무슨 의미인지 알고싶어요"), the question's other words, which say what it asks about.
  const named = terms.filter((term) => !DEFINITION_WORDS.has(term.word));
  const formsOf = (list: readonly Term[]) => list.flatMap((term) => term.forms);
  const inPoint = formsOf(named.filter((term) => intent.point === undefined || term.forms.some((form) => intent.point!.includes(form))));
  const pointDefined = split.some(({ citation, lines }) => lines.some((line) => line.kind !== 'heading' && definesTerm(line.text, inPoint, inDefinitionsArticle(citation, lines))));
  const words = pointDefined ? inPoint : formsOf(named);

  // Each found article's askers' words the question does not use, weighed once (ASKERS_WORD_IN_LINES).
  const own = new Set(terms.flatMap((term) => term.forms));
  const askersOf = new Map(
    (intent.story && !intent.countsAs ? askedAs : []).map((entry) => {
      const theirs = termsOf(questionTerms(entry.phrasing).map((group) => group.forms.join('|')), undefined).filter((term) => !term.forms.some((form) => own.has(form)));
      return [`${entry.law}\u0000${entry.article}`, { words: theirs, weights: new Map(theirs.map((term) => [term, ASKERS_WORD_IN_LINES * idf(term)])) }] as const;
    }),
  );
  const noAskers = { words: [] as Term[], weights: new Map<Term, number>() };

  const passages = split.map(({ citation, lines }, rank) => {
    const inDefinitions = inDefinitionsArticle(citation, lines);
    const asked = askedParts.find((part) => part.law === citation.law_name && part.article === citation.article && part.share >= ASKED_PART_SHARE);
    const { words: askers, weights: askersWeights } = askersOf.get(`${citation.law_name}\u0000${citation.article}`) ?? noAskers;
    const forms = lines.map((line) => searchForm(line.text));
    const has = (term: Term, text: string) => term.forms.some((f) => text.includes(f));
    // When no word of the clause that asks is in any of the article's lines ("업자는 이 정도면 구청에 따로 안 알려도
    // …?"), the clause points back into the story ("기둥 두 개가 금이 가서 보강만"), whose words then choose the line.
    const pointSilent = intent.story && !terms.some((term) => !term.story && forms.some((form) => has(term, form)));
    const termWeights = pointSilent ? new Map(terms.map((term) => [term, term.story ? weights.get(term)! / STORY_WORD_IN_LINES : weights.get(term)!])) : weights;
    const scored: Line[] = lines.map((line) => {
      const form = forms[line.index]!;
      const lead = listLeadOf(lines, line);
      const leadForm = lead ? forms[lead.index]! : '';
      // The chunker's repeat of a continued paragraph's lead only sets the scene for the items under it.
      const states = line.kind !== 'heading' && !isContinuedLead(line.text);
      const held = (list: readonly Term[], weightOf: Map<Term, number>) =>
        list.reduce((sum, term) => sum + (has(term, form) ? weightOf.get(term)! : has(term, leadForm) ? LEAD_WORD_IN_ITEM * weightOf.get(term)! : 0), 0);
      let score = states ? held(terms, termWeights) + held(askers, askersWeights) : 0;
      const defines = line.kind !== 'heading' && definesTerm(line.text, words, inDefinitions);
      if (defines) score += intent.definition ? 4 : 1;
      const isAsked = states && asked !== undefined && isPart(lines, line, asked.part);
      // Not a sub-item (가. 나.): it is read with its item, and its length is that of the figures it lists ("가. 중형
      // 기계식주차장: 너비 8.1미터 이상, 길이 9.5미터 이상의 전면공지 또는 …").
      if (score > 0 && line.kind !== 'sub') score *= lengthDamping(form);
      // The first paragraphs of an article state its rule; later ones its exceptions and procedures — unless the
      // question is asked as that later part (ASKED_PART_SHARE), which then competes on its words alone.
      if (score > 0 && !isAsked) score *= 1 / (1 + 0.15 * (paragraphNumber(lines, line) - 1)) - 0.005 * line.index;
      if (intent.figure && score > 0 && /\d/.test(line.text.replace(/^\S+\s/, '').replace(/<[^>]*>/g, ''))) score += 0.3;
      // The line stating what is asked — a figure of the asked unit ("며칠" → "7일 이내"), a time limit for "언제까지",
      // the exception for "적용받지 않을 수 있는지" — answers; the article's other lines name the subject.
      // A sanction's item states the amount of the lead it completes ("② … 100만원 이하의 과태료를 부과한다" over "1.
      // 제6조의3제2항을 위반하여 …"): the item that names the asker's act answers, under whichever lead. (Not every list:
      // a zone's item under "다음 각 호의 범위에서" states its own figure, and another zone's must not borrow one.)
      if (score > 0 && ((intent.unit && (statesAsked(line.text, intent.unit) || (intent.sanction && line.kind === 'item' && lead !== undefined && statesAsked(lead.text, intent.unit)))) || (intent.deadline && STATES_TIME_LIMIT.test(line.text)) || (intent.exception && setsAside(line.text)))) score += ASKED_LINE_BONUS;
      if (score > 0 && intent.given?.some((unit) => statesQuantity(line.text, unit))) score += GIVEN_LINE_BONUS;
      if (score > 0 && intent.amounts && statesNearAmount(line.text, intent.amounts)) score += GIVEN_AMOUNT_BONUS;
      if (score > 0 && intent.place && namesOtherZonesOnly(line.text, intent.place)) score *= OTHER_ZONE_LINE;
      if (score > 0 && intent.place && namesZoneOf(line.text, intent.place)) score += SAME_ZONE_BONUS;
      if (score > 0 && intent.text !== undefined && !intent.exception && [line, lead].some((own) => own !== undefined && caseUnnamed(own.text, intent.text!))) score *= UNNAMED_CASE_LINE;
      return { ...line, score, defines };
    });
    return { citation, lines: scored, rank };
  });
  if (intent.sanction) favourItemsCitingTheDuty(passages);
  return passages;
}

/** Whether a line sets its list apart for a case (CASE_LEAD) of which the question names no word. */
function caseUnnamed(text: string, question: string): boolean {
  const setApart = CASE_LEAD.exec(text)?.[1];
  if (!setApart) return false;
  // "외벽 중 비내력벽": the words of the case, not the 중 between them.
  const words = setApart.split(/\s+중\s+|[\s,ㆍ]+/).map(searchForm).filter((word) => word.length > 0);
  return words.length > 0 && !words.some((word) => question.includes(word));
}

/**
 * A sanction question ("짐을 쌓아놔서 차를 못 대요 … 처벌하는 규정이 있나요?") is answered by the 벌칙 item citing the
 * duty it is about ("제19조의4제2항을 위반하여 … 본래의 기능을 유지하지 아니한 자"), not by the item that shares most of
 * its words ("1. 제19조제1항 … 부설주차장을 설치하지 아니하고 …"): the duties are the articles found for the question
 * that are no sanction themselves.
 */
function favourItemsCitingTheDuty(passages: readonly ScoredPassage[]): void {
  const isPenalty = (passage: ScoredPassage) => isPenaltyProvision({ ...passage.citation, chapter: null });
  // Each duty with the paragraph of it that matches the question best: "차박하면서 버너로 라면 끓여먹다가 … 과태료" is
  // 제6조의3 ① (야영ㆍ취사), so the item citing "제6조의3제1항" answers, not the one citing its ③ (출입구 주차).
  const duties = new Map<string, { paragraph: number; score: number }>();
  for (const passage of passages.filter((candidate) => candidate.citation.article && !isPenalty(candidate))) {
    const key = `${passage.citation.law_name}\u0000${passage.citation.article}`;
    const best = duties.get(key) ?? { paragraph: 0, score: 0 };
    for (const line of passage.lines) if (line.kind !== 'heading' && line.score > best.score) Object.assign(best, { paragraph: paragraphNumber(passage.lines, line), score: line.score });
    duties.set(key, best);
  }
  for (const passage of passages.filter(isPenalty)) {
    for (const line of passage.lines) {
      const cited = [...line.text.matchAll(OWN_ARTICLE_CITED)].flatMap((match) => {
        const paragraph = duties.get(`${passage.citation.law_name}\u0000${match[1]}`)?.paragraph;
        // 0: no line of the duty matched, so any paragraph of it is the one; an item citing the article alone cites it all.
        return paragraph === undefined ? [] : [paragraph === 0 || match[2] === undefined || Number(match[2]) === paragraph];
      });
      // An item citing another paragraph of the duty may be another act: it counts for less (the paragraph matching best
      // is a guess — "응급조치 … 신고를 안 했거든요" matches 제56조 ①'s 개발행위 best, its 신고 is ④'s 단서).
      const bonus = cited.includes(true) ? DUTY_CITED_BONUS : cited.length > 0 ? DUTY_CITED_BONUS * OTHER_PARAGRAPH_CITED : 0;
      if (line.score > 0 && line.kind !== 'heading' && bonus > 0) Object.assign(line, { score: line.score + bonus, citesDuty: true });
    }
  }
}

/**
 * Whether a line is the part of its article a key names (PART_KEY in everyday-index.ts): "⑥" the paragraph, "⑤3"
 * item 3 of ⑤, "3" item 3 of an article without paragraphs.
 */
function isPart(lines: readonly Omit<Line, 'score' | 'defines'>[], line: Omit<Line, 'score' | 'defines'>, key: string): boolean {
  const [, paragraph, item] = /^([\u2460-\u2473])?(.*)$/.exec(key)!;
  if (!item) return line.kind === 'paragraph' && line.text.startsWith(paragraph!);
  if (line.kind !== 'item' || !line.text.startsWith(`${item}.`)) return false;
  const head = line.paragraph !== null ? lines[line.paragraph]! : null;
  return paragraph ? head?.text.startsWith(paragraph) === true : head === null;
}

/**
 * The line an item belongs to: a sub-item's item ("3. 토지의 형질변경" over "가. 높이 50센티미터 이내 …"), an item's
 * lead when it leaves its content to the items ("다음 각 호의 어느 하나에 해당하는 …" over "1."). It says what the item
 * is about.
 */
export function listLeadOf<L extends Omit<Line, 'score' | 'defines'>>(lines: readonly L[], line: L): L | undefined {
  if (line.kind === 'sub') return line.item !== null ? lines[line.item] : undefined;
  if (line.kind !== 'item') return undefined;
  const lead = line.paragraph !== null ? lines[line.paragraph] : lines.slice(0, line.index).reverse().find((other) => other.kind === 'text' || other.kind === 'paragraph');
  return lead && LIST_LEAD.test(lead.text) ? lead : undefined;
}

/**
 * The answering line with the list it belongs to: an item with the lead it completes ("다음 각 호의 어느 하나에
 * 해당하는 자는 3년 이하의 징역 …" before "1. … 허가를 받지 아니하고 개발행위를 한 자"), a lead with the item that
 * matches the question best ("… 다음 각 호의 어느 하나에 해당하면 허가를 취소하여야 한다" with "1. … 2년 … 이내에
 * 공사에 착수하지 아니한 경우"), and both for an item that is itself a lead ("① … 다음 각 호의 방법에 따라 산정한다"
 * with "3. 바닥면적: … 다만, 다음 각 목 …" and its 목 "나. 필로티 … 주차에 전용되는 경우에는 바닥면적에 산입하지 아니한다").
 * Either alone answers half: who or which case, without what follows from it.
 */
export function withItsList(passage: ScoredPassage, line: Line): Line[] {
  const { lines } = passage;
  const lead = listLeadOf(lines, line);
  // The lead a continued chunk repeats ("… (계속)") is the chunker's, not the article's sentence: the item stands alone.
  const above = lead && LIST_LEAD.test(lead.text) && !isContinuedLead(lead.text) ? [lead] : [];
  return [...above, line, ...bestItemUnder(lines, line)];
}

/**
 * The item under a line that leaves its content to its items that matches the question best, if any: a paragraph's
 * 호, or an item's 목 ("4. 용적률: … 다음 각 목에 해당하는 면적은 제외한다" with "가. 지하층의 면적"), up to the next line
 * of its own rank or above.
 */
function bestItemUnder(lines: readonly Line[], line: Line): Line[] {
  if (!LIST_LEAD.test(line.text) || line.kind === 'sub') return [];
  const child: LineKind = line.kind === 'item' ? 'sub' : 'item';
  const children: Line[] = [];
  for (const other of lines.slice(line.index + 1)) {
    if (other.kind === 'paragraph' || other.kind === 'text' || (child === 'sub' && other.kind === 'item')) break;
    if (other.kind === child) children.push(other);
  }
  const best = children.filter((item) => item.score > 0).sort((a, b) => b.score - a.score || a.index - b.index)[0];
  return best ? [best] : [];
}

/** The passage is of a 정의 article: its items define terms without quotation marks ("1. 대지: …"). */
function inDefinitionsArticle(citation: Citation, lines: readonly Omit<Line, 'score' | 'defines'>[]): boolean {
  return /정의/.test(citation.article_title ?? '') || /^제\d+조\(정의\)/.test(lines[0]?.text ?? '');
}

/** The ordinal of the paragraph (① = 1) a line is or belongs to; 1 for an article without paragraphs. */
function paragraphNumber(lines: readonly Omit<Line, 'score' | 'defines'>[], line: Omit<Line, 'score' | 'defines'>): number {
  const head = line.kind === 'paragraph' ? line : line.paragraph !== null ? lines[line.paragraph]! : null;
  return head ? circledNumber(head.text) : 1;
}

/** Line structure kept (quotes are compared line by line with the source), each line normalized. */
function normalizeTextKeepingLines(text: string): string {
  return text.split('\n').map(normalizeLine).join('\n');
}

/** The lines to quote of an article's passages: the best lines and those near the best, in the article's order. */
export function chooseLines(passages: readonly ScoredPassage[], maxLines: number): Map<number, Line[]> {
  const all = passages.flatMap((passage) => passage.lines.map((line) => ({ passage, line })));
  const best = Math.max(0, ...all.map(({ line }) => line.score));
  const chosen = new Map<number, Line[]>();
  if (best === 0) return chosen;
  const picked = all
    .filter(({ line }) => line.score >= best * 0.5)
    .sort((a, b) => b.line.score - a.line.score || a.passage.rank - b.passage.rank || a.line.index - b.line.index)
    .slice(0, maxLines);
  for (const { passage, line } of picked) {
    const list = chosen.get(passage.citation.n) ?? [];
    // An item is read with its paragraph's opening line, a sub-item with its item.
    for (const parent of [line.paragraph, line.item]) if (parent !== null && !list.some((other) => other.index === parent)) list.push(passage.lines[parent]!);
    if (!list.some((other) => other.index === line.index)) list.push(line);
    chosen.set(passage.citation.n, list);
  }
  for (const list of chosen.values()) list.sort((a, b) => a.index - b.index);
  return chosen;
}

/**
 * A 별표 mention: the statute it names, if any ("「건축법 시행령」 별표 1"), and the annex's number — whole ("별표 1의2",
 * not 별표 1; but "별표 1의 설치기준" is 별표 1), and not when it names one of the annex's items ("별표 1 제3호의
 * 제1종근린생활시설").
 */
const ANNEX_MENTION = /(?:「([^」]+)」\s*)?별표\s*(\d+(?:의\d+)?)(?!\d|의\d)(?!\s*제\s*\d+\s*호)/g;

/**
 * The 별표 a line leaves its content to ("5. 제3종일반주거지역안에서 건축할 수 있는 건축물: 별표 6에 규정된 건축물"),
 * with the statute the line names for it when it is another's ("「장애인ㆍ노인ㆍ임산부 등의 편의증진 보장에 관한 법률
 * 시행령」 별표 2의 기준에 따라"), if any. Not an annex's item named as a class of use ("「건축법 시행령」 별표 1 제3호의
 * 제1종근린생활시설로서 3층 이하인 것"): that says what a use is, while the line itself states the rule.
 */
export function annexOf(text: string): { annex: string; law: string | null } | null {
  const [match] = text.matchAll(ANNEX_MENTION);
  return match ? { annex: `별표 ${match[2]}`, law: match[1] ? normalizeLine(match[1]) : null } : null;
}

/** The 용도지역 families a line may name instead of one zone ("주거지역, 상업지역 또는 공업지역에 설치하는 …"). */
const ZONE_FAMILIES = ['주거지역', '상업지역', '공업지역', '녹지지역', '관리지역', '농림지역', '자연환경보전지역'];
/**
 * The 용도지역 and families a line sets its case in — none for one naming the zones it leaves out ("도시지역ㆍ
 * 자연환경보전지역 … 외의 지역에서").
 */
function zonesNamed(text: string): string[] {
  const compact = text.replace(/\s+/g, '');
  if (/외의지역|제외한지역|지역을제외/.test(compact)) return [];
  return [...ZONES, ...ZONE_FAMILIES].filter((zone) => compact.includes(zone));
}
const isZoneOf = (place: Zone) => (zone: string) => place.includes(zone) || zone.includes(place);
/** A line setting its case in the question's 용도지역 or its family ("관리지역, 농림지역 … 에서" for 생산관리지역). */
const namesZoneOf = (text: string, place: Zone) => zonesNamed(text).some(isZoneOf(place));
/** A line naming 용도지역, none of them the question's or its family. */
function namesOtherZonesOnly(text: string, place: Zone): boolean {
  const named = zonesNamed(text);
  return named.length > 0 && !named.some(isZoneOf(place));
}
