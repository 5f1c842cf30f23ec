// Reads a question into what the search needs: the statute it names (국토계획법 시행령), the act of a statute's
// family it asks about (법률, 시행령 or 시행규칙), the articles it cites (제84조, 84조, 제84조의2, 47조 7항), what it
// asks for (a word's meaning, a sanction) and the remaining words as search terms.
import type { LawKind } from '../../shared/contract';
import { normalizeLine } from '../text/normalize';
import { searchForm } from '../text/search-text';
import { askedFigureIn, quantitiesIn, type FigureUnit, type Quantity } from './figures';
import type { LawMention, LawNameResolver } from './law-names';
import { readQuestion, stripEnding, type QuestionReading } from '../text/question';
import { HEARD_OF_ARTICLE, HEARD_OF_LAW, PREMISE_MARKERS, READ_IN_ARTICLE } from '../text/question-words';
import { isKindsWord, isMeaningWord, questionTerms, type TermGroup } from './query-terms';
import { WEIGHTS } from './weights';

/** "별표 5", "[별표 3의2]", "별표1": an annex by its number. */
const ANNEX_REF = /\[?\s*별표\s*(\d{1,3})(?:\s*의\s*(\d{1,2}))?\s*\]?/g;

export interface ArticleRef {
  /** '제84조', '제84조의2', '별표 5' */
  label: string;
  /** The 항 cited with it (47조 7항 → 7), to prefer the chunk holding that paragraph. */
  paragraph: number | null;
  /** The 호 cited with it (44조 1항 2호 → 2), or "단서" when the question cites the proviso (11조 단서). */
  part: number | '단서' | null;
  /** Named as what the asker read ("제77조에는 … 되어 있는데", "20조 보니까"): evidence, not the answer. */
  premise: boolean;
}

/** The acts of one statute's family: the 법률 and its 시행령 (영) and 시행규칙 (규칙). */
export type ActKind = '법률' | '시행령' | '시행규칙';

export interface QueryPlan {
  text: string;
  /** The question in search form (no spaces), to find an article's title named in it. */
  compact: string;
  law: LawMention | null;
  /**
   * The statute is named only as the source of a premise ("건축법 80조 보고 … 계산해봤는데", "국토계획법 제77조에는 …
   * 되어 있는데"): what the asker read, not a choice of statute — the answer is often another act's (주차장법 제32조).
   */
  premiseLaw: boolean;
  /** "시행령 85조" without a statute's name: the kind of statute meant. */
  lawKind: LawKind | null;
  /**
   * The act the question names explicitly within a family — "건축법 시행령", "주차장법 영", "건축법 규칙상",
   * "국토계획법 법률상", "시행규칙에서" — or null when it names none ("건축법 …" alone may mean the decree too).
   */
  act: ActKind | null;
  articles: ArticleRef[];
  terms: TermGroup[];
  /** The question asks what something is: definitions (정의 articles) answer it. */
  definition: boolean;
  /** The question asks what a word means ("…이란?", "…뜻", "…정의"): the 정의 article answers it (strongly). */
  meaning: boolean;
  /** The question asks about sanctions (처벌, 벌칙, 과태료, 벌금): the 벌칙 chapter answers it. */
  penalty: boolean;
  /** The question asks what to hand in ("첨부서류", "도면 뭐 내야"): the provision naming the form and its papers answers it. */
  documents: boolean;
  /** The question asks for the kinds of something ("용도지구 종류", "어떻게 나뉘어"): a list of them answers it. */
  kinds: boolean;
  /** The unit of the figure the question asks for ("며칠" → day, "몇 미터" → metre), or null. */
  figure: FigureUnit | null;
  /** The amounts the question gives about its case ("180㎡ 정도", "높이 7.5미터"), in their dimensions' base units. */
  amounts: Quantity[];
  /** The question read for its legal point (text/question.ts): the clause that asks, the acts it implies, "X counts as Y". */
  reading: QuestionReading;
}

const ARTICLE_REF = /(?:제\s*)?(\d{1,4})\s*조(?:\s*의\s*(\d{1,3}))?(?:\s*(?:제\s*)?(\d{1,2})\s*항)?(?:\s*(?:제\s*)?(\d{1,3})\s*호)?/g;

