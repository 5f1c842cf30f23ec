// Parking standards by use, read from a parking annex (주차장법 시행령 별표 1 "부설주차장의 설치대상 시설물 종류 및
// 설치기준", or an ordinance's own): each row names its uses ("문화 및 집회시설(관람장은 제외한다), 종교시설, …") and
// their standard ("시설면적 150㎡당 1대(시설면적/150㎡)"), as a table row ("…  | …") or a line. A row whose uses each
// have their own standard ("골프장: 1홀당 10대(…), 골프연습장: 1타석당 1대 …") gives a row per use. The 비고 on
// counting (소수점 이하, 1대 미만) is kept with every row, for the count (rules/parking.ts).
import { tableCells } from './annex-cells';
import { compactUse } from './building-classes';
import { parseKoreanNumber } from '../text/korean-numbers';
import type { StoredArticle } from './parse-zoning';
import type { ParkingRatioRow } from './rule-store';

export type ParsedParking = Omit<ParkingRatioRow, 'jurisdiction' | 'law_name' | 'document'>;

const PARKING_ANNEX_TITLE = /부설주차장.*설치기준|주차장.*설치기준/;
/** A row's first cell: its number and its uses ("1. 위락시설"); a header row ("시설물 | 설치기준") has no number. */
const USES_CELL = /^(\d+)\.\s*(.+)$/;
/** "시설면적 150㎡당 1대": an area standard. */
const PER_AREA = /시설면적\s*([0-9][0-9천백만,.]*)\s*(?:㎡|제곱미터)\s*당\s*([0-9.]+)\s*대/;
/** "1홀당 10대", "1타석당 1대", "1실당 1대": per unit; "정원 15명당 1대", "1석당": per seat or person. */
const PER_UNIT = /([0-9.]+)\s*(홀|타석|실|세대|면)\s*당\s*([0-9.]+)\s*대/;
const PER_SEAT = /(?:정원\s*)?([0-9.]+)\s*(명|석|인)\s*당\s*([0-9.]+)\s*대/;
/** A tiered standard: "시설면적 50㎡ 초과 150㎡ 이하: 1대, …" — computed from its text. */
const TIERED = /초과\s*[0-9.]+\s*(?:㎡|제곱미터)\s*이하\s*:/;

/** Uses split at commas outside parentheses, each with what it leaves out. */
function usesIn(text: string): { use: string; excluding: string | null }[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const excluding = /\(([^)]*제외[^)]*)\)/.exec(part)?.[1] ?? null;
      const name = part.replace(/\([^)]*\)/g, '').trim();
      // "방송통신시설 중 방송국": the use is the narrower one.
      const narrowed = /\s중\s+(.+)$/.exec(name);
      return { use: compactUse(narrowed ? narrowed[1]! : name), excluding };
    });
}

/** The standard's basis and numbers. */
function standardOf(text: string): Pick<ParsedParking, 'basis' | 'per' | 'cars'> {
  if (TIERED.test(text)) return { basis: 'formula', per: null, cars: null };
  const area = PER_AREA.exec(text);
  if (area) return { basis: 'area', per: parseKoreanNumber(area[1]!), cars: Number(area[2]) };
  const unit = PER_UNIT.exec(text);
  if (unit) return { basis: 'unit', per: Number(unit[1]), cars: Number(unit[3]) };
  const seat = PER_SEAT.exec(text);
  if (seat) return { basis: 'seat', per: Number(seat[1]), cars: Number(seat[3]) };
  return { basis: 'formula', per: null, cars: null };
}

export function parseParkingAnnex(annex: StoredArticle): ParsedParking[] {
  if (!annex.article || !PARKING_ANNEX_TITLE.test(annex.title ?? '')) return [];
  const lines = annex.lines.map(({ text, page }) => ({ text: text.trim(), page }));
  const notes = lines.filter(({ text }) => /소수점|1대\s*미만|끝수/.test(text)).map(({ text }) => text);
  const note = notes.length > 0 ? notes.join(' ') : null;
  const rows: ParsedParking[] = [];
  for (const { text, page } of lines) {
    const cells = tableCells(text);
    const row = cells ? USES_CELL.exec(cells[0]!) : null;
    if (!cells || !row) continue;
    // A standard split over columns ("시설면적 100제곱미터당" | "1대") is one standard.
    const [, number, usesText] = row;
    const standardText = cells.slice(1).filter(Boolean).join(' ');
    const uses = usesIn(usesText!);
    // "골프장: 1홀당 10대(…), 골프연습장: …": each use its own standard.
    const own = new Map([...standardText.matchAll(/([가-힣]{2,10})\s*:\s*([^:]+?)(?=,\s*[가-힣]{2,10}\s*:|$)/g)].map((match) => [compactUse(match[1]!), match[2]!.trim()]));
    for (const { use, excluding } of uses) {
      const formula = own.get(use) ?? standardText;
      rows.push({ use, excluding, ...standardOf(formula), formula, note, article: annex.article, item: `제${number}호`, page });
    }
  }
  return rows;
}
