// The passages an answer is checked against. In the ask loop they are the citation map the answer was written
// from: a claim the map does not hold is not grounded (seed 004). An answer that comes alone (`geungeo verify`) is
// checked claim by claim against what each claim cites and says — never only against what the question retrieves:
//   1. the articles it cites (straight from their statute),
//   2. the articles cited around it (its block: a paragraph, or a list under its lead),
//   — each with the provisions of the 시행령/시행규칙 that carry it out ("법 제44조 …") —
//   3. the articles the rest of the answer cites,
//   4. for a claim about a sanction, the sanction provisions (벌칙, 과태료, 이행강제금) of the statutes in play, and a
//      search with the claim's own words,
// and, for the answer as a whole, the first article of each statute it names and a search with the question.
import type { Citation, SearchHit, SearchResult } from '../../shared/contract';
import { articleLabel, pageLabel } from '../../shared/labels';
import { articleBase, type ArticleIndex } from '../retrieval/articles';
import type { ChunkRecord } from '../retrieval/chunks';
import type { SearchOptions } from '../retrieval/search';
import { citedBy, type Claim } from './claims';
import type { Extraction } from './extract';
import type { Passage } from './grounding';
import { answerLists } from './lists';
import { baseLaw } from './mentions';
import { SANCTION_WORDS } from './sanctions';
import type { EvidenceStanding } from '../rules/evidence-standing';

/** Searches are the cost of a standalone verification (a few ms each): only the claims that state something get one. */
const MAX_CLAIM_SEARCHES = 12;
const HITS_PER_CLAIM = 5;
/** Quotations searched by their own words, at most. */
const MAX_QUOTE_SEARCHES = 4;
const QUESTION_HITS = 8;
const LOWER_PROVISIONS = 4;

