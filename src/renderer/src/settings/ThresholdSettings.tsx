// The numbers the verifier and the question classifier decide by: seed 000's PASS/RETRY thresholds and attempts,
// seed 001's temperature T and confidence thresholds A/B, labelled as the error catalog names them. Validated by
// the main process (a bad combination is refused with the reason); "기본값으로" puts the seeds' values back.
import { useState } from 'react';
import type { ApiError, AppSettings } from '../../../shared/contract';
import { api } from '../api';
import { SETTING_LABEL } from '../../../shared/error-catalog';
import type { SettingField } from '../../../shared/error-reasons';
import { ErrorBox } from '../common/Banners';

type Field = { group: 'verification' | 'understanding'; key: string; step: number; min: number; max: number; note: string };

const FIELDS: Field[] = [
  { group: 'verification', key: 'passThreshold', step: 1, min: 0, max: 100, note: '이 점수 이상이면 통과 (기본 70)' },
  { group: 'verification', key: 'retryThreshold', step: 1, min: 0, max: 100, note: '이 점수 이상이면 다시 생성, 미만이면 실패 (기본 50)' },
  { group: 'verification', key: 'maxAttempts', step: 1, min: 1, max: 5, note: '재생성을 포함한 시도 횟수 (기본 3)' },
  { group: 'understanding', key: 'temperature', step: 0.01, min: 0.01, max: 10, note: '분류 점수를 T로 나눈 뒤 확률로 바꿈 (기본 0.1)' },
  { group: 'understanding', key: 'thresholdA', step: 0.01, min: 0, max: 1, note: '이 이상이면 바로 답함 (기본 0.10)' },
  { group: 'understanding', key: 'thresholdB', step: 0.01, min: 0, max: 1, note: 'A와 B 사이·B 미만이면 되물음 (기본 0.05)' },
  { group: 'understanding', key: 'maxClarifyRetry', step: 1, min: 0, max: 5, note: '되묻는 횟수, 넘으면 추정해 답함 (기본 3)' },
];

const labelOf = (id: string) => SETTING_LABEL[id as SettingField].label;

export function ThresholdSettings({ initial }: { initial: AppSettings }) {
  const [settings, setSettings] = useState(initial);
  const [draft, setDraft] = useState<Record<string, string>>(() => toDraft(initial));
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const apply = (next: AppSettings, message: string) => {
    setSettings(next);
    setDraft(toDraft(next));
    setError(null);
    setSaved(message);
  };
  const patch = (group: Field['group']) =>
    Object.fromEntries(FIELDS.filter((field) => field.group === group).map((field) => [field.key, Number(draft[`${group}.${field.key}`])]));

  return (
    <section className="settings-section" aria-labelledby="thresholds-title">
      <h3 id="thresholds-title">검증·질문 이해 기준</h3>
      <div className="form-grid thresholds">
        {FIELDS.map((field) => {
          const id = `${field.group}.${field.key}`;
          return (
            <div key={id} className="contents">
              <label htmlFor={id}>{labelOf(id)}</label>
              <div className="inline">
                <input id={id} type="number" step={field.step} min={field.min} max={field.max} value={draft[id] ?? ''} onChange={(event) => setDraft({ ...draft, [id]: event.target.value })} />
                <span className="small muted">{field.note}</span>
              </div>
            </div>
          );
        })}
        <label htmlFor="verification.useLlm">{labelOf('verification.useLlm')}</label>
        <div className="inline">
          <input id="verification.useLlm" type="checkbox" checked={settings.verification.useLlm} onChange={(event) => void api.settings.update({ verification: { useLlm: event.target.checked } }).then((next) => apply(next, '저장했습니다.'), setError)} />
          <span className="small muted">추출과 의미 판정에 언어 모델을 씀 (결정적 검사는 언제나 코드가 함)</span>
        </div>
      </div>
      <div className="button-row">
        <button type="button" className="primary" onClick={() => void api.settings.update({ verification: patch('verification'), understanding: patch('understanding') }).then((next) => apply(next, '✔ 저장했습니다.'), setError)}>
          기준 저장
        </button>
        <button type="button" onClick={() => void api.settings.reset().then((next) => apply(next, '↺ 기본값으로 되돌렸습니다.'), setError)}>
          기본값으로
        </button>
        {saved && (
          <span className="small ok-text" role="status">
            {saved}
          </span>
        )}
      </div>
      {error && <ErrorBox error={error} />}
    </section>
  );
}

function toDraft(settings: AppSettings): Record<string, string> {
  return Object.fromEntries(FIELDS.map((field) => [`${field.group}.${field.key}`, String((settings[field.group] as Record<string, unknown>)[field.key])]));
}
