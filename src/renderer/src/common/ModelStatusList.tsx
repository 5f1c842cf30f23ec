// The local models and their status (found where, or what works without them), as <dt>/<dd> pairs of an info list.
import type { ModelStatus } from '../../../shared/contract';

export function ModelStatusList({ models }: { models: ModelStatus[] }) {
  return models.map((model) => (
    <div key={model.id} className="contents">
      <dt>{model.role === 'embedding' ? '임베딩 모델' : '분류 모델'}</dt>
      <dd className={model.available ? 'ok' : 'missing'}>
        {model.id} — {model.available ? '✔ 사용 가능' : '없음'}
        <br />
        <small>{model.note}</small>
      </dd>
    </div>
  ));
}
