// STEP 4 (seed 000): final = 0.6 × hard + 0.4 × semantic − 10 × (errors), clamped to 0–100; PASS at or above the
// pass threshold with no error, RETRY at or above the retry threshold, else FAIL. Errors are counted by their
// severity as data — never by looking for ❌ in a string. The status is an enum and is compared as one.
import type { Finding } from '../../shared/findings';
import { VerificationStatus, type VerificationSettings } from '../../shared/verify-contract';

export const HARD_WEIGHT = 0.6;
export const SEMANTIC_WEIGHT = 0.4;
export const CRITICAL_PENALTY = 10;
/** Seed 000: hard rules passed → 100, failed → 30. */
export const HARD_PASS_SCORE = 100;
export const HARD_FAIL_SCORE = 30;

export const isCritical = (finding: Pick<Finding, 'severity'>) => finding.severity === 'error';

export interface ScoreInput {
  hard: number;
  semantic: number;
  findings: readonly Pick<Finding, 'severity'>[];
  thresholds: Pick<VerificationSettings, 'passThreshold' | 'retryThreshold'>;
}

export interface Score {
  final: number;
  critical: number;
  status: VerificationStatus;
  /** "0.6 × 100 + 0.4 × 95 − 10 × 0 = 98" */
  text: string;
}

export function scoreVerification({ hard, semantic, findings, thresholds }: ScoreInput): Score {
  const critical = findings.filter(isCritical).length;
  const raw = HARD_WEIGHT * hard + SEMANTIC_WEIGHT * semantic - CRITICAL_PENALTY * critical;
  // Rounded to one decimal so that 69.96 is not shown as 70.0 and then fail a 70 threshold.
  const final = Math.round(Math.max(0, Math.min(100, raw)) * 10) / 10;
  const status = statusFor(final, critical, thresholds);
  const number = (value: number) => String(Math.round(value * 10) / 10);
  return { final, critical, status, text: `${HARD_WEIGHT} × ${number(hard)} + ${SEMANTIC_WEIGHT} × ${number(semantic)} − ${CRITICAL_PENALTY} × ${critical} = ${number(final)}` };
}

/** PASS needs the pass threshold and no ❌ at all; RETRY the retry threshold; anything lower is FAIL. */
export function statusFor(final: number, critical: number, thresholds: ScoreInput['thresholds']): VerificationStatus {
  if (final >= thresholds.passThreshold && critical === 0) return VerificationStatus.PASS;
  return final >= thresholds.retryThreshold ? VerificationStatus.RETRY : VerificationStatus.FAIL;
}

/** Seed 000's recommendation for each status. */
export function recommendationFor(status: VerificationStatus, issues: readonly string[], warnings: readonly string[]): string {
  const top = (list: readonly string[]) => list.slice(0, 3).join(' / ');
  if (status === VerificationStatus.PASS) {
    return warnings.length > 0 ? `검증을 통과했습니다. 확인할 점: ${top(warnings)}` : '검증을 통과했습니다: 답변이 규칙표와 근거 조문에 맞습니다.';
  }
  if (status === VerificationStatus.RETRY) return `답변을 재작성하세요. 주요 이슈: ${top(issues.length > 0 ? issues : warnings)}`;
  return `답변이 법규와 심각하게 불일치합니다. 근거 조문만으로 전면 재작성하세요. 주요 이슈: ${top(issues.length > 0 ? issues : warnings)}`;
}
