// rules.list: the rule rows for a table, zone and place as people write them ("2종일반주거", "서울"), with numbers
// as numbers and each row's source — disabled sources' rows too, marked, since this is what a reviewer reviews.
import type { RuleRow } from '../../shared/contract';
import { GeungeoError } from '../../shared/errors';
import type { JurisdictionResolver } from './jurisdictions';
import type { RuleStore } from './rule-store';
import { canonicalZone, findZone } from './zones';

export interface RulesListInput {
  table?: 'zoning' | 'land-use' | 'parking' | 'use-class' | undefined;
  zone?: string | undefined;
  jurisdiction?: string | undefined;
}

export function listRules(rules: RuleStore, jurisdictions: JurisdictionResolver, input: RulesListInput): RuleRow[] {
  const jurisdiction = input.jurisdiction === undefined ? undefined : jurisdictions.canonical(input.jurisdiction);
  if (jurisdiction === null) {
    throw new GeungeoError('INVALID_INPUT', `Unknown jurisdiction "${input.jurisdiction}".`, {
      hint: 'use 전국, a 시·도 (서울, 경기도) or "시·도 시·군·구" (서울특별시 종로구)',
      reason: { id: 'jurisdiction.unknown', value: input.jurisdiction ?? '' },
    });
  }
  const filter = { includeDisabled: true, jurisdiction, zone: input.zone === undefined ? undefined : (findZone(input.zone) ?? canonicalZone(input.zone)) };
  const wanted = (table: RuleRow['table']) => input.table === undefined || input.table === table;
  // Parking standards and the use vocabulary belong to no zone: a zone filter leaves them out.
  const zoneless = (table: RuleRow['table']) => wanted(table) && filter.zone === undefined;
  const zoning: RuleRow[] = wanted('zoning') ? rules.listZoning(filter).map(({ line: _line, ...row }) => ({ table: 'zoning', ...row })) : [];
  const landUse: RuleRow[] = wanted('land-use') ? rules.listLandUse(filter).map(({ line: _line, ...row }) => ({ table: 'land-use', ...row })) : [];
  const parking: RuleRow[] = zoneless('parking') ? rules.listParking(filter).map((row) => ({ table: 'parking', ...row })) : [];
  const useClasses: RuleRow[] = zoneless('use-class') ? rules.listUseClasses(filter).map((row) => ({ table: 'use-class', ...row })) : [];
  return [...zoning, ...landUse, ...parking, ...useClasses];
}
