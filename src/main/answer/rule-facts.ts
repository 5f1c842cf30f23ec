// The hard rules a question touches: the zoning limits (건폐율/용적률) and land-use rules for the zone and place
// it names, and the parking its use needs, read from the rule tables. A use in everyday words ("카페") reaches the
// class the tables are written in through the use vocabulary (rules/resolve-use.ts); a parking count is computed by
// code from the standard and the area the question gives (rules/parking.ts). The place's own rules (an ordinance, 조례) come first, then those above it
// up to 전국, because the ordinance is what applies within the national range. Each fact is tied, where the
// documents allow it, to the passage of its article, so that it can be cited like any other passage.
import type { QuestionScope, SearchHit } from '../../shared/contract';
import { createArticleIndex } from '../retrieval/articles';
import { loadChunks, type ChunkRecord } from '../retrieval/chunks';
import type { JurisdictionResolver } from '../rules/jurisdictions';
import { NATIONWIDE } from '../rules/jurisdictions';
import type { PlaceReader } from '../rules/place';
import type { OrdinanceAge } from '../rules/ordinance-age';
import { OTHER_BUILDINGS, type ParkingNeed, type ParkingNeeds } from '../rules/parking-needed';
import type { ResolvedUse, UseResolver } from '../rules/resolve-use';
import { verdictForUse } from '../rules/use-verdict';
import { articleWithItem, type LandUseRuleRow, type Listed, type RuleStore, type UseClassRow, type ZoningLimitRow } from '../rules/rule-store';
import { canonicalZone, findZone } from '../rules/zones';
import type { Db } from '../store/database';
import { statementCache } from '../store/statements';

export interface RuleFact {
  /** use: the class a use in the question's words is (the vocabulary), cited like the other rows. */
  kind: 'zoning' | 'land-use' | 'parking' | 'use';
  jurisdiction: string;
  zone_district: string;
  /** 건폐율, 용적률, or the land use asked about ("단독주택"). */
  subject: string;
  /** "60퍼센트 이하", "100퍼센트 이상 250퍼센트 이하", "조건부허용 (…)" */
  statement: string;
  law_name: string | null;
  /** Article with its paragraph and item: 제84조제1항제4호. */
  article: string | null;
  /** Where the rule came from: rule source names (the shipped file, document:N, zoning:file.csv). */
  sources: string[];
  /** The passage of the article, when an ingested document has it (its [n] once the context is built). */
  chunk_id: number | null;
  n: number | null;
  /** Another valid source gives this place, zone and subject another value: said with ⚠️, never settled here. */
  conflict?: boolean;
  /** ⚠️ Taken from an ordinance older than the national law in force it fills in (rules/ordinance-age). */
  warning?: string | null;
}

