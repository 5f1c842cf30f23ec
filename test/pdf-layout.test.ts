import { describe, expect, it } from 'vitest';
import { layoutDocument } from '../src/main/ingest/pdf/layout';
import { visualLines, type VisualLine } from '../src/main/ingest/pdf/visual-lines.mjs';

/** A page of an A4 statute PDF: text box 45–549.6 pt, 10 pt type, 15.7 pt line pitch; footer "n / N". */
function page(number: number, total: number, body: [text: string, x1: number, x0?: number][]): VisualLine[] {
  const lines: VisualLine[] = [{ text: `${number} / ${total}`, x0: 284, x1: 311, y: 22.9, size: 8.5 }];
  body.forEach(([text, x1, x0 = 45], index) => lines.push({ text, x0, x1, y: 780 - index * 15.7, size: 10 }));
  return lines;
}

const FULL = 547; // a line that ran to the right edge

describe('PDF layout', () => {
  const pages = [
    page(1, 3, [
      ['제1조 (목적)', 101],
      // "한" (10 pt) would still have fitted after this line: the break must have been at a space.
      ['이 영은 「국토의 계획 및 이용에 관한 법률」에서 위임된 사항과 그 시행에 관하여 필요한 사항을 규정함을 목적으로', 538],
      ['한다. <개정 2005.9.8>', 140],
      ['1. 교통시설 : 도로ㆍ철도ㆍ항만ㆍ공항ㆍ주차장ㆍ자동차정류장ㆍ궤도ㆍ차량 검사 및 면허시설, 유류저장 및 송유', FULL, 51],
      ['설비', 64],
      ['2. 공간시설 : 광장', 200, 51],
      ['② 제1항에 따른 기반시설중 도로ㆍ자동차정류장 및 광장은 다음 각 호와 같이 세분할 수 있다. <개정 2008.1.8,', 514],
      ['2010.4.29>', 100],
    ]),
    page(2, 3, [['③ 둘째 쪽 본문입니다.', 300], ['마지막 줄', 90]]),
    page(3, 3, [['다음 쪽의 본문입니다.', 200], ['끝', 60], ['또 끝', 60], ['1. 오른쪽 끝까지 이어지는 항목', 548, 51], ['2. 다음 항목', 120, 51], ['3. 마지막 항목', 549, 51]]),
  ];

  it('drops footers with page numbers', () => {
    const { pages: texts } = layoutDocument(pages, 595);
    for (const text of texts) expect(text.text).not.toMatch(/\d+ \/ 3/);
  });

  it('joins wrapped lines, with or without the space the wrap swallowed', () => {
    const { lines } = layoutDocument(pages, 595);
    const texts = lines.map((line) => line.text);
    expect(texts).toContain('이 영은 「국토의 계획 및 이용에 관한 법률」에서 위임된 사항과 그 시행에 관하여 필요한 사항을 규정함을 목적으로 한다. <개정 2005.9.8>');
    expect(texts.some((text) => text.endsWith('유류저장 및 송유설비'))).toBe(true);
    expect(texts.some((text) => text.endsWith('<개정 2008.1.8, 2010.4.29>'))).toBe(true);
  });

  it('keeps headings, items and paragraphs on their own lines, and records where each starts', () => {
    const { lines } = layoutDocument(pages, 595);
    expect(lines.map((line) => line.text.slice(0, 6))).toEqual(
      ['제1조 (목적', '이 영은 「국', '1. 교통시설', '2. 공간시설', '② 제1항에 ', '③ 둘째 쪽 ', '마지막 줄', '다음 쪽의 ', '끝', '또 끝', '1. 오른쪽 ', '2. 다음 항', '3. 마지막 '].map((t) => t.slice(0, 6)),
    );
    expect(lines.find((line) => line.text.startsWith('③'))!.page).toBe(2);
  });

  it('joins a sentence that continues on the next page', () => {
    const { lines } = layoutDocument(
      [
        page(1, 2, [['가 '.repeat(30), 300], ...Array.from({ length: 5 }, () => ['나'.repeat(50), FULL] as [string, number]), ['이 문장은 다음 쪽으로', FULL]]),
        page(2, 2, [['넘어간다.', 100]]),
      ],
      595,
    );
    expect(lines.at(-1)!.text).toMatch(/다음 쪽으로\s?넘어간다\.$/);
    expect(lines.at(-1)!.page).toBe(1);
  });

  it('never joins the lines of a document whose lines do not run to a right margin', () => {
    const short = [1, 2].map((n) => [
      { text: 'Hello world', x0: 50, x1: 104, y: 780, size: 11 },
      { text: `line ${n}`, x0: 50, x1: 90, y: 764, size: 11 },
      { text: 'more text', x0: 50, x1: 100, y: 748, size: 11 },
    ]);
    expect(layoutDocument(short, 595).lines).toHaveLength(6);
  });

  it('removes a running header repeated on most pages, and nothing from the body', () => {
    const withHeader = Array.from({ length: 6 }, (_, i) => [
      { text: '국토의 계획 및 이용에 관한 법률 시행령', x0: 45, x1: 300, y: 810, size: 9 },
      { text: `본문 ${i + 1}쪽 첫 줄`, x0: 45, x1: 200, y: 760, size: 10 },
      { text: '같은 위치의 본문 줄', x0: 45, x1: 200, y: 744, size: 10 },
      { text: `법제처 ${i + 1} 국가법령정보센터`, x0: 45, x1: 300, y: 20, size: 9 },
    ]);
    const { pages: texts } = layoutDocument(withHeader, 595);
    expect(texts[2]!.text).toBe('본문 3쪽 첫 줄\n같은 위치의 본문 줄');
  });
});

