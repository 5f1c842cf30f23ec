// What may be built in a 용도지역, read from its annex (국토계획법 시행령 별표 2–22): "제2종일반주거지역안에서 건축할 수
// 있는 건축물" lists, item by item, the uses that may be built (1. 건축할 수 있는 건축물), those an ordinance may allow
// (2. 도시ㆍ군계획조례가 정하는 바에 따라 건축할 수 있는 건축물); "계획관리지역안에서 건축할 수 없는 건축물" lists what may
// not (and what an ordinance may forbid). Each use is named as a class of 건축법 시행령 별표 1 ("「건축법 시행령」 별표 1
// 제4호의 제2종 근린생활시설(단란주점 및 안마시술소는 제외한다)"), sometimes narrowed ("공장 중 인쇄업 …").
// Code reads the verdict from the list's heading and the narrowing from the item; nothing is guessed. A list of what
// may be built is exhaustive (국토계획법 제76조): a class it does not list gets a 불허 row saying so; in a list of what
// may not, a class it does not list gets 허용 under what the list forbids of every building ("4층을 초과하는 모든 건축물").
import type { StoredArticle } from './parse-zoning';
import { tableCells } from './annex-cells';
import { BUILDING_CLASSES, compactUse } from './building-classes';
import { findZone } from './zones';

export interface ParsedLandUse {
  zone_district: string;
  activity: string;
  permission: '허용' | '불허' | '조건부허용';
  conditions: string | null;
  article: string;
  /** '제1호가목'; a class the list leaves out: null. */
  item: string | null;
  page: number;
}

/** "제2종일반주거지역안에서 건축할 수 있는 건축물", "계획관리지역 안에서 건축할 수 없는 건축물". */
const ZONE_ANNEX_TITLE = /^(.+?지역)\s*(?:안|내)\s*에서\s*건축할\s*수\s*(있는|없는)\s*건축물/;
const TOP_ITEM = /^(\d+)\.\s*(.*)$/;
const SUB_ITEM = /^([가-하])\.\s*(.*)$/;
const SUB_POINT = /^(?:\(\d+\)|\d+\))\s*(.*)$/;
/** "주1) 바닥면적의 합계가 500제곱미터 이하인 것에 한정한다.": a footnote a table's "주1)" cell points at. */
const FOOTNOTE = /^(주\s*\d+\))\s*(.+)$/;
/** "「건축법 시행령」 별표 1 제4호의 제2종 근린생활시설…", "별표 1 제17호의 공장 중 …". */
const CLASS_REFERENCE = /별표\s*1\s*제\s*(\d+)\s*호(?:\s*[가-하]\s*목)?\s*의\s*(.+)$/;
/** An ordinance decides: "도시ㆍ군계획조례가 정하는 바에 따라", "조례로 정하는 바에 의하여". */
const BY_ORDINANCE = /조례/;
/** Said of every building ("4층을 초과하는 모든 건축물"): a condition on all the classes the list does not name. */
const EVERY_BUILDING = /모든\s*건축물/;

type Mode = { permission: ParsedLandUse['permission']; condition: string | null };

/** The verdict a top item's heading gives its uses, in a list of what may (allows) or may not be built. */
function modeOf(heading: string, allows: boolean): Mode {
  const ordinance = BY_ORDINANCE.test(heading);
  const can = /건축할\s*수\s*있는/.test(heading) ? true : /건축할\s*수\s*없는/.test(heading) ? false : allows;
  if (ordinance) return { permission: '조건부허용', condition: can ? '도시ㆍ군계획조례가 정하는 바에 따라 건축할 수 있음' : '도시ㆍ군계획조례로 건축을 금지할 수 있음' };
  return { permission: can ? '허용' : '불허', condition: null };
}

/** An item's use: the class it names, and what narrows it ("중 …", "…로서 …", "(…는 제외한다)"). */
function useOf(text: string): { activity: string; narrowing: string | null } | null {
  const reference = CLASS_REFERENCE.exec(text);
  const named = reference ? BUILDING_CLASSES[Number(reference[1])] : undefined;
  const rest = reference ? reference[2]!.trim() : text.trim();
  const activity = named ?? Object.values(BUILDING_CLASSES).find((name) => compactUse(rest).startsWith(name));
  if (!activity) return null;
  // What follows the class's own name in the item: "(단란주점 … 제외한다)", "중 유치원ㆍ…", "으로서 … 미만인 것". A
  // class named otherwise than its number's name ("교정 및 군사시설") is taken as narrowed by all it says.
  if (!compactUse(rest).startsWith(activity)) return { activity, narrowing: rest };
  let at = 0;
  for (let matched = 0; at < rest.length && matched < activity.length; at++) if (!/[\sㆍ·]/.test(rest[at]!)) matched++;
  const narrowing = rest.slice(at).replace(/^\s*(?:중|으로서|로서)\s*/, '').replace(/^\((.*)\)$/, '$1').trim();
  return { activity, narrowing: narrowing || null };
}

