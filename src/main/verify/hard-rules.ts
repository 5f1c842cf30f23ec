// STEP 2: hard rules, decided by code against the rule tables and the ingested statutes (seed 000 2-1 … 2-4).
// Each figure is compared with the row for its own zone, metric and source — the place's ordinance first, then
// 전국 — so a figure that exists in the law but belongs to another zone, bound or act is caught, not just one that
// exists nowhere. Nothing an answer or a language model says can change these verdicts. Every check is recorded
// for the report; what it finds is a finding with its severity and code.
import type { Figure, PlaceFrom, RuleCheck } from '../../shared/verify-contract';
import { FINDING_CODES, type Finding, type FindingCode } from '../../shared/findings';
import type { ArticleIndex } from '../retrieval/articles';
import { articleBase } from '../retrieval/articles';
import { NATIONWIDE } from '../rules/jurisdictions';
import { citedArticles, namedLaws, type Extraction } from './extract';
import { findFigures, formatFigure } from './figures';
import type { ParkingNeed } from '../rules/parking-needed';
import { findAttributes } from './mentions';
import { articleBasesInCell, limitText, ordinanceAuthority, type Limit, type Metric, type RuleBook } from './rule-rows';

export interface HardRuleResult {
  checks: RuleCheck[];
  findings: (Finding & { subject: string })[];
  /** How each ratio figure fared against its row, for the grounding (a passed figure is supported by the row). */
  ruled: Map<Figure, { verdict: 'pass' | 'warn' | 'fail'; rows: string[]; code?: FindingCode }>;
}

export interface HardRuleInput {
  extraction: Extraction;
  /** The figures that are claims about the law (not the asker's own numbers, nor a former value). */
  figures: readonly Figure[];
  /** The zone and place the question is about (the answer's, when the question names none). */
  scope: { zone: string | null; jurisdiction: string; place_from?: PlaceFrom | undefined; ambiguous?: { word: string; candidates: string[] }[] };
  book: RuleBook;
  articles: ArticleIndex;
  /** The parking the question's building needs, counted by code from the parking rows (rules/parking-needed.ts). */
  parking?: readonly ParkingNeed[] | undefined;
  /** The answer's text, for the counts of cars it states. */
  answer?: string | undefined;
}

type Record = (check: RuleCheck, code?: FindingCode) => void;

export function checkHardRules({ extraction, figures, scope, book, articles, parking = [], answer = '' }: HardRuleInput): HardRuleResult {
  const checks: RuleCheck[] = [];
  const findings: HardRuleResult['findings'] = [];
  const ruled: HardRuleResult['ruled'] = new Map();
  const record: Record = (check, code) => {
    checks.push(check);
    if (code && (check.verdict === 'fail' || check.verdict === 'warn')) {
      findings.push({ severity: FINDING_CODES[code].severity, code, claim: check.subject, subject: check.subject, message: check.message, sources: check.rows });
    }
  };

  checkZones(extraction, scope, record);
  checkPermissions(extraction, scope, book, record);
  checkLimits(figures, extraction.carried, scope, book, record, ruled);
  checkRatioCitations(extraction, book, record);
  checkCitations(extraction, articles, record);
  checkParking(parking, answer, figures, book, record, ruled);
  return { checks, findings, ruled };
}

// 2-5 ------------------------------------------------------------------------------------------------------------

/**
 * The cars an answer says a building needs, against the count code computed from the parking row and the area the
 * question gives: an answer stating counts, none of them the computed one, is wrong. (An answer that states no count
 * is the completeness check's.)
 */
function checkParking(needs: readonly ParkingNeed[], answer: string, figures: readonly Figure[], book: RuleBook, record: Record, ruled: HardRuleResult['ruled']): void {
  // Counts, not the standard's ratio ("200㎡당 1대") nor a working's factor ("× 1대").
  const stated = [...new Set(findFigures(answer).filter((found) => found.unit === '대' && !/(?:당|×|x)\s*$/.test(answer.slice(Math.max(0, found.start - 3), found.start))).map((found) => found.value))];
  for (const need of needs) {
    if (need.count.cars === null) continue;
    const row = book.parking(need);
    const subject = `${need.use.word} 부설주차장`;
    const expected = `${need.count.cars}대 (${need.count.working}) — ${need.row.law_name ?? ''} ${need.row.article ?? ''} ${need.row.item ?? ''}`.replace(/\s+/g, ' ').trim();
    if (stated.length === 0) {
      record({ id: '2-5', verdict: 'skip', subject, message: `답변에 주차대수가 없습니다: 규칙표로 계산하면 ${expected}`, rows: [row] });
    } else if (stated.includes(need.count.cars)) {
      record({ id: '2-5', verdict: 'pass', subject, message: `주차대수 ${need.count.cars}대 — 규칙표 계산과 일치 (${need.count.working})`, rows: [row] });
      // A count the row gives is supported by the row, as a ratio that passed its cap is (the grounding reads this).
      for (const figure of figures) if (figure.unit === '대' && figure.value === need.count.cars) ruled.set(figure, { verdict: 'pass', rows: [row] });
    } else {
      record({ id: '2-5', verdict: 'fail', subject, message: `주차대수 오류: 답변은 ${stated.map((value) => `${value}대`).join(', ')}, 규칙표로 계산하면 ${expected}`, rows: [row] }, 'parking_count_contradicted');
    }
  }
}

