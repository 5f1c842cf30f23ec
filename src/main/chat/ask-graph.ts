// Asking, as an explicit graph (seed 001's understanding, then seed 000's main.py loop with seed 004's strict
// regeneration; architecture guide):
//
//   preprocess → classify → confidence_decision ─high_conf──────────────────→ final_classification → retrieve …
//                                                 └need_clarify, rounds left → clarify (ends: the question asked back)
//                                                 └need_clarify, no rounds ──→ refine → final_classification
//   retrieve → generate → cite → verify ─PASS──────────────────→ answer
//                                  └─RETRY/FAIL, attempts left → regenerate → cite → verify …
//                                  └─no attempts left ─────────→ answer (best attempt + ⚠️ 검증 안내)
//
// NO_CONTENT asks no model: generate writes the "not found" answer, which is verified like any other. Extractive
// answers are verified too but never regenerated (they would come out the same). The user's answer to a question
// asked back starts the next run at preprocess, in the same conversation (understand/understand-graph.ts).
import { VerificationStatus, type AskedAs, type AskedPart, type Attempt, type Citation, type ContextResult, type QuestionScope, type SearchHit, type SearchResult, type VerificationResult } from '../../shared/contract';
import { GeungeoError } from '../../shared/errors';
import { citationsUsed, numberInOrder, resolveCitations } from '../answer/citations';
import { extractiveAnswer, noContentAnswer, outOfScopeText } from '../answer/extractive';
import { localToday, markInForce } from '../answer/in-force';
import type { ChatMessage, LlmClient } from '../llm/client';
import { generationMessages, strictRegenerationMessages } from '../answer/prompt';
import type { RuleFact, RuleFacts } from '../answer/rule-facts';
import type { EvidenceStanding } from '../rules/evidence-standing';
import type { SearchFilter } from '../retrieval/chunks';
import { buildContext, DEFAULT_CONTEXT_CHARS } from '../retrieval/context';
import { NATIONWIDE } from '../rules/jurisdictions';
import { verificationNotice } from '../verify/notice';
import type { Verifier, VerifyStepEvent } from '../verify/verifier';
import { createGraph, END } from '../pipeline/graph';
import { readQuestion, type OutsideField } from '../text/question';
import { initialPipelineState, summarizePipeline, type PipelineState } from '../understand/pipeline-state';
import { UNDERSTAND_NODES, understandEdges, understandNodes, type UnderstandNode } from '../understand/understand-graph';
import type { Understander } from '../understand/understander';

export interface AskState {
  /** What was typed: the question, or the answer to the question asked back (then `conversationId` is set). */
  question: string;
  conversationId: number | null;
  /** Seed 001's PipelineState: the effective query, its category and how it was decided. */
  pipeline: PipelineState;
  /** Earlier turns of the session (for the model), oldest first. */
  history: ChatMessage[];
  clarify: boolean;
  topK: number | undefined;
  filter: SearchFilter | undefined;
  /** The model to ask, or null for an extractive answer; `llmProblem` says why there is none when one was wanted. */
  llm: { client: LlmClient; provider: string; model: string } | null;
  llmProblem: string | null;

  scope: QuestionScope | null;
  facts: RuleFact[];
  terms: string[];
  /** The everyday index's phrasing each found article was asked as (search's query.asked_as). */
  askedAs: AskedAs[];
  /** The part of each of the first found articles the question asks about (search's query.asked_parts). */
  askedParts: AskedPart[];
  /** The search hits' chunk ids in search's order (the context puts rule-table passages before them). */
  searched: number[];
  context: ContextResult | null;
  /** The context's passages, best first. */
  ranked: Citation[];
  noContent: boolean;
  /**
   * The question is not about building or land-use regulation: one line says so, nothing is quoted — naming the
   * neighbouring field it speaks of (a lease, a tax) when it names one.
   */
  outOfScope: false | { field: OutsideField | null };

  mode: 'llm' | 'extractive' | null;
  draft: string | null;
  /** Numbers an extractive draft cites (an LLM draft's are read from its text). */
  draftCited: number[];

  /** The model failed while answering: verification then does without it too. */
  llmFailed: boolean;

