// Seed 001's pipeline as graph nodes: preprocess → classify → confidence_decision → clarify ↺ | refine →
// final_classification. The ask graph puts these rows first in its own tables (chat/ask-graph.ts); the contract's
// understand.answerClarification runs them alone. "↺" spans graph runs: clarify ends the run with a question, and
// the user's answer starts the next run at preprocess, in the same conversation.
import { GeungeoError } from '../../shared/errors';
import type { Clarification } from '../../shared/understand-contract';
import type { LlmClient } from '../llm/client';
import { END, type Edge, type NodeFn } from '../pipeline/graph';
import { readQuestion } from '../text/question';
import { clarifyQuestion } from './clarify';
import { addClarifyTurn, buildEffectiveQuery } from './conversations';
import type { PipelineState } from './pipeline-state';
import { preprocess } from './preprocess';
import { refine } from './refine';
import type { Understander } from './understander';

export interface UnderstandingFields {
  /** What was typed this turn: a new question, or the answer to the question asked back. */
  question: string;
  /** The conversation whose question this turn answers, or null for a new question. */
  conversationId: number | null;
  /** Ask back when needed; false goes straight to refine (CLI --no-clarify, "no more questions"). */
  clarify: boolean;
  llm: { client: LlmClient } | null;
  pipeline: PipelineState;
}

export const UNDERSTAND_NODES = ['preprocess', 'classify', 'confidence_decision', 'clarify', 'refine', 'final_classification'] as const;
export type UnderstandNode = (typeof UNDERSTAND_NODES)[number];

export function understandNodes<S extends UnderstandingFields, N extends string>(understander: Understander): Record<UnderstandNode, NodeFn<S, N>> {
  const update = (state: Readonly<S>, changes: Partial<PipelineState>) => ({ pipeline: { ...state.pipeline, ...changes } }) as Partial<S>;
  return {
    /** Normalized text and length checks; a reply joins its conversation and makes the effective query. */
    preprocess(state) {
      const text = preprocess(state.question).text;
      if (state.conversationId === null) {
        const conversation = understander.conversations.create(text, understander.settings().maxClarifyRetry, null, {});
        return update(state, { user_input: text, effective_query: text, conversation });
      }
      const { conversation: stored, state: saved } = understander.conversations.get(state.conversationId);
      if (stored.status !== 'asking') {
        throw new GeungeoError('INVALID_INPUT', `Conversation ${stored.id} is not waiting for an answer: its question was already answered.`, {
          hint: 'ask a new question instead',
          reason: { id: 'chat.already-answered' },
        });
      }
      // A reply that picks one of the offered choices answers the question asked back: the loop ends there.
      const picked = stored.choices.some((choice) => choice.replace(/\s+/g, '') === text.replace(/\s+/g, ''));
      const conversation = addClarifyTurn(stored, text);
      const history = (saved.clarify_loop_history as PipelineState['clarify_loop_history'] | undefined) ?? [];
      return update(state, { user_input: text, effective_query: buildEffectiveQuery(conversation), conversation, clarify_loop_history: history, picked_choice: picked ? text : null });
    },

    /** The classifier on the effective query: category, confidence, top3 (temperature-scaled). */
    async classify(state) {
      const classification = await understander.classifyText(state.pipeline.effective_query);
      return update(state, { classification, category: classification.category, confidence: classification.confidence, top3: classification.top3 });
    },

    /**
     * Pattern A/B/C and the route (seed 001): pattern A with all it needs goes on; B or C (unsure of the category) or a
     * missing zone or use needs more. Whether to ask back is the edge's decision (worthAsking): only when the reply
     * would change the answer; otherwise refine chooses. A reply that picked an offered choice goes on.
     */
    confidence_decision(state) {
      const classification = state.pipeline.classification!;
      const record = {
        round: state.pipeline.clarify_loop_history.length,
        effective_query: state.pipeline.effective_query,
        category: classification.category,
        confidence: classification.confidence,
        pattern: classification.pattern,
        missing: classification.missing,
        question: null,
      };
      return update(state, {
        confidence_pattern: classification.pattern,
        route_decision: state.pipeline.picked_choice === null && (classification.route === 'need_clarify' || classification.missing.length > 0) ? 'need_clarify' : 'high_conf',
        clarify_loop_history: [...state.pipeline.clarify_loop_history, record],
      });
    },

    /** The question asked back (LLM or template); the conversation waits for the answer. */
    async clarify(state, signal) {
      const { classification, conversation } = state.pipeline;
      const round = conversation!.retry_count + 1;
      const asked = await clarifyQuestion({
        effectiveQuery: state.pipeline.effective_query,
        top3: classification!.top3,
        missing: classification!.missing,
        placeChoices: classification!.place_choices,
        areaChoices: classification!.area_choices,
        round,
        categories: understander.categories,
        llm: state.llm?.client ?? null,
        signal,
      });
      const history = state.pipeline.clarify_loop_history.map((record, index, all) => (index === all.length - 1 ? { ...record, question: asked.question } : record));
      const warnings = asked.problem ? [...state.pipeline.metadata.warnings, `언어 모델로 되물을 질문을 만들지 못해 기본 질문을 씁니다: ${asked.problem}`] : state.pipeline.metadata.warnings;
      const pipeline: PipelineState = { ...state.pipeline, clarify_loop_history: history, metadata: { warnings, clarify_source: asked.source } };
      const saved = understander.conversations.save(
        { ...conversation!, retry_count: round, pending: asked.question, choices: asked.choices, status: 'asking' },
        persisted(pipeline),
      );
      const clarification: Clarification = {
        conversation_id: saved.id,
        question: asked.question,
        choices: asked.choices,
        missing: classification!.missing,
        round,
        max_retry: saved.max_retry,
      };
      return { pipeline: { ...pipeline, conversation: saved, clarification } } as Partial<S>;
    },

    /** Seed 001's LLM refine among the top 3 (no LLM: top-1, saying so). */
    async refine(state, signal) {
      const result = await refine({ effectiveQuery: state.pipeline.effective_query, classification: state.pipeline.classification!, categories: understander.categories, llm: state.llm?.client ?? null, signal });
      return update(state, { final_category: result.selected_category, final_confidence: result.confidence, llm_refined: result.llm_refined, refine_reason: result.reason });
    },

    /** The category the rest of the question runs with; the conversation is closed. */
    final_classification(state) {
      const pipeline: PipelineState = {
        ...state.pipeline,
        final_category: state.pipeline.final_category ?? state.pipeline.category,
        final_confidence: state.pipeline.final_confidence ?? state.pipeline.confidence,
        clarification: null,
      };
      const conversation = understander.conversations.save({ ...pipeline.conversation!, pending: null, choices: [], status: 'final' }, persisted(pipeline));
      return { pipeline: { ...pipeline, conversation } } as Partial<S>;
    },
  };
}