// 2-1 ------------------------------------------------------------------------------------------------------------

function checkZones(extraction: Extraction, scope: HardRuleInput['scope'], record: Record): void {
  for (const word of extraction.unknownZones) {
    record({ id: '2-1', verdict: 'fail', subject: word, message: `존재하지 않는 용도지역: '${word}'는 국토계획법 시행령 제30조의 용도지역이 아닙니다`, rows: [] }, 'zone_nonexistent');
  }
  for (const word of extraction.unknownClasses) {
    record({ id: '2-1', verdict: 'fail', subject: word, message: `존재하지 않는 구분: '${word}'는 법령에 없는 구분입니다 (${word.includes('근린생활') ? '근린생활시설은 제1종과 제2종뿐입니다' : '법령의 구분을 확인하세요'})`, rows: [] }, 'class_nonexistent');
  }
  const asked = scope.zone;
  if (asked && extraction.zones.length > 0 && !extraction.zones.includes(asked)) {
    record({ id: '2-1', verdict: 'warn', subject: extraction.zones.join(', '), message: `용도지역 불일치: 질문은 ${asked}, 답변은 ${extraction.zones.join(', ')}`, rows: [] }, 'zone_differs');
  } else if (asked || extraction.zones.length > 0) {
    record({ id: '2-1', verdict: 'pass', subject: asked ?? extraction.zones[0]!, message: `용도지역 ${asked ?? extraction.zones[0]} 확인`, rows: [] });
  }
}

// 2-2 ------------------------------------------------------------------------------------------------------------

function checkPermissions(extraction: Extraction, scope: HardRuleInput['scope'], book: RuleBook, record: Record): void {
  const zone = scope.zone ?? extraction.info.zone_district;
  for (const claim of extraction.info.permissions) {
    const activity = claim.activity;
    if (!activity) continue;
    const subject = `${claim.activity}: ${claim.verdict}`;
    // A verdict in a sentence that names zones is about those zones; one that names none, about the answer's.
    const zones = claim.zones && claim.zones.length > 0 ? claim.zones : zone ? [zone] : [];
    if (zones.length === 0) {
      record({ id: '2-2', verdict: 'skip', subject, message: '용도지역을 알 수 없어 허가 구분을 비교하지 못했습니다', rows: [] });
      continue;
    }
    const allows = (verdict: string) => verdict === '허용' || verdict === '조건부허용';
    const contradicts = (permission: string) => (allows(claim.verdict) && permission === '불허') || (claim.verdict === '불허' && permission === '허용');
    const rows = zones.flatMap((named) => book.landUse(named, scope.jurisdiction, activity).slice(0, 1).map((rule) => ({ zone: named, rule })));
    if (rows.length === 0) {
      record({ id: '2-2', verdict: 'skip', subject, message: `규칙표에 ${zones.join(', ')}의 '${claim.activity}' 행이 없습니다`, rows: [] });
      continue;
    }
    // (A sentence that gives several zones' verdicts at once is wrong only where no zone it names bears it out.)
    const { zone: judged, rule } = rows.find(({ rule }) => !contradicts(rule.permission)) ?? rows[0]!;
    const where = `${judged}에서 ${rule.permission}${rule.conditions ? ` (${rule.conditions})` : ''} — ${rule.source}`;
    if (contradicts(rule.permission)) {
      record({ id: '2-2', verdict: 'fail', subject, message: `허가 구분 오류: 답변은 '${claim.activity}'를 ${claim.verdict}(으)로 적었지만 ${where}`, rows: [rule.id] }, 'permission_contradicted');
    } else if (claim.verdict === '조건부허용' && rule.permission === '조건부허용' && !conditionsStated(claim.conditions, rule.conditions)) {
      record({ id: '2-2', verdict: 'warn', subject, message: `조건 미명시: '${claim.activity}'는 조건부허용인데 답변에 조건이 없습니다 — ${where}`, rows: [rule.id] }, 'conditions_missing');
    } else if (claim.verdict === '허용' && rule.permission === '조건부허용') {
      record({ id: '2-2', verdict: 'warn', subject, message: `조건 누락: 답변은 '${claim.activity}'를 조건 없이 허용으로 적었지만 ${where}`, rows: [rule.id] }, 'conditions_missing');
    } else if (claim.verdict !== rule.permission) {
      record({ id: '2-2', verdict: 'warn', subject, message: `허가 구분 차이: 답변은 ${claim.verdict}, 규칙표는 ${where}`, rows: [rule.id] }, 'permission_differs');
    } else {
      record({ id: '2-2', verdict: 'pass', subject, message: `${claim.activity}: ${rule.permission} — 규칙표와 일치 (${rule.source})`, rows: [rule.id] });
    }
  }
}

