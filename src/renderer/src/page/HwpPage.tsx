// An HWP/HWPX page: drawn as SVG by the app (kordoc, sanitized before it reaches the window) where the file has its
// own pages, with the cited passage marked; otherwise — no page layout in the file, a drawing that failed, or a
// passage the drawing does not show as written (a table row's cells) — the page's text as it was read, marked.
// Either way it says which it shows and why; where there is a drawing, both views are a click apart.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DocumentDrawing } from '../../../shared/contract';
import { api } from '../api';
import { passageRanges } from './passage-match';
import { scrollPageBody } from './scroll';
import { markPassage } from './svg-marks';
import { TextPage } from './TextPage';

type View = 'drawing' | 'text';

export function HwpPage({ document, page, zoom, text, fileHasPages, passage }: { document: number; page: number; zoom: number; text: string; fileHasPages: boolean; passage: string | null }) {
  const [drawing, setDrawing] = useState<DocumentDrawing | null>(null);
  const [view, setView] = useState<View>('drawing');
  const [marked, setMarked] = useState<number | null>(null);
  /** Why the text is shown although the file has pages to draw. */
  const [fellBack, setFellBack] = useState<'failed' | 'not-found' | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  /** The reader picked a view: the drawing is no longer left for the text on its own. */
  const chosen = useRef(false);

  useEffect(() => {
    setDrawing(null);
    setView('drawing');
    setFellBack(null);
    setMarked(null);
    chosen.current = false;
    if (!fileHasPages) return;
    let live = true;
    api.documents.drawing({ id: document, page }).then(
      (drawn) => {
        if (!live) return;
        setDrawing(drawn);
        if (drawn.svg === null) setFellBack('failed');
      },
      () => live && (setDrawing({ page, svg: null }), setFellBack('failed')),
    );
    return () => {
      live = false;
    };
  }, [document, page, fileHasPages]);

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || !drawing?.svg || view !== 'drawing') return;
    // Set once per drawing, outside React's reconciliation, so the marks added to it stay.
    element.innerHTML = drawing.svg;
    const count = markPassage(element, passage);
    setMarked(count);
    if (!chosen.current && passage && count === 0 && passageRanges(text, passage).length > 0) {
      setFellBack('not-found');
      setView('text');
      return;
    }
    const first = element.querySelector('text.hl');
    if (first) scrollPageBody(first, 'center');
  }, [drawing, view, passage, text]);

  const drawable = Boolean(drawing?.svg);
  const showText = !fileHasPages || (drawing !== null && !drawable) || view === 'text';
  return (
    <figure className="hwp-page-frame" data-page={page}>
      {drawable && (
        <div className="toolbar-group hwp-view-switch" role="group" aria-label="보기 방식">
          <button type="button" className={view === 'drawing' ? 'toggle on' : 'toggle'} aria-pressed={view === 'drawing'} onClick={() => ((chosen.current = true), setView('drawing'), setFellBack(null))}>
            원본 모양
          </button>
          <button type="button" className={view === 'text' ? 'toggle on' : 'toggle'} aria-pressed={view === 'text'} onClick={() => ((chosen.current = true), setView('text'))}>
            읽은 글
          </button>
        </div>
      )}
      {fileHasPages && drawing === null && <p className="muted">쪽을 그리는 중…</p>}
      {drawable && view === 'drawing' && <div ref={frame} className={zoom <= 1 ? 'svg-page fit' : 'svg-page'} data-highlighted={marked ?? 0} style={{ width: `${Math.round(760 * zoom)}px` }} />}
      {showText && <TextPage text={text} passage={passage} />}
      <figcaption className="muted small">
        {page}쪽
        {!fileHasPages && ' · 이 한글 파일에는 쪽 배치 정보가 없어, 읽어 들인 글을 약 2,000자씩 나눈 쪽으로 보여 줍니다'}
        {fellBack === 'failed' && ' · 원본 모양을 그리지 못해 읽어 들인 글로 보여 줍니다'}
        {fellBack === 'not-found' && view === 'text' && ' · 원본 모양에서 인용 구절을 찾지 못해 읽어 들인 글로 보여 줍니다'}
        {drawable && view === 'drawing' && passage && marked !== null && (marked > 0 ? ' · 인용 구절 강조' : ' · 이 쪽에서 인용 구절을 찾지 못했습니다')}
      </figcaption>
    </figure>
  );
}
