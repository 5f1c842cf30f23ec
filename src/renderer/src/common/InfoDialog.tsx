// The installation at a glance (versions, database, models, language model); changing any of it is the settings
// view's job, which the dialog points to.
import { useRef } from 'react';
import type { AppInfo } from '../../../shared/contract';
import { Modal } from './Modal';
import { ModelStatusList } from './ModelStatusList';

export function InfoDialog({ info, onClose, onOpenSettings }: { info: AppInfo; onClose(): void; onOpenSettings(): void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal className="info-dialog" labelledBy="info-title" initialFocus={closeRef} onClose={onClose}>
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
        <ModelStatusList models={info.models} />
        <dt>언어 모델</dt>
        <dd>{info.llm.provider === 'none' ? '없음 — 추출식 답변' : `${info.llm.provider} · ${info.llm.model ?? ''} (${info.llm.baseURL ?? ''})`}</dd>
      </dl>
      <p className="small">
        언어 모델(OpenAI, Ollama, llama.cpp, LM Studio 등)의 연결과 연결 테스트, 모델 내려받기, 검증 기준은{' '}
        <button type="button" className="link" onClick={onOpenSettings}>
          설정
        </button>
        에서 바꿉니다.
      </p>
    </Modal>
  );
}
