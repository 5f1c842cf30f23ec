// Reading a Korean question for its legal point. People write stories — the plot, the money, what the 구청 said —
// and put the question in the last clause; they say "한 층 올리려고" for 증축 and "바닥면적에 들어가나요" for the
// way an area is measured. This reads, once, what search, question understanding, the verifier's completeness check
// and the extractive answer all need: the clause that asks (the point) and the story around it, the 건축 acts the
// question implies in the statutes' words, what it asks for, and whether it asks if one thing counts as another.
// The word lists are named data in question-words.ts.
import { normalizeLine } from './normalize';
import {
  ASKING_SENTENCE,
  ASKS_A_VALUE,
  ASKS_DOCUMENTS,
  ASKS_FIGURE_WORD,
  ASKS_FOR,
  ASKS_HOW_BIG_TO_BUILD,
  ASKS_KINDS,
  ASKS_MEANING,
  ASKS_SUPPLEMENTARY,
  ASKS_USE_VERDICT,
  BUILDING_AND_LAND_WORDS,
  OTHER_LAWS_DESIGNATIONS,
  CLAUSE_JOINS,
  COUNTS_AS,
  ENDINGS,
  ENDS_LIKE_PARTICLE_GA,
  ENDS_LIKE_PARTICLE_I,
  ENDS_LIKE_PARTICLE_RO,
  EVERYDAY_ACTIONS,
  ONE_OF_TWO,
  OUTSIDE_FIELDS,
  POINTS_BACK,
  ASKS_OF_THE_STORY,
  PLACE_WORDS,
  POINTING_WORDS,
  QUESTION_FILLERS,
  SET_ASIDE,
} from './question-words';

export type AskKind = keyof typeof ASKS_FOR;

export interface QuestionReading {
  /** The question, normalized, with board-post noise (ㅠㅠ, ㅋㅋ) removed. */
  text: string;
  /** The clause that asks: the last asking sentence of a story, its last clause; the whole of a one-line question. */
  point: string;
  /** What comes before the point: circumstances. Empty for a question of one clause. */
  story: string;
  /** What it asks for; several may hold ("언제까지 … 몇 일"). */
  asks: ReadonlySet<AskKind>;
  /** It asks whether something may be built or run there (a verdict on a use). */
  useVerdict: boolean;
  /** It asks how big or high one may build ("몇 층까지 지을 수 있어요?"): a limit, which a zone's 별표 may set. */
  howBig: boolean;
  /** It asks for a value in any form (a cap, a range, "알려 주세요"): what the verifier's completeness check reads. */
  asksValue: boolean;
  /** It asks what a word means (stronger than asks.definition). */
  meaning: boolean;
  kinds: boolean;
  documents: boolean;
  supplementary: boolean;
  /** It asks whether one thing counts as another ("발코니가 바닥면적에 포함되나요"), or which of two it is ("고층이에요 초고층이에요?"). */
  countsAs: boolean;
  /** What the asker sets aside ("도로랑 붙은 입구 쪽 말고 …"): the words of a neighbouring case not asked about. */
  setAside: string[];
  /** 건축 acts and procedures the question implies, in the statutes' words (증축, 용도변경, 허가취소 …). */
  actions: string[];
  /** A neighbouring field the question speaks of while saying nothing of building or land use (a lease, a tax …). */
  outsideField: OutsideField | null;
  /** The question names building or land use anywhere (BUILDING_AND_LAND_WORDS). */
  speaksOfBuilding: boolean;
}

export type OutsideField = (typeof OUTSIDE_FIELDS)[number];

/** Jamo runs are feelings, not words: "안되나요ㅠㅠ", "ㅋㅋㅋ". (ㆍ, U+318D, is outside this range.) */
const JAMO_RUNS = /[\u3131-\u3163]+/g;

