// The language model: a preset (none, OpenAI, Ollama, llama.cpp, LM Studio, custom), its address and model, the key
// (kept by the OS keychain in the desktop app; in browser mode it stays in the environment), "test connection"
// before saving, which lists the server's models or says exactly what failed.
import { useEffect, useState } from 'react';
import type { ApiError, CallOutput } from '../../../shared/contract';
import { LLM_PRESETS, LLM_PROVIDERS, type LlmProvider } from '../../../shared/llm-presets';
import { api } from '../api';
import { ErrorBox } from '../common/Banners';
import { ErrorText } from '../common/ErrorText';

const PROVIDER_LABEL: Record<LlmProvider, string> = { none: '없음 (추출식 답변)', openai: 'OpenAI', ollama: 'Ollama', llamacpp: 'llama.cpp', lmstudio: 'LM Studio', custom: '직접 입력 (OpenAI 호환)' };

/** The active provider as the list above names it (a provider this window does not know reads as 직접 입력). */
const providerLabel = (provider: string) => PROVIDER_LABEL[LLM_PROVIDERS.find((known) => known === provider) ?? 'custom'];

interface Form {
  provider: LlmProvider;
  baseURL: string;
  model: string;
  apiKey: string;
}

export function LlmSettings({ onSaved }: { onSaved(): void }) {
  const [status, setStatus] = useState<CallOutput<'llm.status'> | null>(null);
  const [form, setForm] = useState<Form>({ provider: 'none', baseURL: '', model: '', apiKey: '' });
  const [test, setTest] = useState<CallOutput<'llm.test'> | 'running' | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    api.llm.status().then((current) => {
      setStatus(current);
      const stored = (current.settings ?? {}) as Partial<Record<'provider' | 'baseURL' | 'model', string>>;
      setForm({ provider: (stored.provider as LlmProvider | undefined) ?? 'none', baseURL: stored.baseURL ?? '', model: stored.model ?? '', apiKey: '' });
    }, setError);
  }, []);

  const preset = form.provider === 'none' ? null : LLM_PRESETS[form.provider];
  const settings = () => ({ provider: form.provider, ...(form.baseURL.trim() ? { baseURL: form.baseURL.trim() } : {}), ...(form.model.trim() ? { model: form.model.trim() } : {}) });
  const keyInput = form.apiKey.trim() ? { api_key: form.apiKey.trim() } : {};
  const change = (patch: Partial<Form>) => {
    setForm({ ...form, ...patch });
    setTest(null);
    setSaved(false);
  };
  const secure = status?.secure_storage ?? false;

  return (
    <section className="settings-section" aria-labelledby="llm-title">
      <h3 id="llm-title">언어 모델</h3>
      {status && (
        <p className="small muted">
          지금 쓰는 모델: {status.active.provider === 'none' ? '없음 — 추출식 답변' : `${providerLabel(status.active.provider)} · ${status.active.model ?? ''} (${status.active.baseURL ?? ''})`}
          {status.active.provider !== (status.settings?.provider ?? 'none') && ' — 앱을 시작할 때 정한 값이 여기 저장된 설정보다 우선합니다.'}
        </p>
      )}
      <div className="form-grid">
        <label htmlFor="llm-provider">종류</label>
        <select id="llm-provider" value={form.provider} onChange={(event) => change({ provider: event.target.value as LlmProvider, baseURL: '', model: '' })}>
          {LLM_PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {PROVIDER_LABEL[provider]}
            </option>
          ))}
        </select>
        {preset && (
          <>
            <label htmlFor="llm-base-url">서버 주소 (base URL)</label>
            <input id="llm-base-url" value={form.baseURL} placeholder={preset.baseURL ?? 'http://127.0.0.1:8000/v1'} onChange={(event) => change({ baseURL: event.target.value })} spellCheck={false} />
            <label htmlFor="llm-model">모델 이름</label>
            <div className="inline">
              <input id="llm-model" list="llm-models" value={form.model} placeholder={preset.defaultModel ?? '서버가 나열하는 모델 이름'} onChange={(event) => change({ model: event.target.value })} spellCheck={false} />
              <datalist id="llm-models">{test && test !== 'running' && test.models.map((model) => <option key={model} value={model} />)}</datalist>
            </div>
            <label htmlFor="llm-key">API 키</label>
            <div>
              <input id="llm-key" type="password" autoComplete="off" value={form.apiKey} disabled={!secure} placeholder={status?.has_api_key ? '저장된 키 있음 (바꾸려면 입력)' : preset.local ? '로컬 서버는 키가 필요 없습니다' : 'sk-…'} onChange={(event) => change({ apiKey: event.target.value })} />
              <p className="small muted field-note">
                {secure
                  ? '키는 운영체제의 키체인으로 암호화해 저장하며 설정 파일이나 로그에 남기지 않습니다.'
                  : '이 모드에서는 키를 저장하지 않습니다 (안전한 저장소가 없음). 키는 환경 변수에 두세요: OpenAI는 OPENAI_API_KEY, 그 밖의 서버는 GEUNGEO_LLM_API_KEY를 설정하고 서버를 다시 시작합니다.'}
              </p>
            </div>
          </>
        )}
      </div>
      <div className="button-row">
        <button type="button" disabled={test === 'running'} onClick={() => {
          setTest('running');
          api.llm.test({ settings: settings(), ...keyInput }).then(setTest, (failure: ApiError) => setTest({ ok: false, provider: form.provider, baseURL: null, model: null, models: [], model_listed: false, error: failure, ms: 0 }));
        }}>
          {test === 'running' ? '연결 확인 중…' : '연결 테스트'}
        </button>
        <button type="button" className="primary" onClick={() => {
          setError(null);
          api.llm.configure({ settings: settings(), ...keyInput }).then((next) => {
            setStatus(next);
            setSaved(true);
            setForm((current) => ({ ...current, apiKey: '' }));
            onSaved();
          }, setError);
        }}>
          저장
        </button>
        {saved && <span className="small ok-text" role="status">✔ 저장했습니다. 다음 질문부터 적용됩니다.</span>}
      </div>
      {test && test !== 'running' && <TestResult result={test} />}
      {error && <ErrorBox error={error} />}
    </section>
  );
}

function TestResult({ result }: { result: CallOutput<'llm.test'> }) {
  if (!result.ok) {
    return (
      <div className="test-result fail" role="alert" data-testid="llm-test">
        <strong>✖ 연결 실패</strong> {result.error && <ErrorText error={result.error} />}
      </div>
    );
  }
  if (result.provider === 'none') return <p className="test-result small">언어 모델 없이 추출식으로 답합니다. 확인할 연결이 없습니다.</p>;
  return (
    <div className="test-result ok" role="status" data-testid="llm-test">
      <strong>✔ 연결됨</strong> {result.baseURL} · {result.ms} ms · 모델 {result.models.length}개
      {result.models.length > 0 && (
        <ul className="model-list">
          {result.models.slice(0, 30).map((model) => (
            <li key={model} className={model === result.model ? 'current' : undefined}>
              {model}
            </li>
          ))}
        </ul>
      )}
      {!result.model_listed && result.models.length > 0 && <p className="small warning-text">설정한 모델 “{result.model}”이 목록에 없습니다. 위 목록에서 고르세요 (llama.cpp처럼 이름과 관계없이 답하는 서버도 있습니다).</p>}
    </div>
  );
}