  /** The answer being verified (markers checked) and its citation map. */
  candidate: Candidate | null;
  /** Every answer tried, with its verification, in order. */
  attempts: AttemptRecord[];
  maxAttempts: number;
  regenerationFailed: boolean;

  answer: string | null;
  citations: Citation[];
  removedMarkers: number[];
  warnings: string[];
  /** The verification of the answer returned. */
  verification: VerificationResult | null;
}

export interface Candidate {
  answer: string;
  citations: Citation[];
  removedMarkers: number[];
  /** Warnings about this answer's markers. */
  warnings: string[];
}

export interface AttemptRecord extends Candidate {
  mode: 'llm' | 'extractive';
  verification: VerificationResult;
}

export type AskNode = UnderstandNode | 'retrieve' | 'generate' | 'cite' | 'verify' | 'regenerate' | 'answer';

export interface AskGraphDeps {
  search(question: string, options: { topK?: number | undefined; filter?: SearchFilter | undefined; favourLaws?: readonly string[] | undefined; wholeBestArticle?: boolean | undefined }): Promise<SearchResult>;
  understander: Understander;
  ruleFacts: RuleFacts;
  /** Why a passage may not be evidence (a memo, an announced version, a planted cap), or null. */
  standing: EvidenceStanding;
  verifier: Verifier;
  /** The date the answer's passages are read against (YYYY-MM-DD); a later 시행일 is 시행 예정. Default: today. */
  referenceDate?: string | undefined;
  maxContextChars?: number | undefined;
  onToken?: ((token: string) => void) | undefined;
  /** Each verification step as it runs, with the attempt it belongs to. */
  onVerifyStep?: ((event: VerifyStepEvent & { attempt: number }) => void) | undefined;
}

export function initialAskState(question: string, fields: Partial<AskState> = {}): AskState {
  return {
    question,
    conversationId: null,
    pipeline: initialPipelineState(question),
    history: [],
    clarify: true,
    topK: undefined,
    filter: undefined,
    llm: null,
    llmProblem: null,
    scope: null,
    facts: [],
    terms: [],
    askedAs: [],
    askedParts: [],
    searched: [],
    context: null,
    ranked: [],
    noContent: false,
    outOfScope: false,
    mode: null,
    draft: null,
    draftCited: [],
    llmFailed: false,
    candidate: null,
    attempts: [],
    maxAttempts: 3,
    regenerationFailed: false,
    answer: null,
    citations: [],
    removedMarkers: [],
    warnings: [],
    verification: null,
    ...fields,
  };
}

