// Dates in force. A statute text is law from its 시행일, not from its 공포일: an amendment promulgated today may apply
// only in a year, and until then the text in force is the one before it. An answer's passages are read against a
// reference date — today on the machine's clock, or the date pinned in 설정 — and a passage not yet in force is
// marked 시행 예정; a sentence grounded only in such passages says from when it applies.
import type { Citation } from '../../shared/contract';

/** Today as YYYY-MM-DD on the machine's own calendar (a field worker's "today", not UTC's). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Not yet in force on the reference date: its 시행일 lies after it (dates compare as YYYY-MM-DD strings). */
const notYetInForce = (citation: Pick<Citation, 'effective_date'>, referenceDate: string): boolean =>
  typeof citation.effective_date === 'string' && citation.effective_date > referenceDate;

const MARKERS = /\[(\d+)\]/g;
/** Sentences (or list items) of an answer, each with the [n] it cites. */
const SENTENCES = /[^\n.!?。]+(?:[.!?。]+|$)/g;
const CLAIM_CHARS = 40;

/**
 * The citations with `pending` set, and the ⚠️ lines to show with the answer: one per document not yet in force
 * that the answer cites, and one per sentence whose every [n] is such a passage.
 */
export function markInForce(answer: string, citations: readonly Citation[], referenceDate: string): { citations: Citation[]; warnings: string[] } {
  const marked = citations.map((citation) => ({ ...citation, pending: notYetInForce(citation, referenceDate) }));
  const byN = new Map<number, Citation>(marked.map((citation) => [citation.n, citation]));
  const warnings: string[] = [];

  const pendingDocuments = new Map<number, Citation[]>();
  for (const citation of marked) if (citation.pending) pendingDocuments.set(citation.document, [...(pendingDocuments.get(citation.document) ?? []), citation]);
  for (const group of pendingDocuments.values()) {
    const first = group[0]!;
    const promulgated = first.promulgation_date ? `(공포 ${first.promulgation_date})` : '';
    warnings.push(
      `⚠️ 시행 예정: ${group.map((citation) => `[${citation.n}]`).join(' ')} ${first.law_name ?? first.file_name}은(는) ${first.effective_date}부터 시행되는 조문입니다${promulgated}. 기준일 ${referenceDate}에 시행 중인 조문과 다를 수 있습니다.`,
    );
  }

  for (const sentence of answer.match(SENTENCES) ?? []) {
    const cited = [...sentence.matchAll(MARKERS)].flatMap((match) => byN.get(Number(match[1])) ?? []);
    if (cited.length === 0 || !cited.every((citation) => citation.pending)) continue;
    const claim = sentence.replace(MARKERS, '').replace(/\s+/g, ' ').replace(/\s+([.!?。])/g, '$1').trim();
    const from = cited.map((citation) => citation.effective_date!).sort()[0]!;
    warnings.push(`⚠️ "${claim.length > CLAIM_CHARS ? `${claim.slice(0, CLAIM_CHARS)}…` : claim}"의 근거는 시행 예정인 조문뿐입니다: ${from}부터 적용되며, 지금 시행 중인 조문은 다를 수 있습니다.`);
  }
  return { citations: marked, warnings };
}
