// A page as the text that was read from it (a Markdown or text file's virtual page, or an HWP/HWPX page that cannot
// be drawn), with the cited passage marked.
import { passageRanges } from './passage-match';

export function TextPage({ text, passage }: { text: string; passage: string | null }) {
  const ranges = passage ? passageRanges(text, passage) : [];
  const parts: Array<{ text: string; mark: boolean }> = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), mark: false });
    parts.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  parts.push({ text: text.slice(at), mark: false });
  return (
    <pre className="text-page">
      {parts.map((part, i) => (part.mark ? <mark key={i} className="hl">{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </pre>
  );
}
