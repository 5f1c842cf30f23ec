// @ts-nocheck — byte-level parsing; under noUncheckedIndexedAccess every byte read would need a guard. The
// exported functions' JSDoc types still hold for their callers, and test/pdf-layout.test.ts covers the reader.
// A direct reader for the plainest kind of PDF text: a classic cross-reference table, Flate-compressed page
// contents, and composite fonts (Type0, Identity-H) that carry a ToUnicode map — what Chrome/Skia and many
// other producers write, and every PDF of the statute corpus. For those it is several times faster than PDFium
// or pdfjs (it only follows the text operators; no glyph is ever loaded). Anything else — another font kind,
// an object stream, a form XObject, an encryption dictionary, an unknown filter, a syntax it does not expect —
// makes it give up with `SimpleTextUnsupported`, and the file goes to PDFium (pdfium-text.mjs) as usual.
import { inflateSync } from 'node:zlib';
import { LineBuilder } from './visual-lines.mjs';

/** @typedef {import('./visual-lines.mjs').VisualLine} VisualLine */

export class SimpleTextUnsupported extends Error {}

/** Text lighter than this (0 black, 1 white) is left to PDFium to judge against its background. */
const LIGHT_TEXT = 0.8;

const unsupported = (/** @type {string} */ why) => new SimpleTextUnsupported(why);

// ---- Lexer (PDF syntax) ---------------------------------------------------------------------------------------

class Ref {
  /** @param {number} num */
  constructor(num) {
    this.num = num;
  }
}
class Name {
  /** @param {string} name */
  constructor(name) {
    this.name = name;
  }
}
class Op {
  /** @param {string} op */
  constructor(op) {
    this.op = op;
  }
}

const WS = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) WS[c] = 1;
const DELIM = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIM[c.charCodeAt(0)] = 1;

class Lexer {
  /** @param {Uint8Array} bytes @param {number} pos */
  constructor(bytes, pos = 0) {
    this.b = bytes;
    this.pos = pos;
  }

  skip() {
    const b = this.b;
    for (;;) {
      while (this.pos < b.length && WS[b[this.pos]]) this.pos++;
      if (b[this.pos] !== 0x25) return; // %
      while (this.pos < b.length && b[this.pos] !== 10 && b[this.pos] !== 13) this.pos++;
    }
  }

  /** The next object, or an Op for a bare keyword; undefined at the end. */
  next() {
    this.skip();
    const b = this.b;
    if (this.pos >= b.length) return undefined;
    const c = b[this.pos];
    if (c === 0x2f) {
      // /Name
      let end = ++this.pos;
      while (end < b.length && !WS[b[end]] && !DELIM[b[end]]) end++;
      let name = latin1(b, this.pos, end);
      if (name.includes('#')) name = name.replace(/#([0-9a-fA-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
      this.pos = end;
      return new Name(name);
    }
    if (c === 0x28) return this.literal();
    if (c === 0x3c) {
      if (b[this.pos + 1] === 0x3c) {
        this.pos += 2;
        return this.dict();
      }
      return this.hex();
    }
    if (c === 0x5b) {
      this.pos++;
      const array = [];
      for (;;) {
        this.skip();
        if (b[this.pos] === 0x5d) {
          this.pos++;
          return array;
        }
        const item = this.next();
        if (item === undefined || item instanceof Op) throw unsupported('bad array');
        array.push(this.maybeRef(item));
      }
    }
    if (c === 0x5d || c === 0x3e || c === 0x7b || c === 0x7d || c === 0x29) throw unsupported('unexpected delimiter');
    if ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e) return this.number();
    let end = this.pos;
    while (end < b.length && !WS[b[end]] && !DELIM[b[end]]) end++;
    const word = latin1(b, this.pos, end);
    this.pos = end;
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return new Op(word);
  }

  /** A number, read straight from the bytes (content streams are mostly numbers). */
  number() {
    const b = this.b;
    let pos = this.pos;
    let sign = 1;
    if (b[pos] === 0x2d) {
      sign = -1;
      pos++;
    } else if (b[pos] === 0x2b) pos++;
    let value = 0;
    let digits = 0;
    while (b[pos] >= 0x30 && b[pos] <= 0x39) {
      value = value * 10 + (b[pos++] - 0x30);
      digits++;
    }
    if (b[pos] === 0x2e) {
      pos++;
      let scale = 1;
      while (b[pos] >= 0x30 && b[pos] <= 0x39) {
        scale /= 10;
        value += (b[pos++] - 0x30) * scale;
        digits++;
      }
    }
    if (digits === 0 || (pos < b.length && !WS[b[pos]] && !DELIM[b[pos]])) throw unsupported('bad number');
    this.pos = pos;
    return sign * value;
  }

