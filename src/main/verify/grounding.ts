// STEP 3 without a language model (and beside one): every claim of the answer against its sources, claim by claim.
// Each figure, article, statute, quote and sanction the answer states is supported (a source about the same subject
// states it), contradicted (the source about the same subject states otherwise — an error) or not found (nothing
// gathered speaks about it). Not found is a warning that lowers the score in a standalone check; inside the ask loop,
// where the citation map is all the model saw, it is what seed 004 calls not grounded, and an error. The items the
// question asks for must be answered. Every claim is tied to the passages [n] or rule rows R3 it was judged by.
import type { CitedArticle, ConsultedRow, Figure, GroundingRow } from '../../shared/verify-contract';
import type { Finding, FindingCode } from '../../shared/findings';
import { FINDING_CODES } from '../../shared/findings';
import type { RequiredItem } from '../../shared/understand-contract';
import { articleBase, SANCTION_TITLES } from '../retrieval/articles';
import { canonicalZone } from '../rules/zones';
import { readQuestion } from '../text/question';
import { searchForm } from '../text/search-text';
import { pieces, type Pieces } from './align';
import type { ClaimJudge } from './claim-check';
import { CONTRADICTION_MIN } from './claim-check';
import { citedBy, type Claim } from './claims';
import { sourcesInMap, tiersOf, type ClaimSources } from './passages';
import { citedArticles, namedLaws, type Extraction } from './extract';
import { findFigures, formatFigure, sameDimension, statesFigure } from './figures';
import { answerLists, compareList, dice, sourceLists } from './lists';
import { droppedConditions, droppedQualifiers } from './qualified-terms';
import { baseLaw, citesItsAside, findArticles, findAttributes, findZones } from './mentions';
import { formerNames, namedTerms, namesOfKind, ungradedClasses } from './terms';
import type { Rename } from '../retrieval/articles';
import { articleBasesInCell, type RuleBook } from './rule-rows';
import type { SourceUnit } from './source-units';
import { circledMark } from '../text/circled';

export interface Passage {
  n: number;
  /** How a finding points at it: "[3]" for a passage, "R3" for a rule row read as a source. */
  ref?: string;
  /** The chunk it is (null for a passage that comes from elsewhere). */
  chunk: number | null;
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
  /** What the claims and items came to; `subject` lets the hard rules' own finding about the same words win. */
  findings: (Finding & { subject: string })[];
  /** Items the question asks for that the answer leaves out. */
  missing: string[];
  /** How many claims could be checked. */
  claims: number;
  /** Ratio figures beyond the general cap that a relaxation the claim states allows: the hard rules' finding is withdrawn. */
  excepted: Set<Figure>;
}

export interface GroundingInput {
  question: string;
  extraction: Extraction;
  claims: readonly Claim[];
  passages: readonly Passage[];
  /** The passages gathered for each claim, in tiers; null in the ask loop, where every claim has the citation map. */
  byClaim: ReadonlyMap<number, ClaimSources> | null;
  book: RuleBook;
  scope: { zone: string | null; jurisdiction: string };
  judge: ClaimJudge;
  /** In the ask loop a claim the citation map does not hold is not grounded (an error); alone, it is not found. */
  inLoop: boolean;
  /** Figures the hard rules judged against a rule row: passed ones are supported by it. */
  ruled: ReadonlyMap<Figure, { verdict: 'pass' | 'warn' | 'fail'; rows: string[]; code?: FindingCode }>;
  /** Whether the library has a statute (an article of one it lacks cannot be looked up). */
  hasLaw(law: string): boolean;
  /** Whether the statutes' body uses a name (부칙 aside). */
  usesTerm(term: string): boolean;
  /** Whether a statute in the library has the article (and the 항, 호 given). */
  locates(law: string, article: string, paragraph: number | null, item: number | null): boolean;
  /** The names amendments replaced, with the current ones (the library's 부칙). */
  renames: readonly Rename[];
  /** What the question's category says an answer must contain (question understanding). */
  requiredItems?: readonly RequiredItem[] | undefined;
}

const ABSTAINS = /근거\s*부족|답변\s*불가|찾지\s*못했|확인할\s*수\s*없|라이브러리에\s*없|수집되어\s*있지\s*않|포함되어\s*있지\s*않|제공되지\s*않/;

/** A cited article counts as about something else only when it holds almost none of the claim and another holds it well. */
const MISATTRIBUTED_OWN_MAX = 0.2;
const MISATTRIBUTED_MARGIN = 0.35;
/** How much of a claim another article's text must say, and how little the cited one's, for the cited article's
 *  annex not to excuse it. */
const ANNEX_OUTWEIGHED_COVER = 0.9;
/** An annex of the statute itself ("별표 4에 규정된"), not one of a statute named before it ("「…규정」 별표 2"). */
const OWN_ANNEX = /(?<!」\s{0,3})별표\s*\d/;
const ANNEX_OWN_MAX = 0.3;
/** …and only for a sentence that says enough to tell: a heading ("허가 대상 (국토계획법 제56조제1항)") does not. */
const MISATTRIBUTED_MIN_WEIGHT = 15;
/** An old name is told only in a sentence that speaks about the same subject as the source naming the current one. */
const TERM_ALIGNED = 0.3;

/** The hard rules' findings on a ratio that a relaxation the answer states with its condition withdraws. */
export const RELIEVABLE: readonly FindingCode[] = ['cap_exceeded', 'cap_misstated', 'row_article_mismatch'];

