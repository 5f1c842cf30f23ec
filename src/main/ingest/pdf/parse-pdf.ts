// PDF text, from what the worker thread extracted to a ParsedDocument: layout (headers, footers, wrapped
// lines), metadata from the first page, and the checks that make a PDF unusable for Geungeo.
import type { ErrorReason } from '../../../shared/error-reasons';
import { metadataFromFirstPage } from '../law-metadata';
import type { ParsedDocument } from '../types';
import { layoutDocument } from './layout';
import type { VisualLine } from './visual-lines.mjs';

export type PdfProblemKind = 'encrypted' | 'corrupt' | 'no-text' | 'too-large';

/** What extract-worker.mjs sends back for one PDF. */
export interface PdfExtraction {
  pageCount: number;
  pageWidth: number;
  pages: VisualLine[][];
  /** The PDF's own Title, if any. */
  title: string | null;
  /** Characters the PDF carries but nobody sees (invisible mode, clipped away, background colour), left out. */
  hiddenChars?: number | undefined;
}

export class PdfProblem extends Error {
  /** The problem as the window says it; by default the kind's, a caller that knows more gives its own. */
  readonly reason: ErrorReason;

  constructor(
    readonly kind: PdfProblemKind | 'crashed' | 'internal',
    message: string,
    reason?: ErrorReason,
  ) {
    super(message);
    this.name = 'PdfProblem';
    this.reason = reason ?? REASON_OF_KIND[kind];
  }
}

const REASON_OF_KIND: Record<PdfProblem['kind'], ErrorReason> = {
  encrypted: { id: 'pdf.encrypted' },
  corrupt: { id: 'pdf.damaged', truncated: false },
  'no-text': { id: 'pdf.no-text', unreadablePercent: null },
  // (The worker sends the page counts; this is for a too-large PDF without them.)
  'too-large': { id: 'pdf.too-many-pages', pages: 0, max: 0 },
  crashed: { id: 'pdf.reader-stopped' },
  internal: { id: 'file.unexpected' },
};

/**
 * A PDF ends with %%EOF (readers look in its last kilobyte or so). Without it the file was cut short, and a
 * lenient parser could still return some of its pages — half a document, which must never be stored.
 */
export function assertComplete(data: Uint8Array): void {
  if (!Buffer.from(data.buffer, data.byteOffset, data.byteLength).subarray(-2048).includes('%%EOF')) {
    throw new PdfProblem('corrupt', 'the PDF is truncated (it has no end-of-file marker): download or copy it again', { id: 'pdf.damaged', truncated: true });
  }
}

/**
 * Characters a text layer holds when its fonts lost their Unicode maps: private-use glyph codes, control codes,
 * the replacement character. A document where they are this share of the text is mojibake, not a statute.
 */
const UNREADABLE_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ue000-\uf8ff\ufffd]/gu;
const UNREADABLE_SHARE = 0.2;

export function pdfDocument(extraction: PdfExtraction): ParsedDocument {
  const laidOut = layoutDocument(extraction.pages, extraction.pageWidth);
  const text = laidOut.pages.map((page) => page.text.replace(/\s/g, '')).join('');
  if (text.length < 20) {
    throw new PdfProblem('no-text', 'the PDF has no text layer (scanned or image-only pages?): OCR is not supported yet');
  }
  const unreadable = text.match(UNREADABLE_CHARACTER)?.length ?? 0;
  if (unreadable > UNREADABLE_SHARE * text.length) {
    const percent = Math.round((100 * unreadable) / text.length);
    throw new PdfProblem(
      'no-text',
      `the text cannot be read (fonts without Unicode maps): ${percent}% of its characters are private-use or control codes — print it to a new PDF, or ingest a text copy`,
      { id: 'pdf.no-text', unreadablePercent: percent },
    );
  }
  const empty = laidOut.emptyPages;
  const warnings: string[] =
    empty.length > 0
      ? [`${empty.length === 1 ? 'page' : 'pages'} ${compactRanges(empty)} ${empty.length === 1 ? 'has' : 'have'} no text layer (images?) and cannot be searched: OCR is not supported yet`]
      : [];
  if (extraction.hiddenChars) {
    warnings.push(`보이지 않는 글자 ${extraction.hiddenChars}자를 제외했습니다 (투명·흰색·잘린 글씨): 화면에 보이지 않는 내용은 검색·답변·규칙에 쓰지 않습니다`);
  }
  const firstPageLines = laidOut.lines.filter((line) => line.page === 1).map((line) => line.text);
  return {
    format: 'pdf',
    pageBasis: 'file',
    pageCount: extraction.pageCount,
    pages: laidOut.pages,
    lines: laidOut.lines,
    metadata: [metadataFromFirstPage(firstPageLines, extraction.title)],
    warnings,
  };
}

/** [3, 4, 5, 9] → "3–5, 9" */
export function compactRanges(numbers: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < numbers.length; i++) {
    const start = numbers[i]!;
    while (i + 1 < numbers.length && numbers[i + 1] === numbers[i]! + 1) i++;
    parts.push(start === numbers[i] ? String(start) : `${start}–${numbers[i]}`);
  }
  return parts.join(', ');
}
