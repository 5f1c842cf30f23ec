// The contract of searching: queries and filters, hits, page results, and the numbered context with its
// citation map that answers are written from.
import { z } from 'zod';
import { LawKindSchema } from './law-kinds';

export const SearchFilterSchema = z
  .object({
    file_hash: z.array(z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 hex digest')).optional(),
    document_ids: z.array(z.number().int().positive()).optional(),
    law_name: z.array(z.string().min(1)).optional(),
    law_kind: z.array(LawKindSchema).optional(),
  })
  .strict();

export const SearchInputSchema = z
  .object({
    query: z.string().trim().min(1, 'type a question or some words to search for').max(2000),
    topK: z.number().int().min(1).max(100).optional(),
    filter: SearchFilterSchema.optional(),
  })
  .strict();
export type SearchInput = z.infer<typeof SearchInputSchema>;

export const SearchHitSchema = z.object({
  chunk_id: z.number().int(),
  document_id: z.number().int(),
  text: z.string(),
  file_hash: z.string(),
  file_name: z.string(),
  start_page: z.number().int(),
  end_page: z.number().int(),
  chunk_index: z.number().int(),
  chunk_hash: z.string(),
  /** Smaller is better: cosine distance with vectors, else 1 − lexical relevance (see README, "Search"). */
  distance: z.number(),
  created_at: z.string(),
  /** Fused Reciprocal Rank Fusion score, larger is better. */
  score: z.number(),
  article: z.string().nullable(),
  article_title: z.string().nullable(),
  chapter: z.string().nullable(),
  law_name: z.string().nullable(),
  law_kind: LawKindSchema,
  /** The document's 시행일 and 공포일 (YYYY-MM-DD); null when it does not state them. */
  effective_date: z.string().nullable(),
  promulgation_date: z.string().nullable(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** An article the everyday index found, with the phrasing of its askers the question matched best. */
export const AskedAsSchema = z.object({ law: z.string(), article: z.string(), phrasing: z.string() });
export type AskedAs = z.infer<typeof AskedAsSchema>;

/** The part of a found article (a paragraph "⑥", an item "⑤3") whose askers' questions the question is most like, with its share. */
export const AskedPartSchema = z.object({ law: z.string(), article: z.string(), part: z.string(), share: z.number().min(0).max(1) });
export type AskedPart = z.infer<typeof AskedPartSchema>;

export const SearchResultSchema = z.object({
  hits: z.array(SearchHitSchema),
  /** Nothing relevant was found (NO_CONTENT): the answer step says so instead of answering. */
  no_content: z.boolean(),
  mode: z.enum(['lexical', 'hybrid']),
  /** Which relevance floor the hits passed: 'strict', or 'loose' when nothing passed the strict one. */
  threshold: z.enum(['strict', 'loose']).nullable(),
  /** How the question was read. */
  query: z.object({
    law: z.string().nullable(),
    law_kind: LawKindSchema.nullable(),
    articles: z.array(z.string()),
    terms: z.array(z.string()),
    /** The articles among the hits the everyday index found, each with the phrasing of its askers the question
     *  matched best (resources/everyday-index): why an article in other words than the question's ranks. */
    asked_as: z.array(AskedAsSchema).optional(),
    /** For the first articles among the hits, the part the question asks about, by the index's parts (resources/everyday-index). */
    asked_parts: z.array(AskedPartSchema).optional(),
    /** The share of the question's words the library holds anywhere, each whole in any of its forms (0–1). */
    held_share: z.number().min(0).max(1).optional(),
  }),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchPageInputSchema = SearchInputSchema.extend({
  pageWindow: z.number().int().min(0).max(10).optional(),
  sortBy: z.enum(['score', 'page']).optional(),
}).strict();
export type SearchPageInput = z.infer<typeof SearchPageInputSchema>;

export const PageHitSchema = z.object({
  file_hash: z.string(),
  file_name: z.string(),
  page_number: z.number().int(),
  text: z.string(),
  score: z.number(),
  chunk_count: z.number().int(),
});

export const SearchPageResultSchema = z.object({
  best_page: z.object({ file_name: z.string(), file_hash: z.string(), page_number: z.number().int(), score: z.number() }).nullable(),
  /** "<file_name>#<page_number>" → page score (smaller is better). */
  page_scores: z.record(z.string(), z.number()),
  file_names: z.array(z.string()),
  pages: z.array(PageHitSchema),
  no_content: z.boolean(),
});
export type SearchPageResult = z.infer<typeof SearchPageResultSchema>;

export const CitationSchema = z.object({
  n: z.number().int(),
  chunk_id: z.number().int(),
  document: z.number().int(),
  file_name: z.string(),
  law_name: z.string().nullable(),
  article: z.string().nullable(),
  article_title: z.string().nullable(),
  start_page: z.number().int(),
  end_page: z.number().int(),
  text: z.string(),
  /** Optional: answers stored before these were kept lack them. */
  law_kind: LawKindSchema.optional(),
  /** The passage's fused score relative to the best passage retrieved (1 = the best), for the citations panel. */
  relevance: z.number().min(0).max(1).optional(),
  /** The document's 시행일 and 공포일 (optional: answers stored before dates were shown lack them). */
  effective_date: z.string().nullable().optional(),
  promulgation_date: z.string().nullable().optional(),
  /**
   * The document was not yet in force on the answer's reference date (today, or the date pinned in 설정): its text
   * applies from effective_date, and the text in force that day may differ. Decided when the answer was made.
   */
  pending: z.boolean().optional(),
});
export type Citation = z.infer<typeof CitationSchema>;

export const ContextInputSchema = SearchInputSchema.extend({
  /** Size budget of the context in characters; the lowest-scoring chunks are dropped first, never cut. */
  maxChars: z.number().int().min(200).max(200_000).optional(),
}).strict();

export const ContextResultSchema = z.object({
  text: z.string(),
  citations: z.array(CitationSchema),
  no_content: z.boolean(),
  dropped: z.number().int(),
});
export type ContextResult = z.infer<typeof ContextResultSchema>;
