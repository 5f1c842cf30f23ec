// Every kind of bad input gets its own clear reason, the rest of the batch goes on, and nothing of a failed
// file reaches the database.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestFileResult, IngestReport } from '../src/shared/contract';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { corpusPdfDir } from './helpers/corpus';
import { expectConsistent } from './helpers/db-checks';
import { imageOnlyPdf, longPdf, passwordProtectedPdf } from './helpers/pdf-fixtures';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();

describe('a batch with bad files', () => {
  let core: Geungeo;
  let report: IngestReport;
  let dbPath: string;
  let folder: string;
  const byName = (name: string): IngestFileResult => report.files.find((file) => file.file_name === name || file.path.endsWith(name))!;

  beforeAll(async () => {
    folder = tempDir();
    dbPath = join(tempDir(), 'bad.db');
    const real = readFileSync(join(corpusPdfDir, '주차장법_시행령.pdf'));
    copyFileSync(join(corpusPdfDir, '주차장법_시행령.pdf'), join(folder, '01-good.pdf'));
    writeFileSync(join(folder, '02-corrupt.pdf'), '%PDF-1.7\n' + 'garbage '.repeat(500) + '\n%%EOF\n');
    writeFileSync(join(folder, '03-truncated.pdf'), real.subarray(0, Math.floor(real.length * 0.6)));
    writeFileSync(join(folder, '04-encrypted.pdf'), await passwordProtectedPdf());
    writeFileSync(join(folder, '05-scanned.pdf'), await imageOnlyPdf(3));
    writeFileSync(join(folder, '06-empty.pdf'), '');
    writeFileSync(join(folder, '07-thousand-pages.pdf'), await longPdf(1000));
    writeFileSync(join(folder, '08-memo.md'), '# 메모\n\n제2종일반주거지역 현장 확인 결과를 적는다.\n');
    writeFileSync(join(folder, '09-vanishes.md'), '# 곧 사라질 파일\n\n내용\n');
    mkdirSync(join(folder, 'sub'));
    writeFileSync(join(folder, 'sub', 'ignored.xlsx'), 'spreadsheet'); // inside a folder: not ours, passed over
    // Other things named .pdf, and a decompression bomb: 300 MB of zeros compressed twice into a few hundred bytes.
    writeFileSync(join(folder, '11-archive.pdf'), Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(200)]));
    writeFileSync(join(folder, '12-page.pdf'), '<!DOCTYPE html><html><body>법령 본문</body></html>');
    writeFileSync(join(folder, '13-image.pdf'), Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]));
    const bomb = deflateSync(deflateSync(Buffer.alloc(300 * 2 ** 20), { level: 9 }), { level: 9 });
    writeFileSync(
      join(folder, '14-bomb.pdf'),
      Buffer.concat([Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Length ${bomb.length} /Filter [/FlateDecode /FlateDecode] >>\nstream\n`, 'latin1'), bomb, Buffer.from('\nendstream\nendobj\ntrailer\n<< >>\n%%EOF\n', 'latin1')]),
    );
    const unsupported = join(tempDir(), '10-notes.docx');
    writeFileSync(unsupported, 'word file');

    // One file at a time, so the file that vanishes is deleted after the batch was planned and before it is read.
    core = createGeungeo({ dbPath, pdfWorkers: 1 });
    report = await core.ingest([folder, unsupported, join(folder, 'no-such-file.pdf')], {
      embed: false,
      onProgress: (event) => {
        if (event.file === '08-memo.md' && event.stage === 'done') rmSync(join(folder, '09-vanishes.md'));
      },
    });
  }, 180_000);
  afterAll(() => core.close());

  it('gives each bad file its own clear reason', () => {
    expect(byName('02-corrupt.pdf')).toMatchObject({ status: 'failed', reason: expect.stringMatching(/not a readable PDF/) });
    expect(byName('03-truncated.pdf')).toMatchObject({ status: 'failed', reason: expect.stringMatching(/truncated/) });
    expect(byName('04-encrypted.pdf')).toMatchObject({ status: 'failed', reason: expect.stringMatching(/password-protected/) });
    expect(byName('05-scanned.pdf')).toMatchObject({ status: 'failed', reason: expect.stringMatching(/no text layer.*OCR is not supported yet/) });
    expect(byName('06-empty.pdf')).toMatchObject({ status: 'failed', reason: 'the file is empty (0 bytes)' });
    expect(byName('09-vanishes.md')).toMatchObject({ status: 'failed', reason: 'the file disappeared before it could be read' });
    expect(byName('10-notes.docx')).toMatchObject({ status: 'failed', reason: expect.stringMatching(/unsupported file type "\.docx"/) });
    expect(byName('no-such-file.pdf')).toMatchObject({ status: 'failed', reason: 'no such file or folder' });
    expect(byName('11-archive.pdf')).toMatchObject({ status: 'failed', reason: expect.stringMatching(/not a PDF: the file is a ZIP archive/) });
    expect(byName('12-page.pdf')).toMatchObject({ status: 'failed', reason: expect.stringMatching(/not a PDF: the file is an HTML web page/) });
    expect(byName('13-image.pdf')).toMatchObject({ status: 'failed', reason: expect.stringMatching(/not a PDF: the file is a PNG image/) });
    expect(byName('14-bomb.pdf')).toMatchObject({ status: 'failed', reason: expect.stringMatching(/expands beyond 256 MB/) });
    expect(report.files.some((file) => file.path.endsWith('ignored.xlsx'))).toBe(false);
  });

  it('ingests the good files of the same batch, a 1,000-page PDF among them', () => {
    expect(byName('01-good.pdf')).toMatchObject({ status: 'added', pages: 19 });
    expect(byName('07-thousand-pages.pdf')).toMatchObject({ status: 'added', pages: 1000 });
    expect(byName('08-memo.md')).toMatchObject({ status: 'added', pages: 1 });
    expect(report).toMatchObject({ added: 3, failed: 12 });
  });

  it('leaves no trace of a failed file in the database', () => {
    const names = core.store.documents.list().map((document) => document.file_name).sort();
    expect(names).toEqual(['01-good.pdf', '07-thousand-pages.pdf', '08-memo.md']);
    expect(core.store.documents.stats().pages).toBe(19 + 1000 + 1);
    expectConsistent(dbPath);
  });
});

describe('a text layer that cannot be read', () => {
  it('is refused, not stored as mojibake, when its fonts lost their Unicode maps', async () => {
    const { pdfDocument } = await import('../src/main/ingest/pdf/parse-pdf');
    const line = (text: string, y: number) => ({ text, x0: 50, x1: 400, y, size: 10 });
    const garbled = { pageCount: 1, pageWidth: 595, title: null, pages: [[line('\ue012\ue0a3\ue044 \ue101\ue0ff\ue033 \u0003\u0011\u0004\u0007', 700), line('\ue012\ue0a3\ue044\ue101\ue0ff\ue033\ue012\ue0a3 제1조', 680)]] };
    expect(() => pdfDocument(garbled)).toThrow(/the text cannot be read \(fonts without Unicode maps\)/);
    const readable = { ...garbled, pages: [[line('제1조(목적) 이 법은 건축물의 대지·구조·설비 기준을 정한다.', 700)]] };
    expect(pdfDocument(readable).pages[0]!.text).toContain('제1조(목적)');
  });
});
