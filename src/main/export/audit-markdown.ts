// The audit record as Markdown: the file a reviewer keeps beside the case. The answer is kept as the app showed it
// (Markdown with its [n] markers); everything else — questions, passages quoted from documents, rule rows — is
// text, escaped so that it reads the same in any Markdown viewer and cannot break the tables or open HTML.
import { verificationBadge } from '../../shared/verification-report';
import { PRINT_STYLE, printMarks } from './print-style';
import { metadataRows, RULE_ROW_COLUMNS, STEP_COLUMNS, type AuditCitation, type AuditEntry, type AuditRecord, type AuditVerification } from './audit-record';

/** The file, with the same marks as the printed page (print-style.ts): one record reads the same everywhere. */
export function auditMarkdown(record: AuditRecord): string {
  const out: string[] = [`# 근거 감사 기록 — ${inline(record.session.title)}`, ''];
  out.push(...metadata(record), '');
  record.entries.forEach((entry, index) => out.push('---', '', ...answerSection(entry, index, record.entries.length)));
  return printMarks(`${out.join('\n').trimEnd()}\n`);
}

function metadata(record: AuditRecord): string[] {
  return table(['항목', '내용'], metadataRows(record));
}

function answerSection(entry: AuditEntry, index: number, count: number): string[] {
  const out = [`## 답변 ${index + 1}${count > 1 ? `/${count}` : ''} — 메시지 #${entry.messageId}, ${entry.answeredAt}`, ''];
  out.push('### 질문', '', paragraph(entry.question), '');
  if (entry.clarifications.length > 0) {
    out.push('되물은 질문과 답:', '');
    for (const turn of entry.clarifications) out.push(`- ${inline(turn.asked)} → ${turn.reply === null ? '(답 없음)' : inline(turn.reply)}`);
    out.push('');
  }
  out.push('### 답변', '', entry.answer.trim() || '(빈 답변)', '', `*${inline(entry.facts)}*`, '');
  if (entry.noContent) out.push('> 문서에서 이 질문의 근거를 찾지 못해, 답변은 그렇다고만 말합니다.', '');
  if (entry.warnings.length > 0) out.push('답변 경고:', '', ...entry.warnings.map((warning) => `- ${inline(warning)}`), '');

  out.push('### 근거', '');
  if (entry.citations.length === 0) out.push('인용한 근거가 없습니다.', '');
  for (const citation of entry.citations) out.push(...citationBlock(citation));

  out.push('### 검증 보고서', '');
  out.push(...(entry.verification ? verificationSection(entry.verification) : ['이 답변에는 검증 기록이 없습니다 (검증 기능 이전에 저장된 답변).', '']));
  return out;
}

function citationBlock(citation: AuditCitation): string[] {
  const heading = `**[${citation.n}]** ${inline(citation.source)}, ${citation.pages}${citation.dates ? `, ${citation.dates}` : ''}, ${inline(citation.fileName)}`;
  const quote = citation.passage ? blockquote(citation.passage) : ['> (인용문 없음)'];
  return [heading, '', ...quote, ...(citation.trimmed ? ['>', '> *(길어서 줄였습니다: 전문은 원본 문서에)*'] : []), ''];
}

function verificationSection(verification: AuditVerification): string[] {
  const out: string[] = [];
  const thresholds = verification.thresholds ? ` (${PRINT_STYLE.thresholds(verification.thresholds.pass, verification.thresholds.retry)})` : '';
  out.push(`**결과:** ${verificationBadge({ ...verification, claims: verification.claims ?? undefined }, PRINT_STYLE)}${thresholds}`, '');
  if (verification.formula) out.push(`**점수 계산:** ${inline(verification.formula)}`, '');
  if (verification.recommendation) out.push(`**권장:** ${inline(verification.recommendation)}`, '');
  out.push('**오류**', '', ...(verification.issues.length > 0 ? verification.issues.map((issue) => `- ${inline(issue)}`) : ['- 없음']), '');
  out.push('**경고·안내**', '', ...(verification.warnings.length > 0 ? verification.warnings.map((warning) => `- ${inline(warning)}`) : ['- 없음']), '');

  const shown = verification.rows.length < verification.rowsTotal ? ` (${verification.rowsTotal}개 중 ${verification.rows.length}개)` : '';
  out.push(`**참조한 규칙 행**${shown}`, '');
  if (verification.rows.length === 0) out.push('참조한 규칙 행이 없습니다.', '');
  else {
    out.push(...table([...RULE_ROW_COLUMNS], verification.rowTable), '');
  }

  if (verification.steps.length > 0) {
    out.push('**검증 단계**', '');
    out.push(...table([...STEP_COLUMNS], verification.stepTable), '');
  }
  if (verification.attempts.length > 1) {
    out.push('**시도**', '', ...verification.attempts.map((attempt) => `${attempt.attempt}. ${verificationBadge(attempt, PRINT_STYLE)} — 문제 ${attempt.issues.length}건`), '');
  }
  if (verification.reportText) out.push('**검증기 보고서 원문**', '', ...fenced(verification.reportText), '');
  return out;
}

/** Text that stays text: Markdown's inline syntax and HTML are backslash-escaped. */
export function inline(text: string): string {
  return text.replace(/[\\`*_[\]<>&|~]/g, '\\$&').replace(/\s*\r?\n\s*/g, ' ');
}

/** One line of text whose start reads as text too: a leading #, list mark or 1. is not a heading or a list. */
function literalLine(line: string): string {
  return inline(line)
    .replace(/^(\s*)([#+\-=])/, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/, '$1\\$2');
}

/** A paragraph of plain text, its lines kept as hard line breaks. */
function paragraph(text: string): string {
  return text.trim().split(/\r?\n/).map(literalLine).join('\\\n');
}

function blockquote(text: string): string[] {
  return text.split(/\r?\n/).map((line) => (line.trim() === '' ? '>' : `> ${literalLine(line)}`));
}

function table(header: string[], rows: string[][]): string[] {
  const cell = (text: string) => inline(text).trim() || ' ';
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)];
}

/** A fenced block longer than any run of backticks inside, so the text cannot close it early. */
function fenced(text: string): string[] {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return [`${fence}text`, text, fence];
}
