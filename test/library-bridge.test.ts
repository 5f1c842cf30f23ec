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
import { createGeungeo, type Geungeo } from '../src/main/core';
import { uploadsDir } from '../src/main/library/uploads';
import { corpusPdfDir } from './helpers/corpus';
import { decreeMarkdown, hwpxFrom, UNOFFICIAL, withLayout } from './helpers/hwp-fixtures';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const root = fileURLToPath(new URL('..', import.meta.url));
const corpusPdf = (name: string) => join(corpusPdfDir, name);
const SMALL = ['주차장법_시행령.pdf', '주차장법_시행규칙.pdf'];

describe('uploads through the bridge', () => {
  let app: BrowserMode;
  let core: Geungeo;
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
    core = createGeungeo({ dbPath, modelsDir: [], env: {} });
    app = await startBrowserMode(core, { name: 'Geungeo', version: 'test' }, { rendererDir: rendererDir(root) });
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

    // A file ingested from its own place on disk (by the desktop app or the CLI) is never deleted with its document.
    const outside = join(tempDir(), SMALL[1]!);
    copyFileSync(corpusPdf(SMALL[1]!), outside);
    const id = (await core.ingest([outside])).files[0]!.document_id!;
    expect(await call('documents.delete', { id })).toEqual({ ok: true, value: { deleted: id, file_removed: false } });
    expect(existsSync(outside)).toBe(true);
  });

  it('takes an HWPX upload (bytes, never a path), refuses a file named .hwp that is not one at the door, and draws the kept copy’s pages', async () => {
    const name = `시험시행령${UNOFFICIAL}.hwpx`;
    const body = (await (
      await upload([
        { name, bytes: await withLayout(await hwpxFrom(decreeMarkdown('업로드')), [5]) },
        { name: '가짜.hwp', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20)]) },
      ])
    ).json()) as Result<IngestReport>;
    if (!body.ok) throw new Error(body.error.message);
    const byName = (file: string) => body.value.files.find((row) => row.file_name === file);
    expect(byName(name)).toMatchObject({ status: 'added', pages: 2 });
    expect(byName('가짜.hwp')).toMatchObject({ status: 'failed', problem: { id: 'hwp.not-hwp', looksLike: 'pdf' } });
    const kept = readdirSync(uploadsDir(dbPath)).flatMap((folder) => readdirSync(join(uploadsDir(dbPath), folder)));
    expect(kept).toContain(name);
    expect(kept).not.toContain('가짜.hwp');
    const drawing = await call<{ svg: string | null }>('documents.drawing', { id: byName(name)!.document_id, page: 2 });
    expect(drawing).toMatchObject({ ok: true, value: { svg: expect.stringContaining('숙박시설') } });
  });

  it('marks a document whose file disappeared as missing', async () => {
    const folder = join(tempDir(), 'gone');
    mkdirSync(folder);
    const outside = join(folder, SMALL[1]!);
    writeFileSync(outside, readFileSync(corpusPdf(SMALL[1]!)));
    expect((await core.ingest([outside])).added).toBe(1);
    rmSync(outside);
    const listed = await call<{ file_name: string; source_path: string; missing: boolean }[]>('documents.list');
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value.find((document) => document.source_path === outside)).toMatchObject({ missing: true });
  });
});

describe('files and paths in browser mode', () => {
  let app: BrowserMode;
  let dbPath: string;
  const post = async (name: string, input: unknown) =>
    fetch(`${app.bridge.origin}/api/call/${name}`, { method: 'POST', headers: { Authorization: `Bearer ${app.bridge.token}` }, body: JSON.stringify(input) });

  beforeAll(async () => {
    dbPath = join(tempDir(), 'paths.db');
    app = await startBrowserMode(createGeungeo({ dbPath, modelsDir: [], env: {} }), { name: 'Geungeo', version: 'test' }, { rendererDir: rendererDir(root) });
  }, 120_000);
  afterAll(async () => app.close());

  it('refuses every call that names a file on the server, says why in Korean, and ingests or reads nothing', async () => {
    const statute = corpusPdf(SMALL[0]!);
    for (const [name, input] of [
      ['ingest.run', { paths: [statute] }],
      ['ingest.run', { paths: ['/etc'] }],
      ['rules.import', { path: '/etc/passwd', table: 'zoning' }],
      ['rules.import', { path: '/dev/zero', table: 'zoning' }],
    ] as const) {
      const response = await post(name, input);
      const text = await response.text();
      expect(response.status).toBe(403);
      expect(JSON.parse(text)).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED', message: expect.stringContaining('브라우저 모드에서는') } });
      expect(text).not.toContain('root:');
    }
    const stats = (await (await post('stats', undefined)).json()) as Result<{ documents: number }>;
    expect(stats).toMatchObject({ ok: true, value: { documents: 0 } });
    // A rule table still arrives as its content.
    const imported = (await (await post('rules.import', { csv: 'jurisdiction,zone_district,bcr_max,far_min,far_max,law_name,article\n', file_name: 'empty.csv', table: 'zoning' })).json()) as Result<unknown>;
    expect(JSON.stringify(imported)).not.toContain('UNAUTHORIZED');
  });

  it('shortens a long or odd upload name, and leaves no temporary file or empty folder behind', async () => {
    const longName = `${'가'.repeat(300)}\u202e.pdf`;
    const form = new FormData();
    form.append('files', new Blob([readFileSync(corpusPdf(SMALL[0]!))]), longName);
    form.append('files', new Blob([Buffer.from('%PDF-1.7\n' + 'garbage '.repeat(500) + '\n%%EOF\n')]), `${'나'.repeat(300)}.pdf`);
    const response = await fetch(`${app.bridge.origin}/api/upload`, { method: 'POST', headers: { Authorization: `Bearer ${app.bridge.token}` }, body: form });
    const text = await response.text();
    const body = JSON.parse(text) as Result<IngestReport>;
    if (!body.ok) throw new Error(body.error.message);
    expect(body.value.added).toBe(1);
    const added = body.value.files.find((file) => file.status === 'added')!;
    expect(Buffer.byteLength(added.file_name!)).toBeLessThanOrEqual(150);
    expect(added.file_name).toMatch(/^가+…\.pdf$/);
    expect(text).not.toContain('\u202e');
    expect(text).not.toContain('나'.repeat(60));
    for (const file of body.value.files) expect(file.reason ?? '').not.toContain(uploadsDir(dbPath));
    const folders = readdirSync(uploadsDir(dbPath));
    expect(folders.filter((name) => name.startsWith('.upload-'))).toEqual([]);
    // Only the added file's folder: the failed one's copy and folder are gone.
    expect(folders).toHaveLength(1);
    const listed = (await (await post('documents.list', undefined)).json()) as Result<{ id: number }[]>;
    if (!listed.ok) throw new Error(listed.error.message);
    expect(await (await post('documents.delete', { id: listed.value[0]!.id })).json()).toMatchObject({ ok: true, value: { file_removed: true } });
    expect(readdirSync(uploadsDir(dbPath))).toEqual([]);
  });
});
