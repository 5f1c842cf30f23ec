// The rule rows one verification consults, numbered R1, R2 … so that checks and the grounding table can point at
// them, each with its source (law, article, page, file) — the "details" of seed 000, at most 50 of them.
import type { ConsultedRow } from '../../shared/verify-contract';
import { articleBase, type ArticleIndex } from '../retrieval/articles';
import { NATIONWIDE, type JurisdictionResolver } from '../rules/jurisdictions';
import type { ParkingNeed } from '../rules/parking-needed';
import { verdictForUse } from '../rules/use-verdict';
import { articleWithItem, type LandUseRuleRow, type Listed, type ParkingRatioRow, type RuleStore, type ZoningLimitRow } from '../rules/rule-store';
import type { OrdinanceAge } from '../rules/ordinance-age';
import { canonicalZone } from '../rules/zones';

export const MAX_DETAIL_ROWS = 50;

export type Metric = '건폐율' | '용적률';

export interface Limit {
  id: string;
  jurisdiction: string;
  min: number | null;
  max: number;
  law_name: string | null;
  /** With its paragraph and item: 제84조제1항제4호. */
  article: string | null;
  /** "서울특별시 도시계획 조례 제54조제1항제4호 (zoning:seoul-zoning.csv)" */
  source: string;
  /**
   * Valid rows of other sources for the same place, zone and metric that say otherwise. This limit is the one
   * precedence chose (authority.ts), but the disagreement is the reviewer's to settle: checks report it.
   */
  conflicting: Limit[];
}

export interface LandUseRule {
  id: string;
  jurisdiction: string;
  activity: string;
  permission: '허용' | '불허' | '조건부허용';
  conditions: string | null;
  law_name: string | null;
  article: string | null;
  source: string;
}

export interface ZoneLimits {
  /** The place's own (ordinance) limit: the most specific jurisdiction below 전국 that has one. */
  local: Limit | null;
  national: Limit | null;
}

/** The articles a rule row's article cell names, each whole: "제49조제1항제1호, 제50조제1항제1호" → two. */
export const articlesInCell = (cell: string | null): string[] =>
  (cell ?? '').split(/\s*[,ㆍ·]\s*|\s+및\s+/).map((part) => part.replace(/\s+/g, '')).filter(Boolean);

/** The articles a cell names, without their 항 and 호 ("제49조"): what an article cited by number alone is matched with. */
export const articleBasesInCell = (cell: string | null): string[] =>
  (cell ?? '').split(/[,ㆍ·]|\s및\s|\s/).map((part) => articleBase(part.trim())).filter((article): article is string => article !== null);

const rowArticles = (row: Pick<ZoningLimitRow, 'article' | 'item'>): string[] => articlesInCell(`${row.article ?? ''}${row.item ?? ''}`);

/**
 * The article a row holds a ratio in. A row that gives both ratios under two articles names the 건폐율 one first and
 * the 용적률 one second ("제49조제1항제1호, 제50조제1항제1호"), as ordinances and 국토계획법 (제77조, 제78조) order them.
 */
function articleFor(row: Pick<ZoningLimitRow, 'article' | 'item' | 'bcr_max' | 'far_max'>, metric: Metric): string | null {
  const articles = rowArticles(row);
  if (articles.length === 0) return null;
  if (articles.length === 2 && row.bcr_max !== null && row.far_max !== null) return articles[metric === '건폐율' ? 0 : 1]!;
  return articles.join(', ');
}

const percent = (value: number) => `${value.toLocaleString('en-US')}퍼센트`;

export function limitText(limit: Pick<Limit, 'min' | 'max'>): string {
  return limit.min !== null ? `${percent(limit.min)} 이상 ${percent(limit.max)} 이하` : `${percent(limit.max)} 이하`;
}

