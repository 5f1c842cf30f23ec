// Paragraph marks as statutes write them: ① is 제1항 … ⑳ is 제20항.
const CIRCLED_ONE = 0x2460;

/** The number a circled mark stands for: "③" → 3. */
export function circledNumber(mark: string): number {
  return mark.codePointAt(0)! - CIRCLED_ONE + 1;
}

/** The circled mark of a paragraph number: 3 → "③". */
export function circledMark(n: number): string {
  return String.fromCodePoint(CIRCLED_ONE + n - 1);
}
