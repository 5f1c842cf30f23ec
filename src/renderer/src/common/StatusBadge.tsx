import type { VerificationStatus } from '../../../shared/contract';

/** Icon, word and colour each say the status, so it reads without colour too. */
const LOOK: Record<VerificationStatus, { icon: string; word: string }> = {
  PASS: { icon: '✔', word: '검증 통과' },
  RETRY: { icon: '↻', word: '재검토 필요' },
  FAIL: { icon: '✖', word: '검증 실패' },
};

/**
 * The verdict. An answer that passed without a single checkable claim ("근거를 찾지 못했습니다") is not shown as a
 * green PASS: nothing was verified, and the badge says so.
 */
export function StatusBadge({ status, score, small, claims }: { status: VerificationStatus; score?: number | undefined; small?: boolean; claims?: number | undefined }) {
  if (status === 'PASS' && claims === 0) {
    return (
      <span className={`status status-none${small ? ' small' : ''}`} data-status="NONE" title="답변에 근거와 대조할 수치·조문·법령이 없어 검증한 것이 없습니다">
        <span aria-hidden="true">ℹ</span> 검증할 주장 없음
      </span>
    );
  }
  const look = LOOK[status];
  return (
    <span className={`status status-${status.toLowerCase()}${small ? ' small' : ''}`} data-status={status}>
      <span aria-hidden="true">{look.icon}</span> {look.word}
      {score !== undefined && <> · {score}점</>}
    </span>
  );
}
