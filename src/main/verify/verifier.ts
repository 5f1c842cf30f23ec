// The four-step answer verifier of seed 000: STEP 1 extract → STEP 2 hard rules ∥ STEP 3 semantic → STEP 4 score,
// with the report a reviewer reads. The deterministic parts always run; a language model, when there is one, adds
// an extraction and a judge that can lower the score but never lift a deterministic ❌. Failures become issues, not
// crashes: extraction failing is FAIL with score 0, a database error is an ❌, a model failing is a ⚠️ and a
// fallback.
import type { Citation, QuestionScope } from '../../shared/contract';
import { errorMessage } from '../../shared/error-catalog';
import type { VerifyMethod } from '../../shared/verify-labels';
import { GeungeoError, toApiError } from '../../shared/errors';
import {
  DEFAULT_VERIFICATION_SETTINGS,
  MAX_ANSWER_CHARS,
  VerificationStatus,
  type ExtractedLawInfo,
  type SemanticJudgement,
  type VerificationResult,
  type VerificationSettings,
  type VerifyStep,
  type VerifyStepName,
} from '../../shared/verify-contract';
import type { LlmClient } from '../llm/client';
import type { ArticleIndex } from '../retrieval/articles';
import type { LawNameResolver } from '../retrieval/law-names';
import type { SearchOptions } from '../retrieval/search';
import { NATIONWIDE, type JurisdictionResolver } from '../rules/jurisdictions';
import type { RuleStore } from '../rules/rule-store';
import { findZone } from '../rules/zones';
import type { SearchResult } from '../../shared/contract';
import { extractDeterministic, type Extraction, type ExtractionContext } from './extract';
import { extractWithLlm, mergeLlmExtraction } from './extract-llm';
import type { RequiredItem } from '../../shared/understand-contract';
import { FINDING_CODES, renderFinding, type Finding, type FindingCode } from '../../shared/findings';
import type { TermWeights } from '../retrieval/term-weights';
import { createClaimJudge } from './claim-check';
import { readClaims } from './claims';
import { groundAnswer, RELIEVABLE, type GroundingResult, type Passage } from './grounding';
import { checkHardRules, type HardRuleResult } from './hard-rules';
import { judgeAnswer, judgementFindings } from './judge';
import { findActivities } from '../rules/uses';
import { gatherPassages, passagesFromCitations } from './passages';
import type { EvidenceStanding } from '../rules/evidence-standing';
import type { PlaceReader } from '../rules/place';
import type { OrdinanceAge } from '../rules/ordinance-age';
import { createRuleBook, MAX_DETAIL_ROWS } from './rule-rows';
import type { ParkingNeeds } from '../rules/parking-needed';
import { HARD_FAIL_SCORE, HARD_PASS_SCORE, isCritical, recommendationFor, scoreVerification } from './score';

/** The judge's prompt carries the first passages gathered (the answer's own grounds come first). */
const JUDGED_PASSAGES = 40;

export interface VerifierDeps {
  rules: RuleStore;
  jurisdictions: JurisdictionResolver;
  /** The question's place, or the user's default place when it names none. */
  places: PlaceReader;
  ordinanceAge: OrdinanceAge;
  laws: LawNameResolver;
  articles: ArticleIndex;
  search(query: string, options: SearchOptions): Promise<SearchResult>;
  /** Why a passage may not be evidence (rules/evidence-standing): such passages are not gathered. */
  standing: EvidenceStanding;
  /** How telling each two-syllable piece is in the library, for aligning claims with source sentences. */
  termWeights: TermWeights;
  settings(): VerificationSettings;
  /** The parking a question's building needs, counted from the parking rows. */
  parking?: ParkingNeeds | undefined;
}

export interface VerifyStepEvent {
  step: VerifyStepName;
  phase: 'start' | 'done';
  ms?: number;
}

