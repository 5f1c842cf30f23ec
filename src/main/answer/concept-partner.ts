// "Does X count as Y" and "A예요 B예요?" are answered by what defines or measures Y: a 정의 item, an item of the
// decree's 산정 rules. When the answering line is a rule that uses the word instead — 법 제55조's 건폐율 for "물린 땅도
// 대지면적에 들어가서 건폐율 계산할 때 쳐주나요?", 시행령 제46조's 대피공간 for "발코니도 방처럼 쓸 수 있는 공간으로
// 쳐주나요?" — the line of another article at hand that defines or measures a word of the question is shown with it,
// under its own source and [n], as the other level of a 법 article is (level-partner.ts). Any question's words are
// read so: a rule is read with what its words mean (dev and dev3 first line +1 each, dev2 unchanged, no question lost;
// shown for 31 of dev2's 175 answers, 9 when only "does X count as Y" questions had it).
import { measuresAsked, withItsList, type Intent, type Line, type ScoredPassage } from './extractive-select';

export interface ConceptPartner {
  passage: ScoredPassage;
  lines: Line[];
  /** defines: a 정의 line ("14. "발코니"란 …"); measures: an item saying how a quantity is reckoned ("1. 대지면적: …"). */
  role: 'defines' | 'measures';
}

export function conceptPartner(groups: readonly (readonly ScoredPassage[])[], lead: { passage: ScoredPassage; line: Line }, intent: Intent): ConceptPartner | null {
  // A meaning answered by a definition needs no second one; whether a thing counts in a ratio the answering line
  // defines (건폐율) still needs the measure of the quantity it counts in (대지면적).
  if (lead.line.defines && !intent.countsAs) return null;
  const { law_name: law, article } = lead.passage.citation;
  const candidates = groups
    .flat()
    .filter((passage) => passage.citation.law_name !== law || passage.citation.article !== article)
    .flatMap((passage) =>
      passage.lines
        .filter((line) => line.score > 0)
        .filter((line) => line.defines || measuresAsked(passage, line, intent.point))
        .map((line) => ({ passage, line })),
    );
  const best = candidates.sort((a, b) => b.line.score - a.line.score)[0];
  if (!best) return null;
  // A 정의 article's item defines ("나. 노외주차장: …" as much as "1. "주차장"이란 …"); another's names what it measures.
  const role = best.passage.citation.article_title !== '정의' && measuresAsked(best.passage, best.line, intent.point) ? 'measures' : 'defines';
  return { passage: best.passage, lines: withItsList(best.passage, best.line), role };
}
