// How a passage's place is written for people, the same in the context, answers and the terminal.

/** "p.54" or "p.54–55". */
export function pageLabel(start: number, end: number): string {
  return start === end ? `p.${start}` : `p.${start}–${end}`;
}

/** "제84조(용도지역안에서의 건폐율)", or the article alone when it has no title. */
export function articleLabel(article: string, title: string | null): string {
  return title ? `${article}(${title})` : article;
}
