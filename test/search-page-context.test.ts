// Seed 003's page scoring and seed 002's source-grouped context, on hand-built hits whose numbers are checked
// by hand.
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../src/shared/contract';
import { buildContext } from '../src/main/retrieval/context';
import { scorePages } from '../src/main/retrieval/search-page';

function hit(fields: Partial<SearchHit> & Pick<SearchHit, 'chunk_id' | 'start_page' | 'distance'>): SearchHit {
  return {
    document_id: 1,
    text: `chunk ${fields.chunk_id}`,
    file_hash: 'a'.repeat(64),
    file_name: 'decree.pdf',
    end_page: fields.start_page,
    chunk_index: fields.chunk_id,
    chunk_hash: 'h',
    created_at: '2026-01-01T00:00:00.000Z',
    score: 0.01,
    article: null,
    article_title: null,
    chapter: null,
    law_name: '국토의 계획 및 이용에 관한 법률 시행령',
    law_kind: '시행령',
    effective_date: '2026-03-24',
    promulgation_date: '2026-03-24',
    ...fields,
  };
}

describe('page scoring (seed 003 search_page)', () => {
  it('expands each hit to ±window pages at distance + 0.1 × page distance, and keeps the minimum per page', () => {
    // Hit A on page 5 (distance 0.20), hit B on page 7 (0.25), window 1, document of 7 pages:
    //   p.4: A+1 = 0.30
    //   p.5: A   = 0.20
    //   p.6: min(A+1 = 0.30, B+1 = 0.35) = 0.30, reached by both hits
    //   p.7: min(B = 0.25) = 0.25 (A reaches only ±1, so not p.7); p.8 does not exist.
    const pages = scorePages(
      [hit({ chunk_id: 1, start_page: 5, distance: 0.2 }), hit({ chunk_id: 2, start_page: 7, distance: 0.25 })],
      1,
      () => 7,
    );
    const scores = Object.fromEntries(pages.map((page) => [page.page_number, [Math.round(page.score * 100) / 100, page.chunks.size]]));
    expect(scores).toEqual({ 4: [0.3, 1], 5: [0.2, 1], 6: [0.3, 2], 7: [0.25, 1] });
  });

  it('widens with the window and never leaves the document', () => {
    const pages = scorePages([hit({ chunk_id: 1, start_page: 2, distance: 0.5 })], 3, () => 4);
    expect(pages.map((page) => [page.page_number, Math.round(page.score * 100) / 100])).toEqual([
      [1, 0.6],
      [2, 0.5],
      [3, 0.6],
      [4, 0.7],
    ]);
  });

  it('keeps pages of different files apart', () => {
    const pages = scorePages(
      [hit({ chunk_id: 1, start_page: 3, distance: 0.1 }), hit({ chunk_id: 2, start_page: 3, distance: 0.4, file_hash: 'b'.repeat(64), file_name: 'law.pdf', document_id: 2 })],
      0,
      () => 10,
    );
    expect(pages.map((page) => [page.file_name, page.page_number, page.score])).toEqual([
      ['decree.pdf', 3, 0.1],
      ['law.pdf', 3, 0.4],
    ]);
  });
});

describe('context builder (seed 002, grouped by source)', () => {
  const hits: SearchHit[] = [
    hit({ chunk_id: 11, chunk_index: 11, start_page: 55, end_page: 56, distance: 0, score: 0.05, article: '제84조', article_title: '용도지역안에서의 건폐율', text: '제84조(용도지역안에서의 건폐율)\n④ 취락지구 : 60퍼센트 이하' }),
    hit({ chunk_id: 30, chunk_index: 30, document_id: 2, file_name: '건축법.pdf', law_name: '건축법', law_kind: '법률', start_page: 12, distance: 0.1, score: 0.03, article: '제55조', article_title: '건축물의 건폐율', text: '제55조(건축물의 건폐율)\n대지면적에 대한 건축면적의 비율의 최대한도는 …' }),
    hit({ chunk_id: 10, chunk_index: 10, start_page: 54, end_page: 55, distance: 0, score: 0.04, article: '제84조', article_title: '용도지역안에서의 건폐율', text: '제84조(용도지역안에서의 건폐율)\n① 건폐율은 다음 각 호의 범위에서 …\n4. 제2종일반주거지역 : 60퍼센트 이하' }),
    hit({ chunk_id: 40, chunk_index: 40, document_id: 3, file_name: '현장메모.md', law_name: null, law_kind: '기타', start_page: 1, distance: 0.3, score: 0.01, text: '현장 확인 메모' }),
  ];

  it('groups by source and article, sorts by source then page, numbers chunks and maps every [n]', () => {
    const context = buildContext(hits);
    expect(context.text).toBe(
      [
        '📄 [출처: 건축법] - 제55조(건축물의 건폐율) p.12',
        '[1] 대지면적에 대한 건축면적의 비율의 최대한도는 …',
        '',
        '---',
        '',
        '📄 [출처: 국토의 계획 및 이용에 관한 법률 시행령] - 제84조(용도지역안에서의 건폐율) p.54–56',
        '[2] ① 건폐율은 다음 각 호의 범위에서 …\n4. 제2종일반주거지역 : 60퍼센트 이하',
        '[3] ④ 취락지구 : 60퍼센트 이하',
        '',
        '---',
        '',
        '📄 [출처: 현장메모.md] p.1',
        '[4] 현장 확인 메모',
      ].join('\n'),
    );
    expect(context.citations.map((c) => [c.n, c.chunk_id, c.law_name, c.article, c.start_page, c.end_page])).toEqual([
      [1, 30, '건축법', '제55조', 12, 12],
      [2, 10, '국토의 계획 및 이용에 관한 법률 시행령', '제84조', 54, 55],
      [3, 11, '국토의 계획 및 이용에 관한 법률 시행령', '제84조', 55, 56],
      [4, 40, null, null, 1, 1],
    ]);
    expect(context.citations[1]!.text).toBe(hits[2]!.text); // the map keeps the whole chunk, heading included
    expect(context).toMatchObject({ no_content: false, dropped: 0 });
  });

  it('drops the lowest-scoring chunks to fit the budget and never cuts one', () => {
    const full = buildContext(hits).text.length;
    const context = buildContext(hits, full - 1);
    expect(context.dropped).toBe(1);
    expect(context.citations.map((c) => c.chunk_id).sort()).toEqual([10, 11, 30]); // the memo (score 0.01) went
    expect(context.text.length).toBeLessThanOrEqual(full - 1);
    for (const citation of context.citations) expect(context.text).toContain(citation.text.split('\n').slice(1).join('\n') || citation.text);

    const tiny = buildContext(hits, 60);
    expect(tiny.text.length).toBeLessThanOrEqual(60);
    expect(tiny.citations).toEqual([]);
    expect(tiny.dropped).toBe(4);
  });

  it('is empty and says so when there is nothing', () => {
    expect(buildContext([])).toEqual({ text: '', citations: [], no_content: true, dropped: 0 });
  });
});
