// Korean question → search terms. Field staff type "제2종 일반주거지역 건폐율 얼마야?" or "담장이 건축선 넘어가도되나":
// particles and verb endings are stripped from words (건폐율은 → 건폐율, 설치해야 → 설치), question words and
// fillers are dropped, words that only frame the question (기준, 종류, 차이) count for less, and everyday words
// get the statute's word as an alternative (건물 → 건축물, 엘리베이터 → 승강기, 도시계획 → 도시ㆍ군계획).

import { PARAPHRASES } from './paraphrases';

/** Endings removed from a word, longest first, as long as two characters of the word remain. */
const ENDINGS = [
  '하는것도', '하는것은', '하는것이', '되는것도', '하는것', '되는것', '는것도', '는것은', '는것이', '는것',
  '해야되나요', '해야되는지', '해야하나요', '해야되나', '해야되는', '해야하는', '해야하나', '야되나요', '야되는지',
  '할수있는', '할수있나', '할수있어', '수있는지', '수있나요', '가능한지', '가능한가', '가능한', '가능',
  '하려면', '되나요', '되는지', '하나요', '인가요', '인지',
  '에서는', '에서도', '으로는', '으로서', '으로써', '이라도', '이라는', '이라면', '까지는', '부터는',
  '야되나', '야되는', '야하는', '수있나', '수있어', '수있는', '해야', '해도', '하면', '하는', '할때', '했을때',
  '되나', '되는', '되면', '되고', '돼도', '이면', '으면', '에서', '으로', '에게', '까지', '부터', '이랑', '하고',
  '이나', '이란', '라는', '이며', '이고', '처럼', '보다', '마다',
  '할', '돼', '져', '은', '는', '이', '가', '을', '를', '의', '에', '로', '와', '과', '도', '만', '란', '랑', '야', '요', '면',
];

/** Words that carry no search meaning in a question. */
const STOPWORDS = new Set([
  '얼마', '얼마나', '얼만', '몇', '며칠', '뭐', '뭐뭐', '뭔', '무엇', '무슨', '어떤', '어떻게', '어디', '어디까지', '언제',
  '왜', '누가', '알려줘', '알려주세요', '알려', '궁금', '궁금해', '좀', '정도', '관련', '내용', '대해', '대해서',
  '있어', '있나', '있는', '있음', '없어', '없나', '돼', '됨', '된다', '되고', '되는', '하는', '에서', '가능', '가능해',
  '하나', '할', '한', '수', '것', '거', '것들', '건가', '인가', '이야', '맞아', '맞나', '맞음', '다', '또', '그', '이', '저',
  '해', '함', '뭐야', '뭐지', '뭐있', '뭐있어', '말하', '말하는', '말야', '건지', '걸려', '나와', '해줘', '쳐야',
  '둬야', '줘', '내야', '해야', '돼요', '되요', '같은', '경우에', '안에서', '안의', '내에서', '안에',
  '뭐예요', '뭐에요', '뭐예', '뭐에', '뭔가요', '뭡니까', '무엇인가요', '뭔데', '어떻게돼', '돼나', '되나', '있는지', '없는지',
  '되는지', '하는지', '하면',
  // "허가 받고": a connective of 받다 the statutes do not write (they say 받은, 받아, 받지 아니하고).
  '받고',
]);

/** Words that frame a question rather than name its subject: they count half. */
const FRAMING_WORDS = new Set(['기준', '종류', '차이', '조건', '범위', '방법', '절차', '대상', '경우', '최소', '최대', '이상', '이하', '이내', '상한', '하한', '한도', '요건']);

/** Everyday word → the statute's words (paraphrases.ts). The everyday word stays a search term too. */
const SYNONYMS = PARAPHRASES;

/** Since 2012 statutes say 도시ㆍ군계획 where people (and older texts) say 도시계획. */
const RENAMED: readonly (readonly [RegExp, string])[] = [
  [/도시(계획|관리계획|기본계획)/, '도시ㆍ군$1'],
];

