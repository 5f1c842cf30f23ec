import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore, type Store } from '../src/main/store';
import { countVectors, currentEmbeddingSpace, ensureEmbeddingSpace, vectorBlob, VECTOR_TABLE } from '../src/main/store/vectors';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();

function storeWithChunks(texts: string[]): Store {
  const store = openStore(join(tempDir(), 'index.db'));
  const { lastInsertRowid: documentId } = store.db
    .prepare(`INSERT INTO documents (file_name, file_hash, law_kind, page_count, bytes) VALUES ('시행령.pdf', ?, '시행령', 1, 100)`)
    .run('b'.repeat(64));
  const insert = store.db.prepare(
    `INSERT INTO chunks (document_id, chunk_index, start_page, end_page, article, article_title, text, chunk_hash)
     VALUES (?, ?, 1, 1, ?, ?, ?, ?)`,
  );
  texts.forEach((text, index) => insert.run(documentId, index, `제${index + 1}조`, null, text, `h${index}`));
  return store;
}

describe('FTS5 trigram index', () => {
  it("finds '건폐율은' when searching '건폐율', and follows deletes", () => {
    const store = storeWithChunks(['제1종전용주거지역의 건폐율은 50퍼센트 이하로 한다.', '용적률에 관한 조문']);
    const match = store.db.prepare(`SELECT rowid, text FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY rank`);
    const hits = match.all('"건폐율"') as { rowid: number; text: string }[];
    expect(hits).toHaveLength(1);
    expect(hits[0]!.text).toContain('건폐율은');
    store.db.prepare('DELETE FROM chunks WHERE id = ?').run(hits[0]!.rowid);
    expect(match.all('"건폐율"')).toHaveLength(0);
    store.close();
  });

  it('indexes the article column too', () => {
    const store = storeWithChunks(['본문 A', '본문 B']);
    const hits = store.db.prepare(`SELECT rowid FROM chunks_fts WHERE article MATCH ?`).all('"제2조"') as { rowid: number }[];
    expect(hits).toHaveLength(1);
    store.close();
  });
});

describe('sqlite-vec vector index', () => {
  it('round-trips vectors through a KNN query, nearest first', () => {
    const store = storeWithChunks(['a', 'b', 'c']);
    expect(ensureEmbeddingSpace(store.db, { modelId: 'test/tiny', dimension: 3 })).toBe(true);
    const insert = store.db.prepare(`INSERT INTO ${VECTOR_TABLE} (chunk_id, embedding) VALUES (?, ?)`);
    const vectors: [number, number[]][] = [
      [1, [1, 0, 0]],
      [2, [0, 1, 0]],
      [3, [0.7071, 0.7071, 0]],
    ];
    for (const [id, vector] of vectors) insert.run(BigInt(id), vectorBlob(vector));
    const knn = store.db
      .prepare(`SELECT chunk_id, distance FROM ${VECTOR_TABLE} WHERE embedding MATCH ? AND k = ? ORDER BY distance`)
      .all(vectorBlob([0.9, 0.1, 0]), 2) as { chunk_id: number; distance: number }[];
    expect(knn.map((row) => row.chunk_id)).toEqual([1, 3]);
    expect(knn[0]!.distance).toBeLessThan(knn[1]!.distance);
    expect(knn[0]!.distance).toBeCloseTo(1 - 0.9 / Math.hypot(0.9, 0.1), 4); // cosine distance
    expect(countVectors(store.db)).toBe(3);
    expect(store.documents.stats()).toMatchObject({ chunks: 3, embedded: 3, embedding_model: 'test/tiny' });
    store.close();
  });

  it("drops a chunk's vector with the chunk", () => {
    const store = storeWithChunks(['a', 'b']);
    ensureEmbeddingSpace(store.db, { modelId: 'test/tiny', dimension: 2 });
    store.db.prepare(`INSERT INTO ${VECTOR_TABLE} (chunk_id, embedding) VALUES (1, ?), (2, ?)`).run(vectorBlob([1, 0]), vectorBlob([0, 1]));
    store.db.prepare('DELETE FROM chunks WHERE id = 1').run();
    expect(countVectors(store.db)).toBe(1);
    store.close();
  });

  it('records the model and dimension, and a different model empties the index for re-embedding', () => {
    const store = storeWithChunks(['a']);
    ensureEmbeddingSpace(store.db, { modelId: 'model-a', dimension: 2 });
    store.db.prepare(`INSERT INTO ${VECTOR_TABLE} (chunk_id, embedding) VALUES (1, ?)`).run(vectorBlob([1, 0]));
    expect(ensureEmbeddingSpace(store.db, { modelId: 'model-a', dimension: 2 })).toBe(false);
    expect(countVectors(store.db)).toBe(1);
    expect(ensureEmbeddingSpace(store.db, { modelId: 'model-b', dimension: 4 })).toBe(true);
    expect(currentEmbeddingSpace(store.db)).toEqual({ modelId: 'model-b', dimension: 4 });
    expect(countVectors(store.db)).toBe(0);
    store.close();
  });
});
