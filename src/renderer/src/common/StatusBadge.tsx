import type { VerificationStatus } from '../../../shared/contract';

/** Icon, word and colour each say the status, so it reads without colour too. */
const LOOK: Record<VerificationStatus, { icon: string; word: string }> = {
  PASS: { icon: '✔', word: '검증 통과' },
  RETRY: { icon: '↻', word: '재검토 필요' },
  FAIL: { icon: '✖', word: '검증 실패' },
};

export function StatusBadge({ status, score, small }: { status: VerificationStatus; score?: number | undefined; small?: boolean }) {
  const look = LOOK[status];
  return (
    <span className={`status status-${status.toLowerCase()}${small ? ' small' : ''}`} data-status={status}>
      <span aria-hidden="true">{look.icon}</span> {status} · {look.word}
      {score !== undefined && <> · {score}점</>}
    </span>
  );
}
