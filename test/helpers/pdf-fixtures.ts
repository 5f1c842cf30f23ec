// Small PDFs made on the fly for tests (pdf-lib), for the cases the corpus does not cover: encrypted,
// image-only, damaged, very long.
import { clip, endPath, PDFDocument, PDFHexString, PDFName, PDFNumber, popGraphicsState, pushGraphicsState, rectangle, rgb, setTextRenderingMode, StandardFonts, TextRenderingMode } from 'pdf-lib';

/** One page per entry, each a list of ASCII lines (the standard fonts cannot show Hangul). */
export async function textPdf(pages: readonly (readonly string[])[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 16, size: 11, font }));
  }
  return doc.save({ useObjectStreams: false });
}

/** Pages with drawings only and no text layer, like a scan. */
export async function imageOnlyPdf(pageCount = 2): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pageCount; i++) {
    const page = doc.addPage([595, 842]);
    page.drawRectangle({ x: 60, y: 100, width: 470, height: 640, color: rgb(0.85, 0.85, 0.85) });
    page.drawLine({ start: { x: 80, y: 700 }, end: { x: 500, y: 700 }, thickness: 2 });
  }
  return doc.save();
}

/**
 * A PDF that needs a password: the standard security handler's entries with a user password that is not empty,
 * so a reader cannot open it without one.
 */
export async function passwordProtectedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await textPdf([['Confidential regulation draft']]));
  const hex = (byte: number) => PDFHexString.of(byte.toString(16).padStart(2, '0').repeat(32));
  const encrypt = doc.context.obj({
    Filter: PDFName.of('Standard'),
    V: PDFNumber.of(1),
    R: PDFNumber.of(2),
    Length: PDFNumber.of(40),
    P: PDFNumber.of(-44),
    O: hex(0x5a),
    U: hex(0xa5),
  });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  doc.context.trailerInfo.ID = doc.context.obj([PDFHexString.of('0123456789abcdef0123456789abcdef'), PDFHexString.of('0123456789abcdef0123456789abcdef')]);
  return doc.save({ useObjectStreams: false });
}

export async function longPdf(pageCount: number): Promise<Uint8Array> {
  return textPdf(Array.from({ length: pageCount }, (_, index) => [`Section ${index + 1}`, `Body text of page ${index + 1}, line one.`, 'Another line of plain text here.']));
}

/**
 * One page with a visible paragraph and the ways a PDF can carry text nobody sees: white on white, the page's own
 * background colour at 1 pt on a tinted page, text render mode 3 (invisible), text outside its clipping rectangle,
 * and text placed beyond the page. Each hidden line holds the word HIDDEN and a number.
 */
export async function invisibleTextPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const tint = rgb(0.98, 0.96, 0.92);
  page.drawRectangle({ x: 0, y: 0, width: 595, height: 842, color: tint });
  const visible = ['Article 54 (Building coverage) The ratio is at most 60 percent.', 'A second visible line of the notice, in black.', 'White text on a dark box stays: it can be read.'];
  visible.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 16, size: 11, font, color: rgb(0, 0, 0) }));
  page.drawRectangle({ x: 40, y: 600, width: 400, height: 30, color: rgb(0.1, 0.1, 0.3) });
  page.drawText('Header on a dark bar, written in white', { x: 50, y: 610, size: 11, font, color: rgb(1, 1, 1) });
  page.drawText('HIDDEN one: white on the tinted page, 90 percent', { x: 50, y: 500, size: 11, font, color: rgb(1, 1, 1) });
  page.drawText('HIDDEN two: the background colour at 1 pt, 91 percent', { x: 50, y: 480, size: 1, font, color: tint });
  page.pushOperators(pushGraphicsState(), setTextRenderingMode(TextRenderingMode.Invisible));
  page.drawText('HIDDEN three: render mode 3, 92 percent', { x: 50, y: 460, size: 11, font, color: rgb(0, 0, 0) });
  page.pushOperators(popGraphicsState());
  page.pushOperators(pushGraphicsState(), rectangle(40, 100, 200, 50), clip(), endPath());
  page.drawText('HIDDEN four: outside its clipping box, 93 percent', { x: 50, y: 420, size: 11, font, color: rgb(0, 0, 0) });
  page.pushOperators(popGraphicsState());
  page.drawText('HIDDEN five: beyond the page, 94 percent', { x: 50, y: 900, size: 11, font, color: rgb(0, 0, 0) });
  return doc.save({ useObjectStreams: false });
}
