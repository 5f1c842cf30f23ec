// Markdown and text files have no pages, but every citation names one. They get virtual pages: consecutive
// lines are packed into pages of at most VIRTUAL_PAGE_CHARS characters, a page never starts inside a line,
// and a form feed (\f) in a text file always starts a new page. Page 1 is the top of the file (after any
// front matter). The scheme is deterministic, so a citation "p.12" always points at the same text.
import type { PageText, SourceLine } from '../types';

export const VIRTUAL_PAGE_CHARS = 2000;

export interface RawLine {
  text: string;
  level?: number | undefined;
  gapBefore?: boolean | undefined;
  /** Start a new page here regardless of size (form feed). */
  pageBreak?: boolean | undefined;
}

export function paginate(lines: readonly RawLine[]): { lines: SourceLine[]; pages: PageText[] } {
  const out: SourceLine[] = [];
  const pages: PageText[] = [];
  let page = 1;
  let pageLines: string[] = [];
  let pageSize = 0;
  const closePage = () => {
    pages.push({ number: page, text: pageLines.join('\n') });
    page++;
    pageLines = [];
    pageSize = 0;
  };
  for (const line of lines) {
    const lineSize = line.text.length + 1;
    if (pageLines.length > 0 && (line.pageBreak || pageSize + lineSize > VIRTUAL_PAGE_CHARS)) closePage();
    out.push({ text: line.text, page, level: line.level, gapBefore: line.gapBefore });
    pageLines.push(line.text);
    pageSize += lineSize;
  }
  if (pageLines.length > 0 || pages.length === 0) closePage();
  return { lines: out, pages };
}