export function passagesFromCitations(citations: readonly Citation[]): Passage[] {
  return citations.map((citation) => ({
    n: citation.n,
    chunk: citation.chunk_id,
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
  /** Why a passage may not be evidence (a memo, an announced version, a planted cap): it is then not gathered. */
  standing: EvidenceStanding;
}

/**
 * The passages a claim is judged by, in tiers: what it cites, what is cited around it, what the rest of the answer
 * cites, and what its own words (and, for a sanction, the sanction provisions) bring. A claim is judged by the first
 * tier that speaks about its subject.
 */
export interface ClaimSources {
  cited: Passage[];
  nearby: Passage[];
  elsewhere: Passage[];
  searched: Passage[];
}

export const tiersOf = (sources: ClaimSources): Passage[][] => [sources.cited, sources.nearby, sources.elsewhere, sources.searched];

export interface Gathered {
  passages: Passage[];
  /** The passages gathered for each claim, by its sentence index. */
  byClaim: Map<number, ClaimSources>;
}

/**
 * In the ask loop the citation map is all there is: each claim's tiers are the map's passages of the articles it
 * cites, of those cited around it and elsewhere in the answer, then the rest of the map.
 */
export function sourcesInMap(claim: Claim, passages: readonly Passage[]): ClaimSources {
  const seen = new Set<Passage>();
  const of = (articles: readonly { law: string | null; article: string }[]) =>
    passages.filter((passage) => !seen.has(passage) && articles.some((cited) => (cited.law === null || cited.law === passage.law) && cited.article === articleBase(passage.article)) && seen.add(passage));
  const own = [...citedBy(claim), ...claim.checked.flatMap((figure) => figure.articles.map((article) => ({ law: figure.law, article: articleBase(article) ?? article })))];
  const cited = of(own);
  const nearby = of(claim.nearby);
  const elsewhere = of(claim.elsewhere);
  return { cited, nearby, elsewhere, searched: passages.filter((passage) => !seen.has(passage)) };
}

type Chunk = Pick<ChunkRecord, 'document_id' | 'text' | 'article' | 'article_title' | 'law_name' | 'file_name' | 'start_page' | 'end_page'> & { id: number };

export async function gatherPassages(question: string, extraction: Extraction, claims: readonly Claim[], deps: GatherDeps): Promise<Gathered> {
  const passages: Passage[] = [];
  const byChunk = new Map<number, Passage>();
  const setAside = new Set<number>();
  const add = (chunk: Chunk): Passage[] => {
    let passage = byChunk.get(chunk.id);
    if (!passage) {
      // Nothing that cannot stand as evidence is gathered: it can neither support, excuse nor contradict a claim.
      if (setAside.has(chunk.id)) return [];
      if (deps.standing(chunk.document_id, chunk) !== null) {
        setAside.add(chunk.id);
        return [];
      }
      const n = passages.length + 1;
      passage = {
        n,
        chunk: chunk.id,
        law: chunk.law_name,
        article: chunk.article,
        title: chunk.article_title,
        text: chunk.text,
        label: `[${n}] ${chunk.law_name ?? chunk.file_name}${chunk.article ? ` ${articleLabel(chunk.article, chunk.article_title)}` : ''} ${pageLabel(chunk.start_page, chunk.end_page)}`,
      };
      byChunk.set(chunk.id, passage);
      passages.push(passage);
    }
    return [passage];
  };
  const fromHit = (hit: SearchHit): Chunk => ({ ...hit, id: hit.chunk_id });

  const articleCache = new Map<string, Passage[]>();
  const articlePassages = (law: string | null, article: string): Passage[] => {
    const key = `${law}\u0000${article}`;
    let found = articleCache.get(key);
    if (!found) {
      found = deps.articles.chunks(law, article).flatMap(add);
      // The decree and rule carry a statute's article out: "법 제44조제1항 … 2천 제곱미터".
      if (law && baseLaw(law) === law) for (const chunk of deps.articles.lowerProvisions(law, article, LOWER_PROVISIONS)) found.push(...add(chunk));
      articleCache.set(key, found);
    }
    return found;
  };

  // The answer's own grounds first, so that their passages are numbered first in the report.
  for (const cited of extraction.info.cited_articles) articlePassages(cited.law, cited.article);
  for (const law of extraction.laws) {
    if (law.generic || extraction.info.cited_articles.some((cited) => cited.law === law.name)) continue;
    const first = deps.articles.firstPassage(law.name);
    if (first) add(first);
  }
  const lawsInPlay = [...new Set([...extraction.laws.filter((law) => !law.generic).map((law) => law.name), ...extraction.info.cited_articles.map((cited) => cited.law).filter((law): law is string => law !== null)].map(baseLaw))];

  const byClaim = new Map<number, ClaimSources>();
  let searches = 0;
  for (const claim of claims) {
    const seen = new Set<Passage>();
    const tier = (list: readonly Passage[]) => list.filter((passage) => !seen.has(passage) && seen.add(passage));
    const cited = tier([
      ...citedBy(claim).flatMap((article) => articlePassages(article.law, article.article)),
      ...claim.checked.flatMap((figure) => figure.articles.flatMap((article) => articlePassages(figure.law, articleBase(article) ?? article))),
    ]);
    const nearby = tier(claim.nearby.flatMap((article) => articlePassages(article.law, article.article)));
    const elsewhere = tier(claim.elsewhere.flatMap((article) => articlePassages(article.law, article.article)));
    const own: Passage[] = [];
    if (SANCTION_WORDS.test(claim.sentence.text)) {
      const family = lawsInPlay.flatMap((law) => [law, `${law} 시행령`]);
      own.push(...deps.articles.sanctionProvisions(family).flatMap(add));
    }
    if (states(claim) && searches < MAX_CLAIM_SEARCHES) {
      searches++;
      own.push(...(await deps.search(claim.sentence.text.slice(0, 2000), { topK: HITS_PER_CLAIM, everyday: false })).hits.flatMap((hit) => add(fromHit(hit))));
    }
    byClaim.set(claim.sentence.index, { cited, nearby, elsewhere, searched: tier(own) });
  }
  // A list is searched by its items ("자연경관지구 수변경관지구 시가지경관지구"): the statute's list holds most of them.
  for (const list of answerLists(extraction.text.sentences)) {
    if (searches >= MAX_CLAIM_SEARCHES) break;
    searches++;
    const found = (await deps.search(list.items.map((item) => item.text).join(' ').slice(0, 2000), { topK: HITS_PER_CLAIM, everyday: false })).hits.flatMap((hit) => add(fromHit(hit)));
    for (const sentence of list.sentences) {
      const sources = byClaim.get(sentence.index);
      if (sources) sources.searched.push(...found.filter((passage) => !tiersOf(sources).flat().includes(passage)));
    }
  }
  // A quotation is searched by its own words: the article it quotes need not be one the answer cites.
  for (const quote of extraction.text.quotes.slice(0, MAX_QUOTE_SEARCHES)) {
    for (const hit of (await deps.search(quote.text.slice(0, 2000), { topK: HITS_PER_CLAIM, everyday: false })).hits) add(fromHit(hit));
  }
  for (const hit of (await deps.search(question, { topK: QUESTION_HITS })).hits) add(fromHit(hit));
  return { passages, byClaim };
}

/** Whether a claim says something a source could contradict: a figure, a sanction, or a cited article with words. */
function states(claim: Claim): boolean {
  return claim.checked.length > 0 || SANCTION_WORDS.test(claim.sentence.text) || (claim.articles.length > 0 && claim.pieces.size >= 4);
}
