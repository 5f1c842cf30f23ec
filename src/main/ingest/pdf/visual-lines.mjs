// @ts-check
// Groups positioned text (pdfjs text items, or PDFium's characters) into the visual lines of a page, keeping the
// geometry that layout.ts needs to tell a wrapped line from a new paragraph. Plain JavaScript: it runs in the PDF
// worker thread, which loads no TypeScript tooling (see extract-worker.mjs).

/**
 * @typedef {{ str: string, hasEOL: boolean, transform: number[], width: number, height: number }} TextItemLike
 * @typedef {{ text: string, x0: number, x1: number, y: number, size: number }} VisualLine
 *   x0/x1: left and right edge, y: baseline, in PDF user space (y grows upwards); size: roughly the font size.
 */

/**
 * Collects the lines of one page from pieces of text given in reading order. Both text engines feed it, so they
 * share one rule for where a line ends.
 */
export class LineBuilder {
  constructor() {
    /** @type {VisualLine[]} */
    this.lines = [];
    /** @type {VisualLine | null} */
    this.current = null;
    /**
     * Called with the open line just before it ends, for a caller that measures its right edge only then.
     * @type {((line: VisualLine) => void) | null}
     */
    this.beforeEnd = null;
  }

  /**
   * A piece of text whose baseline starts at (x, y) and which ends at `right`.
   * @param {string} str  not empty
   * @param {number} x @param {number} y @param {number} right @param {number} size
   */
  add(str, x, y, right, size) {
    let line = this.current;
    // A different baseline starts a new line even without an explicit end-of-line mark.
    if (line && Math.abs(y - line.y) > 0.5 * Math.max(size, line.size)) {
      this.end();
      line = null;
    }
    if (!line) line = this.current = { text: '', x0: x, x1: x, y, size };
    if (line.text.trim() === '' && str.trim() !== '') line.x0 = x;
    line.text += str;
    if (right > line.x1) line.x1 = right;
    if (size > line.size) line.size = size;
  }

  /** Text without a position of its own (a space the engine inferred): appended to the open line, if any. */
  append(/** @type {string} */ str) {
    if (this.current) this.current.text += str;
  }

  end() {
    const current = this.current;
    if (current && this.beforeEnd) this.beforeEnd(current);
    if (current && current.text.trim() !== '') this.lines.push({ ...current, text: current.text.replace(/\s+$/, '') });
    this.current = null;
  }

  /** @returns {VisualLine[]} */
  finish() {
    this.end();
    return this.lines;
  }
}

/**
 * @param {readonly TextItemLike[]} items  pdfjs text items
 * @returns {VisualLine[]}
 */
export function visualLines(items) {
  const builder = new LineBuilder();
  for (const item of items) {
    if (item.str !== '') {
      const x = item.transform[4] ?? 0;
      const size = Math.abs(item.height) || Math.abs(item.transform[3] ?? 0) || 1;
      builder.add(item.str, x, item.transform[5] ?? 0, x + item.width, size);
    }
    if (item.hasEOL) builder.end();
  }
  return builder.finish();
}