/** A conditional answer states its conditions: some of the rule's words, or a condition of its own. */
function conditionsStated(stated: readonly string[], rule: string | null): boolean {
  // The verdict itself ("조건부허용") is not a condition.
  const text = stated.join(' ').replace(/조건부\s*(?:허용|로|입니다)?/g, '');
  if (!rule) return text.length > 0;
  const words = rule.split(/[\s,ㆍ·()]+/).filter((word) => word.length >= 3);
  return words.some((word) => text.includes(word.replace(/(?:으로|로서|에서|하는|하여|에|을|를|은|는|이|가)$/, ''))) || /경우에|조건|미만|이하|한하여|한함/.test(text);
}

// 2-3 ------------------------------------------------------------------------------------------------------------

/** The articles a limit cites: a reviewer's row may name one for 건폐율 and one for 용적률 ("제54조…, 제55조…"). */
const limitArticles = (limit: Pick<Limit, 'article'>): string[] => articleBasesInCell(limit.article);

function checkLimits(figures: readonly Figure[], carried: ReadonlySet<Figure>, scope: HardRuleInput['scope'], book: RuleBook, record: Record, ruled: HardRuleResult['ruled']): void {
  // An answer that states a place's own figure for a zone has applied the ordinance; the national cap or range it
  // also gives for that zone is context ("최대 250%, 서울시는 200%"), not the national figure stated as the place's.
  const statesLocal = (zone: string, metric: Metric, local: Limit | null) =>
    local !== null && figures.some((figure) => figure.zone === zone && figure.attribute === metric && figure.unit === '%' && figure.lower === null && figure.value === local.max && figure.bound !== '초과' && figure.jurisdiction !== NATIONWIDE);
  /** Per zone and metric at the question's place: its limits, and whether the answer stated the national one or the local one. */
  const stated = new Map<string, { local: Limit | null; national: Limit | null; statedNational: boolean; matchedLocal: boolean; reported: boolean; phrase: string }>();
  for (const figure of figures) {
    if ((figure.attribute !== '건폐율' && figure.attribute !== '용적률') || figure.unit !== '%') continue;
    const metric: Metric = figure.attribute;
    // The extractor already fell back to the question's zone; a figure without one is about no zone (취락지구 …).
    const zone = figure.zone;
    const subject = figure.phrase;
    if (!zone) {
      record({ id: '2-3', verdict: 'skip', subject, message: `용도지역의 수치가 아니어서 ${metric} 규칙표와 비교하지 않았습니다`, rows: [] });
      continue;
    }
    // The ordinance a figure is given for: the one named, else that of the place the figure is said of (a figure
    // for 부산 under the national cap is the ordinance's business, checkable only against its row).
    const ordinanceClaimed =
      figure.law !== null && /조례$/.test(figure.law)
        ? figure.law
        : figure.law === null && figure.jurisdiction && figure.jurisdiction !== NATIONWIDE
          ? `${ordinanceAuthority(figure.jurisdiction)} 조례`
          : null;
    const place = figure.jurisdiction && figure.jurisdiction !== NATIONWIDE ? figure.jurisdiction : scope.jurisdiction;
    const { local, national } = book.limits(zone, place, metric);
    if (!national && !local) {
      record({ id: '2-3', verdict: 'skip', subject, message: `규칙표에 ${zone} ${metric} 행이 없습니다`, rows: [] });
      continue;
    }
    // The answer as a whole is judged per zone and metric at the question's place.
    const key = `${zone}\u0000${metric}`;
    const summary = stated.get(key) ?? { ...book.limits(zone, scope.jurisdiction, metric), statedNational: false, matchedLocal: false, reported: false, phrase: subject };
    stated.set(key, summary);

    const asContext = local !== null && national !== null && statesLocal(zone, metric, local) && figure.value === national.max && (figure.lower === null || figure.lower === national.min);
    const wantsNational = figure.jurisdiction === NATIONWIDE || asContext;
    const target = wantsNational ? national : (local ?? national);
    if (!target) continue;
    if (target === national) summary.statedNational = true;

    if (ordinanceClaimed && !local) {
      // The ordinance the answer names is not in the library: only the national cap can be checked.
      const over = national !== null && figure.value > national.max;
      const rows = national ? [national.id] : [];
      ruled.set(figure, { verdict: over ? 'fail' : 'warn', rows });
      record(
        {
          id: '2-3',
          verdict: over ? 'fail' : 'warn',
          subject,
          message: over
            ? `${metric} 초과: '${subject}' — ${zone} ${metric}은 전국 상한 ${limitText(national!)}을 넘을 수 없습니다 (${national!.source})`
            : `${ordinanceClaimed}의 ${zone} ${metric} 행이 라이브러리에 없어 조례 값은 확인하지 못했습니다 (전국 상한 이내인지만 확인)`,
          rows,
        },
        over ? 'cap_exceeded' : 'ordinance_not_in_library',
      );
      continue;
    }
    const verdict = compareWithLimit(figure, metric, zone, target, local, national);
    // Two valid sources disagree about this place's limit and the figure agrees with one only: the verifier does
    // not pick a side (precedence chose the row, not the truth); both are shown for a reviewer to settle.
    const disputed = target.conflicting.filter((other) => (compareWithLimit(figure, metric, zone, other, target === local ? other : local, target === national ? other : national) === null) !== (verdict === null));
    if (disputed.length > 0) {
      const both = [target, ...disputed];
      const ids = both.map((limit) => limit.id);
      ruled.set(figure, { verdict: 'warn', rows: ids });
      record(
        {
          id: '2-3',
          verdict: 'warn',
          subject,
          message: `규칙 충돌: ${target.jurisdiction} ${zone} ${metric}을(를) 출처마다 다르게 적었습니다 — ${both.map((limit) => `${limitText(limit)} (${limit.source})`).join(' / ')}: 어느 쪽으로도 판정하지 않았습니다. 검토자가 규칙 화면에서 맞지 않는 출처를 끄세요`,
          rows: ids,
        },
        'rules_conflict',
      );
      continue;
    }
    const rows = [target.id, ...(target !== national && national ? [national.id] : [])];
    // "건폐율 60% / 용적률 400% (시행령은 70% 이하 / 200~500%)": a figure whose ratio was only carried over may be
    // the other one; when it states that one's limit exactly, it is not accused of breaking this one.
    if (verdict !== null && carried.has(figure)) {
      const other: Metric = metric === '건폐율' ? '용적률' : '건폐율';
      const limits = book.limits(zone, place, other);
      const otherTarget = wantsNational ? limits.national : (limits.local ?? limits.national);
      if (otherTarget && compareWithLimit({ ...figure, attribute: other }, other, zone, otherTarget, limits.local, limits.national) === null) {
        ruled.set(figure, { verdict: 'pass', rows: [otherTarget.id] });
        record({ id: '2-3', verdict: 'pass', subject, message: `${zone} ${other} ${limitText(otherTarget)} — ${otherTarget.source} (답변이 비율을 따로 적지 않아 ${other}로 읽음)`, rows: [otherTarget.id] });
        continue;
      }
    }
    if (verdict === null) {
      if (summary.local && target.id === summary.local.id) summary.matchedLocal = true;
      ruled.set(figure, { verdict: 'pass', rows: [target.id] });
      record({ id: '2-3', verdict: 'pass', subject, message: `${zone} ${metric} ${limitText(target)} — ${target.source}`, rows: [target.id] });
      continue;
    }
    ruled.set(figure, { verdict: 'fail', rows, code: verdict.code });
    record({ id: '2-3', verdict: 'fail', subject, message: verdict.message, rows }, verdict.code);
    if (verdict.code === 'ordinance_ignored') summary.reported = true;
  }

  // The whole answer, per zone and metric: the stricter ordinance must be stated where it applies, and a missing
  // ordinance is said out loud.
  const place = scope.jurisdiction;
  // A place the question did not name is said as the user's default, so the finding explains where it came from.
  const placeNamed = scope.place_from === 'default' ? `${place}(설정의 기본 지역)` : place;
  for (const [key, summary] of stated) {
    const [zone, metric] = key.split('\u0000') as [string, Metric];
    const { local, national } = summary;
    if (local && national && local.max < national.max && !summary.matchedLocal && !summary.reported) {
      record(
        {
          id: '2-3',
          verdict: 'fail',
          subject: summary.phrase,
          message: `조례 우선 미적용: ${placeNamed}의 ${zone} ${metric}은 조례가 정한 ${limitText(local)}입니다 (${local.source}); 답변은 전국 기준만 적었습니다`,
          rows: [local.id, national.id],
        },
        'ordinance_ignored',
      );
    } else if (place === NATIONWIDE && summary.statedNational) {
      // "중구": a place the question names without saying which; its ordinance may be in the library.
      for (const { word, candidates } of scope.ambiguous ?? []) {
        const stricter = candidates
          .map((candidate) => ({ candidate, local: book.limits(zone, candidate, metric).local }))
          .filter((entry) => entry.local && national && entry.local.max < national.max);
        if (stricter.length === 0) continue;
        const example = stricter[0]!;
        record(
          {
            id: '2-3',
            verdict: 'warn',
            subject: summary.phrase,
            message: `지역 불명확: '${word}'는 ${candidates.join(', ')} 중 어디인지 질문에 없습니다: ${example.candidate}라면 조례가 정한 ${zone} ${metric} ${limitText(example.local!)}가 적용됩니다 (${example.local!.source})`,
            rows: [example.local!.id],
          },
          'place_ambiguous',
        );
      }
    } else if (!local && place !== NATIONWIDE && summary.statedNational) {
      const authority = ordinanceAuthority(place);
      record(
        {
          id: '2-3',
          verdict: 'warn',
          subject: summary.phrase,
          message: `조례가 라이브러리에 없음: ${authority} 조례가 라이브러리에 없습니다: 그곳에 적용되는 비율은 이 범위 안에서 조례가 정합니다`,
          rows: national ? [national.id] : [],
        },
        'ordinance_not_in_library',
      );
    }
  }
}

