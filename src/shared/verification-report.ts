// The verification report as text: status badge, score and formula, issues and warnings, each step with its
// time, the checks with the rule rows they used, the grounding table (claim → [n]) and the attempts. Written in a
// style: the terminal's (emoji, the verifier's own step and method names, for developers) or the print style
// (the audit export: Korean words and marks every Korean font has, in export/print-style.ts).
import type { GroundingRow, SemanticJudgement, VerificationResult, VerificationStatus, VerifyStep } from './contract';
import type { FindingSeverity } from './findings';
import { scopeLabel } from './labels';

export interface ReportStyle {
  /** "✅ PASS" */
  status: Readonly<Record<VerificationStatus, string>>;
  /** A PASS that had nothing to check. */
  nothingChecked: string;
  severity: Readonly<Record<FindingSeverity, string>>;
  verdict: Readonly<Record<'pass' | 'warn' | 'fail' | 'skip', string>>;
  outcome: Readonly<Record<GroundingRow['outcome'], string>>;
  thresholds(pass: number, retry: number): string;
  /** A step's name, status and method, as one line's start. */
  step(step: VerifyStep): string;
  claimKind(kind: GroundingRow['kind']): string;
  semanticMethod(method: string): string;
  judge(judge: SemanticJudgement): string;
}

export const TERMINAL_STYLE: ReportStyle = {
  status: { PASS: '✅ PASS', RETRY: '🔁 RETRY', FAIL: '❌ FAIL' },
  nothingChecked: 'ℹ️ 검증할 주장 없음',
  severity: { error: '❌', warning: '⚠️', info: 'ℹ️' },
  verdict: { pass: '✓', warn: '⚠', fail: '✗', skip: '·' },
  outcome: { supported: '✓', contradicted: '✗', not_found: '?' },
  thresholds: (pass, retry) => `PASS ≥ ${pass}, RETRY ≥ ${retry}`,
  step: (step) => `${step.step.padEnd(10)} ${step.status.padEnd(8)} ${step.score === null ? '' : `${step.score}점 `}${step.ms}ms  ${step.method}`,
  claimKind: (kind) => kind.padEnd(8),
  semanticMethod: (method) => method,
  judge: (judge) => JSON.stringify(judge),
};

/** One line: "✅ PASS 98/100" — or "ℹ️ 검증할 주장 없음" for a PASS that had nothing to check. */
export function verificationBadge(result: Pick<VerificationResult, 'status' | 'score'> & { claims?: number | undefined }, style: ReportStyle = TERMINAL_STYLE): string {
  if (result.status === 'PASS' && result.claims === 0) return `${style.nothingChecked} (${style.status.PASS} ${result.score}/100)`;
  return `${style.status[result.status]} ${result.score}/100`;
}

/** The findings, errors first, each with its severity's symbol. */
function findingLines(result: VerificationResult, style: ReportStyle): string[] {
  if (result.findings.length === 0) return [...result.issues, ...result.warnings];
  const order = { error: 0, warning: 1, info: 2 } as const;
  return [...result.findings].sort((a, b) => order[a.severity] - order[b.severity]).map((finding) => `${style.severity[finding.severity]} ${finding.message}`);
}

/** The findings under an answer. */
export function verificationSummary(result: VerificationResult): string {
  return [`검증: ${verificationBadge(result)}`, ...findingLines(result, TERMINAL_STYLE).map((line) => `  ${line}`)].join('\n');
}

export function verificationReport(result: VerificationResult, style: ReportStyle = TERMINAL_STYLE): string {
  const report = result.report;
  const out: string[] = [];
  out.push(`검증 결과: ${verificationBadge(result, style)}   (${report.formula.text}; ${style.thresholds(report.thresholds.pass, report.thresholds.retry)})`);
  out.push(`질문 범위: ${scopeLabel({ ...report.scope, zone: report.scope.zone ?? '용도지역 없음' })}`);
  out.push(`권장: ${result.recommendation}`);
  const lines = findingLines(result, style);
  if (lines.length > 0) out.push('', `검증 결과 (오류 ${result.issues.length}건, 경고·안내 ${result.warnings.length}건):`, ...lines.map((line) => `  ${line}`));

  out.push('', '단계:');
  for (const step of report.steps) {
    out.push(`  ${style.step(step)}${step.note ? ` — ${step.note}` : ''}`);
  }

  const figures = report.extracted.figures;
  if (figures.length > 0) {
    out.push('', '추출한 수치:');
    for (const figure of figures) {
      const bound = [figure.zone, figure.jurisdiction, figure.law, ...figure.articles].filter(Boolean).join(' · ');
      out.push(`  ${figure.attribute} ${figure.lower !== null ? `${figure.lower}–` : ''}${figure.value}${figure.unit} ${figure.bound ?? ''}  [${bound}]  ← '${figure.phrase}'`);
    }
  }
  for (const claim of report.extracted.permissions) out.push(`  허가: ${claim.activity ?? '(용도 미상)'} → ${claim.verdict}  ← '${claim.phrase}'`);

  if (report.checks.length > 0) {
    out.push('', '규칙 검사:');
    for (const check of report.checks) {
      const rows = check.rows.filter((id) => !check.message.includes(`[${id}]`));
      out.push(`  ${style.verdict[check.verdict]} ${check.id} ${check.message}${rows.length > 0 ? ` [${rows.join(', ')}]` : ''}`);
    }
  }
  if (report.rows.length > 0) {
    out.push('', '참조한 규칙 행:');
    for (const row of report.rows) {
      const where = [row.law_name, row.article].filter(Boolean).join(' ');
      out.push(`  ${row.id} ${row.jurisdiction} ${row.zone_district} ${row.statement} — ${where || '출처 미상'}${row.page !== null ? `, p.${row.page}` : ''} (${row.source})`);
      if (row.warning) out.push(`     ${row.warning}`);
    }
  }

  const { supported, contradicted, not_found: notFound } = style.outcome;
  out.push('', `근거 대조 (${style.semanticMethod(report.semantic.method)}, ${report.semantic.score}점; 검증한 주장 ${result.claims}건; ${supported} 근거와 일치 · ${contradicted} 근거와 다름 · ${notFound} 근거 미발견):`);
  for (const row of report.semantic.grounding) {
    const where = row.support.length > 0 ? row.support.join(' ') : row.supported ? '답변에 있음' : (row.note ?? '없음');
    out.push(`  ${style.outcome[row.outcome]} ${style.claimKind(row.kind)} ${row.claim} → ${where}`);
  }
  if (report.semantic.judge) out.push(`  언어 모델 판정: ${style.judge(report.semantic.judge)}`);
  if (report.passages.length > 0) out.push('', '대조한 근거:', ...report.passages.map((passage) => `  ${passage.label}`));
  if (report.attempts.length > 1) {
    out.push('', '시도:');
    for (const attempt of report.attempts) out.push(`  ${attempt.attempt}. ${verificationBadge(attempt, style)} — 문제 ${attempt.issues.length}건`);
  }
  return `${out.join('\n')}\n`;
}
