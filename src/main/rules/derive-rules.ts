// The rule rows an ingested document gives, derived by the rules layer from what the store holds — the document's
// chunks, in order, and its pages for the page each item stands on — and written as the document's own rule source:
// zoning limits (건폐율·용적률 articles whose items read "N. <용도지역> : X퍼센트 이하") and, from its annexes (별표),
// what may be built in a zone, parking standards by use and the use vocabulary, each row with its article (별표 N),
// item or table row and page. Only an official text makes rules
// (officialAuthority): a national statute Geungeo knows by name gives 전국 rows, an ordinance (조례) rows for its
// own jurisdiction, read from its name; a memo, a blog post or any text without its 공포번호 gives none, whatever
// its items say. Every row must lie within the law above it (authority.ts), or it is refused with the reason.
// Runs inside the document's insert transaction (ingest hands it over as a callback), so a document and its rule
// rows are stored together or not at all, and ingestion never writes rule rows itself.
import type { Db } from '../store/database';
import type { DerivedFromDocument } from '../store/document-writer';
import { OFFICIAL_TEXT_SQL } from '../store/documents';
import { createMetaStore } from '../store/meta';
import { createRangeCheck, today } from './authority';
import type { JurisdictionResolver } from './jurisdictions';
import { NATIONWIDE } from './jurisdictions';
import { parseLandUseAnnex } from './parse-land-use-annex';
import { parseParkingAnnex } from './parse-parking-annex';
import { parseUseClasses } from './parse-use-classes';
import { chunkBodyLines, parseZoningLimits, type StoredArticle } from './parse-zoning';
import type { RuleStore } from './rule-store';

interface DocumentFacts {
  law_name: string | null;
  file_name: string;
  law_kind: string;
  effective_date: string | null;
  file_hash: string;
  official: number;
  known_statute: number;
}

/** The jurisdiction a document may make rules for, or why it may make none. */
function officialAuthority(document: DocumentFacts, jurisdictions: JurisdictionResolver): { jurisdiction: string } | { refused: string } {
  const name = document.law_name ?? document.file_name;
  if (document.law_kind === '기타') return { refused: `${name}은(는) 법령이나 조례의 원문이 아닙니다(종류: ${document.law_kind})` };
  // The official text carries its promulgation number (law.go.kr's "[대통령령 제N호, …]", or 공포번호 in front matter).
  if (!document.official) return { refused: `${name}에 공포번호가 없어 공식 원문으로 확인되지 않습니다` };
  // A text not yet in force (an announced amendment) is not today's rule.
  if (document.effective_date && document.effective_date > today()) return { refused: `${name}은(는) ${document.effective_date}부터 시행되어 아직 효력이 없습니다` };
  if (document.law_kind !== '조례') {
    return document.known_statute ? { jurisdiction: NATIONWIDE } : { refused: `${name}은(는) Geungeo가 아는 국가 법령이 아닙니다` };
  }
  const place = document.law_name ? jurisdictions.find(document.law_name)?.name : undefined;
  return place && place !== NATIONWIDE ? { jurisdiction: place } : { refused: `조례의 이름(${name})에서 지방자치단체를 읽지 못했습니다` };
}

/** The chunker repeats the paragraph a chunk continues (after the article's heading) at the top of each later chunk. */
const CONTINUATION = /\(계속\)$/;