/** Null when the figure states the limit; else what is wrong with it. */
function compareWithLimit(figure: Figure, metric: Metric, zone: string, target: Limit, local: Limit | null, national: Limit | null): { code: FindingCode; message: string } | null {
  const phrase = figure.phrase;
  const stated = formatFigure(figure);
  const min = target.min ?? national?.min ?? null;
  const isMinimum = figure.lower === null && (figure.bound === '이상' || figure.bound === '초과');

  // The article the figure is cited to must be one of the row's, when the answer attributes it to the row's statute.
  if (figure.law && figure.law === target.law_name && target.article && figure.articles.length > 0) {
    const wanted = limitArticles(target);
    if (!figure.articles.some((article) => wanted.includes(articleBase(article) ?? ''))) {
      return { code: 'row_article_mismatch', message: `조문 불일치: '${phrase}' — ${zone} ${metric}은 ${target.law_name} ${target.article}에 있습니다 (${figure.articles.join(', ')} 아님)` };
    }
  }
  if (isMinimum) {
    if (min !== null && figure.value === min) return null;
    return min === null
      ? { code: 'minimum_misstated', message: `${metric} 기준 방향 오류: '${phrase}' — ${zone} ${metric}은 상한(${limitText(target)})으로 정해집니다 (${target.source})` }
      : { code: 'minimum_misstated', message: `${metric} 하한 오류: '${phrase}' — ${zone} ${metric}의 하한은 ${min.toLocaleString('en-US')}퍼센트입니다 (${target.source})` };
  }
  if (figure.lower !== null && min !== null && figure.lower !== min) {
    return { code: 'minimum_misstated', message: `${metric} 하한 오류: '${phrase}' — ${zone} ${metric}의 범위는 ${limitText({ min, max: target.max })}입니다 (${target.source})` };
  }
  if (figure.value > target.max) {
    if (local && target === local && national && figure.value === national.max) {
      return { code: 'ordinance_ignored', message: `조례 우선 미적용: '${phrase}'는 전국 상한이지만 ${local.jurisdiction}에는 조례가 정한 ${limitText(local)}가 적용됩니다 (${local.source})` };
    }
    return { code: 'cap_exceeded', message: `${metric} 초과: '${phrase}' — ${zone} ${metric} 상한은 ${limitText(target)}입니다 (${target.source})` };
  }
  if (figure.value < target.max) {
    if (min !== null && figure.value === min) {
      return { code: 'cap_misstated', message: `하한을 상한으로 기재: '${phrase}' — ${min.toLocaleString('en-US')}퍼센트는 ${zone} ${metric}의 하한이고 상한은 ${limitText(target)}입니다 (${target.source})` };
    }
    return { code: 'cap_misstated', message: `${metric} 상한 오기: '${phrase}' — ${zone} ${metric} 상한은 ${limitText(target)}입니다 (${target.source})` };
  }
  if (figure.bound === '미만') return { code: 'bound_contradicted', message: `경계 표현 불일치: '${stated}' — 원문은 ${limitText(target)}입니다 (미만이 아니라 이하; ${target.source})` };
  return null;
}

