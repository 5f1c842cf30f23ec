// Ingests the real corpus — nine statutes as PDFs and as Markdown — and checks the result against independent
// readings of the same files (poppler's pdfinfo and pdftotext).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestReport } from '../src/shared/contract';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { corpusLawsDir, corpusPdfDir, corpusPdfs, decreePdf, pdfinfoPages, pdftotextPage } from './helpers/corpus';
import { requireTool } from './helpers/system-tools';

const poppler = requireTool('pdftotext', 'install poppler (Debian/Ubuntu: apt install poppler-utils; macOS: brew install poppler)') && requireTool('pdfinfo', 'install poppler');
import { expectConsistent } from './helpers/db-checks';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const DECREE = '국토의 계획 및 이용에 관한 법률 시행령';

interface ChunkRow {
  article: string | null;
  article_title: string | null;
  start_page: number;
  end_page: number;
  text: string;
  chapter: string | null;
}

function chunksOf(core: Geungeo, lawName: string, article: string): ChunkRow[] {
  return core.store.db
    .prepare(
      `SELECT c.article, c.article_title, c.start_page, c.end_page, c.text, c.chapter FROM chunks c
       JOIN documents d ON d.id = c.document_id WHERE d.law_name = ? AND c.article = ? ORDER BY c.chunk_index`,
    )
    .all(lawName, article) as ChunkRow[];
}

describe('ingesting the corpus PDFs', () => {
  let core: Geungeo;
  let report: IngestReport;
  let dbPath: string;

  beforeAll(async () => {
    dbPath = join(tempDir(), 'pdf.db');
    core = createGeungeo({ dbPath });
    report = await core.ingest([corpusPdfDir], { embed: false });
  }, 180_000);
  afterAll(() => core.close());

  it.runIf(poppler)('adds every PDF, with the law name and kind from its first page and the page count pdfinfo reads', () => {
    expect(report.failed).toBe(0);
    expect(report.added).toBe(corpusPdfs().length);
    const documents = core.store.documents.list();
    for (const file of corpusPdfs()) {
      const document = documents.find((d) => d.file_name === file)!;
      expect(document.page_count, file).toBe(pdfinfoPages(join(corpusPdfDir, file)));
      expect(document.bytes, file).toBe(statSync(join(corpusPdfDir, file)).size);
      expect(document.chunks, file).toBeGreaterThan(50);
    }
    expect(documents.find((d) => d.file_name === '국토의계획및이용에관한법률_시행령.pdf')).toMatchObject({
      law_name: DECREE,
      law_kind: '시행령',
      effective_date: '2026-03-24',
    });
    expect(documents.find((d) => d.file_name === '건축물의피난ㆍ방화구조등의기준에관한규칙_국토교통부령.pdf')?.law_kind).toBe('시행규칙');
    expect(documents.find((d) => d.file_name === '주차장법_법률.pdf')?.law_kind).toBe('법률');
  });

  it.runIf(poppler)('puts 제84조 in chunks with its article, title and items, on the pages where pdftotext finds it', () => {
    const chunks = chunksOf(core, DECREE, '제84조');
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      expect(chunk.article_title).toBe('용도지역안에서의 건폐율');
      expect(chunk.text.startsWith('제84조(용도지역안에서의 건폐율)\n')).toBe(true);
      expect(chunk.chapter).toMatch(/^제6장 /);
    }
    const first = chunks.find((chunk) => chunk.text.includes('1. 제1종전용주거지역 : 50퍼센트 이하'))!;
    expect(first).toBeDefined();
    expect(first.text).toContain('21. 자연환경보전지역 : 20퍼센트 이하');

    // Independent reading: the heading and the last item of ① are on these pages according to pdftotext.
    const headingPage = first.start_page;
    const lastItemPage = first.end_page;
    expect(pdftotextPage(decreePdf, headingPage)).toMatch(/제84조 \(용도지역안에서의 건폐율\)/);
    expect(pdftotextPage(decreePdf, lastItemPage)).toMatch(/21\. 자연환경보전지역 : 20퍼센트 이하/);
    if (headingPage !== lastItemPage) expect(pdftotextPage(decreePdf, headingPage)).not.toMatch(/21\. 자연환경보전지역/);
  });

  it('keeps each page’s own text under its real page number, without the page footer', () => {
    const page = core.store.db
      .prepare(`SELECT p.text FROM pages p JOIN documents d ON d.id = p.document_id WHERE d.law_name = ? AND p.page_number = ?`)
      .get(DECREE, chunksOf(core, DECREE, '제84조')[0]!.start_page) as { text: string };
    expect(page.text).toContain('제84조 (용도지역안에서의 건폐율)');
    expect(page.text).not.toMatch(/^\d+ \/ 140$/m);
  });

  it('reports every file unchanged on a second run, and changes nothing', async () => {
    const before = core.store.documents.stats();
    const again = await core.ingest([corpusPdfDir], { embed: false });
    expect(again.unchanged).toBe(corpusPdfs().length);
    expect(again.added + again.replaced + again.failed).toBe(0);
    expect(core.store.documents.stats()).toEqual(before);
    expectConsistent(dbPath);
  });
});

describe('ingesting the corpus Markdown', () => {
  let core: Geungeo;
  let report: IngestReport;

  beforeAll(async () => {
    core = createGeungeo({ dbPath: join(tempDir(), 'md.db') });
    report = await core.ingest([corpusLawsDir], { embed: false });
  }, 120_000);
  afterAll(() => core.close());

  it('takes law metadata from the front matter and names files by their path in the folder', () => {
    expect(report.failed).toBe(0);
    const documents = core.store.documents.list();
    expect(documents).toHaveLength(9);
    // Three files are called 시행령.md: each keeps its folder in its name, and none replaces another.
    expect(documents.filter((d) => d.file_name.endsWith('/시행령.md')).map((d) => d.law_name).sort()).toEqual([
      '건축법 시행령',
      DECREE,
      '주차장법 시행령',
    ]);
    const row = core.store.db
      .prepare(`SELECT law_type, promulgation_number, promulgation_date, effective_date, format FROM documents WHERE law_name = ?`)
      .get('건축법') as Record<string, string>;
    expect(row).toEqual({ law_type: '법률', promulgation_number: '21901', promulgation_date: '2026-09-08', effective_date: '2027-09-09', format: 'markdown' });
  });

  it('never indexes the front matter', () => {
    const hits = core.store.db.prepare(`SELECT count(*) AS n FROM chunks_fts WHERE chunks_fts MATCH ?`).get('"flDownload"') as { n: number };
    expect(hits.n).toBe(0);
  });

  it('chunks 제84조 exactly as from the PDF, with virtual pages', async () => {
    const fromMarkdown = chunksOf(core, DECREE, '제84조');
    const pdfCore = createGeungeo({ dbPath: join(tempDir(), 'one-pdf.db') });
    await pdfCore.ingest([decreePdf], { embed: false });
    const fromPdf = chunksOf(pdfCore, DECREE, '제84조');
    await pdfCore.close();
    // The PDF was rendered from this Markdown: the text extracted from it must give the same first chunk.
    expect(fromMarkdown[0]!.text).toBe(fromPdf[0]!.text);
    expect(fromMarkdown[0]!.start_page).toBeGreaterThan(1);
  });
});
