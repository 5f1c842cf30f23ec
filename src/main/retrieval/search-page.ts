// Page search, exactly as seed 003 defines search_page: every hit is expanded to the pages within ±pageWindow of
// its start page; a page reached from a hit scores that hit's distance + 0.1 × the distance in pages; a page's
// score is the smallest over the hits that reach it (smaller is better).
import type { SearchHit, SearchPageResult } from '../../shared/contract';
import type { Db } from '../store/database';
import { statementCache } from '../store/statements';

export const PAGE_DISTANCE_PENALTY = 0.1;

export interface PageSearchOptions {
  pageWindow?: number | undefined;
  sortBy?: 'score' | 'page' | undefined;
}

interface PageEntry {
  file_hash: string;
  file_name: string;
  document_id: number;
  page_number: number;
  score: number;
  chunks: Set<number>;
}

/** Page scores from hits (pure: the hand-checked example in the tests runs through this). */
export function scorePages(hits: readonly SearchHit[], pageWindow: number, pageCount: (documentId: number) => number): PageEntry[] {
  const pages = new Map<string, PageEntry>();
  for (const hit of hits) {
    const last = pageCount(hit.document_id);
    for (let page = Math.max(1, hit.start_page - pageWindow); page <= Math.min(last, hit.start_page + pageWindow); page++) {
      const score = hit.distance + PAGE_DISTANCE_PENALTY * Math.abs(page - hit.start_page);
      const key = `${hit.file_hash}#${page}`;
      const entry = pages.get(key);
      if (entry) {
        entry.score = Math.min(entry.score, score);
        entry.chunks.add(hit.chunk_id);
      } else {
        pages.set(key, { file_hash: hit.file_hash, file_name: hit.file_name, document_id: hit.document_id, page_number: page, score, chunks: new Set([hit.chunk_id]) });
      }
    }
  }
  return [...pages.values()];
}

export function createPageSearch(db: Db) {
  const statement = statementCache(db);
  const pageCount = (documentId: number) => (statement('SELECT page_count FROM documents WHERE id = ?').get(documentId) as { page_count: number } | undefined)?.page_count ?? 0;
  const pageText = (documentId: number, page: number) =>
    (statement('SELECT text FROM pages WHERE document_id = ? AND page_number = ?').get(documentId, page) as { text: string } | undefined)?.text ?? '';

  return function pagesFor(hits: readonly SearchHit[], options: PageSearchOptions = {}): SearchPageResult {
    const pageWindow = options.pageWindow ?? 1;
    const entries = scorePages(hits, pageWindow, pageCount);
    const round = (value: number) => Math.round(value * 1e6) / 1e6;
    entries.sort((a, b) =>
      options.sortBy === 'page'
        ? a.file_name.localeCompare(b.file_name, 'ko') || a.page_number - b.page_number
        : a.score - b.score || a.file_name.localeCompare(b.file_name, 'ko') || a.page_number - b.page_number,
    );
    const best = entries.reduce<PageEntry | null>((min, entry) => (min === null || entry.score < min.score ? entry : min), null);
    return {
      best_page: best ? { file_name: best.file_name, file_hash: best.file_hash, page_number: best.page_number, score: round(best.score) } : null,
      page_scores: Object.fromEntries(entries.map((entry) => [`${entry.file_name}#${entry.page_number}`, round(entry.score)])),
      file_names: [...new Set(hits.map((hit) => hit.file_name))],
      pages: entries.map((entry) => ({
        file_hash: entry.file_hash,
        file_name: entry.file_name,
        page_number: entry.page_number,
        text: pageText(entry.document_id, entry.page_number),
        score: round(entry.score),
        chunk_count: entry.chunks.size,
      })),
      no_content: hits.length === 0,
    };
  };
}
