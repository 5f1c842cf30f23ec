// One line while the built-in statutes go in (which file, which page, how many of how many), and one when they are in.
import type { BuiltInsState } from './useBuiltIns';
import { ErrorBox } from '../common/Banners';

export function BuiltInsBanner({ state, onDismiss }: { state: BuiltInsState; onDismiss(): void }) {
  if (state.error) return <ErrorBox error={state.error} />;
  if (state.running) {
    const { done, total, current } = state;
    return (
      <section className="banner info built-ins" role="status" aria-label="기본 제공 법령 추가">
        <strong>기본 제공 법령을 라이브러리에 넣는 중입니다</strong>{' '}
        <span className="small">
          {total > 0 ? `${done}/${total}` : ''}
          {current ? ` · ${current.file}${current.pages > 0 ? ` (${current.page}/${current.pages}쪽)` : ''}` : ''}
        </span>
        <progress max={Math.max(total, 1)} value={done} aria-label="추가한 법령 수" />
        <p className="small muted">건축법·국토계획법·주차장법과 그 시행령·시행규칙, 피난ㆍ방화 규칙 — 다 들어가기 전에도 질문할 수 있습니다.</p>
      </section>
    );
  }
  const report = state.report;
  if (!report) return null;
  const stored = report.added + report.replaced + report.unchanged;
  return (
    <section className="banner info built-ins" role="status" aria-label="기본 제공 법령 추가">
      <strong>기본 제공 법령 {stored}건이 라이브러리에 있습니다.</strong>{' '}
      <span className="small">
        {report.failed > 0 ? `${report.failed}건은 넣지 못했습니다. ` : ''}라이브러리에서 빼거나 다시 넣을 수 있습니다.
      </span>{' '}
      <button type="button" className="link small" onClick={onDismiss}>
        닫기
      </button>
    </section>
  );
}
