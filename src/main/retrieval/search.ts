// Hybrid search: the articles a question cites, the lexical (FTS5 trigram) ranking and — when the chunks have
// vectors and the embedding model is here — the nearest vectors, fused by Reciprocal Rank Fusion. A relevance
// floor, strict first and looser if nothing passes, decides what is returned; when nothing passes at all the
// result says NO_CONTENT, so that the answer step can say so instead of inventing.
import type { AskedPart, SearchHit, SearchResult } from '../../shared/contract';
import type { Db } from '../store/database';
import { statementCache } from '../store/statements';
import { searchForm } from '../text/search-text';
import { loadChunks, filterSql, type ChunkRecord, type SearchFilter } from './chunks';
import type { LawNameResolver } from './law-names';
import { coverage, createLexicalIndex, matchedTerms, presence, type ResolvedTerm } from './lexical';
import { citedArticle, provisionsCiting, standaloneRules, type StandaloneRules } from './delegation';
import { createConceptIndex } from './concepts';
import { isPenaltyProvision, isRepealed, passageScore, titleShare } from './search-features';
import { WEIGHTS } from './weights';
import { PERIOD_UNITS, statesAsked, statesFigure, statesNearAmount, type FigureUnit } from './figures';
import { lawFamily, planQuery, type ArticleRef, type QueryPlan } from './query-plan';
import { isPenaltyWord } from './query-terms';
import { createVectorIndex } from './vector';
import { createLawSizes, familyShares } from './law-affinity';
import { wordBigrams, type EverydayArticle, type EverydayRanker, type PartRanker } from './everyday-index';
import { normalizeLine } from '../text/normalize';
import { stripEnding } from '../text/question';
import { QUESTION_FILLERS } from '../text/question-words';

/** Reciprocal Rank Fusion constant (weights.ts). */
export const RRF_K = WEIGHTS.rrfK.value;
const LIST_DEPTH = 100;
/** Nearest vectors taken into the fusion; beyond ~20, RRF gives them little weight next to the other lists. */
const VECTOR_DEPTH = 20;
/** Articles the everyday index puts into the fusion; as for vectors, RRF gives those further down little weight. */
const EVERYDAY_DEPTH = 20;
/** The lexical passages whose coverage of the question says how well the library's own words answer it. */
const UNCOVERED_DEPTH = 5;
/** Titles compared without spaces and brackets: "건축신고" = "건축 신고". */
const compactTitle = (title: string) => title.replace(/[\s()（）]/g, '');

/**
 * Seed 002's dynamic threshold (0.5, then 0.15), on lexical coverage — the IDF-weighted share of the question's
 * terms a chunk contains. A hit passing either floor is kept, in the ranking's order (measured: docs/benchmarks.md;
 * strict-first once put a decree's passage holding more words above the named act's answer); the result's
 * `threshold` says whether any passed the strict one — when none does, the looser one alone decided. A hit
 * that passes only the looser floor must also contain two of the question's terms (unless the question has just
 * one), so that one shared word ("전망" in "비트코인 시세 전망") is not taken for an answer.
 */
export const COVERAGE_FLOOR = { strict: 0.5, loose: 0.15 } as const;

export interface SimilarityFloor {
  strict: number;
  loose: number;
}

export interface SearchOptions {
  topK?: number | undefined;
  filter?: SearchFilter | undefined;
  /** Laws the question's category favours (question understanding): their passages weigh a little more. */
  favourLaws?: readonly string[] | undefined;
  /** The best hit's article whole: its other chunks follow the hits (restOfArticle), for an answer that quotes it. */
  wholeBestArticle?: boolean | undefined;
  /** Rank by the everyday index too (default): off for a text in the statutes' own words — a claim of an answer the
   *  verifier gathers evidence for, by what it cites and says, not by how people ask. */
  everyday?: boolean | undefined;
}

export interface SearchDeps {
  laws: LawNameResolver;
  /** Embeds the question for the vector side, or null when there are no usable vectors (no model, other model). */
  queryVector(text: string): Promise<{ vector: Float32Array; floor: SimilarityFloor } | null>;
  /** The everyday index of the shipped statutes (everyday-index.ts); absent, search ranks by the library's words. */
  everyday?: EverydayRanker | undefined;
  /** The parts of long articles in their askers' words (everyday-index.ts): which paragraph or item a question asks about. */
  everydayParts?: PartRanker | undefined;
}

interface Candidate {
  record: ChunkRecord;
  articleHit: boolean;
  /** Found by the everyday index close enough to count as relevant (WEIGHTS.everydayCloseness). */
  everydayHit: boolean;
  coverage: number;
  matched: number;
  lexical: number;
  distance: number | null;
  fused: number;
}

