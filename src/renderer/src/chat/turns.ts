// What the conversation shows, one turn per message: built from a stored chat message or from a live answer, so a
// conversation reopened after a restart looks exactly as it did when it was asked.
import type {
  AnswerResult,
  AskClassification,
  Attempt,
  ChatMessageRecord,
  Citation,
  Clarification,
  QuestionScope,
  VerificationResult,
} from '../../../shared/contract';

export interface AnswerDetails {
  mode: 'llm' | 'extractive';
  noContent: boolean;
  llm: { provider: string; model: string } | null;
  citations: Citation[];
  verification: VerificationResult | null;
  attempts: Attempt[];
  classification: Partial<AskClassification> | null;
  warnings: string[];
  /** The zone and place the answer's rules were looked up for (absent in answers stored before it was kept). */
  scope: QuestionScope | null;
}

export type Turn =
  | { kind: 'user'; key: string; text: string }
  | { kind: 'answer'; key: string; text: string; details: AnswerDetails }
  | { kind: 'clarify'; key: string; text: string; clarify: Clarification; classification: Partial<AskClassification> | null }
  /** The answer being made: its streamed text and the steps seen so far. */
  | { kind: 'pending'; key: string; text: string; request: string; steps: string[]; active: string | null }
  | { kind: 'error'; key: string; text: string; hint: string | null };

export function turnsFromHistory(messages: ChatMessageRecord[]): Turn[] {
  return messages.map((message): Turn => {
    const key = `m${message.id}`;
    if (message.role === 'user') return { kind: 'user', key, text: message.content };
    const details = message.details as Record<string, unknown>;
    const classification = (details.classification ?? null) as Partial<AskClassification> | null;
    if (message.mode === null && details.clarify) {
      return { kind: 'clarify', key, text: message.content, clarify: details.clarify as Clarification, classification };
    }
    return {
      kind: 'answer',
      key,
      text: message.content,
      details: {
        mode: message.mode ?? 'extractive',
        noContent: message.no_content,
        llm: (details.llm ?? null) as AnswerDetails['llm'],
        citations: message.citations,
        verification: (details.verification ?? null) as VerificationResult | null,
        attempts: (details.attempts ?? []) as Attempt[],
        classification,
        warnings: (details.warnings ?? []) as string[],
        scope: (details.scope ?? null) as QuestionScope | null,
      },
    };
  });
}

export function answerTurn(result: AnswerResult): Turn {
  return {
    kind: 'answer',
    key: `m${result.message_id}`,
    text: result.answer,
    details: {
      mode: result.mode,
      noContent: result.no_content,
      llm: result.llm,
      citations: result.citations,
      verification: result.verification,
      attempts: result.attempts,
      classification: result.classification,
      warnings: result.warnings,
      scope: result.scope,
    },
  };
}
