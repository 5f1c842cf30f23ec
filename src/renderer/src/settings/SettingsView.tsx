// Settings: the language model, the models folder (and downloading the embedding model when online), the
// verification and question-understanding thresholds with the seeds' defaults, and where the database is.
import { useEffect, useState } from 'react';
import type { ApiError, AppInfo, AppSettings, ModelsProgress } from '../../../shared/contract';
import { api } from '../api';
import { ErrorBox } from '../common/Banners';
import { ModelStatusList } from '../common/ModelStatusList';
import { LlmSettings } from './LlmSettings';
import { ThresholdSettings } from './ThresholdSettings';
import { ReferenceDateSettings } from './ReferenceDateSettings';

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
        <ReferenceDateSettings />
        <section className="settings-section" aria-labelledby="db-title">
          <h3 id="db-title">데이터베이스</h3>
          <dl className="info compact">
            <dt>위치</dt>
            <dd>
              <code data-testid="db-path">{info.dbPath}</code>
            </dd>
            <dt>크기</dt>
            <dd data-testid="db-size">{formatBytes(info.dbBytes)} (schema v{info.schemaVersion})</dd>
            <dt>실행 환경</dt>
            <dd>
              {info.name} {info.version} · {info.shell === 'browser' ? '브라우저 모드' : info.shell} · SQLite {info.versions.sqlite} · sqlite-vec {info.versions.sqliteVec}
            </dd>
          </dl>
          <p className="small muted">다른 데이터베이스를 쓰려면 <code>npm run serve -- --db 파일</code> 또는 환경 변수 <code>GEUNGEO_DB</code>로 시작하세요.</p>
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
          {info.modelsDirs.length === 0 && <span className="muted">없음 — <code>--models 폴더</code>나 <code>GEUNGEO_MODELS_DIR</code>로 지정하세요</span>}
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
        <span className="small muted">인터넷 연결이 필요합니다 (Hugging Face). 오프라인 PC에는 다른 PC에서 받은 모델 폴더를 위 폴더에 복사하세요.</span>
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
