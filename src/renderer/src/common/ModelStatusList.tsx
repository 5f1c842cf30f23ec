// The local models and their status (found where, or what works without them), as <dt>/<dd> pairs of an info list.
// Said from the status's data (role, path) in the window's words; its `note` is the terminal's English sentence.
import type { ModelStatus } from '../../../shared/contract';

const ROLE: Record<ModelStatus['role'], { label: string; withoutIt: string }> = {
  embedding: { label: '임베딩 모델', withoutIt: '없으면 키워드 검색만 합니다. 설정 > 모델 > "임베딩 모델 내려받기"로 받을 수 있습니다.' },
  classifier: { label: '분류 모델', withoutIt: '없으면 질문을 낱말과 예문으로 분류합니다. 답변과 검증은 그대로 됩니다.' },
};

export function ModelStatusList({ models }: { models: ModelStatus[] }) {
  return models.map((model) => (
    <div key={model.id} className="contents">
      <dt>{ROLE[model.role].label}</dt>
      <dd className={model.available ? 'ok' : 'missing'}>
        {model.id} — {model.available ? '✔ 사용 가능' : '없음'}
        <br />
        <small>{model.path ? `찾은 곳: ${model.path}` : `찾는 폴더에 없습니다. ${ROLE[model.role].withoutIt}`}</small>
      </dd>
    </div>
  ));
}
