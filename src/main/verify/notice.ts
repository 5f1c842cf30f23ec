// Seed 000's "⚠️ 검증 안내": the block under an answer that did not pass verification in any attempt, so nobody
// relies on it without checking what the verifier found.
import type { VerificationResult } from '../../shared/verify-contract';

export const NOTICE_HEADING = '⚠️ 검증 안내';
const MAX_LISTED = 5;

export function verificationNotice(result: Pick<VerificationResult, 'status' | 'score' | 'issues' | 'warnings'>, attempts: number): string {
  const listed = (result.issues.length > 0 ? result.issues : result.warnings).slice(0, MAX_LISTED);
  const tried = attempts > 1 ? `${attempts}회 시도했지만 ` : '';
  return [
    '---',
    `${NOTICE_HEADING}: 이 답변은 ${tried}자동 검증을 통과하지 못했습니다 (${result.status}, ${result.score}점). 아래 문제를 원문과 대조해 확인한 뒤 사용하세요.`,
    ...listed.map((issue) => `- ${issue}`),
  ].join('\n');
}
