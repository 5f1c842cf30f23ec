// Export an answer (or a whole conversation) as the audit record a reviewer files: Markdown, PDF, or — in browser
// mode — the same page opened for the browser's own 인쇄 → PDF로 저장.
import { useState } from 'react';
import type { ApiError, ExportInput } from '../../../shared/contract';
import { api, bridge } from '../api';
import { ErrorText } from '../common/ErrorText';
import { saveBase64, saveText } from '../common/save';

export function ExportButtons({ input, label }: { input: ExportInput; label: string }) {
  const [busy, setBusy] = useState<'md' | 'pdf' | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const run = (kind: 'md' | 'pdf') => {
    setBusy(kind);
    setError(null);
    const done = kind === 'md'
      ? api.export.markdown(input).then((result) => saveText(result.markdown, result.file_name, 'text/markdown'))
      : api.export.pdf(input).then((result) => saveBase64(result.base64, result.file_name, 'application/pdf'));
    done.catch(setError).finally(() => setBusy(null));
  };
  const printUrl = bridge
    ? `${bridge.origin}/api/export/print?session=${input.session}${input.message ? `&message=${input.message}` : ''}&token=${encodeURIComponent(bridge.token)}`
    : null;
  return (
    <div className="export-buttons" role="group" aria-label={label}>
      <span className="small muted">{label}</span>
      <button type="button" className="small" onClick={() => run('md')} disabled={busy !== null}>
        {busy === 'md' ? '…' : 'Markdown'}
      </button>
      <button type="button" className="small" onClick={() => run('pdf')} disabled={busy !== null}>
        {busy === 'pdf' ? 'PDF 만드는 중…' : 'PDF'}
      </button>
      {printUrl && (
        <a className="small button-link" href={printUrl} target="_blank" rel="noopener noreferrer" title="브라우저의 인쇄 → PDF로 저장">
          인쇄
        </a>
      )}
      {error && (
        <p className="error-text small export-error" role="alert">
          <ErrorText error={error} />
        </p>
      )}
    </div>
  );
}
