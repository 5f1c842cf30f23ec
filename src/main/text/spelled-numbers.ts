// Figures written out in Sino-Korean words ("구십 퍼센트", "이백오십 퍼센트", "천오백 제곱미터") read as the digits a
// statute writes ("90퍼센트"), so that a figure spelled out is checked like any other. Only a numeral with a place
// word (십, 백, 천, 만) before a unit is read: a lone 이 or 일 before 층 or 년 is as often "this" or "one" as a figure.

const DIGITS: Record<string, number> = { 일: 1, 이: 2, 삼: 3, 사: 4, 오: 5, 육: 6, 칠: 7, 팔: 8, 구: 9 };
const PLACES: Record<string, number> = { 십: 10, 백: 100, 천: 1_000 };

/** Units a spelled figure is read before: the ones the statutes measure caps, distances and counts in (not 일 or
 *  대, which begin too many words: "사천 일대"). */
const UNITS = '퍼센트|프로|%|제곱미터|미터|층|배|세대|개월|년';
const SPELLED = new RegExp(`(?<![가-힣\\d.,])([일이삼사오육칠팔구십백천만]*[십백천만][일이삼사오육칠팔구십백천만]*)(\\s?)(?=${UNITS})`, 'g');

function spelledValue(word: string): number | null {
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  for (const syllable of word) {
    if (syllable in DIGITS) {
      if (digit !== null) return null; // "구구" is no numeral
      digit = DIGITS[syllable]!;
    } else if (syllable in PLACES) {
      section += (digit ?? 1) * PLACES[syllable]!;
      digit = null;
    } else {
      total += (section + (digit ?? 0) || 1) * 10_000; // 만
      section = 0;
      digit = null;
    }
  }
  return total + section + (digit ?? 0);
}

export function withSpelledNumbersAsDigits(text: string): string {
  return text.replace(SPELLED, (whole, word: string) => {
    const value = spelledValue(word);
    return value === null ? whole : String(value);
  });
}