/** The edges among the understanding nodes; `next` is where final_classification leads. */
export function understandEdges<S extends UnderstandingFields, N extends string>(
  understander: Understander,
  next: N | typeof END,
): Record<UnderstandNode, Edge<S, N>> {
  return {
    preprocess: 'classify' as N,
    classify: 'confidence_decision' as N,
    confidence_decision: (state) => {
      const conversation = state.pipeline.conversation!;
      const roundsLeft = conversation.retry_count < Math.min(conversation.max_retry, understander.settings().maxClarifyRetry);
      if (state.clarify && roundsLeft && worthAsking(state.pipeline)) return 'clarify' as N;
      // Unsure of the category with nothing worth asking: seed 001's refine chooses among the top 3.
      return (state.pipeline.route_decision === 'high_conf' ? 'final_classification' : 'refine') as N;
    },
    clarify: END,
    refine: 'final_classification' as N,
    final_classification: next,
  };
}

/**
 * Ask back only when the reply would change the answer: the question's category needs what it does not name (the
 * zone for a 건폐율, the use for a permission — the answer differs by it), the user has not just picked one of the
 * offered choices, and the same thing was not asked before (a reply that did not say it is not asked for again: the
 * answer goes on and names the range). An unsure category alone is not worth a question — choosing among topic
 * names helps no one; search reads the question itself.
 */
export function worthAsking(pipeline: PipelineState): boolean {
  const missing = pipeline.classification!.missing;
  // A question no topic fits (pattern C) is not asked for a zone: it may be no building question at all; one that
  // speaks of a lease or a tax and nothing of building is none, and is told so instead.
  if (pipeline.picked_choice !== null || missing.length === 0 || pipeline.confidence_pattern === 'C') return false;
  // Nor one that names nothing of building or land use ("아이폰 배터리 … 80% 밑으로"): no zone or use changes its answer.
  const reading = readQuestion(pipeline.effective_query);
  if (reading.outsideField !== null || !reading.speaksOfBuilding) return false;
  const asked = pipeline.clarify_loop_history.filter((record) => record.question !== null);
  return !asked.some((record) => record.missing[0] === missing[0]);
}

/** What a conversation keeps of the pipeline, to resume it later. */
function persisted(pipeline: PipelineState): object {
  return {
    classification: pipeline.classification,
    clarify_loop_history: pipeline.clarify_loop_history,
    final_category: pipeline.final_category,
    final_confidence: pipeline.final_confidence,
    llm_refined: pipeline.llm_refined,
    refine_reason: pipeline.refine_reason,
  };
}