export function createRuleFacts(db: Db, deps: { rules: RuleStore; jurisdictions: JurisdictionResolver; places: PlaceReader; ordinanceAge: OrdinanceAge; uses: UseResolver; parking: ParkingNeeds }) {
  const statement = statementCache(db);
  const articles = createArticleIndex(db);

  /** The passage of an article: in the rule's own document when known, else in any document of that law. */
  const articleChunk = (fact: { law_name: string | null; article: string | null }, document: number | null, named: string): ChunkRecord | null =>
    // The chunk that names the zone (or the use, in an annex) holds the item; otherwise the article's first chunk.
    articles.passageFor(fact.law_name, fact.article, document, (text) => canonicalZone(text).replace(/ㆍ/g, '').includes(named));

  // The place the question names, else the user's default place: its ordinance rows come first.
  const scopeOf = (question: string): QuestionScope => {
    const place = deps.places.of(question);
    return { zone: findZone(question), jurisdiction: place.name, place_from: place.from };
  };

  return {
    /** The facts for a question, most specific jurisdiction first: its zone's limits and uses, and its use's parking. */
    forQuestion(question: string): { scope: QuestionScope; facts: RuleFact[] } {
      const scope = scopeOf(question);
      const uses = deps.uses(question);
      const facts: RuleFact[] = deps.parking(question, scope.jurisdiction).map(parkingFact);
      // How each use in the question's words is classed, cited to the vocabulary's item, before the rows that use it.
      const classed = uses.flatMap((use) => use.options.filter((option) => option.row !== null).map((option) => useFact(use, option.row!, option.bound)));
      const withClasses = () => (facts.some((fact) => fact.kind !== 'zoning') ? [...classed, ...facts] : facts);
      if (!scope.zone) return { scope, facts: withClasses() };
      const asked = metricsAsked(question);
      const compactQuestion = canonicalZone(question);
      for (const jurisdiction of deps.jurisdictions.lineage(scope.jurisdiction)) {
        const filter = { zone: scope.zone, jurisdiction };
        const zoning = deps.rules.listZoning(filter);
        for (const metric of asked) facts.push(...zoningFacts(zoning, metric));
        const landUse = deps.rules.listLandUse(filter);
        for (const rule of landUse) {
          if (!compactQuestion.includes(canonicalZone(rule.activity))) continue;
          facts.push(landUseFact(rule, jurisdiction, rule.activity));
        }
        // A use the question names in other words: the class (or classes) it is, by the vocabulary, and the row of each
        // (a class in its own name has its row above; "교회" is a 종교시설 named otherwise).
        for (const use of uses) {
          if (compactQuestion.includes(use.use) && use.options.every((option) => option.row === null)) continue;
          for (const option of use.options) {
            const rule = landUse.find((row) => canonicalZone(row.activity) === option.class);
            if (rule) facts.push(landUseFact(verdictForUse(rule, use.use), jurisdiction, `${option.class}(${use.word})`));
          }
        }
      }
      return { scope, facts: withClasses() };
    },

    /** The passages facts cite, as search hits to put in front of the retrieved ones. */
    passages(facts: readonly RuleFact[], topScore: number): SearchHit[] {
      const ids = [...new Set(facts.map((fact) => fact.chunk_id).filter((id): id is number => id !== null))];
      if (ids.length === 0) return [];
      // Scored above every retrieved passage, so a context budget never drops the grounds of a hard rule.
      return [...loadChunks(statement, ids).values()].map(({ id, ...row }) => ({ ...row, chunk_id: id, distance: 0, score: topScore + 1 }));
    },

    /**
     * For a zone the rule tables have no land-use rows for, the passage naming the annex that decides what may be built
     * there ("5. 제3종일반주거지역안에서 건축할 수 있는 건축물 : 별표 6에 규정된 건축물", 국토계획법 시행령 제71조), so that
     * an answer that cannot decide says which annex to add — wherever search ranked it. Also for how high one may build
     * in a zone ("제2종일반주거지역에 몇 층까지 지을 수 있어요?"): the zone's annex sets its storeys.
     */
    zoneAnnexPassage(zone: string, topScore: number): SearchHit[] {
      const rows = statement(`SELECT c.id, c.text FROM chunks c WHERE c.text LIKE '%' || ? || '%' AND c.text LIKE '%별표%'`).all(`${zone.replace(/지역$/, '')}%건축할 수`) as { id: number; text: string }[];
      const naming = rows.find((row) => row.text.split('\n').some((line) => ZONE_ANNEX_LINE.test(canonicalZone(line)) && canonicalZone(line).includes(zone)));
      if (!naming) return [];
      // At the best passage's score: a context over its budget drops the lowest first, and this one says what to add.
      return [...loadChunks(statement, [naming.id]).values()].map(({ id, ...row }) => ({ ...row, chunk_id: id, distance: 0, score: topScore }));
    },
  };

  function landUseFact(rule: Listed<LandUseRuleRow>, jurisdiction: string, subject: string): RuleFact {
    return {
      kind: 'land-use',
      jurisdiction,
      zone_district: rule.zone_district,
      subject,
      statement: rule.conditions ? `${rule.permission} (${rule.conditions})` : rule.permission,
      law_name: rule.law_name,
      article: articleWithItem(rule),
      sources: [rule.source],
      chunk_id: articleChunk(rule, rule.document ?? null, rule.document ? canonicalZone(rule.activity) : rule.zone_district)?.id ?? null,
      n: null,
      warning: deps.ordinanceAge.warningFor({ ...rule, table: 'land-use' }),
    };
  }

  function useFact(use: ResolvedUse, row: Listed<UseClassRow>, bound: string | null): RuleFact {
    return {
      kind: 'use',
      jurisdiction: row.jurisdiction,
      zone_district: '',
      subject: useSubject(use),
      statement: `${bound ? `${bound}이면 ` : ''}${row.class}`,
      law_name: row.law_name,
      article: articleWithItem(row),
      sources: [row.source],
      chunk_id: articleChunk(row, row.document, use.use)?.id ?? null,
      n: null,
      warning: null,
    };
  }

  function parkingFact({ use, via, jurisdiction, row, count }: ParkingNeed): RuleFact {
    // The bound that puts the use in its class is said, and cited, by the vocabulary's own line (useFact).
    const through = via === use.use ? '' : via === OTHER_BUILDINGS ? ' → 그 밖의 건축물' : ` → ${via}`;
    const computed = count.cars !== null ? `${count.cars}대 — ${count.working}` : `${row.formula} (${count.problem})`;
    return {
      kind: 'parking',
      jurisdiction,
      zone_district: '',
      subject: `${useSubject(use)}${through} 부설주차장`,
      statement: count.cars !== null ? `${computed}; 설치기준 ${row.formula}` : computed,
      law_name: row.law_name,
      article: articleWithItem(row),
      sources: [row.source],
      chunk_id: articleChunk(row, row.document, row.use)?.id ?? null,
      n: null,
      warning: null,
    };
  }

  /** One fact per distinct value and article; the same limit from the shipped table and a parsed document is one fact. */
  function zoningFacts(rows: readonly Listed<ZoningLimitRow>[], metric: Metric): RuleFact[] {
    const byKey = new Map<string, { fact: RuleFact; document: number | null }>();
    for (const row of rows) {
      const value = metric === '건폐율' ? limitText(null, row.bcr_max) : limitText(row.far_min, row.far_max);
      if (!value) continue;
      const article = row.article ? `${row.article}${row.item ?? ''}` : null;
      const key = [value, row.law_name, article].join('\u0000');
      const known = byKey.get(key);
      if (known) {
        known.fact.sources.push(row.source);
        known.document ??= row.document;
        continue;
      }
      byKey.set(key, {
        document: row.document,
        fact: {
          kind: 'zoning',
          jurisdiction: row.jurisdiction,
          zone_district: row.zone_district,
          subject: metric,
          statement: value,
          law_name: row.law_name,
          article,
          sources: [row.source],
          chunk_id: null,
          n: null,
          warning: deps.ordinanceAge.warningFor({ ...row, table: 'zoning' }),
        },
      });
    }
    const facts = [...byKey.values()].map(({ fact, document }) => ({ ...fact, chunk_id: articleChunk(fact, document, fact.zone_district)?.id ?? null }));
    // The rows come strongest source first; a second value for the same place is a conflict between sources.
    // (By the cap: the act's "80퍼센트 이하" and the decree's "50퍼센트 이상 80퍼센트 이하" agree.)
    const caps = rows.map((row) => (metric === '건폐율' ? row.bcr_max : row.far_max)).filter((cap) => cap !== null);
    const conflict = new Set(caps).size > 1;
    return conflict ? facts.map((fact) => ({ ...fact, conflict })) : facts;
  }
}