/** "몇미터" → "미터": a question word glued to the noun it asks about. */
const QUESTION_PREFIXES = ['최대몇', '최소몇', '몇'];
/** A unit glued to the next word after 몇 ("몇미터넘으면", "몇퍼센트까지는"): the unit, then the rest. */
const GLUED_UNIT = /^(제곱미터|센티미터|미터|퍼센트|개월)(.{2,})$/;
/** A one-character unit and nothing but a particle: "층까지", "년이면", "대부터". */
const UNIT_WITH_PARTICLE = /^(층|년|일|대|번|회|달|평)(까지|부터|이상|이하|이내|이면|이야|은|는|이|가|을|를|에|도|만)$/;

export interface TermGroup {
  /** The word as typed (after particle stripping). */
  word: string;
  /** Alternatives that count as this term: the word and its statute synonyms. */
  forms: string[];
  /** 1, or less for words that only frame the question. */
  weight: number;
}

/** Units typed short: 50센티 → 50센티미터, 4m → 4미터, 200평방미터/200m2 → 200제곱미터. */
function expandUnits(text: string): string {
  return text
    .replace(/(\d)\s*센티(?!미터)/g, '$1센티미터')
    .replace(/(\d)\s*(?:m2|m²|평방미터)/gi, '$1제곱미터')
    .replace(/(\d)\s*m(?![a-z²2])/gi, '$1미터');
}

/** Spoken contractions next to the written form the statute uses: 접해 → 접하, 안돼 → 안되. */
function writtenForms(word: string): string[] {
  if (word.length >= 2 && word.endsWith('해')) return [`${word.slice(0, -1)}하`];
  if (word.length >= 2 && word.endsWith('돼')) return [`${word.slice(0, -1)}되`];
  return [];
}

