// What the library view is told while a batch runs, and what "다시 임베딩" does without a model: each file's last
// progress event carries its result (so its row and the batch's count move before the batch ends), the bridge
// sends that result to a page without server paths, and embedding a document again with no embedding model
// installed is refused with what to do — before any of its vectors is dropped.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { dispatchCall } from '../src/main/api/dispatch';
import { createCallHandlers, type Emit } from '../src/main/api/handlers';
import { startBrowserMode } from '../src/main/bridge/browser-mode';
import { rendererDir } from '../src/main/bridge/renderer-build';
import { createGeungeo, type Geungeo } from '../src/main/core';
import type { IngestBackend } from '../src/main/ingest/backend';
import type { IngestFileResult, IngestProgress, IngestReport, Result } from '../src/shared/contract';
import { corpusPdfDir } from './helpers/corpus';
import { ensureTinyModel } from './helpers/tiny-model';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const root = fileURLToPath(new URL('..', import.meta.url));
const FILES = ['주차장법_시행령.pdf', '주차장법_시행규칙.pdf'];

const cores: Geungeo[] = [];
afterAll(async () => {
  for (const core of cores) await core.close();
});

function handlersOver(core: Geungeo, events: IngestProgress[] = []) {
  cores.push(core);
  const emit: Emit = (name, payload) => name === 'ingest.progress' && void events.push(payload as IngestProgress);
  const handlers = createCallHandlers(core, { shell: 'test', appName: 'Geungeo', appVersion: 'test' }, { emit });
  return async <T>(name: string, input?: unknown): Promise<Result<T>> => (await dispatchCall(handlers, name, input)) as Result<T>;
}

describe('ingest progress for the window', () => {
  it("sends each file's result with its last event, the same result the report gives", async () => {
    const events: IngestProgress[] = [];
    const call = handlersOver(createGeungeo({ dbPath: join(tempDir(), 'events.db'), modelsDir: [], env: {} }), events);
    const result = await call<IngestReport>('ingest.run', { paths: FILES.map((name) => join(corpusPdfDir, name)) });
    if (!result.ok) throw new Error(result.error.message);
    for (const name of FILES) {
      const last = events.filter((event) => event.file === name).at(-1)!;
      expect(last.stage).toBe('done');
      const reported = result.value.files.find((file) => file.file_name === name)!;
      expect(reported.status).toBe('added');
      // The event comes before embedding, which only the report can count.
      expect(last.result).toEqual({ ...reported, embedded: 0 });
    }
  });

  it('gives a page the result without the server’s paths', async () => {
    const core = createGeungeo({ dbPath: join(tempDir(), 'bridge.db'), modelsDir: [], env: {} });
    const serverPath = join(tempDir(), 'library', '0123456789abcdef', '조례.pdf');
    const failed: IngestFileResult = { path: serverPath, file_name: '조례.pdf', status: 'failed', reason: `cannot read ${serverPath}`, warnings: [`${serverPath} looks odd`], document_id: null, pages: 0, chunks: 0, embedded: 0 };
    // A backend that fails every file the way a real one reports it: the result rides on the 'failed' event.
    const backend: IngestBackend = {
      ...core.ingestBackend,
      async ingestFiles(files, emit) {
        for (const [index, file] of files.entries()) emit({ file: file.name, fileIndex: index + 1, fileCount: files.length, stage: 'failed', result: failed });
        return files.map(() => failed);
      },
    };
    const app = await startBrowserMode(core, { name: 'Geungeo', version: 'test' }, { rendererDir: rendererDir(root), ingest: backend });
    try {
      const controller = new AbortController();
      const stream = await fetch(`${app.bridge.origin}/api/events?token=${app.bridge.token}`, { signal: controller.signal });
      const reader = stream.body!.getReader();
      const form = new FormData();
      form.append('files', new Blob([Buffer.from('%PDF-1.7\n' + 'x'.repeat(2000))]), '조례.pdf');
      const uploaded = fetch(`${app.bridge.origin}/api/upload`, { method: 'POST', headers: { Authorization: `Bearer ${app.bridge.token}` }, body: form });
      let text = '';
      while (!text.includes('"stage":"failed"')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      controller.abort();
      await uploaded;
      const event = JSON.parse(/event: ingest\.progress\ndata: (.*"stage":"failed".*)\n/.exec(text)![1]!) as IngestProgress;
      expect(event.result).toMatchObject({ status: 'failed', reason: 'cannot read 조례.pdf', warnings: ['조례.pdf looks odd'] });
      expect(text).not.toContain(tempDir());
    } finally {
      await app.close();
    }
  });

  it('refuses to embed a document again without an embedding model, and keeps its vectors', async () => {
    const { modelsDir, modelId } = ensureTinyModel();
    const dbPath = join(tempDir(), 'reembed.db');
    const withModel = createGeungeo({ dbPath, modelsDir, embeddingModel: modelId, env: {} });
    const ingested = await withModel.ingest([join(corpusPdfDir, FILES[0]!)]);
    const id = ingested.files[0]!.document_id!;
    const embedded = withModel.store.documents.list()[0]!.embedded;
    expect(embedded).toBeGreaterThan(0);
    await withModel.close();

    // The same library where the model folder is gone.
    const call = handlersOver(createGeungeo({ dbPath, modelsDir: [join(tempDir(), 'no-models')], embeddingModel: modelId, env: {} }));
    const refused = await call('embeddings.fill', { document: id });
    expect(refused).toMatchObject({ ok: false, error: { code: 'MODEL_MISSING', message: expect.stringContaining('다시 임베딩하지 않았습니다'), hint: expect.stringContaining('설정') } });
    expect(cores.at(-1)!.store.documents.list()[0]!.embedded).toBe(embedded);
  });
});
