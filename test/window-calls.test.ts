// The calls the library, rules and settings views make, through the one dispatch every shell uses: CSV preview
// (errors by line, nothing written), import from content, export that imports again; settings reset to the
// seeds' defaults; "test connection" against a real OpenAI-compatible server and an address where none listens;
// cancelling a batch leaves only whole documents.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchCall } from '../src/main/api/dispatch';
import { createCallHandlers, type Emit } from '../src/main/api/handlers';
import { createGeungeo, type Geungeo } from '../src/main/core';
import type { CallHandlers, IngestReport, Result } from '../src/shared/contract';
import { startScriptedLlm, type ScriptedLlm } from './helpers/llm-server';
import { corpusPdfDir } from './helpers/corpus';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const fixtures = join(import.meta.dirname, 'fixtures/rules');
const corpusPdf = (name: string) => join(corpusPdfDir, name);

describe('the window’s calls', () => {
  let core: Geungeo;
  let handlers: CallHandlers;
  let llm: ScriptedLlm;
  const events: Parameters<Emit>[] = [];
  const call = async <T = unknown>(name: string, input?: unknown): Promise<T> => {
    const result = (await dispatchCall(handlers, name, input)) as Result<T>;
    if (!result.ok) throw Object.assign(new Error(result.error.message), result.error);
    return result.value;
  };

  beforeAll(async () => {
    llm = await startScriptedLlm({ models: ['qwen2.5:7b', 'scripted-model'] });
    core = createGeungeo({ dbPath: join(tempDir(), 'window.db'), modelsDir: [], env: {} });
    handlers = createCallHandlers(core, { shell: 'test', appName: 'Geungeo', appVersion: 'test' }, { emit: (...event) => void events.push(event) });
  });
  afterAll(async () => {
    await core.close();
    await llm.close();
  });

  it('previews a CSV with its errors by line and writes nothing; imports all-or-nothing, or the good rows when asked', async () => {
    const csv = readFileSync(join(fixtures, 'zoning-with-bad-rows.csv'), 'utf8');
    const csvRows = async () => (await call<{ source_kind: string }[]>('rules.list', { table: 'zoning' })).filter((row) => row.source_kind === 'csv');
    const preview = await call<{ rows: { jurisdiction: string; far_max: number | null }[]; errors: { line: number }[] }>('rules.preview', { csv, file_name: 'bad.csv', table: 'zoning' });
    expect(preview.errors.map((error) => error.line)).toEqual([3, 4, 5]);
    expect(preview.rows.map((row) => row.jurisdiction)).toEqual(['서울특별시 종로구', '경기도 성남시 분당구']);
    expect(preview.rows[0]!.far_max).toBe(180);
    expect(await csvRows()).toEqual([]);

    expect(await call('rules.import', { csv, file_name: 'bad.csv', table: 'zoning' })).toMatchObject({ imported: 0, errors: [{ line: 3 }, { line: 4 }, { line: 5 }] });
    expect(await csvRows()).toEqual([]);
    expect(await call('rules.import', { csv, file_name: 'bad.csv', table: 'zoning', skipBadRows: true })).toMatchObject({ imported: 2, skipped: 3 });
    expect(await csvRows()).toHaveLength(2);
  });

  it('refuses an import that gives both a path and content, or neither', async () => {
    await expect(call('rules.import', { table: 'zoning' })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(call('rules.import', { table: 'zoning', path: '/x.csv', csv: 'a', file_name: 'x.csv' })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('exports the rows shown as a CSV that imports again unchanged', async () => {
    const exported = await call<{ csv: string; rows: number; file_name: string }>('rules.export', { table: 'zoning', jurisdiction: '서울 종로구' });
    expect(exported.file_name).toMatch(/^geungeo-zoning-rules-\d{8}\.csv$/);
    expect(exported.csv.startsWith('\uFEFFjurisdiction,zone_district,bcr_max,far_min,far_max,law_name,article,source,page\r\n')).toBe(true);
    expect(exported.csv).toContain('서울특별시 종로구,제2종일반주거지역,60,,180,서울특별시 종로구 도시계획 조례,제10조,zoning:bad.csv,');
    const again = await call<{ rows: unknown[]; errors: unknown[] }>('rules.preview', { csv: exported.csv, file_name: 'exported.csv', table: 'zoning' });
    expect(again.errors).toEqual([]);
    expect(again.rows).toHaveLength(exported.rows);
  });

  it('puts the thresholds back to the seeds’ defaults, one group or both', async () => {
    await call('settings.update', { verification: { passThreshold: 80 }, understanding: { temperature: 0.2 } });
    expect(await call('settings.reset', { group: 'verification' })).toMatchObject({ verification: { passThreshold: 70 }, understanding: { temperature: 0.2 } });
    expect(await call('settings.reset')).toMatchObject({ verification: { passThreshold: 70, retryThreshold: 50, maxAttempts: 3 }, understanding: { temperature: 0.1, thresholdA: 0.1, thresholdB: 0.05, maxClarifyRetry: 3 } });
  });

  it('tests a connection before saving: the models a server lists, or the exact failure', async () => {
    const ok = await call<{ ok: boolean; models: string[]; model_listed: boolean }>('llm.test', { settings: { provider: 'ollama', baseURL: llm.baseURL } });
    expect(ok).toMatchObject({ ok: true, models: ['qwen2.5:7b', 'scripted-model'], model_listed: true, error: null });
    const other = await call('llm.test', { settings: { provider: 'custom', baseURL: llm.baseURL, model: 'not-there' } });
    expect(other).toMatchObject({ ok: true, model_listed: false });
    // Nothing was stored by testing.
    expect(await call('llm.status')).toMatchObject({ settings: null, active: { provider: 'none' } });

    const nobody = await call<{ ok: boolean; error: { message: string; hint?: string } }>('llm.test', { settings: { provider: 'custom', baseURL: 'http://127.0.0.1:9/v1', model: 'm' } });
    expect(nobody.ok).toBe(false);
    expect(nobody.error.message).toMatch(/Cannot reach the LLM server at http:\/\/127\.0\.0\.1:9\/v1/);
    const invalid = await call<{ ok: boolean; error: { code: string } }>('llm.test', { settings: { provider: 'custom' } });
    expect(invalid).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });

  it('reports the database size', async () => {
    const info = await call<{ dbBytes: number }>('app.info');
    expect(info.dbBytes).toBeGreaterThan(10_000);
  });

  it('cancels a batch: the files stored stay whole, the others are reported cancelled and leave nothing', async () => {
    const files = ['주차장법_시행령.pdf', '주차장법_시행규칙.pdf', '건축법_시행규칙.pdf'].map(corpusPdf);
    events.length = 0;
    const running = call<IngestReport>('ingest.run', { paths: files });
    // Cancel as soon as the first file reports progress.
    for (let waited = 0; !events.some(([name]) => name === 'ingest.progress') && waited < 20_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await call('ingest.cancel')).toEqual({ cancelled: 1 });
    const report = await running;
    expect(report.cancelled).toBeGreaterThan(0);
    expect(report.added + report.cancelled).toBe(3);
    const cancelled = report.files.filter((file) => file.status === 'cancelled');
    expect(cancelled[0]!.reason).toMatch(/cancelled/);
    const documents = await call<{ file_name: string; chunks: number }[]>('documents.list');
    expect(documents.map((document) => document.file_name).sort()).toEqual(report.files.filter((file) => file.status === 'added').map((file) => file.file_name).sort());
    for (const document of documents) expect(document.chunks).toBeGreaterThan(0);
    expect(await call('ingest.cancel')).toEqual({ cancelled: 0 });
  });
});