export function readQuestion(question: string): QuestionReading {
  const text = normalizeLine(question.replace(JAMO_RUNS, ' ').replace(/\s+/g, ' '));
  const { point, story } = splitPoint(text);
  const asks = new Set<AskKind>();
  for (const [kind, pattern] of Object.entries(ASKS_FOR) as [AskKind, RegExp][]) if (pattern.test(point) || (kind !== 'whether' && pattern.test(text) && story !== '' && !pattern.test(story))) asks.add(kind);
  // "작은 집은 예외도 있다던데 우리 집도 해당돼요?": a point that points back at the story's last clause asks what that
  // clause names (an exception, a period).
  if (POINTS_BACK.test(point)) {
    const before = sentencesOf(story).at(-1)?.text ?? '';
    const clause = before.split(CLAUSE_JOINS).at(-1) ?? before;
    // A told clause names its figure's quantity as a topic ("바닥 면적은 한 평도 안 늘어나는데"), which asks nothing:
    // only a question word there asks one.
    for (const [kind, pattern] of Object.entries(ASKS_FOR) as [AskKind, RegExp][]) if (kind !== 'whether' && (kind === 'figure' ? ASKS_FIGURE_WORD : pattern).test(clause)) asks.add(kind);
  }
  // A point in words no pattern knows: what the story's asking sentences ask, the last one that asks anything, and
  // only then the whole text — "몇년째 창고로 쓰고 있었는데 … 어디까지 요구할 수 있는건가요? 뜯으라고 하면 …?" asks no
  // figure.
  const countsAs = COUNTS_AS.test(point) || ONE_OF_TWO.test(text);
  // …unless it asks whether a thing counts as another: that is what it asks ("몇 년 전에 헐어서 … 증축으로 봐요?").
  if (asks.size === 0 && !countsAs) {
    const asking = sentencesOf(text).map((sentence) => sentence.text).filter((sentence) => ASKING_SENTENCE.test(sentence)).reverse();
    for (const sentence of [...asking, text]) {
      for (const [kind, pattern] of Object.entries(ASKS_FOR) as [AskKind, RegExp][]) if (pattern.test(sentence)) asks.add(kind);
      if (asks.size > 0) break;
    }
  }
  const howBig = ASKS_HOW_BIG_TO_BUILD.test(text);
  const actions = [...new Set(EVERYDAY_ACTIONS.filter(([pattern]) => pattern.test(text)).flatMap(([, words]) => words))];
  return {
    text,
    point,
    story,
    asks,
    useVerdict: ASKS_USE_VERDICT.test(text) && !howBig,
    howBig,
    asksValue: ASKS_A_VALUE.test(text),
    meaning: ASKS_MEANING.test(point),
    kinds: ASKS_KINDS.test(point),
    documents: ASKS_DOCUMENTS.test(point),
    supplementary: ASKS_SUPPLEMENTARY.test(text),
    countsAs,
    setAside: [...text.matchAll(SET_ASIDE)].map((match) => match[1]!),
    actions,
    outsideField: outsideFieldOf(text, point),
    speaksOfBuilding: speaksOfBuilding(text),
  };
}

/** Whether words name building or land use; other laws' designations (어린이보호구역, 조정대상지역) do not. */
const speaksOfBuilding = (words: string) => BUILDING_AND_LAND_WORDS.test(words.replace(OTHER_LAWS_DESIGNATIONS, ' '));

/**
 * The neighbouring field a question asks about, if any. A question that names building or land anywhere is ours —
 * unless the clause that asks names none of it and asks in another field's words: "오피스텔 하나 팔았는데 … 가산세
 * 얼마나 붙나요?" asks about a tax whatever the story sold, "건축학과 졸업반인데 … 연봉이랑 워라밸" about a career —
 * or the question names building only as a place or a party (PLACE_WORDS) and speaks another field's own words: "상가
 * 월세 … 건물주가 월세를 30%나 올려달래요 … 나가야 하나요?" is a lease, "집 앞 도로에 차 세워두고 … 주정차 단속" traffic.
 */
