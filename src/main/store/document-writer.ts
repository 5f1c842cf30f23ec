// Write side of documents: one transaction per document, so the database never holds half of one. Replacing
// a changed file happens in the same transaction as inserting its new version. The store is the floor: the shapes
// it writes are defined here, and what higher layers derive from a stored document (rule rows) they write through
// the `derive` callback, inside the same transaction.
import type { LawKind } from '../../shared/contract';
import type { DocumentFormat } from '../../shared/documents-contract';
import type { Db } from './database';
import type { TableDraft } from './document-tables';
import { createBigramIndexer } from './bigrams';
import { createVectorRepository } from './vectors';

export interface NewDocument {
  file_name: string;
  source_path: string;
  file_hash: string;
  format: DocumentFormat;
  /** 'file': the file's own page numbers; 'virtual': lines packed into pages (see migrations.ts, version 8). */
  page_basis: 'file' | 'virtual';
  title: string | null;
  law_name: string | null;
  law_kind: LawKind;
  law_type: string | null;
  effective_date: string | null;
  promulgation_date: string | null;
  promulgation_number: string | null;
  page_count: number;
  bytes: number;
  warnings: string[];
}

/** One page's text as stored (a PDF page, or a virtual page of a Markdown or text file). */
export interface PageText {
  number: number;
  text: string;
}

/** One chunk as stored: an article (or part of one) with its pages and structure. */
export interface ChunkDraft {
  chunk_index: number;
  start_page: number;
  end_page: number;
  chapter: string | null;
  article: string | null;
  article_title: string | null;
  text: string;
  chunk_hash: string;
  /** A table chunk: which table of the document (TableDraft.table_index) and which of its rows it holds. */
  table?: { table_index: number; first_row: number; last_row: number } | undefined;
}

/**
 * Runs inside the insert's transaction once the document, its pages and chunks are stored; returns warnings to
 * keep with the document. A throw rolls the whole document back.
 */
/** What a higher layer derived from a stored document: rule rows kept, and warnings for the ingest report. */
export interface DerivedFromDocument {
  warnings: string[];
  ruleRows: number;
}
export type DeriveFromDocument = (documentId: number) => DerivedFromDocument;

/** What a document holds besides its row: pages, chunks, and the tables its table chunks point at. */
export interface DocumentContent {
  pages: readonly PageText[];
  chunks: readonly ChunkDraft[];
  tables?: readonly TableDraft[] | undefined;
}

export interface StoredDocumentRef {
  id: number;
  file_name: string;
  file_hash: string;
  source_path: string | null;
  law_name: string | null;
  status: string;
}

