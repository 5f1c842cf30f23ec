// The line-start markers of Korean statutes: 편/장/절/관 headings, 부칙, article headings (제N조, 제N조의M),
// items (1. 2. 1의2.), sub-items (가. 나.) and their sub-points (1) 가)); paragraphs (①②…) are read by
// text/circled.ts, which the rules layer uses too. Only syntax lives here; statute.ts decides in context whether a
// match really is a heading.
import { paragraphNumber } from '../../text/circled';

const SUB_ITEM_LETTERS = '가나다라마바사아자차카타파하거너더러머버서어저처커터퍼허';

export interface ArticleHeading {
  /** e.g. '제84조', '제84조의2' */
  label: string;
  number: number;
  branch: number | null;
  title: string | null;
  /** Text on the same line after the heading (부칙 articles often start their body there). */
  rest: string;
}

const ARTICLE_START = /^제\s?(\d+)\s?조(?:\s?의\s?(\d+))?/;

/** Reads an article heading at the start of a line, or null. A cross-reference such as "제84조제1항에 따라" is not one. */
export function parseArticleHeading(line: string): ArticleHeading | null {
  const start = ARTICLE_START.exec(line);
  if (!start) return null;
  const number = Number(start[1]);
  const branch = start[2] === undefined ? null : Number(start[2]);
  let rest = line.slice(start[0].length);
  let title: string | null = null;
  const afterSpace = rest.replace(/^\s+/, '');
  if (afterSpace.startsWith('(')) {
    const close = matchingParen(afterSpace);
    if (close < 0) return null;
    title = afterSpace.slice(1, close).trim();
    if (title.length === 0 || title.length > 80 || /제\d+항/.test(title)) return null;
    rest = afterSpace.slice(close + 1);
    // "제84조(…)에 따른": a reference that happens to start a line, not a heading.
    if (/^[가-힣]/.test(rest)) return null;
  } else if (rest.trim() !== '' && !/^\s*(삭제|<|\[)/.test(rest)) {
    return null;
  }
  const label = branch === null ? `제${number}조` : `제${number}조의${branch}`;
  return { label, number, branch, title, rest: rest.trim() };
}

function matchingParen(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

export interface PartHeading {
  kind: '편' | '장' | '절' | '관';
  label: string;
}

/** "제1장 총칙", "제1절 도시ㆍ군관리계획의 수립절차 <개정 2012.4.10>", "제2장의2 …". */
export function parsePartHeading(line: string): PartHeading | null {
  const match = /^제\s?\d+\s?(편|장|절|관)(?:의\s?\d+)?\s+\S/.exec(line);
  if (!match || line.length > 80) return null;
  return { kind: match[1] as PartHeading['kind'], label: line.replace(/\s*<[^>]*>\s*$/, '').trim() };
}

/** "부칙", "부칙 <제17816호,2002.12.26>", "부칙(관광진흥법 시행령) <제35716호,2025.8.26>". */
export function isAddendaHeading(line: string): boolean {
  return /^부\s?칙\s*(\([^)]*\))?\s*(<[^>]*>)?\s*$/.test(line);
}

export function isItem(line: string): boolean {
  return /^\d+(?:의\d+)?\.\s/.test(line);
}

export function isSubItem(line: string): boolean {
  return line.length > 2 && SUB_ITEM_LETTERS.includes(line.charAt(0)) && /^.\.\s/.test(line);
}

export function isSubPoint(line: string): boolean {
  return /^(\d+|[가-하])\)\s/.test(line);
}

export interface AnnexHeading {
  /** '별표 5', '별표 3의2'; a form: '별지 제1호서식'. */
  label: string;
  /** A form (별지 서식) is filled in, not obeyed: it holds no rules. */
  form: boolean;
  /** What follows the bracket on the same line, amendment tags removed: often the title, or nothing. */
  rest: string;
}

/**
 * An annex's heading: "[별표 5] 제2종일반주거지역안에서 건축할 수 있는 건축물(제71조제1항제4호 관련)", law.go.kr's
 * "■ 국토의 계획 및 이용에 관한 법률 시행령 [별표 5] <개정 2014.1.14>" (the title on the next line), a form's
 * "[별지 제1호서식]". Brackets are required: "별표 1 제3호의 …" inside an item is a reference, not a heading.
 */
export function parseAnnexHeading(line: string): AnnexHeading | null {
  const match = /^(?:■\s*[^[\]]{0,80}?)?\[\s*(별표|별지)\s*(?:제\s*)?(\d+)\s*(?:호)?\s*(?:의\s*(\d+))?\s*(서식)?\s*\]\s*(.*)$/.exec(line.trim());
  if (!match) return null;
  const [, kind, number, branch, , rest] = match;
  // An amendment in a 부칙 names annexes too: "[별표1] 제4호 가목(2)의 …를 …으로 한다", "[별표1]을 삭제한다",
  // "[별표3] 제2호러목, [별표4] 제2호러목 … 중". A heading's rest is a title or nothing: no sentence, no second annex.
  if (/^(?:제\s*\d+\s*호|중|을|를|및|,|의\s)|\[\s*별[표지]|(?:한다|하였다|삭제)\.?\s*$/.test(rest!.trim())) return null;
  const form = kind === '별지';
  const label = form ? `별지 제${number}호${branch ? `의${branch}` : ''}서식` : `별표 ${number}${branch ? `의${branch}` : ''}`;
  return { label, form, rest: rest!.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() };
}

/** "(제71조제1항제4호 관련)" at the end of an annex's title: the article the annex belongs to. */
export function annexRelation(title: string): { title: string; related: string | null } {
  const match = /\s*\(\s*(제\s*\d+\s*조(?:\s*의\s*\d+)?(?:\s*제\s*\d+\s*항)?(?:\s*제\s*\d+\s*호)?(?:\s*[^)]*?)?)\s*관련\s*\)\s*$/.exec(title);
  if (!match) return { title: title.trim(), related: null };
  return { title: title.slice(0, match.index).trim(), related: match[1]!.replace(/\s+/g, '') };
}

/** Box-drawing table rows keep their own lines. */
export function isTableLine(line: string): boolean {
  return /[\u2500-\u257f]/.test(line.slice(0, 3)) || /^\|.*\|$/.test(line);
}

/**
 * How a line starts, for joining the visual lines of a PDF: 'heading' lines (articles, parts, 부칙, ①, tables)
 * always start a new block; 'list' lines (1. 가. 1) 가)) do unless the text merely wrapped onto a line that
 * happens to begin like that ("…따른\n다."), which the caller decides from the layout.
 */
export function blockStart(line: string): 'heading' | 'list' | null {
  if (
    paragraphNumber(line) !== null ||
    parseArticleHeading(line) !== null ||
    parsePartHeading(line) !== null ||
    isAddendaHeading(line) ||
    parseAnnexHeading(line) !== null ||
    isTableLine(line)
  ) {
    return 'heading';
  }
  return isItem(line) || isSubItem(line) || isSubPoint(line) ? 'list' : null;
}
