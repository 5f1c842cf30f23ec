// The shape of an answer as the verifier reads it: the answer's own statements, sentence by sentence, each with its
// [n] markers and the section header above it ("**[서울특별시 도시계획 조례 기준]**"), and apart from them the
// passages it quotes verbatim ("> …" lines). Statements are checked against the rules and the sources; a quote is
// the source's own words, so it is checked for being verbatim, not read as the answer's claim about the question.
import { readMarkers } from '../answer/citations';
import { normalizeLine } from '../text/normalize';
import { withSpelledNumbersAsDigits } from '../text/spelled-numbers';

export interface Sentence {
  /** The sentence with its [n] markers blanked out (same length as `raw`). */
  text: string;
  raw: string;
  markers: number[];
  /** The header of its section, if any. */
  header: string | null;
  /** Index in reading order. */
  index: number;
  /** The block it stands in: blank lines and headers start a new one (a bullet list under its lead is one block). */
  block: number;
  /** A Markdown table row's cells as written (the sentence's text prefixes each with its column's header). */
  cells: string[] | null;
}

export interface Quote {
  /** The quoted lines without their "> ", joined by newlines. */
  text: string;
  /** The passage the quote belongs to: the [n] on the line that introduces it, if any. */
  n: number | null;
}

export interface AnswerText {
  sentences: Sentence[];
  quotes: Quote[];
  /** The statements' text (quotes left out), normalized. */
  statements: string;
}

// A header: a Markdown heading, a whole line in bold or in brackets ("**[건축법 기준]**", "[조례 기준]:"), or a short
// line after a section mark that states nothing ("◆ 대지 안의 공지 — 건축법 §57", "■ 맞벽 건축"), its citation in a
// parenthesis after it ("■ 소규모(총 8대 이하) 자주식 부설주차장 특례 (시행규칙 제11조 제5항)").
const HEADER = /^(?:#{1,6}\s+.+|\*\*[^*]+\*\*\s*:?|\[[^\]]+\]\s*:?|【[^】]+】\s*:?|[◆◇■□▣]\s*[^.!?]{1,40}?(?<![다요음함됨임])(?:\s*\([^()]{1,30}\))?\s*:?)$/;
/** A ground line over what follows: "✔ 거실 등의 방습 기준 — 「…규칙」 제17조", "[근거] 시행령 제12조제1항",
 *  "근거: 주차장법 제19조" — a label and a citation, no figure and no statement of its own. */
const GROUND_LINE = /^(?:[✔✅☑]\uFE0F?\s*|\[근거\]\s*|근거\s*[:：]\s*|[✔✅☑]\uFE0F?\s*근거\s*[:：]?\s*)(?:[^.!?\d]{1,30}?\s*[—–-]\s*)?[^.!?]{0,80}?(?:제\s*\d+\s*조|§\s*\d+)(?:의\s*\d+)?(?:\s*제?\s*\d+\s*항|\s*[①-⑳])?(?:\s*제?\s*\d+\s*호)?\s*\)?$/u;
const QUOTE = /^>\s?/;
/**
 * The source line over a quoted passage: "[1] 국토의 계획 및 이용에 관한 법률 시행령 별표 5(제2종일반주거지역안에서 건축할
 * 수 있는 건축물), p.1". It names where the quote is from, and its title ("…건축할 수 있는 건축물") says nothing of its own.
 */
const SOURCE_LINE = /^\[\d+\]\s+[^.!?]{2,200},\s*p\.\s*\d+(?:\s*[–-]\s*\d+)?\s*$/;
/** The mark of a list item: a bullet, "1." "1)" "가." "①" or a keycap digit. */
export const BULLET = /^\s*(?:[-*•·▪◦▶►✔✅☑️]+|\d{1,2}[.)]|\d{1,2}(?=\s+[가-힣])|[①-⑳]|\d\uFE0F?\u20E3|[가-하][.)])\s*/u;
/** A sentence that introduces the list after it ("한도는 이렇게 나뉩니다.", "다음과 같습니다:"): across a blank line, one block. */
export const INTRODUCES = /다음과\s*같|(?:에|에서)\s*(?:나와\s*있|규정(?:되어|돼)\s*있|정해져\s*있|열거(?:되어|돼|하고))|구체화(?:해|하고|합니다|한다)|아래와\s*같|(?:아래|다음)\s*(?:중|의\s*(?:어느|범위|기준))|(?:아래|다음)\s+[가-힣]{1,6}\s*(?:안에서|에서|에|은|는|을|를|과|와|이|가)(?![가-힣])|이렇게|이와\s*같|다음\s*각|나뉩니다|나뉜다|나눕니다|:\s*$/;

/** A few words with no number and no sentence ending: a heading written without a mark. */
const PLAIN_HEADING = /^[가-힣A-Za-zㆍ·\s/()~-]{1,20}(?<![다요음함됨임.!?])$/;

/** Endings of the answer's own polite voice; statutes end "…한다." or "…것". */
const OWN_VOICE = /(?:니다|세요|어요|아요|에요|예요|해요|죠|요)\s*[.!]?\s*$/;
/** A callout box, not a quotation: "> ⚠️ 주의: …", "> 💡 Tip", "> 예) 300㎡ × 60% = 180㎡" — a mark or a word that opens
 *  the writer's own aside, or the writer's arithmetic with numbers (a statute's formula multiplies words). */
const CALLOUT = /^\s*(?:[⚠💡📌📐📝✅❗❕ℹ🔎👉☝✔]|\*\*\s*(?:주의|참고|팁|예시?|TIP|Tip|NOTE|Note)|(?:주의|참고|팁|예시?|TIP|Tip|NOTE|Note|계산|정리|요약|결론)\s*[:：)]|예\s*\))|\d\s*(?:㎡|%|m|퍼센트)?\s*[×÷]\s*\d/u;

