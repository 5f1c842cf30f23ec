// Asking, as an explicit graph (seed 004, architecture guide): retrieve → generate → answer, with NO_CONTENT going
// straight to answer so that no model is asked about what the documents do not hold. The understanding node
// (classification, clarification) will come before retrieve and the verification node between generate and answer;
// both slot in as rows of the tables below.
import type { Citation, ContextResult, SearchResult } from '../../shared/contract';
import { GeungeoError } from '../../shared/errors';
import { citationsUsed, resolveCitations } from '../answer/citations';
import { extractiveAnswer, noContentAnswer } from '../answer/extractive';
import type { ChatMessage, LlmClient } from '../answer/llm/client';
import { generationMessages } from '../answer/prompt';
import type { QuestionScope, RuleFact, RuleFacts } from '../answer/rule-facts';
import type { SearchFilter } from '../retrieval/chunks';
import { buildContext, DEFAULT_CONTEXT_CHARS } from '../retrieval/context';
import { NATIONWIDE } from '../rules/jurisdictions';
import { createGraph, END } from './graph';

export interface AskState {
  question: string;
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
  context: ContextResult | null;
  /** The context's passages, best first. */
  ranked: Citation[];
  noContent: boolean;

  mode: 'llm' | 'extractive' | null;
  draft: string | null;
  /** Numbers an extractive draft cites (an LLM draft's are read from its text). */
  draftCited: number[];

  answer: string | null;
  citations: Citation[];
  removedMarkers: number[];
  warnings: string[];
}

export type AskNode = 'retrieve' | 'generate' | 'answer';

export interface AskGraphDeps {
  search(question: string, options: { topK?: number | undefined; filter?: SearchFilter | undefined }): Promise<SearchResult>;
  ruleFacts: RuleFacts;
  maxContextChars?: number | undefined;
  onToken?: ((token: string) => void) | undefined;
}

export function initialAskState(question: string, fields: Partial<AskState> = {}): AskState {
  return {
    question,
    history: [],
    clarify: true,
    topK: undefined,
    filter: undefined,
    llm: null,
    llmProblem: null,
    scope: null,
    facts: [],
    terms: [],
    context: null,
    ranked: [],
    noContent: false,
    mode: null,
    draft: null,
    draftCited: [],
    answer: null,
    citations: [],
    removedMarkers: [],
    warnings: [],
    ...fields,
  };
}

export function createAskGraph(deps: AskGraphDeps) {
  return createGraph<AskState, AskNode>({
    start: 'retrieve',
    nodes: {
      /** Passages for the question, and the rule-table facts for its zone and place with the passages that state them. */
      async retrieve(state) {
        const found = await deps.search(state.question, { topK: state.topK, filter: state.filter });
        const { scope, facts } = deps.ruleFacts.forQuestion(state.question);
        const topScore = found.hits[0]?.score ?? 0;
        const rulePassages = deps.ruleFacts.passages(facts, topScore);
        const hits = [...rulePassages, ...found.hits.filter((hit) => !rulePassages.some((rule) => rule.chunk_id === hit.chunk_id))];
        const context = buildContext(hits, deps.maxContextChars ?? DEFAULT_CONTEXT_CHARS);
        const byChunk = new Map(context.citations.map((citation) => [citation.chunk_id, citation]));
        const ranked = hits.map((hit) => byChunk.get(hit.chunk_id)).filter((citation): citation is Citation => citation !== undefined);
        return {
          scope,
          facts: facts.map((fact) => ({ ...fact, n: fact.chunk_id !== null ? (byChunk.get(fact.chunk_id)?.n ?? null) : null })),
          terms: [...found.query.terms, ...(scope.zone ? [scope.zone] : [])],
          context,
          ranked,
          noContent: ranked.length === 0,
        };
      },

      /** The model's answer from the context, or — without a model, or when it fails — the extractive one. */
      async generate(state, signal) {
        if (state.llm) {
          try {
            const messages = generationMessages({
              question: state.question,
              context: state.context!.text,
              jurisdiction: state.scope?.jurisdiction !== NATIONWIDE ? state.scope?.jurisdiction : null,
              history: state.history,
            });
            const { text, finishReason } = await state.llm.client.complete(messages, { signal, onToken: deps.onToken });
            const warnings = finishReason === 'length' ? ['답변이 길이 제한에서 잘렸습니다: 설정에서 maxTokens를 늘리세요.'] : [];
            return { mode: 'llm', draft: text, warnings: [...state.warnings, ...warnings] };
          } catch (error) {
            // Cancelling stops the question; any other failure still leaves the field worker an answer.
            if (error instanceof GeungeoError && error.code === 'CANCELLED') throw error;
            const reason = error instanceof GeungeoError ? error.message : String(error);
            return { ...extractive(state), warnings: [...state.warnings, `언어 모델을 쓸 수 없어 추출식 답변을 만들었습니다: ${reason}`] };
          }
        }
        const warnings = state.llmProblem ? [...state.warnings, `언어 모델 설정을 쓸 수 없어 추출식 답변을 만들었습니다: ${state.llmProblem}`] : state.warnings;
        return { ...extractive(state), warnings };
      },

      /** The final text with only valid [n] markers, and the citation map it uses. */
      answer(state) {
        // No model was asked: the answer is made here, from nothing but the rule tables.
        if (state.noContent) return { mode: 'extractive', answer: noContentAnswer(state.facts), citations: [] };
        const all = state.context!.citations;
        if (state.mode === 'llm') {
          const resolved = resolveCitations(state.draft ?? '', new Set(all.map((citation) => citation.n)));
          const warnings = [...state.warnings];
          if (resolved.removed.length > 0) warnings.push(`근거 목록에 없는 인용 번호를 지웠습니다: ${resolved.removed.map((n) => `[${n}]`).join(' ')}`);
          if (resolved.cited.length === 0) warnings.push('답변에 인용 번호가 없습니다: 아래 근거 전체를 확인하세요.');
          return { answer: resolved.text, citations: citationsUsed(all, resolved.cited), removedMarkers: resolved.removed, warnings };
        }
        return { answer: state.draft, citations: citationsUsed(all, state.draftCited).sort((a, b) => a.n - b.n) };
      },
    },
    edges: {
      retrieve: (state) => (state.noContent ? 'answer' : 'generate'),
      generate: 'answer',
      answer: END,
    },
    summarize: (state) => ({
      question: state.question.slice(0, 80),
      scope: state.scope,
      facts: state.facts.length,
      context: state.context ? { passages: state.context.citations.length, chars: state.context.text.length, dropped: state.context.dropped } : null,
      noContent: state.noContent,
      mode: state.mode,
      draft: state.draft?.length ?? null,
      answer: state.answer?.length ?? null,
      citations: state.citations.map((citation) => citation.n),
      removedMarkers: state.removedMarkers,
      warnings: state.warnings,
      llm: state.llm ? `${state.llm.provider}:${state.llm.model}` : null,
    }),
  });
}

function extractive(state: AskState): Pick<AskState, 'mode' | 'draft' | 'draftCited'> {
  const { text, cited } = extractiveAnswer({ facts: state.facts, ranked: state.ranked, terms: state.terms });
  return { mode: 'extractive', draft: text, draftCited: cited };
}

export type AskGraph = ReturnType<typeof createAskGraph>;
