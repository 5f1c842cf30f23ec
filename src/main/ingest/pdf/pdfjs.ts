// Loads pdfjs-dist's legacy build (the one that runs in Node) with its CMaps and standard fonts, which Korean
// CID fonts need to map glyphs back to text.
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<Pdfjs> | null = null;

/**
 * pdfjs's legacy build carries core-js polyfills. On Node 20 (V8 11) one of them replaces the native
 * Array.prototype.push for the whole thread with a much slower version (it wants an edge-case TypeError V8
 * fixed later); pdfjs does not depend on that edge case. Putting the native push back makes text extraction
 * about 30% faster, and this runs inside the PDF worker thread, so no other code sees the swap.
 */
async function importWithNativePush(): Promise<Pdfjs> {
  const nativePush = Array.prototype.push;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // Loading the worker side here too (instead of pdfjs importing it on first use) lets us restore push after it.
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  if (Array.prototype.push !== nativePush) {
    Object.defineProperty(Array.prototype, 'push', { value: nativePush, writable: true, configurable: true, enumerable: false });
  }
  return pdfjs;
}

export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= importWithNativePush();
  return loading;
}

/** Options for getDocument: local CMaps and fonts, no eval, nothing fetched from the network. */
export function documentOptions(data: Uint8Array) {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  // pdfjs reads these with fs.readFile(folder + file name): plain paths with a trailing separator, not URLs.
  const folder = (name: string) => `${join(root, name)}${sep}`;
  return {
    data,
    cMapUrl: folder('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: folder('standard_fonts'),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
  };
}
