// Hybrid search: the articles a question cites, the lexical (FTS5 trigram) ranking and — when the chunks have
// vectors and the embedding model is here — the nearest vectors, fused by Reciprocal Rank Fusion. A relevance
// floor, strict first and looser if nothing passes, decides what is returned; when nothing passes at all the
// result says NO_CONTENT, so that the answer step can say so instead of inventing.
import type { SearchHit, SearchResult } from '../../shared/contract';
import type { Db } from '../store/database';
import { searchForm } from '../text/search-text';
import { loadChunks, statementCache, filterSql, type ChunkRecord, type SearchFilter } from './chunks';
import type { LawNameResolver } from './law-names';
import { coverage, createLexicalIndex, matchedTerms, presence, type ResolvedTerm } from './lexical';
import { citedArticle, provisionsCiting, standaloneRules, type StandaloneRules } from './delegation';
import { definesTerm, ITEM } from './definitions';
import { statesFigure, type FigureUnit } from './figures';
import { lawFamily, planQuery, type ArticleRef, type QueryPlan } from './query-plan';
import { isPenaltyWord } from './query-terms';
import { createVectorIndex } from './vector';
import { createLawSizes, familyShares } from './law-affinity';

/** Reciprocal Rank Fusion constant, as in Cormack, Clarke & Büttcher (2009). */
export const RRF_K = 60;
const LIST_DEPTH = 100;
/** Nearest vectors taken into the fusion; beyond ~20, RRF gives them little weight next to the other lists. */
const VECTOR_DEPTH = 20;

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
}

/**
 * How much more a passage of a favoured law weighs in the lexical ranking, when the question names no law itself
 * (a named law weighs 2×). Small on purpose: the category steers, it does not decide (docs/benchmarks.md).
 */
export const FAVOURED_LAW_WEIGHT = 1.2;

/**
 * How much the statute a question names weighs. The act named (건축법 시행령) weighs most; when the question names a
 * base law without saying which act ("건축법 …"), its decree and rule — which carry most of its figures — weigh a
 * little more than other statutes; when it names the act ("건축법 시행령", "주차장법 영", "국토계획법 법률상"), the
 * family's other acts, which use nearly the same words, get nothing extra. A kind named without a statute
 * ("시행령 85조", "시행규칙에서") favours that kind.
 */
export const ACT_WEIGHT = { named: 2.5, family: 1.5, kind: 1.3 } as const;

/**
 * Intents: a question asking what a word means is answered by the 정의 article (and one asking "…가 뭐야" or
 * "차이" a little more often than not); a question about sanctions by the 벌칙 chapter (벌칙, 양벌규정, 과태료); one
 * asking for the kinds of something by the provision that lists them; one asking what to hand in by the provision
 * naming the form and its papers.
 */
export const INTENT_WEIGHT = { meaning: 3, definition: 1.5, penalty: 3, kinds: 1.5, documents: 1.5 } as const;

/**
 * How much more a passage weighs for the share of the question's words its statute family holds (law-affinity.ts),
 * when the question names no statute: up to 1.5× for a family that alone uses them all.
 */
export const HOME_FAMILY_WEIGHT = 0.5;

/**
 * How much more a passage weighs when it states a figure of the unit the question asks for (figures.ts). A nudge
 * between near-equal passages: 1.4 and more let any number outrank the subject (docs/benchmarks.md).
 */
export const ASKED_FIGURE_WEIGHT = 1.2;

/** How much more an article weighs when the question names its whole title ("건축허가", "용도변경", "이행강제금"). */
export const TITLE_NAMED_WEIGHT = 1.5;

export interface SearchDeps {
  laws: LawNameResolver;
  /** Embeds the question for the vector side, or null when there are no usable vectors (no model, other model). */
  queryVector(text: string): Promise<{ vector: Float32Array; floor: SimilarityFloor } | null>;
}

