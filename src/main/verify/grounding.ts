// STEP 3 without a language model (and beside one): deterministic grounding. Every figure with a unit, every
// article and every statute the answer states must be found in the passages it was written from (or that were
// retrieved for it) or in the rule rows consulted; every quote must be verbatim; the items the question asks for
// must be answered. Each claim is tied to the passages that state it — claim → [n] in code, whatever markers the
// model wrote. A figure is supported only where the source states the same value for the same zone, attribute,
// bound and article: "the number occurs somewhere" is not enough.
import type { ConsultedRow, Figure, GroundingRow } from '../../shared/verify-contract';
import type { RequiredItem } from '../../shared/understand-contract';
import { articleBase } from '../retrieval/articles';
import { canonicalZone } from '../rules/zones';
import { searchForm } from '../text/search-text';
import { citedArticles, namedLaws, type Extraction } from './extract';
import { compatibleBounds, findFigures, formatFigure } from './figures';
import { baseLaw, findAttributes, findZones } from './mentions';
import type { RuleBook } from './rule-rows';

export interface Passage {
  n: number;
  law: string | null;
  article: string | null;
  title: string | null;
  text: string;
  /** "[3] 국토의 계획 및 이용에 관한 법률 시행령 제84조 p.54" */
  label: string;
}

export interface GroundingResult {
  rows: GroundingRow[];
  /** Supported share of the claims and asked items, 0–100. */
  score: number;
  /** Each ❌ with what it is about (a figure's phrase, an article), so that one the hard rules report is not told twice. */
  issues: { subject: string; text: string }[];
  warnings: string[];
  /** Items the question asks for that the answer leaves out. */
  missing: string[];
}

export interface GroundingInput {
  question: string;
  extraction: Extraction;
  passages: readonly Passage[];
  book: RuleBook;
  scope: { zone: string | null; jurisdiction: string };
  /** What the question's category says an answer must contain (question understanding). */
  requiredItems?: readonly RequiredItem[] | undefined;
}

const ABSTAINS = /근거\s*부족|답변\s*불가|찾지\s*못했|확인할\s*수\s*없|라이브러리에\s*없|수집되어\s*있지\s*않|포함되어\s*있지\s*않|제공되지\s*않/;

