// What a question asks for beyond its words: the act of a statute's family it names (법률, 시행령 / 영, 시행규칙 /
// 규칙), a word's meaning (the 정의 article), a sanction (the 벌칙 chapter), and everyday words for the statute's
// (paraphrases.ts). Unit tests on the query plan, then searches over the ingested corpus PDFs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../src/shared/contract';
import { createGeungeo, type Geungeo } from '../src/main/core';
import type { LawNameResolver } from '../src/main/retrieval/law-names';
import { actOfLaw, actWord, lawFamily, planQuery } from '../src/main/retrieval/query-plan';
import { questionTerms, stripEnding } from '../src/main/retrieval/query-terms';
import { isPenaltyProvision } from '../src/main/retrieval/search-features';
import { readQuestion } from '../src/main/text/question';
import { EVERYDAY_LEXICON } from '../src/main/text/everyday-lexicon';
import { statutesDir } from '../scripts/corpus-location';

const asksForMeaning = (question: string) => readQuestion(question).meaning;
const asksForDefinition = (question: string) => readQuestion(question).asks.has('definition');
const asksForPenalty = (question: string) => readQuestion(question).asks.has('sanction');
import { definesTerm } from '../src/main/retrieval/definitions';
import { askedFigure, askedFigureIn, givenFigures, quantitiesIn, statesAsked, statesFigure, statesNearAmount, statesQuantity } from '../src/main/retrieval/figures';
import { createLawSizes, familyShares } from '../src/main/retrieval/law-affinity';
import { libraryGeneration } from '../src/main/store/statements';
import { articlesCitedIn, citedArticle } from '../src/main/retrieval/delegation';
import { searchForm } from '../src/main/text/search-text';
import { createLexicalIndex } from '../src/main/retrieval/lexical';
import { corpusDbCopy } from './helpers/corpus-db';
import { useTempDir } from './helpers/temp';

/** A resolver that knows one name, found verbatim. */
const knows = (name: string): LawNameResolver =>
  ({
    find(query: string) {
      const start = query.indexOf(name);
      return start < 0 ? null : { name, start, end: start + name.length };
    },
  }) as unknown as LawNameResolver;
const nothing = knows('\u0000');

describe('the act a question names', () => {
  it('reads 시행령/시행규칙/법률 as words of their own, with particles, but not 법, 영 or 규칙 alone', () => {
    expect(actWord('시행령상')).toBe('시행령');
    expect(actWord('시행규칙에서')).toBe('시행규칙');
    expect(actWord('법률상')).toBe('법률');
    expect(actWord('법률에')).toBe('법률');
    expect(actWord('법')).toBeNull();
    expect(actWord('영')).toBeNull();
    expect(actWord('규칙')).toBeNull();
    expect(actWord('법률안')).toBeNull();
  });

  it('knows a statute’s act and family from its name', () => {
    expect(actOfLaw('건축법 시행령')).toBe('시행령');
    expect(actOfLaw('주차장법 시행규칙')).toBe('시행규칙');
    expect(actOfLaw('건축법')).toBeNull();
    expect(actOfLaw('건축물의 피난ㆍ방화구조 등의 기준에 관한 규칙')).toBeNull();
    expect(lawFamily('국토의 계획 및 이용에 관한 법률 시행령')).toBe('국토의 계획 및 이용에 관한 법률');
    expect(lawFamily('건축법')).toBe('건축법');
  });

  it('takes the act from the statute named, or from a word after a base law, and drops that word from the terms', () => {
    const decree = planQuery('건축법 시행령 가설건축물 기준', knows('건축법 시행령'));
    expect(decree).toMatchObject({ act: '시행령', lawKind: null });
    const law = planQuery('국토계획법 법률상 지구단위계획의 내용', knows('국토계획법'));
    expect(law.act).toBe('법률');
    expect(law.terms.map((term) => term.word)).toEqual(['지구단위계획']);
    // Without a statute's name, the word names a kind of statute.
    expect(planQuery('시행규칙에서 건축신고 서류', nothing)).toMatchObject({ act: '시행규칙', lawKind: '시행규칙' });
    // "법률" next to a decree's name does not change the act named.
    expect(planQuery('건축법 시행령 법률 위임 규정', knows('건축법 시행령')).act).toBe('시행령');
  });

  it('names no act when the question names none, or only a base law', () => {
    expect(planQuery('제2종 일반주거지역 건폐율 얼마야?', nothing)).toMatchObject({ act: null, lawKind: null });
    expect(planQuery('건축법 가설건축물 기준', knows('건축법'))).toMatchObject({ act: null });
    expect(planQuery('법 바뀌어서 기존 건물이 건폐율 초과됐는데 증축 가능해?', nothing)).toMatchObject({ act: null, lawKind: null });
  });
});

describe('intents', () => {
  it('asks for a word’s meaning with 뜻, 의미, 정의 or …이란, not with any "뭐야"', () => {
    for (const question of ['대수선이란?', '리모델링 뜻이 뭐예요', '건축법 시행령 발코니 정의', '주차단위구획이 무슨 뜻이야', '고층건축물이란', '주차장법에서 말하는 도로는?']) {
      expect(asksForMeaning(question), question).toBe(true);
    }
    for (const question of ['엘리베이터 의무로 설치해야 하는 건물 기준이 뭐야?', '노외주차장이랑 부설주차장 차이가 뭐야?', '이란성 쌍둥이', '허가권자에게 말하는 방법']) {
      expect(asksForMeaning(question), question).toBe(false);
    }
    // The broader (weak) definition intent is unchanged.
    expect(asksForDefinition('노외주차장이랑 부설주차장 차이가 뭐야?')).toBe(true);
  });

  it('drops the meaning words from the terms of a meaning question', () => {
    const plan = planQuery('주차장법상 기계식주차장 뜻이 뭐예요', knows('주차장법'));
    expect(plan.meaning).toBe(true);
    expect(plan.terms.map((term) => term.word)).toEqual(['기계식주차장']);
  });

  it('asks about sanctions with 처벌, 벌칙, 과태료, 벌금 or 징역, not with 이행강제금', () => {
    for (const question of ['허가 없이 건축하면 처벌 어떻게 돼?', '개발행위허가 안 받고 공사하면 벌칙', '표지판 안 달면 과태료 얼마', '부설주차장을 다른 용도로 쓰면 벌금 얼마야']) {
      expect(asksForPenalty(question), question).toBe(true);
    }
    expect(asksForPenalty('이행강제금 1년에 몇 번까지 부과할 수 있어?')).toBe(false);
  });

  it('counts the 벌칙 chapter and the 과태료 provisions as sanctions, not 부칙 or "벌칙 적용 시 공무원 의제"', () => {
    expect(isPenaltyProvision({ article: '제108조', article_title: '벌칙', chapter: '제10장 벌칙' })).toBe(true);
    expect(isPenaltyProvision({ article: '제18조', article_title: '과태료의 부과기준', chapter: null })).toBe(true);
    expect(isPenaltyProvision({ article: '제112조', article_title: '양벌규정', chapter: '제10장 벌칙' })).toBe(true);
    expect(isPenaltyProvision({ article: '제105조', article_title: '벌칙 적용 시 공무원 의제', chapter: '제9장 보칙' })).toBe(false);
    expect(isPenaltyProvision({ article: '부칙 제12조', article_title: '벌칙이나 과태료에 관한 경과조치', chapter: '부칙 <제8974호,2008.3.21>' })).toBe(false);
  });
});