export function createRuleBook(deps: { rules: RuleStore; jurisdictions: JurisdictionResolver; articles: ArticleIndex; ordinanceAge: OrdinanceAge }) {
  const rows: ConsultedRow[] = [];
  const ids = new Map<string, string>();

  const pageOf = (row: { law_name: string | null; article: string | null; zone_district: string; document?: number | null; page?: number | null }) => {
    const chunk = deps.articles.passageFor(row.law_name, row.article, row.document ?? null, (text) => canonicalZone(text).includes(row.zone_district));
    return { page: row.page ?? chunk?.start_page ?? null, file_name: chunk?.file_name ?? null };
  };

  const consult = (row: Listed<ZoningLimitRow> | Listed<LandUseRuleRow> | (Listed<ParkingRatioRow> & { zone_district: string }), table: ConsultedRow['table'], statement: string): string => {
    const article = 'item' in row ? articleWithItem(row) : row.article;
    const key = [table, row.jurisdiction, row.zone_district, statement, row.law_name, article, row.source].join('\u0000');
    const known = ids.get(key);
    if (known) return known;
    const id = `R${rows.length + 1}`;
    ids.set(key, id);
    rows.push({
      id,
      table,
      jurisdiction: row.jurisdiction,
      zone_district: row.zone_district,
      statement,
      law_name: row.law_name,
      article,
      ...pageOf({ ...row, article }),
      source: row.source,
      source_kind: row.source_kind,
      // A parking standard fills in no zone range: the age check is the zoning and land-use rows'.
      warning: table === 'parking' ? null : deps.ordinanceAge.warningFor({ ...row, table }),
    });
    return id;
  };

  const describe = (id: string): string => {
    const row = rows.find((candidate) => candidate.id === id)!;
    const where = [row.law_name, row.article].filter(Boolean).join(' ');
    const page = row.page !== null ? `, p.${row.page}` : '';
    return `${where || row.source}${page} [${id}]`;
  };

  return {
    /** The limits of a metric for a zone at a place: the place's own (ordinance) row and the national one. */
    limits(zone: string, place: string, metric: Metric): ZoneLimits {
      let local: Limit | null = null;
      let national: Limit | null = null;
      for (const jurisdiction of deps.jurisdictions.lineage(place)) {
        // Strongest source first (the store's order): the first row is the place's limit, rows of other sources
        // with another value are its conflicts.
        let chosen: Limit | null = null;
        for (const row of deps.rules.listZoning({ zone, jurisdiction })) {
          const max = metric === '건폐율' ? row.bcr_max : row.far_max;
          if (max === null) continue;
          const min = metric === '건폐율' ? null : row.far_min;
          // The same cap is the same limit (the act's "80퍼센트 이하" and the decree's "50퍼센트 이상 80퍼센트 이하").
          if (chosen && chosen.max === max) continue;
          const id = consult(row, 'zoning', `${metric} ${limitText({ min, max })}`);
          const limit: Limit = { id, jurisdiction, min, max, law_name: row.law_name, article: articleFor(row, metric), source: '', conflicting: [] };
          limit.source = describe(id);
          if (!chosen) chosen = limit;
          else if (!chosen.conflicting.some((other) => other.max === max)) chosen.conflicting.push(limit);
        }
        if (jurisdiction === NATIONWIDE) national ??= chosen;
        else local ??= chosen;
      }
      return { local, national };
    },

    /**
     * The land-use rules for a use in a zone at a place, most specific jurisdiction first. A use the tables do not name
     * ("휴게음식점") is read through the use vocabulary (별표 1) as its class: when every class it may be has the same
     * verdict there, that class's rows; when the verdict depends on the floor area the answer does not settle, none.
     */
    landUse(zone: string, place: string, activity: string): LandUseRule[] {
      const rowsFor = (wanted: string, label: string): LandUseRule[] => {
        const found: LandUseRule[] = [];
        for (const jurisdiction of deps.jurisdictions.lineage(place)) {
          for (const row of deps.rules.listLandUse({ zone, jurisdiction })) {
            if (canonicalZone(row.activity) !== wanted) continue;
            const id = consult(row, 'land-use', `${label}: ${row.permission}${row.conditions ? ` (${row.conditions})` : ''}`);
            found.push({ id, jurisdiction, activity: row.activity, permission: row.permission, conditions: row.conditions, law_name: row.law_name, article: row.article, source: describe(id) });
          }
        }
        return found;
      };
      const wanted = canonicalZone(activity);
      const direct = rowsFor(wanted, activity);
      if (direct.length > 0) return direct;
      const classes = [...new Set(deps.rules.listUseClasses({ use: wanted }).map((row) => row.class).filter((name) => name !== wanted))];
      const byClass = classes.map((name) => rowsFor(name, `${activity} → ${name}`).map((rule) => verdictForUse(rule, wanted))).filter((rows) => rows.length > 0);
      if (byClass.length === 0 || new Set(byClass.map((rows) => rows[0]!.permission)).size > 1) return [];
      return byClass[0]!;
    },

    /** A parking row a count was computed from, consulted: its id. */
    parking(need: ParkingNeed): string {
      return consult({ ...need.row, zone_district: '' }, 'parking', `${need.via} 부설주차장: ${need.row.formula}`);
    },

    /** Every row for a zone at a place and the places above it (both tables), consulted. */
    rowsAt(zone: string | null, place: string): ConsultedRow[] {
      if (!zone) return [];
      const ids = new Set<string>();
      for (const jurisdiction of deps.jurisdictions.lineage(place)) {
        for (const row of deps.rules.listZoning({ zone, jurisdiction })) {
          if (row.bcr_max !== null) ids.add(consult(row, 'zoning', `건폐율 ${limitText({ min: null, max: row.bcr_max })}`));
          if (row.far_max !== null) ids.add(consult(row, 'zoning', `용적률 ${limitText({ min: row.far_min, max: row.far_max })}`));
        }
        for (const row of deps.rules.listLandUse({ zone, jurisdiction })) {
          ids.add(consult(row, 'land-use', `${row.activity}: ${row.permission}${row.conditions ? ` (${row.conditions})` : ''}`));
        }
      }
      return rows.filter((row) => ids.has(row.id));
    },

    /** The zones and places whose ordinance rows cite an article ("제54조제1항제13호"), for a citation said of a ratio. */
    zonesCiting(law: string, article: string): { zone: string; jurisdiction: string }[] {
      const wanted = article.replace(/\s+/g, '');
      return deps.rules
        .listZoning({})
        .filter((row) => row.law_name === law && row.jurisdiction !== NATIONWIDE && rowArticles(row).some((cited) => cited === wanted))
        .map((row) => ({ zone: row.zone_district, jurisdiction: row.jurisdiction }));
    },

    /** Every use the land-use table knows, for finding them in text. */
    activities: (): string[] => [...new Set(deps.rules.listLandUse({}).map((row) => row.activity))],

    rows: (): ConsultedRow[] => rows,
    describe,
  };
}

export type RuleBook = ReturnType<typeof createRuleBook>;

/**
 * Who makes the ordinance that applies at a place: a 특별시·광역시 for its 자치구, a 시 for its 일반구, 제주특별자치도
 * for its 행정시, otherwise the 시·군 itself.
 */
export function ordinanceAuthority(place: string): string {
  const parts = place.split(' ');
  if (parts.length >= 3) return parts.slice(0, 2).join(' ');
  if (parts.length === 2 && /(?:특별시|광역시|특별자치도)$/.test(parts[0]!)) return parts[0]!;
  return place;
}
