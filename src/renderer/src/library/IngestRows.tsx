// The batch in progress or just finished: one row per file with its own bar and its result in words (added,
// unchanged, replaced, failed with the reason and what to do), and the totals.
import { ErrorText, ReasonText } from '../common/ErrorText';
import type { Batch, FileRow } from './useIngest';

const RESULT_LABEL = { added: '추가됨', unchanged: '변경 없음', replaced: '교체됨', failed: '실패', cancelled: '취소됨' } as const;
const RESULT_ICON = { added: '✔', unchanged: '＝', replaced: '↻', failed: '✖', cancelled: '⏹' } as const;

export function IngestRows({ batch, onCancel, onClear }: { batch: Batch; onCancel(): void; onClear(): void }) {
  const counts = (status: keyof typeof RESULT_LABEL) => batch.rows.filter((row) => row.result?.status === status).length;
  const finished = batch.rows.filter((row) => row.result).length;
  const results = (['added', 'unchanged', 'replaced', 'failed', 'cancelled'] as const)
    .filter((status) => counts(status) > 0)
    .map((status) => `${RESULT_LABEL[status]} ${counts(status)}`)
    .join(' · ');
  const progress = `${finished}/${batch.rows.length}`;
  return (
    <section className="batch" aria-label="추가 중인 파일">
      <header className="batch-head">
        <strong>
          {batch.running ? (batch.cancelling ? '취소하는 중…' : `파일 ${batch.rows.length}개 추가 중`) : `파일 ${batch.rows.length}개 처리 완료`}
        </strong>
        {/* While it runs: files finished of all, then what became of them; at the end, what became of them. */}
        <span className="batch-total small" data-testid="batch-total">
          {batch.running ? [progress, results].filter(Boolean).join(' · ') : results || progress}
        </span>
        {batch.embedding && batch.running && (
          <span className="small muted">
            임베딩 {batch.embedding.embedded}/{batch.embedding.total}
          </span>
        )}
        {batch.running ? (
          <button type="button" className="push" onClick={onCancel} disabled={batch.cancelling}>
            취소
          </button>
        ) : (
          <button type="button" className="ghost push" onClick={onClear}>
            닫기
          </button>
        )}
      </header>
      {batch.error && (
        <p className={batch.error.code === 'CANCELLED' ? 'muted small' : 'error-text small'} role="alert">
          <ErrorText error={batch.error} />
        </p>
      )}
      {/* Without a model the library's banner says so; otherwise the embedding's own note (skipped, stopped…). */}
      {!batch.running && batch.report?.embedding.model && batch.report.embedding.problem && (
        <p className="small muted">
          <ReasonText reason={batch.report.embedding.problem} />
        </p>
      )}
      <ul className="file-rows">
        {batch.rows.map((row) => (
          <li key={row.name} className={`file-row ${row.result ? `result-${row.result.status}` : ''}`} data-file={row.name}>
            <span className="file-name" title={row.name}>
              {row.name}
            </span>
            <Progress row={row} />
            <span className="file-state">{describe(row, batch.running)}</span>
            {row.result?.problem && (
              <span className="file-reason small">
                <ReasonText reason={row.result.problem} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Progress({ row }: { row: FileRow }) {
  const value = row.result ? 1 : row.stage === 'uploading' ? row.uploaded * 0.3 : row.pages > 0 ? 0.3 + (0.7 * row.page) / row.pages : row.stage === 'waiting' ? 0 : 0.3;
  return <progress className="file-progress" max={1} value={value} aria-label={`${row.name} 진행`} />;
}

/** `running`: the batch goes on, so a stored file's chunks are not embedded yet (that comes after the last file). */
function describe(row: FileRow, running: boolean): string {
  if (row.result) {
    const { status, pages, chunks, embedded, rule_rows } = row.result;
    const label = `${RESULT_ICON[status]} ${RESULT_LABEL[status]}`;
    // An unchanged file was not read again: it has no counts of its own to show.
    if (status === 'failed' || status === 'cancelled' || status === 'unchanged') return label;
    // Rule rows a statute gave are named, so a reviewer can look at them in the rules view.
    return `${label} · ${pages}쪽 · 조각 ${chunks}${running ? '' : ` · 임베딩 ${embedded}`}${rule_rows ? ` · 규칙 ${rule_rows}행을 읽었습니다 (규칙 화면에서 확인)` : ''}`;
  }
  switch (row.stage) {
    case 'waiting':
      return '대기';
    case 'uploading':
      return row.uploaded >= 1 ? '업로드 완료 · 차례를 기다리는 중' : `업로드 ${Math.round(row.uploaded * 100)}%`;
    case 'reading':
    case 'parsing':
      // After the last page the text is laid out and cut into articles before it is stored.
      if (row.pages > 0 && row.page >= row.pages) return `${row.pages}쪽 읽음 · 조문으로 나누는 중`;
      return row.pages > 0 ? `${row.page}/${row.pages}쪽 읽는 중` : '읽는 중';
    case 'indexing':
      return `색인 중 · 조각 ${row.chunks}`;
    default:
      return '처리 중';
  }
}
