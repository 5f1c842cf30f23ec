// pdfjs-dist in the renderer: documents come as bytes through the contract (documents.file), never by path or URL;
// the worker, CMaps and standard fonts are bundled with the window (electron.vite.config.ts copies them).
import * as pdfjs from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { api } from '../api';
import { passageRanges, piecesInRanges } from './passage-match';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

const ASSETS = new URL('./pdfjs/', window.location.href).href;
const open = new Map<number, Promise<PDFDocumentProxy>>();

/** The document's PDF, fetched once per window. */
export function loadPdf(document: number): Promise<PDFDocumentProxy> {
  let loading = open.get(document);
  if (!loading) {
    loading = api.documents.file({ id: document }).then((file) => {
      const data = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      return pdfjs.getDocument({
        data,
        cMapUrl: `${ASSETS}cmaps/`,
        cMapPacked: true,
        standardFontDataUrl: `${ASSETS}standard_fonts/`,
        isEvalSupported: false,
      }).promise;
    });
    loading.catch(() => open.delete(document));
    open.set(document, loading);
  }
  return loading;
}

/** The scale a page is drawn at with zoom 1 when there is room: a 595 pt A4 page is then 744 px wide. */
const NATURAL_SCALE = 1.25;

/**
 * Draws one page into `container` (canvas plus a selectable text layer) and marks the text-layer spans the passage
 * covers with `.hl`. At zoom 1 the page is as wide as `maxWidth` allows (the side panel is narrower than a page
 * at its natural size). Returns how many spans it marked.
 */
export async function renderPage(pdf: PDFDocumentProxy, pageNumber: number, size: { zoom: number; maxWidth: number }, container: HTMLElement, passage: string | null): Promise<number> {
  const page = await pdf.getPage(pageNumber);
  const naturalWidth = page.getViewport({ scale: 1 }).width;
  const scale = size.zoom * Math.min(NATURAL_SCALE, size.maxWidth / naturalWidth);
  const viewport = page.getViewport({ scale });
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${viewport.width}px`;
  canvas.style.height = `${viewport.height}px`;
  const textLayer = document.createElement('div');
  textLayer.className = 'textLayer';
  container.replaceChildren(canvas, textLayer);
  container.style.width = `${viewport.width}px`;
  container.style.height = `${viewport.height}px`;
  container.style.setProperty('--scale-factor', String(scale));

  await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
  const layer = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container: textLayer, viewport });
  await layer.render();
  if (!passage) return 0;
  const pieces = layer.textContentItemsStr.map((piece) => piece.normalize('NFC'));
  const marked = piecesInRanges(pieces, passageRanges(pieces.join(''), passage));
  for (const i of marked) layer.textDivs[i]?.classList.add('hl');
  return marked.length;
}