export function groundAnswer({ question, extraction, passages, book, scope, requiredItems = [] }: GroundingInput): GroundingResult {
  const rows: GroundingRow[] = [];
  const issues: GroundingResult['issues'] = [];
  const warnings: string[] = [];
  // The rule rows of every zone the answer's figures are about, at the question's place and above.
  const zones = new Set([scope.zone, ...extraction.info.figures.map((figure) => figure.zone)]);
  const places = new Set([scope.jurisdiction, ...extraction.info.figures.map((figure) => figure.jurisdiction).filter((place): place is string => place !== null)]);
  const ruleRows = [...new Map([...zones].flatMap((zone) => [...places].flatMap((place) => book.rowsAt(zone, place))).map((row) => [row.id, row])).values()];
  const zoningRows = ruleRows.filter((row) => row.table === 'zoning');
  const landUseRows = ruleRows.filter((row) => row.table === 'land-use');

  // Figures -------------------------------------------------------------------------------------------------------
  for (const figure of extraction.info.figures) {
    const claim = `${figure.zone && (figure.attribute === '건폐율' || figure.attribute === '용적률') ? `${figure.zone} ` : ''}${figure.attribute === '기타' ? '' : `${figure.attribute} `}${formatFigure(figure)}`;
    const support = [
      ...zoningRows.filter((row) => rowStates(row, figure)).map((row) => row.id),
      ...landUseRows.filter((row) => findFigures(row.statement).some((found) => sameFigure(figure, found))).map((row) => row.id),
      ...passages.filter((passage) => passageStates(passage, figure)).map((passage) => `[${passage.n}]`),
    ];
    const bound = figure.articles.length > 0 ? ` (${figure.articles.join(', ')})` : '';
    rows.push({ kind: 'figure', claim, phrase: figure.phrase, supported: support.length > 0, support, cited: figure.citations, note: support.length > 0 ? null : `근거 없음${bound}` });
    if (support.length === 0) {
      issues.push({
        subject: figure.phrase,
        text:
          figure.articles.length > 0
            ? `❌ 근거 없는 수치: '${figure.phrase}' — 인용한 ${figure.articles.join(', ')}에도, 규칙표에도 이 수치가 없습니다`
            : `❌ 근거 없는 수치: '${figure.phrase}' — 근거 조문과 규칙표 어디에도 없습니다`,
      });
    }
  }

  // Articles ------------------------------------------------------------------------------------------------------
  for (const { law, article, phrase, label } of citedArticles(extraction)) {
    const cited = { law, article };
    const support = [
      ...passages.filter((passage) => passageHasArticle(passage, cited.law, cited.article)).map((passage) => `[${passage.n}]`),
      ...ruleRows.filter((row) => articleBase(row.article) === cited.article && (cited.law === null || row.law_name === cited.law)).map((row) => row.id),
    ];
    const misread = support.length > 0 ? misreadArticle({ law, article, phrase, label }, extraction, passages) : null;
    rows.push({ kind: 'article', claim: label, phrase, supported: support.length > 0 && !misread, support, cited: [], note: support.length === 0 ? '근거 없음' : misread ? `'${misread.title}' 조문` : null });
    if (support.length === 0) issues.push({ subject: label, text: `❌ 근거 없는 조문: ${label} — 근거 조문과 규칙표에 없습니다` });
    else if (misread) issues.push({ subject: label, text: `❌ 조문 내용 불일치: ${label}은(는) '${misread.title}' 조문입니다 — ${misread.claimed}의 근거가 아닙니다` });
  }

  // Statutes ------------------------------------------------------------------------------------------------------
  for (const law of namedLaws(extraction)) {
    const support = [
      ...passages.filter((passage) => passage.law === law.name || (passage.law && baseLaw(passage.law) === law.name) || mentions(passage.text, law.name)).map((passage) => `[${passage.n}]`),
      ...ruleRows.filter((row) => row.law_name === law.name).map((row) => row.id),
    ];
    const supported = support.length > 0;
    // An ordinance of a real place that is simply not in the library is a gap to report, not an invention.
    const gap = !supported && law.ordinance;
    rows.push({ kind: 'law', claim: `「${law.name}」`, phrase: law.phrase, supported, support, cited: [], note: supported ? null : gap ? '라이브러리에 없는 조례' : '근거 없음' });
    if (gap) warnings.push(`⚠️ 「${law.name}」이(가) 라이브러리에 없어 확인하지 못했습니다: 그 조례를 추가하면 확인할 수 있습니다`);
    else if (!supported) issues.push({ subject: law.name, text: `❌ 근거 없는 법령: 「${law.name}」 — 근거 조문과 규칙표 어디에도 없습니다` });
  }

  // Quotes --------------------------------------------------------------------------------------------------------
  for (const quote of extraction.text.quotes) {
    const own = quote.n !== null ? passages.find((passage) => passage.n === quote.n) : undefined;
    const candidates = own ? [own, ...passages.filter((passage) => passage !== own)] : passages;
    const lines = quote.text.split('\n').map((line) => compact(line.replace(/…$/, ''))).filter((line) => line.length > 0);
    const holder = candidates.find((passage) => {
      const text = compact(passage.text);
      return lines.every((line) => text.includes(line));
    });
    const excerpt = quote.text.split('\n')[0]!.slice(0, 60);
    rows.push({ kind: 'quote', claim: excerpt, phrase: excerpt, supported: holder !== undefined, support: holder ? [`[${holder.n}]`] : [], cited: quote.n !== null ? [quote.n] : [], note: holder ? null : '원문과 다름' });
    if (!holder) issues.push({ subject: excerpt, text: `❌ 인용문 불일치: '${excerpt}…' — 인용한 원문${quote.n !== null ? ` [${quote.n}]` : ''}에 이 문장이 없습니다` });
  }

  // Items the question asks for -------------------------------------------------------------------------------------
  const abstains = ABSTAINS.test(extraction.text.statements);
  const missing: string[] = [];
  let acknowledged = 0;
  for (const item of itemsAsked(question, requiredItems)) {
    const answered = item.answered(extraction);
    rows.push({ kind: 'item', claim: item.name, phrase: item.name, supported: answered, support: [], cited: [], note: answered ? null : abstains ? '근거 부족으로 답하지 않음' : '답변에 없음' });
    if (answered) continue;
    missing.push(item.name);
    if (abstains) acknowledged++;
    warnings.push(abstains ? `⚠️ 질문한 '${item.name}'은(는) 근거 부족으로 답하지 않았습니다` : `⚠️ 누락 항목: 질문한 '${item.name}'이(가) 답변에 없습니다`);
  }

  // An answer that only says the library lacks the ground asserts nothing to check: its PASS means "claims nothing
  // wrong", not "verified", and the report says so rather than show a bare 100.
  if (abstains && !rows.some((row) => row.kind !== 'item')) {
    warnings.push('⚠️ 확인할 주장이 없습니다: 답변이 근거를 찾지 못했다고 말하고 수치·허가 판단·조문을 단정하지 않으므로, 검증은 틀린 단정이 없다는 것만 확인했습니다');
  }

  // An item left unanswered because the sources lack it is honest, not a failure: it does not count against the score.
  const counted = rows.length - acknowledged;
  const supported = rows.filter((row) => row.supported).length;
  const score = counted === 0 ? 100 : Math.round((100 * supported) / counted);
  return { rows, score, issues, warnings, missing };
}

