// The contract of the app's settings other than the language model's (which has llm.status / llm.configure): one
// group per capability, each with its defaults, validated on the way in and out.
import { z } from 'zod';
import { VerificationSettingsPatchSchema, VerificationSettingsSchema } from './verify-contract';

export const AppSettingsSchema = z.object({
  verification: VerificationSettingsSchema,
});
export type AppSettings = z.infer<typeof AppSettingsSchema>;

export const SettingsUpdateInputSchema = z
  .object({
    /** The fields to change; the others keep their values. */
    verification: VerificationSettingsPatchSchema.optional(),
  })
  .strict();
export type SettingsUpdateInput = z.infer<typeof SettingsUpdateInputSchema>;
