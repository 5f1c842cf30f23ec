// The page view: the cited page of a PDF drawn by pdfjs with its text layer and the passage highlighted — on every
// page it runs over — an HWP/HWPX page drawn as SVG (HwpPage.tsx), or the virtual page of a Markdown, text or
// layout-less HWP source with the passage marked. Previous/next, zoom, and the whole document from that page on.
// Beside the chat on a wide window (a panel: the chat stays usable while it is open), a modal dialog otherwise.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { ApiError, DocumentPage } from '../../../shared/contract';
import { api } from '../api';
import { Modal } from '../common/Modal';
import { ErrorBox, ErrorText } from '../common/ErrorText';
import type { PageRequest } from '../common/selection';
import { useDialog } from '../common/useDialog';
import { HwpPage } from './HwpPage';
import { loadPdf, renderPage } from './pdf';
import { scrollPageBody } from './scroll';
import { TextPage } from './TextPage';

const ZOOMS = [0.75, 1, 1.25, 1.5, 2, 2.5];

/** The pages a cited passage covers, and the passage. */
interface Highlight {
  first: number;
  last: number;
  passage: string | null;
}

const passageOn = (highlight: Highlight, page: number) => (page >= highlight.first && page <= highlight.last ? highlight.passage : null);

export function PageView({ request, layout, onClose }: { request: PageRequest; layout: 'panel' | 'modal'; onClose(): void }) {
  const [page, setPage] = useState(request.page);
  const [zoom, setZoom] = useState(1);
  const [whole, setWhole] = useState(false);
  const [meta, setMeta] = useState<DocumentPage | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setPage(request.page);
    setWhole(false);
  }, [request]);

  useEffect(() => {
    let live = true;
    setError(null);
    api.documents
      .page({ id: request.document, page })
      .then((result) => live && setMeta(result))
      .catch((failure: ApiError) => live && setError(failure));
    return () => {
      live = false;
    };
  }, [request.document, page]);

  const pageCount = meta?.document.page_count ?? request.page;
  const highlight: Highlight = { first: request.page, last: Math.max(request.page, request.lastPage ?? request.page), passage: request.passage };
  const zoomIndex = ZOOMS.indexOf(zoom);
  const label = `${request.title} ${page}쪽`;

  const content = (
    <>
      <header className="page-toolbar">
        <strong className="page-title" title={meta?.document.file_name}>
          {request.title}
        </strong>
        <span className="muted">{meta?.document.law_kind}</span>
        <div className="toolbar-group" role="group" aria-label="쪽 이동">
          <button type="button" onClick={() => setPage(page - 1)} disabled={page <= 1 || whole} aria-label="이전 쪽">
            ‹
          </button>
          <span className="page-number" aria-live="polite">
            {page} / {pageCount}쪽
          </span>
          <button type="button" onClick={() => setPage(page + 1)} disabled={page >= pageCount || whole} aria-label="다음 쪽">
            ›
          </button>
        </div>
        {(meta?.document.format === 'pdf' || meta?.document.page_basis === 'file') && (
          <div className="toolbar-group" role="group" aria-label="확대/축소">
            <button type="button" onClick={() => setZoom(ZOOMS[zoomIndex - 1]!)} disabled={zoomIndex <= 0} aria-label="축소">
              −
            </button>
            <span className="zoom">{Math.round(zoom * 100)}%</span>
            <button type="button" onClick={() => setZoom(ZOOMS[zoomIndex + 1]!)} disabled={zoomIndex >= ZOOMS.length - 1} aria-label="확대">
              +
            </button>
          </div>
        )}
        <button type="button" className={whole ? 'toggle on' : 'toggle'} aria-pressed={whole} onClick={() => setWhole(!whole)}>
          {whole ? '이 쪽만 보기' : '문서 전체 보기'}
        </button>
        <button type="button" ref={closeRef} className="ghost push" onClick={onClose} aria-label="닫기 (Esc)">
          ✕
        </button>
      </header>
      <div className="page-body">
        {error && <ErrorBox error={error} />}
        {!error && meta?.document.format === 'pdf' && <PdfPages document={request.document} first={page} count={whole ? pageCount : 1} zoom={zoom} highlight={highlight} />}
        {!error && meta && (meta.document.format === 'hwp' || meta.document.format === 'hwpx') && (
          <HwpPage document={request.document} page={page} zoom={zoom} text={meta.text} fileHasPages={meta.document.page_basis === 'file'} passage={passageOn(highlight, page)} />
        )}
        {!error && meta && (meta.document.format === 'markdown' || meta.document.format === 'text') && <TextPage text={meta.text} passage={passageOn(highlight, page)} />}
      </div>
    </>
  );

  return layout === 'modal' ? (
    <Modal className="page-view" label={label} initialFocus={closeRef} onClose={onClose}>
      {content}
    </Modal>
  ) : (
    <PagePanel label={label} closeRef={closeRef} onClose={onClose}>
      {content}
    </PagePanel>
  );
}

