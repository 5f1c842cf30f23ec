// What a CSV import would do, before anything is written: the rows it would add and every error with its line.
// A file with errors imports nothing, unless the reviewer chooses to skip the bad rows.
import { useRef } from 'react';
import type { CallOutput } from '../../../shared/contract';
import { Modal } from '../common/Modal';
import { ReasonText } from '../common/ErrorText';
import { describeRule, zoneOf } from './describe-rule';
import { TABLE_LABEL } from './RulesView';

const PREVIEW_ROWS = 50;

export function CsvPreviewDialog({ preview, onImport, onCancel }: { preview: CallOutput<'rules.preview'>; onImport(skipBadRows: boolean): void; onCancel(): void }) {
  const { rows, errors } = preview;
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal className="dialog wide-dialog" labelledBy="preview-title" initialFocus={cancelRef} onClose={onCancel}>
      <h3 id="preview-title">
        CSV 미리보기 — {preview.file} → {TABLE_LABEL[preview.table]}
      </h3>
      <p className="small">
        가져올 수 있는 행 <strong>{rows.length}</strong> · 오류 <strong className={errors.length ? 'error-text' : undefined}>{errors.length}</strong>. 아직 아무것도 저장하지 않았습니다.
      </p>
      {errors.length > 0 && (
        <ul className="csv-errors" aria-label="오류">
          {errors.map((error) => (
            <li key={`${error.line}-${error.message}`}>
              <strong>{error.line}행</strong>:{' '}
              {error.problems.map((problem, index) => (
                <span key={index} className="csv-problem">
                  <ReasonText reason={problem} />
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
      {rows.length > 0 && (
        <div className="table-scroll preview-rows">
          <table className="data-table">
            <thead>
              <tr>
                <th>관할</th>
                <th>용도지역</th>
                <th>규칙</th>
                <th>법령·조문</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, PREVIEW_ROWS).map((row, index) => (
                <tr key={index}>
                  <td>{row.jurisdiction}</td>
                  <td>{zoneOf(row)}</td>
                  <td>{describeRule(row)}</td>
                  <td>{[row.law_name, row.article].filter(Boolean).join(' ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > PREVIEW_ROWS && <p className="small muted">… 외 {rows.length - PREVIEW_ROWS}행</p>}
        </div>
      )}
      <footer className="dialog-actions">
        <button type="button" ref={cancelRef} onClick={onCancel}>
          취소
        </button>
        {errors.length > 0 && rows.length > 0 && (
          <button type="button" onClick={() => onImport(true)}>
            오류 행 건너뛰고 {rows.length}행 가져오기
          </button>
        )}
        <button type="button" className="primary" disabled={errors.length > 0 || rows.length === 0} onClick={() => onImport(false)} title={errors.length ? '오류가 있으면 전부 가져오거나 하나도 가져오지 않습니다' : undefined}>
          {rows.length}행 모두 가져오기
        </button>
      </footer>
    </Modal>
  );
}
