// The app's settings other than the language model's: one JSON value per group in the settings table, read with
// its defaults (seed 000's thresholds for verification) and validated on every write, so a bad value is refused
// with the reason instead of breaking the next question.
import { z } from 'zod';
import type { AppSettings, SettingsUpdateInput } from '../../shared/settings-contract';
import { DEFAULT_VERIFICATION_SETTINGS, VerificationSettingsSchema, type VerificationSettings } from '../../shared/verify-contract';
import { GeungeoError } from '../../shared/errors';
import type { KeyValueStore } from '../store/meta';

const VERIFICATION_KEY = 'verification';

export function createAppSettings(store: KeyValueStore) {
  const verification = (): VerificationSettings => {
    const raw = store.get(VERIFICATION_KEY);
    if (!raw) return { ...DEFAULT_VERIFICATION_SETTINGS };
    // A value written by another version that no longer validates falls back to the defaults.
    const parsed = VerificationSettingsSchema.safeParse({ ...DEFAULT_VERIFICATION_SETTINGS, ...(JSON.parse(raw) as object) });
    return parsed.success ? parsed.data : { ...DEFAULT_VERIFICATION_SETTINGS };
  };

  return {
    verification,
    all: (): AppSettings => ({ verification: verification() }),

    update(input: SettingsUpdateInput): AppSettings {
      if (input.verification) {
        const parsed = VerificationSettingsSchema.safeParse({ ...verification(), ...input.verification });
        if (!parsed.success) {
          throw new GeungeoError('INVALID_INPUT', `The verification settings are invalid: ${z.prettifyError(parsed.error).replace(/\n+/g, '; ')}.`, {
            hint: 'passThreshold and retryThreshold are 0–100 with retryThreshold ≤ passThreshold; maxAttempts is 1–5',
          });
        }
        store.set(VERIFICATION_KEY, JSON.stringify(parsed.data));
      }
      return { verification: verification() };
    },
  };
}

export type AppSettingsStore = ReturnType<typeof createAppSettings>;
