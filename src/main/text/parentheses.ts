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

/** Whether the parenthesis `from` stands in closes before `to`: "고층건축물(…, 법 §2①19)은 … 1대" — the article
 *  is the aside's, not the figure's after it. */
export function asideClosesBefore(text: string, from: number, to: number): boolean {
  let depth = parenthesisDepth(text, from);
  if (depth === 0) return false;
  const inside = depth;
  for (let i = from; i < to; i++) {
    if (text[i] === '(' || text[i] === '（') depth++;
    else if (text[i] === ')' || text[i] === '）') depth--;
    if (depth < inside) return true;
  }
  return false;
}

/** The text without what stands inside parentheses, at any depth: "(… 숙박시설은 제외한다)" is an aside. */
export function withoutAsides(text: string): string {
  let depth = 0;
  let out = '';
  for (const char of text) {
    if (char === '(' || char === '（') depth++;
    else if ((char === ')' || char === '）') && depth > 0) depth--;
    else if (depth === 0) out += char;
  }
  return out;
}
