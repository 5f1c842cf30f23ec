// How deep inside parentheses a position of a text stands: an aside ("(… 경우에는 5센티미터)") is read apart from
// the sentence it sits in, and a "다." inside one ends no sentence. Full-width （ ） count as the same marks.

export function parenthesisDepth(text: string, at: number): number {
  let depth = 0;
  for (let i = 0; i < at; i++) {
    if (text[i] === '(' || text[i] === '（') depth++;
    else if ((text[i] === ')' || text[i] === '）') && depth > 0) depth--;
  }
  return depth;
}
