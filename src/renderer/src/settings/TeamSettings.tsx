// The team library: the team database's address and password (kept by the OS keychain in the desktop app; in
// browser mode it stays in the environment), the places whose ordinances this laptop takes besides the national
// acts, and whether to sync when the app starts — with 팀 서버 접속 확인 before saving, which says what the account may do.
import { useEffect, useState } from 'react';
import type { ApiError, CallOutput, PlaceChoices, TeamStatus } from '../../../shared/contract';
import { api } from '../api';
import { ErrorBox } from '../common/Banners';
import { ErrorText } from '../common/ErrorText';

interface Form {
  url: string;
  password: string;
  places: string[];
  syncOnStart: boolean;
}

export function TeamSettings({ onSaved }: { onSaved(): void }) {
  const [status, setStatus] = useState<TeamStatus | null>(null);
  const [choices, setChoices] = useState<PlaceChoices>([]);
  const [form, setForm] = useState<Form>({ url: '', password: '', places: [], syncOnStart: true });
  const [province, setProvince] = useState('');
  const [district, setDistrict] = useState('');
  const [test, setTest] = useState<CallOutput<'team.test'> | 'running' | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    Promise.all([api.team.status(), api.settings.places()]).then(([current, list]) => {
      setStatus(current);
      setChoices(list);
      setForm({ url: current.settings.url ?? '', password: '', places: current.settings.places, syncOnStart: current.settings.syncOnStart });
    }, setError);
  }, []);

  const change = (patch: Partial<Form>) => {
    setForm((current) => ({ ...current, ...patch }));
    setTest(null);
    setSaved(false);
  };
  const settings = () => ({ url: form.url.trim() || null, places: form.places, syncOnStart: form.syncOnStart });
  const passwordInput = form.password ? { password: form.password } : {};
  const secure = status?.secure_storage ?? false;
  const districts = choices.find((entry) => entry.name === province)?.districts ?? [];
  const place = district || province;

  // Until the stored settings are read, an empty form would show and then jump.
  if (!status) return error ? <ErrorBox error={error} /> : null;
  return (
    <section className="settings-section" aria-labelledby="team-title">
      <h3 id="team-title">팀 라이브러리</h3>
      <p className="small muted">
        검토자가 팀 데이터베이스(PostgreSQL)에 올린 법령·조례와 규칙표를 이 노트북의 라이브러리로 받습니다. 받은 뒤에는 인터넷 없이도 그대로 검색하고 답하며, 이 노트북에서 추가한 문서는 이 노트북에만 남습니다.
      </p>
      {status?.source === 'env' && <p className="small warning-text">앱을 시작할 때 정한 주소(GEUNGEO_TEAM_URL)를 씁니다: {status.server} — 여기 저장한 주소보다 우선합니다.</p>}
      <div className="form-grid">
        <label htmlFor="team-url">팀 데이터베이스 주소</label>
        <input id="team-url" value={form.url} placeholder="postgres://사용자@호스트:5432/geungeo" spellCheck={false} onChange={(event) => change({ url: event.target.value })} />
        <label htmlFor="team-password">비밀번호</label>
        <div>
          <input id="team-password" type="password" autoComplete="off" value={form.password} disabled={!secure} placeholder={status?.has_password ? '저장된 비밀번호 있음 (바꾸려면 입력)' : '팀 관리자가 알려 준 비밀번호'} onChange={(event) => change({ password: event.target.value })} />
          <p className="small muted field-note">
            {secure
              ? '비밀번호는 운영체제의 키체인으로 암호화해 저장하며, 설정 파일이나 이 창에는 남기지 않습니다.'
              : '이 모드에서는 비밀번호를 저장하지 않습니다 (안전한 저장소가 없음). GEUNGEO_TEAM_PASSWORD 환경 변수에 두고 서버를 다시 시작하세요.'}
          </p>
        </div>
        <span>받을 지역</span>
        <div>
          {form.places.length === 0 ? (
            <p className="small">팀 라이브러리 전부 (지역을 고르면 전국 법령과 고른 지역의 조례만 받습니다)</p>
          ) : (
            <ul className="places-list" aria-label="받을 지역">
              <li className="muted">전국 법령</li>
              {form.places.map((name) => (
                <li key={name}>
                  {name}
                  <button type="button" aria-label={`${name} 빼기`} onClick={() => change({ places: form.places.filter((other) => other !== name) })}>
                    ✕
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="field-row">
            <select aria-label="받을 시·도" value={province} onChange={(event) => (setProvince(event.target.value), setDistrict(''))}>
              <option value="">시·도</option>
              {choices.map((entry) => (
                <option key={entry.name} value={entry.name}>
                  {entry.name}
                </option>
              ))}
            </select>
            <select aria-label="받을 시·군·구" value={district} disabled={districts.length === 0} onChange={(event) => setDistrict(event.target.value)}>
              <option value="">{province ? '시·도 전체' : '—'}</option>
              {districts.map((name) => (
                <option key={name} value={name}>
                  {name.slice(province.length + 1)}
                </option>
              ))}
            </select>
            <button type="button" className="small" disabled={!place || form.places.includes(place)} onClick={() => change({ places: [...form.places, place] })}>
              지역 추가
            </button>
          </div>
          <p className="small muted field-note">한 지역을 고르면 그 위(시·도)와 아래(구)의 조례도 받습니다.</p>
        </div>
        <label htmlFor="team-sync-on-start">시작할 때 동기화</label>
        <div>
          <input id="team-sync-on-start" type="checkbox" checked={form.syncOnStart} onChange={(event) => change({ syncOnStart: event.target.checked })} />
        </div>
      </div>
      <div className="button-row">
        <button type="button" disabled={test === 'running' || (!form.url.trim() && status?.source !== 'env')} onClick={() => {
          setTest('running');
          api.team.test({ settings: settings(), ...passwordInput }).then(setTest, (failure: ApiError) => setTest({ ok: false, server: null, role: null, version: null, postgres: null, error: failure, ms: 0 }));
        }}>
          {test === 'running' ? '접속 확인 중…' : '팀 서버 접속 확인'}
        </button>
        <button type="button" className="primary" onClick={() => {
          setError(null);
          api.team.configure({ settings: settings(), ...passwordInput }).then((next) => {
            setStatus(next);
            setSaved(true);
            setForm((current) => ({ ...current, password: '', places: next.settings.places }));
            onSaved();
          }, setError);
        }}>
          팀 설정 저장
        </button>
        {saved && <span className="small ok-text" role="status">✔ 저장했습니다. 라이브러리의 「지금 동기화」로 받거나, 다음 시작 때 받습니다.</span>}
      </div>
      {test && test !== 'running' && (
        <div className={`test-result ${test.ok ? 'ok' : 'fail'}`} role={test.ok ? 'status' : 'alert'} data-testid="team-test">
          {test.ok ? (
            <>
              <strong>✔ 연결됨</strong> {test.server} · PostgreSQL {test.postgres} · 팀 버전 {test.version} · {test.role === 'reviewer' ? '검토자 (게시 가능)' : '읽기 전용'} · {test.ms} ms
            </>
          ) : (
            <>
              <strong>✖ 연결 실패</strong> {test.error && <ErrorText error={test.error} />}
            </>
          )}
        </div>
      )}
      {error && <ErrorBox error={error} />}
    </section>
  );
}
