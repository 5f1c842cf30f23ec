// PDF bytes → pages of text, logical lines and metadata candidates, with pdfjs-dist. Runs inside a PDF worker
// thread (see pool.ts). Problems a user can act on are thrown as PdfProblem with a plain explanation.
import { metadataFromFirstPage } from '../law-metadata';
import type { ParsedDocument } from '../types';
import { layoutDocument } from './layout';
import { documentOptions, loadPdfjs } from './pdfjs';
import { visualLines, type TextItemLike } from './visual-lines';

export const MAX_PDF_PAGES = 10_000;

export type PdfProblemKind = 'encrypted' | 'corrupt' | 'no-text' | 'too-large';

export class PdfProblem extends Error {
  constructor(
    readonly kind: PdfProblemKind,
    message: string,
  ) {
    super(message);
    this.name = 'PdfProblem';
  }
}

export async function parsePdf(data: Uint8Array, onPage?: (page: number, pages: number) => void): Promise<ParsedDocument> {
  // A PDF ends with %%EOF (readers look in the last kilobyte or so). Without it the file was cut short, and a
  // lenient parser could still return some of its pages — half a document, which must never be stored.
  if (!Buffer.from(data.buffer, data.byteOffset, data.byteLength).subarray(-2048).includes('%%EOF')) {
    throw new PdfProblem('corrupt', 'the PDF is truncated (it has no end-of-file marker): download or copy it again');
  }
  const pdfjs = await loadPdfjs();
  let document: Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;
  try {
    // pdfjs refuses Node Buffers; a plain view over the same memory will do.
    const bytes = Buffer.isBuffer(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : data;
    document = await pdfjs.getDocument(documentOptions(bytes)).promise;
  } catch (error) {
    throw describeOpenError(error);
  }
  try {
    const pageCount = document.numPages;
    if (pageCount > MAX_PDF_PAGES) {
      throw new PdfProblem('too-large', `the PDF has ${pageCount} pages; Geungeo reads at most ${MAX_PDF_PAGES} per file — split it first`);
    }
    const pages = [];
    let pageWidth = 0;
    for (let number = 1; number <= pageCount; number++) {
      const page = await document.getPage(number);
      pageWidth = Math.max(pageWidth, page.view[2]! - page.view[0]!);
      const content = await page.getTextContent({ disableNormalization: true });
      pages.push(visualLines(content.items.filter((item) => 'str' in item) as TextItemLike[]));
      page.cleanup();
      onPage?.(number, pageCount);
    }
    const laidOut = layoutDocument(pages, pageWidth);
    const textChars = laidOut.pages.reduce((total, page) => total + page.text.replace(/\s/g, '').length, 0);
    if (textChars < 20) {
      throw new PdfProblem('no-text', 'the PDF has no text layer (scanned or image-only pages?): OCR is not supported yet');
    }
    const warnings =
      laidOut.emptyPages.length > 0
        ? [`${laidOut.emptyPages.length === 1 ? 'page' : 'pages'} ${compactRanges(laidOut.emptyPages)} ${laidOut.emptyPages.length === 1 ? 'has' : 'have'} no text layer (images?) and cannot be searched: OCR is not supported yet`]
        : [];
    const info = (await document.getMetadata().catch(() => null))?.info as { Title?: unknown } | undefined;
    const pdfTitle = typeof info?.Title === 'string' && info.Title.trim() ? info.Title.trim() : null;
    const firstPageLines = laidOut.lines.filter((line) => line.page === 1).map((line) => line.text);
    return {
      format: 'pdf',
      pageCount,
      pages: laidOut.pages,
      lines: laidOut.lines,
      metadata: [metadataFromFirstPage(firstPageLines, pdfTitle)],
      warnings,
    };
  } finally {
    await document.destroy();
  }
}

function describeOpenError(error: unknown): PdfProblem {
  const name = (error as { name?: string } | null)?.name ?? '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'PasswordException') {
    return new PdfProblem('encrypted', 'the PDF is password-protected: Geungeo cannot read encrypted files — save an unprotected copy and ingest that');
  }
  return new PdfProblem('corrupt', `the file is not a readable PDF (damaged or truncated?): ${message}`);
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