// ---------------------------------------------------------------------------------------------------------------

const compact = (text: string) => searchForm(text.normalize('NFC').replace(/[ㆍ·]/g, 'ㆍ'));

function mentions(text: string, law: string): boolean {
  return compact(text).includes(compact(law));
}

function sameFigure(figure: Pick<Figure, 'value' | 'lower' | 'unit' | 'bound'>, found: ReturnType<typeof findFigures>[number]): boolean {
  if (figure.unit !== found.unit) return false;
  if (figure.lower !== null) return found.lower === figure.lower && found.value === figure.value;
  // One end of a range: the upper end with a cap, the lower end with a minimum, either when the answer gives no bound.
  if (found.lower !== null) {
    if (figure.value === found.value) return figure.bound === null || figure.bound === '이하' || figure.bound === '미만';
    if (figure.value === found.lower) return figure.bound === null || figure.bound === '이상' || figure.bound === '초과';
    return false;
  }
  return found.value === figure.value && compatibleBounds(figure.bound, found.bound);
}

/** A zoning row states the figure when it is the same metric, value and bound for the figure's zone. */
function rowStates(row: ConsultedRow, figure: Figure): boolean {
  if (figure.unit !== '%' || (figure.attribute !== '건폐율' && figure.attribute !== '용적률')) return false;
  if (!row.statement.startsWith(figure.attribute)) return false;
  if (figure.zone && row.zone_district !== figure.zone) return false;
  if (figure.articles.length > 0 && !figure.articles.some((article) => articleBase(article) === articleBase(row.article))) return false;
  return findFigures(row.statement).some((found) => sameFigure(figure, found));
}

