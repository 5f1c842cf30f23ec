// The contract of the app's settings other than the language model's (which has llm.status / llm.configure): one
// group per capability, each with its defaults, validated on the way in and out.
import { z } from 'zod';
import { VerificationSettingsPatchSchema, VerificationSettingsSchema } from './verify-contract';
import { UnderstandingSettingsPatchSchema, UnderstandingSettingsSchema } from './understand-contract';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const dateSettingFields = {
  /**
   * The date an answer's passages are read against (YYYY-MM-DD): a text whose 시행일 is later is marked 시행 예정.
   * null: today, on the machine's clock. Pinned to check an answer as of another day (a permit's application date).
   */
  referenceDate: z.string().regex(DATE, 'YYYY-MM-DD').nullable(),
};
export const DateSettingsSchema = z.object(dateSettingFields);
export type DateSettings = z.infer<typeof DateSettingsSchema>;
export const DateSettingsPatchSchema = z.object(dateSettingFields).partial().strict();
export const DEFAULT_DATE_SETTINGS: DateSettings = { referenceDate: null };

const placeSettingFields = {
  /**
   * Where the user works, as an official name ("서울특별시 종로구", or a 시·도 alone): a question that names no place is
   * read as about this one — its ordinance rows apply and the answer's scope line says so. null: none (전국).
   */
  defaultPlace: z.string().trim().min(1).max(60).nullable(),
};
export const PlaceSettingsSchema = z.object(placeSettingFields);
export type PlaceSettings = z.infer<typeof PlaceSettingsSchema>;
export const PlaceSettingsPatchSchema = z.object(placeSettingFields).partial().strict();
export const DEFAULT_PLACE_SETTINGS: PlaceSettings = { defaultPlace: null };

/** The places 설정 → 기본 지역 offers: each 시·도 with its 시·군·구 (and a 시's 일반구), by official name. */
export const PlaceChoicesSchema = z.array(z.object({ name: z.string(), districts: z.array(z.string()) }));
export type PlaceChoices = z.infer<typeof PlaceChoicesSchema>;

export const AppSettingsSchema = z.object({
  verification: VerificationSettingsSchema,
  /** Question understanding: seed 001's T, CONF_THRESHOLD_A/B, MAX_CLARIFY_RETRY. */
  understanding: UnderstandingSettingsSchema,
  /** Which day's law an answer is read against. */
  dates: DateSettingsSchema,
  /** The user's own place, for questions that name none. */
  place: PlaceSettingsSchema,
});
export type AppSettings = z.infer<typeof AppSettingsSchema>;

export const SettingsUpdateInputSchema = z
  .object({
    /** The fields to change; the others keep their values. */
    verification: VerificationSettingsPatchSchema.optional(),
    understanding: UnderstandingSettingsPatchSchema.optional(),
    dates: DateSettingsPatchSchema.optional(),
    place: PlaceSettingsPatchSchema.optional(),
  })
  .strict();
export type SettingsUpdateInput = z.infer<typeof SettingsUpdateInputSchema>;

export const SettingsResetInputSchema = z
  .object({
    /** One group back to the seeds' defaults; both when absent. */
    group: z.enum(['verification', 'understanding', 'dates', 'place']).optional(),
  })
  .strict()
  .optional();
