// @ts-check
// A decompression bomb: a PDF of a megabyte whose streams inflate to gigabytes (a stream of zeros compressed at
// level 9, compressed again). Every reader would try to inflate it and run out of memory or time, so before any
// reader sees the file, each Flate stream is inflated here — layer after layer while the output is itself a zlib
// stream — against one budget for the whole file, and the file is refused as soon as the budget is spent.
// Statute PDFs expand four- to fivefold (the corpus: 1.4–7.5 MB); the budget is far above that.
import { constants, inflateSync } from 'node:zlib';

export const MAX_EXPANDED_BYTES = 256 * 2 ** 20;
/** A stream compressed more times than this is not a document's: it is refused too. */
const MAX_LAYERS = 4;
const STREAM = /stream\r?\n/g;

/** Whether bytes start like a zlib stream (CMF 0x78, a valid FCHECK). @param {Uint8Array} bytes */
const looksLikeZlib = (bytes) => bytes.length > 2 && bytes[0] === 0x78 && ((0x78 << 8) | (bytes[1] ?? 0)) % 31 === 0;

/**
 * Throws a PDF problem ('too-large') when the file's streams inflate beyond MAX_EXPANDED_BYTES in total.
 * @param {Uint8Array} data
 */
export function assertBoundedExpansion(data) {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const text = bytes.toString('latin1');
  let remaining = MAX_EXPANDED_BYTES;
  for (const match of text.matchAll(STREAM)) {
    let layer = bytes.subarray(match.index + match[0].length);
    for (let depth = 0; looksLikeZlib(layer); depth++) {
      if (depth >= MAX_LAYERS) throw tooLarge();
      try {
        // Partial output of a damaged stream is fine (a reader would see as much); what counts is its size.
        layer = inflateSync(layer, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: remaining + 1 });
      } catch (error) {
        if (error instanceof RangeError || /** @type {any} */ (error)?.code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
        break;
      }
      remaining -= layer.length;
      if (remaining < 0) throw tooLarge();
    }
  }
}

const tooLarge = () =>
  Object.assign(new Error(`the PDF expands beyond ${MAX_EXPANDED_BYTES / 2 ** 20} MB when its compressed streams are unpacked (a decompression bomb?): Geungeo does not read it`), { kind: 'too-large' });
