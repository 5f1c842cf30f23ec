// The everyday index (resources/everyday-index): every shipped entry names an article of the shipped statutes by its
// number and title; the ranker finds an article by its askers' words; an entry whose title the library's article no
// longer has stands for nothing.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createEverydayRanker, createPartRanker, EVERYDAY_INDEX_DIR, lazyEveryday, loadEverydayIndex, wordBigrams, type EverydayEntry } from '../src/main/retrieval/everyday-index';
import { useTempDir } from './helpers/temp';

const RESOURCES = resolve(import.meta.dirname, '../resources');

/** The articles of the shipped statutes, by law name: number → title (as the Markdown headings give them). */
function shippedArticles(): Map<string, Map<string, string>> {
  const laws = new Map<string, Map<string, string>>();
  for (const { law, text } of shippedStatutes()) {
    const articles = new Map<string, string>();
    for (const match of text.matchAll(/^##### (제\d+조(?:의\d+)?)\s*(?:\((.*)\))?\s*$/gm)) articles.set(match[1]!, (match[2] ?? '').trim());
    laws.set(law, articles);
  }
  return laws;
}

function shippedStatutes(): { law: string; text: string }[] {
  const dir = join(RESOURCES, 'statutes');
  return readdirSync(dir).flatMap((folder) =>
    readdirSync(join(dir, folder)).map((file) => {
      const text = readFileSync(join(dir, folder, file), 'utf8').normalize('NFC');
      return { law: /^제목: (.+)$/m.exec(text)![1]!.trim(), text };
    }),
  );
}

/** The part keys of every shipped article ("⑥", "⑤3", "3의2"), as its Markdown writes paragraphs (**①**) and items (1\.). */
function shippedParts(): Map<string, Set<string>> {
  const parts = new Map<string, Set<string>>();
  for (const { law, text } of shippedStatutes()) {
    for (const block of text.split(/^(?=##### 제\d+조)/m).slice(1)) {
      const keys = new Set<string>();
      let paragraph = '';
      for (const line of block.split('\n')) {
        const circled = /^\*\*([\u2460-\u2473])\*\*/.exec(line.trim());
        if (circled) keys.add((paragraph = circled[1]!));
        const item = /^(\d+(?:의\d+)?)\\?\.\s/.exec(line.trim());
        if (item) keys.add(`${paragraph}${item[1]}`);
      }
      parts.set(`${law} ${/^##### (제\d+조(?:의\d+)?)/.exec(block)![1]}`, keys);
    }
  }
  return parts;
}

describe('the shipped everyday index', () => {
  const entries = loadEverydayIndex(RESOURCES);
  const laws = shippedArticles();

  it('names only articles of the shipped statutes, each by its own title', () => {
    expect(entries.length).toBeGreaterThan(0);
    const wrong = entries.filter((entry) => laws.get(entry.law)?.get(entry.article) !== entry.title).map((entry) => `${entry.law} ${entry.article} (${entry.title})`);
    expect(wrong).toEqual([]);
  });

  it('has at most one entry per article, each with its askers’ phrasings', () => {
    const keys = entries.map((entry) => `${entry.law} ${entry.article}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of entries) expect(entry.phrasings.length, `${entry.law} ${entry.article}`).toBeGreaterThanOrEqual(3);
  });

  it('names by its parts only paragraphs and items its article has', () => {
    const articles = shippedParts();
    const withParts = entries.filter((entry) => entry.parts);
    expect(withParts.length).toBeGreaterThan(100);
    const wrong = withParts.flatMap((entry) => Object.keys(entry.parts!).filter((key) => !articles.get(`${entry.law} ${entry.article}`)?.has(key)).map((key) => `${entry.law} ${entry.article} ${key}`));
    expect(wrong).toEqual([]);
  });

  it('covers every statute that ships', () => {
    expect([...new Set(entries.map((entry) => entry.law))].sort()).toEqual([...laws.keys()].sort());
  });
});

describe('ranking articles by their askers’ words', () => {
  const entry = (law: string, article: string, title: string, ...phrasings: string[]): EverydayEntry => ({ law, article, title, phrasings });
  const entries = [
    entry('건축법', '제14조', '건축신고', '집 뒤에 방 하나 붙이는데 허가 안 받고 신고만 해도 되나요', '85제곱미터 이내 증축은 신고로 되는지'),
    entry('건축법', '제79조', '위반 건축물 등에 대한 조치 등', '구청에서 불법 옥탑 뜯으라고 공문이 왔어요', '위반건축물 철거 명령'),
    entry('주차장법', '제19조', '부설주차장의 설치ㆍ지정', '주차장 못 만들면 돈으로 대신 낼 수 있나요'),
  ];
  const rank = createEverydayRanker(entries);

  it('splits words into bigrams, so particles and spacing do not matter', () => {
    expect(wordBigrams('방을 붙이는')).toEqual(['방', '방을', '붙이', '이는']);
    expect(wordBigrams('a 집')).toEqual(['집']);
  });

  it('keeps a one-syllable noun as its own piece, with or without its particle, but not an adverb or a bound noun', () => {
    // "땅을" and "땅이라도" share no bigram; the noun is what a story and a phrasing have in common.
    expect(wordBigrams('땅을 나눠요')).toEqual(['땅', '땅을', '나눠', '눠요']);
    expect(wordBigrams('땅이라도')).toEqual(['땅이', '이라', '라도']);
    expect(wordBigrams('안 돼요 좀 수 있나요')).toEqual(['돼요', '있나', '나요']);
    // The noun is all this question and this phrasing share.
    const [found] = createEverydayRanker([entry('건축법', '제57조', '대지의 분할 제한', '상속받은 땅 분할 제한')])('땅을 형제끼리 갈라요', 1);
    expect(found).toMatchObject({ article: '제57조' });
  });

  it('puts first the article whose phrasings share the question’s everyday words', () => {
    expect(rank('시골집 뒤쪽에 방 두 개 붙이려는데 허가 안 받아도 돼요?', 3)[0]).toMatchObject({ law: '건축법', article: '제14조' });
    expect(rank('옥상에 올린 방을 뜯으라는 공문이 왔는데요', 3)[0]).toMatchObject({ article: '제79조' });
    expect(rank('주차장 대신 돈 내면 되나요', 3)[0]).toMatchObject({ law: '주차장법', article: '제19조' });
  });

  it('says how closely the question restates a phrasing, and finds nothing for words no phrasing has', () => {
    const [close] = rank('주차장 못 만들면 돈으로 대신 낼 수 있나요', 1);
    const [loose] = rank('주차장 얘기', 1);
    expect(close!.closeness).toBe(1);
    expect(loose!.closeness).toBeLessThan(0.5);
    expect(rank('파스타 삶는 시간', 3)).toEqual([]);
  });

  it('asks a misspelled statute word ("건페율", "용적율") as the statutes spell it, as its phrasings do', () => {
    const ranker = createEverydayRanker([
      entry('국토의 계획 및 이용에 관한 법률 시행령', '제84조', '용도지역안에서의 건폐율', '2종일반주거 건폐율 몇 프로예요'),
      entry('국토의 계획 및 이용에 관한 법률 시행령', '제85조', '용도지역 안에서의 용적률', '2종일반주거 용적률 몇 프로예요'),
    ]);
    expect(ranker('우리 동네 건페율 얼마나 돼요', 2)[0]).toMatchObject({ article: '제84조', closeness: ranker('우리 동네 건폐율 얼마나 돼요', 2)[0]!.closeness });
    expect(ranker('우리 동네 용적율 얼마나 돼요', 2)[0]).toMatchObject({ article: '제85조' });
  });

  it('adds up an article’s phrasings: one that says the story’s words and another the point’s beat a single closer phrasing', () => {
    const pooled = createEverydayRanker([
      entry('건축법', '제11조', '건축허가', '허가 받고 착공을 못 했어요', '공사 착수기간 연장 되나요', '구청 허가 받아두고 땅만 놀리면'),
      entry('건축법', '제25조', '건축물의 공사감리', '허가 받고 감리자 정하는 법', '공사감리 누가 해요'),
    ]);
    // "허가 받고" is in a phrasing of each; "착수기간 연장" and "땅만 놀리" only in 제11조's.
    const [first, second] = pooled('허가 받고 땅만 놀리는데 착수기간 연장 돼요?', 2);
    expect(first).toMatchObject({ article: '제11조' });
    // A score is the article's share of the question's likelihood: the shares add up to at most one.
    expect(first!.score).toBeGreaterThan(second!.score);
    expect(first!.score + second!.score).toBeLessThanOrEqual(1 + 1e-9);
  });

  it('lets a long word’s pieces vote together, so a compound does not outvote the word that asks', () => {
    const compound = createEverydayRanker([
      entry('국토의 계획 및 이용에 관한 법률 시행령', '제30조', '용도지역의 세분', '제1종전용주거지역 제2종전용주거지역 제1종일반주거지역 나누는 기준', '전용주거지역 일반주거지역 차이'),
      entry('국토의 계획 및 이용에 관한 법률 시행령', '제84조', '용도지역안에서의 건폐율', '주거지역 건폐율 얼마', '건폐율 몇 프로', '건폐율 한도'),
    ]);
    expect(compound('제1종전용주거지역 건폐율', 2)[0]).toMatchObject({ article: '제84조' });
  });

  it('finds the part of an article a question asks about by its askers’ words, not by the words every part shares', () => {
    const parts = createPartRanker([
      {
        ...entry('건축법', '제80조', '이행강제금', '이행강제금 얼마 나와요'),
        parts: {
          '①': ['불법 증축했다고 이행강제금 나온대요 얼마나 나와요', '이행강제금 금액 계산 기준'],
          '⑤': ['이행강제금 일년에 몇 번까지 나올 수 있어요', '이행강제금 반복 부과 횟수'],
          '⑥': ['이행강제금 맞고 나서 다 뜯었는데 이미 나온 고지서도 내야 돼요?', '원상복구하면 이행강제금 안 내도 되는지'],
        },
      },
    ]);
    expect(parts('불법으로 올린 방 다 뜯었는데요, 전에 온 고지서도 내야 하나요?', '건축법', '제80조')).toMatchObject({ part: '⑥' });
    expect(parts('이행강제금은 일년에 몇 번 나와요?', '건축법', '제80조')).toMatchObject({ part: '⑤' });
    const asked = parts('이행강제금 일년에 몇 번', '건축법', '제80조')!;
    expect(asked.share).toBeGreaterThan(0.5);
    expect(asked.share).toBeLessThanOrEqual(1);
    // An article without parts in the index, or one the index does not have, has none.
    expect(parts('이행강제금 일년에 몇 번', '건축법', '제79조')).toBeNull();
    expect(createPartRanker(entries)('방 붙이기', '건축법', '제14조')).toBeNull();
  });

  const tempDir = useTempDir();
  it('reads every file of the folder, and treats a missing folder as an empty index', () => {
    const dir = tempDir();
    expect(loadEverydayIndex(dir)).toEqual([]);
    mkdirSync(join(dir, EVERYDAY_INDEX_DIR));
    writeFileSync(join(dir, EVERYDAY_INDEX_DIR, 'a.json'), JSON.stringify(entries.slice(0, 2)));
    writeFileSync(join(dir, EVERYDAY_INDEX_DIR, 'b.json'), JSON.stringify(entries.slice(2)));
    expect(loadEverydayIndex(dir).map((loaded) => loaded.article)).toEqual(['제14조', '제79조', '제19조']);
    writeFileSync(join(dir, EVERYDAY_INDEX_DIR, 'c.json'), JSON.stringify([{ law: '건축법', article: '14조', title: 'x', phrasings: ['a'] }]));
    expect(() => loadEverydayIndex(dir)).toThrow(/article/);
  });

  it('searches without a damaged index rather than failing every question', () => {
    const dir = tempDir();
    mkdirSync(join(dir, EVERYDAY_INDEX_DIR));
    writeFileSync(join(dir, EVERYDAY_INDEX_DIR, 'a.json'), '[{"law": "건축법"');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { everyday: rank, everydayParts } = lazyEveryday(dir);
    expect(rank('집 뒤에 방 붙이기', 3)).toEqual([]);
    expect(rank('또 묻기', 3)).toEqual([]);
    expect(everydayParts('또 묻기', '건축법', '제80조')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/cannot be read; searching without it/);
    warn.mockRestore();
  });
});
