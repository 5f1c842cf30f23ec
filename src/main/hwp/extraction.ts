// What the HWP worker thread (worker.mjs) sends back: kordoc's reading of one HWP/HWPX file reduced to plain data
// (no images, no styles), so that it crosses the thread boundary cheaply and the rest of the app never imports
// kordoc's types. The worker is plain JavaScript and names these shapes in its JSDoc.

/** The container a file turned out to be (kordoc's detection by content, not by the file's name). */
export type HwpFileType = 'hwpx' | 'hwp' | 'hwp3';

/** One cell of a table as kordoc gives it: the grid is full, a merged cell's anchor carries the span. */
export interface HwpCell {
  text: string;
  colSpan: number;
  rowSpan: number;
  /** Marked as a title cell in the file (HWPX header attribute, HWP 5 cell flag). */
  isHeader: boolean;
}

export interface HwpTable {
  rows: number;
  cols: number;
  /** rows × cols; positions covered by a merged cell hold empty placeholders. */
  cells: HwpCell[][];
  caption: string | null;
}

export interface HwpBlock {
  type: 'paragraph' | 'heading' | 'list' | 'table' | 'image' | 'separator';
  text: string;
  /** Heading level 1–6. */
  level: number | null;
  /** 1-based: the real page where the file carries its layout, else the section number. */
  page: number | null;
  table: HwpTable | null;
  /** A list's items, in order. */
  children: HwpBlock[];
  /** A footnote or endnote attached to the paragraph. */
  footnote: string | null;
}

export interface HwpWarning {
  code: string;
  message: string;
  page: number | null;
}

export interface HwpExtraction {
  fileType: HwpFileType;
  /** 'layout': real pages from the layout cache Hancom saves; 'section': sections only (no real page breaks). */
  pageMode: 'layout' | 'section';
  pageCount: number;
  title: string | null;
  blocks: HwpBlock[];
  warnings: HwpWarning[];
}

/** One page drawn as SVG (already sanitized in the worker), with the number of pages the drawing found. */
export interface HwpPageDrawing {
  svg: string;
  pageCount: number;
}

/**
 * Why a file could not be read: kordoc's error codes (ENCRYPTED, DRM_PROTECTED, CORRUPTED, ZIP_BOMB, …), NOT_HWP
 * for a file whose content is no HWP at all, and the pool's own: TIMEOUT (over the time budget), MEMORY (over the
 * memory budget), CRASHED (the thread died), INTERNAL.
 */
export interface HwpFailure {
  code: string;
  message: string;
  /** For NOT_HWP: what kordoc took the content for ('pdf', 'docx', 'unknown', …). */
  found?: string | undefined;
  /** For TIMEOUT: the budget the file ran over. */
  budgetMs?: number | undefined;
}
