// Reading an ingested document back for the page view: its file's bytes (PDF) or the text of one page (every
// format). Both are limited to documents in the library, by id — never a path the caller chooses.
import { z } from 'zod';
import { LawKindSchema } from './law-kinds';

export const DocumentIdInputSchema = z.object({ id: z.number().int().positive() }).strict();

export const DocumentPageInputSchema = z
  .object({ id: z.number().int().positive(), page: z.number().int().min(1) })
  .strict();

export const DocumentMetaSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  law_name: z.string().nullable(),
  law_kind: LawKindSchema,
  format: z.enum(['pdf', 'markdown', 'text']),
  page_count: z.number().int(),
});
export type DocumentMeta = z.infer<typeof DocumentMetaSchema>;

/** One page's text as it was ingested: a PDF page, or a virtual page of a Markdown or text file. */
export const DocumentPageSchema = z.object({
  document: DocumentMetaSchema,
  page: z.number().int(),
  text: z.string(),
});
export type DocumentPage = z.infer<typeof DocumentPageSchema>;

/** The original file, base64-encoded so it crosses IPC and HTTP alike. */
export const DocumentFileSchema = z.object({
  document: DocumentMetaSchema,
  mime: z.string(),
  bytes: z.number().int(),
  base64: z.string(),
});
export type DocumentFile = z.infer<typeof DocumentFileSchema>;
