// Which language model Geungeo talks to, and with what settings. The answer is assembled here from command-line
// flags, the environment and the stored settings, in that order, on top of a preset per provider; everything else
// (client, answer pipeline, app.info) receives the finished, validated LlmConfig. With nothing configured the
// answer is `{ provider: 'none' }`: Geungeo stays offline and answers extractively, and no question is ever sent
// to a cloud service unless someone chose one.
import { z } from 'zod';
import { settingFieldsOf } from '../../shared/error-reasons';
import { GeungeoError } from '../../shared/errors';

export { LLM_PRESETS, LLM_PROVIDERS, type ActiveLlmProvider, type LlmPreset, type LlmProvider } from '../../shared/llm-presets';
import { LLM_PRESETS, LLM_PROVIDERS, type ActiveLlmProvider, type LlmProvider } from '../../shared/llm-presets';

/** Sent to servers that ignore keys: the SDK refuses to run without one, and a real key must never go there. */
export const PLACEHOLDER_API_KEY = 'not-needed';

/** OPENAI_API_KEY is sent to this host only. */
const OPENAI_HOST = 'api.openai.com';

export const DEFAULT_TEMPERATURE = 0.1;
export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RETRIES = 2;
export const DEFAULT_MAX_TOKENS = 4096;

/**
 * What the app stores (settings file) and a user edits. Deliberately without an API key: the desktop app keeps
 * the key in safeStorage and passes it separately (resolveLlmConfig's storedApiKey). Unknown keys are dropped
 * rather than refused, so a settings file written by a newer version still loads.
 */
export const LlmSettingsSchema = z.object({
  provider: z.enum(LLM_PROVIDERS),
  baseURL: z.string().trim().min(1).optional(),
  model: z.string().trim().min(1).optional(),
  temperature: z.number().min(0).max(2).default(DEFAULT_TEMPERATURE),
  /** How long the server may stay silent: before its first byte, and between streamed tokens. */
  timeoutMs: z.number().int().min(100).max(1_800_000).default(DEFAULT_TIMEOUT_MS),
  /** Retries of 408/409/429/5xx and refused connections, with the SDK's backoff (0.5 s, 1 s, 2 s … ≤ 8 s). */
  maxRetries: z.number().int().min(0).max(10).default(DEFAULT_MAX_RETRIES),
  maxTokens: z.number().int().min(1).max(1_000_000).default(DEFAULT_MAX_TOKENS),
});
/** What is stored (defaults may be left out). */
export type LlmSettingsInput = z.input<typeof LlmSettingsSchema>;
/** What is stored, with defaults filled in. */
export type LlmSettings = z.output<typeof LlmSettingsSchema>;

export interface ActiveLlmConfig {
  provider: ActiveLlmProvider;
  /** Without a trailing slash, e.g. http://127.0.0.1:11434/v1 */
  baseURL: string;
  model: string;
  /** Never logged, shown or written to a settings file. Absent for local servers (the client sends a placeholder). */
  apiKey?: string | undefined;
  temperature: number;
  timeoutMs: number;
  maxRetries: number;
  maxTokens: number;
}
export type LlmConfig = { provider: 'none' } | ActiveLlmConfig;

export const NO_LLM: LlmConfig = { provider: 'none' };

/** Command-line flags (`--llm`, `--base-url`, `--model`, `--api-key`); the strongest source. */
export interface LlmFlags {
  llm?: string | undefined;
  baseUrl?: string | undefined;
  model?: string | undefined;
  apiKey?: string | undefined;
}

export interface ResolveLlmInput {
  /** The stored settings (validated here; defaults filled in). */
  settings?: LlmSettingsInput | undefined;
  /** Usually process.env. Reads OPENAI_API_KEY, GEUNGEO_LLM_PROVIDER, GEUNGEO_LLM_BASE_URL, GEUNGEO_LLM_MODEL, GEUNGEO_LLM_API_KEY. */
  env: Record<string, string | undefined>;
  flags?: LlmFlags | undefined;
  /** The key the desktop app keeps in safeStorage: the weakest source of a key. */
  storedApiKey?: string | undefined;
}

