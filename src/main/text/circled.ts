// Paragraph marks as statutes write them: ① is 제1항 … ⑳ is 제20항 (… ㊿ 제50항).
const CIRCLED_ONE = 0x2460;

/** The number a circled mark stands for: "③" → 3. */
export function circledNumber(mark: string): number {
  return mark.codePointAt(0)! - CIRCLED_ONE + 1;
}

/** The circled mark of a paragraph number: 3 → "③". */
export function circledMark(n: number): string {
  return String.fromCodePoint(CIRCLED_ONE + n - 1);
}

/** Every paragraph mark in order: the ones past ⑳ stand in other Unicode blocks, so they are listed, not computed. */
const PARAGRAPH_MARKS = '①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳㉑㉒㉓㉔㉕㉖㉗㉘㉙㉚㉛㉜㉝㉞㉟㊱㊲㊳㊴㊵㊶㊷㊸㊹㊺㊻㊼㊽㊾㊿';

/** The paragraph a line opens: "⑫ 본문" → 12; null when it does not start with a paragraph mark. */
export function paragraphNumber(line: string): number | null {
  const index = PARAGRAPH_MARKS.indexOf(line.charAt(0));
  return index < 0 ? null : index + 1;
}
