// The rule tables: zoning limits (건폐율/용적률 by zone and jurisdiction), land-use rules (허용/불허/조건부허용),
// parking standards by use and the use vocabulary (which class a use is, by floor area), each row tied to its source. A source is replaced as a whole, in one transaction. Rows come back strongest source
// first (authority.ts: SOURCE_PRECEDENCE), never in an order of strings; a source a reviewer disabled is left out.
import type { RuleSourceSummary } from '../../shared/rules-contract';
import type { Db } from '../store/database';
import { statementCache } from '../store/statements';
import { SOURCE_PRECEDENCE } from './authority';

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
  /** Where a row read from a document stands: its item ('제1호가목') or table row, document and page. */
  item?: string | null | undefined;
  document?: number | null | undefined;
  page?: number | null | undefined;
}

/** Where a row read from a document stands. */
interface Provenance {
  law_name: string | null;
  article: string | null;
  item: string | null;
  document: number | null;
  page: number | null;
}

/**
 * The parking a use requires: per `per` ㎡ of floor area (basis 'area'), per unit or seat, `cars` cars; a standard in
 * tiers ("50㎡ 초과 150㎡ 이하: 1대 …") keeps basis 'formula' and is computed from its text (rules/parking.ts).
 */
export interface ParkingRatioRow extends Provenance {
  jurisdiction: string;
  /** The use as the annex names it ("판매시설", "제1종근린생활시설"). */
  use: string;
  /** What the row leaves out of the use ("관람장은 제외한다"). */
  excluding: string | null;
  basis: 'area' | 'unit' | 'seat' | 'formula';
  per: number | null;
  cars: number | null;
  /** The standard as written: "시설면적 150㎡당 1대(시설면적/150㎡)". */
  formula: string;
  /** The annex's note on counting (비고), read when a count is computed (rules/parking.ts). */
  note: string | null;
}

/** A use and the class it belongs to, with the floor area that moves it between classes (area_below: 미만, area_from: 이상). */
export interface UseClassRow extends Provenance {
  jurisdiction: string;
  use: string;
  class: string;
  area_below: number | null;
  area_from: number | null;
  /** The item as written, for what else it requires. */
  conditions: string | null;
}

/** Everything one source contributes, table by table. */
export interface SourceRows {
  zoning?: readonly ZoningLimitRow[];
  landUse?: readonly LandUseRuleRow[];
  parking?: readonly ParkingRatioRow[];
  useClasses?: readonly UseClassRow[];
}

export interface RuleSource {
  kind: 'shipped' | 'parsed' | 'csv';
  name: string;
  contentHash: string | null;
  document: number | null;
  /** The one jurisdiction its rows may be for (a document: its own place; the shipped table: 전국); null for a reviewer's table, which may speak for any. */
  speaksFor: string | null;
}

/** A row's article with its item: "제84조제1항제4호"; an annex's item after a space, "별표 5 제1호다목". */
export const articleWithItem = (row: { article: string | null; item?: string | null | undefined }): string | null =>
  row.article ? `${row.article}${row.item ? `${row.article.startsWith('별표') ? ' ' : ''}${row.item}` : ''}` : null;

export type Listed<T> = T & { source: string; source_kind: RuleSource['kind']; source_id: number; source_disabled: boolean };

export interface RuleFilter {
  zone?: string | undefined;
  jurisdiction?: string | undefined;
  /** The rules view lists disabled sources' rows too, for review; nothing else sees them. */
  includeDisabled?: boolean | undefined;
}

export type { RuleSourceSummary };

/** SQLite has no booleans: the flag comes back as 0 or 1. */
const asListed = (row: unknown) => ({ ...(row as object), source_disabled: (row as { source_disabled: number }).source_disabled === 1 });

/** SOURCE_PRECEDENCE as SQL: the strongest source's rows first. */
const PRECEDENCE_SQL = `CASE s.kind ${Object.entries(SOURCE_PRECEDENCE).map(([kind, rank]) => `WHEN '${kind}' THEN ${rank}`).join(' ')} END`;

