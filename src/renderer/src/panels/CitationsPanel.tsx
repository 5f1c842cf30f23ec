// The answer's sources, grouped by document as seed 002 groups context (law name and kind, then each article with
// its pages and relevance). Hovering a row highlights its chip in the answer and back; a row opens its page.
import type { Citation } from '../../../shared/contract';
import { articleLabel, datesLabel, pageLabel } from '../../../shared/labels';
import { useSelection } from '../common/selection';

interface Group {
  document: number;
  title: string;
  kind: string | null;
  /** The document's 시행일 and 공포일, once for the group (시행 예정 is marked on each passage). */
  dates: string;
  citations: Citation[];
}

function groupByDocument(citations: Citation[]): Group[] {
  const groups = new Map<number, Group>();
  for (const citation of citations) {
    const group = groups.get(citation.document) ?? { document: citation.document, title: citation.law_name ?? citation.file_name, kind: citation.law_kind ?? null, dates: datesLabel({ ...citation, pending: false }), citations: [] };
    group.citations.push(citation);
    groups.set(citation.document, group);
  }
  return [...groups.values()];
}

export function CitationsPanel({ citations, messageKey }: { citations: Citation[]; messageKey: string }) {
  const { hovered, setHovered, openCitation } = useSelection();
  if (citations.length === 0) return <p className="muted pad">이 답변에는 인용한 근거가 없습니다.</p>;
  return (
    <div className="citations">
      {groupByDocument(citations).map((group) => (
        <section key={group.document} className="source-group" aria-label={group.title}>
          <h3>
            {group.title} {group.kind && <span className="badge kind">{group.kind}</span>}
          </h3>
          {group.dates && <p className="small muted source-dates">{group.dates}</p>}
          <ul>
            {group.citations.map((citation) => {
              const active = hovered?.messageKey === messageKey && hovered.n === citation.n;
              return (
                <li key={citation.n}>
                  <button
                    type="button"
                    className={`source-row${active ? ' active' : ''}`}
                    data-cite-row={citation.n}
                    onMouseEnter={() => setHovered({ messageKey, n: citation.n })}
                    onMouseLeave={() => setHovered(null)}
                    onFocus={() => setHovered({ messageKey, n: citation.n })}
                    onBlur={() => setHovered(null)}
                    onClick={() => openCitation(citation)}
                  >
                    <span className="row-head">
                      <span className="chip static">{citation.n}</span>
                      <strong>{citation.article ? articleLabel(citation.article, citation.article_title) : citation.file_name}</strong>
                      <span className="muted">{pageLabel(citation.start_page, citation.end_page)}</span>
                      {citation.pending && (
                        <span className="tag pending" title={`${citation.effective_date}부터 시행되는 조문입니다. 지금 시행 중인 조문과 다를 수 있습니다.`}>
                          시행 예정
                        </span>
                      )}
                    </span>
                    {citation.relevance !== undefined && (
                      <span className="relevance" title="검색 관련도 (가장 관련 높은 구절 = 100%)">
                        <span className="bar" style={{ width: `${Math.round(citation.relevance * 100)}%` }} />
                        <span className="small muted">관련도 {Math.round(citation.relevance * 100)}%</span>
                      </span>
                    )}
                    <span className="snippet">{citation.text.length > 160 ? `${citation.text.slice(0, 160)}…` : citation.text}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