interface Candidate {
  record: ChunkRecord;
  articleHit: boolean;
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
      states: figure !== null && statesFigure(chunk.text, figure),
    }));
  };

  /**
   * Chunks of the cited articles: in the named statute if there is one, the cited 항 first. A statute's decree and
   * rule implement its articles and cite them ("법 제44조제1항제2호에서 …"), so when a law is named, the chunks of
   * its 시행령/시행규칙 that cite the article follow.
   */
  const articleChunks = (plan: QueryPlan, terms: readonly ResolvedTerm[], filter: SearchFilter, rules: StandaloneRules): { ids: number[]; leads: number[] } => {
    if (plan.articles.length === 0) return { ids: [], leads: [] };
    const scope: SearchFilter = plan.law
      ? { ...filter, law_name: [plan.law.name] }
      : plan.lawKind
        ? { ...filter, law_kind: [plan.lawKind] }
        : filter;
    const where = filterSql(scope);
    const ordered: number[] = [];
    const leads: number[] = [];
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
      const ownStates = plan.figure !== null && rows.some((row) => row.law_name === plan.law?.name && statesFigure(row.text, plan.figure!));
      const stating = ownStates ? [] : byFit(carried.filter((row) => row.states));
      const carriedIds = carried.map((row) => row.id);
      const lead = [...exact, ...stating];
      leads.push(...lead.filter((id) => !leads.includes(id)));
      push(lead.length > 0 ? [...lead, ...own, ...carriedIds] : first ? [...carriedIds, ...own] : [...own, ...carriedIds]);
    }
    return { ids: ordered, leads };
  };

  /** The chunks of the 정의 articles: of the statute named, else of every statute. */
  const definitionChunks = (plan: QueryPlan, filter: SearchFilter): number[] => {
    const where = filterSql(plan.law ? { ...filter, law_name: [plan.law.name] } : filter);
    return (
      statement(`SELECT c.id FROM chunks c JOIN documents d ON d.id = c.document_id WHERE c.article_title = '정의'${where.sql}`).all(...where.params) as { id: number }[]
    ).map((row) => row.id);
  };

  const lexicalScore = (record: ChunkRecord, terms: readonly ResolvedTerm[], bm25: number, maxBm25: number, plan: QueryPlan, favoured: ReadonlySet<string>, home: (law: string | null) => number): number => {
    const title = searchForm(record.article_title ?? '');
    const covered = coverage(terms, formOf(record));
    // A title that names the question's terms says the article is about them; the more of the title they make
    // up, the more it is about nothing else ("용도지역안에서의 건폐율" over "…에서의 건폐율 등의 완화적용").
    const inTitle = coverage(terms, title);
    const focus = title.length > 0 ? titleShare(terms, title) : 0;
    let score = covered * covered * (0.6 + 0.4 * (maxBm25 > 0 ? bm25 / maxBm25 : 0)) * (1 + inTitle * (0.3 + 0.7 * focus));
    // A question that names an article's whole title ("건축허가 받아야 하는 경우") names the institution it sets up.
    // Or its statute word for it ("엘리베이터" names 제64조(승강기)).
    if (title.length >= 3 && (plan.compact.includes(title) || terms.some((term) => term.forms.includes(title)))) score *= TITLE_NAMED_WEIGHT;
    if (isRepealed(record.text)) score *= 0.1;
    // 부칙 are transitional provisions, often quoting old wording; they rarely answer a field question.
    if (record.article?.startsWith('부칙') || (record.article === null && record.chapter?.startsWith('부칙'))) score *= 0.25;
    score *= actWeight(record, plan, favoured);
    // With no statute named, the family the question's words are at home in (law-affinity.ts).
    score *= 1 + HOME_FAMILY_WEIGHT * home(record.law_name);
    // The 정의 article, and — more so, wherever it is — the provision that defines one of the question's words.
    const asksWhat = plan.meaning ? INTENT_WEIGHT.meaning : plan.definition ? INTENT_WEIGHT.definition : 1;
    if (record.article_title === '정의') score *= asksWhat;
    // The line that defines the word is the answer itself, even to a weaker "…가 뭐야".
    if (asksWhat > 1 && definesAsked(record, plan)) score *= INTENT_WEIGHT.meaning;
    if (plan.penalty && isPenaltyProvision(record)) score *= INTENT_WEIGHT.penalty;
    // "용도지구 종류 뭐 있어?": the provision listing them ("1. 경관지구: … 2. 고도지구: …").
    if (plan.kinds && listsKinds(record.text, plan.terms.map((term) => term.word))) score *= INTENT_WEIGHT.kinds;
    // "도면 뭐 내야 돼?": the provision naming the form and the papers to attach.
    if (plan.documents && namesForm(record.text)) score *= INTENT_WEIGHT.documents;
    // "며칠 안에 신고해야": of two passages on the same subject, the one stating a number of days answers.
    if (plan.figure !== null && statesFigure(record.text, plan.figure)) score *= ASKED_FIGURE_WEIGHT;
    return score;
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
      const parentStates = plan.figure !== null && statesFigure(record.text, plan.figure);
      // "공개공지 설치해야 하는 건물 규모" asks what 법 제43조 leaves to the decree ("대통령령으로 정하는 용도와 규모의
      // 건축물"): the provisions carrying it out answer, as for an asked figure.
      const asksDelegated = leavesAsked(record.text, terms);
      for (const id of children) {
        const child = records.get(id)!;
        const share = asksDelegated || (plan.figure !== null && !parentStates && statesFigure(child.text, plan.figure)) ? DELEGATION_SHARE.figure : DELEGATION_SHARE.plain;
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

  return async function search(query: string, options: SearchOptions = {}): Promise<SearchResult> {
    const topK = Math.max(1, Math.min(options.topK ?? 8, 100));
    const filter = options.filter ?? {};
    const plan = planQuery(query, deps.laws);
    const favoured = new Set(options.favourLaws ?? []);
    const terms = lexicalIndex.resolve(plan.terms);

    // Three ranked lists — cited articles, lexical, vector — fused by RRF.
    // Read per search: a library can gain or lose such a rule between two questions.
    const rules = standaloneRules(statement);
    const { ids: articleIds, leads } = articleChunks(plan, terms, filter, rules);
    const lexicalCandidates = terms.length > 0 ? lexicalIndex.candidates(terms, filter) : [];
    // "건축의 뜻": a word too common to pick candidates by is still defined in the 정의 article.
    if (plan.meaning) for (const id of definitionChunks(plan, filter)) if (!lexicalCandidates.some((c) => c.id === id)) lexicalCandidates.push({ id, bm25: 0 });
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
    const affinity = plan.law ? new Map<string, number>() : familyShares(subjectTerms, passages, lawSizes(), familyOf);
    const home = (law: string | null) => (law === null ? 0 : (affinity.get(familyOf(law)) ?? 0));
    const scored = lexicalCandidates
      .map((candidate) => ({ id: candidate.id, score: lexicalScore(records.get(candidate.id)!, terms, candidate.bm25, maxBm25, plan, favoured, home) }))
      .filter((candidate) => candidate.score > 0)
      .sort((a, b) => b.score - a.score);
    if (plan.penalty) favourSanctionsOfSubject(scored, records);
    // With a statute named, the act it names decides (actWeight); without, the article a provision restates.
    if (!plan.law) restatedArticlesFirst(scored, records, plan, terms, formOf);
    const delegatedBy = followDelegation(scored, records, plan, terms, filter, rules);
    const lexicalRanked = scored.slice(0, LIST_DEPTH);
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
    articleIds.forEach((id, rank) => {
      const candidate = get(id);
      candidate.articleHit = true;
      candidate.fused += 1 / (RRF_K + rank + 1);
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

    const fused = [...candidates.values()].sort((a, b) => b.fused - a.fused || b.lexical - a.lexical);
    // Words the documents never use count too: "파스타를 삶는 법은" shares only "법은" with the statutes.
    const questionTerms = terms.length;
    const passes = (candidate: Candidate, level: 'strict' | 'loose'): boolean =>
      candidate.articleHit ||
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
  };
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Only the best-matching article has the provisions that carry it out follow (delegation.ts): those below it are
 * more often about something else, and their provisions crowd the list (measured: docs/benchmarks.md).
 */
const DELEGATION_DEPTH = 1;
/** The share of an article's score its carrying-out provisions inherit: more than all of it for an asked figure. */
export const DELEGATION_SHARE = { plain: 0.6, figure: 1.2 } as const;

/** The provisions a sanction question is most likely about, and how much a sanction citing one of them gains. */
const SUBJECT_DEPTH = 3;
export const SANCTION_CITES_SUBJECT_WEIGHT = 2;

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
      candidate.score *= SANCTION_CITES_SUBJECT_WEIGHT;
    }
  }
  scored.sort((a, b) => b.score - a.score);
}

/** How far down the lexical ranking a provision restating its article is looked for (restatedArticlesFirst). */
const RESTATE_DEPTH = 3;
/** How close the article's own score must be to the provision's for it to come first: within 30%. */
const RESTATED_SCORE_SHARE = 0.7;

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
    if (!article || article.score >= provision.score || article.score < provision.score * RESTATED_SCORE_SHARE) continue;
    const own = records.get(article.id)!;
    const addsWord = terms.some((term) => presence(term, formOf(record)) > presence(term, formOf(own)));
    const addsFigure = plan.figure !== null && statesFigure(record.text, plan.figure) && !statesFigure(own.text, plan.figure);
    if (addsWord || addsFigure || focus(record) > focus(own)) continue;
    article.score = provision.score * 1.001;
    changed = true;
  }
  if (changed) scored.sort((a, b) => b.score - a.score);
}

