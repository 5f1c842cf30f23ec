// Which day's law an answer is read against: today (the default), or a pinned date — the day a permit was applied
// for, say. A passage whose 시행일 is later is marked 시행 예정 in the answer and the report.
import { useEffect, useState } from 'react';
import type { ApiError } from '../../../shared/contract';
import { api } from '../api';
import { ErrorBox } from '../common/Banners';

export function ReferenceDateSettings() {
  const [pinned, setPinned] = useState<string | null | undefined>(undefined);
  const [draft, setDraft] = useState('');
  const [saved, setSaved] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    api.settings.get().then((settings) => {
      setPinned(settings.dates.referenceDate);
      setDraft(settings.dates.referenceDate ?? '');
    }, setError);
  }, []);
  const save = (referenceDate: string | null) =>
    api.settings.update({ dates: { referenceDate } }).then((settings) => {
      setPinned(settings.dates.referenceDate);
      setDraft(settings.dates.referenceDate ?? '');
      setError(null);
      setSaved(settings.dates.referenceDate ? `✔ 기준일을 ${settings.dates.referenceDate}로 정했습니다.` : '✔ 오늘 날짜를 기준으로 합니다.');
    }, setError);
  if (pinned === undefined) return error ? <ErrorBox error={error} /> : null;
  return (
    <section className="settings-section" aria-labelledby="dates-title">
      <h3 id="dates-title">기준일</h3>
      <p className="small muted">답의 근거 조문이 이 날짜에 시행 중인지 봅니다. 시행일이 더 늦은 조문은 답과 검증 보고서에 ‘시행 예정’으로 표시됩니다.</p>
      <div className="field-row">
        <label htmlFor="reference-date">기준일</label>
        <input id="reference-date" type="date" value={draft} onChange={(event) => setDraft(event.target.value)} />
        <button type="button" className="primary" disabled={draft === '' || draft === pinned} onClick={() => void save(draft)}>
          기준일 저장
        </button>
        <button type="button" disabled={pinned === null} onClick={() => void save(null)}>
          오늘로 되돌리기
        </button>
      </div>
      <p className="small" role="status">
        {pinned ? `지금 기준일: ${pinned} (고정)` : '지금 기준일: 오늘'} {saved && <span className="muted">{saved}</span>}
      </p>
      {error && <ErrorBox error={error} />}
    </section>
  );
}
