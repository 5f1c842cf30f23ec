// A file named .hwp or .hwpx is one of three containers, told by its first bytes: a ZIP (HWPX), an OLE compound
// file (HWP 5) or "HWP Document File" (HWP 3). Anything else is refused at once, before a reader thread is started —
// at the upload's door too — and said as what it is: a PDF renamed, or a file wrapped by a document-security (DRM)
// product, which cannot be read without its owner's software.
import type { ErrorReason } from '../../../shared/error-reasons';

const ZIP = Buffer.from('PK\u0003\u0004', 'latin1');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const HWP3 = Buffer.from('HWP Document File', 'latin1');

/**
 * Markers that Korean document-security products write at the start of a file they wrap (SoftCamp Document
 * Security's "SCDSA", Fasoo DRM's name, "DRMONE"): such a file is neither damaged nor another format.
 */
const DRM_WRAPPERS = /SCDSA|fasoo|DRMONE/i;

/** What people rename to .hwp/.hwpx, by its first bytes. */
const LOOKALIKES: ReadonlyArray<{ test: (head: Buffer) => boolean; looksLike: 'pdf' | 'image' | 'hwpml' }> = [
  { test: (head) => head.includes('%PDF-'), looksLike: 'pdf' },
  { test: (head) => head.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])) || (head[0] === 0xff && head[1] === 0xd8), looksLike: 'image' },
  { test: (head) => /^\s*<\?xml[\s\S]*<HWPML/i.test(head.toString('latin1')), looksLike: 'hwpml' },
];

/** Null for a file that starts like an HWP or HWPX; else why not, for the ingest report and the window. */
export function notAnHwp(data: Uint8Array): { message: string; reason: ErrorReason } | null {
  const head = Buffer.from(data.buffer, data.byteOffset, Math.min(data.byteLength, 1024));
  if (head.subarray(0, 4).equals(ZIP) || head.subarray(0, 8).equals(OLE) || head.subarray(0, HWP3.length).equals(HWP3)) return null;
  if (DRM_WRAPPERS.test(head.toString('latin1'))) {
    return { message: 'the file is wrapped by a document-security (DRM) product: ask its sender for an unprotected copy', reason: { id: 'hwp.drm' } };
  }
  const known = LOOKALIKES.find((lookalike) => lookalike.test(head));
  return {
    message: known
      ? `not an HWP or HWPX document: the file is ${known.looksLike} content with an HWP name — open it in the program that made it`
      : 'not an HWP or HWPX document: the file does not start like one; is it damaged, or another type renamed?',
    reason: { id: 'hwp.not-hwp', looksLike: known?.looksLike ?? null },
  };
}