describe('everyday words', () => {
  const forms = (text: string) => Object.fromEntries(questionTerms(text).map((term) => [term.word, term.forms]));

  it('keeps nouns that end like the particle 가 whole: 건축허가, 개발행위허가, 상가', () => {
    expect(questionTerms('건축허가 받고 개발행위허가가 필요한 상가').map((term) => term.word)).toEqual(['건축허가', '개발행위허가', '필요한', '상가']);
    expect(stripEnding('도로가')).toBe('도로');
  });

  it('keeps nouns that end like the particles 이 and 로 whole: 건물높이, 오토바이, 경사로, 현황도로', () => {
    for (const noun of ['건물높이', '절토깊이', '오토바이', '경사로', '진입로', '현황도로', '보행로']) expect(stripEnding(noun)).toBe(noun);
    // …and still reads the particles after other words.
    expect(stripEnding('주택이')).toBe('주택');
    expect(stripEnding('사무실로')).toBe('사무실');
    expect(questionTerms('지하주차장 경사로 기울기 기준').map((term) => term.word)).toContain('경사로');
  });

  it('reads verb forms the way the statutes write them: 결정되고 → 결정, 취소돼 → 취소, 허가받은 → 허가, 받고 dropped', () => {
    expect(questionTerms('도시계획시설 결정되고 20년 넘게').map((term) => term.word)).toEqual(['도시계획시설', '결정', '20년', '넘게']);
    expect(questionTerms('착공 안 하면 언제 취소돼?').map((term) => term.word)).toEqual(['착공', '취소']);
    expect(questionTerms('허가받은 건축주 바뀌면').map((term) => term.word)).toEqual(['허가', '건축주', '바뀌']);
    expect(forms('허가받은 건축주 바뀌면')['바뀌']).toContain('변경');
    expect(forms('2층이랑 3층 자리를 서로 바꾸는 것')['서로']).toEqual(['서로', '상호']);
    // Every form of 짓다 is 건축: 지을, 짓는, 지으면 — and 지어(도).
    expect(forms('창고를 지어도 되나요')['지어']).toEqual(['지어', '건축']);
    expect(forms('20년 넘게')['넘게']).toEqual(['넘게', '넘는', '초과']);
  });

  it('drops the connective endings of a story and the feelings glued to them: 끝났는데 → 끝났, 하는데ㅠ dropped', () => {
    expect(questionTerms('공사가 거의 끝났는데 준공 서류가').map((term) => term.word)).toEqual(['공사', '거의', '끝났', '준공', '서류']);
    expect(questionTerms('먼저 들어가 살려고 하는데ㅠ 서류 나오기 전에').map((term) => term.word)).not.toContain('하는데');
    expect(questionTerms('상가인데ㅋㅋ 주차장은').map((term) => term.word)).toEqual(['상가', '주차장']);
    // The formal register's "…인지 여부" asks whether; the statutes' "설치 여부에 관계없이" is no match for it.
    expect(questionTerms('주차장으로 쓰는 부분이 바닥면적에 산입되는지 여부').map((term) => term.word)).toEqual(['주차장', '쓰는', '부분', '바닥면적', '산입']);
  });

  it('reads everyday words of the lexicon as the statutes\' words: 태양광 → 태양에너지, 한시적 → 일시적, 통로 → 차로', () => {
    expect(forms('공원 부지에 태양광 설치')['태양광']).toContain('태양에너지');
    expect(forms('주말에만 한시적으로 쓰는')['한시적']).toContain('일시적');
    expect(forms('주차장 통로 폭이 좁아서')['통로']).toContain('차로');
    // The second pass: how procedures are done (한꺼번에 → 일괄), land (절대농지 → 농업진흥지역).
    expect(forms('준공할 때 한꺼번에 정리해도')['한꺼번']).toContain('일괄');
    expect(forms('절대농지에 창고를')['절대농지']).toContain('농업진흥지역');
    // Not the authority's office, which every story names: 구청 stays 구청.
    expect(forms('구청에서 연락이 왔어요')['구청']).toEqual(['구청']);
  });

  it('holds in its lexicon only one-word keys the reading keeps whole and statute words the statutes hold', () => {
    const statutes = readdirSync(statutesDir).flatMap((law) => readdirSync(join(statutesDir, law)).map((file) => readFileSync(join(statutesDir, law, file), 'utf8').replace(/\s+/g, ''))).join('\n');
    for (const [key, words] of Object.entries(EVERYDAY_LEXICON)) {
      expect(key).toMatch(/^[가-힣]{2,}$/);
      // A key the reading cuts (앞도로 → 앞도: 로 read as a particle) would never be looked up.
      expect(questionTerms(key)[0]?.word, key).toBe(key);
      for (const word of words) expect(statutes.includes(word.replace(/\s+/g, '')), `${key} → ${word}`).toBe(true);
    }
  });

  it('keeps the verb of a verb with an auxiliary: 쌓아두는 → 쌓아 (the statutes write 쌓아놓는), 만들어버렸는데 → 만들어', () => {
    expect(questionTerms('자재 쌓아두는 거').map((term) => term.word)).toEqual(['자재', '쌓아']);
    expect(forms('주차장 부지로 만들어버렸는데')['만들어']).toEqual(['만들어', '설치', '건축']);
    // Not a word that only ends like one: 넘어서, 들어가.
    expect(questionTerms('넘어서').map((term) => term.word)).toEqual(['넘어서']);
  });

  it('splits a unit glued to the next word and drops a unit that only carries a particle', () => {
    // "몇미터넘으면": the unit asked, then 넘으(면) → the statute's 넘는/초과.
    expect(forms('옹벽 몇미터넘으면 공작물축조신고')).toEqual({ 옹벽: ['옹벽'], 미터: ['미터'], 공작물축조신고: ['공작물축조신고'], 넘으: ['넘으', '넘는', '초과'] });
    // "몇 층까지" asks for a storey figure (figures.ts); "층까지" is not a word to search for.
    expect(Object.keys(forms('건물 높이 몇 층까지 올릴'))).toEqual(['건물', '높이', '올릴']);
    expect(Object.keys(forms('계단 몇 층부터'))).toEqual(['계단']);
  });

  it('reads the items of a list joined by ㆍ as words of their own, but keeps 도시ㆍ군계획 one term', () => {
    expect(Object.keys(forms('공영주차장에서 캠핑ㆍ취사하면 과태료'))).toEqual(['공영주차장', '캠핑', '취사', '과태료']);
    expect(Object.keys(forms('절토ㆍ성토 허가'))).toEqual(['절토', '성토', '허가']);
    expect(Object.keys(forms('도시ㆍ군계획시설 매수청구'))).toEqual(['도시ㆍ군계획시설', '매수청구']);
  });

  it('drops the verb endings that frame a question ("되는지", "하면"), but not 받아: statutes say 허가를 받아야', () => {
    expect(questionTerms('용도변경 허가 받아야 되는지 신고만 하면 되는지 어떻게 구분해?').map((term) => term.word)).toEqual(['용도변경', '허가', '받아', '신고', '구분해']);
  });

  it('searches for the statute’s words as well as the everyday ones', () => {
    expect(forms('가게를 사무실로 바꾸려면')).toMatchObject({
      가게: expect.arrayContaining(['가게', '근린생활시설']),
      사무실: expect.arrayContaining(['사무실', '업무시설']),
    });
    expect(forms('원룸 건물')).toMatchObject({ 원룸: expect.arrayContaining(['다가구주택', '다세대주택']), 건물: ['건물', '건축물'] });
    expect(forms('공영주차장에서 차박')['차박']).toContain('야영');
    expect(forms('기반시설설치비용 고지서 받으면 언제까지 내요')['고지서']).toEqual(expect.arrayContaining(['부과', '징수']));
    expect(forms('착공을 좀 미루려면 뭘 내야 해요')['미루려']).toContain('연기');
    // 쓰다 is the statutes' 사용: "부설주차장을 창고로 써도 돼?" → "주차장 외의 용도로 사용할 수 없다".
    expect(forms('창고로 써도 돼?')['써도']).toContain('사용');
    expect(forms('공짜로 쓸 수 있어?')['쓸']).toContain('사용');
  });

  it('keeps a one-character word that has statute words ("방에" → 방 → 거실), and drops other one-character words', () => {
    expect(forms('지하실에 방에')).toMatchObject({ 지하실: expect.arrayContaining(['지하층']), 방: ['방', '거실'] });
    expect(Object.keys(forms('층 수'))).toEqual([]);
    // "어떤 것들이 있어": 것들 is as empty as 것.
    expect(Object.keys(forms('용도지구에는 어떤 것들이 있어?'))).toEqual(['용도지구']);
    // "길이" is length, not a road.
    expect(forms('복도 길이')).toEqual({ 복도: ['복도'], 길이: ['길이'] });
    // "차이" is a word of its own (a difference), not 차 (a car) with a particle.
    expect(forms('허가랑 신고 차이')['차이']).toEqual(['차이']);
    expect(forms('차이')).not.toHaveProperty('차');
  });
});

