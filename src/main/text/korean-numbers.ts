// Numbers as statutes and people write them: "1천500" (1,500), "2백" (200), "1만" (10,000), "1천만", "5천만", "1억",
// "3억5천만", "70", "12.5", "1,000".

const SMALL_UNITS: Record<string, number> = { 천: 1_000, 백: 100, 십: 10 };
const LARGE_UNITS: Record<string, number> = { 억: 100_000_000, 만: 10_000 };

export function parseKoreanNumber(text: string): number | null {
  const compact = text.replace(/[\s,]/g, '');
  if (/^\d+(\.\d+)?$/.test(compact)) return Number(compact);
  const match = /^((?:\d*(?:\.\d+)?[억만천백십])+)(\d+(?:\.\d+)?)?$/.exec(compact);
  if (!match) return null;
  let total = 0;
  let section = 0; // the part below the next 만 or 억, added up until one multiplies it
  for (const [, digits, unit] of match[1]!.matchAll(/(\d*(?:\.\d+)?)([억만천백십])/g)) {
    const count = digits ? Number(digits) : null;
    const large = LARGE_UNITS[unit!];
    if (large !== undefined) {
      total += (section + (count ?? 0) || 1) * large;
      section = 0;
    } else {
      section += (count ?? 1) * SMALL_UNITS[unit!]!;
    }
  }
  return total + section + (match[2] ? Number(match[2]) : 0);
}
