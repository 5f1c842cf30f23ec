// Bytes of one file → a ParsedDocument, by format. Text files in UTF-8 (with or without BOM) are read as such;
// older Korean text files in EUC-KR/CP949 are recognised and decoded, with a warning. PDFs and HWP/HWPX files are
// read on worker threads (pdf/pool.ts, hwp/pool.ts), off the thread that writes the database.
import type { HwpReader } from '../hwp/pool';
import { hwpDocument } from './formats/hwp';
import { HwpFileProblem } from './formats/hwp-problems';
import { notAnHwp } from './formats/hwp-signature';
import { parseMarkdown } from './formats/markdown';
import { parsePlainText } from './formats/plain-text';
import type { PdfParser } from './pdf/pool';
import type { SourceFormat } from './sources';
import type { ParsedDocument } from './types';

/** The readers that run off the main thread. */
export interface DocumentReaders {
  pdf: PdfParser;
  hwp: HwpReader;
}

export async function readDocument(
  format: SourceFormat,
  bytes: Uint8Array,
  readers: DocumentReaders,
  onPage?: (page: number, pages: number) => void,
): Promise<ParsedDocument> {
  if (format === 'pdf') return readers.pdf.parse(bytes, onPage);
  if (format === 'hwp') {
    const other = notAnHwp(bytes);
    if (other) throw new HwpFileProblem(other.reason, other.message);
    return hwpDocument(await readers.hwp.parse(bytes));
  }
  const { text, warning } = decodeText(bytes);
  const document = format === 'markdown' ? parseMarkdown(text) : parsePlainText(text);
  return warning ? { ...document, warnings: [warning, ...document.warnings] } : document;
}

export function decodeText(bytes: Uint8Array): { text: string; warning: string | null } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), warning: null };
  } catch {
    return { text: new TextDecoder('euc-kr').decode(bytes), warning: 'the file is not UTF-8; it was read as EUC-KR (CP949)' };
  }
}
