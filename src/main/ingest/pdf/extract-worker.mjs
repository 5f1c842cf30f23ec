// @ts-check
// PDF worker thread: extracts the text lines of one PDF at a time, reporting each page. Three readers, fastest
// first: the direct reader (simple-text.mjs) for the plain PDFs most producers write; PDFium as WebAssembly
// (pdfium-text.mjs) for any other; and pdfjs-dist, the engine before them, for what PDFium cannot open (other than
// for its password) — it also gives the reasons a bad file fails with. pdfjs is only loaded when it is needed.
// Plain JavaScript on purpose: from source, a thread that registered a TypeScript loader would pull pdfjs's
// 3 MB through it and its source maps, which costs seconds per thread; this file needs no loader anywhere.
// Layout and everything after it happen on the calling thread (parse-pdf.ts).
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { assertBoundedExpansion } from './expansion.mjs';
import { extractWithPdfium, loadPdfium, PdfiumOpenError } from './pdfium-text.mjs';
import { extractSimpleText, SimpleTextUnsupported } from './simple-text.mjs';
import { visualLines } from './visual-lines.mjs';

export const MAX_PDF_PAGES = 10_000;

/**
 * pdfjs's legacy build (the one for Node) carries core-js polyfills. On Node 20 (V8 11) one of them replaces the
 * native Array.prototype.push for the whole thread with a much slower one (it wants an edge-case TypeError that
 * V8 fixed later; pdfjs does not depend on it). Restoring the native push makes extraction about 30% faster, and
 * as this is the PDF thread, no other code sees the swap.
 */
async function loadPdfjs() {
  const nativePush = Array.prototype.push;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // Loading pdfjs's worker side here (rather than on first use) lets push be restored after it too.
  /** @type {any} */ (globalThis).pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  if (Array.prototype.push !== nativePush) {
    Object.defineProperty(Array.prototype, 'push', { value: nativePush, writable: true, configurable: true, enumerable: false });
  }
  return pdfjs;
}

/**
 * For comparisons (bench, eval): GEUNGEO_PDF_ENGINE=pdfium skips the direct reader, =pdfjs reads every PDF with
 * pdfjs as before PDFium.
 */
const engine = process.env.GEUNGEO_PDF_ENGINE;
const forcePdfjs = engine === 'pdfjs';
/** @type {ReturnType<typeof loadPdfjs> | null} */
let pdfjsLoading = null;
const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
// pdfjs reads CMaps (needed for Korean CID fonts) and standard fonts with fs.readFile(folder + name): plain paths.
const folder = (/** @type {string} */ name) => `${join(root, name)}${sep}`;

/**
 * @param {Uint8Array} data  (taken over: pdfjs detaches it)
 * @param {(page: number, pages: number) => void} onPage
 */
async function extract(data, onPage) {
  assertBoundedExpansion(data);
  if (forcePdfjs) return extractWithPdfjs(data, onPage);
  if (engine !== 'pdfium') {
    try {
      return extractSimpleText(data, { onOpen: checkPageCount, onPage });
    } catch (error) {
      // Only a verdict on the file itself (too many pages) stands; anything the direct reader did not expect —
      // SimpleTextUnsupported, or any other error of its own — leaves the file to PDFium.
      if (!(error instanceof SimpleTextUnsupported) && /** @type {any} */ (error)?.kind) throw error;
    }
  }
  try {
    return await extractWithPdfium(data, { onOpen: checkPageCount, onPage });
  } catch (error) {
    if (error instanceof PdfiumOpenError && error.password) throw encrypted();
    if (/** @type {any} */ (error)?.kind) throw error;
    // Anything else PDFium could not read (or PDFium itself failing to load): pdfjs has its own go.
    return extractWithPdfjs(data, onPage);
  }
}

/** @param {number} pageCount */
function checkPageCount(pageCount) {
  if (pageCount > MAX_PDF_PAGES) {
    throw problem('too-large', `the PDF has ${pageCount} pages; Geungeo reads at most ${MAX_PDF_PAGES} per file — split it first`, { pages: pageCount, max: MAX_PDF_PAGES });
  }
}

const encrypted = () =>
  problem('encrypted', 'the PDF is password-protected: Geungeo cannot read encrypted files — save an unprotected copy and ingest that');

/**
 * @param {Uint8Array} data  (taken over: pdfjs detaches it)
 * @param {(page: number, pages: number) => void} onPage
 */
async function extractWithPdfjs(data, onPage) {
  const pdfjs = await (pdfjsLoading ??= loadPdfjs());
  let document;
  try {
    document = await pdfjs.getDocument({
      data,
      cMapUrl: folder('cmaps'),
      cMapPacked: true,
      standardFontDataUrl: folder('standard_fonts'),
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
    }).promise;
  } catch (error) {
    if (/** @type {any} */ (error)?.name === 'PasswordException') throw encrypted();
    throw problem('corrupt', `the file is not a readable PDF (damaged or truncated?): ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const pageCount = document.numPages;
    checkPageCount(pageCount);
    const pages = [];
    let pageWidth = 0;
    for (let number = 1; number <= pageCount; number++) {
      const page = await document.getPage(number);
      pageWidth = Math.max(pageWidth, (page.view[2] ?? 0) - (page.view[0] ?? 0));
      const content = await page.getTextContent({ disableNormalization: true });
      pages.push(visualLines(/** @type {any[]} */ (content.items.filter((item) => 'str' in item))));
      page.cleanup();
      onPage(number, pageCount);
    }
    const info = /** @type {{ Title?: unknown } | undefined} */ ((await document.getMetadata().catch(() => null))?.info);
    const title = typeof info?.Title === 'string' && info.Title.trim() ? info.Title.trim() : null;
    return { pageCount, pageWidth, pages, title };
  } finally {
    await document.destroy();
  }
}

/** @param {string} kind @param {string} message @param {{ pages: number, max: number }} [pages] what a too-large PDF has and may have */
function problem(kind, message, pages) {
  return Object.assign(new Error(message), { kind, pages });
}

const port = parentPort;
if (port) {
  // PDFium is compiled while the thread waits for its first file.
  if (!forcePdfjs) loadPdfium().catch(() => {});
  port.on('message', async (/** @type {{ id: number, data: Uint8Array }} */ { id, data }) => {
    try {
      const pdf = await extract(data, (page, pages) => port.postMessage({ id, type: 'page', page, pages }));
      port.postMessage({ id, type: 'done', pdf });
    } catch (error) {
      const kind = /** @type {any} */ (error)?.kind ?? 'internal';
      port.postMessage({ id, type: 'error', kind, message: error instanceof Error ? error.message : String(error), pages: /** @type {any} */ (error)?.pages });
    }
  });
}
