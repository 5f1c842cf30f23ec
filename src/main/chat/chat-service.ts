// One question, start to finish: pick the session, decide which model (if any) answers, run the ask graph while
// streaming its progress and tokens, store question and answer, and return the answer with its grounds.
// Questions in flight can be cancelled by the id the caller gave them.
import type { AskClassification, AskInput, AskResult, ChatProgress } from '../../shared/contract';
import { GeungeoError } from '../../shared/errors';
import type { ChatMessage } from '../llm/client';
import { chooseModel } from '../llm/choose-model';
import type { LlmConfig } from '../llm/config';
import type { VerificationSettings } from '../../shared/verify-contract';
import type { Verifier } from '../verify/verifier';
import type { RuleFacts } from '../answer/rule-facts';
import { NATIONWIDE } from '../rules/jurisdictions';
import { createAskGraph, initialAskState, type AskGraphDeps, type AskState } from './ask-graph';
import type { ChatHistory } from './history';
import type { PipelineState } from '../understand/pipeline-state';
import type { CategorySet } from '../understand/categories';
import type { Understander } from '../understand/understander';

/** How many earlier messages the model sees: enough for a follow-up question, little enough to stay focused. */
const HISTORY_MESSAGES = 4;

export interface ChatEvents {
  progress(event: ChatProgress): void;
  token(event: { request: string | null; token: string }): void;
}

export interface ChatServiceDeps {
  search: AskGraphDeps['search'];
  ruleFacts: RuleFacts;
  standing: AskGraphDeps['standing'];
  history: ChatHistory;
  verifier: Verifier;
  understander: Understander;
  /** The verification settings now (thresholds, attempts). */
  verificationSettings(): VerificationSettings;
  /** The configured model; may throw when the configuration is unusable (the answer then says so). */
  llmConfig(): LlmConfig;
  /** The date passages are read against (YYYY-MM-DD): the pinned reference date, else today. */
  referenceDate(): string;
}

export function createChatService(deps: ChatServiceDeps) {
  const inFlight = new Map<string, AbortController>();

  return {
    async ask(input: AskInput, events?: ChatEvents): Promise<AskResult> {
      const request = input.request ?? null;
      if (request !== null && inFlight.has(request)) {
        throw new GeungeoError('INVALID_INPUT', `A question with request id "${request}" is already being answered.`, { hint: 'give each question its own request id', reason: { id: 'question.busy' } });
      }
      if (input.session !== undefined) deps.history.requireSession(input.session);
      // An answer to a question asked back continues that conversation's session.
      const session = input.session ?? (input.conversation !== undefined ? (deps.understander.conversations.get(input.conversation).conversation.session ?? undefined) : undefined);
      const controller = new AbortController();
      if (request !== null) inFlight.set(request, controller);
      try {
        const model = chooseModel(input.llm, deps.llmConfig);
        const graph = createAskGraph({
          search: deps.search,
          ruleFacts: deps.ruleFacts,
          standing: deps.standing,
          verifier: deps.verifier,
          understander: deps.understander,
          referenceDate: deps.referenceDate(),
          onToken: (token) => events?.token({ request, token }),
          onVerifyStep: ({ step, phase, ms, attempt }) => events?.progress({ request, node: 'verify', step, attempt, phase, ...(ms !== undefined ? { ms } : {}) }),
        });
        const initial = initialAskState(input.question, {
          ...model,
          conversationId: input.conversation ?? null,
          history: model.llm && session !== undefined ? earlierTurns(deps.history, session) : [],
          clarify: input.clarify ?? true,
          topK: input.topK,
          filter: input.filter,
          maxAttempts: deps.verificationSettings().maxAttempts,
        });
        const { state, trace } = await graph.run(initial, {
          signal: controller.signal,
          onStep: ({ node, phase, ms }) => events?.progress({ request, node, phase, ...(ms !== undefined ? { ms } : {}) }),
        });
        const { pipeline } = state;
        const conversationId = pipeline.conversation!.id;
        if (pipeline.clarification) {
          // Nothing is final yet: the classification is the last one, without refine's fields.
          const { llm_refined: _refined, refine_reason: _reason, ...classification } = askClassification(pipeline, deps.understander.categories);
          const ids = deps.history.record(session, input.question, {
            content: pipeline.clarification.question,
            mode: null,
            no_content: false,
            citations: [],
            details: { clarify: pipeline.clarification, classification, warnings: pipeline.metadata.warnings },
            trace,
          });
          deps.understander.conversations.setSession(conversationId, ids.session);
          return { kind: 'clarify', session: ids.session, message_id: ids.answer, clarify: pipeline.clarification, classification, warnings: pipeline.metadata.warnings, trace };
        }
        const answer = state.answer ?? '';
        const verification = state.verification!;
        const classification = askClassification(pipeline, deps.understander.categories);
        const attempts = verification.report.attempts;
        const warnings = [...pipeline.metadata.warnings, ...state.warnings];
        const details = { facts: state.facts, warnings, removed_markers: state.removedMarkers, scope: state.scope, llm: describe(state), verification, attempts, classification };
        const ids = deps.history.record(session, input.question, {
          content: answer,
          mode: state.mode ?? 'extractive',
          no_content: state.noContent,
          citations: state.citations,
          details,
          trace,
        });
        deps.understander.conversations.setSession(conversationId, ids.session);
        return {
          kind: 'answer',
          session: ids.session,
          message_id: ids.answer,
          answer,
          mode: state.mode ?? 'extractive',
          no_content: state.noContent,
          citations: state.citations,
          facts: state.facts,
          removed_markers: state.removedMarkers,
          warnings,
          scope: state.scope ?? { zone: null, jurisdiction: NATIONWIDE },
          llm: describe(state),
          trace,
          verification,
          attempts,
          classification,
        };
      } catch (error) {
        if (controller.signal.aborted) throw new GeungeoError('CANCELLED', 'The question was cancelled.', { reason: { id: 'question.cancelled' } });
        throw error;
      } finally {
        if (request !== null) inFlight.delete(request);
      }
    },

    /** Stops a question in flight; false when none has that id (it may have finished already). */
    cancel(request: string): boolean {
      const controller = inFlight.get(request);
      controller?.abort();
      return controller !== undefined;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

/** The final category with the last classification's figures, as ask --json shows them. */
function askClassification(pipeline: PipelineState, categories: CategorySet): AskClassification {
  const classification = pipeline.classification!;
  const final = pipeline.final_category ?? classification.category;
  return {
    conversation_id: pipeline.conversation!.id,
    category: final,
    label: categories.label(final),
    confidence: pipeline.final_confidence ?? classification.confidence,
    top3: classification.top3,
    pattern: classification.pattern,
    route: classification.route,
    classifier: classification.classifier,
    llm_refined: pipeline.llm_refined,
    refine_reason: pipeline.refine_reason,
    clarify_rounds: pipeline.conversation!.clarify_turns.length,
  };
}

function describe(state: AskState): { provider: string; model: string } | null {
  return state.mode === 'llm' && state.llm ? { provider: state.llm.provider, model: state.llm.model } : null;
}

/** The last turns of the session, without their [n] markers: those numbers belonged to other contexts. */
function earlierTurns(history: ChatHistory, session: number): ChatMessage[] {
  return history
    .messages(session)
    .slice(-HISTORY_MESSAGES)
    .map((message) => ({ role: message.role, content: message.content.replace(/\s?\[\d+\]/g, '') }));
}
