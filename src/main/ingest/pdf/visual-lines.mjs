// @ts-check
// Groups pdfjs text items into the visual lines of a page, keeping the geometry that layout.ts needs to tell a
// wrapped line from a new paragraph. Plain JavaScript: it runs in the PDF worker thread, which loads no
// TypeScript tooling (see extract-worker.mjs).

/**
 * @typedef {{ str: string, hasEOL: boolean, transform: number[], width: number, height: number }} TextItemLike
 * @typedef {{ text: string, x0: number, x1: number, y: number, size: number }} VisualLine
 *   x0/x1: left and right edge, y: baseline, in PDF user space (y grows upwards); size: roughly the font size.
 */

/**
 * @param {readonly TextItemLike[]} items
 * @returns {VisualLine[]}
 */
export function visualLines(items) {
  /** @type {VisualLine[]} */
  const lines = [];
  /** @type {VisualLine | null} */
  let current = null;
  const end = () => {
    if (current && current.text.trim() !== '') lines.push({ ...current, text: current.text.replace(/\s+$/, '') });
    current = null;
  };
  for (const item of items) {
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    if (item.str !== '') {
      const size = Math.abs(item.height) || Math.abs(item.transform[3] ?? 0) || 1;
      // A different baseline starts a new line even without an explicit end-of-line mark.
      if (current && Math.abs(y - current.y) > 0.5 * Math.max(size, current.size)) end();
      /** @type {VisualLine} */
      const line = current ?? { text: '', x0: x, x1: x, y, size };
      current = line;
      if (line.text.trim() === '' && item.str.trim() !== '') line.x0 = x;
      line.text += item.str;
      line.x1 = Math.max(line.x1, x + item.width);
      line.size = Math.max(line.size, size);
    }
    if (item.hasEOL) end();
  }
  end();
  return lines;
}
