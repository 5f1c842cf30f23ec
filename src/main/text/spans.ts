// Text with some of its spans blanked: the same length, so every other span's offsets still hold.

/** The text with each span replaced by as many spaces. */
export function blankSpans(text: string, spans: readonly { start: number; end: number }[]): string {
  let out = text;
  for (const span of spans) out = `${out.slice(0, span.start)}${' '.repeat(span.end - span.start)}${out.slice(span.end)}`;
  return out;
}
