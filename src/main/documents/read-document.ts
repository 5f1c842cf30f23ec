// The page view's reads: one page's ingested text, the original file's bytes, and an HWP/HWPX page drawn as SVG.
// All go by document id, so a caller can only ever read what was ingested; the file is used only while it still
// has the hash it was ingested with, so a page number never points into a different version of the law.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { DocumentDrawing, DocumentFile, DocumentMeta, DocumentPage } from '../../shared/contract';
import { GeungeoError } from '../../shared/errors';
import type { HwpReader } from '../hwp/pool';
import type { Db } from '../store/database';

/** Larger files are opened from the library's folder instead: base64 over IPC/HTTP would be slow and huge. */
export const MAX_SERVED_FILE_BYTES = 100 * 1024 * 1024;

const MIME: Record<DocumentMeta['format'], string> = {
  pdf: 'application/pdf',
  markdown: 'text/markdown',
  text: 'text/plain',
  hwp: 'application/x-hwp',
  hwpx: 'application/hwp+zip',
};

interface DocumentRow extends DocumentMeta {
  source_path: string | null;
  file_hash: string;
}

/** Draws an HWP/HWPX page (hwp/pool.ts); only what the page view needs of the reader. */
export type PageDrawer = Pick<HwpReader, 'drawPage'>;

export function createDocumentReader(db: Db, drawer: PageDrawer) {
  const documentRow = db.prepare<[number], DocumentRow>(
    'SELECT id, file_name, law_name, law_kind, format, page_count, page_basis, source_path, file_hash FROM documents WHERE id = ?',
  );
  const pageText = db.prepare<[number, number], { text: string }>('SELECT text FROM pages WHERE document_id = ? AND page_number = ?');

  const requireDocument = (id: number): DocumentRow => {
    const row = documentRow.get(id);
    if (!row) throw new GeungeoError('NOT_FOUND', `There is no document ${id} in the library.`, { hint: 'list the documents with documents.list', reason: { id: 'document.not-found', document: id } });
    return row;
  };
  const requirePage = (row: DocumentRow, page: number) => {
    const found = pageText.get(row.id, page);
    if (!found) {
      throw new GeungeoError('NOT_FOUND', `${row.file_name} has no page ${page} (it has ${row.page_count}).`, { hint: `ask for a page from 1 to ${row.page_count}`, reason: { id: 'document.no-page', page, pages: row.page_count } });
    }
    return found;
  };
  const meta = ({ source_path: _path, file_hash: _hash, ...rest }: DocumentRow): DocumentMeta => rest;

  /** The file's bytes, as ingested: still there, not too large to send, and with the same hash. */
  const fileBytes = async (row: DocumentRow): Promise<Buffer> => {
    const reingest = `ingest ${row.file_name} again to show its pages`;
    const missing = { id: 'document.file-missing', file: row.file_name } as const;
    if (!row.source_path) throw new GeungeoError('NOT_FOUND', `The library does not know where ${row.file_name} is stored.`, { hint: reingest, reason: missing });
    const size = await stat(row.source_path).then((info) => info.size, () => null);
    if (size === null) throw new GeungeoError('NOT_FOUND', `${row.file_name} is no longer at ${row.source_path}.`, { hint: `put the file back, or ${reingest}`, reason: missing });
    if (size > MAX_SERVED_FILE_BYTES) {
      const sizeMb = Math.round(size / 1024 / 1024);
      throw new GeungeoError('INVALID_INPUT', `${row.file_name} is ${sizeMb} MB, too large to show here.`, { hint: `open ${row.source_path} in a PDF reader`, reason: { id: 'document.too-large-to-show', file: row.file_name, sizeMb } });
    }
    const bytes = await readFile(row.source_path);
    if (createHash('sha256').update(bytes).digest('hex') !== row.file_hash) {
      throw new GeungeoError('NOT_FOUND', `${row.file_name} has changed since it was ingested, so its pages may no longer match the citations.`, { hint: reingest, reason: { id: 'document.file-changed', file: row.file_name } });
    }
    return bytes;
  };

  return {
    page(id: number, page: number): DocumentPage {
      const row = requireDocument(id);
      return { document: meta(row), page, text: requirePage(row, page).text };
    },

    async file(id: number): Promise<DocumentFile> {
      const row = requireDocument(id);
      const bytes = await fileBytes(row);
      return { document: meta(row), mime: MIME[row.format], bytes: bytes.length, base64: bytes.toString('base64') };
    },

    /**
     * An HWP/HWPX page as sanitized SVG. Only where the stored pages are the file's own, and only when the drawing
     * has as many pages as were stored (else its page N could show other text than the cited page N); otherwise,
     * or when anything fails, null: the window shows the page's stored text instead.
     */
    async drawing(id: number, page: number): Promise<DocumentDrawing> {
      const row = requireDocument(id);
      requirePage(row, page);
      if ((row.format !== 'hwp' && row.format !== 'hwpx') || row.page_basis !== 'file') return { page, svg: null };
      try {
        const drawn = await drawer.drawPage(await fileBytes(row), page);
        return { page, svg: drawn.pageCount === row.page_count ? drawn.svg : null };
      } catch {
        return { page, svg: null };
      }
    },
  };
}

export type DocumentReader = ReturnType<typeof createDocumentReader>;
