// Read side of documents: the library list and the counts the app shows.
import { existsSync } from 'node:fs';
import type { DocumentSummary, LawKind, Stats } from '../../shared/contract';
import type { Db } from './database';
import { countVectors, currentEmbeddingSpace, hasVectorTable, VECTOR_TABLE } from './vectors';

/**
 * A document stands for a statute only when it is one: a kind of law with its 공포번호 (law-metadata.ts reads it
 * from law.go.kr's header or the front matter). A memo, a blog post or an unofficial copy under a law's name is
 * searched like any text, but never derives rules, and never decides that an article exists, what it says, or what
 * was renamed. (SQL over `documents d`.)
 */
export const OFFICIAL_TEXT_SQL = "(d.law_kind <> '기타' AND d.promulgation_number IS NOT NULL)";

/** A stored document as the store knows it; whether it is one of the app's built-in statutes is the library's to say. */
export type StoredDocument = Omit<DocumentSummary, 'built_in'>;

export interface DocumentRepository {
  list(filter?: { law_kind?: LawKind | undefined }): StoredDocument[];
  stats(): Stats;
}

export function createDocumentRepository(db: Db): DocumentRepository {
  type Row = Omit<StoredDocument, 'missing'>;
  const listWithoutVectors = db.prepare<{ kind: string | null }, Row>(`
    SELECT d.id, d.file_name, d.title, d.law_name, d.law_kind, d.effective_date, d.promulgation_date, d.page_count, d.bytes,
           d.status, d.created_at, d.file_hash, d.source_path, t.version AS team_version,
           (SELECT count(*) FROM chunks c WHERE c.document_id = d.id) AS chunks,
           0 AS embedded
    FROM documents d LEFT JOIN team_documents t ON t.document_id = d.id
    WHERE @kind IS NULL OR d.law_kind = @kind
    ORDER BY d.law_name, d.file_name`);
  const counts = db.prepare<[], { documents: number; pages: number; chunks: number }>(`
    SELECT (SELECT count(*) FROM documents) AS documents,
           (SELECT count(*) FROM pages) AS pages,
           (SELECT count(*) FROM chunks) AS chunks`);

  // The vector table comes and goes with the embedding model, so its statement is prepared when it exists.
  let listWithVectors: ReturnType<typeof db.prepare<{ kind: string | null }, Row>> | null = null;
  const listStatement = () => {
    if (!hasVectorTable(db)) return listWithoutVectors;
    listWithVectors ??= db.prepare<{ kind: string | null }, Row>(`
      SELECT d.id, d.file_name, d.title, d.law_name, d.law_kind, d.effective_date, d.promulgation_date, d.page_count, d.bytes,
             d.status, d.created_at, d.file_hash, d.source_path, t.version AS team_version,
             (SELECT count(*) FROM chunks c WHERE c.document_id = d.id) AS chunks,
             (SELECT count(*) FROM chunks c JOIN ${VECTOR_TABLE} v ON v.chunk_id = c.id
               WHERE c.document_id = d.id) AS embedded
      FROM documents d LEFT JOIN team_documents t ON t.document_id = d.id
      WHERE @kind IS NULL OR d.law_kind = @kind
      ORDER BY d.law_name, d.file_name`);
    return listWithVectors;
  };

  return {
    // A file moved or deleted since it was ingested is noticed here, so the library can mark it before a citation fails.
    list: (filter = {}) =>
      listStatement()
        .all({ kind: filter.law_kind ?? null })
        .map((row) => ({ ...row, missing: row.status === 'missing' || (row.source_path !== null && !existsSync(row.source_path)) })),
    stats: () => ({
      ...counts.get()!,
      embedded: countVectors(db),
      embedding_model: currentEmbeddingSpace(db)?.modelId ?? null,
    }),
  };
}
