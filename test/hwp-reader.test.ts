// The reader threads' bounds (HWP, and the PDF pool on the same bookkeeping) and the SVG the HWP reader lets
// through. A file that makes a reader hang or eat memory costs its thread, not the app: the file fails with the
// budget it ran over, and the next file is read by a fresh thread. A page drawing reaches the window only rebuilt
// from an allow-list: no scripts, handlers or outside references.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHwpReader, HwpProblem, type HwpReader } from '../src/main/hwp/pool';
import { PdfProblem } from '../src/main/ingest/pdf/parse-pdf';
import { createPdfParser } from '../src/main/ingest/pdf/pool';
import { sanitizeSvg } from '../src/main/hwp/sanitize-svg.mjs';
import { hwpProblem } from '../src/main/ingest/formats/hwp-problems';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();

/**
 * A stand-in for worker.mjs that misbehaves on demand: the first byte of the file says how (1 hangs, 2 allocates
 * without end, 3 exits); any other file is answered at once.
 */
const MISBEHAVING_WORKER = `
import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ id, data }) => {
  if (data[0] === 1) for (;;) {}
  if (data[0] === 2) { const hoard = []; for (;;) hoard.push(new Array(1e6).fill(Math.random())); }
  if (data[0] === 3) process.exit(7);
  parentPort.postMessage({ id, ok: true, value: { fine: data.length } });
});
`;

let reader: HwpReader | null = null;
afterEach(async () => {
  await reader?.close();
  reader = null;
});

function misbehavingReader(options: { parseBudgetMs?: number; heapMb?: number } = {}): HwpReader {
  const script = join(tempDir(), 'misbehaving-worker.mjs');
  writeFileSync(script, MISBEHAVING_WORKER);
  reader = createHwpReader({ script, size: 1, parseBudgetMs: options.parseBudgetMs ?? 10_000, heapMb: options.heapMb ?? 256 });
  return reader;
}

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(HwpProblem);
  return (error as HwpProblem).failure;
}

describe('the HWP reader’s budget', () => {
  it('stops a file that runs past its time, says so, and reads the next file on a fresh thread', async () => {
    const pool = misbehavingReader({ parseBudgetMs: 400 });
    const started = Date.now();
    const failure = await failureOf(pool.parse(new Uint8Array([1, 0, 0])));
    expect(failure).toMatchObject({ code: 'TIMEOUT', budgetMs: 400 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(hwpProblem(failure).reason).toEqual({ id: 'hwp.reader-stopped', limit: 'time', seconds: 1 });
    expect(await pool.parse(new Uint8Array([9, 9]))).toEqual({ fine: 2 });
  });

  it('stops a file that needs more memory than a thread may have', async () => {
    const pool = misbehavingReader({ heapMb: 64 });
    const failure = await failureOf(pool.parse(new Uint8Array([2])));
    expect(failure.code).toBe('MEMORY');
    expect(hwpProblem(failure).reason).toEqual({ id: 'hwp.reader-stopped', limit: 'memory', seconds: null });
    expect(await pool.parse(new Uint8Array([9]))).toEqual({ fine: 1 });
  });

  it('survives a thread that exits mid-file', async () => {
    const pool = misbehavingReader();
    expect((await failureOf(pool.parse(new Uint8Array([3])))).code).toBe('CRASHED');
    expect(await pool.parse(new Uint8Array([9, 9, 9]))).toEqual({ fine: 3 });
  });
});

describe('the PDF threads, on the same pool bookkeeping', () => {
  it('fail a file whose thread stops reporting pages, and read the next on a fresh thread', async () => {
    const script = join(tempDir(), 'silent-pdf-worker.mjs');
    // Silent on a PDF whose 10th byte is "!", else one page and no lines (which the parser calls image-only).
    writeFileSync(script, `import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ id, data }) => {
  if (data[9] === 33) return;
  parentPort.postMessage({ id, type: 'done', pdf: { pageCount: 1, pageWidth: 595, pages: [[]], title: null } });
});`);
    const pdf = createPdfParser({ script, size: 1, stallTimeoutMs: 300 });
    try {
      const silent = await pdf.parse(Buffer.from('%PDF-1.7\n!\n%%EOF\n')).then(() => null, (error: unknown) => error);
      expect(silent).toBeInstanceOf(PdfProblem);
      expect((silent as PdfProblem).reason).toEqual({ id: 'pdf.reader-stopped' });
      const next = await pdf.parse(Buffer.from('%PDF-1.7\n.\n%%EOF\n')).then(() => null, (error: unknown) => error);
      expect((next as PdfProblem).reason).toMatchObject({ id: 'pdf.no-text' });
    } finally {
      await pdf.close();
    }
  });
});

describe('page drawings are rebuilt from an allow-list', () => {
  const page = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100" width="100pt" onload="alert(1)">${body}</svg>`;

  it('keeps drawing elements, text and references inside the drawing', () => {
    const svg = sanitizeSvg(
      page('<defs><clipPath id="c1"><rect x="0" y="0" width="10" height="10"/></clipPath><symbol id="img1"><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/></symbol></defs><g clip-path="url(#c1)"><text x="1" y="2" font-size="10">제1조 &amp; 「건축법」 &lt;별표&gt;</text><use href="#img1" x="0" y="0"/></g>'),
    )!;
    expect(svg).toContain('<text x="1" y="2" font-size="10">제1조 &amp; 「건축법」 &lt;별표&gt;</text>');
    expect(svg).toContain('<g clip-path="url(#c1)">');
    expect(svg).toContain('<use href="#img1" x="0" y="0"></use>');
    expect(svg).toContain('href="data:image/png;base64,iVBORw0KGgo="');
  });

  it('drops scripts, handlers, foreign content, style sheets and anything pointing outside', () => {
    const svg = sanitizeSvg(
      page(
        [
          '<script>alert(1)</script>',
          '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
          '<style>@import url(https://evil.example/x.css);</style>',
          '<a href="https://evil.example"><text>링크</text></a>',
          '<rect onclick="alert(1)" fill="url(https://evil.example/p.svg#x)" width="1" height="1" style="fill:red"/>',
          '<image href="https://evil.example/track.png" width="1" height="1"/>',
          '<image xlink:href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="1" height="1"/>',
          '<use href="https://evil.example/sprite.svg#a"/>',
          '<!-- comment --><?php echo 1; ?>',
        ].join(''),
      ),
    )!;
    expect(svg).not.toMatch(/script|alert|foreignObject|<div|<style|@import|evil\.example|onclick|onload|<a\b|style=|comment|php/);
    expect(svg).toContain('<rect width="1" height="1"></rect>');
    expect(svg).toContain('<image width="1" height="1"></image>');
  });

  it('refuses what is not an SVG drawing', () => {
    expect(sanitizeSvg('<html><body>hi</body></html>')).toBeNull();
    expect(sanitizeSvg('not xml at all <')).toBeNull();
  });
});