/**
 * "[근거] 건폐율·용적률 모두 서울특별시 도시계획 조례 제54조제1항제13호": one ordinance article said of both ratios,
 * apart from their figures. The reviewer's rows say which article holds each ratio for the zone that article's item is
 * about; a ratio the article does not hold is cited to the wrong article.
 */
function checkRatioCitations(extraction: Extraction, book: RuleBook, record: Record): void {
  for (const sentence of extraction.text.sentences) {
    const cited = extraction.info.cited_articles.filter((article) => article.sentence === sentence.index && article.law !== null);
    if (cited.length !== 1 || findFigures(sentence.text).some((figure) => figure.unit === '%')) continue;
    const metrics = [...new Set(findAttributes(sentence.text).map((mention) => mention.attribute))].filter((attribute): attribute is Metric => attribute === '건폐율' || attribute === '용적률');
    if (metrics.length === 0) continue;
    const [article] = cited;
    for (const { zone, jurisdiction } of book.zonesCiting(article!.law!, article!.text)) {
      for (const metric of metrics) {
        const { local } = book.limits(zone, jurisdiction, metric);
        if (!local?.article || local.article.replace(/\s+/g, '') === article!.text.replace(/\s+/g, '')) continue;
        record(
          { id: '2-3', verdict: 'fail', subject: sentence.text.trim(), message: `조문 불일치: '${metric}' — ${jurisdiction} ${zone} ${metric}은 ${local.law_name} ${local.article}에 있습니다 (${article!.text} 아님; ${local.source})`, rows: [local.id] },
          'row_article_mismatch',
        );
      }
    }
  }
}

