// The context an answer is written from (seed 002, option 1 with option 3's headers): chunks grouped by source
// and article, groups sorted by source then page and separated by "---", each group headed
//   📄 [출처: 국토의 계획 및 이용에 관한 법률 시행령] - 제84조(용도지역안에서의 건폐율) p.54–55
// and every chunk numbered [n], so that an answer can cite [n] and the citation map says where n came from.
// A size budget drops the lowest-scoring chunks first and never cuts one.
import type { Citation, ContextResult, SearchHit } from '../../shared/contract';
import { articleLabel, pageLabel } from '../../shared/labels';

export const DEFAULT_CONTEXT_CHARS = 12_000;
export const GROUP_SEPARATOR = '\n\n---\n\n';

interface Group {
  source: string;
  hits: SearchHit[];
}

export function buildContext(hits: readonly SearchHit[], maxChars = DEFAULT_CONTEXT_CHARS): ContextResult {
  // Drop from the lowest score until the formatted context fits.
  const kept = [...hits].sort((a, b) => b.score - a.score);
  let formatted = format(kept);
  while (kept.length > 0 && formatted.text.length > maxChars) {
    kept.pop();
    formatted = format(kept);
  }
  return { ...formatted, no_content: hits.length === 0, dropped: hits.length - kept.length };
}

function format(hits: readonly SearchHit[]): { text: string; citations: Citation[] } {
  const groups = new Map<string, Group>();
  for (const hit of hits) {
    const source = hit.law_name ?? hit.file_name;
    const key = `${source}\u0000${hit.document_id}\u0000${hit.article ?? ''}`;
    const group = groups.get(key) ?? { source, hits: [] };
    group.hits.push(hit);
    groups.set(key, group);
  }
  const ordered = [...groups.values()]
    .map((group) => ({ ...group, hits: group.hits.sort((a, b) => a.chunk_index - b.chunk_index) }))
    .sort((a, b) => a.source.localeCompare(b.source, 'ko') || firstPage(a) - firstPage(b) || a.hits[0]!.chunk_index - b.hits[0]!.chunk_index);

  const citations: Citation[] = [];
  const best = Math.max(...hits.map((hit) => hit.score));
  const blocks = ordered.map((group) => {
    const lines = [header(group)];
    for (const hit of group.hits) {
      const n = citations.length + 1;
      citations.push({
        n,
        chunk_id: hit.chunk_id,
        document: hit.document_id,
        file_name: hit.file_name,
        law_name: hit.law_name,
        article: hit.article,
        article_title: hit.article_title,
        start_page: hit.start_page,
        end_page: hit.end_page,
        text: hit.text,
        law_kind: hit.law_kind,
        effective_date: hit.effective_date,
        promulgation_date: hit.promulgation_date,
        relevance: best > 0 ? Math.round((hit.score / best) * 100) / 100 : 0,
      });
      lines.push(`[${n}] ${body(hit)}`);
    }
    return lines.join('\n');
  });
  return { text: blocks.join(GROUP_SEPARATOR), citations };
}

function firstPage(group: Group): number {
  return Math.min(...group.hits.map((hit) => hit.start_page));
}

function header(group: Group): string {
  const first = group.hits[0]!;
  const start = firstPage(group);
  const end = Math.max(...group.hits.map((hit) => hit.end_page));
  const article = first.article ? ` - ${articleLabel(first.article, first.article_title)}` : '';
  return `📄 [출처: ${group.source}]${article} ${pageLabel(start, end)}`;
}

/** The chunk's text without its first line when that line only repeats the article heading of the group. */
function body(hit: SearchHit): string {
  const [firstLine, ...rest] = hit.text.split('\n');
  const heading = hit.article ? articleLabel(hit.article, hit.article_title) : null;
  return heading && firstLine === heading && rest.length > 0 ? rest.join('\n') : hit.text;
}
