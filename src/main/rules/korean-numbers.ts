// Numbers as statutes write them: "1천500" (1,500), "2백" (200), "1만" (10,000), "1천만", "70", "12.5".

const UNITS: Record<string, number> = { 천: 1_000, 백: 100, 십: 10 };

export function parseKoreanNumber(text: string): number | null {
  const compact = text.replace(/[\s,]/g, '');
  if (/^\d+(\.\d+)?$/.test(compact)) return Number(compact);
  const match = /^((?:\d*[만천백십])+)(\d+(?:\.\d+)?)?$/.exec(compact);
  if (!match) return null;
  let total = 0;
  let section = 0; // the part below 만, added up until a 만 multiplies it
  for (const [, digits, unit] of match[1]!.matchAll(/(\d*)([만천백십])/g)) {
    if (unit === '만') {
      total += (section + (digits ? Number(digits) : 0) || 1) * 10_000;
      section = 0;
    } else {
      section += (digits ? Number(digits) : 1) * UNITS[unit!]!;
    }
  }
  return total + section + (match[2] ? Number(match[2]) : 0);
}