  /** After a number: "n g R" makes a reference (only inside dictionaries and arrays). @param {unknown} item */
  maybeRef(item) {
    if (typeof item !== 'number' || !Number.isInteger(item)) return item;
    const save = this.pos;
    const isDigit = () => {
      this.skip();
      const c = this.b[this.pos];
      return c !== undefined && c >= 0x30 && c <= 0x39;
    };
    if (isDigit()) {
      const generation = this.next();
      this.skip();
      if (typeof generation === 'number' && this.b[this.pos] === 0x52 && (this.pos + 1 >= this.b.length || WS[this.b[this.pos + 1]] || DELIM[this.b[this.pos + 1]])) {
        this.pos++;
        return new Ref(item);
      }
    }
    this.pos = save;
    return item;
  }

  dict() {
    /** @type {Record<string, unknown>} */
    const dict = {};
    for (;;) {
      this.skip();
      if (this.b[this.pos] === 0x3e && this.b[this.pos + 1] === 0x3e) {
        this.pos += 2;
        return dict;
      }
      const key = this.next();
      if (!(key instanceof Name)) throw unsupported('bad dictionary');
      const value = this.next();
      if (value === undefined || value instanceof Op) throw unsupported('bad dictionary value');
      dict[key.name] = this.maybeRef(value);
    }
  }

  hex() {
    const b = this.b;
    const out = [];
    let high = -1;
    for (this.pos++; this.pos < b.length && b[this.pos] !== 0x3e; this.pos++) {
      const c = b[this.pos];
      const nibble = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : WS[c] ? -1 : -2;
      if (nibble === -2) throw unsupported('bad hex string');
      if (nibble < 0) continue;
      if (high < 0) high = nibble;
      else {
        out.push((high << 4) | nibble);
        high = -1;
      }
    }
    if (high >= 0) out.push(high << 4);
    this.pos++;
    return Uint8Array.from(out);
  }

  literal() {
    const b = this.b;
    const out = [];
    let depth = 0;
    this.pos++;
    for (;;) {
      if (this.pos >= b.length) throw unsupported('unterminated string');
      const c = b[this.pos++];
      if (c === 0x29) {
        if (depth === 0) break;
        depth--;
      } else if (c === 0x28) depth++;
      else if (c === 0x5c) {
        const e = b[this.pos++];
        const simple = { 0x6e: 10, 0x72: 13, 0x74: 9, 0x62: 8, 0x66: 12, 0x28: 0x28, 0x29: 0x29, 0x5c: 0x5c }[e];
        if (simple !== undefined) out.push(simple);
        else if (e >= 0x30 && e <= 0x37) {
          let value = e - 0x30;
          for (let i = 0; i < 2 && b[this.pos] >= 0x30 && b[this.pos] <= 0x37; i++) value = value * 8 + (b[this.pos++] - 0x30);
          out.push(value & 0xff);
        } else if (e === 13) {
          if (b[this.pos] === 10) this.pos++;
        } else if (e !== 10) out.push(e);
        continue;
      }
      out.push(c);
    }
    return Uint8Array.from(out);
  }
}

/** @param {Uint8Array} b @param {number} start @param {number} end */
function latin1(b, start, end) {
  if (end - start <= 16) {
    let s = '';
    for (let i = start; i < end; i++) s += String.fromCharCode(b[i]);
    return s;
  }
  return Buffer.from(b.buffer, b.byteOffset + start, end - start).toString('latin1');
}

// ---- Document -------------------------------------------------------------------------------------------------

class Document {
  /** @param {Uint8Array} data */
  constructor(data) {
    this.b = data;
    /** @type {Map<number, number>} object number → byte offset */
    this.offsets = new Map();
    /** @type {Map<number, unknown>} */
    this.cache = new Map();
    this.trailer = this.readXref();
  }