describe('figures and definitions', () => {
  it('reads the unit a question asks for', () => {
    expect(askedFigure('개발행위허가 신청하면 처리 며칠 걸려?')).toBe('day');
    // A sum named and asked "얼마"; read where the question asks, not in a sentence that tells ("몇 달 못했어요").
    expect(askedFigure('이거 걸리면 과태료 얼마까지 나와요?')).toBe('money');
    const told = '자체점검을 몇 달 못했어요. 이거 걸리면 과태료 얼마까지 나와요?';
    expect(askedFigure(told)).toBe('month');
    expect(askedFigureIn(told, told)).toBe('money');
    // A figure only told in a sentence that asks nothing is no figure asked: the clause asks whether.
    const stored = '관리지역 제 땅에 조경석을 200㎡ 정도 깔아서 몇 달 쌓아두려고 해요. 이것도 개발행위허가 받아야 하나요?';
    expect(askedFigureIn('이것도 개발행위허가 받아야 하나요?', stored)).toBeNull();
    expect(askedFigureIn('그럼 허가 받아야 하나요?', '쌓아두는 건 몇 달까지 되나요? 그럼 허가 받아야 하나요?')).toBe('month');
    expect(askedFigureIn('이거 몇 달 안에 해야 돼요?', '자체점검 얘기예요. 이거 몇 달 안에 해야 돼요?')).toBe('month');
    expect(askedFigure('대지면적 몇제곱미터 이하면')).toBe('area');
    expect(askedFigure('유효너비 몇미터이상')).toBe('metre');
    expect(askedFigure('맞벽 몇센티 이내')).toBe('centimetre');
    expect(askedFigure('시가화 유보기간은 몇 년 범위로')).toBe('year');
    expect(askedFigure('건폐율 몇 프로까지')).toBe('percent');
    expect(askedFigure('계단 몇 층부터')).toBe('storey');
    // Which storeys, asked without 몇: the statutes answer with a range of them ("2층 이상 11층 이하인 층").
    expect(askedFigure('비상용 진입창 설치 대상 층')).toBe('storey');
    expect(askedFigure('어느 층부터 방화구획을 해야 하나요')).toBe('storey');
    expect(askedFigure('대상 층수 산정 방법')).toBeNull();
    expect(askedFigure('이행강제금 1년에 몇 번까지')).toBe('times');
    // 물다 is paying; 물리다 as often sets a line back as it levies a fine.
    expect(askedFigure('과태료를 얼마나 물어야 하나요')).toBe('money');
    expect(askedFigure('담장을 얼마나 물리는지는 어떻게 정해지나요')).not.toBe('money');
    // One quantity against another is a ratio: the statutes state it as a multiple ("수평거리의 2배").
    expect(askedFigure('창문 쪽은 옆 땅까지 거리 대비 높이를 얼마까지 올릴 수 있나요')).toBe('times');
    expect(askedFigure('화재 대비 소화기는 몇 개나 둬야 해요')).not.toBe('times');
    // A length asked by its name, with no unit: the statutes state it in metres.
    expect(askedFigure('예배실 문 앞 복도 폭은 최소 얼마는 남겨둬야 하나요?')).toBe('metre');
    expect(askedFigure('주차빌딩 주차면 위 천장고 최소 기준')).toBe('metre');
    expect(askedFigure('옥외 계단 난간 최소 높이')).toBe('metre');
    expect(askedFigure('부설주차장을 인근 땅에 두려면 시설물 부지로부터 어느 거리까지 인정되나요')).toBe('metre');
    expect(askedFigure('길 건너 공터에 주차장을 만들면 얼마나 떨어진 곳까지 허용돼요?')).toBe('metre');
    // "얼마나 떨어뜨려야" may be answered by a ratio of the height, not a length: no unit is asked.
    expect(askedFigure('옆집에서 얼마나 떨어뜨려야 하나요?')).toBeNull();
    // …but "높이 제한" names a topic, and "이격거리 기준" a rule asked about, not a figure.
    expect(askedFigure('건축법 시행령상 건축물 높이 제한')).toBeNull();
    expect(askedFigure('일조 확보용 이격거리 기준을 적용받지 않을 수 있는지 여부')).toBeNull();
    expect(askedFigure('건축선이 뭐야')).toBeNull();
    // How long something has gone on, told in a story, asks for nothing.
    expect(askedFigure('옥상 방을 몇년째 창고로 쓰고 있었는데 민원이 들어왔어요')).toBeNull();
    expect(askedFigure('며칠째 공사가 멈춰 있는데 허가가 취소되나요')).toBeNull();
  });

  it('reads the amounts a question gives and finds the lines setting a threshold near them, in any unit of the quantity', () => {
    const given = quantitiesIn('허가받고 2년 넘게, 15평쯤 증축, 흙을 2.5m, 벽돌 두께 20cm');
    expect(given).toEqual([
      { dimension: 'months', value: 24 },
      { dimension: 'area', value: expect.closeTo(49.59, 2) },
      { dimension: 'length', value: 2.5 },
      { dimension: 'length', value: 0.2 },
    ]);
    expect(statesNearAmount('허가를 받은 날부터 2년(…) 이내에 공사에 착수하지 아니한 경우', given)).toBe(true);
    expect(statesNearAmount('1년의 범위에서 공사의 착수기간을 연장할 수 있다', given)).toBe(false);
    expect(statesNearAmount('2미터 이상(여러 차례에 걸쳐 이루어지는 경우에는 누적하여 산정한다)의 절토ㆍ성토', given)).toBe(true);
    expect(statesNearAmount('벽돌조로서 두께가 19센티미터 이상인 것', given)).toBe(true);
    expect(statesNearAmount('두께 5센티미터 이상의 콘크리트블록ㆍ벽돌 또는 석재로 덮은 것', given)).toBe(false);
    // 15평 is 49.6 ㎡: near 50제곱미터, not 85제곱미터; a 100분의 N is a share, an article number no quantity.
    expect(statesNearAmount('바닥면적의 합계가 50제곱미터 이하인 경우', given)).toBe(true);
    expect(statesNearAmount('바닥면적의 합계가 85제곱미터 이내의 증축', given)).toBe(false);
    expect(statesNearAmount('제2조제1항제2호에 따른 건축물 <개정 2024.3.26>', given)).toBe(false);
    expect(quantitiesIn('건폐율은 100분의 20 이하, 1천제곱미터 미만')).toEqual([{ dimension: 'area', value: 1000 }, { dimension: 'share', value: 20 }]);
    expect(quantitiesIn('2010년에 준공된 상가를 건축선이 뭐야')).toEqual([]);
  });

  it('reads the quantities a question gives about its case, not its dates', () => {
    expect(givenFigures('지은 지 10년 된 300제곱미터 조금 넘는 2층 사무실')).toEqual(['area', 'storey', 'year']);
    expect(givenFigures('2010년에 준공된 상가를 5월 20일에 샀어요')).toEqual([]);
    expect(givenFigures('허가받고 2년 넘게, 공사 중단 3개월, 처리에 20일')).toEqual(['year', 'month', 'day']);
  });

  it('finds a quantity stated in another unit of it, or with a Korean multiplier', () => {
    expect(statesQuantity('허가를 받거나 신고를 하고 건축 중인 부분의 위치가 1미터 이내에서 변경되는 경우', 'centimetre')).toBe(true);
    expect(statesQuantity('벽돌조로서 두께가 19센티미터 이상인 것', 'metre')).toBe(true);
    expect(statesQuantity('너비 4미터 이상의 도로', 'area')).toBe(false);
    expect(statesFigure('사용승인 후 5년이 지난 연면적 1천제곱미터 미만의 건축물', 'area')).toBe(true);
    expect(statesFigure('연면적 1만5천제곱미터 이상', 'area')).toBe(true);
    expect(statesFigure('연면적 1천제곱미터 미만', 'metre')).toBe(false);
  });

  it('takes a length asked in centimetres as answered in metres too, not one asked in metres as answered in centimetres', () => {
    expect(statesAsked('계단의 유효너비는 0.9미터 이상으로 할 것', 'centimetre')).toBe(true);
    expect(statesAsked('벽면에서부터 50센티미터 이내를 제외한 바닥면의 최소 조도', 'metre')).toBe(false);
    expect(statesAsked('주차에 사용되는 부분의 높이는 주차바닥면으로부터 2.1미터 이상', 'metre')).toBe(true);
  });

  it('reads "몇 평" of a coverage or floor-area ratio as the ratio the statutes state', () => {
    // The area is the ratio times the asker's lot: 시행령 제84조 states "60퍼센트 이하", no 평.
    expect(askedFigure('2종일반주거 땅 60평인데 건폐율로 1층 몇 평까지 돼요?')).toBe('percent');
    expect(askedFigure('땅이 100평이면 건물 바닥은 몇 평까지 앉힐 수 있어요?')).toBe('percent');
    expect(askedFigure('주차구획 하나는 몇 제곱미터예요?')).toBe('area');
  });

  it('finds a stated figure, not an amendment date, a cross-reference or another unit', () => {
    expect(statesFigure('"대통령령으로 정하는 규모"란 330제곱미터를 말한다.', 'area')).toBe(true);
    expect(statesFigure('"대통령령으로 정하는 규모"란 330제곱미터를 말한다.', 'metre')).toBe(false);
    expect(statesFigure('너비 4미터 이상의 도로', 'metre')).toBe(true);
    expect(statesFigure('15일(도시계획위원회의 심의를 거쳐야 하는 경우에는 …) 이내', 'day')).toBe(true);
    expect(statesFigure('법 제57조제2항에 따라 <개정 2013.3.23, 2021.1.5>', 'day')).toBe(false);
    expect(statesFigure('5년 이상 20년 이내의 기간', 'year')).toBe(true);
    expect(statesFigure('<개정 2013년 3월>에 따른', 'year')).toBe(false);
    expect(statesFigure('100분의 20 이내', 'percent')).toBe(true);
    // An amount stated as a rate of another answers "얼마나 예치해야" as well as one in 원.
    expect(statesFigure('이행보증금은 총공사비의 20퍼센트 이내로 한다', 'money')).toBe(true);
    expect(statesFigure('500만원 이하의 과태료', 'money')).toBe(true);
    expect(statesFigure('높이 4미터 이상', 'money')).toBe(false);
    // A date is not a number of days.
    expect(statesFigure('2024년 10월 16일 이전에 건축허가를 신청한 경우', 'day')).toBe(false);
    expect(statesFigure('변경한 날부터 7일 이내에 신고', 'day')).toBe(true);
  });

  it('finds a definition made where a word is first used, and tells a one-provision meaning apart', () => {
    const line = '① 도로와 접한 부분에 건축물을 건축할 수 있는 선[이하 "건축선(建築線)"이라 한다]은 대지와 도로의 경계선으로 한다.';
    expect(definesTerm(line, ['건축선'], false)).toBe(true);
    expect(definesTerm(line, ['건축물'], false)).toBe(false);
    const scoped = '① 법 제41조제1항 전단에서 "용도지역"이란 법 제36조제1항에 따라 지정된 용도지역을 말한다.';
    expect(definesTerm(scoped, ['용도지역'], false)).toBe(true);
    expect(definesTerm(scoped, ['용도지역'], false, { scoped: false })).toBe(false);
    expect(definesTerm('1. 노외주차장: 도로의 노면 밖에 설치된 주차장', ['노외주차장'], true)).toBe(true);
    expect(definesTerm('나. 노외주차장(路外駐車場): 도로의 노면 및 교통광장 외의 장소에 설치된 주차장', ['노외주차장'], true)).toBe(true);
  });

  it('takes an item that glosses a word in words for its definition, not one that states its figure', () => {
    const gloss = '(1) 제1종일반주거지역 : 저층주택을 중심으로 편리한 주거환경을 조성하기 위하여 필요한 지역';
    expect(definesTerm(gloss, ['제1종일반주거지역'], false)).toBe(true);
    expect(definesTerm('1. 제1종일반주거지역 : 150퍼센트 이하', ['제1종일반주거지역'], false)).toBe(false);
    expect(definesTerm('가. 제1종일반주거지역 : 100퍼센트 이상 200퍼센트 이하', ['제1종일반주거지역'], false)).toBe(false);
  });
});

