// Which part of the team library a laptop takes: every national act, and the ordinances of the places its user
// chose (설정 > 팀 라이브러리 > 받을 지역). A place brings the places above it — their ordinances apply there too
// (종로구 brings 서울특별시 도시계획 조례) — and the places under it (서울특별시 brings its 구). Texts that are neither
// a statute nor an ordinance (a team's memo) belong to no place and come to every laptop.
import { NATIONWIDE } from '../../shared/rules-contract';
import type { JurisdictionResolver } from '../rules/jurisdictions';

/** The jurisdictions a laptop takes, sorted; null: everything (no place chosen). */
export function sliceJurisdictions(places: readonly string[], jurisdictions: JurisdictionResolver): string[] | null {
  if (places.length === 0) return null;
  const everyPlace = jurisdictions.choices().flatMap((province) => [province.name, ...province.districts]);
  const taken = new Set<string>([NATIONWIDE]);
  for (const place of places) {
    for (const above of jurisdictions.lineage(place)) taken.add(above);
    for (const below of everyPlace) if (below.startsWith(`${place} `)) taken.add(below);
  }
  return [...taken].sort();
}

/** What the laptop last pulled with: a different slice means a different set of documents. */
export const sliceKey = (slice: readonly string[] | null): string => (slice === null ? '*' : slice.join('|'));

/** Where a published document applies: 전국 for a national statute, an ordinance's own place, null for other texts. */
export function documentJurisdiction(document: { law_kind: string; law_name: string | null }, jurisdictions: JurisdictionResolver): string | null {
  if (document.law_kind === '법률' || document.law_kind === '시행령' || document.law_kind === '시행규칙') return NATIONWIDE;
  if (document.law_kind !== '조례' || !document.law_name) return null;
  const place = jurisdictions.find(document.law_name)?.name ?? null;
  return place === NATIONWIDE ? null : place;
}