  readXref() {
    const b = this.b;
    const tail = latin1(b, Math.max(0, b.length - 1024), b.length);
    const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
    if (!match) throw unsupported('no startxref');
    /** @type {Record<string, unknown> | null} */
    let trailer = null;
    let offset = Number(match[1]);
    const seen = new Set();
    while (offset >= 0 && !seen.has(offset)) {
      seen.add(offset);
      const lexer = new Lexer(b, offset);
      const keyword = lexer.next();
      if (!(keyword instanceof Op) || keyword.op !== 'xref') throw unsupported('cross-reference stream');
      for (;;) {
        const first = lexer.next();
        if (first instanceof Op && first.op === 'trailer') break;
        const count = lexer.next();
        if (typeof first !== 'number' || typeof count !== 'number') throw unsupported('bad xref');
        lexer.skip();
        for (let i = 0; i < count; i++) {
          const line = latin1(b, lexer.pos, lexer.pos + 20);
          const entry = /^(\d{10}) (\d{5}) ([nf])/.exec(line);
          if (!entry) throw unsupported('bad xref entry');
          if (entry[3] === 'n' && !this.offsets.has(first + i)) this.offsets.set(first + i, Number(entry[1]));
          lexer.pos += 20;
          lexer.skip();
        }
      }
      const dict = /** @type {Record<string, unknown>} */ (lexer.next());
      trailer ??= dict;
      if (dict.XRefStm !== undefined) throw unsupported('hybrid xref');
      offset = typeof dict.Prev === 'number' ? dict.Prev : -1;
    }
    if (!trailer || trailer.Encrypt !== undefined) throw unsupported('encrypted or no trailer');
    return trailer;
  }

  /** @param {unknown} value */
  get(value) {
    if (!(value instanceof Ref)) return value;
    if (this.cache.has(value.num)) return this.cache.get(value.num);
    const offset = this.offsets.get(value.num);
    if (offset === undefined) throw unsupported('missing object');
    const lexer = new Lexer(this.b, offset);
    const num = lexer.next();
    lexer.next();
    const obj = lexer.next();
    if (num !== value.num || !(obj instanceof Op) || obj.op !== 'obj') throw unsupported('bad object header');
    let result = lexer.maybeRef(lexer.next());
    lexer.skip();
    if (result && typeof result === 'object' && !(result instanceof Uint8Array) && !Array.isArray(result) && latin1(this.b, lexer.pos, lexer.pos + 6) === 'stream') {
      let start = lexer.pos + 6;
      if (this.b[start] === 13) start++;
      if (this.b[start] === 10) start++;
      const dict = /** @type {Record<string, unknown>} */ (result);
      const length = this.get(dict.Length);
      if (typeof length !== 'number') throw unsupported('stream length');
      result = { dict, raw: this.b.subarray(start, start + length) };
    }
    this.cache.set(value.num, result);
    return result;
  }

  /** @param {unknown} value @returns {Record<string, any>} */
  dict(value) {
    const d = this.get(value);
    if (!d || typeof d !== 'object' || Array.isArray(d) || d instanceof Uint8Array || 'raw' in d) throw unsupported('expected a dictionary');
    return /** @type {Record<string, any>} */ (d);
  }

  /** Decoded bytes of a stream object. @param {unknown} value */
  stream(value) {
    const s = /** @type {any} */ (this.get(value));
    if (!s || !(s.raw instanceof Uint8Array)) throw unsupported('expected a stream');
    const filter = this.get(s.dict.Filter);
    if (filter === undefined || filter === null) return s.raw;
    const name = Array.isArray(filter) && filter.length === 1 ? filter[0] : filter;
    if (!(name instanceof Name) || name.name !== 'FlateDecode' || s.dict.DecodeParms !== undefined) throw unsupported('filter');
    // A bound, so that a compression bomb is given up on (PDFium then has its own go) rather than filling memory.
    return new Uint8Array(inflateSync(s.raw, { maxOutputLength: 256 * 2 ** 20 }));
  }