function actWeight(record: ChunkRecord, plan: QueryPlan, favoured: ReadonlySet<string>): number {
  if (plan.law) {
    if (record.law_name === plan.law.name) return ACT_WEIGHT.named;
    const family = lawFamily(plan.law.name);
    if (plan.act === null && record.law_name !== null && lawFamily(record.law_name) === family) return ACT_WEIGHT.family;
    return 1;
  }
  if (plan.lawKind && record.law_kind === plan.lawKind) return ACT_WEIGHT.kind;
  if (record.law_name !== null && favoured.has(record.law_name)) return FAVOURED_LAW_WEIGHT;
  return 1;
}

/** A provision of an act's 벌칙 chapter, or one that sets 벌칙 or 과태료 (not 부칙, not "벌칙 적용 시 공무원 의제"). */
export function isPenaltyProvision(record: Pick<ChunkRecord, 'article' | 'article_title' | 'chapter'>): boolean {
  if (record.article?.startsWith('부칙') || record.chapter?.startsWith('부칙')) return false;
  if (/^(벌칙|양벌규정|과태료|과태료의 부과기준|과태료의 부과ㆍ징수)$/.test(record.article_title ?? '')) return true;
  return /^제\d+장\s*벌칙/.test(record.chapter ?? '');
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

/**
 * Whether a provision leaves to its lower acts the very thing the question asks about: "대통령령으로 정하는 용도와
 * 규모의 건축물" and "공개공지 설치해야 하는 건물 규모".
 */
function leavesAsked(text: string, terms: readonly ResolvedTerm[]): boolean {
  const left = [...text.matchAll(/(?:대통령령|국토교통부령)으로\s*정하는\s*([^\s,.]+(?:\s+[^\s,.]+){0,1})/g)].map((match) => searchForm(match[1]!));
  const aspects = terms.flatMap((term) => term.forms).filter((form) => ASPECTS.has(form));
  return left.some((phrase) => aspects.some((form) => phrase.includes(form)));
}

/** Whether a provision leaves its details to the decree or the rule. */
function delegates(text: string): boolean {
  return /(대통령령|국토교통부령)으로\s*정(하는|한다|하여)/.test(text);
}

/** Whether a provision names a form to fill in or papers to attach ("별지 제1호의4서식의 … 신청서", "서류를 첨부하여"). */
function namesForm(text: string): boolean {
  return /별지\s*제[\d의]+호\s*서식|첨부하여|첨부서류|제출하여야/.test(text);
}

/** A repealed article keeps only its heading and "삭제 <date>". */
function isRepealed(text: string): boolean {
  return /^[^\n]*\n\s*삭제\s*(<[^>]*>)?\s*$/.test(text);
}

/** An item that names one thing ("1. 경관지구: …", "가. 주거지역"): the name. */
const ITEM_NAME = new RegExp(`^\\s*${ITEM}\\s*([가-힣ㆍ]+?)\\s*(?::|$)`);

/**
 * Whether a chunk lists kinds of one of the words: three or more items naming a thing of the same head noun
 * ("1. 경관지구: …", "2. 고도지구: …" for 용도지구; "가. 주거지역" for 용도지역), or announced as its kinds.
 */
function listsKinds(text: string, words: readonly string[]): boolean {
  const lines = text.split('\n');
  const items = lines.map((line) => ITEM_NAME.exec(line)?.[1] ?? '');
  const heads = [...new Set(words.filter((word) => word.length >= 3).map((word) => word.slice(-2)))];
  if (heads.some((head) => items.filter((item) => item.length > head.length && item.endsWith(head)).length >= 3)) return true;
  // Or a list announced as the kinds of one of the words: "② 건축물의 용도는 다음과 같이 구분하되, … 1. 단독주택 2. …".
  const announced = lines.some((line) => /다음과\s*같이\s*(구분|세분|분류)/.test(line) && words.some((word) => word.length >= 2 && line.includes(word)));
  return announced && items.filter(Boolean).length >= 3;
}

/** Whether one of a chunk's lines defines a word of the question (its 정의 article's items too: "나. 노외주차장: …"). */
function definesAsked(record: ChunkRecord, plan: QueryPlan): boolean {
  const words = plan.terms.map((term) => term.word);
  const inDefinitions = record.article_title === '정의';
  return record.text.split('\n').some((line) => definesTerm(line.trim(), words, inDefinitions, { scoped: false }));
}

/** How much of a title the question's terms make up (0–1). */
function titleShare(terms: readonly ResolvedTerm[], title: string): number {
  const covered = new Array<boolean>(title.length).fill(false);
  for (const term of terms) {
    for (const form of term.forms) {
      for (let at = title.indexOf(form); at >= 0; at = title.indexOf(form, at + 1)) covered.fill(true, at, at + form.length);
    }
  }
  return covered.filter(Boolean).length / title.length;
}
