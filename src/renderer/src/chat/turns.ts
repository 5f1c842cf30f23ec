// What the conversation shows, one turn per message: built from a stored chat message or from a live answer, so a
// conversation reopened after a restart looks exactly as it did when it was asked. A stored message's details come
// typed from the history (read once through the contract's MessageDetailsSchema, old or broken fields already
// fallen back), so nothing here guesses at their shape.
import type { AnswerResult, ChatMessageRecord, Citation, Clarification, MessageDetails } from '../../../shared/contract';

export interface AnswerDetails {
  mode: 'llm' | 'extractive';
  noContent: boolean;
  llm: MessageDetails['llm'];
  citations: Citation[];
  /** A live answer's is complete; a stored one may be an older, smaller verification (no report). */
  verification: MessageDetails['verification'];
  attempts: MessageDetails['attempts'];
  classification: MessageDetails['classification'];
  warnings: string[];
  /** The zone and place the answer's rules were looked up for (absent in answers stored before it was kept). */
  scope: MessageDetails['scope'];
}

export type Turn =
  | { kind: 'user'; key: string; text: string }
  | { kind: 'answer'; key: string; text: string; details: AnswerDetails }
  | { kind: 'clarify'; key: string; text: string; clarify: Clarification; classification: MessageDetails['classification'] }
  /** The answer being made: its streamed text and the steps seen so far. */
  | { kind: 'pending'; key: string; text: string; request: string; steps: string[]; active: string | null }
  | { kind: 'error'; key: string; text: string; hint: string | null };

export function turnsFromHistory(messages: ChatMessageRecord[]): Turn[] {
  return messages.map((message): Turn => {
    const key = `m${message.id}`;
    if (message.role === 'user') return { kind: 'user', key, text: message.content };
    const { details } = message;
    if (message.mode === null && details.clarify) {
      return { kind: 'clarify', key, text: message.content, clarify: details.clarify, classification: details.classification };
    }
    return {
      kind: 'answer',
      key,
      text: message.content,
      details: {
        mode: message.mode ?? 'extractive',
        noContent: message.no_content,
        llm: details.llm,
        citations: message.citations,
        verification: details.verification,
        attempts: details.attempts,
        classification: details.classification,
        warnings: details.warnings,
        scope: details.scope,
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
