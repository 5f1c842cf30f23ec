// chat.ask returns an answer or a question asked back; tests about answering want the answer.
import type { AnswerResult, AskResult } from '../../src/shared/contract';

export function expectAnswer(result: AskResult): AnswerResult {
  if (result.kind !== 'answer') throw new Error(`expected an answer, got a clarification: ${result.clarify.question}`);
  return result;
}
