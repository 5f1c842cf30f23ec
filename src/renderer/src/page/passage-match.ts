// Where a cited passage lies on a page. The chunk's text and the page's text layer split lines and spaces
// differently (and a chunk may start on the previous page), so both are compared without whitespace, in probes of
// a few characters: every probe found in order marks its stretch of the page.

const PROBE = 16;

/** Ranges [start, end) in `page` (NFC; its own indices, whitespace included) that the passage covers. */
export function passageRanges(page: string, passage: string): Array<[number, number]> {
  const { text: flatPage, index } = squeeze(page);
  const flatPassage = squeeze(passage.normalize('NFC')).text;
  if (!flatPage || flatPassage.length < 4) return [];
  const ranges: Array<[number, number]> = [];
  let from = 0;
  for (let start = 0; start < flatPassage.length; start += PROBE) {
    const probe = flatPassage.slice(start, start + PROBE);
    if (probe.length < Math.min(PROBE, 4)) break;
    const at = flatPage.indexOf(probe, from);
    if (at < 0) continue;
    const range: [number, number] = [index[at]!, index[at + probe.length - 1]! + 1];
    const last = ranges.at(-1);
    // Probes found next to each other (a short gap is a line break or a removed header) make one stretch.
    if (last && at - from <= PROBE) last[1] = range[1];
    else ranges.push(range);
    from = at + probe.length;
  }
  return ranges;
}

/** The text without whitespace, and for each of its characters the index it had. */
function squeeze(text: string): { text: string; index: number[] } {
  let out = '';
  const index: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (/\s/.test(char)) continue;
    out += char;
    index.push(i);
  }
  return { text: out, index };
}

/** Which of the pieces (text-layer spans, in order) overlap the ranges. */
export function piecesInRanges(pieces: readonly string[], ranges: ReadonlyArray<[number, number]>): number[] {
  const hits: number[] = [];
  let offset = 0;
  pieces.forEach((piece, i) => {
    const start = offset;
    const end = offset + piece.length;
    offset = end;
    if (piece.trim() && ranges.some(([a, b]) => a < end && b > start)) hits.push(i);
  });
  return hits;
}