function outsideFieldOf(text: string, point: string): OutsideField | null {
  if (!speaksOfBuilding(text)) return OUTSIDE_FIELDS.find((field) => field.words.test(text)) ?? null;
  if (!speaksOfBuilding(text.replace(PLACE_WORDS, ' '))) return OUTSIDE_FIELDS.find((field) => (field.asks ?? field.words).test(text)) ?? null;
  if (speaksOfBuilding(point)) return null;
  // A clause that asks about what the story told ("사용승인 나기 전이라도 먼저 들어와 살라고 … 전세 만기 때문에 급하긴
  // 한데 이렇게 입주해도 되는 건가요?") asks of the story's building act, whatever field its reason names.
  if (ASKS_OF_THE_STORY.test(point)) return null;
  return OUTSIDE_FIELDS.find((field) => (field.asks ?? field.words).test(point)) ?? null;
}

/** The sentences of a text, each with its offset into it. */
function sentencesOf(text: string): { start: number; text: string }[] {
  const starts = [0, ...[...text.matchAll(/[.?!？。]\s+/g)].map((match) => match.index! + match[0].length)].filter((start, i, all) => start < text.length && all.indexOf(start) === i);
  return starts.map((start, i) => ({ start, text: text.slice(start, starts[i + 1] ?? text.length) }));
}

/**
 * The point and the story: the last sentence that asks (a question mark or an asking ending), and within it, when
 * it is a story of its own ("…샀는데 옆집이 …라는데 이거 증축인가요?"), its last clause; a point shorter than a few
 * words takes the clause before it too ("…를 올렸어요. 가능한가요?" asks whether what was told is allowed).
 */
export function splitPoint(text: string): { point: string; story: string } {
  const sentences = sentencesOf(text);
  let at = sentences.length - 1;
  while (at > 0 && !ASKING_SENTENCE.test(sentences[at]!.text)) at--;
  if (!ASKING_SENTENCE.test(sentences[at]!.text)) at = sentences.length - 1;
  const sentence = sentences[at]!;
  // Clause starts within the sentence: after each "…는데", "…지만", "…라고 해서".
  const clauseStarts = [0, ...[...sentence.text.matchAll(CLAUSE_JOINS)].map((match) => match.index! + match[0].length)].filter((start) => start < sentence.text.length);
  let clause = clauseStarts.length - 1;
  let start = sentence.start + clauseStarts[clause]!;
  while (wordCount(text.slice(start, sentence.start + sentence.text.length)) < MIN_POINT_WORDS && clause > 0) start = sentence.start + clauseStarts[--clause]!;
  if (wordCount(text.slice(start)) < MIN_POINT_WORDS && at > 0) start = sentences[at - 1]!.start;
  return { point: text.slice(start).trim(), story: text.slice(0, start).trim() };
}

/** Fewer content words than this do not name what they ask about ("가능한가요?", "그게 몇 년인가요?"). */
const MIN_POINT_WORDS = 2;

/** Words that name something: not a question word, a filler or a pointer back to the story ("그게", "이런 경우"). */
const wordCount = (text: string) =>
  text
    .split(/[\s?!.,]+/)
    .map((word) => stripEnding(word))
    .filter((word) => /[가-힣A-Za-z0-9]{2,}/.test(word) && !QUESTION_FILLERS.has(word) && !POINTING_WORDS.test(word)).length;

/** A word without its particles and endings, as long as two characters remain: 건폐율은 → 건폐율, 설치해야 → 설치. */
export function stripEnding(word: string): string {
  for (let changed = true; changed; ) {
    changed = false;
    for (const ending of ENDINGS) {
      if (ending === '가' && ENDS_LIKE_PARTICLE_GA.test(word)) continue;
      if (ending === '이' && ENDS_LIKE_PARTICLE_I.test(word)) continue;
      if (ending === '로' && ENDS_LIKE_PARTICLE_RO.test(word)) continue;
      if (word.length - ending.length >= 2 && word.endsWith(ending)) {
        word = word.slice(0, -ending.length);
        changed = true;
        break;
      }
    }
  }
  return word;
}
