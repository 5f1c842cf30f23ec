// The audit record as one printable HTML page: what the PDF is printed from, and what the browser's 인쇄 → PDF로
// 저장 prints when no Chromium is at hand. Answers and documents are untrusted, so the page carries no script and
// loads nothing (its CSP forbids both); every string is escaped, and the answer's Markdown goes through
// rehype-sanitize after its raw HTML has been turned into visible text and its links and images into their words.
import type { Nodes, Parent, Root, RootContent } from 'mdast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkBreaks from 'remark-breaks';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { VerificationStatus } from '../../shared/contract';
import { VERIFICATION_STATUS_WORD } from '../../shared/verify-labels';
import { verificationBadge } from '../../shared/verification-report';
import { PRINT_STYLE, printMarks } from './print-style';
import { metadataRows, RULE_ROW_COLUMNS, STEP_COLUMNS, type AuditCitation, type AuditEntry, type AuditRecord, type AuditVerification } from './audit-record';

// Written into a double-quoted attribute as is: it holds no double quote.
export const AUDIT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** The page, its answers' and notes' own emoji and dingbats as marks a Korean font prints (print-style.ts). */
export function auditHtml(record: AuditRecord): string {
  return printMarks(pageHtml(record));
}

function pageHtml(record: AuditRecord): string {
  const title = `근거 감사 기록 — ${record.session.title}`;
  const { meta } = record;
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${AUDIT_CSP}">
<meta name="referrer" content="no-referrer">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="doc-header">
<h1>${escape(title)}</h1>
<p>${escape(`${meta.generatedAtLabel} · ${meta.appName} ${meta.appVersion}`)}</p>
</header>
${metadata(record)}
${record.entries.map((entry, index) => answerSection(entry, index, record.entries.length)).join('\n')}
</body>
</html>
`;
}

function metadata(record: AuditRecord): string {
  const rows = metadataRows(record);
  return `<table class="meta"><tbody>${rows.map(([key, value]) => `<tr><th>${escape(key)}</th><td>${escape(value)}</td></tr>`).join('')}</tbody></table>`;
}

function answerSection(entry: AuditEntry, index: number, count: number): string {
  const out: string[] = [`<section class="answer" id="answer-${entry.messageId}">`];
  out.push(`<h2>${escape(`답변 ${index + 1}${count > 1 ? `/${count}` : ''} — 메시지 #${entry.messageId}, ${entry.answeredAt}`)}</h2>`);
  out.push('<h3>질문</h3>', `<p class="question">${escape(entry.question)}</p>`);
  if (entry.clarifications.length > 0) {
    const turns = entry.clarifications.map((turn) => `<li>${escape(turn.asked)} → ${turn.reply === null ? '(답 없음)' : escape(turn.reply)}</li>`);
    out.push(`<p class="label">되물은 질문과 답:</p><ul class="clarify">${turns.join('')}</ul>`);
  }
  out.push('<h3>답변</h3>', `<div class="markdown">${answerHtml(entry.answer.trim() || '(빈 답변)')}</div>`, `<p class="facts">${escape(entry.facts)}</p>`);
  if (entry.noContent) out.push('<p class="note">문서에서 이 질문의 근거를 찾지 못해, 답변은 그렇다고만 말합니다.</p>');
  if (entry.warnings.length > 0) out.push(`<p class="label">답변 경고:</p>${list(entry.warnings, 'warnings')}`);

  out.push('<h3>근거</h3>');
  out.push(entry.citations.length > 0 ? entry.citations.map(citationBlock).join('\n') : '<p>인용한 근거가 없습니다.</p>');

  out.push('<h3>검증 보고서</h3>');
  out.push(entry.verification ? verificationSection(entry.verification) : '<p>이 답변에는 검증 기록이 없습니다 (검증 기능 이전에 저장된 답변).</p>');
  out.push('</section>');
  return out.join('\n');
}

function citationBlock(citation: AuditCitation): string {
  const head = `<p class="cite-head"><b>[${citation.n}]</b> ${escape(citation.source)}, ${escape(citation.pages)}${citation.dates ? `, <span class="dates">${escape(citation.dates)}</span>` : ''}, <span class="file">${escape(citation.fileName)}</span></p>`;
  const passage = citation.passage ? `<blockquote>${escape(citation.passage)}</blockquote>` : '<blockquote>(인용문 없음)</blockquote>';
  const trimmed = citation.trimmed ? '<p class="note">길어서 줄였습니다: 전문은 원본 문서에 있습니다.</p>' : '';
  return `<div class="citation">${head}${passage}${trimmed}</div>`;
}

const STATUS_CLASS: Record<VerificationStatus, string> = { PASS: 'pass', RETRY: 'retry', FAIL: 'fail' };

function verificationSection(verification: AuditVerification): string {
  const out: string[] = [];
  const thresholds = verification.thresholds ? ` (${PRINT_STYLE.thresholds(verification.thresholds.pass, verification.thresholds.retry)})` : '';
  const nothingChecked = verification.status === 'PASS' && verification.claims === 0;
  out.push(
    nothingChecked
      ? `<p class="result"><span class="badge none">검증할 주장 없음</span> <b>${verification.score}/100</b>${escape(thresholds)}</p>`
      : `<p class="result"><span class="badge ${STATUS_CLASS[verification.status]}">${VERIFICATION_STATUS_WORD[verification.status]}</span> <b>${verification.score}/100</b>${escape(thresholds)}</p>`,
  );
  if (verification.formula) out.push(`<p><b>점수 계산:</b> ${escape(verification.formula)}</p>`);
  if (verification.recommendation) out.push(`<p><b>권장:</b> ${escape(verification.recommendation)}</p>`);
  out.push(`<p class="label">오류</p>${list(verification.issues.length > 0 ? verification.issues : ['없음'], 'issues')}`);
  out.push(`<p class="label">경고·안내</p>${list(verification.warnings.length > 0 ? verification.warnings : ['없음'], 'warnings')}`);

  const shown = verification.rows.length < verification.rowsTotal ? ` (${verification.rowsTotal}개 중 ${verification.rows.length}개)` : '';
  out.push(`<p class="label">참조한 규칙 행${escape(shown)}</p>`);
  if (verification.rows.length === 0) out.push('<p>참조한 규칙 행이 없습니다.</p>');
  else {
    out.push(table([...RULE_ROW_COLUMNS], verification.rowTable, 'rows'));
  }
  if (verification.steps.length > 0) {
    out.push('<p class="label">검증 단계</p>', table([...STEP_COLUMNS], verification.stepTable, 'steps'));
  }
  if (verification.attempts.length > 1) {
    const attempts = verification.attempts.map((attempt) => `${attempt.attempt}. ${verificationBadge(attempt, PRINT_STYLE)} — 문제 ${attempt.issues.length}건`);
    out.push(`<p class="label">시도</p>${list(attempts, 'attempts')}`);
  }
  if (verification.reportText) out.push('<p class="label">검증기 보고서 원문</p>', `<pre class="report">${escape(verification.reportText)}</pre>`);
  return out.join('\n');
}

function list(items: string[], kind: string): string {
  return `<ul class="${kind}">${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;
}

function table(header: string[], rows: string[][], kind: string): string {
  const head = `<thead><tr>${header.map((cell) => `<th>${escape(cell)}</th>`).join('')}</tr></thead>`;
  return `<table class="${kind}">${head}<tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${escape(cell)}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
}

export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The answer's Markdown as HTML. Before sanitizing: raw HTML becomes the text it is (a reviewer should see that an
 * answer contained `<script>`, not have it vanish), links become their words (the record points nowhere) and images
 * their alt text (nothing is loaded). rehype-sanitize (GitHub's schema) then removes anything unsafe that remains.
 */
const markdownProcessor = unified().use(remarkParse).use(remarkBreaks).use(literalMarkdown).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify).freeze();

export function answerHtml(markdown: string): string {
  return String(markdownProcessor.processSync(markdown));
}

function literalMarkdown() {
  return (tree: Root) => {
    flatten(tree);
  };
}

const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem']);

function flatten(node: Nodes): void {
  if (!('children' in node)) return;
  const parent = node as Parent;
  const block = BLOCK_PARENTS.has(node.type);
  parent.children = parent.children.flatMap((child): RootContent[] => {
    switch (child.type) {
      case 'html':
        return [block ? { type: 'paragraph', children: [{ type: 'text', value: child.value }] } : { type: 'text', value: child.value }];
      case 'link':
      case 'linkReference':
        flatten(child);
        return child.children;
      case 'image':
      case 'imageReference':
        return child.alt ? [{ type: 'text', value: child.alt }] : [];
      case 'definition':
        return [];
      default:
        flatten(child);
        return [child];
    }
  });
}

// A4 with 18 mm margins; each answer after the first starts a page; a citation is never split across pages.
const STYLE = `
@page { size: A4; margin: 18mm; }
:root { color-scheme: light; }
html { font-family: "Noto Sans CJK KR", "NanumGothic", "Malgun Gothic", "Apple SD Gothic Neo", sans-serif; font-size: 10.5pt; line-height: 1.55; color: #111; }
body { margin: 0; }
@media screen { body { max-width: 174mm; margin: 12mm auto; padding: 0 8mm; } }
h1 { font-size: 16pt; margin: 0 0 2pt; }
h2 { font-size: 13pt; margin: 0 0 6pt; padding-bottom: 3pt; border-bottom: 1.5pt solid #333; break-after: avoid; }
h3 { font-size: 11.5pt; margin: 12pt 0 4pt; break-after: avoid; }
.doc-header { border-bottom: 2pt solid #111; margin-bottom: 8pt; padding-bottom: 4pt; }
.doc-header p { margin: 0; color: #444; }
.answer { margin-top: 14pt; }
.answer + .answer { break-before: page; margin-top: 0; }
table { border-collapse: collapse; width: 100%; margin: 4pt 0 8pt; font-size: 9pt; }
th, td { border: 0.75pt solid #888; padding: 2pt 4pt; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
thead th, .meta th { background: #eee; }
.meta th { width: 28mm; white-space: nowrap; }
.rows td:first-child, .steps td:first-child { white-space: nowrap; }
tr { break-inside: avoid; }
.question { font-weight: 600; white-space: pre-wrap; }
.markdown { border-left: 2.5pt solid #4a6fa5; padding-left: 8pt; }
code, pre { font-family: "NanumGothicCoding", "D2Coding", "Noto Sans Mono CJK KR", "Noto Sans CJK KR", "NanumGothic", "Malgun Gothic", monospace; }
.markdown pre, .report { white-space: pre-wrap; overflow-wrap: anywhere; font-size: 8.5pt; background: #f6f6f6; padding: 4pt 6pt; }
.facts, .note { color: #555; font-size: 9pt; }
.label { font-weight: 700; margin: 8pt 0 2pt; }
.citation { break-inside: avoid; margin: 0 0 8pt; }
.cite-head { margin: 0 0 2pt; }
.file { color: #555; }
blockquote { margin: 0 0 0 8pt; padding: 2pt 8pt; border-left: 2pt solid #bbb; background: #fafafa; white-space: pre-wrap; font-size: 9.5pt; }
.badge { display: inline-block; padding: 0 6pt; border-radius: 3pt; font-weight: 700; color: #fff; }
.badge.pass { background: #2e7d32; }
.badge.retry { background: #b26a00; }
.badge.fail { background: #c62828; }
.badge.none { background: #5d6678; }
ul { margin: 2pt 0 6pt; padding-left: 16pt; }
`;
