// The library view's changes to documents: delete one (with the library's own copy of an upload, never a file
// elsewhere), and embed one again.
import type { EmbedReport } from '../../shared/contract';
import { GeungeoError } from '../../shared/errors';
import type { Emit, IngestBackend } from '../ingest/backend';
import type { Store } from '../store';
import { createDocumentWriter } from '../store/document-writer';
import { createVectorRepository } from '../store/vectors';
import { removeOwnCopy, uploadsDir } from './uploads';

export function createLibrary(store: Store, ingest: IngestBackend) {
  const writer = createDocumentWriter(store.db);
  const find = store.db.prepare<[number], { id: number; file_name: string; source_path: string | null }>(
    'SELECT id, file_name, source_path FROM documents WHERE id = ?',
  );
  const requireDocument = (id: number) => {
    const row = find.get(id);
    if (!row) throw new GeungeoError('NOT_FOUND', `There is no document ${id} in the library.`, { hint: 'refresh the list of documents', reason: { id: 'document.not-found', document: id } });
    return row;
  };

  return {
    /** Pages, chunks, vectors and rules parsed from it go with it (foreign keys cascade). */
    delete(id: number): { deleted: number; file_removed: boolean } {
      const row = requireDocument(id);
      writer.remove([id]);
      return { deleted: id, file_removed: row.source_path !== null && removeOwnCopy(row.source_path, uploadsDir(store.path)) };
    },

    async reembed(id: number, emit: Emit): Promise<EmbedReport> {
      requireDocument(id);
      createVectorRepository(store.db).removeForDocument(id);
      return ingest.embed(emit);
    },
  };
}
