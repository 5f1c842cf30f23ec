// The audit record of a conversation or of one answer: question, answer, sources with their quoted passages and
// the full verification report, as Markdown, as a printable HTML page, and as a PDF.
import { z } from 'zod';

export const ExportInputSchema = z
  .object({
    session: z.number().int().positive(),
    /** One answer (its message id); the whole conversation when absent. */
    message: z.number().int().positive().optional(),
  })
  .strict();
export type ExportInput = z.infer<typeof ExportInputSchema>;

export const ExportMarkdownSchema = z.object({ file_name: z.string(), markdown: z.string() });
export const ExportHtmlSchema = z.object({ file_name: z.string(), html: z.string() });
export const ExportPdfSchema = z.object({
  file_name: z.string(),
  base64: z.string(),
  bytes: z.number().int(),
  /** How it was printed: Electron's printToPDF or headless Chromium (browser mode, CLI). */
  printer: z.enum(['electron', 'chromium']),
});