export function createAskGraph(deps: AskGraphDeps) {
  return createGraph<AskState, AskNode>({
    start: 'preprocess',
    nodes: {
      ...understandNodes<AskState, AskNode>(deps.understander),

      /** Passages for the question (its laws favoured by its category), and the rule-table facts for its zone and place. */
      async retrieve(state) {
        const category = state.pipeline.final_category ? deps.understander.categories.get(state.pipeline.final_category) : null;
        // The best article whole: the line that decides may sit in another of its chunks than the one that matched.
        const found = await deps.search(asked(state), { topK: state.topK, filter: state.filter, favourLaws: category?.favoured_laws, wholeBestArticle: true });
        const { scope, facts } = deps.ruleFacts.forQuestion(asked(state));
        const topScore = found.hits[0]?.score ?? 0;
        // Passages that cannot stand as evidence are neither quoted nor given to the model; the answer says which.
        const setAside = new Set<string>();
        const standing = (hit: SearchHit) => {
          const reason = deps.standing(hit.document_id, hit);
          if (reason) setAside.add(`⚠️ ${reason}`);
          return reason === null;
        };
        // A use in a zone the tables have no row for, or how high one may build there: the passage that names the
        // zone's annex (which sets both), to say which to add.
        const reading = readQuestion(asked(state));
        const asksZoneAnnex = scope.zone !== null && !facts.some((fact) => fact.kind === 'land-use') && (reading.useVerdict || reading.howBig);
        const rulePassages = [...deps.ruleFacts.passages(facts, topScore), ...(asksZoneAnnex ? deps.ruleFacts.zoneAnnexPassage(scope.zone!, topScore) : [])].filter(standing);
        const evidence = found.hits.filter(standing);
        const hits = [...rulePassages, ...evidence.filter((hit) => !rulePassages.some((rule) => rule.chunk_id === hit.chunk_id))];
        const context = buildContext(hits, deps.maxContextChars ?? DEFAULT_CONTEXT_CHARS);
        const byChunk = new Map(context.citations.map((citation) => [citation.chunk_id, citation]));
        const ranked = hits.map((hit) => byChunk.get(hit.chunk_id)).filter((citation): citation is Citation => citation !== undefined);
        // Outside building and land-use regulation: the question speaks of a neighbouring field (a lease, a tax) and
        // of nothing in building or land use, or the classifier cannot place it in any topic (pattern C) and no
        // passage passes even the looser floor. (Loose hits are not enough to tell: long real stories have them too,
        // and off-topic posts share words with the library — 계약, 주택, 신고 — measured with eval:questions.)
        // Or it names nothing of building or land use and the library holds few of its words anywhere ("김치찌개 끓일 때
        // 돼지고기를 먼저 볶아야 돼요?", "롤 골드 승급전 … 서폿 챔프"): whatever loose passages share its last words.
        const field = reading.outsideField;
        const foreign = !reading.speaksOfBuilding && (found.query.held_share ?? 1) < FOREIGN_HELD_SHARE;
        const outOfScope = facts.length === 0 && (field !== null || foreign || (state.pipeline.confidence_pattern === 'C' && found.no_content));
        if (outOfScope) return { scope, facts: [], terms: [], context: buildContext([], 0), ranked: [], noContent: true, outOfScope: { field } };
        return {
          scope,
          facts: facts.map((fact) => ({ ...fact, n: fact.chunk_id !== null ? (byChunk.get(fact.chunk_id)?.n ?? null) : null })),
          terms: [...found.query.terms, ...(scope.zone ? [scope.zone] : [])],
          askedAs: found.query.asked_as ?? [],
          askedParts: found.query.asked_parts ?? [],
          searched: evidence.map((hit) => hit.chunk_id),
          context,
          ranked,
          noContent: ranked.length === 0,
          // A rule row from an ordinance older than the law it fills in is said once, above the answer.
          warnings: [...state.warnings, ...setAside, ...new Set(facts.flatMap((fact) => (fact.warning ? [fact.warning] : [])))],
        };
      },

      /** The model's answer from the context, or — without a model, or when it fails — the extractive one. */
      async generate(state, signal) {
        // No model is asked about what the documents do not hold.
        if (state.noContent) return { mode: 'extractive', draft: state.outOfScope ? outOfScopeText(state.outOfScope.field) : noContentAnswer(state.facts, asked(state)), draftCited: [] };
        if (state.llm) {
          try {
            const messages = generationMessages({ question: asked(state), context: state.context!.text, jurisdiction: placeOf(state), history: state.history });
            const { text, finishReason } = await state.llm.client.complete(messages, { signal, onToken: deps.onToken });
            return { mode: 'llm', draft: text, warnings: [...state.warnings, ...cutOff(finishReason)] };
          } catch (error) {
            // Cancelling stops the question; any other failure still leaves the field worker an answer.
            if (error instanceof GeungeoError && error.code === 'CANCELLED') throw error;
            const reason = error instanceof GeungeoError ? error.message : String(error);
            return { ...extractive(state), llmFailed: true, warnings: [...state.warnings, `언어 모델을 쓸 수 없어 추출식 답변을 만들었습니다: ${reason}`] };
          }
        }
        const warnings = state.llmProblem ? [...state.warnings, `언어 모델 설정을 쓸 수 없어 추출식 답변을 만들었습니다: ${state.llmProblem}`] : state.warnings;
        return { ...extractive(state), warnings };
      },

      /** The draft with only valid [n] markers, and the citation map it uses. */
      cite(state) {
        const all = state.context?.citations ?? [];
        if (state.mode === 'llm') {
          const resolved = resolveCitations(state.draft ?? '', new Set(all.map((citation) => citation.n)));
          const warnings: string[] = [];
          if (resolved.removed.length > 0) warnings.push(`근거 목록에 없는 인용 번호를 지웠습니다: ${resolved.removed.map((n) => `[${n}]`).join(' ')}`);
          if (resolved.cited.length === 0) warnings.push('답변에 인용 번호가 없습니다: 아래 근거 전체를 확인하세요.');
          return { candidate: { answer: resolved.text, citations: citationsUsed(all, resolved.cited), removedMarkers: resolved.removed, warnings } };
        }
        const citations = state.noContent ? [] : citationsUsed(all, state.draftCited).sort((a, b) => a.n - b.n);
        return { candidate: { answer: state.draft ?? '', citations, removedMarkers: [], warnings: [] } };
      },

      /** Seed 000's four steps over the candidate, against the whole context it was written from. */
      async verify(state, signal) {
        const attempt = state.attempts.length + 1;
        const candidate = state.candidate!;
        const verification = await deps.verifier.verify({
          question: asked(state),
          answer: candidate.answer,
          // A question outside building regulation asks for none of its category's items.
          requiredItems: state.pipeline.final_category && !state.outOfScope ? deps.understander.categories.get(state.pipeline.final_category).required_items : [],
          citations: state.context?.citations ?? [],
          llm: state.mode === 'llm' && !state.llmFailed ? (state.llm?.client ?? null) : null,
          signal,
          onStep: (event) => deps.onVerifyStep?.({ ...event, attempt }),
        });
        const record: AttemptRecord = { ...candidate, mode: state.mode ?? 'extractive', verification };
        return { attempts: [...state.attempts, record], verification };
      },

      /** Seed 004's strict regeneration, with seed 000's feedback block from the last verification. */
      async regenerate(state, signal) {
        const last = state.attempts.at(-1)!.verification;
        try {
          const messages = strictRegenerationMessages({
            question: asked(state),
            context: state.context!.text,
            jurisdiction: placeOf(state),
            history: state.history,
            feedback: { status: last.status, score: last.score, issues: last.issues, recommendation: last.recommendation },
          });
          const { text, finishReason } = await state.llm!.client.complete(messages, { signal, onToken: deps.onToken });
          return { mode: 'llm', draft: text, warnings: [...state.warnings, ...cutOff(finishReason)] };
        } catch (error) {
          if (error instanceof GeungeoError && error.code === 'CANCELLED') throw error;
          const reason = error instanceof GeungeoError ? error.message : String(error);
          return { regenerationFailed: true, warnings: [...state.warnings, `검증 피드백으로 답변을 다시 만들지 못했습니다: ${reason}`] };
        }
      },

      /** The answer that passed, or else the best-scoring attempt with the ⚠️ 검증 안내 block under it. */
      answer(state) {
        const passed = state.attempts.find((attempt) => attempt.verification.status === VerificationStatus.PASS);
        // Ties go to the later attempt: it was written with the feedback of the earlier ones.
        const chosen = passed ?? state.attempts.reduce((best, attempt) => (attempt.verification.score >= best.verification.score ? attempt : best));
        const attempts: Attempt[] = state.attempts.map((attempt, index) => ({
          attempt: index + 1,
          answer: attempt.answer,
          status: attempt.verification.status,
          score: attempt.verification.score,
          issues: attempt.verification.issues,
        }));
        const verification: VerificationResult = { ...chosen.verification, report: { ...chosen.verification.report, attempts } };
        // An out-of-scope line claims nothing to check against: it gets no 검증 안내 under it.
        const answer = passed || state.outOfScope ? chosen.answer : `${chosen.answer}\n\n${verificationNotice(verification, state.attempts.length)}`;
        // Passages not yet in force are marked in the answer's sources and said in its warnings and its report.
        const dated = markInForce(chosen.answer, chosen.citations, deps.referenceDate ?? localToday());
        return {
          mode: chosen.mode,
          answer,
          citations: dated.citations,
          removedMarkers: chosen.removedMarkers,
          warnings: [...state.warnings, ...chosen.warnings, ...dated.warnings],
          verification: { ...verification, warnings: [...verification.warnings, ...dated.warnings] },
        };
      },
    },
    edges: {
      ...understandEdges<AskState, AskNode>(deps.understander, 'retrieve'),
      retrieve: 'generate',
      generate: 'cite',
      cite: 'verify',
      verify: (state) => {
        if (state.verification?.status === VerificationStatus.PASS) return 'answer';
        const canRegenerate = state.mode === 'llm' && !state.llmFailed && !state.regenerationFailed && state.llm !== null;
        return canRegenerate && state.attempts.length < state.maxAttempts ? 'regenerate' : 'answer';
      },
      regenerate: (state) => (state.regenerationFailed ? 'answer' : 'cite'),
      answer: END,
    },
    // understanding (≤ 6 nodes), retrieve, generate, at most three rounds of cite → verify (→ regenerate), answer.
    maxSteps: 26,
    summarize: (state, node) => ({
      question: state.question.slice(0, 80),
      ...(UNDERSTANDING_NODES.has(node) ? { pipeline: summarizePipeline(state.pipeline) } : { category: state.pipeline.final_category }),
      scope: state.scope,
      facts: state.facts.length,
      context: state.context ? { passages: state.context.citations.length, chars: state.context.text.length, dropped: state.context.dropped } : null,
      noContent: state.noContent,
      mode: state.mode,
      draft: state.draft?.length ?? null,
      candidate: state.candidate ? { chars: state.candidate.answer.length, citations: state.candidate.citations.map((citation) => citation.n) } : null,
      attempts: state.attempts.map((attempt) => ({ status: attempt.verification.status, score: attempt.verification.score, issues: attempt.verification.issues.length })),
      answer: state.answer?.length ?? null,
      citations: state.citations.map((citation) => citation.n),
      removedMarkers: state.removedMarkers,
      warnings: state.warnings,
      llm: state.llm ? `${state.llm.provider}:${state.llm.model}` : null,
    }),
  });
}