export function createRuleDeriver(db: Db, rules: RuleStore, jurisdictions: JurisdictionResolver) {
  const documentRow = db.prepare<[number], DocumentFacts>(
    `SELECT d.law_name, d.file_name, d.law_kind, d.effective_date, d.file_hash, ${OFFICIAL_TEXT_SQL} AS official,
            EXISTS (SELECT 1 FROM law_names n WHERE n.name = d.law_name AND n.source = 'shipped') AS known_statute
     FROM documents d WHERE d.id = ?`,
  );
  const outOfRange = createRangeCheck(rules);
  const chunkRows = db.prepare<[number], { article: string | null; article_title: string | null; start_page: number; end_page: number; text: string }>(
    'SELECT article, article_title, start_page, end_page, text FROM chunks WHERE document_id = ? ORDER BY chunk_index',
  );
  const pageRows = db.prepare<[number], { page_number: number; text: string }>('SELECT page_number, text FROM pages WHERE document_id = ? ORDER BY page_number');

  /**
   * The document's articles as its chunks hold them (consecutive chunks of one article joined), each line with the
   * page it stands on. A text the chunker did not read as a statute (fewer than two article headings) has none.
   */
  function storedArticles(documentId: number): StoredArticle[] {
    const pages = new Map(pageRows.all(documentId).map((page) => [page.page_number, page.text.replace(/\s+/g, '')]));
    const articles: { article: string | null; title: string | null; lines: { text: string; page: number }[] }[] = [];
    for (const chunk of chunkRows.all(documentId)) {
      const last = articles.at(-1);
      const continues = last !== undefined && chunk.article !== null && chunk.article === last.article;
      const current = continues ? last : { article: chunk.article, title: chunk.article_title, lines: [] };
      if (!continues) articles.push(current);
      for (const text of chunkBodyLines(chunk)) {
        if (continues && CONTINUATION.test(text)) continue; // a later chunk repeats the paragraph it continues
        const probe = text.replace(/\s+/g, '').slice(0, 40);
        let page = chunk.start_page;
        for (let candidate = chunk.start_page; candidate <= chunk.end_page; candidate++) {
          if (probe && pages.get(candidate)?.includes(probe)) {
            page = candidate;
            break;
          }
        }
        current.lines.push({ text, page });
      }
    }
    return articles;
  }

  /** Derives and stores the document's rows; says how many it kept and, in Korean, why any were not. */
  return function deriveRules(documentId: number): DerivedFromDocument {
    const document = documentRow.get(documentId);
    if (!document) return { warnings: [], ruleRows: 0 };
    const articles = storedArticles(documentId);
    const zoning = parseZoningLimits(articles);
    const annexes = articles.filter((article) => article.article?.startsWith('별표'));
    const landUse = annexes.flatMap(parseLandUseAnnex);
    const parking = annexes.flatMap(parseParkingAnnex);
    const useClasses = annexes.flatMap(parseUseClasses);
    const found = zoning.length + landUse.length + parking.length + useClasses.length;
    const source = `document:${documentId}`;
    if (found === 0) {
      rules.removeSource('parsed', source);
      return { warnings: [], ruleRows: 0 };
    }
    const authority = officialAuthority(document, jurisdictions);
    if ('refused' in authority) {
      rules.removeSource('parsed', source);
      const what = found === zoning.length ? '건폐율·용적률 항목' : '규칙 항목(건폐율·용적률, 별표)';
      return { warnings: [`규칙표에 넣지 않음: ${what} ${found}개를 찾았지만 ${authority.refused} (필요하면 검토자가 CSV로 가져오세요)`], ruleRows: 0 };
    }
    const where = { jurisdiction: authority.jurisdiction, law_name: document.law_name, document: documentId };
    const judged = zoning.map((row) => {
      const full = { ...row, ...where, line: null };
      return { row: full, refused: outOfRange(full, authority.jurisdiction) };
    });
    const kept = judged.filter((item) => item.refused === null).map((item) => item.row);
    const rows = {
      zoning: kept,
      landUse: landUse.map((row) => ({ ...row, ...where, line: null })),
      parking: parking.map((row) => ({ ...row, ...where })),
      useClasses: useClasses.map((row) => ({ ...row, ...where })),
    };
    rules.replaceSource({ kind: 'parsed', name: source, contentHash: document.file_hash, document: documentId, speaksFor: authority.jurisdiction }, rows);
    const total = kept.length + rows.landUse.length + rows.parking.length + rows.useClasses.length;
    return { warnings: judged.flatMap((item) => (item.refused ? [`규칙 행 거부: ${item.refused}`] : [])), ruleRows: total };
  };
}

/** Raised whenever what a document may derive changes: every stored document is then read again, once. */
export const RULE_AUTHORITY_VERSION = '3: official texts only, within the range above them; annexes give land-use, parking and use rows';
const AUTHORITY_KEY = 'rule_authority';

/**
 * A library stored under older rules of authority may hold rows a memo planted: at start-up they are derived again
 * under the current ones (in one transaction; a read-only library is left as it is).
 */
export function rederiveUnderCurrentAuthority(db: Db, derive: (documentId: number) => DerivedFromDocument): void {
  const meta = createMetaStore(db);
  if (db.readonly || meta.get(AUTHORITY_KEY) === RULE_AUTHORITY_VERSION) return;
  db.transaction(() => {
    for (const { id } of db.prepare<[], { id: number }>('SELECT id FROM documents ORDER BY id').all()) derive(id);
    meta.set(AUTHORITY_KEY, RULE_AUTHORITY_VERSION);
  })();
}