/** A passage states the figure when a line of it has the value with a compatible bound, for the figure's zone and attribute. */
export function passageStates(passage: Pick<Passage, 'article' | 'title' | 'text'>, figure: Figure): boolean {
  if (figure.articles.length > 0 && !figure.articles.some((article) => articleBase(article) === articleBase(passage.article))) return false;
  const heading = `${passage.title ?? ''} ${passage.text.split('\n', 1)[0]}`;
  for (const line of passage.text.split('\n')) {
    const found = findFigures(line).filter((candidate) => sameFigure(figure, candidate));
    if (found.length === 0) continue;
    const ratio = figure.attribute === '건폐율' || figure.attribute === '용적률';
    if (figure.zone) {
      const zones = findZones(line).map((mention) => mention.zone);
      if (zones.length > 0 && !zones.includes(figure.zone)) continue;
      // A zone's ratio is stated on a line that names the zone or a group it belongs to ("4. 제2종일반주거지역 :
      // 60퍼센트 이하", "1. 주거지역 : 70퍼센트 이하"), never on a line about something else ("농공단지 : 70퍼센트").
      if (ratio && zones.length === 0 && !namesGroupOf(line, figure.zone)) continue;
    }
    if (ratio && !canonicalZone(`${line} ${heading}`).replace(/률/g, '율').includes(figure.attribute.replace(/률/g, '율'))) continue;
    return true;
  }
  return false;
}

const ZONE_GROUPS: readonly (readonly [string, RegExp])[] = [
  ['전용주거지역', /전용주거/],
  ['일반주거지역', /일반주거/],
  ['주거지역', /주거지역$/],
  ['상업지역', /상업지역$/],
  ['공업지역', /공업지역$/],
  ['녹지지역', /녹지지역$/],
  ['관리지역', /관리지역$/],
  ['도시지역', /(?:주거|상업|공업|녹지)지역$/],
];

function namesGroupOf(line: string, zone: string): boolean {
  const text = line.replace(/\s+/g, '');
  return ZONE_GROUPS.some(([group, member]) => member.test(zone) && text.includes(group));
}

const RATIOS = ['건폐율', '용적률'] as const;
const isRatio = (attribute: string): boolean => (RATIOS as readonly string[]).includes(attribute);
const ratiosIn = (text: string): Set<string> => new Set(findAttributes(text).map((mention) => mention.attribute).filter(isRatio));

/**
 * An article cited for what its neighbour says: the answer calls it the ground of a 건폐율 while its title says 용적률
 * ("건축법 제56조가 건폐율 조항", "[근거] 시행령 제84조" under a 용적률 figure). What the answer binds the article to is
 * the ratio named in its clause or, in a ground line of its own, the one ratio the answer's figures are about.
 * Articles a figure owns are left to the figure's check (the article must state that figure), titles naming
 * neither ratio or both are not judged.
 */
function misreadArticle(
  cited: { law: string | null; article: string; phrase: string; label: string },
  extraction: Extraction,
  passages: readonly Passage[],
): { title: string; claimed: string } | null {
  const figures = extraction.info.figures;
  if (figures.some((figure) => figure.articles.some((text) => articleBase(text) === cited.article))) return null;
  let claimed = ratiosIn(cited.phrase);
  if (claimed.size === 0) claimed = new Set(figures.filter((figure) => figure.unit === '%').map((figure) => figure.attribute).filter(isRatio));
  if (claimed.size !== 1) return null;
  const own = passages.find((passage) => (cited.law === null || passage.law === cited.law) && articleBase(passage.article) === cited.article && passage.title);
  if (!own?.title) return null;
  const titled = ratiosIn(own.title);
  if (titled.size !== 1 || [...titled].some((attribute) => claimed.has(attribute))) return null;
  return { title: own.title, claimed: [...claimed][0]! };
}

function passageHasArticle(passage: Passage, law: string | null, article: string): boolean {
  const sameLaw = law === null || passage.law === law;
  if (sameLaw && articleBase(passage.article) === article) return true;
  // A cross-reference: the decree's "법 제77조" stands for the act's 제77조; a statute's own "제84조제1항에 따라".
  const text = compact(passage.text);
  const pattern = new RegExp(`${article}(?![의0-9])`);
  if (!pattern.test(text)) return false;
  if (law === null || passage.law === law) return true;
  return passage.law !== null && baseLaw(passage.law) === law && new RegExp(`법${article}(?![의0-9])`).test(text);
}

interface AskedItem {
  name: string;
  answered(extraction: Extraction): boolean;
}

