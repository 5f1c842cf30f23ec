// Searches on worker threads (search-threads/): the same results as on the app's thread, the question's vector
// asked of the app, and a search past its time budget stopped with a clear error while the others go on.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { createSearchThreads } from '../src/main/search-threads/pool';
import { sourceWorkerScripts } from '../src/main/workers/worker-script';
import { corpusDbCopy } from './helpers/corpus-db';
import { useTempDir } from './helpers/temp';
import { ensureTinyModel } from './helpers/tiny-model';

const tempDir = useTempDir();
const QUESTIONS = ['제2종일반주거지역 건폐율', '대수선의 범위', '건축허가 취소', '주차장 설치기준', '국토계획법 시행령 제84조'];

describe('search threads', () => {
  let path: string;
  let onThreads: Geungeo;
  let onApp: Geungeo;
  beforeAll(() => {
    path = corpusDbCopy(tempDir());
    onThreads = createGeungeo({ dbPath: path, modelsDir: [], searchThreads: 2 });
    onApp = createGeungeo({ dbPath: path, modelsDir: [] });
  });
  afterAll(async () => {
    await onThreads.close();
    await onApp.close();
  });

  it('find what the app’s own thread finds, several at once', async () => {
    const [threaded, local] = await Promise.all([Promise.all(QUESTIONS.map((q) => onThreads.search(q, { topK: 5 }))), Promise.all(QUESTIONS.map((q) => onApp.search(q, { topK: 5 })))]);
    for (const [i, question] of QUESTIONS.entries()) {
      expect(threaded[i]!.hits.map((hit) => hit.chunk_id), question).toEqual(local[i]!.hits.map((hit) => hit.chunk_id));
      expect(threaded[i]!.hits.length, question).toBeGreaterThan(0);
    }
  }, 60_000);

  it('see what changed in the library after they started', async () => {
    await onThreads.search('건폐율');
    const before = (await onThreads.search('제2종일반주거지역 건폐율', { topK: 1 })).hits[0]!;
    onApp.store.db.prepare('DELETE FROM documents WHERE id = ?').run(before.document_id);
    const after = await onThreads.search('제2종일반주거지역 건폐율', { topK: 5 });
    expect(after.hits.some((hit) => hit.document_id === before.document_id)).toBe(false);
  }, 60_000);

  it('ask the app to embed the question, and fuse the vectors as the app does', async () => {
    const { modelsDir, modelId } = ensureTinyModel();
    const dbPath = corpusDbCopy(tempDir());
    const writer = createGeungeo({ dbPath, modelsDir, embeddingModel: modelId });
    await writer.embedPending();
    const local = await writer.search('제2종일반주거지역 건폐율');
    await writer.close();
    const threaded = createGeungeo({ dbPath, modelsDir, embeddingModel: modelId, searchThreads: 1 });
    try {
      const result = await threaded.search('제2종일반주거지역 건폐율');
      expect(result.mode).toBe('hybrid');
      expect(result.hits.map((hit) => [hit.chunk_id, hit.distance])).toEqual(local.hits.map((hit) => [hit.chunk_id, hit.distance]));
    } finally {
      await threaded.close();
    }
  }, 120_000);

  it('stop a search past its budget with a Korean error, replace its thread for the next, and refuse searches once closed', async () => {
    const threads = createSearchThreads({ script: sourceWorkerScripts().searchThread, dbPath: corpusDbCopy(tempDir()), size: 1, budgetMs: 1, queryVector: async () => null });
    try {
      // Start-up does not count; reading a 2,000-syllable question takes longer than a millisecond.
      const long = Array.from({ length: 2000 }, (_, i) => String.fromCharCode(0xac00 + ((i * 7919) % 11172))).join('');
      await expect(threads.search(long)).rejects.toMatchObject({ code: 'TIMEOUT', message: expect.stringContaining('검색이') });
      await expect(threads.search(long)).rejects.toMatchObject({ code: 'TIMEOUT' });
    } finally {
      await threads.close();
    }
    await expect(threads.search('대수선')).rejects.toMatchObject({ code: 'CANCELLED' });
  }, 60_000);

  it('fail the waiting searches, with the reason, when a thread cannot open the library', async () => {
    const threads = createSearchThreads({ script: sourceWorkerScripts().searchThread, dbPath: join(tempDir(), 'missing.db'), size: 1, queryVector: async () => null });
    try {
      await expect(threads.search('건폐율')).rejects.toMatchObject({ code: 'INTERNAL', message: expect.stringContaining('검색 스레드') });
    } finally {
      await threads.close();
    }
  }, 60_000);
});
