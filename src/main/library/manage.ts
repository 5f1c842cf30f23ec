// The library view's changes to documents: delete one (with the library's own copy of an upload, never a file
// elsewhere), and embed one again.
import type { EmbedReport } from '../../shared/contract';
import { GeungeoError } from '../../shared/errors';
import type { Emit, IngestBackend } from '../ingest/backend';
import type { Store } from '../store';
import { createDocumentWriter } from '../store/document-writer';
import { createVectorRepository } from '../store/vectors';
import { removeOwnCopy, uploadsDir } from './uploads';

/**
 * `embeddingModelAvailable`: whether an embedding model is installed. Without one, embedding a document again would
 * only drop its vectors, so it is refused with what to do instead.
 */
export function createLibrary(store: Store, ingest: IngestBackend, embeddingModelAvailable: () => boolean) {
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
      if (!embeddingModelAvailable()) {
        throw new GeungeoError('MODEL_MISSING', '임베딩 모델이 설치되어 있지 않아 다시 임베딩하지 않았습니다. 이 문서의 검색은 그대로 됩니다 (키워드 검색).', {
          hint: '설정 → 모델에서 「임베딩 모델 내려받기」로 모델을 설치한 뒤 다시 누르세요',
        });
      }
      createVectorRepository(store.db).removeForDocument(id);
      return ingest.embed(emit);
    },
  };
}
