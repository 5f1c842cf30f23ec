// Search with the everyday index (corpus PDFs): an article found by its askers' words joins the fusion and counts
// as relevant, under the article's own text; an entry whose title the library's article does not have stands for
// nothing.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../src/main/store';
import { createLawNameResolver } from '../src/main/retrieval/law-names';
import { createSearch, type Search } from '../src/main/retrieval/search';
import { lazyEveryday, type EverydayRanker, type PartRanker } from '../src/main/retrieval/everyday-index';
import type { SearchResult } from '../src/shared/contract';
import { corpusDbCopy } from './helpers/corpus-db';
import { useTempDir } from './helpers/temp';

const RESOURCES = resolve(import.meta.dirname, '../resources');

describe('search with the everyday index (corpus PDFs)', () => {
  const tempDir = useTempDir();
  let store: Store;
  const searchWith = (everyday?: EverydayRanker): Search => createSearch(store.db, { laws: createLawNameResolver(store.db), queryVector: async () => null, everyday });
  beforeAll(() => {
    store = openStore(corpusDbCopy(tempDir()));
  });
  afterAll(() => store.close());
  const first = (result: SearchResult) => (result.hits[0] ? `${result.hits[0].law_name} ${result.hits[0].article}` : 'nothing');

  it('finds by its askers’ words an article whose words the question does not use', async () => {
    // The statute says 위반 건축물, 해체 and 시정명령; the asker says "몰래 올린 방", "뜯으라는 공문".
    const question = '옥상에 몰래 올린 방 때문에 구청에서 뜯으라는 공문이 왔어요. 구청이 그렇게까지 시킬 수 있나요?';
    expect(first(await searchWith(lazyEveryday(RESOURCES).everyday)(question))).toBe('건축법 제79조');
    expect(first(await searchWith()(question))).not.toBe('건축법 제79조');
  });

  it('says which part of each of the first three articles the question asks about, when the index has their parts', async () => {
    const asked: string[] = [];
    const partOf: PartRanker = (_question, law, article) => {
      asked.push(`${law} ${article}`);
      return article === '제80조' ? { part: '⑥', share: 0.8 } : null;
    };
    const search = createSearch(store.db, { laws: createLawNameResolver(store.db), queryVector: async () => null, everydayParts: partOf });
    const result = await search('이행강제금 부과 시정명령 이행');
    const firstArticles = [...new Set(result.hits.map((hit) => `${hit.law_name} ${hit.article}`))].slice(0, 3);
    expect(asked).toEqual(firstArticles);
    // Only 제80조 has parts here, and it is among the first three.
    expect(result.query.asked_parts).toEqual([expect.objectContaining({ article: '제80조', part: '⑥', share: 0.8 })]);
    // Not for a claim the verifier searches for in the statutes' own words.
    expect((await search('이행강제금 부과 시정명령 이행', { everyday: false })).query.asked_parts).toEqual([]);
  });

  it('puts first an article the index ranks far ahead of the next, and only then', async () => {
    const ranking = (secondScore: number): EverydayRanker => () => [
      { law: '건축법', article: '제44조', title: '대지와 도로의 관계', score: 10, closeness: 0.6, phrasing: '맹지에 집 지을 수 있나요' },
      { law: '건축법', article: '제46조', title: '건축선의 지정', score: secondScore, closeness: 0.4, phrasing: '골목이 좁으면 물러나 지어야 하나요' },
    ];
    const question = '노외주차장 출입구 너비 기준 좀 알려줘요 급해서요';
    const alone = first(await searchWith()(question));
    expect(alone).not.toBe('건축법 제44조');
    // 10 against 0.5, twenty times the next: the question is the index's first article's (WEIGHTS.everydayDecisiveMargin).
    expect(first(await searchWith(ranking(0.5))(question))).toBe('건축법 제44조');
    // 10 against 8: one list among the others, which keep their first.
    expect(first(await searchWith(ranking(8))(question))).toBe(alone);
  });

  it('takes a story’s decisive article only when its phrasing shares a word with the clause that asks', async () => {
    const question = '노외주차장을 새로 설계 중이에요. 노외주차장 출입구 너비 기준은 몇 미터인가요?';
    const alone = first(await searchWith()(question));
    expect(alone).not.toBe('건축법 제44조');
    const ranking = (phrasing: string): EverydayRanker => () => [
      { law: '건축법', article: '제44조', title: '대지와 도로의 관계', score: 0.99, closeness: 0.5, phrasing },
      { law: '건축법', article: '제46조', title: '건축선의 지정', score: 0.01, closeness: 0.2, phrasing: '골목이 좁으면 물러나 지어야 하나요' },
    ];
    // Its phrasing restates only the story ("새로 설계 중"): the index does not decide the question.
    expect(first(await searchWith(ranking('새로 설계 중인 땅이 맹지예요'))(question))).toBe(alone);
    // A phrasing that says the clause's words too ("출입구 너비") is the question's.
    expect(first(await searchWith(ranking('시골 창고 출입구 너비 기준'))(question))).toBe('건축법 제44조');
  });

  it('does not rank between a provision and the one it carries out: the library’s words decide', async () => {
    // 시행령 제51조 "법 제56조제1항에 따라 개발행위허가를 받아야 하는 행위는 …" carries out 법 제56조.
    const question = '제 땅에 흙 좀 쌓아두려는데 허락 받아야 돼요?';
    const alone = first(await searchWith()(question));
    expect(['국토의 계획 및 이용에 관한 법률 제56조', '국토의 계획 및 이용에 관한 법률 시행령 제51조']).toContain(alone);
    const other = alone.endsWith('제56조') ? { law: '국토의 계획 및 이용에 관한 법률 시행령', article: '제51조', title: '개발행위허가의 대상' } : { law: '국토의 계획 및 이용에 관한 법률', article: '제56조', title: '개발행위의 허가' };
    const mine = alone.endsWith('제56조') ? { law: '국토의 계획 및 이용에 관한 법률', article: '제56조', title: '개발행위의 허가' } : { law: '국토의 계획 및 이용에 관한 법률 시행령', article: '제51조', title: '개발행위허가의 대상' };
    // The index puts the other one first, not decisively: the one the library's words put first stays first.
    const ranking: EverydayRanker = () => [
      { ...other, score: 0.6, closeness: 0.3, phrasing: '흙 쌓는 것도 허가 대상인가요' },
      { ...mine, score: 0.4, closeness: 0.3, phrasing: '개발행위허가 받아야 하는 행위' },
    ];
    expect(first(await searchWith(ranking)(question))).toBe(alone);
  });

  it('keeps the index to the act a question names: "건축법 시행규칙에서 …" is not answered by the 법', async () => {
    const ranking: EverydayRanker = () => [
      { law: '건축법', article: '제14조', title: '건축신고', score: 0.99, closeness: 0.6, phrasing: '건축신고 규정 어디 있어요' },
      { law: '건축법 시행규칙', article: '제12조', title: '건축신고', score: 0.01, closeness: 0.3, phrasing: '건축신고서 서식' },
    ];
    expect(first(await searchWith(ranking)('건축법 시행규칙에서 건축신고 규정'))).toBe('건축법 시행규칙 제12조');
    // Naming the statute alone asks within its family: the 법's article may answer.
    expect(first(await searchWith(ranking)('건축법에서 건축신고 규정'))).toBe('건축법 제14조');
  });

  it('weighs the index more for a question that tells a story around the clause that asks', async () => {
    // Two articles close in score (no decisive first): the list's weight decides whether its first leads.
    const ranking: EverydayRanker = () => [
      { law: '건축법', article: '제44조', title: '대지와 도로의 관계', score: 10, closeness: 0.6, phrasing: '맹지에 집 지을 수 있나요' },
      { law: '건축법', article: '제46조', title: '건축선의 지정', score: 9, closeness: 0.4, phrasing: '골목이 좁으면 물러나 지어야 하나요' },
    ];
    const clause = '노외주차장 출입구 너비 기준이 궁금해요';
    const weights = async (question: string) => (await searchWith(ranking)(question)).hits.findIndex((hit) => hit.article === '제44조' && hit.law_name === '건축법');
    const plain = await weights(clause);
    const told = await weights(`시골 땅을 하나 샀는데 앞길이 좁아서 걱정이에요. 업자는 괜찮다는데 ${clause}`);
    expect(told).toBeGreaterThanOrEqual(0);
    expect(plain === -1 || told < plain).toBe(true);
  });

  it('asks the index in the words around a statute’s name, within its family', async () => {
    const asked: string[] = [];
    const spy: EverydayRanker = (question) => {
      asked.push(question);
      return [{ law: '주차장법', article: '제19조', title: '부설주차장의 설치ㆍ지정', score: 10, closeness: 1, phrasing: '주차장 없이 상가 짓기' }];
    };
    const found = await searchWith(spy)('「건축물의 피난ㆍ방화구조 등의 기준에 관한 규칙」에 나오는 방화구획이 우리 가게에도 적용되나요ㅠ');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('방화구획이 우리 가게에도');
    expect(asked[0]).not.toContain('피난ㆍ방화구조');
    // 주차장법 is not of the named rule's family: its article is not brought in.
    expect(found.hits.some((hit) => hit.law_name === '주차장법')).toBe(false);
  });

  it('counts an article the index puts first as relevant, and quotes the article itself', async () => {
    const pointAt = (title: string): EverydayRanker => () => [{ law: '건축법', article: '제79조', title, score: 10, closeness: 1, phrasing: '빨간 딱지' }];
    // Words no passage holds, so that only the index can find anything.
    const question = '빨간 딱지 붙은 우리 집 어떡하죠';
    const found = await searchWith(pointAt('위반 건축물 등에 대한 조치 등'))(question);
    expect(first(found)).toBe('건축법 제79조');
    expect(found.hits[0]!.text).toContain('허가권자는');
    expect(found.no_content).toBe(false);
    // A later version that renumbered the article: the entry's title no longer agrees, it stands for nothing.
    const renumbered = await searchWith(pointAt('건축허가'))(question);
    expect(renumbered.hits.some((hit) => hit.law_name === '건축법' && hit.article === '제79조')).toBe(false);
  });
});
