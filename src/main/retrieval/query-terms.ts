// Korean question → search terms. Field staff type "제2종 일반주거지역 건폐율 얼마야?" or "담장이 건축선 넘어가도되나":
// particles and verb endings are stripped from words (건폐율은 → 건폐율, 설치해야 → 설치), question words and
// fillers are dropped, words that only frame the question (기준, 종류, 차이) count for less, and everyday words
// get the statute's word as an alternative (건물 → 건축물, 엘리베이터 → 승강기, 도시계획 → 도시ㆍ군계획).

import { EVERYDAY_WORDS, ENDINGS, FRAMING_WORDS, QUESTION_FILLERS as STOPWORDS, VERB_WITH_AUXILIARY } from '../text/question-words';
import { stripEnding } from '../text/question';

export { stripEnding };

/** Everyday word → the statute's words (text/question-words.ts). The everyday word stays a search term too. */
const SYNONYMS = EVERYDAY_WORDS;

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
  /** Only in a story's circumstances, not in the clause that asks (query-plan.ts). */
  story?: boolean;
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
  // A full stop ends a word, a decimal point does not: "높이 7.5m" asks about 7.5미터, not 5미터.
  // Jamo runs (ㅠㅠ, ㅋㅋ) are feelings glued to a word ("하는데ㅠ"), not part of it. A ㆍ joins the items of a list
  // ("캠핑ㆍ취사하면", "절토ㆍ성토"), each a word — but not in 도시ㆍ군계획, the statutes' one term (RENAMED).
  const words = expandUnits(text).split(/(?:[\s?!,;:~()[\]{}「」『』<>"'“”‘’/…\u3131-\u3163]|ㆍ(?!군)|(?<!\d)\.|\.(?!\d))+/);
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
    const auxiliary = VERB_WITH_AUXILIARY.exec(word);
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

/** Words that only carry the meaning intent ("뜻이", "정의가"); the 정의 article is found by its title, not by them. */
export const isMeaningWord = (word: string): boolean => /^(뜻|의미|정의|개념)/.test(word) && word.length <= 3;

/** Words that only carry the kinds intent. */
export const isKindsWord = (word: string): boolean => /^(종류|분류|가지|나뉘|나눠|나누)/.test(word);

/** Words that name a sanction: they say what a question asks, not what it is about. */
export const isPenaltyWord = (word: string): boolean => /^(벌칙|처벌|벌금|징역|과태료)$/.test(word);