export interface VerifyRequest {
  question: string;
  answer: string;
  /** The citation map the answer was written from; without one, passages are retrieved for it. */
  citations?: readonly Citation[] | null | undefined;
  /** The model for extraction and judging; null verifies deterministically. */
  llm?: LlmClient | null | undefined;
  signal?: AbortSignal | undefined;
  onStep?: ((event: VerifyStepEvent) => void) | undefined;
  /** The items the question's category requires (categories.yaml), for the completeness check. */
  requiredItems?: readonly RequiredItem[] | undefined;
}

export function createVerifier(deps: VerifierDeps) {
  return {
    async verify(request: VerifyRequest): Promise<VerificationResult> {
      if (request.answer.length > MAX_ANSWER_CHARS) {
        throw new GeungeoError('INVALID_INPUT', `The answer is ${request.answer.length.toLocaleString('en-US')} characters long; at most ${MAX_ANSWER_CHARS.toLocaleString('en-US')} can be verified.`, {
          hint: 'verify it in parts',
          reason: { id: 'verify.answer-too-long', chars: request.answer.length, max: MAX_ANSWER_CHARS },
        });
      }
      const settings = { ...DEFAULT_VERIFICATION_SETTINGS, ...deps.settings() };
      const llm = settings.useLlm ? (request.llm ?? null) : null;
      const steps: VerifyStep[] = [];
      /** What happened on the way (a model that failed), beside what the checks find. */
      const notes: Finding[] = [];
      const timed = async <T>(step: VerifyStepName, run: () => Promise<T> | T): Promise<{ value: T; ms: number }> => {
        request.onStep?.({ step, phase: 'start' });
        const started = performance.now();
        const value = await run();
        const ms = Math.round((performance.now() - started) * 10) / 10;
        request.onStep?.({ step, phase: 'done', ms });
        return { value, ms };
      };

      // What the question is about: its zone, place and building use.
      const book = createRuleBook(deps);
      // Only a vocabulary for reading uses: a broken table shows up in the hard rules, where it is an ❌.
      const activities = attempt(() => book.activities(), []);
      // The place the question names, else the user's default place: the place whose ordinance rows apply.
      const place = deps.places.of(request.question);
      const question = {
        zone: findZone(request.question),
        jurisdiction: place.name,
        activity: findActivities(request.question, activities).at(-1)?.activity ?? null,
        ratio: ratioAsked(request.question),
        laws: [...new Set(deps.laws.findAll(request.question).map((mention) => mention.name))],
      };
      const citationLaw = new Map((request.citations ?? []).map((citation) => [citation.n, citation.law_name]));
      const context: ExtractionContext = {
        question,
        laws: deps.laws,
        jurisdictions: deps.jurisdictions,
        activities,
        passageLaw: (n) => citationLaw.get(n) ?? null,
        ordinanceOf: (place) => ordinanceIn(deps, place),
        locates: (law, article, paragraph, item) => !deps.articles.hasLaw(law) || deps.articles.locate(law, article, paragraph, item) === 'found',
        inLibrary: (law) => deps.articles.hasLaw(law),
        titleOf: (law, article) => deps.articles.chunks(law, article).find((chunk) => chunk.article_title)?.article_title ?? null,
        paragraphText: (law, article, paragraph) => deps.articles.paragraphText(law, article, paragraph),
      };

      // STEP 1 --------------------------------------------------------------------------------------------------
      let extraction: Extraction;
      try {
        const { value, ms } = await timed('extract', async () => {
          const found = extractDeterministic(request.answer, context);
          let method: VerifyMethod = 'rules';
          let note: string | null = null;
          if (llm) {
            try {
              const notes = mergeLlmExtraction(found, await extractWithLlm(llm, { question: request.question, answer: request.answer }, request.signal), context, request.answer);
              method = 'llm+rules';
              note = notes.length > 0 ? notes.join(' / ') : null;
            } catch (error) {
              rethrowCancel(error, request.signal);
              method = 'rules (fallback)';
              note = `언어 모델 추출 실패: ${reason(error)}`;
              notes.push(finding('llm_fallback', '', `언어 모델로 정보를 추출하지 못해 규칙 기반 추출로 검증했습니다: ${reason(error)}`));
            }
          }
          return { found, method, note };
        });
        extraction = value.found;
        steps.push({ step: 'extract', status: value.method === 'rules (fallback)' ? 'fallback' : 'ok', score: null, ms, method: value.method, note: value.note });
      } catch (error) {
        rethrowCancel(error, request.signal);
        return extractionFailed(request.question, reason(error), settings, steps);
      }

      const scope: QuestionScope = {
        zone: question.zone ?? extraction.info.zone_district,
        ...(place.from !== 'none'
          ? { jurisdiction: place.name, place_from: place.from }
          : extraction.info.region
            ? { jurisdiction: extraction.info.region, place_from: 'answer' as const }
            : { jurisdiction: NATIONWIDE, place_from: 'none' as const }),
      };
      const claims = readClaims(extraction, request.question, deps.laws);
      // The figures that are claims about the law; the model's own finds stand where it found them.
      const checked = [...claims.flatMap((claim) => claim.checked), ...extraction.info.figures.filter((figure) => figure.sentence === null)];

      // STEP 2 ∥ STEP 3 -----------------------------------------------------------------------------------------
      // Gathering the passages (the slow part of a standalone check) starts first; the hard rules run meanwhile, and
      // the grounding reads how they judged each ratio.
      const gathering = request.citations
        ? Promise.resolve({ passages: passagesFromCitations(request.citations), byClaim: null })
        : gatherPassages(request.question, extraction, claims, { search: deps.search, articles: deps.articles, standing: deps.standing });
      const hardStep = timed('hard_rules', (): HardRuleResult & { error: string | null } => {
        try {
          const ambiguous = scope.jurisdiction === NATIONWIDE ? place.ambiguous : [];
          const parking = deps.parking?.(request.question, scope.jurisdiction) ?? [];
          return { ...checkHardRules({ extraction, figures: checked, scope: { ...scope, ambiguous }, book, articles: deps.articles, parking, answer: request.answer }), error: null };
        } catch (error) {
          return { checks: [], findings: [{ ...finding('check_failed', '', `DB 검증 중 오류 발생: ${reason(error)}`), subject: '' }], ruled: new Map(), error: reason(error) };
        }
      });
      const semanticStep = timed('semantic', async () => {
        const { passages, byClaim } = await gathering;
        const hard = (await hardStep).value;
        let grounding: GroundingResult;
        try {
          grounding = groundAnswer({
            question: request.question,
            extraction,
            claims,
            passages,
            byClaim,
            book,
            scope,
            judge: createClaimJudge(deps.termWeights),
            inLoop: request.citations !== undefined && request.citations !== null,
            ruled: hard.ruled,
            hasLaw: (law) => deps.articles.hasLaw(law),
            usesTerm: (term) => deps.articles.usesTerm(term),
            locates: (law, article, paragraph, item) => deps.articles.locate(law, article, paragraph, item) === 'found',
            renames: deps.articles.renames(),
            requiredItems: request.requiredItems,
          });
        } catch (error) {
          grounding = { rows: [], score: 0, findings: [{ ...finding('check_failed', '', `근거 검증 중 오류 발생: ${reason(error)}`), subject: '' }], missing: [], claims: 0, excepted: new Set() };
        }
        let judgement: SemanticJudgement | null = null;
        let judgeProblem: string | null = null;
        if (llm) {
          try {
            judgement = await judgeAnswer(llm, { question: request.question, answer: request.answer, rules: book.rows().map((row) => `${row.id} ${row.jurisdiction} ${row.zone_district} ${row.statement} (${[row.law_name, row.article].filter(Boolean).join(' ')})`), passages: passages.slice(0, JUDGED_PASSAGES).map((passage) => `${passage.label}\n${passage.text}`) }, request.signal);
          } catch (error) {
            rethrowCancel(error, request.signal);
            judgeProblem = reason(error);
          }
        }
        return { passages, grounding, judgement, judgeProblem };
      });

      const [hard, semantic] = await Promise.all([hardStep, semanticStep]);

      // A figure a relaxation allows (and the claim states its condition) is not beyond its cap after all.
      const excepted = new Set([...semantic.value.grounding.excepted].map((figure) => figure.phrase));
      const relieved = (subject: string, code: FindingCode) => excepted.has(subject) && RELIEVABLE.includes(code);
      const hardFindings = hard.value.findings.filter((found) => !relieved(found.subject, found.code));
      const checks = hard.value.checks.map((check) =>
        check.id === '2-3' && check.verdict === 'fail' && excepted.has(check.subject) && !hardFindings.some((found) => found.subject === check.subject) ? { ...check, verdict: 'pass' as const, message: `${check.message} — 단, 답변이 조건을 밝힌 예외·완화 조항이 이 수치를 허용합니다` } : check,
      );
      const hardFailed = hardFindings.some(isCritical);
      const hardScore = hardFailed ? HARD_FAIL_SCORE : HARD_PASS_SCORE;
      steps.push({ step: 'hard_rules', status: hard.value.error ? 'error' : hardFailed ? 'fail' : hardFindings.length > 0 ? 'warn' : 'pass', score: hardScore, ms: hard.ms, method: 'rule tables + statutes' satisfies VerifyMethod, note: hard.value.error });

      // A figure or article the hard rules already judged is not reported a second time by the grounding.
      const judgedSubjects = new Set(hardFindings.filter(isCritical).map((found) => found.subject));
      const { grounding, judgement, judgeProblem, passages } = semantic.value;
      const semanticFindings: Finding[] = grounding.findings.filter((found) => !judgedSubjects.has(found.subject)).map(({ subject: _subject, ...found }) => found);
      let semanticScore = grounding.score;
      if (judgement) {
        semanticFindings.push(...judgementFindings(judgement));
        semanticScore = Math.min(semanticScore, judgement.consistency_score);
      }
      if (judgeProblem) semanticFindings.push(finding('llm_fallback', '', `언어 모델 판정에 실패해 결정적 근거 검증만 반영했습니다: ${judgeProblem}`));
      steps.push({
        step: 'semantic',
        status: semanticFindings.some(isCritical) ? 'fail' : semanticFindings.some((found) => found.severity === 'warning') ? 'warn' : 'pass',
        score: semanticScore,
        ms: semantic.ms,
        method: (judgement ? 'llm judge + grounding' : llm ? 'grounding (judge fallback)' : 'grounding') satisfies VerifyMethod,
        note: judgeProblem,
      });

      // STEP 4 --------------------------------------------------------------------------------------------------
      const findings = dedupe([...notes, ...hardFindings.map(({ subject: _subject, ...found }) => found), ...semanticFindings]);
      const { value: score, ms } = await timed('score', () => scoreVerification({ hard: hardScore, semantic: semanticScore, findings, thresholds: settings }));
      const issues = findings.filter((found) => found.severity === 'error').map(renderFinding);
      const warnings = findings.filter((found) => found.severity !== 'error').map(renderFinding);
      const recommendation = recommendationFor(score.status, issues, warnings);
      steps.push({ step: 'score', status: score.status === VerificationStatus.PASS ? 'pass' : score.status === VerificationStatus.RETRY ? 'warn' : 'fail', score: score.final, ms, method: 'seed 000 formula' satisfies VerifyMethod, note: null });

      const rows = book.rows();
      return {
        status: score.status,
        score: score.final,
        findings,
        claims: grounding.claims,
        issues,
        warnings,
        details: { rows: rows.slice(0, MAX_DETAIL_ROWS), rows_total: rows.length },
        recommendation,
        report: {
          question: request.question,
          scope,
          steps,
          extracted: extraction.info,
          checks,
          rows: rows.slice(0, MAX_DETAIL_ROWS),
          semantic: { method: judgement ? 'llm+grounding' : 'grounding', judge: judgement, grounding: grounding.rows, score: semanticScore },
          passages: passages.map((passage: Passage) => ({ n: passage.n, label: passage.label })),
          formula: { hard: hardScore, semantic: semanticScore, critical: score.critical, final: score.final, text: score.text },
          thresholds: { pass: settings.passThreshold, retry: settings.retryThreshold },
          attempts: [],
          status: score.status,
          recommendation,
        },
      };
    },
  };
}

