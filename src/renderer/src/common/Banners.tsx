// What the window says when something is not there yet: no documents, no embedding model, no language model, or
// an API error (its message and what to do in Korean, never a stack).
import type { AppInfo, Stats } from '../../../shared/contract';

/** `tips` off once a conversation has turns: each answer's mode badge says the same, and the answer needs the room. */
export function LibraryBanners({ info, stats, tips, onOpenSettings, onAddBuiltIns }: { info: AppInfo; stats: Stats; tips: boolean; onOpenSettings(): void; onAddBuiltIns(): void }) {
  const embedding = info.models.find((model) => model.role === 'embedding');
  return (
    <div className="banners">
      {stats.documents === 0 && (
        <section className="banner drop-zone" aria-label="문서 없음">
          <strong>아직 라이브러리에 문서가 없습니다.</strong>{' '}
          <button type="button" className="primary small" onClick={onAddBuiltIns}>
            기본 제공 법령 넣기
          </button>
          <p className="small">건축법·국토계획법·주차장법과 그 시행령·시행규칙, 피난ㆍ방화 규칙 9건이 앱에 들어 있습니다. 다른 법령이나 조례는:</p>
          <ol className="small">
            <li>법령 PDF나 Markdown 파일을 준비합니다 (국가법령정보센터에서 PDF로 저장).</li>
            <li>
              파일이나 폴더를 이 창 어디에나 끌어 놓거나, 라이브러리의 <strong>파일 추가</strong>로 고릅니다.
            </li>
            <li>질문하면 조문과 쪽 번호를 근거로 답합니다.</li>
          </ol>
        </section>
      )}
      {tips && embedding && !embedding.available && stats.documents > 0 && (
        <p className="banner info small" role="note">
          <strong>임베딩 모델 없음</strong> — 키워드 검색과 규칙 검증은 그대로 동작합니다. 의미 검색을 켜려면 <strong>설정 &gt; 모델</strong>에서 임베딩 모델을 내려받으세요.
        </p>
      )}
      {tips && info.llm.provider === 'none' && (
        <p className="banner info small" role="note">
          <strong>언어 모델 없음 — 추출식 답변</strong>: 규칙표와 조문 원문을 발췌해 답하고, 같은 방식으로 검증합니다.{' '}
          <button type="button" className="link" onClick={onOpenSettings}>
            설정에서 연결하기
          </button>
        </p>
      )}
    </div>
  );
}

// (Its words come from the one catalog of messages.)
export { ErrorBox } from './ErrorText';
