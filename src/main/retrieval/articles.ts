// Articles of the ingested statutes: whether a statute is in the library, whether an article (제N조, 제N조의M) and
// its paragraph (항) and item (호) exist in it, and the passages that hold it. Answers are checked against this and
// rule-table facts are tied to their passages through it.
import { OFFICIAL_TEXT_SQL } from '../store/documents';
import type { Db } from '../store/database';
import { libraryGeneration, statementCache } from '../store/statements';
import { CHUNK_COLUMNS, type ChunkRecord } from './chunks';
import { provisionsCiting, standaloneRules } from './delegation';
import { searchForm } from '../text/search-text';
import { circledMark } from '../text/circled';

/** Article titles of the provisions that set sanctions: the offence is an item, the sanction its paragraph's lead. */
export const SANCTION_TITLES = ['벌칙', '과태료', '이행강제금', '과징금'] as const;

/** "제84조", "제84조의2" at the start of an article reference ("제84조제1항제4호"). */
export function articleBase(reference: string | null | undefined): string | null {
  // An annex is cited as a unit too: "별표 5", "별표 3의2" (its items, 제1호가목, follow it like an article's).
  return /^(?:부칙\s*)?제\d+조(?:의\d+)?|^별표\s\d+(?:의\d+)?/.exec(reference ?? '')?.[0] ?? null;
}

export interface Rename {
  /** The words an amendment replaced, and those it put in their place, as the 부칙 write them. */
  former: string;
  current: string;
  formerForm: string;
  law: string | null;
  article: string;
}

