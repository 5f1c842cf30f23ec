// @ts-check
// PDF text with PDFium, compiled to WebAssembly (@hyzyla/pdfium): the PDF worker's engine for every PDF the direct
// reader (simple-text.mjs) does not take. Once warm it is about as fast as pdfjs per page (~8 ms on the corpus),
// but it has no JIT warm-up to speak of (the wasm compiles in ~0.1 s) and reads Hanja and blank table cells closer
// to the source. It gives each character with its position, which LineBuilder groups into the same visual lines
// as pdfjs's text items. pdfjs stays the fallback (extract-worker.mjs) for whatever PDFium cannot open.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { invisibility } from './invisible-pdfium.mjs';
import { LineBuilder } from './visual-lines.mjs';

/** FPDF_GetLastError codes (fpdfview.h). */
const FPDF_ERR_PASSWORD = 4;
const FPDF_ERR_SECURITY = 5;

/** @typedef {import('./visual-lines.mjs').VisualLine} VisualLine */

/** @type {Promise<any> | null} */
let loading = null;

/** The PDFium module of this thread, loaded on first use. */
export function loadPdfium() {
  return (loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const { PDFiumLibrary } = await import('@hyzyla/pdfium');
    // The wasm is read from the package's own folder (fs reads inside an Electron asar too): nothing is fetched.
    const wasmBinary = readFileSync(require.resolve('@hyzyla/pdfium/pdfium.wasm'));
    const library = await PDFiumLibrary.init({ wasmBinary: wasmBinary.buffer.slice(wasmBinary.byteOffset, wasmBinary.byteOffset + wasmBinary.byteLength) });
    return /** @type {any} */ (library).module;
  })());
}

/** A document PDFium could not open, and why: `password` ones fail for good, the rest go to pdfjs. */
export class PdfiumOpenError extends Error {
  /** @param {number} code */
  constructor(code) {
    super(`PDFium could not open the document (error ${code})`);
    this.code = code;
    this.password = code === FPDF_ERR_PASSWORD || code === FPDF_ERR_SECURITY;
  }
}

/**
 * @param {Uint8Array} data  (not modified: a copy goes into PDFium's memory, so pdfjs can still take it)
 * @param {{ onOpen?: (pages: number) => void, onPage: (page: number, pages: number) => void }} options
 *   onOpen may throw to refuse the document (too many pages) before any page is read.
 * @returns {Promise<{ pageCount: number, pageWidth: number, pages: VisualLine[][], title: string | null, hiddenChars: number }>}
 */
export async function extractWithPdfium(data, options) {
  const m = await loadPdfium();
  // The raw wasm exports: the package's wrappers around them check arguments on every call (a debug build).
  const w = m.wasmExports;
  const malloc = m.wasmExports.malloc;
  const free = m.wasmExports.free;
  const file = malloc(Math.max(1, data.byteLength));
  m.HEAPU8.set(data, file);
  const document = w.FPDF_LoadMemDocument(file, data.byteLength, 0);
  if (!document) {
    const code = w.FPDF_GetLastError();
    free(file);
    throw new PdfiumOpenError(code);
  }
  // Out-parameters: origin x/y (2 doubles), then a loose box (4 floats), then a matrix (6 floats).
  const scratch = malloc(64);
  try {
    const pageCount = w.FPDF_GetPageCount(document);
    options.onOpen?.(pageCount);
    /** @type {VisualLine[][]} */
    const pages = [];
    const hidden = { count: 0 };
    let pageWidth = 0;
    for (let index = 0; index < pageCount; index++) {
      const page = w.FPDF_LoadPage(document, index);
      if (!page) throw new PdfiumOpenError(w.FPDF_GetLastError());
      try {
        pageWidth = Math.max(pageWidth, w.FPDF_GetPageWidthF(page));
        pages.push(pageLines(m, page, scratch, hidden));
      } finally {
        w.FPDF_ClosePage(page);
      }
      options.onPage(index + 1, pageCount);
    }
    return { pageCount, pageWidth, pages, title: metaText(m, document, 'Title'), hiddenChars: hidden.count };
  } finally {
    free(scratch);
    w.FPDF_CloseDocument(document);
    free(file);
  }
}

