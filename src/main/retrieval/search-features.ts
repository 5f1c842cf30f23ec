// The features search scores a passage by, each a named factor from the weights table (weights.ts): the lexical
// match (how much of the question it covers, BM25, its title) times one factor per feature that holds — the act the
// question names, the 정의 article for a meaning question, the 벌칙 chapter for a sanction, the line that defines
// or measures the concept of a "does X count as Y" question, a figure of the unit asked for. Each feature is named
// by its row in the weights table, so a change to the ranking is read in one place.
import { searchForm } from '../text/search-text';
import type { ChunkRecord } from './chunks';
import { definesTerm, ITEM } from './definitions';
import { statesAsked, statesNearAmount } from './figures';
import { coverage, type ResolvedTerm } from './lexical';
import { lawFamily, type QueryPlan } from './query-plan';
import { WEIGHTS, type WeightName } from './weights';

export interface ScoringContext {
  plan: QueryPlan;
  terms: readonly ResolvedTerm[];
  /** The record's compact text with its title (computed once per chunk per search). */
  form: string;
  bm25: number;
  maxBm25: number;
  /** Laws the question's category favours. */
  favoured: ReadonlySet<string>;
  /** The share of the question's words the record's statute family holds (0–1), when no statute is named. */
  home: number;
  /** Chunks holding the line that defines or measures the concept a "does X count as Y" question asks about. */
  concept: ReadonlySet<number>;
}

/** A passage's lexical score: the match times the factor of each feature that holds. */
export function passageScore(record: ChunkRecord, context: ScoringContext): number {
  const { plan, terms } = context;
  const title = searchForm(record.article_title ?? '');
  const covered = coverage(terms, context.form);
  const inTitle = coverage(terms, title);
  const focus = title.length > 0 ? titleShare(terms, title) : 0;
  const bm25 = context.maxBm25 > 0 ? context.bm25 / context.maxBm25 : 0;
  let score = covered * covered * (1 - WEIGHTS.bm25Share.value + WEIGHTS.bm25Share.value * bm25) * (1 + inTitle * (WEIGHTS.titleCoverage.value + WEIGHTS.titleFocus.value * focus));
  const apply = (name: WeightName, factor: number = WEIGHTS[name].value) => {
    score *= factor;
  };
  // Its whole title, or its statute word for it ("엘리베이터" names 제64조(승강기)).
  if (title.length >= 3 && (plan.compact.includes(title) || terms.some((term) => term.forms.includes(title)))) apply('titleNamed');
  if (isRepealed(record.text)) apply('repealed');
  if (record.article?.startsWith('부칙') || (record.article === null && record.chapter?.startsWith('부칙'))) apply('supplementary');
  const act = actFeature(record, plan, context.favoured);
  if (act) apply(act);
  if (!plan.law && context.home > 0) apply('homeFamily', 1 + WEIGHTS.homeFamily.value * context.home);
  // The 정의 article, and — more so, wherever it is — the provision that defines one of the question's words.
  const asksWhat: WeightName | null = plan.meaning ? 'meaning' : plan.definition ? 'definition' : null;
  if (asksWhat && record.article_title === '정의') apply(asksWhat);
  if (asksWhat && definesAsked(record, plan)) apply('meaning');
  if (plan.penalty && isPenaltyProvision(record)) apply('penalty');
  if (plan.kinds && listsKinds(record.text, plan.terms.map((term) => term.word))) apply('kinds');
  if (plan.documents && namesForm(record.text)) apply('documents');
  if (plan.figure !== null && statesAsked(record.text, plan.figure)) apply('askedFigure');
  if (statesNearAmount(record.text, plan.amounts)) apply('nearAmount');
  if (context.concept.has(record.id)) apply('concept');
  return score;
}

/** Which act weight applies: the act named, its family, the kind named, or the category's favoured laws. */
function actFeature(record: ChunkRecord, plan: QueryPlan, favoured: ReadonlySet<string>): WeightName | null {
  if (plan.law) {
    if (record.law_name === plan.law.name) return 'namedAct';
    if (plan.act === null && record.law_name !== null && lawFamily(record.law_name) === lawFamily(plan.law.name)) return 'namedFamily';
    return null;
  }
  if (plan.lawKind && record.law_kind === plan.lawKind) return 'namedKind';
  if (record.law_name !== null && favoured.has(record.law_name)) return 'favouredLaw';
  return null;
}

/** A provision of an act's 벌칙 chapter, or one that sets 벌칙 or 과태료 (not 부칙, not "벌칙 적용 시 공무원 의제"). */
export function isPenaltyProvision(record: Pick<ChunkRecord, 'article' | 'article_title' | 'chapter'>): boolean {
  if (record.article?.startsWith('부칙') || record.chapter?.startsWith('부칙')) return false;
  if (/^(벌칙|양벌규정|과태료|과태료의 부과기준|과태료의 부과ㆍ징수)$/.test(record.article_title ?? '')) return true;
  return /^제\d+장\s*벌칙/.test(record.chapter ?? '');
}

/** Whether a provision names a form to fill in or papers to attach ("별지 제1호의4서식의 … 신청서", "서류를 첨부하여"). */
export function namesForm(text: string): boolean {
  return /별지\s*제[\d의]+호\s*서식|첨부하여|첨부서류|제출하여야/.test(text);
}

/** A repealed article keeps only its heading and "삭제 <date>". */
export function isRepealed(text: string): boolean {
  return /^[^\n]*\n\s*삭제\s*(<[^>]*>)?\s*$/.test(text);
}

/** An item that names one thing ("1. 경관지구: …", "가. 주거지역"): the name. */
const ITEM_NAME = new RegExp(`^\\s*${ITEM}\\s*([가-힣ㆍ]+?)\\s*(?::|$)`);

/**
 * Whether a chunk lists kinds of one of the words: three or more items naming a thing of the same head noun
 * ("1. 경관지구: …", "2. 고도지구: …" for 용도지구; "가. 주거지역" for 용도지역), or announced as its kinds.
 */
function listsKinds(text: string, words: readonly string[]): boolean {
  const lines = text.split('\n');
  const items = lines.map((line) => ITEM_NAME.exec(line)?.[1] ?? '');
  const heads = [...new Set(words.filter((word) => word.length >= 3).map((word) => word.slice(-2)))];
  if (heads.some((head) => items.filter((item) => item.length > head.length && item.endsWith(head)).length >= 3)) return true;
  // Or a list announced as the kinds of one of the words: "② 건축물의 용도는 다음과 같이 구분하되, … 1. 단독주택 2. …".
  const announced = lines.some((line) => /다음과\s*같이\s*(구분|세분|분류)/.test(line) && words.some((word) => word.length >= 2 && line.includes(word)));
  return announced && items.filter(Boolean).length >= 3;
}

/** Whether one of a chunk's lines defines a word of the question (its 정의 article's items too: "나. 노외주차장: …"). */
function definesAsked(record: ChunkRecord, plan: QueryPlan): boolean {
  const words = plan.terms.map((term) => term.word);
  const inDefinitions = record.article_title === '정의';
  return record.text.split('\n').some((line) => definesTerm(line.trim(), words, inDefinitions, { scoped: false }));
}

/** How much of a title the question's terms make up (0–1). */
export function titleShare(terms: readonly ResolvedTerm[], title: string): number {
  const covered = new Array<boolean>(title.length).fill(false);
  for (const term of terms) {
    for (const form of term.forms) {
      for (let at = title.indexOf(form); at >= 0; at = title.indexOf(form, at + 1)) covered.fill(true, at, at + form.length);
    }
  }
  return covered.filter(Boolean).length / title.length;
}
