// The language-model providers Geungeo knows and where each usually listens: read by the main process to resolve
// settings, and by the settings view to fill a preset in. Plain data, no dependencies.

export const LLM_PROVIDERS = ['none', 'openai', 'ollama', 'llamacpp', 'lmstudio', 'custom'] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];
export type ActiveLlmProvider = Exclude<LlmProvider, 'none'>;

export interface LlmPreset {
  /** Where the server usually listens; null when the user must say (custom). */
  baseURL: string | null;
  /** The model used when none is set; null when one must be set (custom). */
  defaultModel: string | null;
  /**
   * True when defaultModel is only a stand-in: a local server serves whatever was pulled or loaded, so no name is
   * guaranteed to exist there. The client's "model not found" hint then says that the model must be set.
   */
  placeholderModel: boolean;
  /** Local servers accept any key; the SDK still needs a non-empty one. */
  local: boolean;
  /** How to start the server, for "cannot reach" hints. */
  startHint: string;
}

export const LLM_PRESETS: Readonly<Record<ActiveLlmProvider, LlmPreset>> = {
  openai: {
    baseURL: 'https://api.openai.com/v1',
    defaultModel: 'gpt-4o-mini',
    placeholderModel: false,
    local: false,
    startHint: 'check the network connection',
  },
  ollama: {
    baseURL: 'http://127.0.0.1:11434/v1',
    // Multilingual (Korean included) and widely pulled; still only a guess at what this machine has.
    defaultModel: 'qwen2.5:7b',
    placeholderModel: true,
    local: true,
    startHint: 'start Ollama (`ollama serve`)',
  },
  llamacpp: {
    baseURL: 'http://127.0.0.1:8080/v1',
    // llama-server answers with the one model it was started with, whatever the request names.
    defaultModel: 'default',
    placeholderModel: true,
    local: true,
    startHint: 'start llama.cpp (`llama-server -m <model.gguf>`)',
  },
  lmstudio: {
    baseURL: 'http://127.0.0.1:1234/v1',
    // LM Studio's own examples use this name for "the model that is loaded".
    defaultModel: 'local-model',
    placeholderModel: true,
    local: true,
    startHint: "start LM Studio's local server (Developer tab, or `lms server start`) and load a model",
  },
  custom: {
    baseURL: null,
    defaultModel: null,
    placeholderModel: false,
    local: false,
    startHint: 'start the server',
  },
};

