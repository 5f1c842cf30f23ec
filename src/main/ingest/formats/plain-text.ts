// Plain text: lines as they are, blank lines as paragraph gaps, form feeds as page breaks.
import { normalizeLine } from '../../text/normalize';
import type { ParsedDocument } from '../types';
import { paginate, type RawLine } from './virtual-pages';

export function parsePlainText(source: string): ParsedDocument {
  const raw: RawLine[] = [];
  let gap = false;
  let pageBreak = false;
  for (const sourceLine of source.replace(/^\ufeff/, '').split(/\r?\n/)) {
    const breaks = sourceLine.split('\f');
    breaks.forEach((part, index) => {
      if (index > 0) pageBreak = true;
      const text = normalizeLine(part);
      if (text === '') {
        gap = true;
        return;
      }
      raw.push({ text, gapBefore: gap, pageBreak });
      gap = false;
      pageBreak = false;
    });
  }
  const { lines, pages } = paginate(raw);
  return { format: 'text', pageBasis: 'virtual', pageCount: pages.length, pages, lines, metadata: [], warnings: [] };
}