/**
 * Below this share of its words held anywhere in the library, a question that names nothing of building or land use is
 * out of scope (search's held_share). eval:questions --set dev6 (50 off-topic questions, 30 in the field that sound
 * off it): told out of scope 21 → 35 of 50 at 0.6 (0.4 / 0.5: 28 / 32), under a PASS badge 25 → 12, no question of
 * the field lost; on the dev sets no question of the field that names no building word (after BUILDING_AND_LAND_WORDS
 * learnt walls, 고시원, 축대 …) holds less than 0.7 of its words. On the held-out sets' questions of the field, counted,
 * not read: 0.7 would have told two of them out of scope, 0.6 none.
 */
const FOREIGN_HELD_SHARE = 0.6;
const UNDERSTANDING_NODES = new Set<AskNode>(UNDERSTAND_NODES);

/** The question the answer is for: the original with every answer to the questions asked back (seed 001). */
function asked(state: AskState): string {
  return state.pipeline.effective_query;
}

/** The place the model is told the question is about; a default place is said as such, so it can say so too. */
function placeOf(state: AskState): string | null {
  const scope = state.scope;
  if (!scope?.jurisdiction || scope.jurisdiction === NATIONWIDE) return null;
  return scope.place_from === 'default' ? `${scope.jurisdiction} (질문에 지역이 없어 사용자가 설정한 기본 지역)` : scope.jurisdiction;
}

