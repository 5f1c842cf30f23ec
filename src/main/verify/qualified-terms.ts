// A thing a provision lets off only within a limit it writes right after the thing's name: "다락[층고가 1.5미터(경사진
// 형태의 지붕인 경우에는 1.8미터) 이하인 것만 해당한다]" in the list of what is not counted as floor area. An answer's
// item that names the thing bare ("- 다락 (라목)") states the exception without its limit.
import { BULLET } from './answer-text';
import { findFigures, sameAmount, type FoundFigure } from './figures';
import type { SourceUnit } from './source-units';

export interface DroppedQualifier {
  term: string;
  /** How the provision writes the thing with its limit. */
  wording: string;
  unit: SourceUnit;
}

/** The longest item name read from a bullet's head. */
const MAX_TERM_CHARS = 10;
/** What a qualifier after a name limits it by: "…인 것만 해당한다", "…로 한정한다", "…에 한한다". */
const LIMITS = /(?:것만|경우만|경우에만)\s*해당한다|(?:으로|로|에)\s*한정한다|에\s*한한다/;

/** Whether a limit with figures is left out: a limit the answer states (its figure) is not dropped. */
const dropsLimit = (limits: readonly FoundFigure[], stated: readonly FoundFigure[]) =>
  limits.length > 0 && !limits.some((limit) => stated.some((figure) => sameAmount(figure, limit)));

/** The names a bullet line gives before its own words: "- 승강기탑ㆍ계단탑 (라목)" → 승강기탑, 계단탑. */
function namesOf(line: string): string[] {
  const head = line.replace(BULLET, '').split(/\s*[(:：→]|\s+[-–—]\s+/)[0]!.replace(/\*\*/g, '').trim();
  return head
    .split(/\s*[ㆍ·,/]\s*/)
    .map((name) => name.trim())
    .filter((name) => /^[가-힣]{2,}$/.test(name) && name.length <= MAX_TERM_CHARS);
}

export function droppedQualifiers(line: string, units: readonly SourceUnit[]): DroppedQualifier[] {
  if (!BULLET.test(line)) return [];
  const stated = findFigures(line);
  const dropped: DroppedQualifier[] = [];
  const names = namesOf(line);
  for (const term of names) {
    // (The provision that names every thing the line names: "경사로" beside "휠체어리프트" is not the 경사로 of 지하주차장.)
    for (const unit of units.filter((candidate) => names.every((name) => candidate.text.includes(name)))) {
      const at = unit.text.indexOf(term);
      if (at < 0) continue;
      const open = unit.text[at + term.length];
      if (open !== '[' && open !== '(') continue;
      const close = unit.text.indexOf(open === '[' ? ']' : ')', at + term.length);
      const qualifier = close < 0 ? '' : unit.text.slice(at + term.length + 1, close);
      if (!LIMITS.test(qualifier)) continue;
      if (!dropsLimit(findFigures(qualifier), stated)) continue;
      dropped.push({ term, wording: `${term}[${qualifier.replace(/\s+/g, ' ')}]`, unit });
      break;
    }
  }
  return dropped;
}

/** "승강기탑, 계단탑, 망루, 장식탑, 옥탑 … 옥상 부분으로서 … 건축면적의 8분의 1 … 이하인 것(과 지하층)은 … 산입하지 아니하고". */
const LISTED_SUCH_THAT = /^(.{4,200}?)(?:으로서|로서)\s*([^.]{4,120}?(?:이하|미만|이내|이상|초과)인\s*(?:것|경우))/;
/** A sentence that lets things off: not counted, excluded, need not. */
const LETS_OFF = /산입(?:하지|되지|\s*안|\s*않)|포함(?:하지|되지|\s*안)|제외|빠(?:져|지|집)|않아도|안\s*해도|적용(?:하지|되지|\s*안)/;
/** The fewest of a provision's listed things a sentence must name to be speaking of that provision. */
const NAMED_MIN = 2;

/**
 * A sentence that lets off several things a provision lists ("옥탑ㆍ계단탑은 층수에 산입하지 않는다") where the provision
 * lets them off only under a condition with a figure of its own ("…으로서 … 건축면적의 8분의 1 이하인 것"), and the
 * sentence states none of that condition's figures.
 */
export function droppedConditions(text: string, units: readonly SourceUnit[]): DroppedQualifier[] {
  if (!LETS_OFF.test(text)) return [];
  const stated = findFigures(text);
  for (const unit of units) {
    const match = LISTED_SUCH_THAT.exec(unit.text.replace(/\([^()]*\)/g, ''));
    if (!match) continue;
    const listed = match[1]!.split(/\s*[,ㆍ·]\s*|\s+(?:및|또는)\s+/).map((part) => /([가-힣]{2,})$/.exec(part.trim())?.[1] ?? '').filter((name) => name.length >= 2);
    const named = listed.filter((name) => text.includes(name));
    if (named.length < NAMED_MIN) continue;
    if (!dropsLimit(findFigures(match[2]!), stated)) continue;
    return [{ term: named.join('ㆍ'), wording: `${named.join('ㆍ')} … 으로서 ${match[2]!.trim().replace(/\s+/g, ' ')}`, unit }];
  }
  return [];
}
