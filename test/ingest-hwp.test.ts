// HWP and HWPX files ingest like PDFs: article structure, metadata, dedup and replacement; their tables stay tables
// (table chunks that name each cell's column, the structure stored with each row's page); the page view draws a
// page where the file has real pages; and a file that is encrypted, DRM'd, damaged or not an HWP at all fails
// with its reason and leaves nothing stored. Every file here is built by the test (helpers/hwp-fixtures.ts).
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { createTableReader } from '../src/main/store/document-tables';
import {
  ANNEX_4_MARKDOWN,
  decreeMarkdown,
  encryptedHwpx,
  HWP5_FLAGS,
  hwp5Container,
  hwpxFrom,
  PARKING_MARKDOWN,
  UNOFFICIAL,
  withLayout,
  writeFixture,
} from './helpers/hwp-fixtures';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();

interface ChunkRow {
  id: number;
  text: string;
  article: string | null;
  start_page: number;
  table_id: number | null;
  first_row: number | null;
  last_row: number | null;
}

describe('HWP/HWPX ingestion', () => {
  let core: Geungeo;
  let dir: string;
  const chunksOf = (documentId: number) =>
    core.store.db.prepare('SELECT id, text, article, start_page, table_id, first_row, last_row FROM chunks WHERE document_id = ? ORDER BY chunk_index').all(documentId) as ChunkRow[];
  const documentRow = (id: number) => core.store.db.prepare('SELECT format, page_basis, page_count, law_name FROM documents WHERE id = ?').get(id) as { format: string; page_basis: string; page_count: number; law_name: string | null };

  beforeAll(() => {
    dir = tempDir();
    core = createGeungeo({ dbPath: join(dir, 'lib.db'), modelsDir: [], env: {} });
  });
  afterAll(async () => core.close());

  it('keeps an annex table as a table: merged cells resolved, a two-level header, the note row, each row with its page', async () => {
    const path = writeFixture(dir, `국토계획법시행령_별표4${UNOFFICIAL}.hwpx`, await hwpxFrom(ANNEX_4_MARKDOWN));
    const report = await core.ingest([path], { embed: false });
    const [file] = report.files;
    expect(file).toMatchObject({ status: 'added', pages: 1 });
    const id = file!.document_id!;
    expect(documentRow(id)).toMatchObject({ format: 'hwpx', page_basis: 'virtual' });

    const [table] = createTableReader(core.store.db).forDocument(id);
    expect(table!.caption).toBe('[별표 4] 제2종전용주거지역안에서 건축할 수 있는 건축물(제71조제1항제2호 관련)');
    const { structure } = table!;
    expect(structure.header).toEqual(['구분', '호', '건축물 > 용도', '건축물 > 조건']);
    expect(structure.headerRows).toBe(2);
    // The row header spans three rows: every one of them knows it.
    expect(structure.rows.slice(2, 5).map((row) => row.cells[0])).toEqual(['건축할 수 있는 건축물', '건축할 수 있는 건축물', '건축할 수 있는 건축물']);
    expect(structure.rows[4]!.cells).toEqual(['건축할 수 있는 건축물', '다', '제1종 근린생활시설', '바닥면적 합계 1천제곱미터 미만']);
    expect(structure.rows.at(-1)).toMatchObject({ note: true, cells: expect.arrayContaining(['비고: 이 표는 시험용 예시이며 법령 원문이 아니다.']) });
    expect(structure.spans).toContainEqual({ row: 2, col: 0, rowSpan: 3, colSpan: 1 });
    expect(structure.rows.every((row) => row.page === 1)).toBe(true);

    // The table chunk repeats caption and header, names each cell's column, and points at the rows it holds.
    const tableChunks = chunksOf(id).filter((chunk) => chunk.table_id === table!.id);
    expect(tableChunks).toHaveLength(1);
    expect(tableChunks[0]).toMatchObject({ first_row: 2, last_row: 7, start_page: 1 });
    expect(tableChunks[0]!.text).toContain('구분 | 호 | 건축물 > 용도 | 건축물 > 조건');
    expect(tableChunks[0]!.text).toContain('구분: 건축할 수 있는 건축물 | 호: 다 | 건축물 > 용도: 제1종 근린생활시설 | 건축물 > 조건: 바닥면적 합계 1천제곱미터 미만');
    // The footnote condition under the table is text, in a chunk of its own.
    expect(chunksOf(id).some((chunk) => chunk.table_id === null && chunk.text.includes('주1) 바닥면적의 합계가 500제곱미터 이하인 것에 한정한다.'))).toBe(true);

    // Lexical search finds a cell, and the hit is the table chunk.
    const found = await core.search('노유자시설');
    expect(found.hits[0]?.text).toContain('건축물 > 용도: 노유자시설 | 건축물 > 조건: 주1)');
    // The page's text holds the same row lines (so the page view can mark a cited row).
    expect(core.documents.page(id, 1).text).toContain('호: 나 | 건축물 > 용도: 노유자시설');
  });

  it('reads a parking annex whose threshold cell spans two rows, and a table that fills several chunks keeps its header in each', async () => {
    const many = PARKING_MARKDOWN.replace(
      '<tr><td colspan="3">비고',
      Array.from({ length: 40 }, (_, i) => `<tr><td>${i + 5}. 시험용 시설물 ${i + 5}호 (예시)</td><td>시설면적 ${300 + i}제곱미터당</td><td>1대</td></tr>`).join('\n') + '\n<tr><td colspan="3">비고',
    );
    const path = writeFixture(dir, `주차장법시행령_별표1${UNOFFICIAL}.hwpx`, await hwpxFrom(many));
    const [file] = (await core.ingest([path], { embed: false })).files;
    const [table] = createTableReader(core.store.db).forDocument(file!.document_id!);
    expect(table!.structure.rows[5]!.cells).toEqual(['4. 숙박시설', '시설면적 200제곱미터당', '1대']);
    const pieces = chunksOf(file!.document_id!).filter((chunk) => chunk.table_id === table!.id);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) {
      expect(piece.text).toContain('[별표 1] 부설주차장의 설치대상 시설물 종류 및 설치기준(제6조제1항 관련)');
      expect(piece.text).toContain('시설물 | 설치기준 > 기준 면적 | 설치기준 > 대수');
      expect(piece.text.length).toBeLessThanOrEqual(1400);
    }
    // The pieces cover the data rows once each, in order.
    expect(pieces[0]!.first_row).toBe(2);
    for (let i = 1; i < pieces.length; i++) expect(pieces[i]!.first_row).toBe(pieces[i - 1]!.last_row! + 1);
    expect(pieces.at(-1)!.last_row).toBe(table!.structure.rows.length - 1);
  });

  it('reads a decree with its layout: real pages, articles, a table chunk under its article, drawn as sanitized SVG', async () => {
    const bytes = await withLayout(await hwpxFrom(decreeMarkdown('첫판')), [5]);
    const path = writeFixture(dir, `시험시행령${UNOFFICIAL}.hwpx`, bytes);
    const [file] = (await core.ingest([path], { embed: false })).files;
    expect(file).toMatchObject({ status: 'added', pages: 2 });
    const id = file!.document_id!;
    expect(documentRow(id)).toMatchObject({ format: 'hwpx', page_basis: 'file', page_count: 2 });
    const chunks = chunksOf(id);
    expect(chunks.map((chunk) => chunk.article)).toEqual([null, '제1조', '제2조', '제3조', '제3조', '제4조']);
    expect(chunks.find((chunk) => chunk.article === '제2조')!.text).toContain('① 이 영에서 사용하는 용어의 뜻은 다음과 같다.\n1. "부설주차장"이란');
    const tableChunk = chunks.find((chunk) => chunk.table_id !== null)!;
    expect(tableChunk).toMatchObject({ article: '제3조', start_page: 2, first_row: 1, last_row: 2 });
    expect(tableChunk.text).toMatch(/^제3조\(설치기준\)\n/);

    const drawing = await core.documents.drawing(id, 2);
    expect(drawing.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(drawing.svg).toContain('숙박시설');
    expect(drawing.svg).not.toMatch(/<script|<foreignObject|\son[a-z]+=|javascript:/i);
    // A document whose pages are virtual is shown as text.
    const annex = core.store.db.prepare(`SELECT id FROM documents WHERE page_basis = 'virtual' AND format = 'hwpx' LIMIT 1`).get() as { id: number };
    expect(await core.documents.drawing(annex.id, 1)).toEqual({ page: 1, svg: null });
  });

  it('dedups by content and replaces an older version of the same file, its tables with it', async () => {
    const first = writeFixture(dir, `개정시행령${UNOFFICIAL}.hwpx`, await hwpxFrom(decreeMarkdown('첫판')));
    const added = (await core.ingest([first], { embed: false })).files[0]!;
    expect(added.status).toBe('added');
    expect((await core.ingest([first], { embed: false })).files[0]).toMatchObject({ status: 'unchanged', document_id: added.document_id });

    writeFixture(dir, `개정시행령${UNOFFICIAL}.hwpx`, await hwpxFrom(decreeMarkdown('둘째판')));
    const replaced = (await core.ingest([first], { embed: false })).files[0]!;
    expect(replaced.status).toBe('replaced');
    const tables = createTableReader(core.store.db);
    expect(tables.forDocument(added.document_id!)).toEqual([]);
    expect(tables.forDocument(replaced.document_id!)).toHaveLength(1);
    expect(core.store.db.prepare('SELECT count(*) AS n FROM chunks WHERE document_id = ?').get(added.document_id!)).toEqual({ n: 0 });
  });
});

