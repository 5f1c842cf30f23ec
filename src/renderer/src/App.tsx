// The first window: what this installation is (versions, database, models) and how many documents it holds.
// The chat, citations and verification report arrive with later issues.
import { useEffect, useState } from 'react';
import type { ApiError, AppInfo, Stats } from '../../shared/contract';

type Loaded = { info: AppInfo; stats: Stats } | { error: ApiError } | null;

export function App() {
  const [state, setState] = useState<Loaded>(null);

  useEffect(() => {
    Promise.all([window.geungeo.app.info(), window.geungeo.stats()])
      .then(([info, stats]) => setState({ info, stats }))
      .catch((error: ApiError) => setState({ error }));
  }, []);

  return (
    <main className="app">
      <header>
        <h1>
          근거 <span className="latin">Geungeo</span>
        </h1>
        <p className="tagline">건축·토지이용 법규 질의응답 — 모든 답에 근거를</p>
      </header>
      {state === null && <p>불러오는 중…</p>}
      {state && 'error' in state && (
        <p className="error" role="alert">
          {state.error.message} {state.error.hint && <em>({state.error.hint})</em>}
        </p>
      )}
      {state && 'info' in state && <Overview info={state.info} stats={state.stats} />}
    </main>
  );
}

function Overview({ info, stats }: { info: AppInfo; stats: Stats }) {
  return (
    <>
      <section className="counts" aria-label="라이브러리">
        <Count label="문서" value={stats.documents} />
        <Count label="페이지" value={stats.pages} />
        <Count label="청크" value={stats.chunks} />
        <Count label="임베딩" value={stats.embedded} />
      </section>
      <section>
        <h2>설치 정보</h2>
        <dl>
          <dt>버전</dt>
          <dd>
            {info.name} {info.version} · Electron {info.versions.electron ?? '—'} · Node {info.versions.node} · SQLite{' '}
            {info.versions.sqlite} · sqlite-vec {info.versions.sqliteVec}
          </dd>
          <dt>데이터베이스</dt>
          <dd>
            <code>{info.dbPath}</code> (schema v{info.schemaVersion})
          </dd>
          <dt>LLM</dt>
          <dd>{info.llm.provider === 'none' ? '없음 — 추출형 답변' : `${info.llm.provider} · ${info.llm.model}`}</dd>
          {info.models.map((model) => (
            <ModelRow key={model.id} model={model} />
          ))}
        </dl>
      </section>
    </>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="count">
      <strong>{value.toLocaleString('ko-KR')}</strong>
      <span>{label}</span>
    </div>
  );
}

function ModelRow({ model }: { model: AppInfo['models'][number] }) {
  return (
    <>
      <dt>{model.role === 'embedding' ? '임베딩 모델' : '분류 모델'}</dt>
      <dd className={model.available ? 'ok' : 'missing'}>
        {model.id} — {model.available ? '사용 가능' : '없음'}
        <br />
        <small>{model.note}</small>
      </dd>
    </>
  );
}
