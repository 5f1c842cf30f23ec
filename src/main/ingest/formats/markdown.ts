// Markdown → lines of plain text. Line-based on purpose: every source line stays one line (so page and
// article boundaries stay where the author put them); headings keep their level; emphasis, escapes, links and
// HTML are reduced to their text. law.go.kr exports put "<img id=…>" where a figure was: it becomes [그림].
import { normalizeLine } from '../../text/normalize';
import type { ParsedDocument } from '../types';
import { splitFrontMatter } from './front-matter';
import { metadataFromFrontMatter } from '../law-metadata';
import { paginate, type RawLine } from './virtual-pages';

/**
 * What a rendered Markdown never shows — HTML comments and link reference definitions ("[//]: # (…)") — is not
 * part of the document: it could carry an instruction or a rule no reader ever sees. Comments become blank (the
 * lines stay, so pages and line numbers do not move). One pass: each search starts where the last one ended.
 */
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*\S/;
function withoutUnrendered(body: string): { text: string; hidden: number } {
  let text = '';
  let at = 0;
  let hidden = 0;
  for (;;) {
    const open = body.indexOf('<!--', at);
    if (open < 0) break;
    const close = body.indexOf('-->', open + 4);
    const end = close < 0 ? body.length : close + 3;
    const comment = body.slice(open, end);
    hidden += comment.replace(/\s/g, '').length;
    text += body.slice(at, open) + comment.replace(/[^\n]/g, '');
    at = end;
  }
  return { text: text + body.slice(at), hidden };
}

export function parseMarkdown(source: string): ParsedDocument {
  const { data, body: written, error } = splitFrontMatter(source.replace(/^\ufeff/, ''));
  const { text: body, hidden: commented } = withoutUnrendered(written);
  let hidden = commented;
  const raw: RawLine[] = [];
  let gap = false;
  let inFence = false;
  for (const sourceLine of body.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(sourceLine)) {
      inFence = !inFence;
      continue;
    }
    if (!inFence && REFERENCE_DEFINITION.test(sourceLine)) {
      hidden += sourceLine.replace(/\s/g, '').length;
      continue;
    }
    const heading = inFence ? null : /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(sourceLine);
    const text = normalizeLine(inFence ? sourceLine : heading ? inlineText(heading[2]!) : blockText(sourceLine));
    if (text === '') {
      gap = true;
      continue;
    }
    raw.push({ text, level: heading ? heading[1]!.length : undefined, gapBefore: gap });
    gap = false;
  }
  const { lines, pages } = paginate(raw);
  return {
    format: 'markdown',
    pageBasis: 'virtual',
    pageCount: pages.length,
    pages,
    lines,
    metadata: data ? [metadataFromFrontMatter(data)] : [],
    warnings: [...(error ? [error] : []), ...(hidden > 0 ? [`화면에 보이지 않는 주석 ${hidden}자를 제외했습니다 (HTML 주석·링크 정의): 검색·답변·규칙에 쓰지 않습니다`] : [])],
  };
}

/** A non-heading line: list and quote markers go, table rows become "a | b", separator rows vanish. */
function blockText(line: string): string {
  if (/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line)) return '';
  let text = line.replace(/^\s*>\s?/, '').replace(/^\s*[-*+]\s+(?=\S)/, '');
  if (/^\s*\|.*\|\s*$/.test(text)) {
    text = text.trim().slice(1, -1).split('|').map((cell) => cell.trim()).join(' | ');
  }
  return inlineText(text);
}

function inlineText(text: string): string {
  return text
    .replace(/<img\b[^>]*>(\s*<\/img>)?/gi, '[그림]')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, (_, alt: string) => (alt ? `[그림: ${alt}]` : '[그림]'))
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1');
}