  /** @returns {Record<string, any>[]} page dictionaries, with inherited Resources and MediaBox filled in */
  pages() {
    const root = this.dict(this.trailer.Root);
    /** @type {Record<string, any>[]} */
    const out = [];
    const visited = new Set();
    /** @param {unknown} node @param {any} resources @param {any} box @param {number} depth */
    const walk = (node, resources, box, depth) => {
      if (depth > 64) throw unsupported('page tree too deep');
      if (node instanceof Ref) {
        if (visited.has(node.num)) throw unsupported('page tree cycle');
        visited.add(node.num);
      }
      const d = this.dict(node);
      const res = d.Resources ?? resources;
      const media = d.MediaBox ?? box;
      const type = d.Type instanceof Name ? d.Type.name : '';
      if (type === 'Pages' || Array.isArray(this.get(d.Kids))) {
        for (const kid of /** @type {unknown[]} */ (this.get(d.Kids))) walk(kid, res, media, depth + 1);
      } else out.push({ ...d, Resources: res, MediaBox: media });
    };
    walk(root.Pages, undefined, undefined, 0);
    return out;
  }
}

// ---- Fonts ----------------------------------------------------------------------------------------------------

/**
 * A Type0 font with Identity-H encoding (two-byte codes) and a ToUnicode map: the only kind read here.
 * @typedef {{ unicode: Map<number, string>, widths: Map<number, number>, defaultWidth: number }} Font
 */

/** @param {Document} doc @param {unknown} ref @returns {Font} */
function loadFont(doc, ref) {
  const d = doc.dict(ref);
  const subtype = d.Subtype instanceof Name ? d.Subtype.name : '';
  const encoding = doc.get(d.Encoding);
  if (subtype !== 'Type0' || !(encoding instanceof Name) || encoding.name !== 'Identity-H' || d.ToUnicode === undefined) throw unsupported('font kind');
  const descendants = /** @type {unknown[]} */ (doc.get(d.DescendantFonts));
  const cid = doc.dict(descendants[0]);
  const widths = new Map();
  const w = /** @type {unknown[] | undefined} */ (doc.get(cid.W));
  if (w) {
    for (let i = 0; i < w.length; ) {
      const first = /** @type {number} */ (doc.get(w[i]));
      const next = doc.get(w[i + 1]);
      if (Array.isArray(next)) {
        next.forEach((width, k) => widths.set(first + k, /** @type {number} */ (doc.get(width))));
        i += 2;
      } else {
        const last = /** @type {number} */ (next);
        const width = /** @type {number} */ (doc.get(w[i + 2]));
        if (last - first > 65536) throw unsupported('width range');
        for (let c = first; c <= last; c++) widths.set(c, width);
        i += 3;
      }
    }
  }
  const dw = doc.get(cid.DW);
  return { unicode: toUnicode(doc.stream(d.ToUnicode)), widths, defaultWidth: typeof dw === 'number' ? dw : 1000 };
}

/** A ToUnicode CMap with two-byte codes. @param {Uint8Array} bytes */
function toUnicode(bytes) {
  const map = new Map();
  const lexer = new Lexer(bytes);
  /** @type {unknown[]} */
  const stack = [];
  const code = (/** @type {unknown} */ v) => {
    if (!(v instanceof Uint8Array) || v.length !== 2) throw unsupported('cmap code');
    return (v[0] << 8) | v[1];
  };
  const text = (/** @type {unknown} */ v) => {
    if (!(v instanceof Uint8Array)) throw unsupported('cmap value');
    // Fonts often map Hanja to the look-alike Kangxi radicals (⾮ U+2FAE for 非): read them as the ideographs,
    // as PDFium does.
    return utf16be(v).replace(KANGXI, (radical) => radical.normalize('NFKC'));
  };
  for (let token = lexer.next(); token !== undefined; token = lexer.next()) {
    if (!(token instanceof Op)) {
      stack.push(token);
      continue;
    }
    if (token.op === 'endbfchar') {
      for (let i = 0; i + 1 < stack.length; i += 2) map.set(code(stack[i]), text(stack[i + 1]));
    } else if (token.op === 'endbfrange') {
      for (let i = 0; i + 2 < stack.length; i += 3) {
        const low = code(stack[i]);
        const high = code(stack[i + 1]);
        const target = stack[i + 2];
        if (high - low > 65536) throw unsupported('cmap range');
        if (Array.isArray(target)) for (let c = low; c <= high; c++) map.set(c, text(target[c - low]));
        else {
          const start = /** @type {Uint8Array} */ (target);
          if (!(start instanceof Uint8Array) || start.length < 2) throw unsupported('cmap range value');
          const last = (start[start.length - 2] << 8) | start[start.length - 1];
          const prefix = utf16be(start.subarray(0, start.length - 2));
          for (let c = low; c <= high; c++) map.set(c, prefix + String.fromCharCode(last + (c - low)));
        }
      }
    } else if (token.op === 'endcodespacerange') {
      for (const v of stack) if (!(v instanceof Uint8Array) || v.length !== 2) throw unsupported('code space');
    }
    if (token.op.startsWith('end') || token.op.startsWith('begin') || token.op === 'def') stack.length = 0;
  }
  return map;
}

