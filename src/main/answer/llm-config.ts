// How the core reaches a language model: an OpenAI-compatible server, or none at all (extractive answers).

export type LlmConfig =
  | { provider: 'none' }
  | {
      provider: 'openai-compatible';
      /** e.g. https://api.openai.com/v1, http://127.0.0.1:11434/v1 (Ollama) */
      baseURL: string;
      model: string;
      /** Never logged or written to a settings file; the app keeps it in safeStorage. */
      apiKey?: string | undefined;
      temperature?: number | undefined;
    };

export const NO_LLM: LlmConfig = { provider: 'none' };

/** What app.info shows: never the key. */
export function describeLlm(config: LlmConfig): { provider: string; model: string | null; baseURL: string | null } {
  return config.provider === 'none'
    ? { provider: 'none', model: null, baseURL: null }
    : { provider: config.provider, model: config.model, baseURL: config.baseURL };
}
