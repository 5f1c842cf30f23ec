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
