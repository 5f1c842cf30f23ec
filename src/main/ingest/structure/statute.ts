// Reads the structure of a Korean statute from its lines: parts (편/장/절/관), 부칙 sections and articles.
// A line that looks like an article heading only counts if article numbers keep increasing, which tells a real
// heading from a cross-reference that a PDF line happened to start with.
import type { SourceLine } from '../types';
import { annexRelation, isAddendaHeading, parseAnnexHeading, parseArticleHeading, parsePartHeading, type PartHeading } from './markers';

export interface ArticleSection {
  /** '제84조', '제84조의2'; inside 부칙: '부칙 제1조'; an annex: '별표 5'. Null for text before the first article. */
  article: string | null;
  title: string | null;
  /** The heading as it opens every chunk of the article: '제84조(용도지역안에서의 건폐율)'. */
  heading: string | null;
  /** '제6장 용도지역ㆍ용도지구 및 용도구역에서의 행위 제한 > 제1절 …', or the 부칙 line. */
  chapter: string | null;
  headingLine: SourceLine | null;
  lines: SourceLine[];
}

export interface StatuteStructure {
  sections: ArticleSection[];
  articleCount: number;
  /** Annexes (별표) and forms (별지): sections of their own, after the articles or as a whole file. */
  annexCount: number;
}

const PART_ORDER: PartHeading['kind'][] = ['편', '장', '절', '관'];

export function readStatute(lines: readonly SourceLine[]): StatuteStructure {
  const sections: ArticleSection[] = [];
  const parts = new Map<PartHeading['kind'], string>();
  let addenda: string | null = null;
  let lastKey = -1;
  let articleCount = 0;
  let annexCount = 0;
  /** Once annexes begin, "제N조 …" at a line's start is a reference in an annex, never an article heading. */
  let inAnnexes = false;
  /** An annex heading without its title ("■ … [별표 5] <개정 …>"): the next line is the title. */
  let titlePending = false;
  let current: ArticleSection = emptySection(null);

  const chapter = () => addenda ?? ([...PART_ORDER].map((kind) => parts.get(kind)).filter(Boolean).join(' > ') || null);
  const close = () => {
    if (current.lines.length > 0 || current.headingLine) sections.push(current);
  };

  for (const line of lines) {
    const text = line.text;
    const annex = parseAnnexHeading(text);
    if (annex) {
      close();
      annexCount++;
      inAnnexes = true;
      titlePending = annex.rest === '';
      current = annexSection(annex.label, annex.rest, line);
      continue;
    }
    if (titlePending) {
      titlePending = false;
      if (text.trim() !== '' && parseArticleHeading(text) === null) {
        current = annexSection(current.article!, text.trim(), current.headingLine!);
        continue;
      }
    }
    if (inAnnexes) {
      current.lines.push(line);
      continue;
    }
    if (isAddendaHeading(text)) {
      // "## 부칙" followed by "부칙 <제17816호,2002.12.26>": the second, more specific line names the section.
      const refinesEmpty = addenda !== null && current.headingLine === null && current.lines.length === 0;
      if (!refinesEmpty) close();
      addenda = text.replace(/\s+/g, ' ');
      lastKey = -1;
      current = emptySection(chapter(), '부칙');
      continue;
    }
    const part = addenda === null ? parsePartHeading(text) : null;
    if (part) {
      close();
      parts.set(part.kind, part.label);
      for (const lower of PART_ORDER.slice(PART_ORDER.indexOf(part.kind) + 1)) parts.delete(lower);
      current = emptySection(chapter());
      continue;
    }
    const heading = parseArticleHeading(text);
    const key = heading ? heading.number * 1000 + (heading.branch ?? 0) : -1;
    if (heading && key > lastKey) {
      close();
      lastKey = key;
      articleCount++;
      const label = addenda ? `부칙 ${heading.label}` : heading.label;
      current = {
        article: label,
        title: heading.title,
        heading: heading.title ? `${label}(${heading.title})` : label,
        chapter: chapter(),
        headingLine: line,
        lines: heading.rest ? [{ ...line, text: heading.rest }] : [],
      };
      continue;
    }
    current.lines.push(line);
  }
  close();
  return { sections, articleCount, annexCount };
}

/**
 * An annex as a section: its label as the article ('별표 5'), its title without "(제71조제1항제4호 관련)", and the
 * article it belongs to as its chapter ("제71조제1항제4호 관련"), which search and the rules read.
 */
function annexSection(label: string, titleLine: string, headingLine: SourceLine): ArticleSection {
  const { title, related } = annexRelation(titleLine);
  return {
    article: label,
    title: title || null,
    heading: title ? `${label}(${title})` : label,
    chapter: related ? `${related} 관련` : null,
    headingLine,
    lines: [],
  };
}

/** Text outside any article: under a part heading, before the first article, or a 부칙 without articles. */
function emptySection(chapter: string | null, article: string | null = null): ArticleSection {
  return { article, title: null, heading: chapter, chapter, headingLine: null, lines: [] };
}