export function readAnswer(answer: string): AnswerText {
  const lines = answer.replace(/\r\n?/g, '\n').split('\n').map((line) => withSpelledNumbersAsDigits(normalizeLine(line)));
  const sentences: Sentence[] = [];
  const quotes: Quote[] = [];
  let header: string | null = null;
  let ground: string | null = null;
  let lastMarkers: number[] = [];
  let quote: { lines: string[]; n: number | null } | null = null;
  const closeQuote = () => {
    if (quote && quote.lines.length > 0) quotes.push({ text: quote.lines.join('\n'), n: quote.n });
    quote = null;
  };
  let block = 0;
  let tableHeader: string[] | null = null;

  let gap = true;
  for (const [at, source] of lines.entries()) {
    if (source === '') {
      gap = true;
      continue;
    }
    const startsBlock = gap;
    if (gap) {
      const last = sentences.at(-1);
      const introduced = last !== undefined && last.block === block && last.header === header && !BULLET.test(last.raw) && INTRODUCES.test(last.raw) && BULLET.test(source);
      if (!introduced) block++;
      gap = false;
    }
    // A Markdown table row is read with its column headers, so that "| 중심상업 | 1,000% |" under "| 용도지역 |
    // 용적률 |" says what its figure is; the separator row says nothing.
    const cells = tableCells(source);
    if (cells && cells.every((cell) => /^:?-{2,}:?$/.test(cell))) continue;
    if (!cells) tableHeader = null;
    else if (!tableHeader) {
      tableHeader = cells;
      continue;
    }
    const row = cells && tableHeader ? cells.map((cell, i) => (tableHeader![i] ? `${tableHeader![i]} ${cell}` : cell)).join(' | ') : source;
    // "> 다만 … 적용되지 않습니다.": set off like a quote but in the answer's own voice — a statement, not a quotation.
    const quoted = QUOTE.test(row) ? row.replace(QUOTE, '') : null;
    if (quoted !== null && !OWN_VOICE.test(quoted) && !CALLOUT.test(quoted)) {
      quote ??= { lines: [], n: lastMarkers[0] ?? null };
      quote.lines.push(quoted);
      continue;
    }
    const line = quoted ?? row;
    closeQuote();
    const { numbers } = readMarkers(line);
    lastMarkers = numbers;
    // A plain short line set apart above a list ("벽", "외벽 중 비내력벽") heads it, as "## 벽" would.
    const plainHeading = startsBlock && PLAIN_HEADING.test(line) && BULLET.test(lines[at + 1] ?? '') && !BULLET.test(line);
    // (A ground line that ends the answer is the ground of what came before it, not a heading.)
    const groundOver = GROUND_LINE.test(line) && lines.slice(at + 1).some((next) => next !== '');
    if (plainHeading || HEADER.test(line.replace(/\s*\[\d+\]\s*/g, '')) || groundOver || SOURCE_LINE.test(line)) {
      const title = line.replace(/[*#【】[\]◆◇■□▣✔✅☑\uFE0F]/g, '').replace(/:$/, '').trim();
      // A heading right under another ("## 주차단위구획 (시행규칙 제3조제1항)" then "**평행주차형식 외 — 제2호**") is a
      // part of it: the two are read as one, and what the first cites stands for what comes under the second.
      const underPrevious: boolean = header !== null && sentences.at(-1)?.header !== header;
      // A ground line stands over every section after it, up to the next ground line.
      if (groundOver) ground = title;
      header = groundOver ? title : underPrevious ? `${header} › ${title}` : ground ? `${ground} › ${title}` : title;
      block++;
      continue;
    }
    for (const raw of cells ? [line] : splitSentences(line)) {
      const { numbers: markers, blanked } = readMarkers(raw);
      sentences.push({ text: blanked, raw, markers, header, index: sentences.length, block, cells });
    }
  }
  closeQuote();
  return { sentences, quotes, statements: sentences.map((sentence) => sentence.text).join('\n') };
}

/** The cells of a Markdown table row ("| a | b |"), or null for any other line. */
function tableCells(line: string): string[] | null {
  if (!/^\|.*\|$/.test(line)) return null;
  return line.slice(1, -1).split('|').map((cell) => cell.trim());
}

/**
 * Sentences of one line: split after . ! ? 。 followed by a space, but not after an item number ("4. 제2종…",
 * "가. …") or inside a number ("1.5미터").
 */
export function splitSentences(line: string): string[] {
  const parts: string[] = [];
  let start = 0;
  const boundary = /[.!?。](?=\s+\S)/g;
  for (const match of line.matchAll(boundary)) {
    const end = match.index + 1;
    const piece = line.slice(start, end).trim();
    if (/^(?:[-*]\s*)?(?:\d{1,3}|[가-하])\.$/.test(piece)) continue; // an item number, not a sentence
    parts.push(piece);
    start = end;
  }
  const rest = line.slice(start).trim();
  if (rest) parts.push(rest);
  return parts.filter((part) => part !== '');
}

/** The line a list item's list hangs from: the last line before it in its block, under its heading, that is no item. */
export function lineAboveList(sentences: readonly Sentence[], item: Sentence): Sentence | null {
  for (let index = item.index - 1; index >= 0; index--) {
    const before = sentences[index]!;
    if (before.block !== item.block || before.header !== item.header) return null;
    if (!BULLET.test(before.raw)) return before;
  }
  return null;
}
