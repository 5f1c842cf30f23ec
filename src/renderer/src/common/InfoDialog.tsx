// The installation at a glance (versions, database, models, language model) and how to connect a language model.
// The full settings view arrives with the library and rules views.
import { useEffect, useRef } from 'react';
import type { AppInfo } from '../../../shared/contract';

export function InfoDialog({ info, onClose }: { info: AppInfo; onClose(): void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="overlay" role="presentation" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <section className="info-dialog" role="dialog" aria-modal="true" aria-labelledby="info-title">
        <header className="page-toolbar">
          <strong id="info-title">정보 및 연결</strong>
          <button type="button" ref={closeRef} className="ghost push" onClick={onClose} aria-label="닫기 (Esc)">
            ✕
          </button>
        </header>
        <dl className="info">
          <dt>버전</dt>
          <dd>
            {info.name} {info.version} · {info.shell === 'browser' ? '브라우저 모드' : `Electron ${info.versions.electron ?? '—'}`} · Node {info.versions.node} · SQLite {info.versions.sqlite} · sqlite-vec {info.versions.sqliteVec}
          </dd>
          <dt>데이터베이스</dt>
          <dd>
            <code>{info.dbPath}</code> (schema v{info.schemaVersion})
          </dd>
          {info.models.map((model) => (
            <div key={model.id} className="contents">
              <dt>{model.role === 'embedding' ? '임베딩 모델' : '분류 모델'}</dt>
              <dd className={model.available ? 'ok' : 'missing'}>
                {model.id} — {model.available ? '사용 가능' : '없음'}
                <br />
                <small>{model.note}</small>
              </dd>
            </div>
          ))}
          <dt>언어 모델</dt>
          <dd>{info.llm.provider === 'none' ? '없음 — 추출식 답변' : `${info.llm.provider} · ${info.llm.model ?? ''} (${info.llm.baseURL ?? ''})`}</dd>
        </dl>
        <h3>언어 모델 연결</h3>
        <p className="small">
          OpenAI 호환 서버(Ollama, llama.cpp, LM Studio 등)를 쓰려면 앱을 시작하기 전에 <code>GEUNGEO_LLM_BASE_URL</code>(예: <code>http://127.0.0.1:11434/v1</code>)과{' '}
          <code>GEUNGEO_LLM_MODEL</code>을 설정하거나, <code>npx geungeo ask --llm ollama …</code>로 확인하세요. 키는 <code>OPENAI_API_KEY</code> 환경 변수로 둡니다.
        </p>
      </section>
    </div>
  );
}