export function createDocumentWriter(db: Db) {
  const vectors = createVectorRepository(db);
  const indexBigrams = createBigramIndexer(db);
  const columns = 'id, file_name, file_hash, source_path, law_name, status';
  const byHash = db.prepare<[string], StoredDocumentRef>(`SELECT ${columns} FROM documents WHERE file_hash = ?`);
  const byName = db.prepare<[string], StoredDocumentRef>(`SELECT ${columns} FROM documents WHERE file_name = ? ORDER BY id`);
  const underFolder = db.prepare<{ folder: string }, StoredDocumentRef>(
    `SELECT ${columns} FROM documents WHERE substr(source_path, 1, length(@folder)) = @folder ORDER BY file_name`,
  );
  const insertDocument = db.prepare<NewDocument & { warnings_json: string }>(`
    INSERT INTO documents (file_name, source_path, file_hash, format, page_basis, title, law_name, law_kind, law_type, effective_date,
                           promulgation_date, promulgation_number, page_count, bytes, warnings, status)
    VALUES (@file_name, @source_path, @file_hash, @format, @page_basis, @title, @law_name, @law_kind, @law_type, @effective_date,
            @promulgation_date, @promulgation_number, @page_count, @bytes, @warnings_json, 'ready')`);
  const insertPage = db.prepare<[number | bigint, number, string]>('INSERT INTO pages (document_id, page_number, text) VALUES (?, ?, ?)');
  const insertTable = db.prepare<[number | bigint, number, number, string | null, string]>(
    'INSERT INTO document_tables (document_id, table_index, page, caption, structure) VALUES (?, ?, ?, ?, ?)',
  );
  const insertChunk = db.prepare<[number | bigint, number, number, number, string | null, string | null, string | null, string, string, number | bigint | null, number | null, number | null]>(`
    INSERT INTO chunks (document_id, chunk_index, start_page, end_page, chapter, article, article_title, text, chunk_hash, table_id, first_row, last_row)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const deleteDocument = db.prepare<[number]>('DELETE FROM documents WHERE id = ?');
  const knowLawName = db.prepare<[string]>(`INSERT OR IGNORE INTO law_names (name, source) VALUES (?, 'document')`);
  const addWarnings = db.prepare<[string, number]>('UPDATE documents SET warnings = ? WHERE id = ?');
  const setStatus = db.prepare<[string, string | null, number]>('UPDATE documents SET status = ?, source_path = coalesce(?, source_path) WHERE id = ?');

  /** Inserts a document with its pages, tables and chunks, removing `replaces` in the same transaction. */
  const insert = db.transaction((document: NewDocument, content: DocumentContent, replaces: readonly number[], derive?: DeriveFromDocument) => {
    const { pages, chunks, tables = [] } = content;
    const documentId = insertDocument.run({ ...document, warnings_json: JSON.stringify(document.warnings) }).lastInsertRowid;
    if (document.law_name) knowLawName.run(document.law_name);
    for (const page of pages) insertPage.run(documentId, page.number, page.text);
    const tableIds = new Map<number, number | bigint>();
    for (const table of tables) {
      tableIds.set(table.table_index, insertTable.run(documentId, table.table_index, table.page, table.caption, JSON.stringify(table.structure)).lastInsertRowid);
    }
    let reusedVectors = 0;
    for (const chunk of chunks) {
      const tableId = chunk.table ? tableIds.get(chunk.table.table_index) : undefined;
      if (chunk.table && tableId === undefined) throw new Error(`chunk ${chunk.chunk_index} points at table ${chunk.table.table_index}, which the document does not have`);
      const chunkId = insertChunk.run(
        documentId,
        chunk.chunk_index,
        chunk.start_page,
        chunk.end_page,
        chunk.chapter,
        chunk.article,
        chunk.article_title,
        chunk.text,
        chunk.chunk_hash,
        tableId ?? null,
        chunk.table?.first_row ?? null,
        chunk.table?.last_row ?? null,
      ).lastInsertRowid;
      indexBigrams(chunkId, chunk.text, chunk.article_title);
      // Same text, same model: reuse the vector (from the old version of this file, or any other document).
      const existing = vectors.findByHash(chunk.chunk_hash);
      if (existing) {
        vectors.insertBlob(Number(chunkId), existing);
        reusedVectors++;
      }
    }
    const derived = derive?.(Number(documentId)) ?? { warnings: [], ruleRows: 0 };
    if (derived.warnings.length > 0) addWarnings.run(JSON.stringify([...document.warnings, ...derived.warnings]), Number(documentId));
    // The old version goes with everything that came from it (pages, chunks, vectors, parsed rules), by cascade.
    for (const id of replaces) deleteDocument.run(id);
    return { id: Number(documentId), reusedVectors, warnings: derived.warnings, ruleRows: derived.ruleRows };
  });

  return {
    findByHash: (hash: string) => byHash.get(hash),
    findByName: (fileName: string) => byName.all(fileName),
    /** Documents whose source file lies inside `folder` (given with a trailing separator). */
    underFolder: (folder: string) => underFolder.all({ folder }),
    insert,
    remove: db.transaction((ids: readonly number[]) => ids.forEach((id) => deleteDocument.run(id))),
    /** A statute name search should know (a document that arrives from the team rather than through insert). */
    rememberLawName: (name: string) => void knowLawName.run(name),
    setStatus: (id: number, status: 'ready' | 'missing', sourcePath: string | null = null) => void setStatus.run(status, sourcePath, id),
  };
}

export type DocumentWriter = ReturnType<typeof createDocumentWriter>;
