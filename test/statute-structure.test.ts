import { describe, expect, it } from 'vitest';
import { blockStart, isAddendaHeading, isItem, isSubItem, parseArticleHeading, parsePartHeading } from '../src/main/ingest/structure/markers';
import { readStatute } from '../src/main/ingest/structure/statute';
import { chunkDocument, chunkHash, MAX_CHUNK_CHARS } from '../src/main/ingest/structure/chunker';
import { paragraphNumber } from '../src/main/text/circled';
import type { SourceLine } from '../src/main/ingest/types';

const lines = (texts: string[], page = 1): SourceLine[] => texts.map((text) => ({ text, page }));

describe('statute markers', () => {
  it('read article headings with titles, 의-branches and bodies on the same line', () => {
    expect(parseArticleHeading('제84조 (용도지역안에서의 건폐율)')).toEqual({ label: '제84조', number: 84, branch: null, title: '용도지역안에서의 건폐율', rest: '' });
    expect(parseArticleHeading('제84조의2(생산녹지지역 등에서 기존 공장의 건폐율)')).toMatchObject({ label: '제84조의2', branch: 2 });
    expect(parseArticleHeading('제84조의3')).toMatchObject({ label: '제84조의3', title: null, rest: '' });
    expect(parseArticleHeading('제1조 (시행일) 이 영은 2003년 1월 1일부터 시행한다.')).toMatchObject({ title: '시행일', rest: '이 영은 2003년 1월 1일부터 시행한다.' });
    expect(parseArticleHeading('제8조 삭제 <2009.7.7>')).toMatchObject({ label: '제8조', rest: '삭제 <2009.7.7>' });
  });

  it('do not take cross-references at the start of a line for headings', () => {
    expect(parseArticleHeading('제84조제1항에 따른 건폐율')).toBeNull();
    expect(parseArticleHeading('제84조(용도지역안에서의 건폐율)에 따른 비율')).toBeNull();
    expect(parseArticleHeading('제84조에도 불구하고')).toBeNull();
  });

  it('read parts, 부칙, paragraphs, items and sub-items', () => {
    expect(parsePartHeading('제1절 도시ㆍ군관리계획의 수립절차 <개정 2012.4.10>')).toEqual({ kind: '절', label: '제1절 도시ㆍ군관리계획의 수립절차' });
    expect(parsePartHeading('제6장에 따른')).toBeNull();
    expect(isAddendaHeading('부칙 <제17816호,2002.12.26>')).toBe(true);
    expect(isAddendaHeading('부칙(관광진흥법 시행령) <제35716호,2025.8.26>')).toBe(true);
    expect(isAddendaHeading('부칙에 따라 시행한다')).toBe(false);
    expect(paragraphNumber('⑫ 본문')).toBe(12);
    expect(isItem('10의2. 자연녹지지역')).toBe(true);
    expect(isSubItem('가. 일반도로')).toBe(true);
    expect(isSubItem('한다. <개정 2005.9.8>')).toBe(false);
    expect(blockStart('① 본문')).toBe('heading');
    expect(blockStart('다. <개정 2019.8.6>')).toBe('list');
    expect(blockStart('말한다.')).toBeNull();
  });
});

describe('statute structure', () => {
  it('follows 장/절, articles and 부칙, and rejects out-of-order article lines', () => {
    const { sections, articleCount } = readStatute(
      lines([
        '국토의 계획 및 이용에 관한 법률 시행령',
        '제1장 총칙',
        '제1조 (목적)',
        '이 영은 …을 목적으로 한다.',
        '제2조 (기반시설)',
        '① 다음 각 호의 시설을 말한다.',
        '제1조에 따른 목적은', // a wrapped reference: number goes back, so not a heading
        '제2장 광역도시계획',
        '제1절 수립',
        '제3조 (광역시설)',
        '부칙',
        '부칙 <제17816호,2002.12.26>',
        '제1조 (시행일) 이 영은 2003년 1월 1일부터 시행한다.',
      ]),
    );
    expect(articleCount).toBe(4);
    expect(sections.map((s) => [s.article, s.chapter])).toEqual([
      [null, null],
      ['제1조', '제1장 총칙'],
      ['제2조', '제1장 총칙'],
      ['제3조', '제2장 광역도시계획 > 제1절 수립'],
      ['부칙 제1조', '부칙 <제17816호,2002.12.26>'],
    ]);
    expect(sections[2]!.lines.map((l) => l.text)).toEqual(['① 다음 각 호의 시설을 말한다.', '제1조에 따른 목적은']);
    expect(sections[4]!.lines.map((l) => l.text)).toEqual(['이 영은 2003년 1월 1일부터 시행한다.']);
  });
});