const KANGXI = /[\u2e80-\u2fdf]/g;

/** @param {Uint8Array} v */
function utf16be(v) {
  let s = '';
  for (let i = 0; i + 1 < v.length; i += 2) s += String.fromCharCode((v[i] << 8) | v[i + 1]);
  return s;
}

// ---- Content streams ------------------------------------------------------------------------------------------

/** 2-D affine matrices [a b c d e f], as in PDF. @param {number[]} m @param {number[]} n  m × n */
function multiply(m, n) {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

/**
 * The visual lines of one page: each glyph's origin and advance from the text state, its text from ToUnicode.
 * Text that could not be seen — outside the page or its clipping rectangle — makes the reader give up, so that
 * PDFium reads the page and leaves it out (invisible-pdfium.mjs).
 * @param {Document} doc @param {Record<string, any>} page @param {Map<unknown, Font>} fonts @param {number[]} box the MediaBox
 */
function pageLines(doc, page, fonts, box) {
  const resources = page.Resources === undefined ? {} : doc.dict(page.Resources);
  const fontDict = resources.Font === undefined ? {} : doc.dict(resources.Font);
  const contents = doc.get(page.Contents);
  /** @type {Uint8Array[]} */
  const parts = (Array.isArray(contents) ? contents : contents === undefined ? [] : [page.Contents]).map((part) => doc.stream(part));
  const content = parts.length === 1 ? parts[0] : Buffer.concat(parts.flatMap((p) => [p, Buffer.from('\n')]));
  const builder = new LineBuilder();
  const lexer = new Lexer(content);
  /** @type {unknown[]} */
  const args = [];
  let ctm = [1, 0, 0, 1, 0, 0];
  /** q/Q save the matrix and the text state parameters. @type {any[]} */
  const saved = [];
  let tm = [1, 0, 0, 1, 0, 0];
  let tlm = tm;
  /** @type {Font | null} */
  let font = null;
  let fontSize = 0;
  let charSpace = 0;
  let scale = 1;
  let leading = 0;
  let rise = 0;
  /** The fill colour's lightness (0 black … 1 white), from rg, g or k. */
  let lightness = 0;
  /** The visible box: the page, narrowed by rectangular clips (W / W* after re); q/Q save it. */
  let clip = { left: Math.min(box[0], box[2]), bottom: Math.min(box[1], box[3]), right: Math.max(box[0], box[2]), top: Math.max(box[1], box[3]) };
  /** The bounding box of the path being built, in device space, while it is made of rectangles only. */
  /** @type {{ left: number, bottom: number, right: number, top: number } | null} */
  let path = null;
  let pathIsRectangles = true;
  let clipping = false;

  /** @param {Uint8Array} bytes */
  const show = (bytes) => {
    if (!font) throw unsupported('text without font');
    // Light text may be invisible on its page (white on white): PDFium judges it against what lies behind.
    if (lightness > LIGHT_TEXT) throw unsupported('light text');
    if (bytes.length % 2 !== 0) throw unsupported('odd code length');
    for (let i = 0; i < bytes.length; i += 2) {
      const code = (bytes[i] << 8) | bytes[i + 1];
      const trm = multiply([fontSize * scale, 0, 0, fontSize, 0, rise], multiply(tm, ctm));
      const x = trm[4];
      const y = trm[5];
      const size = Math.hypot(trm[2], trm[3]) || 1;
      const width = (font.widths.get(code) ?? font.defaultWidth) / 1000;
      let str = font.unicode.get(code);
      if (str === undefined) throw unsupported('glyph without Unicode');
      // Control characters some maps give for blank glyphs read as spaces, as PDFium reads them.
      if (str.length === 1 && str.charCodeAt(0) < 0x20) str = ' ';
      if (x < clip.left - 1 || x > clip.right + 1 || y < clip.bottom - 1 || y > clip.top + 1) throw unsupported('text outside the visible box');
      const right = x + width * trm[0];
      const line = builder.current;
      // Blank glyphs never start a line (PDFium drops them; layout would trim them anyway).
      const startsLine = !line || Math.abs(y - line.y) > 0.5 * Math.max(size, line.size);
      const blank = str.trim() === '';
      if (str !== '' && !(blank && startsLine)) builder.add(str, x, y, blank ? x : right, size);
      const advance = (width * fontSize + charSpace) * scale;
      tm = [tm[0], tm[1], tm[2], tm[3], advance * tm[0] + tm[4], advance * tm[1] + tm[5]];
    }
  };
  const nextLine = (/** @type {number} */ tx, /** @type {number} */ ty) => {
    tlm = [tlm[0], tlm[1], tlm[2], tlm[3], tx * tlm[0] + ty * tlm[2] + tlm[4], tx * tlm[1] + ty * tlm[3] + tlm[5]];
    tm = tlm;
  };
  const num = (/** @type {number} */ i) => {
    const v = args[i];
    if (typeof v !== 'number') throw unsupported('operand');
    return v;
  };

  for (let token = lexer.next(); token !== undefined; token = lexer.next()) {
    if (!(token instanceof Op)) {
      args.push(token);
      continue;
    }
    switch (token.op) {
      case 'q':
        saved.push({ ctm, font, fontSize, charSpace, scale, leading, rise, lightness, clip });
        break;
      case 'Q': {
        const state = saved.pop();
        if (state) ({ ctm, font, fontSize, charSpace, scale, leading, rise, lightness, clip } = state);
        break;
      }
      case 'cm':
        ctm = multiply([num(0), num(1), num(2), num(3), num(4), num(5)], ctm);
        break;
      case 'BT':
        tm = tlm = [1, 0, 0, 1, 0, 0];
        break;
      case 'ET':
        break;
      case 'Tf': {
        const name = args[0];
        if (!(name instanceof Name)) throw unsupported('Tf');
        const ref = fontDict[name.name];
        if (ref === undefined) throw unsupported('unknown font');
        const key = ref instanceof Ref ? ref.num : ref;
        let loaded = fonts.get(key);
        if (!loaded) fonts.set(key, (loaded = loadFont(doc, ref)));
        font = loaded;
        fontSize = num(1);
        break;
      }
      case 'Tm':
        tm = tlm = [num(0), num(1), num(2), num(3), num(4), num(5)];
        break;
      case 'Td':
        nextLine(num(0), num(1));
        break;
      case 'TD':
        leading = -num(1);
        nextLine(num(0), num(1));
        break;
      case 'T*':
        nextLine(0, -leading);
        break;
      case 'TL':
        leading = num(0);
        break;
      case 'Tc':
        charSpace = num(0);
        break;
      case 'Tw':
        // Word spacing applies to the single-byte code 32 only: never, with two-byte codes.
        break;
      case 'Tz':
        scale = num(0) / 100;
        break;
      case 'Ts':
        rise = num(0);
        break;
      case 'Tj':
        if (!(args[0] instanceof Uint8Array)) throw unsupported('Tj');
        show(args[0]);
        break;
      case "'":
        nextLine(0, -leading);
        if (!(args[0] instanceof Uint8Array)) throw unsupported("'");
        show(args[0]);
        break;
      case '"':
        charSpace = num(1);
        nextLine(0, -leading);
        if (!(args[2] instanceof Uint8Array)) throw unsupported('"');
        show(args[2]);
        break;
      case 'TJ': {
        const items = args[0];
        if (!Array.isArray(items)) throw unsupported('TJ');
        for (const item of items) {
          if (item instanceof Uint8Array) show(item);
          else if (typeof item === 'number') {
            const shift = (-item / 1000) * fontSize * scale;
            tm = [tm[0], tm[1], tm[2], tm[3], shift * tm[0] + tm[4], shift * tm[1] + tm[5]];
          } else throw unsupported('TJ item');
        }
        break;
      }
      case 'Do': {
        const name = args[0];
        const xobjects = resources.XObject === undefined ? {} : doc.dict(resources.XObject);
        const xobject = name instanceof Name ? /** @type {any} */ (doc.get(xobjects[name.name])) : null;
        const subtype = xobject?.dict?.Subtype;
        if (!(subtype instanceof Name) || subtype.name !== 'Image') throw unsupported('form XObject');
        break;
      }
      case 'rg':
        lightness = Math.min(num(0), num(1), num(2));
        break;
      case 'g':
        lightness = num(0);
        break;
      case 'k':
        lightness = (1 - Math.max(num(0), num(1), num(2), num(3)));
        break;
      case 'Tr':
        // Render modes other than plain fill (3: invisible, 7: clip only, outlines): left to PDFium, which sees them.
        if (num(0) !== 0) throw unsupported('text render mode');
        break;
      case 're': {
        const [x, y, w, h] = [num(0), num(1), num(2), num(3)];
        const corners = [[x, y], [x + w, y], [x, y + h], [x + w, y + h]].map(([px, py]) => [ctm[0] * px + ctm[2] * py + ctm[4], ctm[1] * px + ctm[3] * py + ctm[5]]);
        const xs = corners.map((corner) => corner[0]);
        const ys = corners.map((corner) => corner[1]);
        const rect = { left: Math.min(...xs), bottom: Math.min(...ys), right: Math.max(...xs), top: Math.max(...ys) };
        path = path ? { left: Math.min(path.left, rect.left), bottom: Math.min(path.bottom, rect.bottom), right: Math.max(path.right, rect.right), top: Math.max(path.top, rect.top) } : rect;
        break;
      }
      case 'm':
      case 'l':
      case 'c':
      case 'v':
      case 'y':
        pathIsRectangles = false;
        break;
      case 'W':
      case 'W*':
        clipping = true;
        break;
      case 'n':
      case 'f':
      case 'F':
      case 'f*':
      case 'S':
      case 's':
      case 'B':
      case 'B*':
      case 'b':
      case 'b*':
        if (clipping) {
          // Only rectangles are followed; any other clip is PDFium's to apply.
          if (!path || !pathIsRectangles) throw unsupported('clip path');
          clip = { left: Math.max(clip.left, path.left), bottom: Math.max(clip.bottom, path.bottom), right: Math.min(clip.right, path.right), top: Math.min(clip.top, path.top) };
        }
        path = null;
        pathIsRectangles = true;
        clipping = false;
        break;
      // Colours given by colour space are not read here: light text may hide on its page, so PDFium judges it.
      case 'sc':
      case 'scn':
      case 'BI':
      case 'd0':
      case 'd1':
        throw unsupported(token.op);
      default:
        // Path, colour, clipping, marked-content and graphics-state operators carry no text.
        break;
    }
    args.length = 0;
  }
  return builder.finish();
}

/**
 * @param {Uint8Array} data
 * @param {{ onOpen?: (pages: number) => void, onPage: (page: number, pages: number) => void }} options
 * @returns {{ pageCount: number, pageWidth: number, pages: VisualLine[][], title: string | null }}
 * @throws {SimpleTextUnsupported} when the file is not of the simple kind (then nothing was reported yet)
 */
export function extractSimpleText(data, options) {
  const doc = new Document(data);
  const pageDicts = doc.pages();
  options.onOpen?.(pageDicts.length);
  const fonts = new Map();
  let pageWidth = 0;
  // Every page is read before any is reported: a file given up on halfway goes to PDFium without a trace.
  const pages = pageDicts.map((page) => {
    const box = /** @type {unknown[]} */ (doc.get(page.MediaBox)).map((v) => /** @type {number} */ (doc.get(v)));
    if (box.length !== 4 || (page.Rotate !== undefined && doc.get(page.Rotate) !== 0)) throw unsupported('page box or rotation');
    pageWidth = Math.max(pageWidth, Math.abs(box[2] - box[0]));
    return pageLines(doc, page, fonts, box);
  });
  pages.forEach((_, index) => options.onPage(index + 1, pages.length));
  const info = doc.trailer.Info === undefined ? null : doc.dict(doc.trailer.Info);
  const rawTitle = info ? doc.get(info.Title) : undefined;
  const title = rawTitle instanceof Uint8Array ? decodeText(rawTitle).trim() || null : null;
  return { pageCount: pages.length, pageWidth, pages, title };
}

/** A PDF text string: UTF-16BE with a byte-order mark, else (close enough for titles) Latin-1. @param {Uint8Array} v */
function decodeText(v) {
  if (v[0] === 0xfe && v[1] === 0xff) return utf16be(v.subarray(2));
  return Buffer.from(v).toString('latin1');
}