interface Sourced<T> {
  value: T;
  /** Where the value came from, for error messages: "--base-url", "GEUNGEO_LLM_BASE_URL", "the settings". */
  source: string;
}

/** The first non-empty value, with its source. Empty strings count as unset (a blanked variable means "not set"). */
function pick<T>(...candidates: Array<[T | undefined | null, string]>): Sourced<T> | undefined {
  for (const [value, source] of candidates) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    return { value: (typeof value === 'string' ? value.trim() : value) as T, source };
  }
  return undefined;
}

const PROVIDER_LIST = LLM_PROVIDERS.join(', ');

/** 'llama.cpp', 'LM Studio', 'lm-studio' and the like name the same providers; anything else is refused. */
function parseProvider({ value, source }: Sourced<string>): LlmProvider {
  const normalized = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  const provider = LLM_PROVIDERS.find((name) => name === normalized);
  if (!provider) {
    throw new GeungeoError('INVALID_INPUT', `Unknown LLM provider "${value}" (from ${source}).`, {
      hint: `use one of: ${PROVIDER_LIST}`,
      reason: { id: 'llm.unknown-provider', value },
    });
  }
  return provider;
}

function parseBaseUrl({ value, source }: Sourced<string>): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidBaseUrl(value, source, 'is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidBaseUrl(value, source, 'is not an http(s) URL');
  // A key in the URL would end up in messages and logs that name the server.
  if (url.username || url.password) {
    throw invalidBaseUrl(`${url.protocol}//…@${url.host}${url.pathname}`, source, 'must not contain a user name or password');
  }
  if (url.search || url.hash) throw invalidBaseUrl(value, source, 'must not contain a query or fragment');
  // The SDK appends "/chat/completions"; a trailing slash would make it "//chat/completions" on some servers.
  return url.href.replace(/\/+$/, '');
}

function invalidBaseUrl(value: string, source: string, why: string): GeungeoError {
  return new GeungeoError('INVALID_INPUT', `The LLM base URL "${value}" (from ${source}) ${why}.`, {
    hint: 'give the server\'s OpenAI-compatible address, e.g. http://127.0.0.1:11434/v1 for Ollama',
    reason: { id: 'llm.bad-base-url', value },
  });
}

function parseSettings(settings: LlmSettingsInput | undefined): LlmSettings | undefined {
  if (settings === undefined) return undefined;
  const parsed = LlmSettingsSchema.safeParse(settings);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length ? issue.path.join('.') : 'settings';
  throw new GeungeoError('INVALID_INPUT', `The LLM settings are invalid: ${where}: ${issue.message}.`, {
    hint: 'fix the value in the LLM settings (temperature 0–2, timeoutMs ≥ 100, maxRetries 0–10, maxTokens ≥ 1)',
    reason: { id: 'settings.invalid', fields: settingFieldsOf('llm', [issue]) },
  });
}

/**
 * The LLM to use: flags > environment > stored settings > the provider's preset. Throws INVALID_INPUT (with a
 * hint) for an unknown provider, a bad URL, invalid settings, a missing model or base URL (custom), or OpenAI
 * without a key.
 *
 * With no provider anywhere the result is `{ provider: 'none' }`, except that a base URL given by flag or
 * environment implies 'custom' (someone who typed a server address wants it used). An OPENAI_API_KEY in the
 * environment alone never turns the cloud on, and it is only ever sent to api.openai.com: another server (also
 * `--llm openai` with a local base URL) gets --api-key, GEUNGEO_LLM_API_KEY or the stored key, so a personal
 * OpenAI key never leaks to a third party.
 */