export type RuleFacts = ReturnType<typeof createRuleFacts>;

type Metric = '건폐율' | '용적률';

/** "제3종일반주거지역안에서건축할수있는건축물:별표6에규정된건축물": a line naming a zone's annex (compact). */
const ZONE_ANNEX_LINE = /지역(?:안|내)에서건축할수(?:있는|없는)건축물:?별표\d+/;
const compactWord = (word: string) => word.replace(/\s+/g, '');


/** The metrics a question asks about (also misspelt 건폐률/용적율); none when it names neither, so a question about
 * heights or parking does not get building-coverage facts it did not ask for. */
function metricsAsked(question: string): Metric[] {
  const compact = question.replace(/\s+/g, '');
  const asked: Metric[] = [];
  if (/건폐[율률]/.test(compact)) asked.push('건폐율');
  if (/용적[율률]/.test(compact)) asked.push('용적률');
  return asked;
}

function limitText(min: number | null, max: number | null): string | null {
  if (max === null && min === null) return null;
  const percent = (value: number) => `${value.toLocaleString('en-US')}퍼센트`;
  if (min !== null && max !== null) return `${percent(min)} 이상 ${percent(max)} 이하`;
  return max !== null ? `${percent(max)} 이하` : `${percent(min!)} 이상`;
}

/** "제2종일반주거지역 건폐율: 60퍼센트 이하 — 국토의 계획 및 이용에 관한 법률 시행령 제84조제1항제4호" */
export function formatFact(fact: RuleFact): string {
  const where = [fact.law_name, fact.article].filter(Boolean).join(' ');
  const place = fact.jurisdiction === NATIONWIDE ? '' : ` (${fact.jurisdiction})`;
  const conflict = fact.conflict ? ` ⚠️ 출처마다 값이 다름 (${fact.sources.join(', ')}): 검토자 확인 필요` : '';
  // The full reason is in the answer's warnings; the line says which value it is about.
  const aged = fact.warning ? ' ⚠️ 상위 법령 개정 전의 조례' : '';
  return `${fact.zone_district ? `${fact.zone_district} ` : ''}${fact.subject}: ${fact.statement}${where ? ` — ${where}` : ''}${place}${conflict}${aged}`;
}

/** A use as the asker wrote it, with the vocabulary's word when that differs ("카페(휴게음식점)"). */
function useSubject(use: ResolvedUse): string {
  return `${use.word}${use.use !== compactWord(use.word) ? `(${use.use})` : ''}`;
}
