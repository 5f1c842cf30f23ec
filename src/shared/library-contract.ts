// The contract of the library view beyond reading pages: deleting a document, embedding one again, stopping a
// batch, and the model download the settings view offers.
import { z } from 'zod';

/**
 * The file types the library takes (the picker's filter, the drop filter inside folders, the upload's door and
 * ingestion itself): PDF, HWP (5 and 3) and HWPX, Markdown and plain text.
 */
export const LIBRARY_EXTENSIONS = ['.pdf', '.hwp', '.hwpx', '.md', '.markdown', '.txt'] as const;

export const isLibraryFile = (name: string): boolean => LIBRARY_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

export const DocumentDeleteResultSchema = z.object({
  deleted: z.number().int(),
  /** The library's own copy of an uploaded file is deleted with it; a file elsewhere on disk is never touched. */
  file_removed: z.boolean(),
});

export const EmbeddingsFillInputSchema = z
  .object({
    /** Drop this document's vectors and embed it again (otherwise: embed every chunk that has no vector). */
    document: z.number().int().positive().optional(),
  })
  .strict()
  .optional();

export const IngestCancelResultSchema = z.object({
  /** Batches that were running and are now stopping (files not yet stored are reported as cancelled). */
  cancelled: z.number().int(),
});

export const ModelsFetchInputSchema = z
  .object({
    /** A Hugging Face model id; the default embedding model when absent. */
    model: z.string().trim().min(1).max(200).optional(),
  })
  .strict()
  .optional();

export const ModelsFetchResultSchema = z.object({
  model: z.string(),
  dir: z.string(),
  downloaded: z.boolean(),
  files: z.number().int(),
  bytes: z.number().int(),
});

export const ModelsProgressSchema = z.object({
  file: z.string(),
  bytes: z.number().int(),
  totalBytes: z.number().int().nullable(),
  done: z.boolean(),
});
export type ModelsProgress = z.infer<typeof ModelsProgressSchema>;
