// Search over the ingested corpus PDFs (test/setup/corpus-db.ts): Korean query handling, article references,
// filters, the relevance floor, and the hybrid path with the tiny generated embedding model.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../src/shared/contract';
import type { Statement } from 'better-sqlite3';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { createLexicalIndex } from '../src/main/retrieval/lexical';
import { questionTerms } from '../src/main/retrieval/query-terms';
import { corpusDbCopy } from './helpers/corpus-db';
import { useTempDir } from './helpers/temp';
import { ensureTinyModel } from './helpers/tiny-model';

const tempDir = useTempDir();
const DECREE = '국토의 계획 및 이용에 관한 법률 시행령';
const LAW = '국토의 계획 및 이용에 관한 법률';
const top = (result: SearchResult) => `${result.hits[0]?.law_name} ${result.hits[0]?.article}`;

describe('lexical search', () => {
  let core: Geungeo;
  beforeAll(() => {
    core = createGeungeo({ dbPath: corpusDbCopy(tempDir()), modelsDir: [] });
  });
  afterAll(() => core.close());

  it('puts 제84조 of the decree first for "제2종일반주거지역 건폐율", with seed 003’s fields', async () => {
    const result = await core.search('제2종일반주거지역 건폐율');
    expect(result).toMatchObject({ mode: 'lexical', no_content: false, threshold: 'strict' });
    expect(top(result)).toBe(`${DECREE} 제84조`);
    const [first] = result.hits;
    expect(first).toMatchObject({
      file_name: '국토의계획및이용에관한법률_시행령.pdf',
      file_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      chunk_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      article_title: '용도지역안에서의 건폐율',
      law_kind: '시행령',
      distance: 0,
    });
    expect(first!.text).toContain('4. 제2종일반주거지역 : 60퍼센트 이하');
    expect(first!.start_page).toBeLessThanOrEqual(first!.end_page);
  });

  it('treats spacing, particles, question words and 퍼센트/% as the same question', async () => {
    const variants = ['제2종 일반주거지역 건폐율은?', '제2종일반주거지역의 건폐율이 얼마야', '제2종 일반주거지역건폐율', '제2종일반주거지역 건폐율 60%'];
    for (const variant of variants) expect(top(await core.search(variant)), variant).toBe(`${DECREE} 제84조`);
    expect((await core.search('제2종일반주거지역 건폐율은 얼마야?')).query.terms).toEqual(['제2종일반주거지역', '건폐율']);
  });

  it('resolves article references, within a statute named by its alias', async () => {
    const cited = await core.search('국토계획법 시행령 제84조');
    expect(cited.query).toMatchObject({ law: DECREE, articles: ['제84조'] });
    expect(cited.hits.slice(0, 3).every((hit) => hit.law_name === DECREE && hit.article === '제84조')).toBe(true);

    const bare = await core.search('84조');
    const laws = bare.hits.slice(0, 3).map((hit) => `${hit.law_name} ${hit.article}`);
    expect(laws).toEqual(expect.arrayContaining([`${DECREE} 제84조`, `${LAW} 제84조`, '건축법 제84조']));

    const branch = await core.search('국계법 시행령 84조의2');
    expect(top(branch)).toBe(`${DECREE} 제84조의2`);

    const paragraph = await core.search('시행령 85조 8항');
    expect(paragraph.query).toMatchObject({ law: null, law_kind: '시행령', articles: ['제85조'] });
    expect(top(paragraph)).toBe(`${DECREE} 제85조`);
    expect(paragraph.hits[0]!.text).toContain('⑧');
  });

  it('follows a cited law article to the decree articles that implement it', async () => {
    const result = await core.search('국토계획법 47조 7항');
    expect(result.hits.some((hit) => hit.law_name === DECREE && hit.text.includes('법 제47조제7항'))).toBe(true);
  });

  it('splits a long word typed without spaces into the statute terms it holds, in bounded work', async () => {
    // 200 syllables that are no statute's words, then statute terms run together: the split looks each trigram up
    // once and tries pieces no longer than any term (before, a word of 200 syllables took some 40 s).
    const noise = Array.from({ length: 200 }, (_, i) => String.fromCharCode(0xac00 + ((i * 7919) % 11172))).join('');
    const result = await core.search(`${noise}제2종일반주거지역건폐율`);
    expect(top(result)).toBe(`${DECREE} 제84조`);
  }, 20_000);

  it('reads any 2,000-character query with a bounded number of index queries', () => {
    // Counted, not timed: every query the lexical reader sends to SQLite while it weighs the terms.
    let queries = 0;
    let scans = 0;
    const counted = (statement: Statement) =>
      new Proxy(statement, {
        get: (target, key) => {
          const value = Reflect.get(target, key) as unknown;
          if (key === 'get' || key === 'all') return (...args: unknown[]) => (queries++, statement.source.includes('instr(') && scans++, (value as (...a: unknown[]) => unknown).apply(target, args));
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    const db = core.store.db;
    const countingDb = new Proxy(db, {
      get: (target, key) => (key === 'prepare' ? (sql: string) => counted(target.prepare(sql)) : (Reflect.get(target, key) as unknown) instanceof Function ? (Reflect.get(target, key) as (...a: unknown[]) => unknown).bind(target) : Reflect.get(target, key)),
    });
    const lexical = createLexicalIndex(countingDb);
    const adversarial = {
      digits: '9'.repeat(2000),
      // 300 different pictographs, each a word of its own: no index holds them, so they are counted by a scan.
      symbols: Array.from({ length: 300 }, (_, i) => String.fromCodePoint(0x1f300 + i)).join(' '),
      syllables: Array.from({ length: 2000 }, (_, i) => String.fromCharCode(0xac00 + ((i * 7919) % 11172))).join(''),
      repeated: '제2종일반주거지역건폐율'.repeat(160),
    };
    for (const [kind, query] of Object.entries(adversarial)) {
      queries = 0;
      scans = 0;
      lexical.resolve(questionTerms(query));
      // Linear: each trigram and two-character piece looked up once, at most 300 whole-piece probes, one scan.
      expect(queries, kind).toBeLessThanOrEqual(2 * query.length + 301);
      expect(scans, `${kind}: symbols no index holds are counted in one pass over the chunks`).toBeLessThanOrEqual(1);
    }
    queries = 0;
    lexical.resolve(questionTerms(adversarial.symbols));
    expect(queries, 'weights are remembered until the library changes').toBeLessThanOrEqual(2);
  });

  it('still finds terms shorter than three characters (trigram’s blind spot)', async () => {
    const result = await core.search('도로 너비');
    expect(result.query.terms).toEqual(['도로', '너비']);
    expect(result.no_content).toBe(false);
    for (const hit of result.hits.slice(0, 3)) expect(hit.text.replace(/\s/g, '')).toMatch(/도로[\s\S]*너비|너비[\s\S]*도로/);
  });

  it('filters by statute, kind, file hash and document', async () => {
    const byKind = await core.search('건폐율', { filter: { law_kind: ['법률'] } });
    expect(new Set(byKind.hits.map((hit) => hit.law_kind))).toEqual(new Set(['법률']));
    const byName = await core.search('건폐율', { filter: { law_name: ['건축법'] } });
    expect(new Set(byName.hits.map((hit) => hit.law_name))).toEqual(new Set(['건축법']));
    const decree = core.store.documents.list().find((document) => document.law_name === DECREE)!;
    const hash = (core.store.db.prepare('SELECT file_hash FROM documents WHERE id = ?').get(decree.id) as { file_hash: string }).file_hash;
    const byHash = await core.search('건폐율', { filter: { file_hash: [hash] } });
    expect(new Set(byHash.hits.map((hit) => hit.document_id))).toEqual(new Set([decree.id]));
    const byId = await core.search('84조', { filter: { document_ids: [decree.id] } });
    expect(byId.hits.every((hit) => hit.document_id === decree.id && hit.article === '제84조')).toBe(true);
  });

  it('returns NO_CONTENT when nothing in the documents is about the question', async () => {
    for (const question of ['파스타 맛있게 삶는 법', '파스타를 맛있게 삶는 법은?', '비트코인 시세 전망', 'asdfghjkl']) {
      const result = await core.search(question);
      expect(result, question).toMatchObject({ no_content: true, hits: [], threshold: null });
    }
  });

  it('falls back to the looser floor when no chunk covers half of the question', async () => {
    const result = await core.search('건폐율 용적률 비트코인 블록체인 채굴');
    expect(result.no_content).toBe(false);
    expect(result.threshold).toBe('loose');
  });

  it('ranks pages around the hits and builds the grouped context', async () => {
    const pages = await core.searchPages('제2종일반주거지역 건폐율', { topK: 3, pageWindow: 1 });
    expect(pages.best_page).toMatchObject({ file_name: '국토의계획및이용에관한법률_시행령.pdf' });
    expect(pages.pages[0]!.text).toContain('제84조');
    expect(pages.pages.map((page) => page.score)).toEqual([...pages.pages.map((page) => page.score)].sort((a, b) => a - b));
    const byPage = await core.searchPages('제2종일반주거지역 건폐율', { topK: 3, sortBy: 'page' });
    const order = byPage.pages.map((page) => `${page.file_name}#${String(page.page_number).padStart(4, '0')}`);
    expect(order).toEqual([...order].sort((a, b) => a.localeCompare(b, 'ko')));

    const context = await core.context('제2종일반주거지역 건폐율', { topK: 4 });
    expect(context.text.startsWith('📄 [출처: ')).toBe(true);
    expect(context.text).toContain(`📄 [출처: ${DECREE}] - 제84조(용도지역안에서의 건폐율) p.`);
    expect(context.citations.length).toBeGreaterThan(0);
    expect(context.text).toContain('[1] ');
  });
});

describe('hybrid search', () => {
  it('fuses vector neighbours when the chunks have vectors of the model at hand', async () => {
    const { modelsDir, modelId } = ensureTinyModel();
    const core = createGeungeo({ dbPath: corpusDbCopy(tempDir()), modelsDir, embeddingModel: modelId });
    await core.embedPending();
    const result = await core.search('제2종일반주거지역 건폐율');
    expect(result.mode).toBe('hybrid');
    expect(top(result)).toBe(`${DECREE} 제84조`);
    // With vectors, distance is the cosine distance to the question.
    for (const hit of result.hits) expect(hit.distance).toBeGreaterThan(0);
    await core.close();

    // Vectors of another model are not compared with this model's question vectors.
    const other = createGeungeo({ dbPath: join(tempDir(), 'none.db'), modelsDir: [] });
    expect((await other.search('건폐율')).mode).toBe('lexical');
    await other.close();
  });
});
