// An error as it crosses a process boundary: its code, the English sentence and hint for the terminal, and the
// reason with its details that the window says in Korean (error-catalog.ts).
import { z } from 'zod';
import { ErrorReasonSchema } from './error-reasons';
import { ERROR_CODES } from './errors';

export const ApiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  hint: z.string().optional(),
  reason: ErrorReasonSchema.optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
