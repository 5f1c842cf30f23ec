// The team library at the top of the library view: which team version this laptop's library holds, when it last
// synced and what that changed, what this laptop has of its own, and — for a reviewer — publishing. Offline, it says
// so and that everything on this laptop keeps working. Shown only when a team database is set.
import { useEffect, useState } from 'react';
import type { TeamChange, TeamStatus, TeamSyncReport } from '../../../shared/contract';
import { ErrorBox } from '../common/Banners';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ReasonText } from '../common/ErrorText';
import type { TeamOutcome, TeamState } from './useTeam';

/** "2026-11-28 14:03 (3분 전)" on this machine's clock. */
export function syncedLabel(iso: string | null, now = Date.now()): string {
  if (!iso) return '아직 동기화한 적 없음';
  const at = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const minutes = Math.max(0, Math.round((now - at.getTime()) / 60_000));
  const ago = minutes < 1 ? '방금' : minutes < 60 ? `${minutes}분 전` : minutes < 60 * 24 ? `${Math.round(minutes / 60)}시간 전` : `${Math.round(minutes / 60 / 24)}일 전`;
  return `${stamp} (${ago})`;
}

const listed = (changes: readonly TeamChange[]) => changes.map((change) => change.name).join(', ');

function Changes({ outcome, status }: { outcome: TeamOutcome | null; status: TeamStatus }) {
  if (outcome?.kind === 'publish') {
    const { report } = outcome;
    const failed = report.documents.filter((row) => row.status === 'failed');
    return (
      <div className="team-changes small" role="status">
        <strong>게시했습니다 (팀 버전 {report.version})</strong>: 새 문서 {report.published}건, 이미 팀에 있던 문서 {report.unchanged}건
        {report.deleted.length > 0 && <>, 모두에게서 지운 문서 {report.deleted.length}건 ({listed(report.deleted)})</>}
        {report.rule_imports > 0 && <>, 규칙 CSV {report.rule_imports}건</>}
        {report.examples > 0 && <>, 분류 예시 {report.examples}건</>}.
        {failed.length > 0 && (
          <ul className="team-failures">
            {failed.map((row) => (
              <li key={row.document_id} className="error-text">
                ✖ {row.name}: {row.problem ? <ReasonText reason={row.problem} /> : '게시하지 못했습니다.'}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  const changed = (report: TeamSyncReport) => report.added.length + report.replaced.length + report.removed.length + report.rule_imports + report.examples + report.audit_sent > 0;
  const latest = outcome?.kind === 'sync' ? outcome.report : null;
  // A sync that found nothing new says so, and the last one that did change something stays in view below it.
  const shown = latest && changed(latest) ? latest : status.last_sync;
  return (
    <div className="team-changes small" role="status" data-testid="team-changes">
      {latest && !changed(latest) && <p>방금 확인했습니다: 팀 버전 {latest.version}, 바뀐 것 없음.</p>}
      {shown && (latest === shown || changed(shown)) && <p>{describe(shown)}</p>}
    </div>
  );
}

/** "팀 버전 2 → 3: 추가 1 (…) · 새 판으로 교체 1 (…)" */
function describe(report: TeamSyncReport): string {
  const parts = [
    report.added.length > 0 && `추가 ${report.added.length} (${listed(report.added)})`,
    report.replaced.length > 0 && `새 판으로 교체 ${report.replaced.length} (${listed(report.replaced)})`,
    report.removed.length > 0 && `삭제 ${report.removed.length} (${listed(report.removed)})`,
    report.rule_imports > 0 && `규칙 CSV ${report.rule_imports}`,
    report.examples > 0 && `분류 예시 ${report.examples}`,
    report.audit_sent > 0 && `보낸 제출 기록 ${report.audit_sent}`,
  ].filter(Boolean);
  const when = report.from_version === null ? '첫 동기화' : report.from_version === report.version ? `팀 버전 ${report.version}` : `팀 버전 ${report.from_version} → ${report.version}`;
  return `${when}${parts.length > 0 ? `: ${parts.join(' · ')}` : ': 바뀐 것 없음'}`;
}

export function TeamPanel({ team, onOpenSettings }: { team: TeamState; onOpenSettings(): void }) {
  const [confirming, setConfirming] = useState(false);
  const { status, progress, running, refresh } = team;
  // Opening the library reads the status again (설정 may have changed the team since).
  useEffect(() => void refresh(), [refresh]);
  if (!status?.configured) return null;
  const reviewer = status.role === 'reviewer';
  const offline = team.error ?? status.last_error;
  return (
    <section className="team-panel" aria-label="팀 라이브러리">
      <div className="team-head">
        <strong>팀 라이브러리</strong>
        <span className="small muted">{status.server}</span>
        {status.role && <span className={`tag team-role ${status.role}`}>{reviewer ? '검토자 · 게시 가능' : '읽기 전용'}</span>}
        <span className="push" />
        <button type="button" onClick={() => void team.sync()} disabled={running !== null}>
          {running === 'sync' ? '동기화 중…' : '지금 동기화'}
        </button>
        {reviewer && (
          <button type="button" className="primary" onClick={() => setConfirming(true)} disabled={running !== null}>
            {running === 'publish' ? '게시 중…' : '팀에 게시…'}
          </button>
        )}
      </div>
      <dl className="info compact team-facts">
        <dt>팀 버전</dt>
        <dd data-testid="team-version">{status.version ?? '—'}</dd>
        <dt>마지막 동기화</dt>
        <dd data-testid="team-synced">{syncedLabel(status.synced_at)}</dd>
        <dt>받는 범위</dt>
        <dd>
          {status.settings.places.length > 0 ? `전국 법령 + ${status.settings.places.join(', ')}의 조례` : '팀 라이브러리 전부'}{' '}
          <button type="button" className="link small" onClick={onOpenSettings}>
            바꾸기
          </button>
        </dd>
        <dt>이 노트북</dt>
        <dd>
          팀 문서 {status.documents.team}건 · 이 노트북에만 있는 문서 {status.documents.local_only}건
          {status.documents.deleted_here > 0 && <span className="muted"> · 여기서 지운 팀 문서 {status.documents.deleted_here}건{reviewer ? ' (게시하면 모두에게서 지워집니다)' : ''}</span>}
          {status.pending_audit > 0 && <span className="muted"> · 보낼 제출 기록 {status.pending_audit}건 (다음 동기화 때 보냅니다)</span>}
        </dd>
      </dl>
      {running && progress && (
        <div className="team-progress small" role="status">
          {progress.stage === 'downloading' && `받는 중 ${progress.done ?? 0}/${progress.total ?? '?'}${progress.name ? ` · ${progress.name}` : ''}`}
          {progress.stage === 'applying' && '라이브러리에 넣는 중…'}
          {progress.stage === 'publishing' && `게시 중 ${(progress.done ?? 0) + 1}/${progress.total ?? '?'}${progress.name ? ` · ${progress.name}` : ''}`}
          {progress.stage === 'sending' && '제출 기록을 보내는 중…'}
          {progress.stage === 'connecting' && '연결 중…'}
          {progress.total ? <progress max={progress.total} value={progress.done ?? 0} /> : null}
        </div>
      )}
      {!running && <Changes outcome={team.outcome} status={status} />}
      {!running && offline && (
        <div className="team-offline">
          <ErrorBox error={offline} />
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title="팀에 게시"
          confirm="게시"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void team.publish();
          }}
        >
          <p>
            이 노트북에만 있는 문서 <strong>{status.documents.local_only}건</strong>
            {status.documents.deleted_here > 0 && <>과 여기서 지운 팀 문서 {status.documents.deleted_here}건의 삭제</>}, 가져온 규칙 CSV와 분류 예시를 팀 라이브러리에 올립니다. 다음 동기화부터 팀의 모든 노트북이 받습니다.
          </p>
          <p className="small muted">같은 내용의 문서는 한 번만 올라갑니다. 같은 파일의 새 판은 팀의 옛 판을 모두에게서 바꿉니다.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
