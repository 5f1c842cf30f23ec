// Which model a question (or a verification) uses: none when the caller asks for none or nothing is configured,
// else a client for the configured one — or, when the configuration cannot work, none with the reason why.
import { createLlmClient, type LlmClient } from './client';
import type { LlmConfig } from './config';

export interface ChosenModel {
  llm: { client: LlmClient; provider: string; model: string } | null;
  /** Why there is no model although one was wanted. */
  llmProblem: string | null;
}

export function chooseModel(choice: 'configured' | 'none' | undefined, llmConfig: () => LlmConfig): ChosenModel {
  if (choice === 'none') return { llm: null, llmProblem: null };
  let config: LlmConfig;
  try {
    config = llmConfig();
  } catch (error) {
    return { llm: null, llmProblem: error instanceof Error ? error.message : String(error) };
  }
  if (config.provider === 'none') return { llm: null, llmProblem: null };
  return { llm: { client: createLlmClient(config), provider: config.provider, model: config.model }, llmProblem: null };
}
