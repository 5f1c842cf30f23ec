// What every format parser (PDF, Markdown, text) produces, and what the chunker consumes.
import type { LawKind } from '../../shared/contract';
import type { PageText } from '../store/document-writer';

/** Pages and chunks are stored as they are produced: their shapes belong to the store. */
export type { ChunkDraft, PageText } from '../store/document-writer';

/** One logical line of a document (a PDF's wrapped visual lines already joined), with the page it starts on. */
export interface SourceLine {
  text: string;
  page: number;
  /** Markdown heading level (1–6), when the line was a heading. */
  level?: number | undefined;
  /** A blank line (or a paragraph gap) came before this line. */
  gapBefore?: boolean | undefined;
}

/** Law metadata as far as one source (front matter, first page, file name) tells it. */
export interface LawMetadata {
  title: string | null;
  law_name: string | null;
  law_kind: LawKind | null;
  /** The raw 법령구분 (대통령령, 국토교통부령, …). */
  law_type: string | null;
  effective_date: string | null;
  promulgation_date: string | null;
  promulgation_number: string | null;
}

export interface ParsedDocument {
  format: 'pdf' | 'markdown' | 'text';
  pageCount: number;
  pages: PageText[];
  lines: SourceLine[];
  /** Metadata candidates, most trustworthy first (e.g. front matter, then the first page). */
  metadata: Partial<LawMetadata>[];
  warnings: string[];
}