export function questionTerms(text: string): TermGroup[] {
  const groups: TermGroup[] = [];
  const seen = new Set<string>();
  const words = expandUnits(text).split(/[\s?!.,;:~()[\]{}「」『』<>"'“”‘’/…]+/);
  for (let at = 0; at < words.length; at++) {
    let word = words[at]!.trim();
    if (!word || STOPWORDS.has(word)) continue;
    const prefix = QUESTION_PREFIXES.find((question) => word.startsWith(question) && word.length > question.length);
    if (prefix) {
      word = word.slice(prefix.length);
      // "몇미터넘으면": the unit asked for, then a word of its own.
      const glued = GLUED_UNIT.exec(word);
      if (glued) {
        words.push(glued[2]!);
        word = glued[1]!;
      }
    }
    // "몇 층까지", "몇 년이면": a unit and its particle; the figure asked is read from the question (figures.ts).
    if (UNIT_WITH_PARTICLE.test(word)) continue;
    // "쌓아두는", "만들어버렸는데": a verb (…아/어/여) and an auxiliary (두다, 놓다, 버리다); the statutes use the verb
    // with another auxiliary ("쌓아놓는") or none, so the verb is the term.
    const auxiliary = /^([가-힣]{1,3}[아어여])(?:두|둔|둬|놓|놨|버리|버린|버렸|버려)[가-힣]*$/.exec(word);
    if (auxiliary) word = auxiliary[1]!;
    word = stripEnding(word);
    // "허가받은", "면제받을", "승인받아": the statutes write 허가를 받은 — the noun is the term.
    word = word.replace(/^([가-힣]{2,})받아?$/, '$1');
    // A one-character word with a statute synonym keeps its meaning without its particle: "폭이" → 폭 (→ 너비).
    // Not a word of its own that happens to end like a particle: 차이 is not 차 + 이.
    if (word.length === 2 && !FRAMING_WORDS.has(word) && SYNONYMS[word.charAt(0)] && ENDINGS.includes(word.charAt(1))) word = word.charAt(0);
    // One character is too little to search for ("층", "담"), unless it is a number or has a statute synonym (폭).
    if (!word || STOPWORDS.has(word) || (word.length < 2 && !/[0-9]/.test(word) && !SYNONYMS[word])) continue;
    if (seen.has(word)) continue;
    seen.add(word);
    const renamed = RENAMED.filter(([pattern]) => pattern.test(word)).map(([pattern, replacement]) => word.replace(pattern, replacement));
    const forms = [word, ...(SYNONYMS[word] ?? []), ...renamed, ...writtenForms(word)];
    groups.push({ word, forms: [...new Set(forms)], weight: FRAMING_WORDS.has(word) ? 0.5 : 1 });
  }
  return groups;
}

/** Nouns that end like the particle 가: "건축허가" is not 건축허 + 가. */
const ENDS_IN_GA = /(?:허|평|추|증|시|상|휴|대)가$/;

export function stripEnding(word: string): string {
  for (let changed = true; changed; ) {
    changed = false;
    for (const ending of ENDINGS) {
      if (ending === '가' && ENDS_IN_GA.test(word)) continue;
      if (word.length - ending.length >= 2 && word.endsWith(ending)) {
        word = word.slice(0, -ending.length);
        changed = true;
        break;
      }
    }
  }
  return word;
}

/**
 * Questions that ask what a word means ("대수선이란?", "리모델링 뜻이 뭐예요", "발코니 정의"): the act's 정의 article
 * answers them. Narrower than asksForDefinition, which also takes "…가 뭐야?" and "차이" (weakly).
 */
export function asksForMeaning(text: string): boolean {
  // "건축법에서 말하는 도로": the word as the act defines it.
  return /(뜻|의미|정의|개념|무슨\s*말|[가-힣]\s*(이)?란\s*(\?|$|뭐|무엇|무슨)|(법|령|규칙)(에서|상)\s*말하는)/.test(text);
}

/** Words that only carry the meaning intent ("뜻이", "정의가"); the 정의 article is found by its title, not by them. */
export const isMeaningWord = (word: string): boolean => /^(뜻|의미|정의|개념)/.test(word) && word.length <= 3;

/** Questions that ask for the kinds of something: "용도지구 종류 뭐 있어?", "용도지역 어떻게 나뉘어?", "몇 가지로 분류". */
export function asksForKinds(text: string): boolean {
  // Not "땅 나눠서 팔려는데": dividing a plot is 분할, not a question about kinds.
  return /(종류|분류|뭐뭐|몇\s*가지|나뉘|나눠져|나누어져)/.test(text);
}

/** Words that only carry the kinds intent. */
export const isKindsWord = (word: string): boolean => /^(종류|분류|가지|나뉘|나눠|나누)/.test(word);

/** Words that name a sanction: they say what a question asks, not what it is about. */
export const isPenaltyWord = (word: string): boolean => /^(벌칙|처벌|벌금|징역|과태료)$/.test(word);

/**
 * Questions about what to hand in ("도면 뭐 내야 돼?", "첨부서류", "제출서류"): forms and the papers attached to them
 * are set by the 시행규칙 ("별지 제1호의4서식의 … 신청서에 다음 각 호의 서류를 첨부하여").
 */
export function asksForDocuments(text: string): boolean {
  return /(서류|도면|서식|첨부|제출)/.test(text);
}

/** Questions about sanctions ("처벌", "벌칙", "과태료", "벌금", "징역"): the act's 벌칙 chapter answers them. */
export function asksForPenalty(text: string): boolean {
  return /(처벌|벌칙|과태료|벌금|징역|형사|벌\s*받)/.test(text);
}

/** Questions that ask what something is ("…가 뭐야?", "…의 정의", "차이가 뭐야") are answered by definitions. */
export function asksForDefinition(text: string): boolean {
  return /(뭐야|뭐지|무엇|뭔가요|뭔지|정의|뜻|의미|차이|이란|란\?)/.test(text);
}
