// 제출: files one answer in the team library's audit records (question, answer, sources, report, model, library
// version). Offline it is kept on this laptop and sent with the next sync. Shown only when a team library is set.
import { useEffect, useState } from 'react';
import type { ApiError } from '../../../shared/contract';
import { api } from '../api';
import { ErrorText } from '../common/ErrorText';

export function SubmitButton({ session, message }: { session: number; message: number }) {
  const [team, setTeam] = useState(false);
  const [state, setState] = useState<'idle' | 'running' | 'sent' | 'queued'>('idle');
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => void api.team.status().then((status) => setTeam(status.configured), () => setTeam(false)), []);
  useEffect(() => setState('idle'), [session, message]);
  if (!team) return null;
  return (
    <span className="submit-answer">
      <button
        type="button"
        className="small"
        disabled={state === 'running'}
        title="이 답변을 질문·근거·검증 보고서와 함께 팀의 제출 기록에 남깁니다"
        onClick={() => {
          setState('running');
          setError(null);
          api.team.submit({ session, message }).then(
            (result) => setState(result.sent ? 'sent' : 'queued'),
            (failure: ApiError) => {
              setState('idle');
              setError(failure);
            },
          );
        }}
      >
        {state === 'running' ? '제출 중…' : '팀에 제출'}
      </button>
      {state === 'sent' && <span className="small ok-text" role="status"> ✔ 팀에 제출했습니다</span>}
      {state === 'queued' && <span className="small warning-text" role="status"> ✔ 제출 기록을 두었습니다 — 다음 동기화 때 보냅니다</span>}
      {error && (
        <span className="small error-text" role="alert">
          {' '}
          <ErrorText error={error} />
        </span>
      )}
    </span>
  );
}
