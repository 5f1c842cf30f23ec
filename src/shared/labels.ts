// How a passage's place is written for people, the same in the context, answers and the terminal.

/** "p.54" or "p.54–55". */
export function pageLabel(start: number, end: number): string {
  return start === end ? `p.${start}` : `p.${start}–${end}`;
}

/** "제84조(용도지역안에서의 건폐율)", or the article alone when it has no title. */
export function articleLabel(article: string, title: string | null): string {
  return title ? `${article}(${title})` : article;
}

/** "시행 2027-09-09 · 공포 2026-09-08 · 시행 예정": a passage's dates as every view shows them; empty when none is known. */
export function datesLabel(citation: { effective_date?: string | null | undefined; promulgation_date?: string | null | undefined; pending?: boolean | undefined }): string {
  return [citation.effective_date ? `시행 ${citation.effective_date}` : null, citation.promulgation_date ? `공포 ${citation.promulgation_date}` : null, citation.pending ? '시행 예정' : null]
    .filter(Boolean)
    .join(' · ');
}

/** How a place came to be an answer's, as a note after its name: the user's default place is said as such. */
const PLACE_FROM_NOTE = { default: ' (설정의 기본 지역)', answer: ' (답변에 적힌 지역)', question: '', none: '' } as const;

/**
 * "제2종일반주거지역 · 서울특별시 종로구 (설정의 기본 지역)": the zone and place an answer's rules were looked up for,
 * as the answer, the report and the export say it.
 */
export function scopeLabel(scope: { zone: string | null; jurisdiction: string; place_from?: keyof typeof PLACE_FROM_NOTE | undefined }): string {
  return [scope.zone, `${scope.jurisdiction}${PLACE_FROM_NOTE[scope.place_from ?? 'none']}`].filter(Boolean).join(' · ');
}
