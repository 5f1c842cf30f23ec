// Matching Korean text regardless of spacing ("제2종 일반주거지역" = "제2종일반주거지역") while reporting where in the
// original text a match stands.

/** Maps a text to its form without whitespace (or `skip`), with each compact index's position in the original. */
export function compactForm(text: string, skip = /\s/): { compact: string; at: number[] } {
  let compact = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (skip.test(text[i]!)) continue;
    compact += text[i];
    at.push(i);
  }
  return { compact, at };
}
