// Reads a question into what the search needs: the statute it names (국토계획법 시행령), the articles it cites
// (제84조, 84조, 제84조의2, 47조 7항), and the remaining words as search terms.
import type { LawKind } from '../../shared/contract';
import { normalizeLine } from '../text/normalize';
import type { LawMention, LawNameResolver } from './law-names';
import { asksForDefinition, questionTerms, type TermGroup } from './query-terms';

export interface ArticleRef {
  /** '제84조', '제84조의2' */
  label: string;
  /** The 항 cited with it (47조 7항 → 7), to prefer the chunk holding that paragraph. */
  paragraph: number | null;
}

export interface QueryPlan {
  text: string;
  law: LawMention | null;
  /** "시행령 85조" without a statute's name: the kind of statute meant. */
  lawKind: LawKind | null;
  articles: ArticleRef[];
  terms: TermGroup[];
  /** The question asks what something is: definitions (정의 articles) answer it. */
  definition: boolean;
}

const ARTICLE_REF = /(?:제\s*)?(\d{1,4})\s*조(?:\s*의\s*(\d{1,3}))?(?:\s*(?:제\s*)?(\d{1,2})\s*항)?(?:\s*(?:제\s*)?\d{1,3}\s*호)?/g;
const KIND_WORDS: readonly (readonly [RegExp, LawKind])[] = [
  [/(^|\s)시행규칙(?=\s|$)/, '시행규칙'],
  [/(^|\s)시행령(?=\s|$)/, '시행령'],
];

export function planQuery(question: string, laws: LawNameResolver): QueryPlan {
  let text = normalizeLine(question);
  const law = laws.find(text);
  let rest = law ? `${text.slice(0, law.start)} ${text.slice(law.end)}` : text;

  const articles: ArticleRef[] = [];
  rest = rest.replace(ARTICLE_REF, (_match, number: string, branch: string | undefined, paragraph: string | undefined) => {
    articles.push({ label: branch ? `제${Number(number)}조의${Number(branch)}` : `제${Number(number)}조`, paragraph: paragraph ? Number(paragraph) : null });
    return ' ';
  });

  let lawKind: LawKind | null = null;
  if (!law) {
    for (const [pattern, kind] of KIND_WORDS) {
      if (pattern.test(rest)) {
        lawKind = kind;
        rest = rest.replace(pattern, ' ');
        break;
      }
    }
  }
  text = text.trim();
  return { text, law, lawKind, articles, terms: questionTerms(rest), definition: asksForDefinition(text) };
}
