// Where the rule rows come from, strongest first (a reviewer's CSV, then rows read from an official statute or
// ordinance, then the built-in table), each with the place it may speak for and its row count. A reviewer who
// does not trust a source turns it off: its rows stay listed below, marked, but no answer or verdict uses them.
import { useCallback, useEffect, useState } from 'react';
import type { ApiError, RuleSourceSummary } from '../../../shared/contract';
import { api } from '../api';

export const SOURCE_LABEL = { csv: '검토자 CSV', parsed: '법령 원문에서 읽음', shipped: '내장 표' } as const;

/** `revision` changes whenever the rows may have (an import, a filter): the sources are read again then. */
export function RuleSources({ revision, onChange, onError }: { revision: unknown; onChange(): void; onError(error: ApiError): void }) {
  const [sources, setSources] = useState<RuleSourceSummary[] | null>(null);
  const refresh = useCallback(() => api.rules.sources().then(setSources, onError), [onError]);
  useEffect(() => void refresh(), [refresh, revision]);

  const toggle = (source: RuleSourceSummary) =>
    api.rules.disable({ source_id: source.id, disabled: !source.disabled }).then(() => {
      onChange();
      return refresh();
    }, onError);

  if (!sources || sources.length === 0) return null;
  return (
    <details className="rule-sources" open={sources.some((source) => source.kind !== 'shipped')}>
      <summary>
        규칙 출처 {sources.length}개 <span className="small muted">— 같은 곳에서는 검토자 CSV › 법령 원문 › 내장 표 순으로 적용, 값이 다르면 ⚠️로 알립니다</span>
      </summary>
      <ul>
        {sources.map((source) => (
          <li key={source.id} className={source.disabled ? 'disabled' : undefined}>
            <span className={`source-kind kind-${source.kind}`}>{SOURCE_LABEL[source.kind]}</span>{' '}
            <strong>{source.document_name ?? source.name.replace(/^(zoning|land-use):/, '')}</strong>{' '}
            <span className="small muted">
              {source.speaks_for ?? '모든 관할'} · {source.rows}행{source.disabled ? ' · 꺼짐 (사용하지 않음)' : ''}
            </span>
            {source.kind !== 'shipped' && (
              <button type="button" className="small" onClick={() => void toggle(source)} aria-label={`${source.document_name ?? source.name} ${source.disabled ? '다시 사용' : '사용 안 함'}`}>
                {source.disabled ? '다시 사용' : '사용 안 함'}
              </button>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
