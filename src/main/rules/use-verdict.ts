// The verdict a class's row gives one use of the class. A list of what may not be built often forbids only some kinds
// of a class by name ("「건축법 시행령」 별표 1 제2호의 공동주택 중 아파트"): the row for 공동주택 is then 조건부허용 with
// "건축할 수 없는 것: 아파트", and for an 아파트 itself the answer is 불허. Only a row naming the use and nothing more
// decides it so; a kind with a condition ("…로서 조례로 정하는 지역에 설치하는 것") stays conditional.
import { compactUse } from './building-classes';
import type { LandUseRuleRow } from './rule-store';

const FORBIDDEN_KINDS = /건축할 수 없는 것:\s*(.+)$/;

export function verdictForUse<T extends Pick<LandUseRuleRow, 'permission' | 'conditions'>>(row: T, use: string): T {
  const named = row.permission === '조건부허용' ? FORBIDDEN_KINDS.exec(row.conditions ?? '')?.[1] : undefined;
  if (!named) return row;
  const kinds = named.split(/\s*(?:[,ㆍ·]|및)\s*/).map(compactUse);
  return kinds.every((kind) => /^[가-힣]{2,12}$/.test(kind) && !/것$/.test(kind)) && kinds.includes(compactUse(use)) ? { ...row, permission: '불허' } : row;
}