describe('chunker', () => {
  const longArticle = [
    '제1조 (목적)',
    '이 영은 목적을 정한다.',
    '제84조 (용도지역안에서의 건폐율)',
    '① 법 제77조에 따른 건폐율은 다음 각 호의 범위에서 조례가 정하는 비율 이하로 한다.',
    ...Array.from({ length: 21 }, (_, i) => `${i + 1}. ${'가'.repeat(20)}지역 : ${i + 1}0퍼센트 이하`),
    `② ${'나'.repeat(700)}`,
    `③ 다음 각 호의 건축물의 건폐율은 다음 각 호의 비율을 초과할 수 없다.`,
    ...Array.from({ length: 12 }, (_, i) => `${i + 1}. ${'다'.repeat(150)} 건축물`),
    '제85조 (용도지역 안에서의 용적률)',
    '① 용적률은 조례로 정한다.',
  ];

  it('keeps every chunk within the size limit and every article in its own chunks', () => {
    const chunks = chunkDocument(lines(longArticle));
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(MAX_CHUNK_CHARS);
    const articles = chunks.map((c) => c.article);
    expect(articles[0]).toBe('제1조');
    expect(articles.at(-1)).toBe('제85조');
    expect(articles.slice(1, -1).length).toBeGreaterThanOrEqual(3);
    expect(new Set(articles.slice(1, -1))).toEqual(new Set(['제84조']));
    expect(chunks.map((c) => c.chunk_index)).toEqual(chunks.map((_, index) => index));
  });

  it('cuts a long article only between paragraphs and items, repeating the heading', () => {
    const chunks = chunkDocument(lines(longArticle)).filter((c) => c.article === '제84조');
    for (const chunk of chunks) {
      expect(chunk.text.startsWith('제84조(용도지역안에서의 건폐율)\n')).toBe(true);
      expect(chunk.article_title).toBe('용도지역안에서의 건폐율');
      const body = chunk.text.split('\n').slice(1);
      // Every line is a whole source line (or the marked context of a continued paragraph).
      for (const line of body) expect(longArticle.includes(line) || line.endsWith('(계속)')).toBe(true);
    }
    // ① with its 21 items fits in one chunk; ③ is cut between items and its lead is carried.
    expect(chunks[0]!.text).toContain('21. ');
    const continued = chunks.filter((c) => c.text.includes('(계속)'));
    expect(continued.length).toBeGreaterThan(0);
    for (const chunk of continued) expect(chunk.text.split('\n')[1]).toMatch(/^③ 다음 각 호의 건축물의 건폐율은/);
  });

  it('records the pages a chunk spans, and hashes its normalized text', () => {
    const source: SourceLine[] = [
      { text: '제1조 (목적)', page: 3 },
      { text: '목적을 정한다.', page: 3 },
      { text: '제2조 (정의)', page: 3 },
      { text: '① 첫째', page: 4 },
      { text: '② 둘째', page: 5 },
    ];
    const chunks = chunkDocument(source);
    expect(chunks.map((c) => [c.article, c.start_page, c.end_page])).toEqual([
      ['제1조', 3, 3],
      ['제2조', 3, 5],
    ]);
    expect(chunks[0]!.chunk_hash).toBe(chunkHash('제1조(목적)\n목적을   정한다.'));
    expect(chunks[0]!.chunk_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('falls back to headings and paragraphs for documents that are not statutes', () => {
    const memo: SourceLine[] = [
      { text: '현장 점검 메모', page: 1, level: 1 },
      { text: '첫 문단입니다.', page: 1 },
      { text: '같은 문단의 다음 줄.', page: 1 },
      { text: '둘째 문단.', page: 1, gapBefore: true },
      { text: '주차 관련', page: 2, level: 2 },
      { text: '주차장 확인.', page: 2 },
    ];
    const chunks = chunkDocument(memo);
    expect(chunks.map((c) => [c.article, c.article_title, c.text])).toEqual([
      [null, '현장 점검 메모', '현장 점검 메모\n첫 문단입니다.\n같은 문단의 다음 줄.\n둘째 문단.'],
      [null, '주차 관련', '주차 관련\n주차장 확인.'],
    ]);
  });

  it('splits a single overlong line at sentence ends', () => {
    const sentence = '이것은 매우 긴 문장입니다. ';
    const chunks = chunkDocument(lines(['제1조 (긴 조문)', sentence.repeat(200).trim(), '제2조 (짧은 조문)', '끝.']));
    const first = chunks.filter((c) => c.article === '제1조');
    expect(first.length).toBeGreaterThan(1);
    for (const chunk of first) {
      expect(chunk.text.length).toBeLessThanOrEqual(MAX_CHUNK_CHARS);
      expect(chunk.text.split('\n')[1]).toMatch(/^이것은/);
    }
  });
});