export function createSearch(db: Db, deps: SearchDeps) {
  const lexicalIndex = createLexicalIndex(db);
  const vectorIndex = createVectorIndex(db);
  const statement = statementCache(db);
  const lawSizes = createLawSizes(db);
  const conceptChunks = createConceptIndex(db);

  /**
   * Chunks of a statute's lower acts that cite one of its articles (and 항), best match first: what the question's
   * words, its figure and its cited 호/단서 make of each.
   */
  const carryingOut = (lawName: string, article: ArticleRef, figure: FigureUnit | null, filter: SearchFilter, rules: StandaloneRules) => {
    const citation = { law: lawName, article: article.label, paragraph: article.paragraph };
    const all = provisionsCiting(statement, citation, filter, rules, 10);
    if (!all) return [];
    // A much-cited article (법 제11조) has more citing provisions than the list holds: those citing the very 호 or
    // 단서 the question names are looked up on their own.
    const part = article.part === null ? [] : (provisionsCiting(statement, { ...citation, also: article.part === '단서' ? '단서' : `제${article.part}호` }, filter, rules, 10)?.chunks ?? []);
    const chunks = [...new Map([...part, ...all.chunks].map((chunk) => [chunk.id, chunk])).values()];
    return chunks.map((chunk) => ({
      id: chunk.id,
      form: searchForm(chunk.text) + searchForm(chunk.title ?? ''),
      title: searchForm(chunk.title ?? ''),
      exact: citesPart(chunk.text, `${all.prefix}${article.label}`, article),
      states: figure !== null && statesAsked(chunk.text, figure),
    }));
  };

  /**
   * Chunks of the cited articles: in the named statute if there is one, the cited 항 first. A statute's decree and
   * rule implement its articles and cite them ("법 제44조제1항제2호에서 …"), so when a law is named, the chunks of
   * its 시행령/시행규칙 that cite the article follow.
   */
  const articleChunks = (plan: QueryPlan, terms: readonly ResolvedTerm[], filter: SearchFilter, rules: StandaloneRules): { ids: number[]; leads: number[]; premised: Set<number> } => {
    if (plan.articles.length === 0) return { ids: [], leads: [], premised: new Set() };
    // A part of the named article that states what the question asks — a period for "그대로 써도 되나요?", the figure
    // of its unit — and no amount the asker quotes is news to them, not the premise they read ("14조 보니까 신고하면
    // 허가받은 걸로 본다길래 … 그 신고 그대로 써도?" is 제14조 ⑤'s "1년 이내에 … 효력은 없어진다").
    const asked = plan.reading.asks.has('deadline') ? PERIOD_UNITS : plan.figure !== null ? [plan.figure] : [];
    const tellsWhatIsAsked = (text: string) => asked.some((unit) => statesFigure(text, unit)) && !statesNearAmount(text, plan.amounts);
    const scope: SearchFilter = plan.law
      ? { ...filter, law_name: [plan.law.name] }
      : plan.lawKind
        ? { ...filter, law_kind: [plan.lawKind] }
        : filter;
    const where = filterSql(scope);
    const ordered: number[] = [];
    const leads: number[] = [];
    const premised = new Set<number>();
    const push = (ids: readonly number[]) => ordered.push(...ids.filter((id) => !ordered.includes(id)));
    for (const article of plan.articles) {
      const rows = statement(
        `SELECT c.id, c.text, c.article_title AS title, d.law_name FROM chunks c JOIN documents d ON d.id = c.document_id WHERE c.article = ?${where.sql} ORDER BY d.law_name, c.chunk_index`,
      ).all(article.label, ...where.params) as { id: number; text: string; title: string | null; law_name: string | null }[];
      const marker = article.paragraph ? String.fromCodePoint(0x245f + article.paragraph) : null; // ① = U+2460
      // The cited 항 first; an article that was repealed ("삭제 <1999.4.30>") last; and with no statute named,
      // the statutes take turns ("84조" → the first chunk of each 제84조 before the second of any).
      const rank = (text: string) => (marker !== null && text.includes(marker) ? 0 : 1) + (isRepealed(text) ? 2 : 0);
      const byLaw = new Map<string, typeof rows>();
      for (const row of rows.sort((a, b) => rank(a.text) - rank(b.text))) {
        const list = byLaw.get(row.law_name ?? '') ?? [];
        list.push(row);
        byLaw.set(row.law_name ?? '', list);
      }
      const lists = [...byLaw.values()].sort((a, b) => rank(a[0]!.text) - rank(b[0]!.text));
      const own: number[] = [];
      for (let turn = 0; lists.some((list) => turn < list.length); turn++) {
        for (const list of lists) if (turn < list.length) own.push(list[turn]!.id);
      }
      // A named statute's decree and rule carry out its articles and cite them ("법 제44조제1항제2호에서 …"): their
      // provisions follow the article — or come first when the question cites a 항 that leaves its details to them
      // ("…은 대통령령으로 정한다"): "주차장법 19조 5항 … 면제받을 수 있는 시설물 기준" asks what 시행령 제8조 says.
      // (when they match the question's words better than the paragraph does: "14조 1항 건축신고 대상" is ① itself).
      const carried = plan.law ? carryingOut(plan.law.name, article, plan.figure, filter, rules) : [];
      const cited = marker !== null ? rows.find((row) => row.law_name === plan.law?.name && row.text.includes(marker)) : undefined;
      const paragraph = cited ? paragraphText(cited.text, marker!) : '';
      const paragraphCoverage = cited ? coverage(terms, searchForm(paragraph + (cited.title ?? ''))) : 0;
      const first =
        cited !== undefined && delegates(paragraph) && Math.max(0, ...carried.map((row) => coverage(terms, row.form))) > paragraphCoverage;
      // A question citing a 호 or a 단서 ("44조 1항 2호에서 말하는 공지", "11조 단서 … 연면적 기준") asks about what
      // that very part leaves to the decree: the provision carrying it out by its full reference comes first.
      // Several may (the 단서 of more than one 항): the one matching the question best leads.
      const fit = (row: (typeof carried)[number]) => coverage(terms, row.form) + coverage(terms, row.title) / 2;
      const byFit = (list: typeof carried) => [...list].sort((a, b) => fit(b) - fit(a)).map((row) => row.id);
      const exact = byFit(carried.filter((row) => row.exact && coverage(terms, row.form) >= paragraphCoverage));
      // A figure the article leaves to them ("22조 임시사용승인 … 며칠"): the provisions stating one come first, the
      // one that matches the question best leading — as for a best match's delegation (followDelegation).
      const ownStates = plan.figure !== null && rows.some((row) => row.law_name === plan.law?.name && statesAsked(row.text, plan.figure!));
      const stating = ownStates ? [] : byFit(carried.filter((row) => row.states));
      const carriedIds = carried.map((row) => row.id);
      const lead = [...exact, ...stating];
      leads.push(...lead.filter((id) => !leads.includes(id)));
      // A premise ("제77조에는 70%로 되어 있는데 …") is evidence, not the answer: its own chunks rank by their words
      // alone (and count for less: WEIGHTS.premiseArticle); of what carries it out, only the provision its cited part
      // or asked figure points to — its 과태료 부과기준 is no more the answer than the article (dev2 +1).
      if (article.premise) {
        push(lead);
        for (const row of rows) if (!tellsWhatIsAsked(row.text)) premised.add(row.id);
      }
      else push(lead.length > 0 ? [...lead, ...own, ...carriedIds] : first ? [...carriedIds, ...own] : [...own, ...carriedIds]);
    }
    return { ids: ordered, leads, premised };
  };

  /** The chunks of the 정의 articles: of the statute named, else of every statute. */
  const definitionChunks = (plan: QueryPlan, filter: SearchFilter): number[] => {
    const where = filterSql(plan.law ? { ...filter, law_name: [plan.law.name] } : filter);
    return (
      statement(`SELECT c.id FROM chunks c JOIN documents d ON d.id = c.document_id WHERE c.article_title = '정의'${where.sql}`).all(...where.params) as { id: number }[]
    ).map((row) => row.id);
  };

  /**
   * The chunk standing for each article the everyday index ranks: the article's best passage in the lexical ranking,
   * else its first, with all its passages' ids. An entry whose title no longer agrees with the library's article (a
   * later version renumbered it) stands for nothing.
   */
  const everydayChunks = (articles: readonly EverydayArticle[], scored: readonly { id: number }[], records: Map<number, ChunkRecord>, filter: SearchFilter): { id: number; article: EverydayArticle; passages: number[] }[] => {
    if (articles.length === 0) return [];
    const where = filterSql(filter);
    // One query for every listed article: (statute, number) pairs as a JSON list.
    const rows = statement(
      `SELECT c.id, c.article_title AS title, d.law_name AS law, c.article FROM chunks c JOIN documents d ON d.id = c.document_id
       WHERE (d.law_name, c.article) IN (SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?))${where.sql} ORDER BY c.chunk_index`,
    ).all(JSON.stringify(articles.map((article) => [article.law, article.article])), ...where.params) as { id: number; title: string | null; law: string; article: string }[];
    const out: { id: number; article: EverydayArticle; passages: number[] }[] = [];
    for (const article of articles) {
      const own = rows.filter((row) => row.law === article.law && row.article === article.article && (row.title === null || compactTitle(row.title) === compactTitle(article.title)));
      if (own.length === 0) continue;
      const ids = new Set(own.map((row) => row.id));
      const id = scored.find((candidate) => ids.has(candidate.id))?.id ?? own[0]!.id;
      out.push({ id, article, passages: [...ids] });
    }
    for (const [id, record] of loadChunks(statement, out.map((hit) => hit.id).filter((id) => !records.has(id)))) records.set(id, record);
    return out;
  };

  /** The compact form of a chunk with its title, computed once per chunk per search. */
  const forms = new WeakMap<ChunkRecord, string>();
  const formOf = (record: ChunkRecord) => {
    let form = forms.get(record);
    if (form === undefined) {
      form = searchForm(record.text) + searchForm(record.article_title ?? '');
      forms.set(record, form);
    }
    return form;
  };

  /**
   * The provisions that carry out the best-matching article (delegation.ts) inherit part of its score, or more than
   * all of it when the question asks for a figure that they state and it does not. Returns each provision that took
   * its score from the article, with the article's id.
   * Re-sorts `scored` in place and adds the provisions it brings to `records`.
   */
  const followDelegation = (scored: { id: number; score: number }[], records: Map<number, ChunkRecord>, plan: QueryPlan, terms: readonly ResolvedTerm[], filter: SearchFilter, rules: StandaloneRules): Map<number, number> => {
    const parents = new Map<number, number>();
    const byId = new Map(scored.map((candidate) => [candidate.id, candidate]));
    for (const parent of scored.slice(0, DELEGATION_DEPTH)) {
      const record = records.get(parent.id)!;
      const children = record.law_name && record.article ? (provisionsCiting(statement, { law: record.law_name, article: record.article }, filter, rules)?.chunks.map((chunk) => chunk.id) ?? []) : [];
      const missing = children.filter((id) => !records.has(id));
      for (const [id, child] of loadChunks(statement, missing)) records.set(id, child);
      const parentStates = plan.figure !== null && statesAsked(record.text, plan.figure);
      // "공개공지 설치해야 하는 건물 규모" asks what 법 제43조 leaves to the decree ("대통령령으로 정하는 용도와 규모의
      // 건축물"): the provisions carrying it out answer, as for an asked figure.
      const asksDelegated = leavesAsked(record.text, terms);
      for (const id of children) {
        const child = records.get(id)!;
        const share = asksDelegated || (plan.figure !== null && !parentStates && statesAsked(child.text, plan.figure)) ? WEIGHTS.delegationFigure.value : WEIGHTS.delegationPlain.value;
        const inherited = parent.score * share;
        const candidate = byId.get(id);
        if (!candidate || candidate.score < inherited) parents.set(id, parent.id);
        if (!candidate) {
          const added = { id, score: inherited };
          scored.push(added);
          byId.set(id, added);
        } else if (candidate.score < inherited) candidate.score = inherited;
      }
    }
    scored.sort((a, b) => b.score - a.score);
    return parents;
  };

  /**
   * The rest of an article: an article is stored in several chunks, and the one matching the question's words best
   * may not hold the line that decides it ("가설건축물 … 몇 년이나 둘 수 있어요?": ⑤ lists the kinds, ⑦ says 3년 이내;
   * "높이 7.5m … 적용받지 않을 수 있는지": ① sets the rule, ④ the exception for 8미터 이하). Its chunks not among
   * `seen`, in the article's order.
   */
  const restOfArticle = (best: ChunkRecord, seen: ReadonlySet<number>, filter: SearchFilter): ChunkRecord[] => {
    if (best.article === null) return [];
    const where = filterSql(filter);
    const rows = statement(`SELECT c.id FROM chunks c JOIN documents d ON d.id = c.document_id WHERE c.document_id = ? AND c.article = ?${where.sql} ORDER BY c.chunk_index LIMIT ?`).all(best.document_id, best.article, ...where.params, MAX_ARTICLE_CHUNKS) as { id: number }[];
    const records = loadChunks(statement, rows.map((row) => row.id).filter((id) => !seen.has(id)));
    return [...records.values()].sort((a, b) => a.chunk_index - b.chunk_index);
  };

  return async function search(query: string, options: SearchOptions = {}): Promise<SearchResult> {
    const topK = Math.max(1, Math.min(options.topK ?? 8, 100));
    const filter = options.filter ?? {};
    const plan = planQuery(query, deps.laws);
    const favoured = new Set(options.favourLaws ?? []);
    const terms = lexicalIndex.resolve(plan.terms);

    // Three ranked lists — cited articles, lexical, vector — fused by RRF.
    // Read per search: a library can gain or lose such a rule between two questions.
    const rules = standaloneRules(statement);
    const { ids: articleIds, leads, premised } = articleChunks(plan, terms, filter, rules);
    const lexicalCandidates = terms.length > 0 ? lexicalIndex.candidates(terms, filter) : [];
    // "건축의 뜻": a word too common to pick candidates by is still defined in the 정의 article.
    if (plan.meaning) for (const id of definitionChunks(plan, filter)) if (!lexicalCandidates.some((c) => c.id === id)) lexicalCandidates.push({ id, bm25: 0 });
    // "발코니가 바닥면적에 포함되나요": the lines that define or measure 바닥면적 (concepts.ts).
    const conceptIds = plan.reading.countsAs ? conceptChunks(plan.reading.point, filter, plan.reading.text) : new Set<number>();
    for (const id of conceptIds) if (!lexicalCandidates.some((c) => c.id === id)) lexicalCandidates.push({ id, bm25: 0 });
    const embedded = await deps.queryVector(plan.text);
    const vectorHits = embedded && vectorIndex.available() ? vectorIndex.nearest(embedded.vector, VECTOR_DEPTH, filter) : [];

    const ids = [...new Set([...articleIds, ...lexicalCandidates.map((c) => c.id), ...vectorHits.map((h) => h.id)])];
    const records = loadChunks(statement, ids);
    const maxBm25 = Math.max(0, ...lexicalCandidates.map((c) => c.bm25));
    const parentOfRule = new Map([...rules].flatMap(([parent, list]) => list.map((rule) => [rule, parent] as const)));
    const familyOf = (law: string) => parentOfRule.get(law) ?? lawFamily(law);
    // The sanction words say what is asked, not about what: "개발행위허가 … 벌칙" is 국토계획법's question.
    const subjectTerms = terms.filter((term) => !term.forms.some(isPenaltyWord));
    const passages = lexicalCandidates.map(({ id }) => ({ law: records.get(id)!.law_name, form: formOf(records.get(id)!) }));
    // A statute named only as a premise's ("건축법 80조 보고 … 계산해봤는데") finds that article, but ranks nothing:
    // the answer is as often another act's.
    const ranking: QueryPlan = plan.premiseLaw ? { ...plan, law: null, act: null } : plan;
    const affinity = ranking.law ? new Map<string, number>() : familyShares(subjectTerms, passages, lawSizes(), familyOf);
    const home = (law: string | null) => (law === null ? 0 : (affinity.get(familyOf(law)) ?? 0));
    const scored = lexicalCandidates
      .map((candidate) => {
        const record = records.get(candidate.id)!;
        const context = { plan: ranking, terms, form: formOf(record), bm25: candidate.bm25, maxBm25, favoured, home: home(record.law_name), concept: conceptIds };
        return { id: candidate.id, score: passageScore(record, context) };
      })
      .filter((candidate) => candidate.score > 0)
      .sort((a, b) => b.score - a.score);
    if (plan.penalty) favourSanctionsOfSubject(scored, records);
    // With a statute named, the act it names decides (actWeight); without, the article a provision restates.
    if (!ranking.law) restatedArticlesFirst(scored, records, ranking, terms, formOf);
    const delegatedBy = followDelegation(scored, records, plan, terms, filter, rules);
    const lexicalRanked = scored.slice(0, LIST_DEPTH);
    // The everyday index: the articles whose askers' phrasings the question matches, a list of its own.
    // It weighs as much as the library's own words leave of the question uncovered — a story in everyday words is its
    // to rank (more so when the question tells one), a question in the statute's words (or only an article's number)
    // the library's — and less for a figure:
    // which provision states a figure is read from the provisions' text (statesAsked, delegation). A question naming
    // a statute asks within its family ("건축법 대지의 조경" is not 주차장법's), one naming a 시행령 or 시행규칙 within that
    // act ("건축법 시행규칙에서 건축신고 규정" is not 법 제14조's), and in the words around the name: a name quoted in
    // full ("「건축물의 피난ㆍ방화구조 등의 기준에 관한 규칙」 제14조의 …") restates only the phrasings of its 제1조.
    const uncovered = 1 - Math.max(0, ...lexicalRanked.slice(0, UNCOVERED_DEPTH).map(({ id }) => coverage(terms, formOf(records.get(id)!))));
    const everydayWeight = WEIGHTS.everydayUncovered.value * (terms.length === 0 ? 0 : uncovered) * (plan.figure !== null ? WEIGHTS.everydayFigure.value : 1) * (plan.reading.story !== '' ? WEIGHTS.everydayStory.value : 1);
    const everydayArticles =
      deps.everyday && options.everyday !== false && everydayWeight > 0
        ? deps.everyday(ranking.law ? `${plan.text.slice(0, ranking.law.start)} ${plan.text.slice(ranking.law.end)}` : query, EVERYDAY_DEPTH).filter((article) => !ranking.law || (ranking.law.name !== lawFamily(ranking.law.name) ? article.law === ranking.law.name : familyOf(article.law) === familyOf(ranking.law.name)))
        : [];
    const everyday = everydayChunks(everydayArticles, scored, records, filter);
    // Distances known from the vector pass; the hits that are kept get theirs looked up below.
    const distances = new Map(vectorHits.map((hit) => [hit.id, hit.distance]));

    const candidates = new Map<number, Candidate>();
    const get = (id: number): Candidate => {
      let candidate = candidates.get(id);
      if (!candidate) {
        const record = records.get(id)!;
        const form = formOf(record);
        candidate = {
          record,
          articleHit: false,
          everydayHit: false,
          coverage: coverage(terms, form),
          matched: matchedTerms(terms, form),
          lexical: 0,
          distance: distances.get(id) ?? null,
          fused: 0,
        };
        candidates.set(id, candidate);
      }
      return candidate;
    };
    // A named article is evidence, not the answer: it leads only when it speaks about what the question asks — a
    // premise ("제11조 때문에 허가 받아야 한다는데 … 신고로 안 되나요?") that covers little of the question's words
    // next to the passage that covers most of them still passes the floor, but ranks by its words alone.
    // "Speaks about the question": about the clause that asks, when the question tells a story around it.
    const pointTerms = terms.some((term) => !term.story) ? terms.filter((term) => !term.story) : terms;
    const bestCoverage = articleIds.length === 0 ? 0 : Math.max(0, ...lexicalRanked.slice(0, PREMISE_DEPTH).map(({ id }) => coverage(pointTerms, formOf(records.get(id)!))));
    // Nor when the question asks for a figure of a unit it does not state ("제56조에 용적률 나와 있다길래 찾아봤는데 숫자가
    // 없네요 … 몇 %까지"): the figure is elsewhere — often in the decree carrying it out.
    const speaks = (id: number) => {
      const record = records.get(id)!;
      if (plan.figure !== null && !statesAsked(record.text, plan.figure)) return false;
      return terms.length === 0 || coverage(pointTerms, formOf(record)) >= WEIGHTS.namedArticleSpeaks.value * bestCoverage;
    };
    articleIds.forEach((id, rank) => {
      const candidate = get(id);
      candidate.articleHit = true;
      if (speaks(id)) candidate.fused += 1 / (RRF_K + rank + 1);
    });
    // What the cited 호/단서 or the cited article's figure points at is the answer however its words score: a list
    // of its own in the fusion, as if it also matched best.
    leads.forEach((id, rank) => {
      get(id).fused += 1 / (RRF_K + rank + 1);
    });
    lexicalRanked.forEach(({ id, score }, rank) => {
      const candidate = get(id);
      candidate.lexical = score;
      candidate.fused += 1 / (RRF_K + rank + 1);
    });
    vectorHits.forEach(({ id }, rank) => {
      get(id).fused += 1 / (RRF_K + rank + 1);
    });
    // An everyday article far ahead of the next one is the question's, however the lists around it rank: it counts
    // as if first in that many more lists. For a figure question only if it states a figure of the unit asked: else
    // which provision states it is read from the provisions' text ("가장 작은 부분 몇 제곱미터 이하면 가중평균해?" is
    // asked of 법 제84조; 시행령 제94조 states it).
    const [first, second] = everydayArticles;
    // For a story, the phrasing the question restates must share a word with the clause that asks: a story restates its
    // circumstances in many askers' words ("밭에 흙 … 돋웠는데" is 제56조's "밭에 흙 쌓아서 높이려는데"), and the clause
    // says which of their points it asks ("다시 파내라고 할 수도 있나요?" — the 원상회복 of 제60조).
    const sharesPoint = (phrasing: string) => {
      const pointPieces = new Set(
        normalizeLine(plan.reading.point)
          .split(/[^\p{L}\p{N}]+/u)
          .filter((word) => word && !QUESTION_FILLERS.has(word))
          .flatMap((word) => wordBigrams(stripEnding(word))),
      );
      return wordBigrams(phrasing).some((piece) => pointPieces.has(piece));
    };
    // The article's passages are read once, and only when it would be decisive by its share and phrasing.
    const decisiveByPassages = (article: EverydayArticle) => {
      const passages = [...loadChunks(statement, everyday.find((hit) => hit.article === article)?.passages ?? []).values()];
      return (
        (plan.figure === null || passages.some((record) => statesAsked(record.text, plan.figure!))) &&
        // Nor when it leaves what is asked to a lower act ("공개공지 설치해야 하는 건물 규모": 법 제43조's "대통령령으로
        // 정하는 용도와 규모의 건축물"): the provision carrying it out answers (followDelegation).
        !passages.some((record) => leavesAsked(record.text, terms))
      );
    };
    const decisive =
      first !== undefined &&
      first.closeness >= WEIGHTS.everydayDecisiveCloseness.value &&
      first.score >= WEIGHTS.everydayDecisiveMargin.value * (second?.score ?? 0) &&
      (plan.reading.story === '' || sharesPoint(first.phrasing)) &&
      decisiveByPassages(first)
        ? first
        : null;
    // The index knows what a question is about, not at which level the answer is written: when its first two articles
    // are a provision and the one it carries out (시행령 제51조 "법 제56조제1항에 따라 …" and 법 제56조), both get its
    // first place and the library's words, delegation and the figure asked decide between them. Dev @5 0.93 → 0.94,
    // eval:retrieval held-out 0.938 → 0.954, the other sets unchanged.
    const [firstHit, secondHit] = everyday;
    const levelsOfOnePoint = firstHit !== undefined && secondHit !== undefined && carriesOut(records.get(firstHit.id), records.get(secondHit.id));
    everyday.forEach(({ id, article }, rank) => {
      const candidate = get(id);
      candidate.fused += everydayWeight / (RRF_K + (levelsOfOnePoint && rank === 1 ? 0 : rank) + 1);
      if (article === decisive) candidate.fused += WEIGHTS.everydayDecisive.value / (RRF_K + 1);
      if (rank < WEIGHTS.everydayRelevantDepth.value && article.closeness >= WEIGHTS.everydayCloseness.value) candidate.everydayHit = true;
      if (rank === 0 && article.score >= WEIGHTS.everydaySure.value && article.closeness >= WEIGHTS.everydayCloseness.value / 2) candidate.everydayHit = true;
    });

    // An article the asker says they read ("건축법 14조 보니까 1년 안에 … 효력이 없어진다고") is the premise they ask
    // about, not its answer: its words are the question's own, so every list ranks it high; its chunks (as the cited
    // articles were looked up) count for less.
    for (const id of premised) {
      const candidate = candidates.get(id);
      if (candidate) candidate.fused *= WEIGHTS.premiseArticle.value;
    }
    // A premise that is itself a sanction ("건축법 제113조 보니까 과태료가 200만원 이하라던데 … 과태료 정도로 끝나는 거
    // 맞죠?", "주차장법 제32조 보니까 … 이행강제금이 … 그 돈만 내면 되는 거죠?") asks whether more than it follows: the
    // 벌칙 articles, the crimes, weigh more — of the family whose duty the facts break.
    const sanctionsRead = [...premised].map((id) => candidates.get(id)?.record).filter((record): record is ChunkRecord => record !== undefined && (isPenaltyProvision(record) || /이행강제금/.test(record.article_title ?? '')));
    if (sanctionsRead.length > 0) {
      // The family whose duty the facts break: the first provision that is no sanction. "건축법 제111조로 벌금 맞는다고
      // 들었는데 … 부설주차장을 안 만들고" is 주차장법's crime, whichever sanction the asker heard of.
      const subject = [...candidates.values()].sort((a, b) => b.fused - a.fused).map(({ record }) => record).find((record) => !premised.has(record.id) && !isPenaltyProvision(record) && !/이행강제금/.test(record.article_title ?? '') && !record.article?.startsWith('부칙'));
      const subjectFamily = subject?.law_name ? familyOf(subject.law_name) : null;
      const read = new Set(sanctionsRead.map((record) => `${record.law_name}\u0000${record.article}`));
      const readFamilies = new Set(sanctionsRead.map((record) => familyOf(record.law_name ?? '')));
      const titlesRead = new Set(sanctionsRead.map((record) => record.article_title));
      for (const candidate of candidates.values()) {
        const { law_name: law, article, article_title: title } = candidate.record;
        const family = familyOf(law ?? '');
        if (read.has(`${law}\u0000${article}`)) continue;
        if (plan.penalty && title === '벌칙' && (subjectFamily ? family === subjectFamily : readFamilies.has(family))) candidate.fused *= WEIGHTS.crimeBeyondPremise.value;
        // Not asking a crime: the sanction read, as the facts' own family sets it ("건축법 제80조처럼 … 이행강제금
        // 나온다던데" of a parking space blocked is 주차장법 제32조, its 이행강제금).
        else if (!plan.penalty && subjectFamily !== null && !readFamilies.has(subjectFamily) && family === subjectFamily && titlesRead.has(title)) candidate.fused *= WEIGHTS.sanctionOfFactsFamily.value;
      }
    }
    const fused = [...candidates.values()].sort((a, b) => b.fused - a.fused || b.lexical - a.lexical);
    // Words the documents never use count too: "파스타를 삶는 법은" shares only "법은" with the statutes.
    const questionTerms = terms.length;
    const passes = (candidate: Candidate, level: 'strict' | 'loose'): boolean =>
      candidate.articleHit ||
      candidate.everydayHit ||
      // A provision that carries out a relevant article is as relevant as it (delegation.ts).
      (delegatedBy.has(candidate.record.id) && passesParent(delegatedBy.get(candidate.record.id)!, level)) ||
      (candidate.coverage >= COVERAGE_FLOOR[level] && (level === 'strict' || candidate.matched >= Math.min(2, questionTerms))) ||
      (embedded !== null && candidate.distance !== null && 1 - candidate.distance >= embedded.floor[level]);
    const passesParent = (id: number, level: 'strict' | 'loose'): boolean => {
      const parent = candidates.get(id);
      return parent !== undefined && passes(parent, level);
    };
    // The floors decide what is relevant, the ranking in what order: a long question ("건축법 법률상 대지에 조경 의무가
    // 생기는 대지면적 기준이 몇 ㎡ 이상이야?") can leave its best answer under half its words (법 제42조) while a passage
    // of the other act holds more of them.
    const relevant = fused.filter((candidate) => passes(candidate, 'strict') || passes(candidate, 'loose'));
    const kept = relevant.slice(0, topK);
    if (options.wholeBestArticle && kept[0]) {
      // They stand with the article: a context cut to its budget keeps them as long as it keeps the article.
      // Those covering more of the question first: a context over its budget drops the last of equal score, and in a
      // dozen-chunk article (시행령 제119조) the item that answers ("9. 층수: … 높이 4미터마다 하나의 층") may be the
      // last chunk.
      const best = kept[0];
      const siblings = restOfArticle(best.record, new Set(kept.map((candidate) => candidate.record.id)), filter).map((record) => {
        records.set(record.id, record);
        return get(record.id);
      });
      kept.push(...siblings.sort((a, b) => b.coverage - a.coverage));
      // All of the article's chunks take its score, those search found on their own words too, however they ranked.
      for (const candidate of kept) if (candidate.record.document_id === best.record.document_id && candidate.record.article === best.record.article) candidate.fused = Math.max(candidate.fused, best.fused);
    }
    const threshold = relevant.some((candidate) => passes(candidate, 'strict')) ? 'strict' : kept.length > 0 ? 'loose' : null;

    if (embedded) {
      const missing = kept.filter((candidate) => candidate.distance === null).map((candidate) => candidate.record.id);
      for (const [id, distance] of vectorIndex.distances(embedded.vector, missing)) candidates.get(id)!.distance = distance;
    }
    const bestLexical = Math.max(0, ...kept.map((candidate) => candidate.lexical));
    return {
      hits: kept.map((candidate) => toHit(candidate, bestLexical)),
      no_content: kept.length === 0,
      mode: embedded ? 'hybrid' : 'lexical',
      threshold,
      query: {
        law: plan.law?.name ?? null,
        law_kind: plan.lawKind,
        articles: plan.articles.map((article) => article.label),
        terms: terms.map((term) => term.forms.join('|')),
        asked_as: everyday
          .filter(({ article }) => kept.some(({ record }) => record.law_name === article.law && record.article === article.article))
          .map(({ article }) => ({ law: article.law, article: article.article, phrasing: article.phrasing })),
        asked_parts: deps.everydayParts && options.everyday !== false ? askedParts(query, kept.map(({ record }) => record), deps.everydayParts) : [],
        held_share: lexicalIndex.heldShare(plan.terms),
      },
    };
  };
}