/** Whether a question asks if something may be built or run there. */
const ASKS_VERDICT = /(?:지을|짓|건축할|들어올|들어설|입점|영업|운영|열)\s*수\s*있|가능(?:한가|할까|해|합니까|하나|한지)|되나요|될까요|돼요|되는지|허용/;
const VALUE_WORDS = /상한|얼마|몇|기준|한도|최대|최소|범위|이하|이상|%|퍼센트|프로|어떻게|알려|인가요|인지|는\?|은\?|되나요|될까요|가능/;

/** What the question asks for that an answer must contain (seed 000's completeness check). */
export function itemsAsked(question: string, required: readonly RequiredItem[] = []): AskedItem[] {
  const q = question.replace(/\s+/g, ' ');
  const items: AskedItem[] = [];
  const hasFigure = (attribute: Figure['attribute'], unit?: Figure['unit']) => (extraction: Extraction) =>
    extraction.info.figures.some((figure) => figure.attribute === attribute && (unit === undefined || figure.unit === unit)) ||
    extraction.text.quotes.some((quote) => findFigures(quote.text).some((found) => unit === undefined || found.unit === unit) && quote.text.includes(attribute));
  const asksValue = VALUE_WORDS.test(q) || findZones(q).length > 0;
  if (/건폐[율률]/.test(q) && asksValue) items.push({ name: '건폐율', answered: hasFigure('건폐율', '%') });
  if (/용적[율률]/.test(q) && asksValue) items.push({ name: '용적률', answered: hasFigure('용적률', '%') });
  if (/높이|몇\s*(?:m|미터)/.test(q) && /몇|얼마|제한|기준|이하|최고|최대|높이는|높이가/.test(q)) {
    items.push({ name: '높이', answered: (extraction) => extraction.info.figures.some((figure) => figure.unit === 'm') || extraction.text.quotes.some((quote) => findFigures(quote.text).some((found) => found.unit === 'm')) });
  }
  if (/몇\s*층|층수/.test(q)) items.push({ name: '층수', answered: (extraction) => extraction.info.figures.some((figure) => figure.unit === '층') || extraction.text.quotes.some((quote) => findFigures(quote.text).some((found) => found.unit === '층')) });
  if (ASKS_VERDICT.test(q) && !/건폐|용적|높이|층수/.test(q)) {
    items.push({ name: '허가 여부', answered: (extraction) => extraction.info.permissions.length > 0 });
  }
  return [...items, ...categoryItems(q, required, items)];
}


/**
 * The items the question's category says an answer must contain (categories.yaml `required_items`), where the
 * question asks for them: a figure when it asks for a value, a verdict when it asks whether, 허가 or 신고 when it
 * asks which procedure; the cited article always.
 */
function categoryItems(q: string, required: readonly RequiredItem[], asked: readonly AskedItem[]): AskedItem[] {
  const items: AskedItem[] = [];
  const has = (name: string) => asked.some((item) => item.name === name);
  for (const item of required) {
    if (item === '근거 조문') {
      items.push({ name: item, answered: (extraction) => extraction.info.cited_articles.length > 0 || extraction.text.quotes.length > 0 || extraction.text.sentences.some((sentence) => sentence.markers.length > 0) });
    } else if (item === '수치' && VALUE_WORDS.test(q) && !/뜻|정의|의미|절차|방법/.test(q) && !['건폐율', '용적률', '높이', '층수'].some(has)) {
      items.push({ name: item, answered: (extraction) => extraction.info.figures.length > 0 || extraction.text.quotes.some((quote) => findFigures(quote.text).length > 0) });
    } else if (item === '허가 여부' && ASKS_VERDICT.test(q) && !has('허가 여부')) {
      items.push({ name: item, answered: (extraction) => extraction.info.permissions.length > 0 });
    } else if (item === '허가·신고 구분' && /허가|신고/.test(q)) {
      items.push({ name: item, answered: (extraction) => /허가|신고/.test(extraction.text.statements) || extraction.text.quotes.some((quote) => /허가|신고/.test(quote.text)) });
    }
  }
  return items;
}
