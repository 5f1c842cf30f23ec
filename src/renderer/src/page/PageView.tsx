// The page view: the cited page of a PDF drawn by pdfjs with its text layer and the passage highlighted, or the
// virtual page of a Markdown or text source with the passage marked. Previous/next, zoom, and the whole document
// from that page on.
import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { ApiError, DocumentPage } from '../../../shared/contract';
import { api } from '../api';
import { ErrorBox, ErrorText } from '../common/ErrorText';
import type { PageRequest } from '../common/selection';
import { passageRanges } from './passage-match';
import { loadPdf, renderPage } from './pdf';

const ZOOMS = [0.75, 1, 1.25, 1.5, 2, 2.5];

export function PageView({ request, onClose }: { request: PageRequest; onClose(): void }) {
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

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const pageCount = meta?.document.page_count ?? request.page;
  const passage = page === request.page ? request.passage : null;
  const zoomIndex = ZOOMS.indexOf(zoom);

  return (
    <div className="overlay" role="presentation" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <section className="page-view" role="dialog" aria-modal="true" aria-label={`${request.title} ${page}쪽`}>
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
          {meta?.document.format === 'pdf' && (
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
          {!error && meta?.document.format === 'pdf' && (
            <PdfPages document={request.document} first={page} count={whole ? pageCount : 1} zoom={zoom} highlightPage={request.page} passage={request.passage} />
          )}
          {!error && meta && meta.document.format !== 'pdf' && <TextPage text={meta.text} passage={passage} />}
        </div>
      </section>
    </div>
  );
}

/** `count` pages from `first`: one for the page view, the rest of the document when asked for (drawn as they scroll in). */
function PdfPages({ document, first, count, zoom, highlightPage, passage }: { document: number; first: number; count: number; zoom: number; highlightPage: number; passage: string | null }) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<unknown>(null);
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
    <div className="pdf-pages">
      {pages.map((number) => (
        <PdfPage key={`${number}-${zoom}`} pdf={pdf} number={number} zoom={zoom} passage={number === highlightPage ? passage : null} scrollTo={count > 1 && number === first} lazy={count > 1} />
      ))}
    </div>
  );
}

function PdfPage({ pdf, number, zoom, passage, scrollTo, lazy }: { pdf: PDFDocumentProxy; number: number; zoom: number; passage: string | null; scrollTo: boolean; lazy: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'waiting' | 'drawn' | 'failed'>('waiting');
  const [marked, setMarked] = useState(0);
  useEffect(() => {
    const element = ref.current!;
    if (scrollTo) element.scrollIntoView({ block: 'start' });
    let done = false;
    const draw = () => {
      if (done) return;
      done = true;
      renderPage(pdf, number, zoom * 1.25, element, passage).then(
        (count) => {
          setMarked(count);
          setState('drawn');
          if (count > 0 && !lazy) element.querySelector('.hl')?.scrollIntoView({ block: 'center' });
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
  }, [pdf, number, zoom, passage, scrollTo, lazy]);
  return (
    <figure className="pdf-page-frame" data-page={number}>
      <div ref={ref} className="pdf-page" data-state={state} data-highlighted={marked} style={{ minHeight: lazy ? 900 * zoom : undefined }} />
      <figcaption className="muted small">
        {number}쪽{passage && state === 'drawn' && (marked > 0 ? ' · 인용 구절 강조' : ' · 이 쪽에서 인용 구절을 찾지 못했습니다')}
        {state === 'failed' && ' · 이 쪽을 그리지 못했습니다'}
      </figcaption>
    </figure>
  );
}

function TextPage({ text, passage }: { text: string; passage: string | null }) {
  const ranges = passage ? passageRanges(text, passage) : [];
  const parts: Array<{ text: string; mark: boolean }> = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), mark: false });
    parts.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  parts.push({ text: text.slice(at), mark: false });
  return (
    <pre className="text-page">
      {parts.map((part, i) => (part.mark ? <mark key={i} className="hl">{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </pre>
  );
}
