// `geungeo search | context` as a user runs them, on the run's ingested corpus.
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli';
import { corpusDbCopy } from './helpers/corpus-db';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const DECREE = '국토의 계획 및 이용에 관한 법률 시행령';

describe('geungeo search / context', () => {
  it('search --json has the decree’s 제84조 first for "제2종일반주거지역 건폐율"', () => {
    const db = corpusDbCopy(tempDir());
    const run = runCli(['search', '제2종일반주거지역 건폐율', '--db', db, '--json']);
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.no_content).toBe(false);
    expect(result.hits[0]).toMatchObject({ law_name: DECREE, article: '제84조', article_title: '용도지역안에서의 건폐율' });
    for (const field of ['text', 'file_hash', 'file_name', 'start_page', 'end_page', 'chunk_index', 'chunk_hash', 'distance', 'created_at', 'score', 'law_kind']) {
      expect(result.hits[0]).toHaveProperty(field);
    }

    const filtered = JSON.parse(runCli(['search', '건폐율', '--db', db, '--k', '3', '--law', '건축법', '--json']).stdout);
    expect(filtered.hits).toHaveLength(3);
    expect(filtered.hits.every((hit: { law_name: string }) => hit.law_name === '건축법')).toBe(true);

    const none = JSON.parse(runCli(['search', '파스타 맛있게 삶는 법', '--db', db, '--json']).stdout);
    expect(none).toMatchObject({ no_content: true, hits: [] });
  });

  it('search --pages --json prints the page search object', () => {
    const db = corpusDbCopy(tempDir());
    const result = JSON.parse(runCli(['search', '제2종일반주거지역 건폐율', '--db', db, '--pages', '--window', '1', '--sort', 'page', '--json']).stdout);
    expect(Object.keys(result).sort()).toEqual(['best_page', 'file_names', 'no_content', 'page_scores', 'pages']);
    expect(result.best_page).toMatchObject({ file_name: '국토의계획및이용에관한법률_시행령.pdf' });
    expect(result.pages[0]).toEqual(expect.objectContaining({ file_hash: expect.any(String), page_number: expect.any(Number), text: expect.any(String), score: expect.any(Number), chunk_count: expect.any(Number) }));
    expect(result.page_scores[`${result.best_page.file_name}#${result.best_page.page_number}`]).toBe(result.best_page.score);
  });

  it('context prints the source-grouped, numbered context', () => {
    const db = corpusDbCopy(tempDir());
    const run = runCli(['context', '제2종일반주거지역 건폐율', '--db', db, '--k', '3']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^📄 \[출처: /);
    expect(run.stdout).toContain(`📄 [출처: ${DECREE}] - 제84조(용도지역안에서의 건폐율) p.`);
    expect(run.stdout).toMatch(/^\[1\] /m);
    const rejected = runCli(['search', '   ', '--db', db]);
    expect(rejected.status).toBe(1);
    expect(rejected.stderr).toMatch(/^geungeo: Invalid input for search\.query: .*question/);
  });
});