function cutOff(finishReason: string | null): string[] {
  return finishReason === 'length' ? ['답변이 길이 제한에서 잘렸습니다: 설정에서 maxTokens를 늘리세요.'] : [];
}

/** The extractive answer, its sources numbered in the order it cites them ([1] first). */
function extractive(state: AskState): Pick<AskState, 'mode' | 'draft' | 'draftCited' | 'context' | 'ranked' | 'facts'> {
  const { text, cited } = extractiveAnswer({ facts: state.facts, ranked: state.ranked, terms: state.terms, askedAs: state.askedAs, askedParts: state.askedParts, question: asked(state), searched: state.searched });
  const all = state.context?.citations ?? [];
  const { text: numbered, renumber } = numberInOrder(text, cited, all.map((citation) => citation.n));
  const renumbered = (citation: Citation) => ({ ...citation, n: renumber.get(citation.n) ?? citation.n });
  const context = state.context ? { ...state.context, citations: all.map(renumbered).sort((a, b) => a.n - b.n) } : null;
  return {
    mode: 'extractive',
    draft: numbered,
    draftCited: cited.map((n) => renumber.get(n) ?? n),
    context,
    ranked: state.ranked.map(renumbered),
    facts: state.facts.map((fact) => ({ ...fact, n: fact.n !== null ? (renumber.get(fact.n) ?? fact.n) : null })),
  };
}

export type AskGraph = ReturnType<typeof createAskGraph>;