/** A finding of a code, with the severity the catalog gives it. */
function finding(code: FindingCode, claim: string, message: string, sources: string[] = []): Finding {
  return { severity: FINDING_CODES[code].severity, code, claim, message, sources };
}

/** The same finding reached twice (one figure under two zones, say) is reported once. */
function dedupe(findings: readonly Finding[]): Finding[] {
  return [...new Map(findings.map((found) => [`${found.code}\u0000${found.message}`, found])).values()];
}

export type Verifier = ReturnType<typeof createVerifier>;

/** The ordinance the library knows for a place or a place above it (서울특별시 종로구 → 서울특별시 도시계획 조례). */
function ordinanceIn(deps: Pick<VerifierDeps, 'rules' | 'jurisdictions'>, place: string): string | null {
  for (const jurisdiction of deps.jurisdictions.lineage(place)) {
    if (jurisdiction === NATIONWIDE) break;
    const named = deps.rules.listZoning({ jurisdiction }).find((row) => row.law_name && /조례$/.test(row.law_name));
    if (named) return named.law_name;
  }
  return null;
}

/** "2종일반 건폐율?" asks for 건폐율 only: a bare "60퍼센트 이하입니다" answers it. */
function ratioAsked(question: string): '건폐율' | '용적률' | null {
  const coverage = /건폐[율률]/.test(question);
  const floorArea = /용적[율률]/.test(question);
  return coverage === floorArea ? null : coverage ? '건폐율' : '용적률';
}