/** Words naming an act of a family when they stand alone (with a particle: "시행령상", "법률에서"). */
const ACT_WORDS: readonly (readonly [word: string, act: ActKind])[] = [
  ['시행규칙', '시행규칙'],
  ['시행령', '시행령'],
  ['법률', '법률'],
];

/** The act a word names ("시행령상" → 시행령), or null. "법" and "영" alone are too ambiguous to count. */
export function actWord(word: string): ActKind | null {
  const stem = stripEnding(word.replace(/상$/, ''));
  return ACT_WORDS.find(([spelling]) => stem === spelling)?.[1] ?? null;
}

/** The act a named statute is: its name's suffix, else (a base law, 규칙 or 규정) null. */
export function actOfLaw(name: string): ActKind | null {
  if (name.endsWith(' 시행령')) return '시행령';
  if (name.endsWith(' 시행규칙')) return '시행규칙';
  return null;
}

/** A rule with a name of its own, not a statute's 시행규칙: "건축물의 피난ㆍ방화구조 등의 기준에 관한 규칙". */
export const isOwnRule = (name: string): boolean => /규칙$/.test(name) && !/시행규칙$/.test(name);

/** The family a statute belongs to: "건축법 시행령" → "건축법". */
export function lawFamily(name: string): string {
  return name.replace(/ (시행령|시행규칙)$/, '');
}

/** A statute's name followed by one of its articles: the articles' own reading decides whether it is a premise. */
const ARTICLE_AFTER_LAW = /^\s*[」』]?\s*(?:제\s*)?\d{1,4}\s*조/;

/** Words after a statute's name that set it aside: "…와 별도로", "… 외에", "말고", "이 아니라". */
const LAW_SET_ASIDE = /^[^.?!]{0,20}?(?:(?:와|과)\s*별도로|\s외에|말고|(?:이|가)\s*아니라)/;
/** How far after a statute's name its setting aside is looked for. */
const SET_ASIDE_WITHIN = 24;

/** How far into the article's sentence what the asker read in it is looked for (READ_IN_ARTICLE). */
const READ_WITHIN = 60;

