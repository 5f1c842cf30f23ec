// Groups pdfjs text items into the visual lines of a page, keeping the geometry that layout.ts needs to tell a
// wrapped line from a new paragraph.

export interface TextItemLike {
  str: string;
  hasEOL: boolean;
  transform: number[];
  width: number;
  height: number;
}

export interface VisualLine {
  text: string;
  /** Left and right edge, and baseline, in PDF user space (y grows upwards). */
  x0: number;
  x1: number;
  y: number;
  /** Font size, roughly: the height of the tallest item. */
  size: number;
}

export function visualLines(items: readonly TextItemLike[]): VisualLine[] {
  const lines: VisualLine[] = [];
  let current: VisualLine | null = null;
  const end = () => {
    if (current && current.text.trim() !== '') lines.push({ ...current, text: current.text.replace(/\s+$/, '') });
    current = null;
  };
  for (const item of items) {
    const [, , , , x, y] = item.transform as [number, number, number, number, number, number];
    if (item.str !== '') {
      const size = Math.abs(item.height) || Math.abs(item.transform[3] ?? 0) || 1;
      // A different baseline starts a new line even without an explicit end-of-line mark.
      if (current && Math.abs(y - (current as VisualLine).y) > 0.5 * Math.max(size, (current as VisualLine).size)) end();
      if (!current) current = { text: '', x0: x, x1: x, y, size };
      const line: VisualLine = current;
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