/**
 * The visual lines of one page, from its characters in PDFium's reading order. PDFium marks the characters it
 * inferred itself: an end of line (CR LF), which ends the line as pdfjs's hasEOL does, and a space where the
 * glyphs leave a gap, kept as pdfjs keeps its own inferred spaces.
 * Characters nobody can see (invisible-pdfium.mjs) are left out and counted in `hidden`.
 * @param {any} m @param {number} page @param {number} scratch @param {{ count: number }} hidden
 * @returns {VisualLine[]}
 */
function pageLines(m, page, scratch, hidden) {
  const w = m.wasmExports;
  const visibility = invisibility(m, page, scratch);
  const text = w.FPDFText_LoadPage(page);
  const builder = new LineBuilder();
  try {
    const count = w.FPDFText_CountChars(text);
    const originX = scratch >> 3;
    const box = (scratch + 16) >> 2;
    const matrix = (scratch + 32) >> 2;
    let object = 0;
    let size = 1;
    // The right edge of a line is that of its last visible character: its loose box (which spans the glyph's
    // advance, as pdfjs's item.width does) is only asked for when the line ends.
    let lastInk = -1;
    builder.beforeEnd = (line) => {
      if (lastInk >= 0 && w.FPDFText_GetLooseCharBox(text, lastInk, scratch + 16)) line.x1 = Math.max(line.x1, m.HEAPF32[box + 2]);
      lastInk = -1;
    };
    for (let index = 0; index < count; index++) {
      const code = w.FPDFText_GetUnicode(text, index);
      if (w.FPDFText_IsGenerated(text, index)) {
        if (code === 13 || code === 10) builder.end();
        else builder.append(String.fromCodePoint(code));
        continue;
      }
      if (code === 13 || code === 10) continue;
      // The font size in user space: the text object's size times the scale of its matrix (as pdfjs's item.height).
      const owner = w.FPDFText_GetTextObject(text, index);
      if (owner !== object) {
        object = owner;
        w.FPDFText_GetMatrix(text, index, scratch + 32);
        const f32 = m.HEAPF32;
        const scale = Math.hypot(f32[matrix + 2], f32[matrix + 3]) || 1;
        size = Math.abs(w.FPDFText_GetFontSize(text, index) * scale) || 1;
      }
      w.FPDFText_GetCharOrigin(text, index, scratch, scratch + 8);
      const f64 = m.HEAPF64;
      const x = f64[originX];
      const y = f64[originX + 1];
      if (visibility.hidden(owner, x, y, size)) {
        if (code !== 32) hidden.count++;
        continue;
      }
      builder.add(String.fromCodePoint(code), x, y, x, size);
      if (code !== 32) lastInk = index;
    }
    builder.end();
  } finally {
    w.FPDFText_ClosePage(text);
  }
  return builder.finish();
}

/**
 * @param {any} m @param {number} document @param {string} key
 * @returns {string | null}
 */
function metaText(m, document, key) {
  const w = m.wasmExports;
  const keyBytes = Buffer.from(`${key}\0`, 'latin1');
  const keyPointer = m.wasmExports.malloc(keyBytes.length);
  m.HEAPU8.set(keyBytes, keyPointer);
  try {
    const length = w.FPDF_GetMetaText(document, keyPointer, 0, 0);
    if (length <= 2) return null;
    const buffer = m.wasmExports.malloc(length);
    try {
      w.FPDF_GetMetaText(document, keyPointer, buffer, length);
      const value = Buffer.from(m.HEAPU8.subarray(buffer, buffer + length - 2)).toString('utf16le').trim();
      return value === '' ? null : value;
    } finally {
      m.wasmExports.free(buffer);
    }
  } finally {
    m.wasmExports.free(keyPointer);
  }
}
