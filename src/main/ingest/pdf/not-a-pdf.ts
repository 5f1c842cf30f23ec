// A file named .pdf that is something else — a ZIP (a HWPX, DOCX or plain archive), a web page saved under the
// wrong name, an image — is reported as what it is, not as a damaged PDF. Read from the first kilobyte only (the
// PDF format allows a little junk before its %PDF- header, never more).
import type { PdfLookalike, ReasonOf } from '../../../shared/error-reasons';

/** Signatures of what people most often rename to .pdf, by their first bytes, with what to do instead. */
const SIGNATURES: readonly { test: (head: Buffer) => boolean; kind: PdfLookalike; what: string }[] = [
  { test: (head) => head.subarray(0, 4).equals(Buffer.from('PK\u0003\u0004', 'latin1')), kind: 'zip', what: 'a ZIP archive (zip: HWPX, DOCX or a compressed folder)' },
  { test: (head) => /^\s*(<!doctype html|<html|<head|<body|<meta)/i.test(head.toString('latin1')), kind: 'html', what: 'an HTML web page (html)' },
  { test: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), kind: 'png', what: 'a PNG image (png)' },
  { test: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff, kind: 'jpeg', what: 'a JPEG image (jpeg)' },
  { test: (head) => head.subarray(0, 4).toString('latin1') === 'GIF8', kind: 'gif', what: 'a GIF image (gif)' },
  { test: (head) => head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])), kind: 'ole', what: 'an HWP or old Office document (ole)' },
  { test: (head) => head.subarray(0, 5).toString('latin1') === '{\\rtf', kind: 'rtf', what: 'an RTF document (rtf)' },
];

/** Null for a file with a PDF header; else what it is: one sentence for the ingest report, and the window's reason. */
export function notAPdf(data: Uint8Array): { message: string; reason: ReasonOf<'file.not-pdf'> } | null {
  const head = Buffer.from(data.buffer, data.byteOffset, Math.min(data.byteLength, 1024));
  if (head.includes('%PDF-')) return null;
  const known = SIGNATURES.find((signature) => signature.test(head));
  return {
    message: known
      ? `not a PDF: the file is ${known.what} with a .pdf name — open it in the program that made it and save or print it as PDF`
      : 'not a PDF: the file does not start with a PDF header (%PDF-); is it damaged, or another type renamed to .pdf?',
    reason: { id: 'file.not-pdf', looksLike: known?.kind ?? null },
  };
}
