// Articles of the ingested statutes: whether a statute is in the library, whether an article (제N조, 제N조의M) and
// its paragraph (항) and item (호) exist in it, and the passages that hold it. Answers are checked against this and
// rule-table facts are tied to their passages through it.
import type { Db } from '../store/database';
import { CHUNK_COLUMNS, libraryGeneration, statementCache, type ChunkRecord } from './chunks';
import { provisionsCiting, standaloneRules } from './delegation';
import { searchForm } from '../text/search-text';

/** Article titles of the provisions that set sanctions: the offence is an item, the sanction its paragraph's lead. */
export const SANCTION_TITLES = ['벌칙', '과태료', '이행강제금', '과징금'] as const;

/** "제84조", "제84조의2" at the start of an article reference ("제84조제1항제4호"). */
export function articleBase(reference: string | null | undefined): string | null {
  return /^(?:부칙\s*)?제\d+조(?:의\d+)?/.exec(reference ?? '')?.[0] ?? null;
}

const CIRCLED_FIRST = 0x2460; // ①

export function createArticleIndex(db: Db) {
  const statement = statementCache(db);

  const chunks = (law: string | null, article: string, document: number | null = null): ChunkRecord[] => {
    const anywhere = law === null && document === null;
    const scope = anywhere ? '' : ' AND (d.id = ? OR d.law_name = ?)';
    const params = anywhere ? [article] : [article, document ?? -1, law ?? ''];
    return statement(
      `SELECT ${CHUNK_COLUMNS} FROM chunks c JOIN documents d ON d.id = c.document_id
       WHERE c.article = ?${scope} ORDER BY d.id = ? DESC, d.id, c.chunk_index`,
    ).all(...params, document ?? -1) as ChunkRecord[];
  };

  return {
    /** Whether some ingested document is this statute. */
    hasLaw: (law: string): boolean => statement('SELECT 1 FROM documents WHERE law_name = ? LIMIT 1').get(law) !== undefined,

    /** The article's passages: of one document, else of any document of the law (null law: of any statute). */
    chunks,

    /**
     * Whether the article exists in the statute, and — when they are given — its paragraph (①) and item ("4.").
     * Only meaningful when `hasLaw(law)`.
     */
    locate(law: string, article: string, paragraph: number | null = null, item: number | null = null): 'found' | 'no-article' | 'no-paragraph' | 'no-item' {
      const found = chunks(law, article);
      if (found.length === 0) return 'no-article';
      const text = found.map((chunk) => chunk.text).join('\n');
      const hasParagraphs = text.includes(String.fromCodePoint(CIRCLED_FIRST));
      let scope = text;
      if (paragraph !== null && paragraph > 0 && paragraph <= 20) {
        const marker = String.fromCodePoint(CIRCLED_FIRST + paragraph - 1);
        // An article without ①② has one paragraph; citing its "제1항" is how statutes refer to it.
        if (hasParagraphs && !text.includes(marker)) return 'no-paragraph';
        if (!hasParagraphs && paragraph > 1) return 'no-paragraph';
        if (hasParagraphs) {
          const from = text.indexOf(marker);
          const next = text.indexOf(String.fromCodePoint(CIRCLED_FIRST + paragraph), from);
          scope = text.slice(from, next > from ? next : undefined);
        }
      }
      if (item !== null && !new RegExp(`(?:^|\\n)\\s*${item}\\.`).test(scope)) return 'no-item';
      return 'found';
    },

    /** A passage that stands for the statute itself: its first article (제1조, 목적). */
    firstPassage: (law: string): ChunkRecord | null =>
      (statement(`SELECT ${CHUNK_COLUMNS} FROM chunks c JOIN documents d ON d.id = c.document_id WHERE d.law_name = ? ORDER BY d.id, c.chunk_index LIMIT 1`).get(law) as ChunkRecord | undefined) ?? null,

    /** The provisions of a statute's 시행령/시행규칙 that carry out one of its articles ("법 제44조 …"), at most `limit`. */
    lowerProvisions(law: string, article: string, limit = 6): ChunkRecord[] {
      const found = provisionsCiting(statement, { law, article }, {}, standaloneRules(statement), limit);
      if (!found || found.chunks.length === 0) return [];
      const ids = found.chunks.map((chunk) => chunk.id);
      const rows = statement(`SELECT ${CHUNK_COLUMNS} FROM chunks c JOIN documents d ON d.id = c.document_id WHERE c.id IN (${ids.map(() => '?').join(',')})`).all(...ids) as ChunkRecord[];
      return ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is ChunkRecord => row !== undefined);
    },

    /**
     * Whether the library's statutes use a term in their body (부칙 aside: they keep the words an amendment replaced,
     * "갑종방화문" among them). The term in its spacing-free search form, three characters or more.
     */
    usesTerm: (() => {
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
    })(),

    /** The sanction provisions (벌칙, 과태료, 이행강제금, 과징금) of the given statutes. */
    sanctionProvisions(laws: readonly string[]): ChunkRecord[] {
      if (laws.length === 0) return [];
      return statement(
        `SELECT ${CHUNK_COLUMNS} FROM chunks c JOIN documents d ON d.id = c.document_id
         WHERE d.law_name IN (${laws.map(() => '?').join(',')}) AND c.article_title IN (${SANCTION_TITLES.map(() => '?').join(',')})
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
