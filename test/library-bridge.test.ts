// The library over browser mode's bridge: files uploaded as multipart are streamed to the library's own folder,
// type-checked, ingested through the same dispatch, and reported one row per file; the same file again is
// unchanged; deleting a document removes the library's copy of an upload and nothing else.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestReport, Result } from '../src/shared/contract';
import { startBrowserMode, type BrowserMode } from '../src/main/bridge/browser-mode';
import { rendererDir } from '../src/main/bridge/renderer-build';
import { createGeungeo } from '../src/main/core';
import { uploadsDir } from '../src/main/library/uploads';
import { corpusPdfDir } from './helpers/corpus';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const root = fileURLToPath(new URL('..', import.meta.url));
const corpusPdf = (name: string) => join(corpusPdfDir, name);
const SMALL = ['주차장법_시행령.pdf', '주차장법_시행규칙.pdf'];

describe('uploads through the bridge', () => {
  let app: BrowserMode;
  let dbPath: string;
  const call = async <T>(name: string, input?: unknown): Promise<Result<T>> =>
    (await fetch(`${app.bridge.origin}/api/call/${name}`, { method: 'POST', headers: { Authorization: `Bearer ${app.bridge.token}` }, body: input === undefined ? '' : JSON.stringify(input) })).json() as Promise<Result<T>>;
  const upload = async (files: { name: string; bytes: Buffer }[], token = app.bridge.token): Promise<Response> => {
    const form = new FormData();
    for (const file of files) form.append('files', new Blob([file.bytes]), file.name);
    return fetch(`${app.bridge.origin}/api/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  };
  const pdf = (name: string) => ({ name, bytes: readFileSync(corpusPdf(name)) });

  beforeAll(async () => {
    dbPath = join(tempDir(), 'library.db');
    app = await startBrowserMode(createGeungeo({ dbPath, modelsDir: [], env: {} }), { name: 'Geungeo', version: 'test' }, { rendererDir: rendererDir(root) });
  }, 120_000);
  afterAll(async () => app.close());

  it('refuses an upload without the token', async () => {
    expect((await upload([pdf(SMALL[0]!)], 'wrong')).status).toBe(401);
    expect(existsSync(uploadsDir(dbPath)) ? readdirSync(uploadsDir(dbPath)) : []).toEqual([]);
  });

  it('ingests two PDFs, reports a corrupt one, a renamed non-PDF and an unsupported type, each with its reason', async () => {
    const response = await upload([
      pdf(SMALL[0]!),
      pdf(SMALL[1]!),
      { name: '손상된.pdf', bytes: Buffer.from('%PDF-1.7\n' + 'garbage '.repeat(500) + '\n%%EOF\n') },
      { name: '그림.pdf', bytes: Buffer.alloc(4096, 0x41) },
      { name: '메모.docx', bytes: Buffer.from('PK\u0003\u0004') },
    ]);
    const body = (await response.json()) as Result<IngestReport>;
    if (!body.ok) throw new Error(body.error.message);
    const report = body.value;
    const byName = (name: string) => report.files.find((file) => file.file_name === name);
    expect(report).toMatchObject({ added: 2, failed: 3 });
    expect(byName(SMALL[0]!)).toMatchObject({ status: 'added', pages: expect.any(Number) });
    expect(byName(SMALL[0]!)!.pages).toBeGreaterThan(5);
    expect(byName('손상된.pdf')).toMatchObject({ status: 'failed', reason: expect.stringMatching(/not a readable PDF/) });
    expect(byName('그림.pdf')).toMatchObject({ status: 'failed', reason: expect.stringMatching(/not a PDF/) });
    expect(byName('메모.docx')).toMatchObject({ status: 'failed', reason: expect.stringMatching(/unsupported file type/) });

    // Kept by content in the library's folder; no temporary file left behind, nothing of the refused ones.
    const folders = readdirSync(uploadsDir(dbPath));
    expect(folders.filter((name) => name.startsWith('.upload-'))).toEqual([]);
    const kept = folders.flatMap((folder) => readdirSync(join(uploadsDir(dbPath), folder)));
    expect(kept.sort()).toEqual([...SMALL].sort());
  });

  it('reports the same file dropped again as unchanged, and serves its pages from the library copy', async () => {
    const body = (await (await upload([pdf(SMALL[0]!)])).json()) as Result<IngestReport>;
    expect(body).toMatchObject({ ok: true, value: { unchanged: 1, added: 0, files: [{ status: 'unchanged' }] } });
    const listed = await call<{ id: number; file_name: string; source_path: string; missing: boolean }[]>('documents.list');
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value).toHaveLength(2);
    for (const document of listed.value) {
      expect(document.source_path.startsWith(uploadsDir(dbPath))).toBe(true);
      expect(document.missing).toBe(false);
    }
    const file = await call<{ bytes: number }>('documents.file', { id: listed.value[0]!.id });
    expect(file).toMatchObject({ ok: true, value: { bytes: expect.any(Number) } });
  });

  it('deletes a document with its uploaded copy, and leaves files outside the library alone', async () => {
    const listed = await call<{ id: number; file_name: string; source_path: string }[]>('documents.list');
    if (!listed.ok) throw new Error(listed.error.message);
    const target = listed.value.find((document) => document.file_name === SMALL[1])!;
    expect(await call('documents.delete', { id: target.id })).toEqual({ ok: true, value: { deleted: target.id, file_removed: true } });
    expect(existsSync(target.source_path)).toBe(false);
    expect(await call('documents.delete', { id: target.id })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });

    // A file ingested from its own place on disk is never deleted with its document.
    const outside = join(tempDir(), SMALL[1]!);
    copyFileSync(corpusPdf(SMALL[1]!), outside);
    const ingested = await call<IngestReport>('ingest.run', { paths: [outside] });
    if (!ingested.ok) throw new Error(ingested.error.message);
    const id = ingested.value.files[0]!.document_id!;
    expect(await call('documents.delete', { id })).toEqual({ ok: true, value: { deleted: id, file_removed: false } });
    expect(existsSync(outside)).toBe(true);
  });

  it('marks a document whose file disappeared as missing', async () => {
    const folder = join(tempDir(), 'gone');
    mkdirSync(folder);
    const outside = join(folder, SMALL[1]!);
    writeFileSync(outside, readFileSync(corpusPdf(SMALL[1]!)));
    const ingested = await call<IngestReport>('ingest.run', { paths: [outside] });
    if (!ingested.ok) throw new Error(ingested.error.message);
    rmSync(outside);
    const listed = await call<{ file_name: string; source_path: string; missing: boolean }[]>('documents.list');
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value.find((document) => document.source_path === outside)).toMatchObject({ missing: true });
  });
});
