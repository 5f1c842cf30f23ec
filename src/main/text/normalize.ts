// Korean text normalization shared by ingestion and search, so that what is indexed and what is asked
// compare equal: NFC, half-width digits and Latin letters, one kind of middle dot, plain spaces.

const FULL_WIDTH_START = 0xff01; // ！
const FULL_WIDTH_END = 0xff5e; // ～
const FULL_WIDTH_OFFSET = 0xfee0;

/** ·, ‧, ・ and ･ are typed for the ㆍ (U+318D) that Korean statutes use between listed terms. */
const MIDDLE_DOTS = /[\u00b7\u2027\u30fb\uff65]/g;
/** Zero-width characters and the BOM carry nothing but break substring matching. */
const INVISIBLES = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;
/** NBSP, ideographic space, thin spaces, tabs: all become one plain space. */
const ODD_SPACES = /[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;

export function toHalfWidth(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out += code >= FULL_WIDTH_START && code <= FULL_WIDTH_END ? String.fromCodePoint(code - FULL_WIDTH_OFFSET) : char;
  }
  return out;
}

/** Normalizes one line: NFC, half-width ASCII, ㆍ, single spaces, trimmed. */
export function normalizeLine(line: string): string {
  return toHalfWidth(line.normalize('NFC'))
    .replace(INVISIBLES, '')
    .replace(MIDDLE_DOTS, 'ㆍ')
    .replace(ODD_SPACES, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Normalizes a block of text line by line; line structure is kept, runs of blank lines collapse to one. */
export function normalizeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map(normalizeLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