export function planQuery(question: string, laws: LawNameResolver): QueryPlan {
  let text = normalizeLine(question);
  // A statute the asker sets aside ("주차장법상 절차와 별도로 「건축법」에 따른 …", "「건축법」상 … 벌칙 외에 적용되는
  // 벌칙") is not the one asked about: the other statute named is, or none.
  const named = laws.find(text);
  const setAside = named !== null && LAW_SET_ASIDE.test(text.slice(named.end, named.end + SET_ASIDE_WITHIN));
  const law = setAside ? (laws.findAll(text).find((mention) => mention.name !== named.name && !LAW_SET_ASIDE.test(text.slice(mention.end, mention.end + SET_ASIDE_WITHIN))) ?? null) : named;
  let rest = [law, setAside ? named : null]
    .filter((mention): mention is LawMention => mention !== null)
    .reduce((kept, mention) => `${kept.slice(0, mention.start)}${' '.repeat(mention.end - mention.start)}${kept.slice(mention.end)}`, text);

  const articles: ArticleRef[] = [];
  let premiseLaw = false;
  rest = rest.replace(ARTICLE_REF, (match: string, number: string, branch: string | undefined, paragraph: string | undefined, item: string | undefined, offset: number, whole: string) => {
    // "단서" stays a search word; it also says which part of the article the question cites.
    const proviso = /^\s*단서/.test(whole.slice(offset + match.length));
    // Right after the number ("20조 보니까"), or what it says told within its sentence ("제133조는 … 처분만 규정하고 있는데").
    const after = whole.slice(offset + match.length);
    const sentence = after.split(/[.?!？…]/)[0]!.slice(0, READ_WITHIN);
    const premise = PREMISE_MARKERS.test(after.slice(0, 24)) || READ_IN_ARTICLE.test(sentence) || HEARD_OF_ARTICLE.test(sentence);
    // The statute's name stands where `rest` has only spaces: "건축법 80조 보고", "「…규칙」 제14조의 … 적용되는지".
    if (premise && law !== null && offset >= law.start && /^[\s」』]*$/.test(whole.slice(law.start, offset))) premiseLaw = true;
    articles.push({
      label: branch ? `제${Number(number)}조의${Number(branch)}` : `제${Number(number)}조`,
      paragraph: paragraph ? Number(paragraph) : null,
      part: item ? Number(item) : proviso ? '단서' : null,
      premise,
    });
    return ' ';
  });

  // A statute named as where a premise comes from, with no article: "건축법상 … 된다고 들었는데", "건축법 시행령 찾아보니".
  if (law !== null && !premiseLaw) {
    const afterLaw = text.slice(law.end);
    const sentence = afterLaw.split(/[.?!？…]/)[0]!.slice(0, READ_WITHIN);
    if (!ARTICLE_AFTER_LAW.test(afterLaw) && (PREMISE_MARKERS.test(afterLaw.slice(0, 24)) || HEARD_OF_LAW.test(sentence))) premiseLaw = true;
  }

  // An annex cited by its number ("국토계획법 시행령 별표 5", "별표1"): its chunks carry it as their article.
  rest = rest.replace(ANNEX_REF, (match: string, number: string, branch: string | undefined, offset: number, whole: string) => {
    articles.push({
      label: `별표 ${Number(number)}${branch ? `의${Number(branch)}` : ''}`,
      paragraph: null,
      part: null,
      premise: PREMISE_MARKERS.test(whole.slice(offset + match.length, offset + match.length + 24)),
    });
    return ' ';
  });

  // The act named: by the statute's name ("건축법 시행령") or by a word of its own ("국토계획법 법률상", "시행령에서").
  let act: ActKind | null = law ? actOfLaw(law.name) : null;
  const words = rest.split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    const named = actWord(word);
    if (named && (act === null || act === named)) {
      act = named;
      continue;
    }
    kept.push(word);
  }
  rest = kept.join(' ');
  // A 법률 named alongside a decree's name ("건축법 시행령 … 법률") is not a choice of act: keep the name's.
  const lawKind: LawKind | null = !law && act ? act : null;

  const reading = readQuestion(text);
  const { meaning, kinds } = reading;
  // "용도지구 종류": the kinds are found by their list (search.ts), not by the word 종류 ("용도ㆍ종류 및 규모").
  const asked = questionTerms(rest).filter((group) => !(meaning && isMeaningWord(group.word)) && !(kinds && isKindsWord(group.word)));
  const terms = [...pointWeighted(asked, reading), ...actionTerms(asked, reading)];
  text = text.trim();
  return {
    text,
    compact: searchForm(text),
    law,
    premiseLaw,
    lawKind,
    act,
    articles,
    terms,
    definition: reading.asks.has('definition'),
    meaning,
    penalty: reading.asks.has('sanction'),
    documents: reading.documents,
    kinds,
    figure: askedFigureIn(reading.point, text),
    amounts: quantitiesIn(text),
    reading,
  };
}

/**
 * A story's words weigh less than the words of the clause that asks: "작년에 땅을 사서 … 바닥면적에 포함되나요" is about
 * 바닥면적. When the point names nothing of its own ("이거 가능한가요?"), the story says what it asks about.
 */
function pointWeighted(terms: readonly TermGroup[], reading: QuestionReading): TermGroup[] {
  if (reading.story === '') return [...terms];
  const point = searchForm(reading.point);
  const inPoint = (group: TermGroup) => point.includes(searchForm(group.word));
  if (!terms.some(inPoint)) return [...terms];
  return terms.map((group) => (inPoint(group) ? group : { ...group, weight: group.weight * WEIGHTS.storyWord.value, story: true }));
}

/** The 건축 acts a question implies ("한 층 올리려는데" → 증축) join its terms, unless it names them itself. */
function actionTerms(terms: readonly TermGroup[], reading: QuestionReading): TermGroup[] {
  const named = new Set(terms.flatMap((group) => group.forms));
  return reading.actions.filter((word) => !named.has(word)).map((word) => ({ word, forms: [word], weight: WEIGHTS.impliedAction.value }));
}
