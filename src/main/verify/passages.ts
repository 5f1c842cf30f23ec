// The passages an answer is checked against. In the ask loop they are the citation map the answer was written
// from. For an answer that comes alone (`geungeo verify`), they are gathered: the passages retrieved for the
// question, the articles the answer cites (straight from the statute), the statutes it names (their first
// article), and each statement that carries a figure — so a correct answer finds its grounds and an invented figure finds none.
import type { Citation, Figure, SearchHit, SearchResult } from '../../shared/contract';
import { articleLabel, pageLabel } from '../../shared/labels';
import type { ArticleIndex } from '../retrieval/articles';
import type { SearchOptions } from '../retrieval/search';
import { buildContext } from '../retrieval/context';
import type { Extraction } from './extract';
import { passageStates, type Passage } from './grounding';

/** Enough for every cited article and a few passages per claim; the judge's prompt carries them too. */
const GATHER_CHARS = 40_000;
const MAX_CLAIM_QUERIES = 8;
const HITS_PER_QUERY = 4;
const QUESTION_HITS = 8;

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
  // A statute named without an article: its first article stands for it (when the library has it).
  for (const law of extraction.laws) {
    if (law.generic || extraction.info.cited_articles.some((cited) => cited.law === law.name)) continue;
    const first = deps.articles.firstPassage(law.name);
    if (first) {
      const { id, ...row } = first;
      add([{ ...row, chunk_id: id, distance: 0, score: rank-- }]);
    }
  }
  add((await deps.search(question, { topK: QUESTION_HITS })).hits);
  // A statement whose figures these passages do not state yet gets a search of its own (each costs ~10 ms, so
  // only where it can matter: a correct figure finds its article, an invented one still finds none).
  const stated = (figure: Figure) => hits.some((hit) => passageStates({ article: hit.article, title: hit.article_title, text: hit.text }, figure));
  const unstated = extraction.text.sentences.filter((sentence) => {
    const text = sentence.text.replace(/\s+/g, ' ');
    return extraction.info.figures.some((figure) => text.includes(figure.phrase) && !stated(figure));
  });
  for (const sentence of unstated.slice(0, MAX_CLAIM_QUERIES)) add((await deps.search(sentence.text.slice(0, 2000), { topK: HITS_PER_QUERY })).hits);
  return buildContext(hits, GATHER_CHARS).citations;
}
