// The national zoning limits shipped with the app (resources/zoning-limits-national.json), loaded into the rule
// tables at start-up when the file is new or has changed.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NATIONWIDE } from './jurisdictions';
import type { RuleStore, ZoningLimitRow } from './rule-store';

export const SHIPPED_ZONING_FILE = 'zoning-limits-national.json';

interface ShippedZoning {
  rows: Omit<ZoningLimitRow, 'document' | 'page' | 'line'>[];
}

export function syncShippedRules(rules: RuleStore, resourcesDir: string): void {
  const bytes = readFileSync(join(resourcesDir, SHIPPED_ZONING_FILE));
  const hash = createHash('sha256').update(bytes).digest('hex');
  if (rules.contentHash('shipped', SHIPPED_ZONING_FILE) === hash) return;
  const shipped = JSON.parse(bytes.toString('utf8')) as ShippedZoning;
  rules.replaceSource(
    { kind: 'shipped', name: SHIPPED_ZONING_FILE, contentHash: hash, document: null, speaksFor: NATIONWIDE },
    { zoning: shipped.rows.map((row) => ({ ...row, document: null, page: null, line: null })) },
  );
}