export function parseLandUseAnnex(annex: StoredArticle): ParsedLandUse[] {
  const title = ZONE_ANNEX_TITLE.exec((annex.title ?? '').trim());
  const zone = title ? findZone(title[1]!) : null;
  if (!annex.article || !title || !zone) return [];
  const allows = title[2] === '있는';
  const rows: (ParsedLandUse & { extra: string[] })[] = [];
  const everyBuilding: string[] = [];
  let mode: Mode = modeOf('', allows);
  let top = '';
  // A table form: a row's 구분 cell says the verdict, a cell the use, a cell its 호; a "주1)" cell points at a footnote.
  const footnotes = new Map(annex.lines.map(({ text }) => FOOTNOTE.exec(text.trim())).filter((match) => match !== null).map((match) => [match[1]!, match[2]!.trim()]));
  let tableMode: string | null = null;
  let tableTop = 0;
  const push = (use: { activity: string; narrowing: string | null }, item: string | null, page: number, more: readonly string[] = []) => {
    const narrowed = use.narrowing !== null && !/제외한다/.test(use.narrowing);
    // A narrowed class is only partly allowed, or only partly forbidden: 조건부허용 either way, with what the item says.
    const permission = narrowed && mode.permission !== '조건부허용' ? '조건부허용' : mode.permission;
    const narrowingText = use.narrowing ? (mode.permission === '불허' && narrowed ? `건축할 수 없는 것: ${use.narrowing}` : use.narrowing) : null;
    rows.push({ zone_district: zone, activity: use.activity, permission, conditions: [mode.condition, narrowingText, ...more].filter(Boolean).join('; ') || null, article: annex.article!, item, page, extra: [] });
  };
  for (const { text, page } of annex.lines) {
    const line = text.trim();
    const cells = tableCells(line);
    if (cells) {
      const verdictCell = cells.find((cell) => /건축할\s*수\s*(?:있는|없는)/.test(cell));
      const useAt = cells.findIndex((cell) => cell !== verdictCell && useOf(cell) !== null);
      if (verdictCell && verdictCell !== tableMode) {
        tableMode = verdictCell;
        tableTop++;
        mode = modeOf(verdictCell, allows);
      }
      if (useAt < 0) continue;
      const letter = cells.find((cell) => /^[가-하]$/.test(cell));
      const more = cells.filter((cell, at) => at !== useAt && cell !== verdictCell && cell !== letter && cell !== '').map((cell) => footnotes.get(cell) ?? cell);
      push(useOf(cells[useAt]!)!, letter ? `제${tableTop}호${letter}목` : null, page, more);
      continue;
    }
    const topItem = TOP_ITEM.exec(line);
    if (topItem) {
      top = topItem[1]!;
      mode = modeOf(topItem[2]!, allows);
      continue;
    }
    const sub = SUB_ITEM.exec(line);
    if (sub) {
      const use = useOf(sub[2]!);
      if (!use) {
        if (EVERY_BUILDING.test(sub[2]!)) everyBuilding.push(sub[2]!.trim());
        continue;
      }
      push(use, `제${top}호${sub[1]}목`, page);
      continue;
    }
    // "(1) 인쇄업 …": sub-points belong to the item above them.
    const point = SUB_POINT.exec(line);
    if (point && rows.length > 0) rows.at(-1)!.extra.push(point[1]!.trim());
  }
  const listed = rows.map(({ extra, ...row }) => (extra.length > 0 ? { ...row, conditions: [row.conditions, extra.join(', ')].filter(Boolean).join(': ') } : row));
  // Two items may name one class (a whole-class 허용 and a narrowed one): the first, more general, stands.
  const byClass = new Map<string, ParsedLandUse>();
  for (const row of listed) if (!byClass.has(row.activity)) byClass.set(row.activity, row);
  const page = annex.lines[0]?.page ?? 1;
  for (const activity of Object.values(BUILDING_CLASSES)) {
    if (byClass.has(activity)) continue;
    byClass.set(
      activity,
      allows
        ? { zone_district: zone, activity, permission: '불허', conditions: `${annex.article}의 목록에 없는 용도`, article: annex.article, item: null, page }
        : { zone_district: zone, activity, permission: everyBuilding.length > 0 ? '조건부허용' : '허용', conditions: everyBuilding.length > 0 ? `건축할 수 없는 것: ${everyBuilding.join('; ')}` : null, article: annex.article, item: null, page },
    );
  }
  return [...byClass.values()];
}
