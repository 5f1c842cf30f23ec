// What every format parser (PDF, Markdown, text, HWP/HWPX) produces, and what the chunker consumes.
import type { LawKind } from '../../shared/contract';
import type { DocumentFormat } from '../../shared/documents-contract';
import type { TableDraft } from '../store/document-tables';
import type { PageText } from '../store/document-writer';

/** Pages and chunks are stored as they are produced: their shapes belong to the store. */
export type { ChunkDraft, PageText } from '../store/document-writer';
export type { TableDraft, TableStructure } from '../store/document-tables';

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

/** A table as a format reads it: a full grid of rows × cols, where a merged cell's anchor carries its span. */
export interface RawTable {
  rows: number;
  cols: number;
  cells: ReadonlyArray<ReadonlyArray<{ text: string; colSpan: number; rowSpan: number; isHeader: boolean }>>;
}

/** A table kept as a table, placed in the document's flow. */
export interface PlacedTable {
  /** How many of the document's lines come before it: its place among them (the article it belongs to). */
  lineIndex: number;
  table: TableDraft;
}

export interface ParsedDocument {
  format: DocumentFormat;
  /** 'file': the file's own pages; 'virtual': lines packed into pages (see formats/virtual-pages.ts). */
  pageBasis: 'file' | 'virtual';
  pageCount: number;
  /** Every page's text, tables included (their rows as the table chunks write them). */
  pages: PageText[];
  /** The text outside tables, in order. */
  lines: SourceLine[];
  /** Tables kept as tables (formats that carry them): they become table chunks, not lines. */
  tables?: PlacedTable[] | undefined;
  /** Metadata candidates, most trustworthy first (e.g. front matter, then the first page). */
  metadata: Partial<LawMetadata>[];
  warnings: string[];
}