describe('HWP/HWPX files that cannot be read', () => {
  let core: Geungeo;
  let dir: string;
  beforeAll(() => {
    dir = tempDir();
    core = createGeungeo({ dbPath: join(dir, 'refused.db'), modelsDir: [], env: {} });
  });
  afterAll(async () => core.close());

  const stored = () => core.store.db.prepare('SELECT (SELECT count(*) FROM documents) AS documents, (SELECT count(*) FROM chunks) AS chunks, (SELECT count(*) FROM document_tables) AS tables').get();

  it('fail with their reason and leave nothing stored', async () => {
    const decree = await hwpxFrom(decreeMarkdown('첫판'));
    const files = [
      writeFixture(dir, '암호.hwpx', await encryptedHwpx(decree)),
      writeFixture(dir, '잘린.hwpx', decree.subarray(0, Math.floor(decree.length * 0.6))),
      writeFixture(dir, '암호.hwp', hwp5Container(HWP5_FLAGS.compressed | HWP5_FLAGS.encrypted)),
      writeFixture(dir, '문서보안.hwp', hwp5Container(HWP5_FLAGS.drm)),
      writeFixture(dir, '손상.hwp', hwp5Container(0)),
      writeFixture(dir, '사실은PDF.hwpx', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n')),
      writeFixture(dir, '보안래퍼.hwp', Buffer.concat([Buffer.from('SCDSA002'), Buffer.alloc(600, 7)])),
      writeFixture(dir, '빈.hwpx', Buffer.alloc(0)),
    ];
    const report = await core.ingest(files, { embed: false });
    const problem = (name: string) => report.files.find((file) => file.file_name === name);
    expect(problem('암호.hwpx')).toMatchObject({ status: 'failed', problem: { id: 'hwp.encrypted' }, reason: expect.stringMatching(/password-protected/) });
    expect(problem('잘린.hwpx')).toMatchObject({ status: 'failed', problem: { id: 'hwp.damaged' } });
    expect(problem('암호.hwp')).toMatchObject({ status: 'failed', problem: { id: 'hwp.encrypted' } });
    expect(problem('문서보안.hwp')).toMatchObject({ status: 'failed', problem: { id: 'hwp.drm' } });
    expect(problem('손상.hwp')).toMatchObject({ status: 'failed', problem: { id: 'hwp.damaged', partial: false } });
    expect(problem('사실은PDF.hwpx')).toMatchObject({ status: 'failed', problem: { id: 'hwp.not-hwp', looksLike: 'pdf' } });
    expect(problem('보안래퍼.hwp')).toMatchObject({ status: 'failed', problem: { id: 'hwp.drm' } });
    expect(problem('빈.hwpx')).toMatchObject({ status: 'failed', problem: { id: 'file.empty' } });
    expect(stored()).toEqual({ documents: 0, chunks: 0, tables: 0 });
  });
});
