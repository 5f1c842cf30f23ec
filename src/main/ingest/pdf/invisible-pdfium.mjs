// @ts-check
// Text a PDF carries but nobody sees is not evidence: a line drawn in invisible render mode (3 Tr, or 7: clip
// only), clipped away (outside its clipping path or the page), or filled in the page's background colour (white
// on white, beige on a beige page). Such a line can plant a rule or an instruction no reviewer ever reads, so it
// is dropped at extraction and counted, and the ingest report says how many characters were left out.

/** FPDF_PAGEOBJ_PATH, FPDFTextObj render modes, and how close two colours must be to look the same. */
const PATH_OBJECT = 2;
const INVISIBLE_RENDER_MODES = new Set([3, 7]);
/** WCAG's contrast ratio between text and what lies behind it (1: none … 21: black on white); below this, text cannot be told from its ground. */
const UNREADABLE_CONTRAST = 1.25;
const WHITE = [255, 255, 255];
/** Glyphs smaller than this (in points) cannot be read on any screen or paper. */
const UNREADABLE_SIZE = 0.5;

/**
 * Reads what is needed to tell visible characters from hidden ones on one page, and returns the test.
 * @param {any} m  the PDFium module
 * @param {number} page
 * @param {number} scratch  at least 64 bytes of PDFium memory
 * @returns {{ hidden(textObject: number, x: number, y: number, size: number): boolean }}
 */
export function invisibility(m, page, scratch) {
  const w = m.wasmExports;
  const u32 = () => m.HEAPU32;
  const f32 = () => m.HEAPF32;
  const fill = (/** @type {number} */ object) =>
    w.FPDFPageObj_GetFillColor(object, scratch, scratch + 4, scratch + 8, scratch + 12) ? Array.from(u32().subarray(scratch >> 2, (scratch >> 2) + 4)) : null;

  // The page's visible area.
  let area = { left: 0, bottom: 0, right: w.FPDF_GetPageWidthF(page), top: w.FPDF_GetPageHeightF(page) };
  if (w.FPDF_GetPageBoundingBox(page, scratch)) {
    const [left, top, right, bottom] = f32().subarray(scratch >> 2, (scratch >> 2) + 4);
    area = { left: Math.min(left, right), bottom: Math.min(top, bottom), right: Math.max(left, right), top: Math.max(top, bottom) };
  }

  // What lies behind text: the filled paths drawn before it (in page order), each with its box and colour; white
  // paper below them all. (Boxes, not shapes: a glyph over a filled box is judged against that box's colour.)
  /** @type {{ order: number, left: number, bottom: number, right: number, top: number, colour: number[] }[]} */
  const fills = [];
  /** @type {Map<number, number>} */
  const orderOf = new Map();
  const objects = w.FPDFPage_CountObjects(page);
  for (let index = 0; index < objects; index++) {
    const object = w.FPDFPage_GetObject(page, index);
    orderOf.set(object, index);
    if (w.FPDFPageObj_GetType(object) !== PATH_OBJECT) continue;
    if (!w.FPDFPath_GetDrawMode(object, scratch, scratch + 4) || u32()[scratch >> 2] === 0) continue;
    if (!w.FPDFPageObj_GetBounds(object, scratch, scratch + 4, scratch + 8, scratch + 12)) continue;
    const [left, bottom, right, top] = f32().subarray(scratch >> 2, (scratch >> 2) + 4);
    const colour = fill(object);
    if (colour && colour[3] === 255 && (right - left) * (top - bottom) >= 4) fills.push({ order: index, left, bottom, right, top, colour: colour.slice(0, 3) });
  }
  const behind = (/** @type {number} */ order, /** @type {number} */ x, /** @type {number} */ y) => {
    for (let i = fills.length - 1; i >= 0; i--) {
      const box = fills[i];
      if (box && box.order < order && x >= box.left && x <= box.right && y >= box.bottom && y <= box.top) return box.colour;
    }
    return WHITE;
  };

  /** @type {Map<number, { invisible: boolean, clip: { left: number, bottom: number, right: number, top: number } | null }>} */
  const byObject = new Map();
  /** Judged once per text object, at its first character. */
  const describe = (/** @type {number} */ object, /** @type {number} */ x, /** @type {number} */ y) => {
    let known = byObject.get(object);
    if (known) return known;
    const mode = w.FPDFTextObj_GetTextRenderMode(object);
    const colour = fill(object);
    const transparent = colour !== null && colour[3] === 0;
    const ground = behind(orderOf.get(object) ?? objects, x, y);
    const blends = colour !== null && contrast(colour, ground) < UNREADABLE_CONTRAST;
    known = { invisible: INVISIBLE_RENDER_MODES.has(mode) || transparent || blends, clip: clipBox(m, object, scratch) };
    byObject.set(object, known);
    return known;
  };

  return {
    hidden(textObject, x, y, size) {
      if (size < UNREADABLE_SIZE) return true;
      if (x < area.left - 1 || x > area.right + 1 || y < area.bottom - 1 || y > area.top + 1) return true;
      const { invisible, clip } = describe(textObject, x, y);
      if (invisible) return true;
      return clip !== null && (x < clip.left - 1 || x > clip.right + 1 || y < clip.bottom - 1 || y > clip.top + 1);
    },
  };
}

/** Relative luminance of an sRGB colour (0–255 channels), as WCAG defines it. @param {number[]} rgb */
function luminance(rgb) {
  const [r, g, b] = rgb.slice(0, 3).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 1) + 0.7152 * (g ?? 1) + 0.0722 * (b ?? 1);
}

/** @param {number[]} a @param {number[]} b */
function contrast(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 1) + 0.05) / ((dark ?? 1) + 0.05);
}

/**
 * The box a text object's clipping paths leave visible (the intersection of their bounding boxes), or null when
 * it has none. A box, not the exact shape: text inside the box but outside a curved clip is kept.
 * @param {any} m @param {number} object @param {number} scratch
 */
function clipBox(m, object, scratch) {
  const w = m.wasmExports;
  const clip = w.FPDFPageObj_GetClipPath(object);
  if (!clip) return null;
  let box = { left: -Infinity, bottom: -Infinity, right: Infinity, top: Infinity };
  const paths = w.FPDFClipPath_CountPaths(clip);
  for (let path = 0; path < paths; path++) {
    const segments = w.FPDFClipPath_CountPathSegments(clip, path);
    if (segments <= 0) continue;
    let own = { left: Infinity, bottom: Infinity, right: -Infinity, top: -Infinity };
    for (let index = 0; index < segments; index++) {
      const segment = w.FPDFClipPath_GetPathSegment(clip, path, index);
      if (!segment || !w.FPDFPathSegment_GetPoint(segment, scratch, scratch + 4)) continue;
      const [x, y] = m.HEAPF32.subarray(scratch >> 2, (scratch >> 2) + 2);
      own = { left: Math.min(own.left, x), bottom: Math.min(own.bottom, y), right: Math.max(own.right, x), top: Math.max(own.top, y) };
    }
    box = { left: Math.max(box.left, own.left), bottom: Math.max(box.bottom, own.bottom), right: Math.min(box.right, own.right), top: Math.min(box.top, own.top) };
  }
  return box.left === -Infinity ? null : box;
}
