// @ts-check
// HWP worker thread: reads one HWP/HWPX file at a time with kordoc (MIT) — to its text blocks and tables, or one of
// its pages to SVG — and answers with plain data. It runs under the pool's time and memory budget (pool.ts), so a
// hostile file can at worst cost this thread, never the app. kordoc is only ever given bytes, never a path: with a
// path (options.filePath) it may try the Hancom COM fallback for DRM'd files, which is no business of ours.
// Plain JavaScript, like the PDF thread: it needs no TypeScript loader wherever it runs.
import { parentPort } from 'node:worker_threads';
import { sanitizeSvg } from './sanitize-svg.mjs';

/** @typedef {import('./extraction').HwpBlock} HwpBlock */
/** @typedef {import('./extraction').HwpExtraction} HwpExtraction */
/** @typedef {import('./extraction').HwpFileType} HwpFileType */
/** @typedef {import('./extraction').HwpPageDrawing} HwpPageDrawing */

// No outbound traffic from kordoc (its OCR model download and watch webhooks; neither is used here).
process.env.KORDOC_OFFLINE = '1';

/** @type {Promise<typeof import('kordoc')> | null} */
let loading = null;
const kordoc = () => (loading ??= import('kordoc'));

/** Formats this thread reads; kordoc also reads PDF, Office and images, which go elsewhere or nowhere. */
const HWP_TYPES = new Set(['hwpx', 'hwp', 'hwp3']);

/**
 * @param {Uint8Array} data
 * @returns {Promise<HwpExtraction>}
 */
async function extract(data) {
  const k = await kordoc();
  const buffer = toArrayBuffer(data);
  const type = k.detectFormat(buffer);
  if (!HWP_TYPES.has(type)) throw failure('NOT_HWP', `the file is not an HWP or HWPX document (its content looks like ${type})`, type);
  const fileType = /** @type {HwpFileType} */ (type);
  const parser = fileType === 'hwpx' ? k.parseHwpx : fileType === 'hwp' ? k.parseHwp : k.parseHwp3;
  const result = await parser(buffer, {});
  if (!result.success) throw failure(result.code ?? 'PARSE_ERROR', result.error);
  return {
    fileType,
    pageMode: result.metadata?.pageMode === 'layout' ? 'layout' : 'section',
    pageCount: result.metadata?.pageCount ?? result.pageCount ?? 1,
    title: result.metadata?.title?.trim() || null,
    blocks: result.blocks.map(block),
    warnings: (result.warnings ?? []).map((warning) => ({ code: warning.code, message: warning.message, page: warning.page ?? null })),
  };
}

/**
 * @param {import('kordoc').IRBlock} source
 * @returns {HwpBlock}
 */
function block(source) {
  const table = source.table;
  return {
    type: source.type,
    text: source.text ?? '',
    level: source.level ?? null,
    page: source.pageNumber ?? null,
    table: table
      ? {
          rows: table.rows,
          cols: table.cols,
          cells: table.cells.map((row) => row.map((cell) => ({ text: cell.text ?? '', colSpan: cell.colSpan || 1, rowSpan: cell.rowSpan || 1, isHeader: cell.isHeader === true }))),
          caption: table.caption?.trim() || null,
        }
      : null,
    children: (source.children ?? []).map(block),
    footnote: source.footnoteText?.trim() || null,
  };
}

/**
 * One page as SVG. Files without Hancom's layout cache are laid out by kordoc's own reflow.
 * @param {Uint8Array} data
 * @param {number} page
 * @returns {Promise<HwpPageDrawing>}
 */
async function draw(data, page) {
  const k = await kordoc();
  const type = k.detectFormat(toArrayBuffer(data));
  if (!HWP_TYPES.has(type) || type === 'hwp3') throw failure('UNSUPPORTED_FORMAT', `kordoc draws HWPX and HWP 5 pages, not ${type}`);
  const { scene, pageSvgs } = await k.renderDocumentToScene(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { pages: [page], reflow: true });
  const raw = pageSvgs.get(page);
  if (!raw) throw failure('NO_PAGE', `the drawing has no page ${page}`);
  const svg = sanitizeSvg(raw);
  if (!svg) throw failure('PARSE_ERROR', 'the page drawing is not a usable SVG');
  return { svg, pageCount: scene.pages.length };
}

/** @param {Uint8Array} data */
function toArrayBuffer(data) {
  return /** @type {ArrayBuffer} */ (data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
}

/**
 * @param {string} code
 * @param {string} message
 * @param {string} [found]
 */
function failure(code, message, found) {
  return Object.assign(new Error(message), { code, found });
}

const port = parentPort;
if (port) {
  port.on('message', async (/** @type {{ id: number, job: 'parse' } | { id: number, job: 'draw', page: number }} */ message) => {
    const { id } = message;
    const data = /** @type {{ data: Uint8Array }} */ (/** @type {unknown} */ (message)).data;
    try {
      const value = message.job === 'parse' ? await extract(data) : await draw(data, message.page);
      port.postMessage({ id, ok: true, value });
    } catch (error) {
      const coded = /** @type {{ code?: unknown, found?: unknown }} */ (error ?? {});
      port.postMessage({
        id,
        ok: false,
        failure: {
          code: typeof coded.code === 'string' ? coded.code : 'INTERNAL',
          message: error instanceof Error ? error.message : String(error),
          found: typeof coded.found === 'string' ? coded.found : undefined,
        },
      });
    }
  });
}
