// Settings: the language model, the models folder (and downloading the embedding model when online), the
// verification and question-understanding thresholds with the seeds' defaults, the user's default place, the
// reference date, the team library, and where the database is.
import { useEffect, useState } from 'react';
import type { ApiError, AppInfo, AppSettings, ModelsProgress } from '../../../shared/contract';
import { api } from '../api';
import { ErrorBox } from '../common/Banners';
import { ModelStatusList } from '../common/ModelStatusList';
import { LlmSettings } from './LlmSettings';
import { ThresholdSettings } from './ThresholdSettings';
import { ReferenceDateSettings } from './ReferenceDateSettings';
import { PlaceSettings } from './PlaceSettings';
import { TeamSettings } from './TeamSettings';

const SHELL_LABEL: Record<AppInfo['shell'], string> = { electron: '데스크톱 앱', browser: '브라우저 모드', cli: '명령줄', test: '시험 실행' };

export function SettingsView({ info, onChanged }: { info: AppInfo; onChanged(): void }) {
  return (
    <section className="view settings-view" aria-label="설정">
      <header className="view-head">
        <h2>설정</h2>
      </header>
      <div className="settings-body">
        <LlmSettings onSaved={onChanged} />
        <ModelSettings info={info} onChanged={onChanged} />
        <ThresholdsLoader />
        <PlaceSettings />
        <ReferenceDateSettings />
        <TeamSettings onSaved={onChanged} />
        <section className="settings-section" aria-labelledby="db-title">
          <h3 id="db-title">데이터베이스</h3>
          <dl className="info compact">
            <dt>위치</dt>
            <dd>
              <code data-testid="db-path">{info.dbPath}</code>
            </dd>
            <dt>크기</dt>
            <dd data-testid="db-size">{formatBytes(info.dbBytes)} (형식 {info.schemaVersion}판)</dd>
            <dt>실행 환경</dt>
            <dd>
              {info.name} {info.version} · {SHELL_LABEL[info.shell]} · SQLite {info.versions.sqlite} · sqlite-vec {info.versions.sqliteVec}
            </dd>
          </dl>
          <p className="small muted">다른 데이터베이스 파일을 쓰려면 앱을 그 파일로 다시 시작해야 합니다 (설치 안내의 “데이터베이스” 참고).</p>
        </section>
      </div>
    </section>
  );
}

function ModelSettings({ info, onChanged }: { info: AppInfo; onChanged(): void }) {
  const [progress, setProgress] = useState<ModelsProgress | null>(null);
  const [state, setState] = useState<'idle' | 'running' | 'done'>('idle');
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => api.on('models.progress', setProgress), []);
  return (
    <section className="settings-section" aria-labelledby="models-title">
      <h3 id="models-title">모델</h3>
      <dl className="info compact">
        <dt>찾는 폴더</dt>
        <dd>
          {info.modelsDirs.length === 0 && <span className="muted">없음 — 모델 폴더를 정해 앱을 다시 시작해야 합니다 (설치 안내의 “모델” 참고)</span>}
          {info.modelsDirs.map((dir) => (
            <code key={dir} className="block">
              {dir}
            </code>
          ))}
        </dd>
        <ModelStatusList models={info.models} />
      </dl>
      <div className="button-row">
        <button type="button" disabled={state === 'running'} onClick={() => {
          setState('running');
          setError(null);
          api.models.fetch().then(() => {
            setState('done');
            onChanged();
          }, (failure: ApiError) => {
            setState('idle');
            setError(failure);
          });
        }}>
          {state === 'running' ? '내려받는 중…' : '임베딩 모델 내려받기'}
        </button>
        <span className="small muted">인터넷 연결이 필요합니다 (Hugging Face). 인터넷이 없는 컴퓨터에는 다른 컴퓨터에서 받은 모델 폴더를 위 폴더에 복사하세요.</span>
      </div>
      {state === 'running' && progress && (
        <div className="download">
          <span className="small">
            {progress.file} {formatBytes(progress.bytes)}
            {progress.totalBytes ? ` / ${formatBytes(progress.totalBytes)}` : ''}
          </span>
          <progress max={progress.totalBytes ?? undefined} value={progress.totalBytes ? progress.bytes : undefined} />
        </div>
      )}
      {state === 'done' && <p className="small ok-text">✔ 모델을 받았습니다. 새 문서는 바로, 기존 문서는 라이브러리의 "다시 임베딩"으로 의미 검색에 쓰입니다.</p>}
      {error && <ErrorBox error={error} />}
    </section>
  );
}

function ThresholdsLoader() {
  const [settings, setSettings] = useState<AppSettings | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => void api.settings.get().then(setSettings, setError), []);
  if (error) return <ErrorBox error={error} />;
  return settings ? <ThresholdSettings initial={settings} /> : null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
