// @ts-check
// A page drawn by kordoc is SVG made from a file nobody vouches for. Before it goes to the window it is rebuilt from
// an allow-list: known drawing elements and attributes only, links only to places inside the drawing (#id) and
// pictures only as embedded raster data. Scripts, event handlers, foreignObject, style sheets, external references
// and anything unknown are dropped, so the SVG can be placed in the page without loosening the window's CSP.
// Plain JavaScript: it runs in the HWP worker thread, which loads no TypeScript tooling (see worker.mjs).
import { DOMParser } from '@xmldom/xmldom';

/** A page of a real regulation draws in well under 2 MB; a larger one is refused rather than parsed. */
export const MAX_SVG_CHARS = 16 * 1024 * 1024;
/** Deeper nesting than this is no page layout; cut off there (and bounded recursion). */
const MAX_DEPTH = 64;
/** Elements kept at most; a page has a few thousand. */
const MAX_ELEMENTS = 200_000;

const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'clipPath', 'symbol', 'use', 'rect', 'line', 'polyline', 'polygon', 'path', 'circle', 'ellipse',
  'text', 'tspan', 'image', 'linearGradient', 'radialGradient', 'stop',
]);

const ATTRIBUTES = new Set([
  'id', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'dx', 'dy', 'width', 'height', 'viewBox', 'points', 'd',
  'transform', 'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-linecap',
  'stroke-linejoin', 'stroke-opacity', 'opacity', 'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor',
  'textLength', 'lengthAdjust', 'dominant-baseline', 'letter-spacing', 'word-spacing', 'text-decoration', 'clip-path',
  'clipPathUnits', 'preserveAspectRatio', 'xml:space', 'offset', 'stop-color', 'stop-opacity', 'gradientUnits',
  'gradientTransform', 'href', 'xlink:href', 'data-page', 'data-kordoc-id', 'data-kordoc-type', 'data-kordoc-page',
]);

const INTERNAL_LINK = /^#[A-Za-z_][\w.-]*$/;
/** Pictures embedded as raster data only: an embedded SVG or HTML "picture" could carry its own references. */
const RASTER_DATA = /^data:image\/(png|jpeg|gif|bmp|webp);base64,[A-Za-z0-9+/=\s]*$/;
/** The only url(…) a value may hold: a reference to an element of this drawing (clip paths, gradients). */
const URL_REFERENCE = /url\(\s*([^)]*)\)/g;

/**
 * The SVG rebuilt from what is allowed, or null when it is not an SVG drawing at all.
 * @param {string} svg
 * @returns {string | null}
 */
export function sanitizeSvg(svg) {
  if (svg.length > MAX_SVG_CHARS) return null;
  let document;
  try {
    document = new DOMParser({ onError: () => undefined }).parseFromString(svg, 'image/svg+xml');
  } catch {
    return null;
  }
  const root = document.documentElement;
  if (!root || root.localName !== 'svg') return null;
  const budget = { elements: 0 };
  return element(/** @type {any} */ (root), 0, budget, true);
}

/**
 * @param {{ localName: string, attributes: ArrayLike<{ name: string, value: string }>, childNodes: ArrayLike<any> }} node
 * @param {number} depth
 * @param {{ elements: number }} budget
 * @param {boolean} isRoot
 * @returns {string}
 */
function element(node, depth, budget, isRoot) {
  const name = node.localName;
  if (!ELEMENTS.has(name) || depth > MAX_DEPTH || ++budget.elements > MAX_ELEMENTS) return '';
  let out = `<${name}`;
  if (isRoot) out += ' xmlns="http://www.w3.org/2000/svg"';
  for (let i = 0; i < node.attributes.length; i++) {
    const attribute = node.attributes[i];
    if (!attribute) continue;
    const value = allowedValue(name, attribute.name, attribute.value);
    if (value !== null) out += ` ${attribute.name === 'xlink:href' ? 'href' : attribute.name}="${escapeAttribute(value)}"`;
  }
  let inner = '';
  for (let i = 0; i < node.childNodes.length; i++) {
    const child = node.childNodes[i];
    if (child.nodeType === 1) inner += element(child, depth + 1, budget, false);
    // Text and CDATA are text; comments and processing instructions are dropped.
    else if (child.nodeType === 3 || child.nodeType === 4) inner += escapeText(child.data);
  }
  return `${out}>${inner}</${name}>`;
}

/**
 * @param {string} element
 * @param {string} name
 * @param {string} value
 * @returns {string | null}
 */
function allowedValue(element, name, value) {
  if (!ATTRIBUTES.has(name)) return null;
  if (name === 'href' || name === 'xlink:href') {
    if (element === 'use') return INTERNAL_LINK.test(value) ? value : null;
    if (element === 'image') return RASTER_DATA.test(value) ? value : null;
    return null;
  }
  // Anything that could name a resource outside the drawing: a url(…) that is not #id, or a scheme.
  for (const match of value.matchAll(URL_REFERENCE)) {
    const target = (match[1] ?? '').trim().replace(/^['"]|['"]$/g, '');
    if (!INTERNAL_LINK.test(target)) return null;
  }
  if (/javascript:|expression\s*\(|@import|[<>]/i.test(value)) return null;
  return value;
}

/** @param {string} text */
function escapeText(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** @param {string} text */
function escapeAttribute(text) {
  return escapeText(text).replace(/"/g, '&quot;');
}
