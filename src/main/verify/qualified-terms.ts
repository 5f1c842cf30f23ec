// A thing a provision lets off only within a limit it writes right after the thing's name: "다락[층고가 1.5미터(경사진
// 형태의 지붕인 경우에는 1.8미터) 이하인 것만 해당한다]" in the list of what is not counted as floor area. An answer's
// item that names the thing bare ("- 다락 (라목)") states the exception without its limit.
import { BULLET } from './answer-text';
import { findFigures, sameAmount } from './figures';
import type { SourceUnit } from './source-units';

export interface DroppedQualifier {
  term: string;
  qualifier: string;
  unit: SourceUnit;
}

/** The longest item name read from a bullet's head. */
const MAX_TERM_CHARS = 10;
/** What a qualifier after a name limits it by: "…인 것만 해당한다", "…로 한정한다", "…에 한한다". */
const LIMITS = /(?:것만|경우만|경우에만)\s*해당한다|(?:으로|로|에)\s*한정한다|에\s*한한다/;

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
      const limits = findFigures(qualifier);
      // A limit the line states (its figure) is not dropped.
      if (limits.length === 0 || limits.some((limit) => stated.some((figure) => sameAmount(figure, limit)))) continue;
      dropped.push({ term, qualifier, unit });
      break;
    }
  }
  return dropped;
}
