// The app's settings other than the language model's: one JSON value per group in the settings table, read with
// its defaults (seed 000's thresholds for verification, seed 001's constants for understanding) and validated on
// every write, so a bad value is refused with the reason instead of breaking the next question.
import { z } from 'zod';
import { DateSettingsSchema, DEFAULT_DATE_SETTINGS, DEFAULT_PLACE_SETTINGS, PlaceSettingsSchema, type AppSettings, type PlaceSettings, type SettingsUpdateInput } from '../../shared/settings-contract';
import { DEFAULT_UNDERSTANDING_SETTINGS, UnderstandingSettingsSchema } from '../../shared/understand-contract';
import { DEFAULT_VERIFICATION_SETTINGS, VerificationSettingsSchema } from '../../shared/verify-contract';
import { settingFieldsOf } from '../../shared/error-reasons';
import { GeungeoError } from '../../shared/errors';
import { NATIONWIDE } from '../../shared/rules-contract';
import type { KeyValueStore } from '../store/meta';

interface Group<T> {
  key: string;
  schema: z.ZodType<T>;
  defaults: T;
  /** What the fields may be, for the error message. */
  hint: string;
}

const GROUPS = {
  verification: {
    key: 'verification',
    schema: VerificationSettingsSchema,
    defaults: DEFAULT_VERIFICATION_SETTINGS,
    hint: 'passThreshold and retryThreshold are 0–100 with retryThreshold ≤ passThreshold; maxAttempts is 1–5',
  },
  understanding: {
    key: 'understanding',
    schema: UnderstandingSettingsSchema,
    defaults: DEFAULT_UNDERSTANDING_SETTINGS,
    hint: 'temperature is above 0 (seed: 0.1); thresholdA and thresholdB are 0–1 with thresholdB ≤ thresholdA; maxClarifyRetry is 0–5',
  },
  dates: {
    key: 'dates',
    schema: DateSettingsSchema,
    defaults: DEFAULT_DATE_SETTINGS,
    hint: '기준일은 YYYY-MM-DD 형식의 날짜이거나, 오늘을 쓰려면 비워 두세요',
  },
  place: {
    key: 'place',
    schema: PlaceSettingsSchema,
    defaults: DEFAULT_PLACE_SETTINGS,
    hint: '기본 지역은 시·도 또는 "시·도 시·군·구"(서울특별시 종로구)이거나, 두지 않으려면 비워 두세요',
  },
} satisfies { [K in keyof AppSettings]: Group<AppSettings[K]> };

export interface AppSettingsDeps {
  /** The official name of a place as the user may spell it ("서울 종로구" → 서울특별시 종로구), null when unknown. */
  canonicalPlace(name: string): string | null;
}

export function createAppSettings(store: KeyValueStore, deps: AppSettingsDeps) {
  function read<K extends keyof AppSettings>(name: K): AppSettings[K] {
    const group = GROUPS[name] as unknown as Group<AppSettings[K]>;
    const raw = store.get(group.key);
    if (!raw) return { ...group.defaults };
    // A value written by another version that no longer validates falls back to the defaults.
    const parsed = group.schema.safeParse({ ...group.defaults, ...(JSON.parse(raw) as object) });
    return parsed.success ? parsed.data : { ...group.defaults };
  }

  /** The group with the patch applied, validated; nothing is written. */
  function patched<K extends keyof AppSettings>(name: K, patch: Partial<AppSettings[K]>): AppSettings[K] {
    const group = GROUPS[name] as unknown as Group<AppSettings[K]>;
    const parsed = group.schema.safeParse({ ...read(name), ...patch });
    if (!parsed.success) {
      throw new GeungeoError('INVALID_INPUT', `The ${name} settings are invalid: ${z.prettifyError(parsed.error).replace(/\n+/g, '; ')}.`, {
        hint: group.hint,
        reason: { id: 'settings.invalid', fields: settingFieldsOf(name, parsed.error.issues) },
      });
    }
    return parsed.data;
  }

  /** The default place as the jurisdiction table names it: a place it does not know is refused, not stored. */
  function placePatched(patch: Partial<PlaceSettings>): PlaceSettings {
    const checked = patched('place', patch);
    if (checked.defaultPlace === null) return checked;
    const official = deps.canonicalPlace(checked.defaultPlace);
    // 전국 is what a question without a place already means: the same as no default.
    if (official === NATIONWIDE) return { defaultPlace: null };
    if (official === null) {
      throw new GeungeoError('INVALID_INPUT', `Unknown place "${checked.defaultPlace}".`, {
        hint: GROUPS.place.hint,
        reason: { id: 'jurisdiction.unknown', value: checked.defaultPlace },
      });
    }
    return { defaultPlace: official };
  }

  const all = (): AppSettings => ({ verification: read('verification'), understanding: read('understanding'), dates: read('dates'), place: read('place') });
  return {
    verification: () => read('verification'),
    understanding: () => read('understanding'),
    dates: () => read('dates'),
    place: () => read('place'),
    all,
    /** Every group is checked before any is written: a bad value changes nothing. */
    update(input: SettingsUpdateInput): AppSettings {
      const verification = input.verification ? patched('verification', input.verification) : null;
      const understanding = input.understanding ? patched('understanding', input.understanding) : null;
      const dates = input.dates ? patched('dates', input.dates) : null;
      const place = input.place ? placePatched(input.place) : null;
      if (verification) store.set(GROUPS.verification.key, JSON.stringify(verification));
      if (understanding) store.set(GROUPS.understanding.key, JSON.stringify(understanding));
      if (dates) store.set(GROUPS.dates.key, JSON.stringify(dates));
      if (place) store.set(GROUPS.place.key, JSON.stringify(place));
      return all();
    },
    /** One group, or both, back to the seeds' defaults. */
    reset(group?: keyof AppSettings): AppSettings {
      for (const name of group ? [group] : (Object.keys(GROUPS) as (keyof AppSettings)[])) store.delete(GROUPS[name].key);
      return all();
    },
  };
}

export type AppSettingsStore = ReturnType<typeof createAppSettings>;
