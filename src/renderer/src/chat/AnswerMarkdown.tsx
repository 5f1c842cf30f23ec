// An answer as Markdown, with its [n] markers as citation chips. Answers quote untrusted documents: react-markdown
// renders no raw HTML, rehype-sanitize strips anything unsafe that remains, and links are shown as text (the
// window never navigates to an address an answer wrote).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkBreaks from 'remark-breaks';
import type { Citation } from '../../../shared/contract';
import { CitationChip } from './CitationChip';

const CITE_HREF = '#cite-';

/** "[3]" and "[3][5]" become links the chip component recognises; markers that point at no passage stay text. */
export function linkCitations(text: string, known: ReadonlySet<number>): string {
  return text.replace(/\[(\d{1,3})\](?!\()/g, (marker, n: string) => (known.has(Number(n)) ? `[${n}](${CITE_HREF}${n})` : marker));
}

const AnswerCitations = createContext<{ byNumber: Map<number, Citation>; messageKey: string }>({ byNumber: new Map(), messageKey: '' });

function Link({ href, children }: { href?: string | undefined; children?: ReactNode }) {
  const { byNumber, messageKey } = useContext(AnswerCitations);
  const citation = href?.startsWith(CITE_HREF) ? byNumber.get(Number(href.slice(CITE_HREF.length))) : undefined;
  if (citation) return <CitationChip citation={citation} messageKey={messageKey} />;
  return <span className="link-text">{children}</span>;
}

// Module-level, so re-rendering (a hover, a streamed token) never remounts the chips under the pointer.
const COMPONENTS: Components = {
  a: ({ href, children }) => <Link href={href}>{children}</Link>,
  img: ({ alt }) => <span className="link-text">{alt}</span>,
};
const REHYPE = [rehypeSanitize];
// A line break is a line break: an extractive answer quotes an article's ①, ② and items one per line, and the
// "라이브러리에 없는 근거" line and its "추가할 것" line are two lines, not one run-on paragraph.
const REMARK = [remarkBreaks];

export function AnswerMarkdown({ text, citations, messageKey }: { text: string; citations: Citation[]; messageKey: string }) {
  const value = useMemo(() => ({ byNumber: new Map(citations.map((citation) => [citation.n, citation])), messageKey }), [citations, messageKey]);
  const markdown = useMemo(() => linkCitations(text, new Set(value.byNumber.keys())), [text, value]);
  return (
    <div className="markdown">
      <AnswerCitations.Provider value={value}>
        <Markdown remarkPlugins={REMARK} rehypePlugins={REHYPE} components={COMPONENTS}>
          {markdown}
        </Markdown>
      </AnswerCitations.Provider>
    </div>
  );
}
