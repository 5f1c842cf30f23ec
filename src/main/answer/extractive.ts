// Answers made without a language model: the rule-table facts that apply, and the best passages quoted as they
// stand, each with its [n]. Nothing is paraphrased, so nothing can be invented; the answer says it is extractive.
import type { Citation } from '../../shared/contract';
import { articleLabel, pageLabel } from '../../shared/labels';
import { formatFact, type RuleFact } from './rule-facts';
import { NATIONWIDE } from '../rules/jurisdictions';
import { canonicalZone } from '../rules/zones';

export const EXTRACTIVE_LABEL = '※ 추출식 답변: 언어 모델 없이 규칙표와 원문 발췌로 만든 답입니다.';
export const NO_CONTENT_TEXT =
  '수집된 문서에서 이 질문의 근거를 찾지 못했습니다. 관련 법령·조례 문서를 추가하거나, 법령명·조문·용도지역을 넣어 다시 물어보세요.';
const ORDINANCE_FIRST = '조례의 기준을 먼저 적었습니다: 조례가 정한 값이 국가 기준의 범위 안에서 우선 적용됩니다.';

const MAX_PASSAGES = 3;
const MAX_QUOTED_LINES = 6;
const MAX_QUOTE_CHARS = 600;

export interface ExtractiveInput {
  facts: readonly RuleFact[];
  /** The context's citations, best passage first. */
  ranked: readonly Citation[];
  /** Words whose lines are worth quoting (the question's terms, the zone). */
  terms: readonly string[];
}

export function extractiveAnswer({ facts, ranked, terms }: ExtractiveInput): { text: string; cited: number[] } {
  const cited: number[] = [];
  const cite = (n: number | null) => {
    if (n !== null && !cited.includes(n)) cited.push(n);
    return n !== null ? ` [${n}]` : '';
  };
  const parts = [EXTRACTIVE_LABEL];
  if (facts.length > 0) parts.push(factsSection(facts, cite));

  const passages = [...facts.map((fact) => ranked.find((citation) => citation.n === fact.n)), ...ranked]
    .filter((citation): citation is Citation => citation !== undefined)
    .filter((citation, index, all) => all.findIndex((other) => other.n === citation.n) === index)
    .slice(0, Math.max(MAX_PASSAGES, facts.length));
  if (passages.length > 0) {
    parts.push(['**관련 조문**', ...passages.map((citation) => `[${citation.n}] ${sourceLine(citation)}\n${quote(citation.text, terms)}`)].join('\n\n'));
    for (const citation of passages) cite(citation.n);
  }
  return { text: parts.join('\n\n'), cited };
}

/** The answer when retrieval found nothing; rule-table facts still show, marked as not found in the documents. */
export function noContentAnswer(facts: readonly RuleFact[]): string {
  if (facts.length === 0) return NO_CONTENT_TEXT;
  return [NO_CONTENT_TEXT, `다만 규칙표에는 다음 기준이 있습니다 (원문 문서는 수집되어 있지 않습니다):\n${facts.map((fact) => `- ${formatFact(fact)}`).join('\n')}`].join('\n\n');
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

/** The passage's lines that contain a term (with its first line for orientation), as a Markdown quote. */
function quote(text: string, terms: readonly string[]): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const compactTerms = terms.map(canonicalZone).filter((term) => term.length >= 2);
  const matching = lines.filter((line) => compactTerms.some((term) => canonicalZone(line).includes(term)));
  const chosen = matching.length > 0 ? [...new Set([lines[0]!, ...matching])].slice(0, MAX_QUOTED_LINES) : lines.slice(0, MAX_QUOTED_LINES);
  let quoted = chosen.join('\n');
  if (quoted.length > MAX_QUOTE_CHARS) quoted = `${quoted.slice(0, MAX_QUOTE_CHARS)}…`;
  const elided = chosen.length < lines.length;
  return `${quoted.split('\n').map((line) => `> ${line}`).join('\n')}${elided ? '\n> …' : ''}`;
}
