// The contract of the app's settings other than the language model's (which has llm.status / llm.configure): one
// group per capability, each with its defaults, validated on the way in and out.
import { z } from 'zod';
import { VerificationSettingsPatchSchema, VerificationSettingsSchema } from './verify-contract';
import { UnderstandingSettingsPatchSchema, UnderstandingSettingsSchema } from './understand-contract';

export const AppSettingsSchema = z.object({
  verification: VerificationSettingsSchema,
  /** Question understanding: seed 001's T, CONF_THRESHOLD_A/B, MAX_CLARIFY_RETRY. */
  understanding: UnderstandingSettingsSchema,
});
export type AppSettings = z.infer<typeof AppSettingsSchema>;

export const SettingsUpdateInputSchema = z
  .object({
    /** The fields to change; the others keep their values. */
    verification: VerificationSettingsPatchSchema.optional(),
    understanding: UnderstandingSettingsPatchSchema.optional(),
  })
  .strict();
export type SettingsUpdateInput = z.infer<typeof SettingsUpdateInputSchema>;

export const SettingsResetInputSchema = z
  .object({
    /** One group back to the seeds' defaults; both when absent. */
    group: z.enum(['verification', 'understanding']).optional(),
  })
  .strict()
  .optional();
