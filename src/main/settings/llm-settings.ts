// The language-model settings the desktop app keeps: provider, base URL, model … in the settings table, and the API
// key apart from them, encrypted by the operating system (Electron safeStorage) before it is written. Where no
// secure storage exists (the CLI, tests without one) a key is refused rather than written in plain text; the CLI
// takes keys from the environment or a flag instead.
import { settingFieldsOf } from '../../shared/error-reasons';
import { GeungeoError } from '../../shared/errors';
import { LlmSettingsSchema, resolveLlmConfig, type LlmConfig, type LlmFlags, type LlmSettings } from '../llm/config';
import type { KeyValueStore } from '../store/meta';
import { createSecretStore, type SecretCipher } from './secret-store';

export type { SecretCipher };

const SETTINGS_KEY = 'llm';

export function createLlmSettings(settings: KeyValueStore, cipher: SecretCipher | null) {
  const key = createSecretStore(settings, cipher, 'llm.apiKey');
  const secure = key.secure;

  const stored = (): LlmSettings | null => {
    const raw = settings.get(SETTINGS_KEY);
    if (!raw) return null;
    const parsed = LlmSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  };

  const storedKey = key.read;

  return {
    stored,
    hasApiKey: key.has,
    secureStorage: secure,

    /** Validates and stores; `apiKey` null removes the key, undefined keeps it. */
    save(input: unknown, apiKey: string | null | undefined): void {
      const parsed = LlmSettingsSchema.safeParse(input);
      if (!parsed.success) {
        throw new GeungeoError('INVALID_INPUT', `The LLM settings are invalid: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'settings'}: ${issue.message}`).join('; ')}.`, {
          hint: 'provider is one of none, openai, ollama, llamacpp, lmstudio, custom; temperature 0–2',
          reason: { id: 'settings.invalid', fields: settingFieldsOf('llm', parsed.error.issues) },
        });
      }
      // Resolving now refuses settings that could never work (a custom provider without a URL, a bad URL …). A
      // missing key is not one of them — it may come from the environment — so a stand-in key is passed here.
      resolveLlmConfig({ settings: parsed.data, env: {}, storedApiKey: apiKey ?? storedKey() ?? 'key-checked-later' });
      if (apiKey) {
        if (!secure()) {
          throw new GeungeoError('INVALID_INPUT', 'This system offers no encrypted storage for the API key, so it was not saved.', {
            hint: 'set OPENAI_API_KEY (or GEUNGEO_LLM_API_KEY) in the environment instead',
            reason: { id: 'llm.no-secure-storage' },
          });
        }
        key.write(apiKey);
      } else if (apiKey === null) key.remove();
      settings.set(SETTINGS_KEY, JSON.stringify(parsed.data));
    },

    /** The model these settings would give (settings view, "test connection"): nothing is stored. */
    trial(input: unknown, apiKey: string | undefined, env: Record<string, string | undefined>): LlmConfig {
      const parsed = input === undefined ? { success: true as const, data: stored() ?? undefined } : LlmSettingsSchema.safeParse(input);
      if (!parsed.success) {
        throw new GeungeoError('INVALID_INPUT', `The LLM settings are invalid: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'settings'}: ${issue.message}`).join('; ')}.`, {
          reason: { id: 'settings.invalid', fields: settingFieldsOf('llm', parsed.error.issues) },
        });
      }
      return resolveLlmConfig({ settings: parsed.data, env, storedApiKey: apiKey ?? storedKey() });
    },

    /** The model to use now: flags over the environment over the stored settings, with the stored key. */
    resolve(env: Record<string, string | undefined>, flags?: LlmFlags): LlmConfig {
      return resolveLlmConfig({ settings: stored() ?? undefined, env, flags, storedApiKey: storedKey() });
    },
  };
}

export type LlmSettingsStore = ReturnType<typeof createLlmSettings>;