describe('search with intents (corpus PDFs)', () => {
  const tempDir = useTempDir();
  let core: Geungeo;
  beforeAll(() => {
    core = createGeungeo({ dbPath: corpusDbCopy(tempDir()), modelsDir: [] });
  });
  afterAll(() => core.close());
  const top = (result: SearchResult) => `${result.hits[0]?.law_name} ${result.hits[0]?.article}`;

  it('reads "주차장법 영 …" and "건축법 영 …" as the decree, but not "건축법 영업"', async () => {
    expect((await core.search('건축법 영 막다른 도로 길이별 너비 기준')).query.law).toBe('건축법 시행령');
    expect((await core.search('주차장법 영 주차전용건축물 주차장 비율')).query.law).toBe('주차장법 시행령');
    expect((await core.search('건축법 영업 시설')).query.law).toBe('건축법');
  });

  it('puts the named act’s article first among near-identical articles of its family', async () => {
    expect(top(await core.search('건축법 영 대지의 조경'))).toBe('건축법 시행령 제27조');
    expect(top(await core.search('건축법 대지의 조경'))).toBe('건축법 제42조');
  });

  it('answers a meaning question with the 정의 article', async () => {
    expect(top(await core.search('리모델링 뜻이 뭐예요'))).toBe('건축법 제2조');
    expect(top(await core.search('주차장법상 기계식주차장 뜻이 뭐예요'))).toBe('주차장법 제2조');
  });

  it('answers "…이 뭐야" with the provision that defines the word, even outside the 정의 article', async () => {
    expect(top(await core.search('건축선이 뭐야'))).toBe('건축법 제46조');
  });

  it('weighs an article whose whole title the question names ("용도변경" → the 용도변경 articles)', async () => {
    const result = await core.search('용도변경 하려면 어떻게 해?');
    expect(result.hits.slice(0, 2).map((hit) => hit.article_title)).toEqual(['용도변경', '용도변경']);
    expect(top(result)).toBe('건축법 제19조');
  });

  it('puts the provisions carrying out a cited 항 first when that 항 delegates and they match the question better', async () => {
    // 시행령 제86조⑤ leaves the 주민공람 to the 시행규칙: its 제36조 comes before the rest of 제86조.
    const hits = (await core.search('건축법 시행령 86조 5항 정북방향 높이 고시 전에 주민공람 며칠 해야 돼?')).hits.map((hit) => `${hit.law_name} ${hit.article}`);
    expect(hits.indexOf('건축법 시행규칙 제36조')).toBeGreaterThanOrEqual(0);
    expect(hits.indexOf('건축법 시행규칙 제36조')).toBeLessThan(3);
    // "14조 1항 건축신고 대상" is answered by ① itself: it stays first.
    expect(top(await core.search('건축법 14조 1항 건축신고 대상'))).toBe('건축법 제14조');
  });

  it('puts the provision carrying out a cited 호 or 단서 by its full reference first', async () => {
    expect(planQuery('건축법 44조 1항 2호 공지', nothing).articles).toEqual([{ label: '제44조', paragraph: 1, part: 2, premise: false }]);
    expect(planQuery('건축법 11조 단서 대상', nothing).articles).toEqual([{ label: '제11조', paragraph: null, part: '단서', premise: false }]);
    expect(planQuery('건축법 11조 허가', nothing).articles).toEqual([{ label: '제11조', paragraph: null, part: null, premise: false }]);
    // What the asker read is a premise: "제77조에는 … 되어 있는데", "20조 보니까", "51조 찾아봤는데".
    for (const question of ['국토계획법 제77조에는 70퍼센트로 되어 있는데 1종 전용도 되나요', '건축법 20조 보니까 신고해야 한다던데', '시행령 51조 찾아봤는데 숫자가 없어요'])
      expect(planQuery(question, nothing).articles[0]!.premise, question).toBe(true);
    // …and what it says, told further into its sentence before the question turns elsewhere.
    for (const question of ['국토계획법 제133조는 위반자에 대한 처분만 규정하고 있는데, 건축물대장에도 적히나요?', '국토계획법 48조에 20년 지나면 효력을 잃는다고 돼 있던데요, 지구단위계획은요?', '제47조의 매수청구는 대만 가능한 것으로 알고 있는데 전은 안 되나요?'])
      expect(planQuery(question, nothing).articles[0]!.premise, question).toBe(true);
    // Asking what it says is no premise.
    expect(planQuery('건축법 제55조는 건폐율을 어떻게 정하고 있나요?', nothing).articles[0]!.premise).toBe(false);
    // 시행령 제28조: 법 제44조제1항제2호에서 "대통령령으로 정하는 공지"란 …; 시행령 제8조: 법 제11조제1항 단서에 따라 …
    expect(top(await core.search('건축법 44조 1항 2호 공지는 어떤 걸 말해?'))).toBe('건축법 시행령 제28조');
    expect(top(await core.search('건축법 제11조 단서, 광역시장 허가 대상 건축물 규모'))).toBe('건축법 시행령 제8조');
    // Without the 호, the article itself stays first.
    expect(top(await core.search('건축법 44조 대지와 도로의 관계'))).toBe('건축법 제44조');
  });

  it('reads a statute named only with a premise as what the asker read, not as a choice of statute', async () => {
    const building = knows('건축법');
    expect(planQuery('건축법 80조 보고 이행강제금 계산해봤는데 주차장은 따로 있나요', building).premiseLaw).toBe(true);
    expect(planQuery('「건축법」 제14조에는 1년이라고 되어 있는데 허가도 같나요', building).premiseLaw).toBe(true);
    expect(planQuery('건축법 80조 이행강제금 산정 기준', building).premiseLaw).toBe(false);
    expect(planQuery('건축법상 이행강제금은 20조 보니까 …', building).premiseLaw).toBe(false);
    // What the asker heard an article does, or supposes it does, is a premise too.
    for (const question of ['건축법 제108조로 징역 3년까지 간다던데 진짜예요?', '건축법 110조면 벌금 1억이라고 주변에서 그러던데 맞나요?', '건축법 제80조 이행강제금 정도 나오겠지 했는데 아닌가요?', '건축법 제111조로 처벌되는지 아니면 별도의 규정이 있는지 질의'])
      expect(planQuery(question, building).premiseLaw, question).toBe(true);
    expect(planQuery('건축법 제111조로 처벌되는 행위는 무엇인지 질의', building).premiseLaw).toBe(false);
    // A statute named without an article as the source of what the asker heard or read.
    for (const question of ['옥상에 물탱크 올리는데 건축법상 높이 제한은 없다고 들었는데 맞나요?', '건축법 찾아보니 담장은 2미터 넘으면 신고라던데 주차장 차단기는요?'])
      expect(planQuery(question, building).premiseLaw, question).toBe(true);
    expect(planQuery('건축법상 건축신고 대상이 뭐예요?', building).premiseLaw).toBe(false);
    // Searched, the other act's provision on the same subject is not held back by the name: 주차장법 제32조 leads.
    const question = '상가 주차장을 창고로 바꿨다가 원상복구 명령을 받았어요. 건축법 80조 보고 이행강제금을 계산해봤는데 주차장은 따로 정한 게 있나요?';
    expect(top(await core.search(question))).toBe('주차장법 제32조');
  });

  it('does not take a statute the asker sets aside ("…와 별도로", "… 외에") for the one asked about', async () => {
    const question = '마당에 철골 조립식 주차장을 올리려는데 주차장법상 절차와 별도로 건축법에 따른 공작물 축조신고도 해야 하는지 여부';
    expect(planQuery(question, core.laws).law?.name).toBe('건축법');
    expect(planQuery('건축법 말고 다른 법에서 정한 벌칙', core.laws).law).toBeNull();
    expect(top(await core.search(question))).toBe('건축법 시행령 제118조');
  });

  it('ranks an article the asker says they read, and the provisions carrying it out, below the one that answers', async () => {
    // The asker read 제30조 (과태료); running a lift that failed its 정밀안전검사 is a crime under 제29조. With the premise
    // counted in full 제30조 leads; with its carrying-out provisions pushed as well, 시행령 제18조 (과태료 부과기준).
    const question = '주차장법 30조 보면 정밀안전검사 안 받으면 과태료라던데요. 저희 건물 기계식 주차기가 정밀안전검사에서 불합격 나왔는데 일단 계속 돌리고 있어요. 걸리면 과태료 내면 되나요?';
    expect(top(await core.search(question))).toBe('주차장법 제29조');
    // A premise told further into its sentence: the asker read 제133조 (처분) and asks about the 건축물대장.
    const read = '국토계획법 제133조는 위반자에 대한 허가 취소ㆍ공사 중지 등의 처분만 규정하고 있는데, 무단 증축으로 시정명령을 받은 건축물의 경우 건축물대장에도 위반 사실이 적히는지 질의';
    expect(top(await core.search(read))).toBe('건축법 제79조');
  });

  it('answers a sanction the asker heard of in one statute with the crime of the statute whose duty the facts break', async () => {
    // The asker heard of 건축법 제108조; the land was filled without a 개발행위허가, 국토계획법 제140조's crime.
    const question = '논에 흙을 2미터나 받아서 메웠는데 허가 없이 했다고 신고 들어왔대요. 건축법 제108조로 징역까지 간다던데 진짜 그 조항이 맞나요?';
    expect(planQuery(question, knows('건축법')).premiseLaw).toBe(true);
    const hits = (await core.search(question)).hits;
    expect(hits[0]!.law_name).toBe('국토의 계획 및 이용에 관한 법률');
    expect(hits[0]!.article_title).toBe('벌칙');
    // A sanction heard of that asks no crime: the provision of its title in the facts' family (주차장법 제32조, 이행강제금).
    const charge = '필로티 주차장 세 칸에 쇠기둥 박고 화단 만들었다가 원상회복 명령 받았어요. 그냥 두면 건축법 제80조처럼 이행강제금 나온다던데 맞나요?';
    expect(top(await core.search(charge))).toBe('주차장법 제32조');
    // Heard of with no particle after the article, and told by a notice ("…다는 쪽지"): premises too.
    expect(planQuery('주차장 입구를 화분으로 막았더니 원상복구 공문이 왔어요. 안 치우면 건축법 80조 이행강제금 맞는다던데 얼마나 나와요?', knows('건축법')).articles[0]?.premise).toBe(true);
    expect(planQuery('공영주차장에 캠핑카를 오래 세워놨더니 주차장법 29조로 벌금 나온다는 쪽지가 붙었어요. 진짜 형사처벌인가요?', knows('주차장법')).articles[0]?.premise).toBe(true);
    // Nor does a statute the asker only heard the rule from keep the answer in its family: 주차장법's 노외주차장 출입구.
    const heard = '공터에 유료 주차장을 내려는데 출입구를 초등학교 정문 쪽 도로로 내도 돼요? 건축법상 도로에 2미터만 접하면 된다고 들었는데 주차장은 따로 정한 게 있는지요';
    expect(top(await core.search(heard))).toBe('주차장법 시행규칙 제5조');
  });

  it('puts the lower provision stating the figure a cited article leaves to it before the article', async () => {
    const hits = (await core.search('건축법 22조 임시사용승인 신청하면 며칠 안에 결과 나와?')).hits.map((hit) => `${hit.law_name} ${hit.article}`);
    expect(hits.indexOf('건축법 시행규칙 제17조')).toBeGreaterThanOrEqual(0);
    expect(hits.indexOf('건축법 시행규칙 제17조')).toBeLessThan(hits.indexOf('건축법 제22조'));
  });

  it('counts a rule with a name of its own as a lower act of the statute its 제1조 names', async () => {
    // 건축물의 피난ㆍ방화구조 등의 기준에 관한 규칙 제1조: "이 규칙은 「건축법」 제49조 … 에 따른 … 기준을 정함을 목적으로 한다".
    expect(top(await core.search('건축법 49조 3항 소방관 진입창 요건'))).toBe('건축물의 피난ㆍ방화구조 등의 기준에 관한 규칙 제18조의2');
    expect(top(await core.search('건축법 시행령 40조 4항 헬리포트 길이랑 너비'))).toBe('건축물의 피난ㆍ방화구조 등의 기준에 관한 규칙 제13조');
  });

  it('follows a delegating article to the provision that states the asked figure', async () => {
    // 법 제84조 leaves "대통령령으로 정하는 규모" to 시행령 제94조 (330제곱미터).
    const result = await core.search('대지가 용도지역 두 개에 걸쳐 있을 때 가장 작은 부분 몇 제곱미터 이하면 가중평균해?');
    expect(top(result)).toBe('국토의 계획 및 이용에 관한 법률 시행령 제94조');
    expect(result.hits.slice(0, 3).map((hit) => hit.article)).toContain('제84조');
  });

  it('puts the provision setting the threshold near an amount the question gives before one that only names the procedure', async () => {
    // "3년" is 시행령 제15조's "존치기간은 3년 이내"; 시행규칙 제13조 holds the form for the 연장신고 and no period.
    expect(top(await core.search('가설 사무실 존치기간 3년 지나면 연장신고 해야 되나'))).toBe('건축법 시행령 제15조');
  });

  it('answers a sanction question with the sanction that cites the provision it is about', async () => {
    expect(top(await core.search('부설주차장을 다른 용도로 쓰면 벌금 얼마야'))).toBe('주차장법 제29조');
    expect(top(await core.search('건축허가 표지판 안 달면 과태료 얼마'))).toBe('건축법 제113조');
  });

  it('knows which statute family a question’s words are at home in, from the passages found for it', () => {
    const lexical = createLexicalIndex(core.store.db);
    const sizes = createLawSizes(core.store.db)();
    const family = (law: string) => (law.startsWith('건축물의 피난') ? '건축법' : lawFamily(law));
    const rows = core.store.db.prepare('SELECT c.text, c.article_title, d.law_name FROM chunks c JOIN documents d ON d.id = c.document_id').all() as { text: string; article_title: string | null; law_name: string }[];
    const passages = rows.map((row) => ({ law: row.law_name, form: searchForm(row.text) + searchForm(row.article_title ?? '') }));
    const home = (question: string) => {
      const terms = lexical.resolve(questionTerms(question));
      const shares = familyShares(terms, passages, sizes, family);
      expect([...shares.values()].reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 6);
      return [...shares].sort((a, b) => b[1] - a[1])[0]![0];
    };
    expect(home('건축허가 착공')).toBe('건축법');
    expect(home('개발행위허가 공사')).toBe('국토의 계획 및 이용에 관한 법률');
    expect(home('부설주차장 창고')).toBe('주차장법');
    // Words in a fifth of the library or more say nothing about where a question belongs.
    expect(familyShares(lexical.resolve(questionTerms('건축물 따라 정하는')), [{ law: '건축법', form: '건축물에따라정하는' }], sizes, family).size).toBe(0);
  });

  it('prefers, among equal matches, the statute the question’s words belong to', async () => {
    // 이행강제금 is 건축법's (제80조 ⑤ "1년에 2회 이내"); 주차장법 제32조 says the same for parking.
    expect(top(await core.search('이행강제금 1년에 몇 번까지 부과할 수 있어?'))).toBe('건축법 제80조');
    // 국토계획법 시행령 제70조의10 also mentions 건축허가, 착공 and 취소; 건축법 제11조 ⑦ is the answer.
    expect(top(await core.search('건축허가 받고 착공 안 하면 언제 취소돼?'))).toBe('건축법 제11조');
  });

  it('follows a delegation when the question asks for what the article leaves to the decree (규모, 범위, 경우 …)', async () => {
    // 법 제43조: "대통령령으로 정하는 용도와 규모의 건축물" → 시행령 제27조의2 lists them.
    expect(top(await core.search('준공업지역에서 공개공지 설치해야 하는 건물 규모'))).toBe('건축법 시행령 제27조의2');
    // …also when the sentence leaves it as its subject: 주차장법 제19조의9 ③ "… 유효기간, 연기 절차 … 은 대통령령으로 정한다".
    expect(top(await core.search('기계식 주차장 정기검사 유효기간은 어떻게 되나요'))).toBe('주차장법 시행령 제12조의3');
  });

  it('answers a question asking for the kinds of something with the provision that lists them', async () => {
    // 법 제36조 ①: "1. 도시지역: … 가. 주거지역: … 나. 상업지역: …"; 제79조's title has "미세분", which contains 세분.
    expect(top(await core.search('도시지역 안에서 용도지역 어떻게 나뉘어?'))).toBe('국토의 계획 및 이용에 관한 법률 제36조');
    expect(planQuery('용도지구 종류 뭐 있어?', nothing)).toMatchObject({ kinds: true, terms: [expect.objectContaining({ word: '용도지구' })] });
    expect(planQuery('용도지구 종류 뭐 있어?', nothing).terms).toHaveLength(1);
    expect(planQuery('용도지구에서 건축 제한', nothing).kinds).toBe(false);
    expect(planQuery('건물 있는 땅 나눠서 팔려는데 분할 제한 있어?', nothing).kinds).toBe(false);
    expect(planQuery('건축물 용도 분류가 몇 가지로 나눠져 있어?', nothing).terms.map((term) => term.word)).toEqual(['건축물', '용도']);
  });

  it('reads the article of its own family a lower provision cites first, not another statute’s', () => {
    expect(citedArticle({ law_name: '건축법 시행령', text: '제82조(건축물의 높이 제한) ① 허가권자는 법 제60조제1항에 따라 …' })).toEqual({ law: '건축법', article: '제60조' });
    expect(citedArticle({ law_name: '건축법 시행규칙', text: '제41조(공작물축조신고) ① 영 제118조의2에 따라 …' })).toEqual({ law: '건축법 시행령', article: '제118조의2' });
    // "영" is the decree only to a 시행규칙; "주차장법 제19조" and 「주차장법」 are other statutes' citations.
    expect(citedArticle({ law_name: '건축법 시행령', text: '제5조(위원회) ① 영 제3조에 따라' })).toBeNull();
    expect(citedArticle({ law_name: '건축법 시행령', text: '제1조(목적) 이 영은 「주차장법」 제19조 및 주차장법 제12조에 따라' })).toBeNull();
    expect(citedArticle({ law_name: '건축법', text: '제11조(건축허가) ① 법 제5조에 따라' })).toBeNull();
    // Every article a line opens with: "법 제83조 및 영 제118조에 따라" carries out both.
    expect(articlesCitedIn('건축법 시행규칙', '① 법 제83조 및 영 제118조에 따라 옹벽 등 공작물의 축조신고를 하려는 자는')).toEqual([{ law: '건축법', article: '제83조' }, { law: '건축법 시행령', article: '제118조' }]);
    expect(articlesCitedIn('건축법 시행규칙', '① 법 제21조제1항에 따른 착공신고를 하려는 자는 영 제9조에 따라')).toEqual([{ law: '건축법', article: '제21조' }]);
  });

  it('puts the article first when a lower provision ranked above it only restates it', async () => {
    // 시행령 제56조 "법 제58조제3항에 따른 개발행위허가의 기준은 …" matches as well as 법 제58조 and adds nothing asked.
    expect(top(await core.search('개발행위허가 기준이 뭐야'))).toBe('국토의 계획 및 이용에 관한 법률 제58조');
    // 시행규칙 제4조의3 (야영행위 등이 금지되는 주차장의 설치자) restates 법 제6조의3, which forbids it.
    expect(top(await core.search('주차장에서 야영하면 안 돼?'))).toBe('주차장법 제6조의3');
    // Not when the provision's title is more about the question: 시행령 제50조의2 (지구단위계획이 적용되지 않는
    // 가설건축물) carries out 법 제54조 (지구단위계획구역에서의 건축 등).
    expect(top(await core.search('지구단위계획 적용 안 되는 가설건축물'))).toBe('국토의 계획 및 이용에 관한 법률 시행령 제50조의2');
  });

  it('keeps the hits that pass either relevance floor in the order of their score', async () => {
    // 법 제19조 holds fewer of this long question's words than the strict floor asks, yet ranks above passages that do.
    const result = await core.search('용도변경 허가 받아야 되는지 신고만 하면 되는지 어떻게 구분해?');
    expect(result.threshold).toBe('strict');
    expect(result.hits.slice(0, 2).map((hit) => `${hit.law_name} ${hit.article}`)).toContain('건축법 제19조');
    const scores = result.hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('answers what to hand in with the provision naming the form and its papers', async () => {
    expect(planQuery('착공신고할때 제출서류 뭐있어', nothing).documents).toBe(true);
    expect(planQuery('설치비 얼마 내야 돼?', nothing).documents).toBe(false);
    // 법 제19조 (용도변경) and 시행규칙 제12조의2 (용도변경) match alike; the rule names the 신청서 and its papers.
    expect(top(await core.search('용도변경 신청할 때 도면 뭐 내야 돼?'))).toBe('건축법 시행규칙 제12조의2');
  });

  it('counts a title named by the statute’s word for an everyday one, and a definition given as an item', async () => {
    expect(top(await core.search('엘리베이터 의무로 설치해야 하는 건물 기준이 뭐야?'))).toBe('건축법 제64조');
    expect(top(await core.search('노외주차장이랑 부설주차장 차이가 뭐야?'))).toBe('주차장법 제2조');
    expect(top(await core.search('제1종일반주거지역은 어떤 지역이야? 정의'))).toBe('국토의 계획 및 이용에 관한 법률 시행령 제30조');
  });
});

describe('the library generation that keys search caches', () => {
  const tempDir = useTempDir();

  it('changes when a document is removed, even one whose chunks sit between the first and the last', () => {
    const core = createGeungeo({ dbPath: corpusDbCopy(tempDir()), modelsDir: [] });
    try {
      const generation = libraryGeneration(core.store.db);
      const before = generation();
      expect(generation()).toEqual(before);
      const { first, last } = core.store.db.prepare('SELECT min(id) AS first, max(id) AS last FROM chunks').get() as { first: number; last: number };
      expect(before.span).toBe(last - first + 1);
      // A document in the middle of the id range: min and max stay, the key must not.
      const middle = core.store.db
        .prepare('SELECT document_id AS id FROM chunks WHERE document_id NOT IN (SELECT document_id FROM chunks WHERE id IN (?, ?)) LIMIT 1')
        .get(first, last) as { id: number };
      core.store.db.prepare('DELETE FROM documents WHERE id = ?').run(middle.id);
      expect(generation().key).not.toBe(before.key);
    } finally {
      core.close();
    }
  });
});
