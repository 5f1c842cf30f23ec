// Reading an ingested document back for the page view: its file's bytes (PDF) or the text of one page (every
// format). Both are limited to documents in the library, by id — never a path the caller chooses.
import { z } from 'zod';
import { LawKindSchema } from './law-kinds';

export const DocumentIdInputSchema = z.object({ id: z.number().int().positive() }).strict();

export const DocumentPageInputSchema = z
  .object({ id: z.number().int().positive(), page: z.number().int().min(1) })
  .strict();

/** What a document was read from: the file's format (HWP covers HWP 5 and the older HWP 3). */
export const DOCUMENT_FORMATS = ['pdf', 'markdown', 'text', 'hwp', 'hwpx'] as const;
export const DocumentFormatSchema = z.enum(DOCUMENT_FORMATS);
export type DocumentFormat = z.infer<typeof DocumentFormatSchema>;

export const DocumentMetaSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  law_name: z.string().nullable(),
  law_kind: LawKindSchema,
  format: DocumentFormatSchema,
  page_count: z.number().int(),
  /** 'file': the file's own pages (the page view can draw them); 'virtual': pages of packed lines, shown as text. */
  page_basis: z.enum(['file', 'virtual']),
});
export type DocumentMeta = z.infer<typeof DocumentMetaSchema>;

/** One page's text as it was ingested: a PDF page, or a virtual page of a Markdown or text file. */
export const DocumentPageSchema = z.object({
  document: DocumentMetaSchema,
  page: z.number().int(),
  text: z.string(),
});
export type DocumentPage = z.infer<typeof DocumentPageSchema>;

/**
 * One page of an HWP/HWPX document drawn as SVG (by kordoc, sanitized in the app: drawing elements only, no scripts,
 * no references outside the drawing), or null where it cannot be drawn — pages that are not the file's own
 * (virtual pages), a file that changed or is gone, a drawing that failed — and the window shows the page's text.
 */
export const DocumentDrawingSchema = z.object({
  page: z.number().int(),
  svg: z.string().nullable(),
});
export type DocumentDrawing = z.infer<typeof DocumentDrawingSchema>;

/** The original file, base64-encoded so it crosses IPC and HTTP alike. */
export const DocumentFileSchema = z.object({
  document: DocumentMetaSchema,
  mime: z.string(),
  bytes: z.number().int(),
  base64: z.string(),
});
export type DocumentFile = z.infer<typeof DocumentFileSchema>;
