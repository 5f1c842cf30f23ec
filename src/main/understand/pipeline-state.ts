// Seed 001's PipelineState (the understanding part): what the ask graph's first nodes read and write, recorded in
// its trace and kept with the conversation.
import type { CategoryId, Clarification, Classification, ConfidencePattern, Conversation, NeedKind, RankedCategory, Route } from '../../shared/understand-contract';

export interface ClarifyLoopRecord {
  round: number;
  effective_query: string;
  category: CategoryId;
  confidence: number;
  pattern: ConfidencePattern;
  missing: NeedKind[];
  /** The question asked back after this classification, if one was. */
  question: string | null;
}

export interface PipelineState {
  user_input: string;
  effective_query: string;
  category: CategoryId | null;
  confidence: number | null;
  top3: RankedCategory[];
  classification: Classification | null;
  confidence_pattern: ConfidencePattern | null;
  route_decision: Route | null;
  conversation: Conversation | null;
  clarify_loop_history: ClarifyLoopRecord[];
  /** The question asked back, when understanding stopped to ask. */
  clarification: Clarification | null;
  /** This turn's reply picked one of the choices offered: the loop ends. */
  picked_choice: string | null;
  final_category: CategoryId | null;
  final_confidence: number | null;
  llm_refined: boolean;
  refine_reason: string | null;
  metadata: { warnings: string[]; clarify_source: 'llm' | 'template' | null };
}

export function initialPipelineState(userInput: string): PipelineState {
  return {
    user_input: userInput,
    effective_query: userInput,
    category: null,
    confidence: null,
    top3: [],
    classification: null,
    confidence_pattern: null,
    route_decision: null,
    conversation: null,
    clarify_loop_history: [],
    clarification: null,
    picked_choice: null,
    final_category: null,
    final_confidence: null,
    llm_refined: false,
    refine_reason: null,
    metadata: { warnings: [], clarify_source: null },
  };
}

/** What the trace shows of it: short, no whole conversations. */
export function summarizePipeline(state: PipelineState): Record<string, unknown> {
  return {
    effective_query: state.effective_query.slice(0, 80),
    category: state.category,
    confidence: state.confidence === null ? null : Math.round(state.confidence * 1000) / 1000,
    top3: state.top3.map((item) => item.category),
    classifier: state.classification?.classifier ?? null,
    confidence_pattern: state.confidence_pattern,
    route_decision: state.route_decision,
    missing: state.classification?.missing ?? [],
    conversation: state.conversation ? { id: state.conversation.id, retry_count: state.conversation.retry_count, status: state.conversation.status } : null,
    clarify_rounds: state.clarify_loop_history.length,
    clarification: state.clarification?.question.slice(0, 80) ?? null,
    final_category: state.final_category,
    llm_refined: state.llm_refined,
    refine_reason: state.refine_reason,
  };
}