function extractionFailed(question: string, problem: string, settings: VerificationSettings, steps: VerifyStep[]): VerificationResult {
  const findings = [finding('extraction_failed', '', `정보 추출 실패: ${problem}`)];
  const issues = findings.map(renderFinding);
  const recommendation = recommendationFor(VerificationStatus.FAIL, issues, []);
  const empty: ExtractedLawInfo = {
    region: null, zone_district: null, building_coverage_ratio: null, floor_area_ratio: null, height_limit: null, floor_limit: null,
    land_use_activity: null, permission_category: null, cited_laws: [], cited_articles: [], conditions: [], figures: [], permissions: [], evidence: {},
  };
  return {
    status: VerificationStatus.FAIL,
    score: 0,
    findings,
    claims: 0,
    issues,
    warnings: [],
    details: { rows: [], rows_total: 0 },
    recommendation,
    report: {
      question,
      scope: { zone: null, jurisdiction: NATIONWIDE },
      steps: [...steps, { step: 'extract', status: 'error', score: 0, ms: 0, method: 'rules' satisfies VerifyMethod, note: problem }],
      extracted: empty,
      checks: [],
      rows: [],
      semantic: { method: 'grounding', judge: null, grounding: [], score: 0 },
      passages: [],
      formula: { hard: 0, semantic: 0, critical: 1, final: 0, text: '정보 추출 실패 → 0' },
      thresholds: { pass: settings.passThreshold, retry: settings.retryThreshold },
      attempts: [],
      status: VerificationStatus.FAIL,
      recommendation,
    },
  };
}

function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/**
 * A failed step's cause in the report's words: the catalog's Korean for an error with a reason (a language model's
 * server that did not answer, say); an unforeseen failure (a bug) also keeps its own words, for whoever fixes it.
 */
function reason(error: unknown): string {
  const failure = toApiError(error);
  const said = errorMessage(failure).message;
  return failure.reason ? said : `${said} (기술 정보: ${failure.message})`;
}

/** Cancelling stops verification at once; it is never turned into an issue. */
function rethrowCancel(error: unknown, signal: AbortSignal | undefined): void {
  if (signal?.aborted || (error instanceof GeungeoError && error.code === 'CANCELLED')) throw error;
}