export type Search = ReturnType<typeof createSearch>;

/**
 * `distance` follows seed 003 (smaller is better). With vectors it is the cosine distance to the question;
 * without, it is 1 − the chunk's lexical score relative to the best lexical score among the hits (which weighs
 * the share of the question's terms the chunk contains, BM25 and its title): 0 for the best match and for a
 * cited article, towards 1 for weaker matches.
 */
function toHit(candidate: Candidate, bestLexical: number): SearchHit {
  const { record } = candidate;
  const relevance = candidate.articleHit ? 1 : bestLexical > 0 ? candidate.lexical / bestLexical : 0;
  return {
    chunk_id: record.id,
    document_id: record.document_id,
    text: record.text,
    file_hash: record.file_hash,
    file_name: record.file_name,
    start_page: record.start_page,
    end_page: record.end_page,
    chunk_index: record.chunk_index,
    chunk_hash: record.chunk_hash,
    distance: candidate.distance ?? round(1 - relevance),
    created_at: record.created_at,
    score: round(candidate.fused),
    article: record.article,
    article_title: record.article_title,
    chapter: record.chapter,
    law_name: record.law_name,
    law_kind: record.law_kind,
    effective_date: record.effective_date,
    promulgation_date: record.promulgation_date,
  };
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** How many of the first articles among the hits have the part asked about looked up: the answer quotes from those. */
const PART_DEPTH = 3;

/** The part of each of the first articles among the hits the question asks about, where the index has their parts. */
function askedParts(question: string, hits: readonly ChunkRecord[], partOf: PartRanker): AskedPart[] {
  const articles = [...new Map(hits.filter((hit) => hit.law_name && hit.article).map((hit) => [`${hit.law_name}\u0000${hit.article}`, hit])).values()].slice(0, PART_DEPTH);
  return articles.flatMap(({ law_name, article }) => {
    const asked = partOf(question, law_name!, article!);
    return asked ? [{ law: law_name!, article: article!, part: asked.part, share: round(asked.share) }] : [];
  });
}

/**
 * Only the best-matching article has the provisions that carry it out follow (delegation.ts): those below it are
 * more often about something else, and their provisions crowd the list (measured: docs/benchmarks.md).
 */
const DELEGATION_DEPTH = 1;
/** An article's chunks brought whole at most: the longest articles (시행령 제119조) run to a dozen chunks. */
const MAX_ARTICLE_CHUNKS = 12;
/** How far down the lexical ranking the best coverage a named article is compared with is looked for. */
const PREMISE_DEPTH = 10;
/** The provisions a sanction question is most likely about (favourSanctionsOfSubject). */
const SUBJECT_DEPTH = 3;

/**
 * A sanction is written as "제56조제1항을 위반하여 … 한 자는 …": the 벌칙/과태료 provision that cites the article
 * the question is about — the best-scoring provisions that are not sanctions themselves — is the one that answers
 * "개발행위허가 안 받고 공사하면 벌칙". Re-sorts `scored` in place.
 */
function favourSanctionsOfSubject(scored: { id: number; score: number }[], records: ReadonlyMap<number, ChunkRecord>): void {
  const subjects = scored
    .map(({ id }) => records.get(id)!)
    .filter((record) => record.article && record.law_name && !record.article.startsWith('부칙') && !isPenaltyProvision(record))
    .slice(0, SUBJECT_DEPTH)
    .map((record) => ({ law: record.law_name!, cited: new RegExp(`${record.article!}(?![0-9]|의)`) }));
  if (subjects.length === 0) return;
  for (const candidate of scored) {
    const record = records.get(candidate.id)!;
    if (isPenaltyProvision(record) && subjects.some((subject) => subject.law === record.law_name && subject.cited.test(record.text))) {
      candidate.score *= WEIGHTS.sanctionCitesSubject.value;
    }
  }
  scored.sort((a, b) => b.score - a.score);
}

/** How far down the lexical ranking a provision restating its article is looked for (restatedArticlesFirst). */
const RESTATE_DEPTH = 3;

/**
 * A lower act's provision that carries out an article repeats the article's words: "허가권자는 법 제60조제1항에 따라
 * 가로구역별로 건축물의 높이를 지정ㆍ공고할 때에는 다음 각 호의 사항을 고려하여야 한다" matches "가로구역별 높이 누가
 * 지정해?" as well as 법 제60조 itself. When it holds none of the question's words the article lacks, no asked figure
 * the article lacks, and its title is no more about the question than the article's, it only restates the article:
 * the article it cites answers, and comes just before it. Re-sorts `scored` in place.
 */
function restatedArticlesFirst(scored: { id: number; score: number }[], records: ReadonlyMap<number, ChunkRecord>, plan: QueryPlan, terms: readonly ResolvedTerm[], formOf: (record: ChunkRecord) => string): void {
  const focus = (record: ChunkRecord) => (record.article_title ? titleShare(terms, searchForm(record.article_title)) : 0);
  let changed = false;
  for (const provision of scored.slice(0, RESTATE_DEPTH)) {
    const record = records.get(provision.id)!;
    const cited = citedArticle(record);
    if (!cited) continue;
    const article = scored.find(({ id }) => records.get(id)!.law_name === cited.law && records.get(id)!.article === cited.article);
    if (!article || article.score >= provision.score || article.score < provision.score * WEIGHTS.restatedShare.value) continue;
    const own = records.get(article.id)!;
    const addsWord = terms.some((term) => presence(term, formOf(record)) > presence(term, formOf(own)));
    const addsFigure = plan.figure !== null && statesAsked(record.text, plan.figure) && !statesAsked(own.text, plan.figure);
    if (addsWord || addsFigure || focus(record) > focus(own)) continue;
    article.score = provision.score * 1.001;
    changed = true;
  }
  if (changed) scored.sort((a, b) => b.score - a.score);
}

/** The text of one paragraph (from its ① to the next circled number) of a chunk. */
function paragraphText(text: string, marker: string): string {
  const from = text.indexOf(marker);
  const rest = text.slice(from + 1);
  const next = rest.search(/[\u2460-\u2473]/);
  return next < 0 ? rest : rest.slice(0, next);
}

/** Whether a lower act's provision carries out the very 호 or 단서 a question cites ("법 제44조제1항제2호에서", "법 제11조제1항 단서에 따라"). */
function citesPart(text: string, reference: string, article: ArticleRef): boolean {
  if (article.part === null) return false;
  const paragraph = article.paragraph !== null ? `제${article.paragraph}항` : '(?:제\\d+항)?';
  const part = article.part === '단서' ? '(?:각호외의부분)?단서' : `제${article.part}호(?![0-9의])`;
  return new RegExp(`${reference}${paragraph}${part}`).test(searchForm(text));
}

/**
 * Words that name an aspect of a thing a statute leaves to its decree ("대통령령으로 정하는 규모/기간/경우").
 * Not 기준: "…기준에 따라" is how most delegations read, whatever they are about (measured: docs/benchmarks.md).
 */
const ASPECTS = new Set(['규모', '범위', '기간', '면적', '비율', '금액', '요건', '경우', '대상']);

/** Whether one of two provisions carries out the other ("법 제56조제1항에 따라 …" in 시행령 제51조, of 법 제56조). */
function carriesOut(a: ChunkRecord | undefined, b: ChunkRecord | undefined): boolean {
  if (!a || !b) return false;
  const cites = (from: ChunkRecord, to: ChunkRecord) => {
    const cited = citedArticle(from);
    return cited !== null && cited.law === to.law_name && cited.article === to.article;
  };
  return cites(a, b) || cites(b, a);
}

/** A sentence whose subject is what it leaves to a lower act: "… 유효기간, 연기 절차 등 … 은 대통령령으로 정한다". */
const LEFT_AS_SUBJECT = /(?:은|는)\s*(?:대통령령|국토교통부령)으로\s*정한다/;
/** How much of such a sentence before its verb is read as what it leaves. */
const LEFT_SUBJECT_CHARS = 80;

/**
 * Whether a provision leaves to its lower acts the very thing the question asks about: "대통령령으로 정하는 용도와
 * 규모의 건축물" and "공개공지 설치해야 하는 건물 규모".
 */
function leavesAsked(text: string, terms: readonly ResolvedTerm[]): boolean {
  const left = [
    ...[...text.matchAll(/(?:대통령령|국토교통부령)으로\s*정하는\s*([^\s,.]+(?:\s+[^\s,.]+){0,1})/g)].map((match) => searchForm(match[1]!)),
    // "③ 사용검사, 정기검사, 수시검사(이하 "안전검사"라 한다)의 유효기간, 연기 절차 … 은 대통령령으로 정한다": what the sentence
    // leaves to the decree is its subject.
    ...text.split(/\n|(?<=\.)\s+/).flatMap((sentence) => {
      const at = sentence.search(LEFT_AS_SUBJECT);
      return at > 0 ? [searchForm(sentence.slice(Math.max(0, at - LEFT_SUBJECT_CHARS), at))] : [];
    }),
  ];
  // An aspect, or a word naming one ("유효기간", "존치기간": 기간).
  const aspects = terms.flatMap((term) => term.forms).filter((form) => ASPECTS.has(form) || (form.length > 2 && [...ASPECTS].some((aspect) => form.endsWith(aspect))));
  return left.some((phrase) => aspects.some((form) => phrase.includes(form)));
}

/** Whether a provision leaves its details to the decree or the rule. */
function delegates(text: string): boolean {
  return /(대통령령|국토교통부령)으로\s*정(하는|한다|하여)/.test(text);
}