/** '"성장관리방안수립지역"을 "성장관리계획구역"으로 한다' in an amending 부칙. */
const AMENDMENT = /["“]([^"”\n]{2,40})["”]\s*(?:을|를)\s*(?:각각\s*)?["“]([^"”\n]{2,40})["”]\s*(?:으로|로)\s*(?:한다|하고|하며)/g;
/** Shorter names are words of many senses ("철거", "도시계획"): only a coined name is a sure sign of an old version. */
const RENAME_MIN_CHARS = 5;
/** Renamed references rather than names: article numbers, statutes, authorities. */
const NOT_A_NAME = /제\d+(?:조|항|호)|「|」|\d|(?:법|령|규칙|법률|장관|청장|소장|원장|위원회)$/;

export function createArticleIndex(db: Db) {
  const statement = statementCache(db);

  const chunks = (law: string | null, article: string, document: number | null = null): ChunkRecord[] => {
    const anywhere = law === null && document === null;
    const scope = anywhere ? '' : ` AND (d.id = ? OR (d.law_name = ? AND ${OFFICIAL_TEXT_SQL}))`;
    const params = anywhere ? [article] : [article, document ?? -1, law ?? ''];
    return statement(
      `SELECT ${CHUNK_COLUMNS} FROM chunks c JOIN documents d ON d.id = c.document_id
       WHERE c.article = ?${scope} ORDER BY d.id = ? DESC, d.id, c.chunk_index`,
    ).all(...params, document ?? -1) as ChunkRecord[];
  };

  /**
   * Whether the library's statutes use a term in their body (부칙 aside: they keep the words an amendment replaced,
   * "갑종방화문" among them). The term in its spacing-free search form, three characters or more.
   */
  const usesTerm = (() => {
    const generation = libraryGeneration(db);
    let cache = { key: '', terms: new Map<string, boolean>() };
    return (term: string): boolean => {
      const form = searchForm(term);
      if (form.length < 3) return true;
      const { key } = generation();
      if (cache.key !== key) cache = { key, terms: new Map() };
      let found = cache.terms.get(form);
      if (found === undefined) {
        found = statement(
          `SELECT 1 FROM chunks_fts f JOIN chunks c ON c.id = f.rowid WHERE chunks_fts MATCH ? AND coalesce(c.article, '') NOT LIKE '부칙%' LIMIT 1`,
        ).get(`body : "${form.replace(/"/g, '""')}"`) !== undefined;
        cache.terms.set(form, found);
      }
      return found;
    };
  })();

  /** An article's paragraph (the whole article for none), or what the library lacks of it. */
  function paragraphScope(law: string, article: string, paragraph: number | null): string | { missing: 'no-article' | 'no-paragraph' } {
    const found = chunks(law, article);
    if (found.length === 0) return { missing: 'no-article' };
    const text = found.map((chunk) => chunk.text).join('\n');
    if (paragraph === null || paragraph <= 0 || paragraph > 20) return text;
    const hasParagraphs = text.includes(circledMark(1));
    // An article without ①② has one paragraph; citing its "제1항" is how statutes refer to it.
    if (!hasParagraphs) return paragraph > 1 ? { missing: 'no-paragraph' } : text;
    const marker = circledMark(paragraph);
    if (!text.includes(marker)) return { missing: 'no-paragraph' };
    const from = text.indexOf(marker);
    const next = text.indexOf(circledMark(paragraph + 1), from);
    return text.slice(from, next > from ? next : undefined);
  }

  return {
    /** Whether some ingested document is this statute. */
    hasLaw: (law: string): boolean => statement(`SELECT 1 FROM documents d WHERE d.law_name = ? AND ${OFFICIAL_TEXT_SQL} LIMIT 1`).get(law) !== undefined,

    /** The article's passages: of one document, else of any document of the law (null law: of any statute). */
    chunks,

    /**
     * Whether the article exists in the statute, and — when they are given — its paragraph (①) and item ("4.").
     * Only meaningful when `hasLaw(law)`.
     */
    locate(law: string, article: string, paragraph: number | null = null, item: number | null = null): 'found' | 'no-article' | 'no-paragraph' | 'no-item' {
      const scope = paragraphScope(law, article, paragraph);
      if (typeof scope !== 'string') return scope.missing;
      if (item !== null && !new RegExp(`(?:^|\\n)\\s*${item}\\.`).test(scope)) return 'no-item';
      return 'found';
    },

    /** The text of an article's paragraph (the whole article for none), or null when the library has no such paragraph. */
    paragraphText(law: string, article: string, paragraph: number | null): string | null {
      const scope = paragraphScope(law, article, paragraph);
      return typeof scope === 'string' ? scope : null;
    },

    /** A passage that stands for the statute itself: its first article (제1조, 목적). */
    firstPassage: (law: string): ChunkRecord | null =>
      (statement(`SELECT ${CHUNK_COLUMNS} FROM chunks c JOIN documents d ON d.id = c.document_id WHERE d.law_name = ? AND ${OFFICIAL_TEXT_SQL} ORDER BY d.id, c.chunk_index LIMIT 1`).get(law) as ChunkRecord | undefined) ?? null,

    /** The provisions of a statute's 시행령/시행규칙 that carry out one of its articles ("법 제44조 …"), at most `limit`. */
    lowerProvisions(law: string, article: string, limit = 6): ChunkRecord[] {
      const found = provisionsCiting(statement, { law, article }, {}, standaloneRules(statement), limit);
      if (!found || found.chunks.length === 0) return [];
      const ids = found.chunks.map((chunk) => chunk.id);
      const rows = statement(`SELECT ${CHUNK_COLUMNS} FROM chunks c JOIN documents d ON d.id = c.document_id WHERE c.id IN (${ids.map(() => '?').join(',')})`).all(...ids) as ChunkRecord[];
      return ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is ChunkRecord => row !== undefined);
    },

    usesTerm,


    /**
     * The renames the amendments record ("분뇨 및 쓰레기처리시설"을 "자원순환 관련 시설"로 한다), in search form, kept only
     * where the body no longer uses the former words and does use the current ones: the names a reader may still
     * write from an older version. Article numbers, statute and authority names are left out (they are renumbered
     * and renamed wholesale, and are checked as citations).
     */
    renames: (() => {
      const generation = libraryGeneration(db);
      let cache: { key: string; renames: Rename[] } = { key: '', renames: [] };
      return (): Rename[] => {
        const { key } = generation();
        if (cache.key === key) return cache.renames;
        const rows = statement(
          `SELECT c.article AS article, c.text AS text, d.law_name AS law FROM chunks c JOIN documents d ON d.id = c.document_id
           WHERE c.article LIKE '부칙%' AND c.text LIKE '%로 한다%' AND ${OFFICIAL_TEXT_SQL}`,
        ).all() as { article: string; text: string; law: string | null }[];
        const byFormer = new Map<string, Rename>();
        for (const row of rows) {
          for (const match of row.text.matchAll(AMENDMENT)) {
            const [former, current] = [match[1]!.trim(), match[2]!.trim()];
            const [formerForm, currentForm] = [searchForm(former), searchForm(current)];
            if (byFormer.has(formerForm) || formerForm.length < RENAME_MIN_CHARS || NOT_A_NAME.test(former) || NOT_A_NAME.test(current)) continue;
            if (formerForm.includes(currentForm) || currentForm.includes(formerForm)) continue;
            if (usesTerm(former) || !usesTerm(current)) continue;
            byFormer.set(formerForm, { former, current, formerForm, law: row.law, article: articleBase(row.article) ?? row.article.split('|')[0]! });
          }
        }
        cache = { key, renames: [...byFormer.values()] };
        return cache.renames;
      };
    })(),

    /** The sanction provisions (벌칙, 과태료, 이행강제금, 과징금) of the given statutes. */
    sanctionProvisions(laws: readonly string[]): ChunkRecord[] {
      if (laws.length === 0) return [];
      return statement(
        `SELECT ${CHUNK_COLUMNS} FROM chunks c JOIN documents d ON d.id = c.document_id
         WHERE d.law_name IN (${laws.map(() => '?').join(',')}) AND ${OFFICIAL_TEXT_SQL} AND c.article_title IN (${SANCTION_TITLES.map(() => '?').join(',')})
           AND coalesce(c.article, '') NOT LIKE '부칙%'
         ORDER BY d.id, c.chunk_index`,
      ).all(...laws, ...SANCTION_TITLES) as ChunkRecord[];
    },

    /** The passage of an article that names `mention` (a zone, say), else its first passage. */
    passageFor(law: string | null, article: string | null, document: number | null, mention: (text: string) => boolean): ChunkRecord | null {
      const base = articleBase(article);
      if (!base || (law === null && document === null)) return null;
      const rows = chunks(law, base, document);
      return rows.find((row) => mention(row.text)) ?? rows[0] ?? null;
    },
  };
}

export type ArticleIndex = ReturnType<typeof createArticleIndex>;
