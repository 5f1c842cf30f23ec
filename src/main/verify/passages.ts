// The passages an answer is checked against. In the ask loop they are the citation map the answer was written
// from. For an answer that comes alone (`geungeo verify`), they are gathered: the passages retrieved for the
// question, the articles the answer cites (straight from the statute), the statutes it names, and each statement
// that carries a figure — so a correct answer finds its grounds and an invented figure finds none.
import type { Citation, SearchHit, SearchResult } from '../../shared/contract';
import { articleLabel, pageLabel } from '../../shared/labels';
import type { ArticleIndex } from '../retrieval/articles';
import type { SearchOptions } from '../retrieval/search';
import { buildContext } from '../retrieval/context';
import type { Extraction } from './extract';
import type { Passage } from './grounding';

/** Enough for every cited article and a few passages per claim; the judge's prompt carries them too. */
const GATHER_CHARS = 40_000;
const MAX_CLAIM_QUERIES = 8;
const HITS_PER_QUERY = 4;

export function passagesFromCitations(citations: readonly Citation[]): Passage[] {
  return citations.map((citation) => ({
    n: citation.n,
    law: citation.law_name,
    article: citation.article,
    title: citation.article_title,
    text: citation.text,
    label: `[${citation.n}] ${citation.law_name ?? citation.file_name}${citation.article ? ` ${articleLabel(citation.article, citation.article_title)}` : ''} ${pageLabel(citation.start_page, citation.end_page)}`,
  }));
}

export interface GatherDeps {
  search(query: string, options: SearchOptions): Promise<SearchResult>;
  articles: ArticleIndex;
}

export async function gatherPassages(question: string, extraction: Extraction, deps: GatherDeps): Promise<Citation[]> {
  const hits: SearchHit[] = [];
  const seen = new Set<number>();
  // Cited articles first and above everything retrieved, so the size budget never drops them.
  let rank = 1_000;
  const add = (list: readonly SearchHit[]) => {
    for (const hit of list) {
      if (seen.has(hit.chunk_id)) continue;
      seen.add(hit.chunk_id);
      hits.push(hit);
    }
  };
  for (const cited of extraction.info.cited_articles) {
    add(deps.articles.chunks(cited.law, cited.article).map(({ id, ...row }) => ({ ...row, chunk_id: id, distance: 0, score: rank-- })));
  }
  const queries = [
    question,
    ...extraction.laws.filter((law) => !law.generic).map((law) => law.name),
    ...extraction.text.sentences.filter((sentence) => /\d/.test(sentence.text)).map((sentence) => sentence.text).slice(0, MAX_CLAIM_QUERIES),
  ];
  for (const query of [...new Set(queries)]) {
    const found = await deps.search(query.slice(0, 2000), { topK: query === question ? 8 : HITS_PER_QUERY });
    add(found.hits);
  }
  return buildContext(hits, GATHER_CHARS).citations;
}
