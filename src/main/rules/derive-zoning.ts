// The zoning limits an ingested document lists (건폐율·용적률 articles whose items read "N. <용도지역> : X퍼센트 이하"),
// derived by the rules layer from what the store holds — the document's chunks, in order, and its pages for the
// page each item stands on — and written as the document's own rule source. National statutes give 전국 rows; an
// ordinance (조례) gives rows for its own jurisdiction, read from its name. Runs inside the document's insert
// transaction (ingest hands it over as a callback), so a document and its rule rows are stored together or not at
// all, and ingestion never writes rule rows itself.
import type { Db } from '../store/database';
import type { SourceLine } from '../ingest/types';
import type { JurisdictionResolver } from './jurisdictions';
import { NATIONWIDE } from './jurisdictions';
import { parseZoningLimits } from './parse-zoning';
import type { RuleStore } from './rule-store';

/** The chunker repeats an article's heading, and the paragraph it continues, at the top of each later chunk. */
const CONTINUATION = /\(계속\)$/;

export function createZoningDeriver(db: Db, rules: RuleStore, jurisdictions: JurisdictionResolver) {
  const documentRow = db.prepare<[number], { law_name: string | null; law_kind: string; file_hash: string }>('SELECT law_name, law_kind, file_hash FROM documents WHERE id = ?');
  const chunkRows = db.prepare<[number], { article: string | null; start_page: number; end_page: number; text: string }>(
    'SELECT article, start_page, end_page, text FROM chunks WHERE document_id = ? ORDER BY chunk_index',
  );
  const pageRows = db.prepare<[number], { page_number: number; text: string }>('SELECT page_number, text FROM pages WHERE document_id = ? ORDER BY page_number');

  /** The document's lines as the chunker read them, each with the page it stands on. */
  function storedLines(documentId: number): SourceLine[] {
    const pages = new Map(pageRows.all(documentId).map((page) => [page.page_number, page.text.replace(/\s+/g, '')]));
    const lines: SourceLine[] = [];
    let article: string | null = null;
    for (const chunk of chunkRows.all(documentId)) {
      const chunkLines = chunk.text.split('\n');
      const continues = chunk.article !== null && chunk.article === article;
      chunkLines.forEach((text, index) => {
        if (continues && (index === 0 || CONTINUATION.test(text))) return;
        const probe = text.replace(/\s+/g, '').slice(0, 40);
        let page = chunk.start_page;
        for (let candidate = chunk.start_page; candidate <= chunk.end_page; candidate++) {
          if (probe && pages.get(candidate)?.includes(probe)) {
            page = candidate;
            break;
          }
        }
        lines.push({ text, page });
      });
      article = chunk.article;
    }
    return lines;
  }

  /** Derives and stores the document's rows; returns a warning when they cannot be placed in a jurisdiction. */
  return function deriveZoning(documentId: number): string[] {
    const document = documentRow.get(documentId);
    if (!document) return [];
    const zoning = parseZoningLimits(storedLines(documentId));
    if (zoning.length === 0) return [];
    const jurisdiction = document.law_kind !== '조례' ? NATIONWIDE : document.law_name ? (jurisdictions.find(document.law_name)?.name ?? null) : null;
    if (!jurisdiction) {
      return [
        `${zoning.length} zoning limits were found but not added to the rule tables: the ordinance's jurisdiction could not be read from its name (${document.law_name ?? 'no name'}); import them with \`geungeo rules import\``,
      ];
    }
    rules.replaceSource(
      { kind: 'parsed', name: `document:${documentId}`, contentHash: document.file_hash, document: documentId },
      zoning.map((row) => ({ ...row, jurisdiction, law_name: document.law_name, document: documentId, line: null })),
    );
    return [];
  };
}