export function createRuleStore(db: Db) {
  const statement = statementCache(db);
  const deleteSource = db.prepare<[string, string]>('DELETE FROM rule_sources WHERE kind = ? AND name = ?');
  const wasDisabled = db.prepare<[string, string], { disabled: number }>('SELECT disabled FROM rule_sources WHERE kind = ? AND name = ?');
  const insertSource = db.prepare<[string, string, string | null, number | null, string | null, number]>(
    'INSERT INTO rule_sources (kind, name, content_hash, document, speaks_for, disabled) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const setDisabled = db.prepare<[number, number]>('UPDATE rule_sources SET disabled = ? WHERE id = ?');
  const sourceRows = db.prepare<[], Omit<RuleSourceSummary, 'disabled'> & { disabled: number }>(`
    SELECT s.id, s.kind, s.name, s.document, COALESCE(d.title, d.law_name, d.file_name) AS document_name, s.speaks_for, s.disabled, s.imported_at,
           (SELECT COUNT(*) FROM zoning_limits z WHERE z.source = s.id) + (SELECT COUNT(*) FROM land_use_rules l WHERE l.source = s.id)
             + (SELECT COUNT(*) FROM parking_ratios p WHERE p.source = s.id) + (SELECT COUNT(*) FROM use_classes u WHERE u.source = s.id) AS rows
    FROM rule_sources s LEFT JOIN documents d ON d.id = s.document ORDER BY ${PRECEDENCE_SQL}, s.name`);
  const insertZoning = db.prepare<ZoningLimitRow & { source: number | bigint }>(`
    INSERT INTO zoning_limits (source, jurisdiction, zone_district, bcr_max, far_min, far_max, law_name, article, item, document, page, line)
    VALUES (@source, @jurisdiction, @zone_district, @bcr_max, @far_min, @far_max, @law_name, @article, @item, @document, @page, @line)`);
  const insertLandUse = db.prepare<Required<LandUseRuleRow> & { source: number | bigint }>(`
    INSERT INTO land_use_rules (source, jurisdiction, zone_district, activity, permission, conditions, law_name, article, line, item, document, page)
    VALUES (@source, @jurisdiction, @zone_district, @activity, @permission, @conditions, @law_name, @article, @line, @item, @document, @page)`);
  const insertParking = db.prepare<ParkingRatioRow & { source: number | bigint }>(`
    INSERT INTO parking_ratios (source, jurisdiction, use, excluding, basis, per, cars, formula, note, law_name, article, item, document, page)
    VALUES (@source, @jurisdiction, @use, @excluding, @basis, @per, @cars, @formula, @note, @law_name, @article, @item, @document, @page)`);
  const insertUseClass = db.prepare<UseClassRow & { source: number | bigint }>(`
    INSERT INTO use_classes (source, jurisdiction, use, class, area_below, area_from, conditions, law_name, article, item, document, page)
    VALUES (@source, @jurisdiction, @use, @class, @area_below, @area_from, @conditions, @law_name, @article, @item, @document, @page)`);
  const knowLawName = db.prepare<[string]>(`INSERT OR IGNORE INTO law_names (name, source) VALUES (?, 'rule')`);
  const hashOf = db.prepare<[string, string], { content_hash: string | null }>('SELECT content_hash FROM rule_sources WHERE kind = ? AND name = ?');

  const where = (filter: RuleFilter) => {
    const parts: string[] = filter.includeDisabled ? [] : ['s.disabled = 0'];
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
    replaceSource: db.transaction((source: RuleSource, { zoning = [], landUse = [], parking = [], useClasses = [] }: SourceRows) => {
      const all = [...zoning, ...landUse, ...parking, ...useClasses];
      const foreign = all.find((row) => source.speaksFor !== null && row.jurisdiction !== source.speaksFor);
      if (foreign) throw new Error(`${source.name} speaks for ${source.speaksFor}, not for ${foreign.jurisdiction}`);
      // A reviewer's "disabled" survives the source being read again (a re-derived document, a re-imported file).
      const disabled = wasDisabled.get(source.kind, source.name)?.disabled ?? 0;
      deleteSource.run(source.kind, source.name);
      const id = insertSource.run(source.kind, source.name, source.contentHash, source.document, source.speaksFor, disabled).lastInsertRowid;
      for (const row of zoning) insertZoning.run({ ...row, source: id });
      for (const row of landUse) insertLandUse.run({ item: null, document: null, page: null, ...row, source: id });
      for (const row of parking) insertParking.run({ ...row, source: id });
      for (const row of useClasses) insertUseClass.run({ ...row, source: id });
      for (const name of new Set(all.map((row) => row.law_name).filter((name): name is string => Boolean(name)))) knowLawName.run(name);
      return Number(id);
    }),

    removeSource: (kind: RuleSource['kind'], name: string): void => void deleteSource.run(kind, name),

    contentHash: (kind: RuleSource['kind'], name: string) => hashOf.get(kind, name)?.content_hash ?? null,

    /** Every source with its row count, strongest first: what the rules view lists for review. */
    sources: (): RuleSourceSummary[] => sourceRows.all().map((row) => ({ ...row, disabled: row.disabled === 1 })),

    /** A reviewer stops (or resumes) trusting a source's rows; returns whether the source exists. */
    setDisabled: (id: number, disabled: boolean): boolean => setDisabled.run(disabled ? 1 : 0, id).changes > 0,

    listZoning(filter: RuleFilter = {}): Listed<ZoningLimitRow>[] {
      const { sql, params } = where(filter);
      return statement(
        `SELECT r.jurisdiction, r.zone_district, r.bcr_max, r.far_min, r.far_max, r.law_name, r.article, r.item, r.document, r.page, r.line,
                s.name AS source, s.kind AS source_kind, s.id AS source_id, s.disabled AS source_disabled
         FROM zoning_limits r JOIN rule_sources s ON s.id = r.source ${sql}
         ORDER BY r.jurisdiction, r.zone_district, ${PRECEDENCE_SQL}, s.id, r.id`,
      ).all(...params).map(asListed) as Listed<ZoningLimitRow>[];
    },

    listLandUse(filter: RuleFilter = {}): Listed<LandUseRuleRow>[] {
      const { sql, params } = where(filter);
      return statement(
        `SELECT r.jurisdiction, r.zone_district, r.activity, r.permission, r.conditions, r.law_name, r.article, r.line, r.item, r.document, r.page,
                s.name AS source, s.kind AS source_kind, s.id AS source_id, s.disabled AS source_disabled
         FROM land_use_rules r JOIN rule_sources s ON s.id = r.source ${sql}
         ORDER BY r.jurisdiction, r.zone_district, r.activity, ${PRECEDENCE_SQL}, s.id, r.id`,
      ).all(...params).map(asListed) as Listed<LandUseRuleRow>[];
    },

    /** Parking standards, of one use when given (as the annex names it, spaces ignored). */
    listParking(filter: Omit<RuleFilter, 'zone'> & { use?: string | undefined } = {}): Listed<ParkingRatioRow>[] {
      const { sql, params } = where({ ...filter, zone: undefined });
      const use = filter.use ? `${sql ? ' AND' : 'WHERE'} replace(r.use, ' ', '') = ?` : '';
      return statement(
        `SELECT r.jurisdiction, r.use, r.excluding, r.basis, r.per, r.cars, r.formula, r.note, r.law_name, r.article, r.item, r.document, r.page,
                s.name AS source, s.kind AS source_kind, s.id AS source_id, s.disabled AS source_disabled
         FROM parking_ratios r JOIN rule_sources s ON s.id = r.source ${sql}${use}
         ORDER BY r.jurisdiction, ${PRECEDENCE_SQL}, s.id, r.id`,
      ).all(...params, ...(filter.use ? [filter.use.replace(/\s+/g, '')] : [])).map(asListed) as Listed<ParkingRatioRow>[];
    },

    /** The use vocabulary, of one use when given (spaces ignored). */
    listUseClasses(filter: Omit<RuleFilter, 'zone'> & { use?: string | undefined } = {}): Listed<UseClassRow>[] {
      const { sql, params } = where({ ...filter, zone: undefined });
      const use = filter.use ? `${sql ? ' AND' : 'WHERE'} replace(r.use, ' ', '') = ?` : '';
      return statement(
        `SELECT r.jurisdiction, r.use, r.class, r.area_below, r.area_from, r.conditions, r.law_name, r.article, r.item, r.document, r.page,
                s.name AS source, s.kind AS source_kind, s.id AS source_id, s.disabled AS source_disabled
         FROM use_classes r JOIN rule_sources s ON s.id = r.source ${sql}${use}
         ORDER BY r.use, ${PRECEDENCE_SQL}, s.id, r.id`,
      ).all(...params, ...(filter.use ? [filter.use.replace(/\s+/g, '')] : [])).map(asListed) as Listed<UseClassRow>[];
    },
  };
}

export type RuleStore = ReturnType<typeof createRuleStore>;
