// Marks a cited passage on a page drawn as SVG (an HWP/HWPX page, sanitized by the app): the drawing's <text> pieces
// are matched like a PDF's text layer (passage-match.ts), and each piece the passage covers gets a highlight box
// behind it. A table chunk's passage names each cell's column ("용도: 위락시설 | 기준: …") while the drawing shows
// the cells alone, so the titles are left out of the passage before matching.
import { passageRanges, piecesInRanges } from './passage-match';

const SVG = 'http://www.w3.org/2000/svg';

/** A table chunk's row lines without their column titles and separators: what the drawn cells say. */
export function drawnCells(passage: string): string {
  return passage.replace(/(^|\n| \| )[^|:\n]{1,60}: /g, '$1').replace(/ \| /g, ' ');
}

/** Marks the passage on the drawing inside `container`; returns how many pieces it marked. */
export function markPassage(container: HTMLElement, passage: string | null): number {
  if (!passage) return 0;
  const texts = [...container.querySelectorAll<SVGTextElement>('svg text')];
  const pieces = texts.map((text) => (text.textContent ?? '').normalize('NFC'));
  const joined = pieces.join('');
  // As written (text lines), and as the drawn cells say it (table rows): whatever either finds.
  const marked = [...new Set([...piecesInRanges(pieces, passageRanges(joined, passage)), ...piecesInRanges(pieces, passageRanges(joined, drawnCells(passage)))])];
  for (const index of marked) {
    const text = texts[index]!;
    let box: DOMRect;
    try {
      box = text.getBBox();
    } catch {
      continue; // not laid out (hidden): nothing to draw behind
    }
    const mark = document.createElementNS(SVG, 'rect');
    mark.setAttribute('class', 'svg-hl');
    mark.setAttribute('x', String(box.x - 1));
    mark.setAttribute('y', String(box.y - 1));
    mark.setAttribute('width', String(box.width + 2));
    mark.setAttribute('height', String(box.height + 2));
    text.parentNode?.insertBefore(mark, text);
    text.classList.add('hl');
  }
  return marked.length;
}
