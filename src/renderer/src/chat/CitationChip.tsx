import type { Citation } from '../../../shared/contract';
import { articleLabel, pageLabel } from '../../../shared/labels';
import { useSelection } from '../common/selection';

/** An inline [n]: hovering highlights its row in the sources panel, clicking opens its page. */
export function CitationChip({ citation, messageKey }: { citation: Citation; messageKey: string }) {
  const { hovered, setHovered, openCitation, selectAnswer } = useSelection();
  const active = hovered?.messageKey === messageKey && hovered.n === citation.n;
  const where = `${citation.law_name ?? citation.file_name} ${citation.article ? articleLabel(citation.article, citation.article_title) : ''} ${pageLabel(citation.start_page, citation.end_page)}`;
  return (
    <button
      type="button"
      className={`chip${active ? ' active' : ''}`}
      data-cite={citation.n}
      aria-label={`근거 ${citation.n}: ${where} 열기`}
      title={where}
      onMouseEnter={() => {
        selectAnswer(messageKey);
        setHovered({ messageKey, n: citation.n });
      }}
      onMouseLeave={() => setHovered(null)}
      onFocus={() => setHovered({ messageKey, n: citation.n })}
      onBlur={() => setHovered(null)}
      onClick={() => {
        selectAnswer(messageKey);
        openCitation(citation);
      }}
    >
      {citation.n}
    </button>
  );
}
