// Where a cited passage lies on a page. The chunk's text and the page's text layer split lines and spaces
// differently (and a passage may start on the previous page or run on to the next), so both are compared without
// whitespace, in probes of a few characters. A probe can also be found where the passage is not — statutes repeat
// their boilerplate ("…도시ㆍ군계획조례가 정하는 비율 이하로 한다") from paragraph to paragraph — so the probes
// that mark the page are the longest chain found in the passage's order, not the first place each one occurs: on a
// page the passage runs on to, its head's boilerplate found further down cannot hide its tail at the top.

const PROBE = 16;

interface Found {
  /** Which probe (its order in the passage). */
  probe: number;
  /** Where on the page, without whitespace. */
  at: number;
  length: number;
}

/** Ranges [start, end) in `page` (NFC; its own indices, whitespace included) that the passage covers. */
export function passageRanges(page: string, passage: string): Array<[number, number]> {
  const { text: flatPage, index } = squeeze(page);
  const flatPassage = squeeze(passage.normalize('NFC')).text;
  if (!flatPage || flatPassage.length < 4) return [];
  const found: Found[] = [];
  for (let start = 0, probe = 0; start < flatPassage.length; start += PROBE, probe++) {
    const text = flatPassage.slice(start, start + PROBE);
    if (text.length < Math.min(PROBE, 4)) break;
    for (let at = flatPage.indexOf(text); at >= 0; at = flatPage.indexOf(text, at + 1)) found.push({ probe, at, length: text.length });
  }
  const ranges: Array<[number, number]> = [];
  let end = 0;
  for (const { at, length } of longestChain(found)) {
    const range: [number, number] = [index[at]!, index[at + length - 1]! + 1];
    const last = ranges.at(-1);
    // Probes found next to each other (a short gap is a line break or a removed header) make one stretch.
    if (last && at - end <= PROBE) last[1] = range[1];
    else ranges.push(range);
    end = at + length;
  }
  return ranges;
}

/** The longest sequence of finds in the passage's order and the page's, each after the one before (found in probe order). */
function longestChain(found: readonly Found[]): Found[] {
  const length = found.map(() => 1);
  const previous = found.map(() => -1);
  for (let b = 0; b < found.length; b++) {
    for (let a = 0; a < b; a++) {
      const follows = found[a]!.probe < found[b]!.probe && found[a]!.at + found[a]!.length <= found[b]!.at;
      if (follows && length[a]! + 1 > length[b]!) {
        length[b] = length[a]! + 1;
        previous[b] = a;
      }
    }
  }
  let tail = length.indexOf(Math.max(0, ...length));
  const chain: Found[] = [];
  for (; tail >= 0; tail = previous[tail]!) chain.unshift(found[tail]!);
  return chain;
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