export function resolveLlmConfig(input: ResolveLlmInput): LlmConfig {
  const { env } = input;
  const flags = input.flags ?? {};
  const settings = parseSettings(input.settings);

  const flagOrEnvBaseUrl = pick<string>([flags.baseUrl, '--base-url'], [env.GEUNGEO_LLM_BASE_URL, 'GEUNGEO_LLM_BASE_URL']);
  const providerPick = pick<string>(
    [flags.llm, '--llm'],
    [env.GEUNGEO_LLM_PROVIDER, 'GEUNGEO_LLM_PROVIDER'],
    [settings?.provider, 'the settings'],
  );
  const provider: LlmProvider = providerPick ? parseProvider(providerPick) : flagOrEnvBaseUrl ? 'custom' : 'none';
  if (provider === 'none') return NO_LLM;
  const preset = LLM_PRESETS[provider];

  const baseUrlPick = flagOrEnvBaseUrl ?? pick<string>([settings?.baseURL, 'the settings']) ?? pick<string>([preset.baseURL, 'the preset']);
  if (!baseUrlPick) {
    throw new GeungeoError('INVALID_INPUT', `The ${provider} LLM provider needs a base URL.`, {
      hint: 'give the server\'s OpenAI-compatible address with --base-url, GEUNGEO_LLM_BASE_URL or the settings, e.g. http://127.0.0.1:8000/v1',
      reason: { id: 'llm.needs-base-url' },
    });
  }
  const baseURL = parseBaseUrl(baseUrlPick);

  const modelPick = pick<string>(
    [flags.model, '--model'],
    [env.GEUNGEO_LLM_MODEL, 'GEUNGEO_LLM_MODEL'],
    [settings?.model, 'the settings'],
    [preset.defaultModel, 'the preset'],
  );
  if (!modelPick) {
    throw new GeungeoError('INVALID_INPUT', `The ${provider} LLM provider needs a model name.`, {
      hint: 'set it with --model, GEUNGEO_LLM_MODEL or the settings (the name the server lists under /v1/models)',
      reason: { id: 'llm.needs-model' },
    });
  }

  // `--llm openai` with another base URL means "an OpenAI-compatible server": the user's OpenAI key stays home.
  const realOpenAi = new URL(baseURL).hostname === OPENAI_HOST;
  const apiKey = realOpenAi
    ? pick<string>([flags.apiKey, '--api-key'], [env.OPENAI_API_KEY, 'OPENAI_API_KEY'], [env.GEUNGEO_LLM_API_KEY, 'GEUNGEO_LLM_API_KEY'], [input.storedApiKey, 'the stored key'])
    : pick<string>([flags.apiKey, '--api-key'], [env.GEUNGEO_LLM_API_KEY, 'GEUNGEO_LLM_API_KEY'], [input.storedApiKey, 'the stored key']);
  if (realOpenAi && !apiKey) {
    throw new GeungeoError('INVALID_INPUT', 'OpenAI needs an API key, and none was given.', {
      hint: 'set OPENAI_API_KEY (or enter the key in the settings), or use `--llm none` for answers without an LLM',
      reason: { id: 'llm.needs-key' },
    });
  }

  return {
    provider,
    baseURL,
    model: modelPick.value,
    ...(apiKey ? { apiKey: apiKey.value } : {}),
    temperature: settings?.temperature ?? DEFAULT_TEMPERATURE,
    timeoutMs: settings?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: settings?.maxRetries ?? DEFAULT_MAX_RETRIES,
    maxTokens: settings?.maxTokens ?? DEFAULT_MAX_TOKENS,
  };
}

/**
 * Models that reject `temperature` and `max_tokens` (design seed): GPT-5, GPT-4.1 and the o-series (o1, o3,
 * o4-mini …). A router prefix ("openai/gpt-5") is ignored.
 */
export function isReasoningModel(model: string): boolean {
  const name = model.trim().toLowerCase().split('/').pop() ?? '';
  return /^(?:gpt-5|gpt-4\.1|o\d)(?:$|[-.:_])/.test(name);
}

export type CompletionParams =
  | { max_completion_tokens: number }
  | { temperature: number; max_tokens: number };

/** Exactly the sampling and length fields a chat-completions request gets for this model. */
export function completionParams(config: Pick<ActiveLlmConfig, 'model' | 'temperature' | 'maxTokens'>): CompletionParams {
  return isReasoningModel(config.model)
    ? { max_completion_tokens: config.maxTokens }
    : { temperature: config.temperature, max_tokens: config.maxTokens };
}

/** What app.info and logs show: never the key. */
export function describeLlm(config: LlmConfig): { provider: LlmProvider; model: string | null; baseURL: string | null } {
  return config.provider === 'none'
    ? { provider: 'none', model: null, baseURL: null }
    : { provider: config.provider, model: config.model, baseURL: config.baseURL };
}