/** Beside the chat: focus goes in when it opens and back when it closes; Tab leaves it freely (it is not modal). */
function PagePanel({ label, closeRef, onClose, children }: { label: string; closeRef: RefObject<HTMLButtonElement | null>; onClose(): void; children: ReactNode }) {
  const panel = useRef<HTMLElement>(null);
  useDialog(panel, closeRef, onClose, { modal: false });
  return (
    <aside ref={panel} className="page-view page-panel" aria-label={label}>
      {children}
    </aside>
  );
}

/** `count` pages from `first`: one for the page view, the rest of the document when asked for (drawn as they scroll in). */
function PdfPages({ document, first, count, zoom, highlight }: { document: number; first: number; count: number; zoom: number; highlight: Highlight }) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<unknown>(null);
  const frame = useRef<HTMLDivElement>(null);
  // The width pages may take at zoom 1: the panel's or the dialog's, measured once it is laid out.
  const [maxWidth, setMaxWidth] = useState<number | null>(null);
  useLayoutEffect(() => setMaxWidth(frame.current?.clientWidth ?? null), [pdf]);
  useEffect(() => {
    let live = true;
    loadPdf(document).then(
      (loaded) => live && setPdf(loaded),
      (failure: unknown) => live && setError(failure ?? 'failed'),
    );
    return () => {
      live = false;
    };
  }, [document]);
  if (error) return <p className="error" role="alert"><ErrorText error={error} /></p>;
  if (!pdf) return <p className="muted">PDF를 여는 중…</p>;
  const pages = Array.from({ length: count === 1 ? 1 : pdf.numPages }, (_, i) => (count === 1 ? first : i + 1));
  return (
    <div className="pdf-pages" ref={frame}>
      {maxWidth !== null &&
        pages.map((number) => (
          <PdfPage
            key={`${number}-${zoom}`}
            pdf={pdf}
            number={number}
            size={{ zoom, maxWidth }}
            passage={passageOn(highlight, number)}
            continues={{ before: number > highlight.first && number <= highlight.last, after: number >= highlight.first && number < highlight.last }}
            scrollTo={count > 1 && number === first}
            lazy={count > 1}
          />
        ))}
    </div>
  );
}

function PdfPage({ pdf, number, size, passage, continues, scrollTo, lazy }: { pdf: PDFDocumentProxy; number: number; size: { zoom: number; maxWidth: number }; passage: string | null; continues: { before: boolean; after: boolean }; scrollTo: boolean; lazy: boolean }) {
  const { zoom, maxWidth } = size;
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'waiting' | 'drawn' | 'failed'>('waiting');
  const [marked, setMarked] = useState(0);
  useEffect(() => {
    const element = ref.current!;
    if (scrollTo) scrollPageBody(element, 'start');
    let done = false;
    const draw = () => {
      if (done) return;
      done = true;
      renderPage(pdf, number, { zoom, maxWidth }, element, passage).then(
        (count) => {
          setMarked(count);
          setState('drawn');
          const first = element.querySelector<HTMLElement>('.hl');
          if (first && !lazy) scrollPageBody(first, 'center');
        },
        () => setState('failed'),
      );
    };
    if (!lazy) {
      draw();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && draw(), { rootMargin: '400px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [pdf, number, zoom, maxWidth, passage, scrollTo, lazy]);
  return (
    <figure className="pdf-page-frame" data-page={number}>
      <div ref={ref} className="pdf-page" data-state={state} data-highlighted={marked} style={{ minHeight: lazy ? 900 * zoom : undefined }} />
      <figcaption className="muted small">
        {number}쪽{passage && state === 'drawn' && (marked > 0 ? ` · 인용 구절 강조${continues.before ? ' (앞 쪽에서 이어짐)' : ''}${continues.after ? ' · 다음 쪽에 이어집니다' : ''}` : ' · 이 쪽에서 인용 구절을 찾지 못했습니다')}
        {state === 'failed' && ' · 이 쪽을 그리지 못했습니다'}
      </figcaption>
    </figure>
  );
}

