// Dedup and incremental sync: identical bytes are a no-op, a changed file replaces its old version atomically,
// a vanished file is reported (deleted only on request), and vectors are never computed twice for one text.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGeungeo } from '../src/main/core';
import { currentEmbeddingSpace } from '../src/main/store/vectors';
import { corpusLawsDir } from './helpers/corpus';
import { expectConsistent } from './helpers/db-checks';
import { useTempDir } from './helpers/temp';
import { ensureTinyModel } from './helpers/tiny-model';

const tempDir = useTempDir();
const parkingDecree = readFileSync(join(corpusLawsDir, '주차장법', '시행령.md'), 'utf8');

function lawFolder() {
  const folder = tempDir();
  mkdirSync(join(folder, '주차장법'));
  mkdirSync(join(folder, '건축법'));
  writeFileSync(join(folder, '주차장법', '시행령.md'), parkingDecree);
  writeFileSync(join(folder, '건축법', '시행령.md'), readFileSync(join(corpusLawsDir, '건축법', '시행령.md')));
  return folder;
}

describe('incremental ingestion', () => {
  it('reports identical bytes as unchanged, even under another name', async () => {
    const folder = lawFolder();
    const core = createGeungeo({ dbPath: join(tempDir(), 'dedup.db') });
    await core.ingest([folder], { embed: false });
    const copy = join(tempDir(), '주차장법시행령-사본.md');
    writeFileSync(copy, parkingDecree);
    const report = await core.ingest([copy], { embed: false });
    expect(report.files[0]).toMatchObject({ status: 'unchanged', reason: 'same content as 주차장법/시행령.md, already ingested' });
    expect(core.store.documents.list()).toHaveLength(2);
    await core.close();
  });

  it('replaces a changed file in one step, reusing the vectors of the chunks that did not change', async () => {
    const folder = lawFolder();
    const { modelsDir, modelId } = ensureTinyModel();
    const dbPath = join(tempDir(), 'replace.db');
    const core = createGeungeo({ dbPath, modelsDir, embeddingModel: modelId });
    const first = await core.ingest([folder]);
    expect(first.embedding).toMatchObject({ model: modelId, pending: 0 });
    const before = core.store.documents.list().find((d) => d.file_name === '주차장법/시행령.md')!;
    expect(before.embedded).toBe(before.chunks);

    // An amendment: one article's text changes.
    writeFileSync(join(folder, '주차장법', '시행령.md'), parkingDecree.replace('이 영은 「주차장법」에서 위임된 사항', '이 영은 「주차장법」에서 새로 위임된 사항'));
    const second = await core.ingest([folder]);
    const changed = second.files.find((f) => f.file_name === '주차장법/시행령.md')!;
    expect(changed).toMatchObject({ status: 'replaced' });
    expect(second.files.find((f) => f.file_name === '건축법/시행령.md')).toMatchObject({ status: 'unchanged' });
    expect(second.embedding.embedded).toBe(1); // only the chunk whose text changed was embedded again

    const documents = core.store.documents.list();
    expect(documents.filter((d) => d.file_name === '주차장법/시행령.md')).toHaveLength(1);
    const after = documents.find((d) => d.file_name === '주차장법/시행령.md')!;
    expect(after.id).not.toBe(before.id);
    expect(after.embedded).toBe(after.chunks);
    expect(core.store.db.prepare('SELECT count(*) AS n FROM chunks WHERE document_id = ?').get(before.id)).toEqual({ n: 0 });
    expectConsistent(dbPath);
    await core.close();
  });

  it('reports files that disappeared from a synced folder, and deletes them only when asked', async () => {
    const folder = lawFolder();
    const core = createGeungeo({ dbPath: join(tempDir(), 'sync.db') });
    await core.ingest([folder], { embed: false });
    rmSync(join(folder, '건축법', '시행령.md'));
    const sync = await core.ingest([folder], { embed: false });
    expect(sync.missing).toEqual([expect.objectContaining({ file_name: '건축법/시행령.md' })]);
    expect(sync.removed).toBe(0);
    expect(core.store.documents.list().find((d) => d.file_name === '건축법/시행령.md')?.status).toBe('missing');

    const prune = await core.ingest([folder], { embed: false, prune: true });
    expect(prune.removed).toBe(1);
    expect(core.store.documents.list().map((d) => d.file_name)).toEqual(['주차장법/시행령.md']);
    await core.close();
  });
});

describe('embeddings', () => {
  it('are stored with the model’s dimension, one per chunk', async () => {
    const { modelsDir, modelId } = ensureTinyModel();
    const core = createGeungeo({ dbPath: join(tempDir(), 'embed.db'), modelsDir, embeddingModel: modelId });
    const report = await core.ingest([join(corpusLawsDir, '주차장법', '시행령.md')]);
    const stats = core.store.documents.stats();
    expect(report.files[0]!.embedded).toBe(stats.chunks);
    expect(stats).toMatchObject({ embedded: stats.chunks, embedding_model: modelId });
    expect(currentEmbeddingSpace(core.store.db)).toEqual({ modelId, dimension: 32 });
    const blob = core.store.db.prepare('SELECT embedding FROM chunk_vectors LIMIT 1').get() as { embedding: Buffer };
    expect(blob.embedding.byteLength).toBe(32 * 4);
    await core.close();
  });

  it('are left for later without a model, and filled in by embed once one is there', async () => {
    const dbPath = join(tempDir(), 'later.db');
    const withoutModel = createGeungeo({ dbPath, modelsDir: tempDir() });
    const report = await withoutModel.ingest([join(corpusLawsDir, '주차장법', '시행령.md')]);
    expect(report.added).toBe(1);
    expect(report.embedding).toMatchObject({ model: null, embedded: 0, note: expect.stringMatching(/not found.*models:fetch/s) });
    const chunks = withoutModel.store.documents.stats().chunks;
    expect(report.embedding.pending).toBe(chunks);
    await withoutModel.close();

    const { modelsDir, modelId } = ensureTinyModel();
    const withModel = createGeungeo({ dbPath, modelsDir, embeddingModel: modelId });
    expect(await withModel.embedPending()).toEqual({ model: modelId, embedded: chunks, pending: 0, note: null });
    expect(await withModel.embedPending()).toMatchObject({ embedded: 0, pending: 0 });
    await withModel.close();
  });
});
