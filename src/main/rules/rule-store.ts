// The rule tables: zoning limits (건폐율/용적률 by zone and jurisdiction) and land-use rules (허용/불허/조건부허용),
// each row tied to its source. A source is replaced as a whole, in one transaction.
import type { Db } from '../store/database';
import { statementCache } from '../retrieval/chunks';

export interface ZoningLimitRow {
  jurisdiction: string;
  zone_district: string;
  bcr_max: number | null;
  far_min: number | null;
  far_max: number | null;
  law_name: string | null;
  article: string | null;
  item: string | null;
  document: number | null;
  page: number | null;
  line: number | null;
}

export interface LandUseRuleRow {
  jurisdiction: string;
  zone_district: string;
  activity: string;
  permission: '허용' | '불허' | '조건부허용';
  conditions: string | null;
  law_name: string | null;
  article: string | null;
  line: number | null;
}

export interface RuleSource {
  kind: 'shipped' | 'parsed' | 'csv';
  name: string;
  contentHash: string | null;
  document: number | null;
}

export type Listed<T> = T & { source: string; source_kind: RuleSource['kind'] };

export interface RuleFilter {
  zone?: string | undefined;
  jurisdiction?: string | undefined;
}

export function createRuleStore(db: Db) {
  const statement = statementCache(db);
  const deleteSource = db.prepare<[string, string]>('DELETE FROM rule_sources WHERE kind = ? AND name = ?');
  const insertSource = db.prepare<[string, string, string | null, number | null]>(
    'INSERT INTO rule_sources (kind, name, content_hash, document) VALUES (?, ?, ?, ?)',
  );
  const insertZoning = db.prepare<ZoningLimitRow & { source: number | bigint }>(`
    INSERT INTO zoning_limits (source, jurisdiction, zone_district, bcr_max, far_min, far_max, law_name, article, item, document, page, line)
    VALUES (@source, @jurisdiction, @zone_district, @bcr_max, @far_min, @far_max, @law_name, @article, @item, @document, @page, @line)`);
  const insertLandUse = db.prepare<LandUseRuleRow & { source: number | bigint }>(`
    INSERT INTO land_use_rules (source, jurisdiction, zone_district, activity, permission, conditions, law_name, article, line)
    VALUES (@source, @jurisdiction, @zone_district, @activity, @permission, @conditions, @law_name, @article, @line)`);
  const knowLawName = db.prepare<[string]>(`INSERT OR IGNORE INTO law_names (name, source) VALUES (?, 'rule')`);
  const hashOf = db.prepare<[string, string], { content_hash: string | null }>('SELECT content_hash FROM rule_sources WHERE kind = ? AND name = ?');

  const where = (filter: RuleFilter) => {
    const parts: string[] = [];
    const params: string[] = [];
    if (filter.zone) {
      parts.push('r.zone_district = ?');
      params.push(filter.zone);
    }
    if (filter.jurisdiction) {
      parts.push('r.jurisdiction = ?');
      params.push(filter.jurisdiction);
    }
    return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
  };

  return {
    /** Replaces everything a source contributed with these rows (inside the caller's transaction, if any). */
    replaceSource: db.transaction((source: RuleSource, zoning: readonly ZoningLimitRow[], landUse: readonly LandUseRuleRow[] = []) => {
      deleteSource.run(source.kind, source.name);
      const id = insertSource.run(source.kind, source.name, source.contentHash, source.document).lastInsertRowid;
      for (const row of zoning) insertZoning.run({ ...row, source: id });
      for (const row of landUse) insertLandUse.run({ ...row, source: id });
      for (const name of new Set([...zoning, ...landUse].map((row) => row.law_name).filter((name): name is string => Boolean(name)))) knowLawName.run(name);
      return Number(id);
    }),

    contentHash: (kind: RuleSource['kind'], name: string) => hashOf.get(kind, name)?.content_hash ?? null,

    listZoning(filter: RuleFilter = {}): Listed<ZoningLimitRow>[] {
      const { sql, params } = where(filter);
      return statement(
        `SELECT r.jurisdiction, r.zone_district, r.bcr_max, r.far_min, r.far_max, r.law_name, r.article, r.item, r.document, r.page, r.line,
                s.name AS source, s.kind AS source_kind
         FROM zoning_limits r JOIN rule_sources s ON s.id = r.source ${sql}
         ORDER BY r.jurisdiction, r.zone_district, r.article, s.kind`,
      ).all(...params) as Listed<ZoningLimitRow>[];
    },

    listLandUse(filter: RuleFilter = {}): Listed<LandUseRuleRow>[] {
      const { sql, params } = where(filter);
      return statement(
        `SELECT r.jurisdiction, r.zone_district, r.activity, r.permission, r.conditions, r.law_name, r.article, r.line,
                s.name AS source, s.kind AS source_kind
         FROM land_use_rules r JOIN rule_sources s ON s.id = r.source ${sql}
         ORDER BY r.jurisdiction, r.zone_district, r.activity`,
      ).all(...params) as Listed<LandUseRuleRow>[];
    },
  };
}

export type RuleStore = ReturnType<typeof createRuleStore>;
