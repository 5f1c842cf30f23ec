import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore, type Store } from '../src/main/store';
import { createBigramIndexer } from '../src/main/store/bigrams';
import { countVectors, createVectorRepository, currentEmbeddingSpace, ensureEmbeddingSpace, vectorBlob, VECTOR_TABLE } from '../src/main/store/vectors';
import { createVectorIndex } from '../src/main/retrieval/vector';
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
  const indexBigrams = createBigramIndexer(store.db);
  texts.forEach((text, index) => indexBigrams(insert.run(documentId, index, `제${index + 1}조`, null, text, `h${index}`).lastInsertRowid, text, null));
  return store;
}

describe('FTS5 trigram index', () => {
  const match = (store: Store, query: string) =>
    store.db.prepare(`SELECT c.id, c.text FROM chunks_fts f JOIN chunks c ON c.id = f.rowid WHERE chunks_fts MATCH ? ORDER BY rank`).all(query) as {
      id: number;
      text: string;
    }[];

  it("finds '건폐율은' when searching '건폐율', and follows deletes", () => {
    const store = storeWithChunks(['제1종전용주거지역의 건폐율은 50퍼센트 이하로 한다.', '용적률에 관한 조문']);
    const hits = match(store, '"건폐율"');
    expect(hits).toHaveLength(1);
    expect(hits[0]!.text).toContain('건폐율은');
    store.db.prepare('DELETE FROM chunks WHERE id = ?').run(hits[0]!.id);
    expect(match(store, '"건폐율"')).toHaveLength(0);
    store.close();
  });

  it('indexes the compact form: no spaces, 퍼센트 as %', () => {
    const store = storeWithChunks(['제1종 일반주거지역 : 60퍼센트 이하', '무관한 조문']);
    expect(match(store, '"제1종일반주거지역"')).toHaveLength(1);
    expect(match(store, '"60%이하"')).toHaveLength(1);
    store.close();
  });

  it('indexes the article column too', () => {
    const store = storeWithChunks(['본문 A', '본문 B']);
    expect(store.db.prepare(`SELECT rowid FROM chunks_fts WHERE article MATCH ?`).all('"제2조"')).toHaveLength(1);
    store.close();
  });

  it('has a two-character side index for what trigrams cannot match, kept in step on delete', () => {
    const store = storeWithChunks(['대지는 도로에 접하여야 한다.', '높이 제한']);
    const bigram = (term: string) => store.db.prepare(`SELECT rowid FROM chunks_bigrams WHERE chunks_bigrams MATCH ?`).all(`"${term}"`) as { rowid: number }[];
    expect(bigram('도로').map((row) => row.rowid)).toEqual([1]);
    expect(bigram('높이').map((row) => row.rowid)).toEqual([2]);
    store.db.prepare('DELETE FROM chunks WHERE id = 1').run();
    expect(bigram('도로')).toHaveLength(0);
    store.close();
  });
});

describe('sqlite-vec vector index', () => {
  it('round-trips vectors through a KNN query, nearest first, with exact cosine distances', () => {
    const store = storeWithChunks(['a', 'b', 'c']);
    expect(ensureEmbeddingSpace(store.db, { modelId: 'test/tiny', dimension: 8 })).toBe(true);
    const repository = createVectorRepository(store.db);
    const vectors: [number, number[]][] = [
      [1, [1, 0.2, -0.3, 0.1, 0.5, -0.2, 0.3, 0.1]],
      [2, [-1, 0.4, 0.3, -0.6, 0.1, 0.8, -0.3, 0.2]],
      [3, [0.9, 0.3, -0.2, 0.2, 0.4, -0.1, 0.2, 0.2]],
    ];
    for (const [id, vector] of vectors) repository.insert(id, vector);
    const query = Float32Array.from([1, 0.25, -0.25, 0.15, 0.45, -0.15, 0.25, 0.15]);
    // sqlite-vec's own exact KNN over the float32 column…
    const exact = store.db
      .prepare(`SELECT chunk_id, distance FROM ${VECTOR_TABLE} WHERE embedding MATCH ? AND k = ? ORDER BY distance`)
      .all(vectorBlob(query), 2) as { chunk_id: number; distance: number }[];
    // …and search's binary first pass with float32 re-scoring agree.
    const nearest = createVectorIndex(store.db).nearest(query, 2);
    expect(nearest.map((hit) => hit.id)).toEqual(exact.map((row) => row.chunk_id));
    expect(nearest[0]!.distance).toBeCloseTo(exact[0]!.distance, 6);
    const cosine = (a: number[], b: Float32Array) => a.reduce((sum, value, i) => sum + value * b[i]!, 0) / Math.hypot(...a) / Math.hypot(...b);
    expect(nearest[0]!.distance).toBeCloseTo(1 - cosine(vectors[0]![1], query), 4);
    expect(countVectors(store.db)).toBe(3);
    expect(store.documents.stats()).toMatchObject({ chunks: 3, embedded: 3, embedding_model: 'test/tiny' });
    store.close();
  });

  it("drops a chunk's vector with the chunk", () => {
    const store = storeWithChunks(['a', 'b']);
    ensureEmbeddingSpace(store.db, { modelId: 'test/tiny', dimension: 8 });
    const repository = createVectorRepository(store.db);
    repository.insert(1, [1, 0, 0, 0, 0, 0, 0, 0]);
    repository.insert(2, [0, 1, 0, 0, 0, 0, 0, 0]);
    store.db.prepare('DELETE FROM chunks WHERE id = 1').run();
    expect(countVectors(store.db)).toBe(1);
    store.close();
  });

  it('records the model and dimension, and a different model empties the index for re-embedding', () => {
    const store = storeWithChunks(['a']);
    ensureEmbeddingSpace(store.db, { modelId: 'model-a', dimension: 8 });
    createVectorRepository(store.db).insert(1, [1, 0, 0, 0, 0, 0, 0, 0]);
    expect(ensureEmbeddingSpace(store.db, { modelId: 'model-a', dimension: 8 })).toBe(false);
    expect(countVectors(store.db)).toBe(1);
    expect(ensureEmbeddingSpace(store.db, { modelId: 'model-b', dimension: 4 })).toBe(true);
    expect(currentEmbeddingSpace(store.db)).toEqual({ modelId: 'model-b', dimension: 4 });
    expect(countVectors(store.db)).toBe(0);
    store.close();
  });
});
