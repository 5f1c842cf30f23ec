// The right-hand column of the chat screen: the picked answer's sources or its verification report, in two tabs,
// with the export of that one answer (and, with a team library, its 제출).
import { ExportButtons } from '../export/ExportButtons';
import { SubmitButton } from '../export/SubmitButton';
import { CitationsPanel } from '../panels/CitationsPanel';
import { ReportPanel } from '../panels/ReportPanel';
import type { Turn } from './turns';
import type { AnswerTab } from './useChat';

export function AnswerPanel({ session, shown, tab, onTab }: { session: number | null; shown: Turn | null; tab: AnswerTab; onTab(tab: AnswerTab): void }) {
  return (
    <aside className="side-panel" aria-label="근거와 검증">
      {/* An answer's key is m<message id>: the id its export asks for. */}
      {session !== null && shown?.kind === 'answer' && /^m\d+$/.test(shown.key) && (
        <div className="panel-toolbar">
          <ExportButtons input={{ session, message: Number(shown.key.slice(1)) }} label="이 답변 내보내기" />
          <SubmitButton session={session} message={Number(shown.key.slice(1))} />
        </div>
      )}
      <div className="tabs" role="tablist" aria-label="답변 정보">
        <button type="button" role="tab" id="tab-sources" aria-selected={tab === 'sources'} aria-controls="panel-sources" onClick={() => onTab('sources')}>
          근거{shown?.kind === 'answer' && ` ${shown.details.citations.length}`}
        </button>
        <button type="button" role="tab" id="tab-report" aria-selected={tab === 'report'} aria-controls="panel-report" onClick={() => onTab('report')}>
          검증 보고서
        </button>
      </div>
      <div className="panel-body" role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {!shown || shown.kind !== 'answer' ? (
          <p className="muted pad">답변을 고르면 인용한 조문과 검증 결과가 여기에 나옵니다.</p>
        ) : tab === 'sources' ? (
          <CitationsPanel citations={shown.details.citations} messageKey={shown.key} />
        ) : shown.details.verification ? (
          <ReportPanel verification={shown.details.verification} attempts={shown.details.attempts} />
        ) : (
          <p className="muted pad">이 답변에는 검증 보고서가 저장되어 있지 않습니다.</p>
        )}
      </div>
    </aside>
  );
}
