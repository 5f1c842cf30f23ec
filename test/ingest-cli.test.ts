// `geungeo ingest | documents | embed` as a user runs them, including a kill in the middle of an ingest.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from './helpers/cli';
import { corpusLawsDir, corpusPdfDir, corpusPdfs } from './helpers/corpus';
import { countRows, expectConsistent } from './helpers/db-checks';
import { ANNEX_4_MARKDOWN, encryptedHwpx, hwpxFrom, UNOFFICIAL } from './helpers/hwp-fixtures';
import { useTempDir } from './helpers/temp';
import { ensureTinyModel } from './helpers/tiny-model';

const tempDir = useTempDir();

describe('geungeo ingest / documents / embed', () => {
  it('prints the JSON report, lists documents, and exits 1 when a file failed', () => {
    const folder = tempDir();
    copyFileSync(join(corpusLawsDir, '주차장법', '시행령.md'), join(folder, '주차장법_시행령.md'));
    writeFileSync(join(folder, 'broken.pdf'), '%PDF-1.4 nothing here');
    const db = join(tempDir(), 'cli.db');

    const run = runCli(['ingest', folder, '--db', db, '--json']);
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ added: 1, unchanged: 0, replaced: 0, failed: 1 });
    expect(report.files).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: join(folder, '주차장법_시행령.md'), status: 'added', pages: expect.any(Number), chunks: expect.any(Number), embedded: 0 }),
        expect.objectContaining({ path: join(folder, 'broken.pdf'), status: 'failed', reason: expect.stringMatching(/truncated|not a readable PDF/) }),
      ]),
    );

    const documents = JSON.parse(runCli(['documents', '--db', db, '--json']).stdout);
    expect(documents).toEqual([
      expect.objectContaining({ id: expect.any(Number), file_name: '주차장법_시행령.md', law_name: '주차장법 시행령', law_kind: '시행령', page_count: expect.any(Number), chunks: report.files.find((f: { status: string }) => f.status === 'added').chunks, embedded: 0 }),
    ]);

    const { modelsDir, modelId } = ensureTinyModel();
    const embed = runCli(['embed', '--db', db, '--json'], { GEUNGEO_MODELS_DIR: modelsDir, GEUNGEO_EMBEDDING_MODEL: modelId });
    expect(embed.status).toBe(0);
    expect(JSON.parse(embed.stdout)).toMatchObject({ model: modelId, embedded: documents[0].chunks, pending: 0 });

    const noModel = runCli(['embed', '--db', db]);
    expect(noModel.status).toBe(1);
    expect(noModel.stderr).toMatch(/^geungeo: The embedding model .* was not found/);
  });

  it('ingests an HWPX and refuses an encrypted one, saying why', async () => {
    const folder = tempDir();
    const annex = await hwpxFrom(ANNEX_4_MARKDOWN);
    writeFileSync(join(folder, `별표4${UNOFFICIAL}.hwpx`), annex);
    writeFileSync(join(folder, '암호.hwpx'), await encryptedHwpx(annex));
    const run = runCli(['ingest', folder, '--db', join(tempDir(), 'hwp.db'), '--json']);
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout) as { files: { file_name: string; status: string; chunks: number; problem?: { id: string } }[] };
    // The title line, the annex's own section (its heading and footnote) and its table.
    expect(report.files.find((file) => file.file_name === `별표4${UNOFFICIAL}.hwpx`)).toMatchObject({ status: 'added', chunks: 3 });
    expect(report.files.find((file) => file.file_name === '암호.hwpx')).toMatchObject({ status: 'failed', problem: { id: 'hwp.encrypted' } });
  });

  it('leaves a consistent database when killed mid-ingest, and the next run resumes', async () => {
    const db = join(tempDir(), 'killed.db');
    const child = spawn(process.execPath, [join(repoRoot, 'bin/geungeo.mjs'), 'ingest', corpusPdfDir, '--db', db, '--json', '--no-embed'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // Kill it as soon as the first documents are committed, while the rest are still being read.
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      if (existsSync(db) && committedDocuments(db) >= 1) break;
    }
    child.kill('SIGKILL');
    await exited;
    const afterKill = countRows(db).documents;
    expect(afterKill).toBeGreaterThanOrEqual(1);
    expect(afterKill).toBeLessThan(corpusPdfs().length);
    expectConsistent(db);

    const resume = runCli(['ingest', corpusPdfDir, '--db', db, '--json', '--no-embed']);
    expect(resume.status).toBe(0);
    const report = JSON.parse(resume.stdout);
    expect(report.unchanged).toBe(afterKill);
    expect(report.added).toBe(corpusPdfs().length - afterKill);
    expect(report.failed).toBe(0);
    expectConsistent(db);
  }, 240_000);
});

/** Documents committed so far; 0 while the new database is still being created (its schema not yet committed). */
function committedDocuments(db: string): number {
  try {
    return countRows(db).documents;
  } catch (error) {
    if (/no such table/.test(String(error))) return 0;
    throw error;
  }
}