export function groundAnswer(input: GroundingInput): GroundingResult {
  const { question, extraction, claims, passages, book, scope, judge, inLoop } = input;
  const rows: GroundingRow[] = [];
  const findings: GroundingResult['findings'] = [];
  const excepted = new Set<Figure>();
  const report = (code: FindingCode, subject: string, message: string, sources: string[] = []) =>
    findings.push({ severity: FINDING_CODES[code].severity, code, claim: subject, subject, message, sources });
  const sourcesOf = (claim: Claim) => input.byClaim?.get(claim.sentence.index) ?? sourcesInMap(claim, passages);
  const ownOf = (claim: Claim) => tiersOf(sourcesOf(claim)).flat();
  const refs = (list: readonly Passage[]) => [...new Set(list.map((passage) => passage.ref ?? `[${passage.n}]`))];
  const notFound = (subject: string, message: string) => report(inLoop ? 'not_grounded' : 'not_found', subject, message);

  // The rule rows of every zone the answer's figures are about, at the question's place and above.
  const zones = new Set([scope.zone, ...extraction.info.figures.map((figure) => figure.zone)]);
  const places = new Set([scope.jurisdiction, ...extraction.info.figures.map((figure) => figure.jurisdiction).filter((place): place is string => place !== null)]);
  const ruleRows = [...new Map([...zones].flatMap((zone) => [...places].flatMap((place) => book.rowsAt(zone, place))).map((row) => [row.id, row])).values()];
  const zoningRows = ruleRows.filter((row) => row.table === 'zoning');
  const landUseRows = ruleRows.filter((row) => row.table === 'land-use');

  // A land-use row's conditions are a source too ("바닥면적 합계 1천제곱미터 미만으로서 …") — for the uses the answer
  // judges, when it judges any: the 업무시설 row's "3천제곱미터 미만" speaks of no 휴게음식점.
  const judgedUses = new Set(extraction.info.permissions.map((claim) => claim.activity && canonicalZone(claim.activity)).filter(Boolean));
  const rowPassages: Passage[] = landUseRows
    .filter((row) => row.statement.includes('('))
    .filter((row) => judgedUses.size === 0 || [...judgedUses].some((use) => canonicalZone(row.statement).startsWith(`${use}`) || canonicalZone(row.statement).includes(`→${use}`)))
    .map((row, index) => ({ n: -(index + 1), ref: row.id, chunk: null, law: row.law_name, article: row.article, title: null, text: `${row.zone_district}에서 ${row.statement}`, label: row.id }));
  const everywhere = [...passages, ...rowPassages];

  // Figures -------------------------------------------------------------------------------------------------------
  const relievedBefore = new Map<string, SourceUnit>();
  /** The figures judged against the sources, with the row each was given. */
  const judged: { claim: Claim; figure: Figure; verdict: ReturnType<typeof judge.figure>; row: number }[] = [];
  for (const claim of claims) {
    for (const figure of claim.checked) {
      const zoned = figure.zone !== null && (figure.attribute === '건폐율' || figure.attribute === '용적률') && figure.unit === '%';
      const claimText = `${zoned ? `${figure.zone} ` : ''}${figure.attribute === '기타' ? '' : `${figure.attribute} `}${formatFigure(figure)}`;
      const ruled = input.ruled.get(figure);
      // Beyond the general cap, or below it, but what a relaxation or special case of the statute allows for the
      // condition the claim states: supported by that sentence, and the hard rule's finding is withdrawn.
      // A figure cited to the relaxation that states it ("제84조의2제2항 … 40퍼센트 이내") is not at the wrong article
      // because the zone's row names the general one: only the article it cites can relieve it.
      // The same figure again later ("조례에서 50%보다 낮게 정했을 수도") is the one its condition was stated for.
      const tiers = tiersOf(sourcesOf(claim));
      const againKey = `${figure.zone}\u0000${figure.attribute}\u0000${figure.value}`;
      const failed = ruled?.verdict === 'fail' && ruled.code !== undefined && RELIEVABLE.includes(ruled.code) ? ruled.code : null;
      const relief =
        failed === null ? null : failed === 'row_article_mismatch' ? judge.relief(claim, figure, tiers.slice(0, 1)) : (relievedBefore.get(againKey) ?? judge.relief(claim, figure, tiers));
      if (relief) {
        excepted.add(figure);
        relievedBefore.set(againKey, relief);
        const source = relief.passage.ref ?? `[${relief.passage.n}]`;
        rows.push({ kind: 'figure', claim: claimText, phrase: figure.phrase, outcome: 'supported', supported: true, support: [source], cited: figure.citations, note: '예외·완화 조항' });
        continue;
      }
      if (ruled?.verdict === 'fail') {
        // The hard rules report it, with the row it breaks.
        rows.push({ kind: 'figure', claim: claimText, phrase: figure.phrase, outcome: 'contradicted', supported: false, support: ruled.rows, cited: figure.citations, note: '규칙표와 다름' });
        continue;
      }
      if (zoned) {
        const support = [
          ...(ruled?.verdict === 'pass' ? ruled.rows : []),
          ...zoningRows.filter((row) => rowStates(row, figure)).map((row) => row.id),
          ...landUseRows.filter((row) => findFigures(row.statement).some((found) => statesFigure(figure, found))).map((row) => row.id),
          ...passages.filter((passage) => passageStates(passage, figure)).map((passage) => `[${passage.n}]`),
        ];
        const unique = [...new Set(support)];
        rows.push({ kind: 'figure', claim: claimText, phrase: figure.phrase, outcome: unique.length > 0 ? 'supported' : 'not_found', supported: unique.length > 0, support: unique, cited: figure.citations, note: unique.length > 0 ? null : '근거 없음' });
        if (unique.length === 0) notFound(figure.phrase, figureNotFound(figure, inLoop));
        continue;
      }
      // A count the hard rules computed from a rule row and found in the answer (a parking count, 2-5) is the row's.
      if (ruled?.verdict === 'pass') {
        rows.push({ kind: 'figure', claim: claimText, phrase: figure.phrase, outcome: 'supported', supported: true, support: ruled.rows, cited: figure.citations, note: '규칙표로 계산' });
        continue;
      }
      const sources = sourcesOf(claim);
      const [cited, nearby, elsewhere, searched] = tiersOf(sources);
      const verdict = judge.figure(claim, figure, [cited!, nearby!, elsewhere!, rowPassages, searched!], everywhere, extraction.info.figures);
      judged.push({ claim, figure, verdict, row: rows.length });
      rows.push({
        kind: 'figure',
        claim: claimText,
        phrase: figure.phrase,
        outcome: verdict.outcome,
        supported: verdict.outcome === 'supported',
        support: refs(verdict.sources),
        cited: figure.citations,
        note: verdict.outcome === 'supported' ? null : verdict.outcome === 'contradicted' ? '현행 조문과 다름' : '근거 없음',
      });
      if (verdict.contradiction) report(verdict.contradiction.code, figure.phrase, verdict.contradiction.message, refs(verdict.sources));
      else if (verdict.outcome === 'not_found') notFound(figure.phrase, figureNotFound(figure, inLoop));
      else {
        const elsewhere = figureElsewhere(claim, figure, verdict, sources, input) ?? paragraphElsewhere(claim, figure, verdict, sources, input);
        if (elsewhere) report('article_misattributed', figure.phrase, elsewhere, refs(verdict.sources));
      }
    }
  }

  // A figure not found beside one found in a provision that states another figure in its slot: "- 높이 9m 이하 부분 →
  // 1.5m 이상" where the decree's item says "높이 10미터 이하인 부분: … 1.5미터 이상" — the older boundary.
  // (A bound figure that is no range — a boundary — whose own words say what the provision's sentence says.)
  for (const { claim, figure, row } of judged.filter((entry) => entry.verdict.outcome === 'not_found' && entry.figure.bound !== null && entry.figure.lower === null)) {
    const words = pieces(figure.phrase.replace(/\d[\d.,]*/g, ' '));
    const slot = judged
      .filter((other) => other.claim === claim && other.verdict.outcome === 'supported' && other.verdict.sources[0])
      .flatMap((other) => judge.units(other.verdict.sources[0]!).filter((unit) => unit.figures.some((found) => statesFigure(other.figure, found))))
      .filter((unit) => judge.alignment(words, [unit.passage], (candidate) => candidate === unit).cover >= CONTRADICTION_MIN)
      .flatMap((unit) => unit.figures.filter((found) => sameDimension(found, figure) && found.bound === figure.bound && found.lower === null && !statesFigure(figure, found)).map((found) => ({ unit, found })));
    if (slot.length !== 1) continue;
    const { unit, found } = slot[0]!;
    const at = findings.findIndex((finding) => (finding.code === 'not_found' || finding.code === 'not_grounded') && finding.subject === figure.phrase);
    if (at >= 0) findings.splice(at, 1);
    const source = unit.passage.ref ?? `[${unit.passage.n}]`;
    rows[row] = { ...rows[row]!, outcome: 'contradicted', supported: false, support: [source], note: '현행 조문과 다름' };
    report('figure_contradicted', figure.phrase, `수치 불일치: '${formatFigure(figure)}' — 같은 조항의 현행 조문은 '${formatFigure(found)}'입니다: "${unit.text.replace(/\s+/g, ' ').slice(0, 117)}" (${[unit.passage.law, unit.passage.article].filter(Boolean).join(' ')}${unit.place} ${source})`, [source]);
  }

  // Sanctions -----------------------------------------------------------------------------------------------------
  // The obligations the answer cites, for telling which offence a sanction is for (not the sanction articles themselves).
  const obligations = [...new Set(extraction.info.cited_articles.map((cited) => cited.article))].filter(
    (article) => !passages.some((passage) => articleBase(passage.article) === article && passage.title && SANCTION_TITLES.includes(passage.title as (typeof SANCTION_TITLES)[number])),
  );
  for (const claim of claims) {
    const verdict = judge.sanction(claim, ownOf(claim), obligations);
    if (!verdict || verdict.outcome === 'not_found') continue;
    const phrase = claim.sentence.text.trim().replace(/\s+/g, ' ');
    rows.push({ kind: 'sanction', claim: phrase.slice(0, 60), phrase, outcome: verdict.outcome, supported: verdict.outcome === 'supported', support: refs(verdict.sources), cited: claim.sentence.markers, note: verdict.outcome === 'contradicted' ? '다른 제재' : null });
    if (verdict.contradiction) report(verdict.contradiction.code, phrase, verdict.contradiction.message, refs(verdict.sources));
  }

  // Lists and names ---------------------------------------------------------------------------------------------
  for (const list of answerLists(extraction.text.sentences)) {
    const tiers = list.sentences.map((sentence) => tiersOf(sourcesOf(claims[sentence.index]!)));
    const mismatch = compareList(list, tiers[0]!.map((_, tier) => sourceLists([...new Set(tiers.flatMap((own) => own[tier]!))].flatMap(judge.units))));
    const phrase = list.items.map((item) => item.text).join(', ');
    if (!mismatch) continue;
    const where = mismatch.source.units[0]!;
    const sources = [`${where.passage.ref ?? `[${where.passage.n}]`}`];
    const instead = mismatch.missing.length > 0 && mismatch.missing.length <= 3 ? ` — 그 자리에 현행 조문은 ${mismatch.missing.map((item) => `'${item.text}'`).join(', ')}` : '';
    rows.push({ kind: 'list', claim: phrase.slice(0, 60), phrase, outcome: 'contradicted', supported: false, support: sources, cited: [], note: '목록에 없는 항목' });
    report(
      'list_item_contradicted',
      mismatch.extra.map((item) => item.text).join(', '),
      `목록 항목 불일치: ${mismatch.extra.map((item) => `'${item.text}'`).join(', ')} — ${[where.passage.law, where.passage.article].filter(Boolean).join(' ')}의 목록(${mismatch.source.items.map((item) => item.text).join(', ').slice(0, 120)})에 없습니다${instead} ${sources[0]}`,
      sources,
    );
  }
  // A thing let off only within a limit written after its name, named bare ("- 다락 (라목)").
  for (const claim of claims) {
    if (claim.checked.length > 0) continue;
    // (In what the answer cites, here or elsewhere: not in what a search for its words brought.)
    const [cited, nearby, elsewhere] = tiersOf(sourcesOf(claim));
    const units = [...cited!, ...nearby!, ...elsewhere!].flatMap(judge.units);
    for (const { term, wording, unit } of [...droppedQualifiers(claim.sentence.raw, units), ...droppedConditions(claim.sentence.text, units)]) {
      const source = unit.passage.ref ?? `[${unit.passage.n}]`;
      rows.push({ kind: 'term', claim: term, phrase: claim.sentence.text.trim(), outcome: 'contradicted', supported: false, support: [source], cited: [], note: '한도 누락' });
      report('exception_as_rule', term, `조건 누락: '${term}' — 현행 조문은 '${wording}'로, 그 한도 안에서만 예외입니다 (${[unit.passage.law, unit.passage.article].filter(Boolean).join(' ')} ${source})`, [source]);
    }
  }

  const listed = new Set(findings.filter((found) => found.code === 'list_item_contradicted').flatMap((found) => found.subject.split(', ')));
  for (const claim of claims) {
    for (const term of namedTerms(claim.sentence.text)) {
      if (input.usesTerm(term) || listed.has(term)) continue;
      // The sentences about the same subject that name things of the same kind; the name nearest in spelling is the
      // current one ("갑종방화문" → "60분+ 방화문" where the answer's sentence speaks of the same 출입문).
      const candidates = ownOf(claim)
        .filter((passage) => judge.alignment(claim.pieces, [passage]).cover >= TERM_ALIGNED)
        .flatMap((passage) => judge.units(passage))
        .flatMap((unit) => namesOfKind(term, unit.text).map((name) => ({ unit, name, near: dice(name.replace(/\s+/g, ''), term) })))
        .sort((a, b) => b.near - a.near);
      const best = candidates[0];
      if (!best) continue;
      const names = [...new Set(candidates.filter((candidate) => candidate.unit === best.unit).map((candidate) => candidate.name))].slice(0, 3);
      const source = best.unit.passage.ref ?? `[${best.unit.passage.n}]`;
      rows.push({ kind: 'term', claim: term, phrase: claim.sentence.text.trim(), outcome: 'contradicted', supported: false, support: [source], cited: [], note: '현행 조문에 없는 명칭' });
      report('term_contradicted', term, `현행 용어와 다름: '${term}' — 현행 조문에 없는 명칭입니다; 같은 내용의 현행 조문은 ${names.map((name) => `'${name}'`).join(', ')} (${[best.unit.passage.law, best.unit.passage.article].filter(Boolean).join(' ')} ${source})`, [source]);
    }
  }

  // A name an amendment replaced, as the 부칙 record it: the answer follows an older version of the statute.
  const termed = new Set(findings.filter((found) => found.code === 'term_contradicted').map((found) => searchForm(found.subject)));
  for (const claim of claims) {
    for (const rename of formerNames(claim.sentence.text, input.renames)) {
      if (termed.has(rename.formerForm)) continue;
      termed.add(rename.formerForm);
      const where = [rename.law, rename.article].filter(Boolean).join(' ');
      rows.push({ kind: 'term', claim: rename.former, phrase: claim.sentence.text.trim(), outcome: 'contradicted', supported: false, support: [where], cited: [], note: '개정 전 명칭' });
      report('term_contradicted', rename.former, `현행 용어와 다름: '${rename.former}' — 개정으로 '${rename.current}'(으)로 바뀐 명칭입니다 (${where})`, [where]);
    }
  }

  // A class of a graded set the statutes never name ("준고층건축물", "소형 기계식주차장").
  const classed = new Set<string>();
  for (const claim of claims) {
    for (const { term, siblings } of ungradedClasses(claim.sentence.text, input.usesTerm)) {
      if (classed.has(term)) continue;
      classed.add(term);
      rows.push({ kind: 'term', claim: term, phrase: claim.sentence.text.trim(), outcome: 'contradicted', supported: false, support: [], cited: [], note: '법령에 없는 구분' });
      report('class_nonexistent', term, `존재하지 않는 구분: '${term}' — 법령은 ${siblings.map((sibling) => `'${sibling}'`).join(', ')}을(를) 정하고 '${term}'은(는) 정하지 않습니다`);
    }
  }

  // Articles ------------------------------------------------------------------------------------------------------
  for (const cited of citedArticles(extraction)) {
    const { law, article, phrase, label } = cited;
    const support = [
      ...passages.filter((passage) => passageHasArticle(passage, law, article)).map((passage) => `[${passage.n}]`),
      ...ruleRows.filter((row) => rowArticles(row).includes(article) && (law === null || row.law_name === law)).map((row) => row.id),
    ];
    const misread = support.length > 0 ? (misreadRatioArticle(cited, extraction, passages) ?? misattributed(cited, claims, passages, input)) : null;
    const outcome = misread ? 'contradicted' : support.length > 0 ? 'supported' : 'not_found';
    rows.push({ kind: 'article', claim: label, phrase, outcome, supported: outcome === 'supported', support: misread ? misread.sources : support, cited: [], note: outcome === 'not_found' ? '근거 없음' : misread ? `'${misread.title}' 조문` : null });
    if (misread) report('article_misattributed', label, misread.message, misread.sources);
    else if (support.length === 0) {
      // An article of a statute the library lacks (an ordinance's, say) cannot be looked up: a gap, not an invention.
      const missingLaw = law !== null && !input.hasLaw(law);
      if (missingLaw || !inLoop) report(missingLaw ? 'law_not_in_library' : 'not_found', label, missingLaw ? `라이브러리에 없는 법령: ${label} — 「${law}」 원문이 없어 확인하지 못했습니다` : `근거 미발견: ${label} — 수집한 근거에서 이 조문을 찾지 못했습니다`);
      else report('not_grounded', label, `근거 없는 조문: ${label} — 근거 조문과 규칙표에 없습니다`);
    }
  }

  // Statutes ------------------------------------------------------------------------------------------------------
  for (const law of namedLaws(extraction)) {
    const support = [
      ...passages.filter((passage) => passage.law === law.name || (passage.law && baseLaw(passage.law) === law.name) || mentions(passage.text, law.name)).map((passage) => `[${passage.n}]`),
      ...ruleRows.filter((row) => row.law_name === law.name).map((row) => row.id),
    ];
    const supported = support.length > 0;
    rows.push({ kind: 'law', claim: `「${law.name}」`, phrase: law.phrase, outcome: supported ? 'supported' : 'not_found', supported, support, cited: [], note: supported ? null : law.ordinance ? '라이브러리에 없는 조례' : law.known ? '라이브러리에 없는 법령' : '근거 없음' });
    if (supported) continue;
    // An ordinance of a real place, or a statute Geungeo knows by name, that is simply not in the library is a gap
    // to report (seed 000: 인용 법률 미확인 → ⚠️); a name nothing knows is an invention.
    if (law.ordinance) report('ordinance_not_in_library', law.name, `조례가 라이브러리에 없음: 「${law.name}」이(가) 라이브러리에 없어 확인하지 못했습니다: 그 조례를 추가하면 확인할 수 있습니다`);
    else if (law.known && !input.hasLaw(law.name)) report('law_not_in_library', law.name, `라이브러리에 없는 법령: 「${law.name}」 — 원문이 라이브러리에 없어 확인하지 못했습니다`);
    else if (!law.known) report('law_invented', law.name, `근거 없는 법령: 「${law.name}」 — 근거 조문과 규칙표 어디에도 없습니다`);
  }

  // Quotes --------------------------------------------------------------------------------------------------------
  for (const quote of extraction.text.quotes) {
    const own = quote.n !== null ? passages.find((passage) => passage.n === quote.n) : undefined;
    const candidates = own ? [own, ...passages.filter((passage) => passage !== own)] : passages;
    // Emphasis the answer added ("**2분의 1 이상**") is not part of the quotation; "…" and "(중략)" leave words out.
    const fragments = quote.text
      .split('\n')
      .flatMap((line) => line.replace(/\*\*|__/g, '').split(OMISSION))
      .map((part) => compact(part.replace(/^[\s"'“”‘’「」]+|[\s"'“”‘’「」]+$/g, '')))
      .filter((part) => part.length >= QUOTE_FRAGMENT_MIN);
    const holder = fragments.length === 0 ? undefined : candidates.find((passage) => quoteHeld(fragments, passage.text));
    const excerpt = quote.text.split('\n')[0]!.slice(0, 60);
    if (holder) {
      rows.push({ kind: 'quote', claim: excerpt, phrase: excerpt, outcome: 'supported', supported: true, support: [`[${holder.n}]`], cited: quote.n !== null ? [quote.n] : [], note: null });
      continue;
    }
    // Not verbatim: a changed quotation of a source it closely follows, or the answer's own remark set off with ">".
    const closest = judge.alignment(pieces(quote.text), candidates);
    const altered = closest.unit !== null && closest.cover >= CONTRADICTION_MIN + 0.15;
    rows.push({ kind: 'quote', claim: excerpt, phrase: excerpt, outcome: altered ? 'contradicted' : 'not_found', supported: false, support: altered ? [`[${closest.unit!.passage.n}]`] : [], cited: quote.n !== null ? [quote.n] : [], note: '원문과 다름' });
    if (altered) report('quote_mismatch', excerpt, `인용문 불일치: '${excerpt}…' — 원문${quote.n !== null ? ` [${quote.n}]` : ''}은 "${closest.unit!.text.slice(0, 100)}"입니다`, [`[${closest.unit!.passage.n}]`]);
    else if (inLoop) report('quote_mismatch', excerpt, `인용문 불일치: '${excerpt}…' — 인용한 원문${quote.n !== null ? ` [${quote.n}]` : ''}에 이 문장이 없습니다`);
  }

  const claimCount = rows.length;

  // Items the question asks for -------------------------------------------------------------------------------------
  const abstains = ABSTAINS.test(extraction.text.statements);
  const missing: string[] = [];
  let acknowledged = 0;
  for (const item of itemsAsked(question, input.requiredItems)) {
    const answered = item.answered(extraction);
    rows.push({ kind: 'item', claim: item.name, phrase: item.name, outcome: answered ? 'supported' : 'not_found', supported: answered, support: [], cited: [], note: answered ? null : abstains ? '근거 부족으로 답하지 않음' : '답변에 없음' });
    if (answered) continue;
    missing.push(item.name);
    if (abstains) acknowledged++;
    if (abstains) report('item_declined', item.name, `질문한 '${item.name}'은(는) 근거 부족으로 답하지 않았습니다`);
    else report('item_missing', item.name, `누락 항목: 질문한 '${item.name}'이(가) 답변에 없습니다`);
  }

  // An answer that asserts nothing checkable: its PASS means "claims nothing wrong", not "verified".
  if (claimCount === 0) {
    report('no_claims', '', abstains ? '검증할 주장 없음: 답변이 근거를 찾지 못했다고 말하고 수치·허가 판단·조문을 단정하지 않으므로, 검증은 틀린 단정이 없다는 것만 확인했습니다' : '검증할 주장 없음: 답변에 수치·조문·법령·인용처럼 근거와 대조할 주장이 없습니다');
  }

  // An item left unanswered because the sources lack it is honest, not a failure: it does not count against the score.
  const counted = rows.length - acknowledged;
  const supported = rows.filter((row) => row.outcome === 'supported').length;
  const score = counted === 0 ? 100 : Math.round((100 * supported) / counted);
  return { rows, score, findings, missing, claims: claimCount, excepted };
}

// ---------------------------------------------------------------------------------------------------------------

/** Where a quotation leaves words out: "…", "...", "(중략)", "[…]". */
const OMISSION = /…|\.{3,}|\(중략\)|\[\s*(?:…|\.{3})\s*\]/;
/** Shorter pieces of a quotation are joints, not words of the source. */
const QUOTE_FRAGMENT_MIN = 4;

/** Whether a source holds every piece of a quotation, its parenthesised asides kept or left out. */
function quoteHeld(fragments: readonly string[], source: string): boolean {
  const text = compact(source);
  const bare = text.replace(/\([^()]*\)/g, '');
  return fragments.every((fragment) => text.includes(fragment) || bare.includes(fragment.replace(/\([^()]*\)/g, '')));
}

const compact = (text: string) => searchForm(text.normalize('NFC').replace(/[ㆍ·]/g, 'ㆍ'));

function mentions(text: string, law: string): boolean {
  return compact(text).includes(compact(law));
}

function figureNotFound(figure: Figure, inLoop: boolean): string {
  const cited = figure.articles.length > 0 ? figure.articles.join(', ') : null;
  if (inLoop) return `근거 없는 수치: '${figure.phrase}' — ${cited ? `인용한 ${cited}에도, 규칙표에도 이 수치가 없습니다` : '근거 조문과 규칙표 어디에도 없습니다'}`;
  return `근거 미발견: '${figure.phrase}' — ${cited ? `인용한 ${cited}와(과) 수집한 근거에서` : '수집한 근거와 규칙표에서'} 이 수치를 말하는 조문을 찾지 못했습니다`;
}

/** The articles a rule row names: a reviewer's row may hold a 건폐율 article and a 용적률 one ("제54조…, 제55조…"). */
const rowArticles = (row: Pick<ConsultedRow, 'article'>): string[] => articleBasesInCell(row.article);

/** A zoning row states the figure when it is the same metric, value and bound for the figure's zone. */
function rowStates(row: ConsultedRow, figure: Figure): boolean {
  if (figure.unit !== '%' || (figure.attribute !== '건폐율' && figure.attribute !== '용적률')) return false;
  if (!row.statement.startsWith(figure.attribute)) return false;
  if (figure.zone && row.zone_district !== figure.zone) return false;
  if (figure.articles.length > 0 && !figure.articles.some((article) => rowArticles(row).includes(articleBase(article) ?? ''))) return false;
  return findFigures(row.statement).some((found) => statesFigure(figure, found));
}

/** A passage states a zone's ratio when a line of it has the value with a compatible bound, for the zone and ratio. */
export function passageStates(passage: Pick<Passage, 'article' | 'title' | 'text'>, figure: Figure): boolean {
  if (figure.articles.length > 0 && !figure.articles.some((article) => articleBase(article) === articleBase(passage.article))) return false;
  const heading = `${passage.title ?? ''} ${passage.text.split('\n', 1)[0]}`;
  for (const line of passage.text.split('\n')) {
    const found = findFigures(line).filter((candidate) => statesFigure(figure, candidate));
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

interface Misread {
  title: string;
  message: string;
  sources: string[];
}

/**
 * An article cited for what its neighbour says: the answer calls it the ground of a 건폐율 while its title says 용적률
 * ("건축법 제56조가 건폐율 조항", "[근거] 시행령 제84조" under a 용적률 figure). What the answer binds the article to is
 * the ratio named in its clause or, in a ground line of its own, the one ratio the answer's figures are about.
 * Articles a figure owns are left to the figure's check (the article must state that figure), titles naming
 * neither ratio or both are not judged.
 */
function misreadRatioArticle(cited: { law: string | null; article: string; phrase: string; label: string }, extraction: Extraction, passages: readonly Passage[]): Misread | null {
  const figures = extraction.info.figures;
  if (figures.some((figure) => figure.articles.some((text) => articleBase(text) === cited.article))) return null;
  let claimed = ratiosIn(cited.phrase);
  if (claimed.size === 0) claimed = new Set(figures.filter((figure) => figure.unit === '%').map((figure) => figure.attribute).filter(isRatio));
  if (claimed.size !== 1) return null;
  const own = passages.find((passage) => (cited.law === null || passage.law === cited.law) && articleBase(passage.article) === cited.article && passage.title);
  // "건폐율 등의 완화적용": a title that names one ratio and more besides is about either.
  if (!own?.title || /(?:건폐율|용적률)\s*등/.test(own.title)) return null;
  const titled = ratiosIn(own.title);
  if (titled.size !== 1 || [...titled].some((attribute) => claimed.has(attribute))) return null;
  const ratio = [...claimed][0]!;
  return { title: own.title, message: `조문 내용 불일치: ${cited.label}은(는) '${own.title}' 조문입니다 — ${ratio}의 근거가 아닙니다`, sources: [`[${own.n}]`] };
}

/**
 * The right content under the wrong article: the sentence that cites the article says something the article holds
 * almost none of, while another gathered article holds it well ("2미터 이상 접해야 합니다(건축법 제58조)" — 제58조 is
 * 대지 안의 공지; the content is 제44조's).
 */
function misattributed(cited: { law: string | null; article: string; label: string; sentence: number | null }, claims: readonly Claim[], passages: readonly Passage[], input: GroundingInput): Misread | null {
  if (cited.law === null) return null;
  // A heading or ground line ("[근거] 건축법 제40조") says what the sentences under it say that cite only it.
  const underIt = cited.sentence === null ? claims.filter((other) => other.articles.length === 0 && other.introducedBy.length === 1 && other.introducedBy[0]!.sentence === null && other.introducedBy[0]!.law === cited.law && other.introducedBy[0]!.article === cited.article) : [];
  const claim = claims.find((candidate) => candidate.sentence.index === cited.sentence) ?? underIt[0];
  if (!claim) return null;
  // Only a sentence that cites this one article is judged by it: a list of grounds cites each for a part.
  if (underIt.length === 0 && claim.articles.length !== 1) return null;
  // A sentence that introduces a list ("시행령 제8조 제1항이 그 범위를 구체화해요.") says what its items say.
  const items = underIt.length > 0 ? underIt : claims.filter((other) => other.articles.length === 0 && other.introducedBy.some((lead) => lead.sentence === claim.sentence.index));
  const said: Pieces = items.length > 0 ? new Set([claim.pieces, ...items.map((item) => item.pieces)].flatMap((words) => [...words])) : claim.pieces;
  if (input.judge.weigh(said) < MISATTRIBUTED_MIN_WEIGHT) return null;
  const own = passages.filter((passage) => passage.law === cited.law && articleBase(passage.article) === cited.article);
  if (own.length === 0) return null;
  // An article that leaves its content to an annex ("별표 4에 규정된 건축물") holds what the annex holds.
  if (/별표/.test(claim.sentence.text) || own.some((passage) => /별표\s*\d/.test(passage.text))) return null;
  const ownCover = input.judge.alignment(said, own).cover;
  if (ownCover > MISATTRIBUTED_OWN_MAX) return null;
  const others = (input.byClaim ? tiersOf(input.byClaim.get(claim.sentence.index)!).flat() : passages).filter((passage) => !own.includes(passage));
  const best = input.judge.alignment(said, others);
  if (!best.unit || best.cover < CONTRADICTION_MIN + 0.1 || best.cover - ownCover < MISATTRIBUTED_MARGIN) return null;
  const title = own[0]!.title ?? cited.article;
  const there = best.unit.passage;
  // The same number in a sibling statute ("규칙 제9조" of 피난ㆍ방화 규칙, not of 건축법 시행규칙): which statute the
  // answer meant is what is unsure, not the content.
  if (articleBase(there.article) === cited.article || refersTo(there, cited.law, cited.article, claim.sentence.text)) return null;
  return {
    title,
    message: `조문 내용 불일치: ${cited.label}은(는) '${title}' 조문입니다 — 이 내용은 ${[there.law, there.article].filter(Boolean).join(' ')}${there.title ? `(${there.title})` : ''}에 있습니다 [${there.n}]`,
    sources: [`[${own[0]!.n}]`, `[${there.n}]`],
  };
}

/**
 * Whether a passage names the article of another statute ("… 「건축법 시행령」 제118조제1항 각 호의 어느 하나에 해당하는
 * 공작물의 설치는 제외한다", a decree's "법 제20조제1항에 따른 가설건축물"): an answer that cites it beside that content
 * cites what the content names, not a wrong
 * ground. (A reference to an article of its own statute — "제56조제4항 단서에 따른 신고" — is how a sanction names the
 * duty; citing that article for the sanction is the mistake.)
 */
function refersTo(passage: Passage, law: string | null, article: string, said: string): boolean {
  const text = passage.text.replace(/\s+/g, '');
  const number = article.replace(/\s+/g, '');
  if (law === null || law === passage.law) return false;
  if (new RegExp(`「${law.replace(/\s+/g, '')}」${number}(?![의0-9])`).test(text)) return true;
  // A decree names its own act's articles as "법 제20조제1항에 따른 가설건축물": the answer that names the same thing
  // by the same article ("…, 법 제20조제1항에 따른 가설건축물") quotes the reference. (Decrees cite their act all
  // over — "법 제77조에 따른 건폐율" — so the thing named must be the same.)
  const spaced = [...number].join('\\s*');
  const named = new RegExp(`${spaced}\\s*${REFERENCE_TAIL}\\s*([가-힣]{2,})`).exec(said)?.[1];
  return named !== undefined && passage.law !== null && baseLaw(passage.law) === law && new RegExp(`법\\s*${spaced}\\s*${REFERENCE_TAIL}\\s*${named}`).test(passage.text);
}

/** Whether a decree's text refers to its act's article ("법 제47조제7항 각 호 외의 부분"). */
const carriesOut = (text: string, article: string) => new RegExp(`법\\s*${[...(articleBase(article) ?? article).replace(/\s+/g, '')].join('\\s*')}(?![의0-9])`).test(text);

/** "제1항에 따른", "제1항제19호에 의한": what follows an article that names a thing by it. */
const REFERENCE_TAIL = String.raw`(?:제\s*\d+\s*항)?\s*(?:제\s*\d+\s*호)?\s*에\s*(?:따른|의한|해당하는)`;

/**
 * A figure cited to an article that does not hold it, while another article states it about the same subject: the
 * right content under the wrong article ("「건축법 시행령」 제34조제1항에 따라 5층 이상 … 피난계단" — that is 제35조).
 * Only where the cited article is in the library and speaks neither for nor against the figure.
 */
function figureElsewhere(claim: Claim, figure: Figure, verdict: { tier?: number; cover?: number; sources: readonly Passage[] }, sources: ClaimSources, input: GroundingInput): string | null {
  if (verdict.tier === undefined || (verdict.cover ?? 0) < CONTRADICTION_MIN) return null;
  // Found among what the claim cites — but in a provision of the figure's own statute other than the article written
  // with it ("비율(영 제115조의2): … 80/100" under a heading citing 법 제80조, whose decree article 제115조의3 says it).
  // (Not one the sentence cites too: "제22조제3항을 위반한 … 2년 이하의 징역(제110조제2호)".)
  const found = verdict.sources[0];
  const besideOwn =
    verdict.tier === 0 && figure.articles.length > 0 && found?.law === figure.law && ![...figure.articles, ...claim.articles.map((cited) => cited.article)].some((article) => articleBase(article) === articleBase(found.article));

  if (verdict.tier === 0 && !besideOwn) return null;
  const applied = (article: string) => claim.articles.some((cited) => cited.article === article && APPLIED.test(cited.phrase));
  const cited = figure.articles.length > 0 ? figure.articles.map((article) => ({ law: figure.law, article: articleBase(article) ?? article })).filter((cited) => !applied(cited.article)) : citedBefore(claim, figure);
  if (cited.length === 0 || sources.cited.length === 0) return null;
  // An article that leaves its content to an annex ("별표 4에 규정된 건축물") holds what the annex holds — unless
  // another article's own text says the whole claim (the annex is a table of other things: 제6조's 별표 1 is the
  // parking counts; the 300 m of "인근" is 제7조②'s).
  // (The cited article's own text, not that of the lower provisions gathered with it.)
  const own = sources.cited.filter((passage) => cited.some((article) => articleBase(passage.article) === article.article && (article.law === null || passage.law === article.law)));
  const saidWhole = (verdict.cover ?? 0) >= ANNEX_OUTWEIGHED_COVER && input.judge.alignment(claim.pieces, own).cover < ANNEX_OWN_MAX;
  // (Its own statute's annex: "「대학설립ㆍ운영 규정」 별표 2" is another's, and holds none of this statute's figures.)
  if (/별표/.test(claim.sentence.text) || (!saidWhole && own.some((passage) => OWN_ANNEX.test(passage.text)))) return null;
  if (!cited.every((article) => article.law !== null && input.hasLaw(article.law))) return null;
  if (besideOwn && (own.length === 0 || own.some((passage) => passageStates({ ...passage, article: figure.articles[0]! }, figure)))) return null;
  const there = verdict.sources[0]!;
  // The same article, or the same number in a sibling statute: which statute the answer meant is what is unsure.
  if (cited.some((article) => article.article === articleBase(there.article) || refersTo(there, article.law, article.article, claim.sentence.text))) return null;
  // A decree's provision that carries out the act's article holding the figure ("법 제47조제7항 … 에서 대통령령으로
  // 정하는 건축물") is cited rightly for what it adds.
  if (there.law !== null && there.article && own.some((passage) => passage.law !== null && passage.law !== there.law && baseLaw(passage.law) === there.law && carriesOut(passage.text, there.article!))) return null;
  const titled = (own.length > 0 ? own : sources.cited).find((passage) => passage.title)?.title;
  const label = cited.map((article) => `${article.law ? `「${article.law}」 ` : ''}${article.article}`).join(', ');
  return `조문 내용 불일치: '${figure.phrase}' — 인용한 ${label}${titled ? `('${titled}')` : ''}에는 이 수치가 없고, ${[there.law, there.article].filter(Boolean).join(' ')}${there.title ? `(${there.title})` : ''}에 있습니다 [${there.n}]`;
}

/**
 * The right article under the wrong 항: the figure is stated in the article the claim cites, but in another paragraph
 * than the one it cites, which exists ("제84조제5항에 따라 … 80퍼센트 이상 90퍼센트 이하" where that is ⑥).
 */
function paragraphElsewhere(claim: Claim, figure: Figure, verdict: { tier?: number; cover?: number; paragraph?: number | null; sources: readonly Passage[] }, sources: ClaimSources, input: GroundingInput): string | null {
  if (verdict.tier !== 0 || verdict.paragraph == null || (verdict.cover ?? 0) < CONTRADICTION_MIN) return null;
  const there = verdict.sources[0];
  if (!there?.law || !there.article) return null;
  const base = articleBase(there.article);
  const cited = claim.articles.filter((article) => article.article === base && article.law === there.law && article.paragraph !== null);
  if (cited.length === 0 || cited.some((article) => article.paragraph === verdict.paragraph)) return null;
  if (!cited.every((article) => input.locates(there.law!, article.article, article.paragraph, null))) return null;
  // The cited 항 must be about something else: it holds almost none of the claim's words.
  const atCited = input.judge.alignment(claim.pieces, sources.cited, (unit) => unit.passage.article === base && cited.some((article) => article.paragraph === unit.paragraph));
  if (atCited.cover > MISATTRIBUTED_OWN_MAX) return null;
  return `조문 내용 불일치: '${figure.phrase}' — 인용한 ${there.law} ${cited.map((article) => `${article.article}${circledMark(article.paragraph!)}`).join(', ')}에는 이 수치가 없고, 같은 조 ${circledMark(verdict.paragraph)}에 있습니다 [${there.n}]`;
}

/**
 * What a figure without an article of its own is cited to: the sentence's articles cited before it or in its clause
 * — not one a later clause cites for something else ("60일 이내로 할 수 있지만, … 하면 법 제111조에 따라 벌금").
 */
function citedBefore(claim: Claim, figure: Figure): { law: string | null; article: string }[] {
  const text = claim.sentence.text.replace(/\s+/g, ' ');
  const at = text.indexOf(figure.phrase);
  if (at < 0) return citedBy(claim);
  const end = at + figure.phrase.length;
  // Where the sentence writes the article: "① 1천만원↓: 공동구 무단 점용, §137① 검사 거부" cites 제137조 for the offence
  // after the figure, not for it.
  const mentions = findArticles(text);
  const mentionOf = (cited: CitedArticle) => mentions.find((found) => found.article === cited.article && (cited.paragraph === null || found.paragraph === cited.paragraph));
  const writtenAfter = (cited: CitedArticle) => {
    const mention = mentionOf(cited);
    return mention !== undefined && mention.start >= end;
  };
  // "■ 특별피난계단: 11층↑(공동주택 16층↑) … — 영 §34②": an article that ends the sentence is its ground, for all of it.
  const endsSentence = (cited: CitedArticle) => {
    const mention = cited.sentence === claim.sentence.index ? mentionOf(cited) : undefined;
    return mention !== undefined && SENTENCE_END.test(text.slice(mention.end));
  };
  // "고층건축물(30층 이상 …, 법 §2①19)은 … 1대 이상": an article in an aside closed before the figure cites the aside.
  const figureAt = findFigures(text).find((found) => found.start >= at && found.end <= end + 1 && found.value === figure.value && found.unit === figure.unit)?.start ?? at;
  const inClosedAside = (cited: CitedArticle) => {
    const mention = cited.sentence === claim.sentence.index ? mentionOf(cited) : undefined;
    return mention !== undefined && mention.end <= figureAt && citesItsAside(text, mention.start, figureAt);
  };
  return citedBy(claim).filter(
    (cited) =>
      !inClosedAside(cited) &&
      (endsSentence(cited) ||
        ((cited.sentence === null || text.indexOf(cited.phrase) < 0 || text.indexOf(cited.phrase) < end) && !(cited.sentence === claim.sentence.index && writtenAfter(cited)))) &&
      !APPLIED.test(cited.phrase),
  );
}

/** Nothing but closing marks after a citation: it stands at the end of its sentence. */
const SENTENCE_END = /^[\s)\]】」.。,]*(?:입니다|이다|참조|참고)?[\s)\]】.。]*$/;

/** An article named as the rule that applies ("사용승인 규정(제22조)이 준용되는데"), not as the ground of a figure. */
const APPLIED = /준용|(?:규정|조항)\s*\(\s*(?:법\s*)?제\s*\d+\s*조/;

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


/** What the question asks for that an answer must contain (seed 000's completeness check). */
export function itemsAsked(question: string, required: readonly RequiredItem[] = []): AskedItem[] {
  const q = question.replace(/\s+/g, ' ');
  // Whether it asks for a verdict on a use is read once, for search, the answer and this check alike (text/question.ts).
  const { useVerdict, asksValue: valueAsked } = readQuestion(q);
  const items: AskedItem[] = [];
  const hasFigure = (attribute: Figure['attribute'], unit?: Figure['unit']) => (extraction: Extraction) =>
    extraction.info.figures.some((figure) => figure.attribute === attribute && (unit === undefined || figure.unit === unit)) ||
    extraction.text.quotes.some((quote) => findFigures(quote.text).some((found) => unit === undefined || found.unit === unit) && quote.text.includes(attribute));
  const asksValue = valueAsked || findZones(q).length > 0;
  if (/건폐[율률]/.test(q) && asksValue) items.push({ name: '건폐율', answered: hasFigure('건폐율', '%') });
  if (/용적[율률]/.test(q) && asksValue) items.push({ name: '용적률', answered: hasFigure('용적률', '%') });
  if (/높이|몇\s*(?:m|미터)/.test(q) && /몇|얼마|제한|기준|이하|최고|최대|높이는|높이가/.test(q)) {
    items.push({ name: '높이', answered: (extraction) => extraction.info.figures.some((figure) => figure.unit === 'm') || extraction.text.quotes.some((quote) => findFigures(quote.text).some((found) => found.unit === 'm')) });
  }
  if (/몇\s*층|층수/.test(q)) items.push({ name: '층수', answered: (extraction) => extraction.info.figures.some((figure) => figure.unit === '층') || extraction.text.quotes.some((quote) => findFigures(quote.text).some((found) => found.unit === '층')) });
  if (useVerdict && !/건폐|용적|높이|층수/.test(q) && findActivityWords(q)) {
    items.push({ name: '허가 여부', answered: (extraction) => extraction.info.permissions.length > 0 });
  }
  return [...items, ...categoryItems(q, required, items, useVerdict, valueAsked)];
}

/** A verdict is asked about something built or run: a building, a use, a shop. */
function findActivityWords(question: string): boolean {
  return /건물|건축물|주택|시설|카페|가게|식당|음식점|공장|창고|숙박|모텔|호텔|교회|병원|학원|오피스텔|아파트|빌라|다세대|점포|상가|편의점|사무실/.test(question);
}

/**
 * The items the question's category says an answer must contain (categories.yaml `required_items`), where the
 * question asks for them: a figure when it asks for a value, a verdict when it asks whether, 허가 or 신고 when it
 * asks which procedure; the cited article always.
 */
function categoryItems(q: string, required: readonly RequiredItem[], asked: readonly AskedItem[], useVerdict: boolean, valueAsked: boolean): AskedItem[] {
  const items: AskedItem[] = [];
  const has = (name: string) => asked.some((item) => item.name === name);
  for (const item of required) {
    if (item === '근거 조문') {
      items.push({ name: item, answered: (extraction) => extraction.info.cited_articles.length > 0 || extraction.text.quotes.length > 0 || extraction.text.sentences.some((sentence) => sentence.markers.length > 0) });
    } else if (item === '수치' && valueAsked && !/뜻|정의|의미|절차|방법/.test(q) && !['건폐율', '용적률', '높이', '층수'].some(has)) {
      items.push({ name: item, answered: (extraction) => extraction.info.figures.length > 0 || extraction.text.quotes.some((quote) => findFigures(quote.text).length > 0) });
    } else if (item === '허가 여부' && useVerdict && findActivityWords(q) && !has('허가 여부')) {
      items.push({ name: item, answered: (extraction) => extraction.info.permissions.length > 0 });
    } else if (item === '허가·신고 구분' && /허가|신고/.test(q)) {
      items.push({ name: item, answered: (extraction) => /허가|신고/.test(extraction.text.statements) || extraction.text.quotes.some((quote) => /허가|신고/.test(quote.text)) });
    }
  }
  return items;
}