describe('visual lines from pdfjs items', () => {
  it('group items by baseline and end-of-line marks', () => {
    const item = (str: string, x: number, y: number, width: number, hasEOL = false) => ({ str, x, y, width, hasEOL, transform: [10, 0, 0, 10, x, y], height: 10 });
    const lines = visualLines([item('①', 45, 600, 9.5), item(' ', 54.5, 600, 4), item('본문', 57.5, 600, 20, true), item('', 45, 580, 0, true), item('1. 항목', 51, 580, 30)]);
    expect(lines.map((line) => [line.text, line.x0, Math.round(line.x1)])).toEqual([
      ['① 본문', 45, 78],
      ['1. 항목', 51, 81],
    ]);
  });
});

describe('the PDF text engines', () => {
  it('the direct reader gives the lines PDFium gives, and leaves other PDFs to PDFium', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { corpusPdfDir } = await import('./helpers/corpus');
    const { textPdf } = await import('./helpers/pdf-fixtures');
    const { extractSimpleText, SimpleTextUnsupported } = await import('../src/main/ingest/pdf/simple-text.mjs');
    const { extractWithPdfium } = await import('../src/main/ingest/pdf/pdfium-text.mjs');
    const data = readFileSync(join(corpusPdfDir, '주차장법_시행령.pdf'));
    const direct = extractSimpleText(data, { onPage: () => {} });
    const pdfium = await extractWithPdfium(data, { onPage: () => {} });
    expect(direct.pageCount).toBe(19);
    expect(direct.title).toBe(pdfium.title);
    const normalize = (pages: VisualLine[][]) => pages.map((lines) => lines.map((line) => line.text.replace(/\s+/g, ' ').normalize('NFC')));
    expect(normalize(direct.pages)).toEqual(normalize(pdfium.pages));
    direct.pages.flat().forEach((line, index) => {
      const other = pdfium.pages.flat()[index]!;
      expect(Math.abs(line.x0 - other.x0) + Math.abs(line.y - other.y) + Math.abs(line.size - other.size)).toBeLessThan(1);
      expect(Math.abs(line.x1 - other.x1)).toBeLessThan(1);
    });
    // pdf-lib writes simple (Helvetica) fonts: not the direct reader's kind.
    expect(() => extractSimpleText(Uint8Array.from(Buffer.from('%PDF-1.7\ngarbage\n%%EOF\n')), { onPage: () => {} })).toThrow(SimpleTextUnsupported);
    const textPdfBytes = await textPdf([['Hello']]);
    expect(() => extractSimpleText(textPdfBytes, { onPage: () => {} })).toThrow(SimpleTextUnsupported);
  }, 60_000);
});