// 2-4 ------------------------------------------------------------------------------------------------------------

function checkCitations(extraction: Extraction, articles: ArticleIndex, record: Record): void {
  for (const law of namedLaws(extraction)) {
    if (law.known) record({ id: '2-4', verdict: 'pass', subject: law.name, message: `「${law.name}」 확인`, rows: [] });
    else record({ id: '2-4', verdict: 'warn', subject: law.name, message: `인용 법률 미확인: 「${law.name}」 — 수집된 문서, 법령명·별칭, 규칙표 어디에도 없습니다`, rows: [] }, 'law_unconfirmed');
  }
  for (const cited of citedArticles(extraction)) {
    const { label } = cited;
    if (!cited.law) {
      record({ id: '2-4', verdict: 'skip', subject: label, message: `${cited.text}: 어느 법령의 조문인지 답변에 없어 존재를 확인하지 못했습니다`, rows: [] });
      continue;
    }
    if (!articles.hasLaw(cited.law)) {
      record({ id: '2-4', verdict: 'skip', subject: label, message: `「${cited.law}」 원문이 라이브러리에 없어 ${cited.text}의 존재를 확인하지 못했습니다`, rows: [] });
      continue;
    }
    const found = articles.locate(cited.law, cited.article, cited.paragraph, cited.item);
    if (found === 'found') record({ id: '2-4', verdict: 'pass', subject: label, message: `${label} 존재 확인`, rows: [] });
    else {
      const what = found === 'no-article' ? cited.article : found === 'no-paragraph' ? `${cited.article}제${cited.paragraph}항` : `${cited.article}${cited.paragraph ? `제${cited.paragraph}항` : ''}제${cited.item}호`;
      record({ id: '2-4', verdict: 'fail', subject: label, message: `존재하지 않는 조문: ${label} — 수집된 「${cited.law}」에 ${what}이(가) 없습니다`, rows: [] }, 'article_nonexistent');
    }
  }
}
