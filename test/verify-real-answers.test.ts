// How real answers are written: exceptions cited by their own 항·호, subjects narrowed in parentheses, zones named
// by family ("보전ㆍ생산ㆍ자연녹지", "세 공업지역 모두", "제3종 50%"), article numbers listed ("44·55·56조"),
// the writer's own arithmetic, remarks set off like quotes, and lists the statute leaves open ("… 등").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Geungeo } from '../src/main/core';
import type { VerificationResult } from '../src/shared/contract';
import { readAnswer } from '../src/main/verify/answer-text';
import { answerLists, inlineLists, itemKey, sourceLists } from '../src/main/verify/lists';
import { citesItsAside, findArticles, findZones, unknownZoneWords } from '../src/main/verify/mentions';
import { sourceUnits } from '../src/main/verify/source-units';
import { reckonedFigures } from '../src/main/verify/reckoned';
import { findFigures } from '../src/main/verify/figures';
import { createVerifyLibrary, verifyOffline } from './helpers/verify-library';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
let core: Geungeo;
const verify = (question: string, answer: string) => verifyOffline(core, question, answer);
const errors = (result: VerificationResult) => result.findings.filter((found) => found.severity === 'error').map((found) => found.code);
/** The answer with the right figure has no error; the same answer with a wrong one has at least one. */
async function expectTellsApart(question: string, answer: (figure: string) => string, right: string, wrong: string): Promise<void> {
  expect(errors(await verify(question, answer(right)))).toEqual([]);
  expect(errors(await verify(question, answer(wrong))).length).toBeGreaterThan(0);
}

beforeAll(() => {
  core = createVerifyLibrary(tempDir());
});
afterAll(() => core.close());

describe('figures as people write them', () => {
  it('checks a figure spelled out in words like one in digits', async () => {
    await expectTellsApart('2종 일반주거 건폐율?', (figure) => `제2종일반주거지역의 건폐율은 ${figure} 이하입니다(「국토의 계획 및 이용에 관한 법률 시행령」 제84조제1항제4호).`, '육십 퍼센트', '구십 퍼센트');
  });
});

describe('exceptions where the answer cites them', () => {
  // 시행령 제84조제4항제5호: 농공단지 70퍼센트 이하. 다만, … 기반시설이 충분히 확보되었다고 인정되거나 … 80퍼센트 이하.
  it('judges a figure cited to 제84조제4항제5호 by that item, with or without the condition of its 다만', async () => {
    const dropped = await verify('농공단지 건폐율', '국토계획법 시행령 제84조제4항제5호는 농공단지의 건폐율을 80% 이하로 정하고 있습니다.');
    expect(errors(dropped)).toEqual(['exception_as_rule']);
    expect(dropped.findings.find((found) => found.code === 'exception_as_rule')!.message).toMatch(/원칙은 '70퍼센트 이하'/);
    const stated = await verify(
      '농공단지 건폐율',
      '국토계획법 시행령 제84조제4항제5호에 따라 농공단지의 건폐율은 70% 이하이고, 지방도시계획위원회 심의로 도로ㆍ상수도ㆍ하수도 등 기반시설이 충분히 확보되었다고 인정되면 80% 이하로 할 수 있습니다.',
    );
    expect(errors(stated)).toEqual([]);
  });

  // 시행령 제84조제6항제3호: 자연녹지지역의 창고시설 또는 연구소(… 이미 준공된 것으로서 기존 부지에서 증축하는 경우만 해당한다): 40퍼센트.
  it('relieves a ratio beyond the cap only when the answer narrows the subject as the parenthesis does', async () => {
    const broad = await verify('자연녹지 창고 건폐율', '자연녹지지역의 창고시설은 시행령 제84조제6항제3호에 따라 건폐율 40%까지 지을 수 있습니다.');
    expect(errors(broad)).toContain('cap_exceeded');
    const narrowed = await verify(
      '자연녹지 창고 건폐율',
      '자연녹지지역으로 지정될 당시 이미 준공된 창고시설을 기존 부지에서 증축하는 경우에는 시행령 제84조제6항제3호에 따라 건폐율 40%의 범위에서 최초 건축허가 때의 건폐율까지 적용받을 수 있습니다.',
    );
    expect(narrowed.status).toBe('PASS');
    expect(errors(narrowed)).toEqual([]);
  });
});

describe('how people name zones and articles', () => {
  it('reads zones named by their family', () => {
    const zones = (text: string) => findZones(text).map((mention) => mention.zone);
    expect(zones('보전ㆍ생산ㆍ자연녹지 20%')).toEqual(['보전녹지지역', '생산녹지지역', '자연녹지지역']);
    expect(zones('전용·일반공업 200%, 준공업 400%')).toEqual(['전용공업지역', '일반공업지역', '준공업지역']);
    expect(zones('부산은 세 공업지역 모두 70%')).toEqual(['전용공업지역', '일반공업지역', '준공업지역']);
    // A group word alone is no zone: "녹지지역은 차이가 작다".
    expect(zones('녹지지역은 차이가 작다')).toEqual([]);
  });

  it('reads a bare 제N종 or 중심 as the one family the answer is about', async () => {
    const right = await verify('서울 일반주거지역 건폐율', '서울 일반주거지역 건폐율은 서울특별시 도시계획 조례에 따라 제3종일반주거지역 50%이고, 제1종 60%, 제2종 60%, 제3종 50%로 정리됩니다.');
    expect(errors(right)).toEqual([]);
    const wrong = await verify('서울 일반주거지역 건폐율', '서울 일반주거지역 건폐율은 서울특별시 도시계획 조례에 따라 제3종일반주거지역 50%이고, 제1종 60%, 제2종 70%로 정리됩니다.');
    expect(errors(wrong)).toContain('cap_exceeded');
  });

  it('reads article numbers listed before 조 and paragraphs written ①', () => {
    expect(findArticles('57조② 44·55·56·61조 기준에').map((mention) => mention.text)).toEqual(['제57조제2항', '제44조', '제55조', '제56조', '제61조']);
    expect(findArticles('시행령 84조, 85조가 전국 기준').map((mention) => mention.text)).toEqual(['제84조', '제85조']);
  });
});

describe('what the writer computes, remarks and leaves open', () => {
  it('does not check the writer’s own approximate arithmetic', async () => {
    const result = await verify('2종일반 100평 땅', '제2종일반주거지역 건폐율은 60% 이하라서, 대지가 100평(약 330㎡)이면 건축면적은 약 198㎡ 정도입니다.');
    expect(errors(result)).toEqual([]);
    expect(result.findings.map((found) => found.code)).not.toContain('not_found');
  });

  it('reads a "> " line in the answer’s own polite voice as a statement, a statute’s sentence as a quote', () => {
    const own = readAnswer('> 다만 제85조제4항에 해당하는 경우에는 이 완화가 적용되지 않습니다.');
    expect(own.quotes).toEqual([]);
    expect(own.sentences.map((sentence) => sentence.text)).toHaveLength(1);
    const quoted = readAnswer('> 건축물의 바닥이 지표면 아래에 있는 층으로서 바닥에서 지표면까지 평균높이가 해당 층 높이의 2분의 1 이상인 것');
    expect(quoted.quotes).toHaveLength(1);
  });

  it('leaves a statute list that ends in 등 open', () => {
    const passage = { n: 1, chunk: null, law: '국토의 계획 및 이용에 관한 법률 시행령', article: '제42조의3', title: null, label: '[1]' };
    const open = sourceLists(sourceUnits({ ...passage, text: '개발진흥지구는 주거형, 산업ㆍ유통형, 관광ㆍ휴양형 또는 복합형 등으로 구분하여 계획할 수 있다.' }));
    expect(open).toEqual([]);
    const closed = sourceLists(sourceUnits({ ...passage, text: '개발진흥지구는 주거형, 산업ㆍ유통형, 관광ㆍ휴양형 또는 복합형으로 구분하여 계획할 수 있다.' }));
    expect(closed.length).toBeGreaterThan(0);
  });
});

describe('names and sanctions of an older version', () => {
  // 부칙: "분뇨 및 쓰레기처리시설"을 "자원순환 관련 시설"로 한다; the body now says only the new name.
  it('names the current term for a name an amendment replaced, and lets a sentence about the change say it', async () => {
    const old = await verify('산업 등 시설군', '건축법 시행령 제14조제5항제2호의 산업 등 시설군에는 운수시설, 창고시설, 공장, 분뇨 및 쓰레기처리시설이 들어 있어요.');
    const finding = old.findings.find((found) => found.code === 'term_contradicted');
    expect(finding?.severity).toBe('error');
    expect(finding?.message).toMatch(/자원순환 관련 시설/);
    const told = await verify('산업 등 시설군', '예전의 분뇨 및 쓰레기처리시설은 개정으로 자원순환 관련 시설이 되었습니다.');
    expect(told.findings.map((found) => found.code)).not.toContain('term_contradicted');
  });

  // 건축법 제111조제1호: 제14조에 따른 신고를 하지 아니한 자는 5천만원 이하의 벌금; 제113조의 과태료는 다른 의무의 것.
  it('judges a sanction by the obligation its own sentence cites, not by the other articles of the answer', async () => {
    const answer = (sanction: string) =>
      `건축법 제14조 제1항 제1호에 따라 바닥면적 합계 85제곱미터 이내 증축은 신고로 허가를 갈음하지만, 신고를 하지 않고 증축하면 ${sanction}. 게다가 제79조에 따라 허가권자가 시정명령을 내리고, 이행하지 않으면 제80조의 이행강제금까지 붙습니다.`;
    expect(errors(await verify('신고 안 하고 증축하면', answer('200만원 이하의 과태료가 부과돼요')))).toContain('sanction_contradicted');
    expect(errors(await verify('신고 안 하고 증축하면', answer('5천만원 이하의 벌금에 처해질 수 있어요')))).toEqual([]);
  });
});

describe('the writer\'s arithmetic and the lists under a lead', () => {
  it('does not cut a clause at the comma of a thousand, nor check a figure taken as a share of another', async () => {
    expect(readAnswer('연면적은 약 2,100㎡(900㎡ × 233.3%)까지 가능해요.').sentences).toHaveLength(1);
    const shares = await verify(
      '준주거 용적률 완화',
      '준주거지역이면 시행령 제85조 제1항 제6호 최대한도가 500%라서, 구역 밖에서는 그 120%인 600%가 천장입니다. 제2종일반주거지역이라면 시행령 상한 250%의 120%인 300%가 이론상 최대치다.',
    );
    expect(errors(shares)).toEqual([]);
    // The result drawn from that arithmetic ("따라서 …") is the writer's too.
    const drawn = await verify(
      '용적률 가중평균',
      '- 가중평균 용적률 = (800×200% + 200×250%) ÷ 1,000 = 210%\n\n따라서 연면적은 2,100㎡, 건축면적은 580㎡까지입니다.',
    );
    expect(errors(drawn)).toEqual([]);
    // Bold is no multiplication: "**80퍼센트 미만**" is still checked against 제77조제3항's "80퍼센트 이하".
    const bold = await verify('취락지구 건폐율 특례', '국토계획법 제77조 제3항은 취락지구 등의 건폐율을 **80퍼센트 미만**의 범위에서 대통령령으로 정하는 기준에 따라 조례로 따로 정하도록 합니다.');
    expect(bold.status).not.toBe('PASS');
  });

  // 피난ㆍ방화규칙 제8조는 직통계단의 설치기준; 내부 피난계단의 구조(0.9미터 이상 출입구)는 제9조제2항제1호.
  it('holds list items to the article their lead cites, across the blank line after "이렇게 정합니다"', async () => {
    const answer = (article: string) =>
      `「건축물의 피난ㆍ방화구조 등의 기준에 관한 규칙」 ${article}는 내부 피난계단을 이렇게 정합니다.\n\n- 계단실의 실내에 접하는 부분의 마감은 불연재료\n- 건축물 내부에서 계단실로 통하는 출입구의 유효너비는 0.9미터 이상`;
    const text = readAnswer(answer('제9조 제2항 제1호'));
    expect(new Set(text.sentences.map((sentence) => sentence.block)).size).toBe(1);
    expect(errors(await verify('내부 피난계단 구조', answer('제8조 제2항 제1호')))).toContain('article_misattributed');
    expect(errors(await verify('내부 피난계단 구조', answer('제9조 제2항 제1호')))).toEqual([]);
  });
});

describe('references back: 같은 조례, 같은 법, 같은 조', () => {
  it('reads "같은 조례" as the ordinance named last, not the place the question names first', async () => {
    const result = await verify(
      '서울 마포 2종일반이랑 부산 동래 2종일반 용적률이 왜 달라요?',
      '- 서울: 용적률 200%(서울특별시 도시계획 조례 제55조 제1항 제4호)\n- 부산: 건폐율 60%(부산광역시 도시계획 조례 제49조 제1항 제4호), 용적률 220%(같은 조례 제50조 제1항 제4호)',
    );
    expect(errors(result)).toEqual([]);
    expect(result.report.extracted.cited_articles.map((cited) => `${cited.law} ${cited.article}`)).toContain('부산광역시 도시계획 조례 제50조');
  });

  it('reads "같은 법" after a statute the library lacks as that statute, and "같은 조 제N항" as the article that has it', async () => {
    const result = await verify(
      '승강기 설치 기준',
      '건축법 제64조 제1항은 6층 이상으로서 연면적이 2천제곱미터 이상인 건축물에 승강기를 두게 합니다. 제외되는 건축물은 시행령 제89조에 따라 정합니다. 높이 31미터를 초과하면 같은 조 제2항에 따라 비상용승강기를 추가로 설치해야 합니다. 노외주차장 출입구는 「도로교통법」 제32조 및 같은 법 제33조에 해당하는 도로의 부분에 둘 수 없습니다.',
    );
    const cited = result.report.extracted.cited_articles.map((article) => `${article.law} ${article.text}`);
    expect(cited).toContain('건축법 제64조제2항');
    expect(cited).toContain('도로교통법 제33조');
    expect(errors(result)).toEqual([]);
  });

  it('reads "업무시설 및 숙박시설" as two names of one kind and "문화 및 집회시설" as one', () => {
    const lists = inlineLists('문화 및 집회시설, 종교시설, 판매시설, 업무시설 및 숙박시설로서 바닥면적의 합계가 5천 제곱미터 이상인 건축물', false);
    expect(lists.map((items) => items.map((item) => item.text))).toEqual([['문화 및 집회시설', '종교시설', '판매시설', '업무시설', '숙박시설']]);
  });
});

describe('what a figure is said of', () => {
  it('reads "나머지 세 곳" and "네 곳 모두" as zones of the family the answer is about, and "하한은 모두 200%" as a lower bound', async () => {
    const result = await verify(
      '부산 상업지역 건폐율',
      '국토의 계획 및 이용에 관한 법률 시행령 제85조 제1항은 상업지역 네 곳의 용적률 상한을 중심상업지역 1천500%, 일반상업지역 1천300%, 근린상업지역 900%, 유통상업지역 1천100%로 정하고 있다(하한은 모두 200%). 건폐율은 부산은 중심상업지역만 80%이고 나머지 세 곳은 60%다(부산광역시 도시계획 조례 제49조 제1항).',
    );
    expect(errors(result)).toEqual([]);
    const busan = result.report.extracted.figures.filter((figure) => figure.value === 60 && figure.attribute === '건폐율').map((figure) => figure.zone);
    expect(busan.sort()).toEqual(['근린상업지역', '유통상업지역', '일반상업지역']);
  });

  // 시행령 제85조제5항: 방재지구 … 해당 용적률의 140퍼센트 이하; "120퍼센트" stands elsewhere in 제85조.
  it('judges a figure by the 항 it cites before a sentence elsewhere in the article that holds the same number', async () => {
    const cited = (figure: string) => `방재지구에서 재해예방시설을 설치하는 건축물은 시행령 제85조 제5항에 따라 제1항 제1호부터 제13호까지의 용도지역에서 해당 용적률의 ${figure} 이하 범위에서 조례로 정하는 비율을 적용합니다.`;
    expect(errors(await verify('방재지구 용적률 완화', cited('120퍼센트')))).toContain('figure_contradicted');
    expect(errors(await verify('방재지구 용적률 완화', cited('140퍼센트')))).toEqual([]);
  });

  it('takes a figure said to come from a 단서 as the exception it is, and a clause\'s figure not for an article a later clause cites', async () => {
    const proviso = await verify('개발진흥지구 지구단위계획 건폐율', '산업ㆍ유통개발진흥지구에 지구단위계획구역까지 지정되면 시행령 제47조 제1항 단서에 따라 그 건폐율의 120퍼센트 이내에서 완화될 수 있어요.');
    expect(errors(proviso)).not.toContain('exception_as_rule');
    const clauses = await verify(
      '공개공지',
      '공개공지등에서는 연간 60일 이내로 문화행사나 판촉활동을 할 수 있지만, 물건을 쌓아 두거나 출입을 막는 등 활용을 저해하면 법 제111조 제5호의2에 따라 5천만원 이하의 벌금에 처해질 수 있다.',
    );
    expect(errors(clauses)).not.toContain('article_misattributed');
  });
});

describe('tables by place and figures for a whole group of zones', () => {
  it('reads "서울 건폐율 / 용적률 60% / 200%" as the place\'s pair, not as the national columns continued', async () => {
    const table = [
      '| 구분 | 전국 건폐율 (영 제84조①) | 전국 용적률 (영 제85조①) | 서울 건폐율 / 용적률 |',
      '|---|---|---|---|',
      '| 전용공업지역 | 70% 이하 | 150~300% | 60% / 200% |',
      '| 준공업지역 | 70% 이하 | 150~400% | 60% / 400% |',
    ].join('\n');
    const result = await verify('공업지역 건폐율 용적률 전국 서울 비교표', table);
    expect(errors(result)).toEqual([]);
    const seoul = result.report.extracted.figures.filter((figure) => figure.jurisdiction?.startsWith('서울')).map((figure) => `${figure.zone} ${figure.attribute} ${figure.value}`);
    expect(seoul).toEqual(['전용공업지역 건폐율 60', '전용공업지역 용적률 200', '준공업지역 건폐율 60', '준공업지역 용적률 400']);
  });

  // 법 제78조제1항제1호다목: 공업지역 400퍼센트 이하 — for the group, not for 일반공업지역 (350%) named before.
  it('takes a figure for a whole group of zones at the article it cites, not for the zone named last', async () => {
    const result = await verify(
      '일반공업지역 용적률',
      '일반공업지역 용적률은 시행령 제85조 제1항 제12호에 따라 150퍼센트 이상 350퍼센트 이하입니다. 참고로 법률 단계(국토계획법 제77조 제1항, 제78조 제1항)의 공업지역 상한은 건폐율 70%, 용적률 400%입니다.',
    );
    expect(errors(result)).toEqual([]);
  });
});

describe('the level of a sanction', () => {
  // 국토계획법 제140조: 허가 없이 개발행위를 한 자는 3년 이하의 징역 또는 3천만원 이하의 벌금 (2년/2천만원은 제141조).
  it('holds the term and the amount to the provision the clause cites, and not a figure another clause cites elsewhere for', async () => {
    const answer = (level: string) => `국토계획법 제56조는 토지의 형질 변경 등 개발행위에 허가를 받도록 하고, 허가 없이 개발행위를 하면 같은 법 제140조에 따라 ${level}에 처해진다.`;
    const wrong = await verify('허가 없이 땅 깎으면', answer('2년 이하의 징역 또는 2천만원 이하의 벌금'));
    expect(wrong.findings.find((found) => found.code === 'sanction_contradicted')?.message).toMatch(/3년 이하/);
    expect(errors(await verify('허가 없이 땅 깎으면', answer('3년 이하의 징역 또는 3천만원 이하의 벌금')))).toEqual([]);
    const two = await verify(
      '가설건축물 처벌',
      '허가 없이 가설건축물을 지으면 2년 이하 징역 또는 1억원 이하 벌금(건축법 제110조), 신고 대상인데 신고하지 않으면 5천만원 이하 벌금(제111조)이 적용된다.',
    );
    expect(errors(two)).not.toContain('sanction_contradicted');
  });
});

describe('a condition of two figures', () => {
  // 주차장법 시행령 제6조제4항제1호: 사용승인 후 5년이 지난 연면적 1천제곱미터 미만의 건축물의 용도를 변경하는 경우.
  it('finds the other figure of the condition missing when the answer cites the item and gives only one', async () => {
    const answer = (condition: string) =>
      `주차장법 시행령 제6조 제4항은 용도변경 시 변경 전후 주차대수의 차이만큼 부설주차장을 추가로 확보하도록 합니다. 그런데 같은 항 제1호에 따라 ${condition} 건축물은 용도를 바꿔도 부설주차장을 추가로 확보하지 않아도 돼요.`;
    const dropped = await verify('상가 용도변경 주차장', answer('연면적 1천제곱미터 미만인'));
    expect(dropped.findings.find((found) => found.code === 'exception_as_rule')?.message).toMatch(/5년/);
    expect(errors(await verify('상가 용도변경 주차장', answer('사용승인 후 5년이 지난 연면적 1천제곱미터 미만인')))).toEqual([]);
  });
});

describe('the right article under the wrong 항', () => {
  // 시행령 제84조: ⑤ is 과밀 구역의 건폐율 낮춤; 방화지구 내화구조 80~90퍼센트 is ⑥제1호.
  it('names the 항 that holds the figure when the cited 항 exists and is about something else', async () => {
    const answer = (paragraph: string) =>
      `국토계획법 시행령 제84조 제${paragraph}항에 따라 준주거지역ㆍ일반상업지역 중 방화지구의 건축물로서 주요 구조부와 외벽이 내화구조인 건축물 중 도시ㆍ군계획조례로 정하는 건축물은 80퍼센트 이상 90퍼센트 이하의 범위에서 조례로 정하는 비율을 적용합니다.`;
    const wrong = await verify('방화지구 내화구조 건폐율', answer('5'));
    expect(wrong.findings.find((found) => found.code === 'article_misattributed')?.message).toMatch(/같은 조 ⑥/);
    expect(errors(await verify('방화지구 내화구조 건폐율', answer('6')))).toEqual([]);
  });
});

describe('classes of a graded set', () => {
  it('finds a grade the statutes do not define beside the ones they do, and leaves the defined ones and other scales alone', async () => {
    const invented = await verify('피난안전구역', "25층ㆍ90m면 고층건축물에 못 미치는 '준고층건축물'로 분류되어 피난안전구역 설치 의무는 없어요.");
    expect(invented.findings.find((found) => found.code === 'class_nonexistent')?.message).toMatch(/준초고층건축물/);
    const defined = await verify('피난안전구역', '준초고층 건축물은 피난안전구역을 두어야 하고, 초고층 건축물은 30개 층마다 둡니다.');
    expect(defined.findings.map((found) => found.code)).not.toContain('class_nonexistent');
    // 대형 is no grade of height: "대형 건축물" is only words.
    const words = await verify('승강기', '대형 건축물일수록 승강기를 여러 대 둡니다.');
    expect(words.findings.map((found) => found.code)).not.toContain('class_nonexistent');
  });
});

describe('quotations as people shorten them', () => {
  // 건축법 제64조제1항: 건축주는 6층 이상으로서 연면적이 2천제곱미터 이상인 건축물(대통령령으로 정하는 건축물은 제외한다)을 건축하려면 승강기를 설치하여야 한다.
  it('holds a quotation with words left out (…) or its parenthesis dropped, and not one with a figure changed', async () => {
    const quoted = (text: string) => `승강기 설치 의무는 이렇게 시작합니다.\n\n> ${text}`;
    const shortened = await verify('승강기 의무', quoted('건축주는 6층 이상으로서 연면적이 2천제곱미터 이상인 건축물 … 을 건축하려면 승강기를 설치하여야 한다.'));
    expect(errors(shortened)).toEqual([]);
    const bare = await verify('승강기 의무', quoted('건축주는 6층 이상으로서 연면적이 2천제곱미터 이상인 건축물을 건축하려면 승강기를 설치하여야 한다.'));
    expect(errors(bare)).toEqual([]);
    const changed = await verify('승강기 의무', quoted('건축주는 6층 이상으로서 연면적이 3천제곱미터 이상인 건축물을 건축하려면 승강기를 설치하여야 한다.'));
    expect(changed.status).not.toBe('PASS');
  });
});

describe('an article named for what it holds, and one named as the rule that applies', () => {
  // 건축법 제64조제1항: 6층 이상으로서 연면적이 2천제곱미터 이상 — 승강기; 제61조 is 일조 등의 확보를 위한 높이 제한.
  it('finds the content under another article although the decree gathered with the cited one mentions an annex', async () => {
    const result = await verify('엘리베이터 의무', '- 「건축법」 제61조제1항: 6층 이상으로서 연면적이 2천제곱미터 이상인 건축물을 건축하려면 승강기를 설치해야 합니다.');
    expect(errors(result)).toContain('article_misattributed');
  });

  it('does not hold a figure to an article the sentence names as the rule that applies (준용)', async () => {
    const result = await verify(
      '주택을 카페로 용도변경',
      '허가나 신고 대상으로서 바꾸는 부분 바닥면적 합계가 100제곱미터 이상이면 사용승인 규정(제22조)이 준용되는데, 500제곱미터 미만이고 대수선 공사를 수반하지 않으면 예외예요(건축법 제19조 제5항).',
    );
    expect(errors(result)).not.toContain('article_misattributed');
  });
});

describe('headings and lists that carry their citations', () => {
  it('reads a heading right under another as part of it, and its table by the article the first cites', async () => {
    const answer = [
      '## 주차단위구획 (주차장법 시행규칙 제3조 제1항)',
      '',
      '**평행주차형식 외 — 제2호**',
      '| 구분 | 너비 | 길이 |',
      '|---|---|---|',
      '| 일반형 | 2.5m 이상 | 5.0m 이상 |',
      '| 이륜자동차 전용 | 1.0m 이상 | 2.3m 이상 |',
    ].join('\n');
    expect(readAnswer(answer).sentences[0]!.header).toMatch(/제3조 제1항.*제2호/);
    expect(errors(await verify('주차단위구획 크기', answer))).toEqual([]);
  });

  it('does not carry one zone\'s article to the next zone of the same sentence', async () => {
    const result = await verify(
      '세분 안 된 관리지역 건폐율',
      '보전관리지역은 건폐율 20% 이하(시행령 제84조 제1항 제17호), 용적률 50~80%(제85조 제1항 제17호)이고, 보전녹지지역도 건폐율 20% 이하, 용적률 50~80%(각 제14호)예요.',
    );
    expect(errors(result)).toEqual([]);
  });
});

describe('several places in one sentence', () => {
  it('reads a family named bare before its figure, or with 모두 after its ratio, as each of its zones', () => {
    const zones = (text: string) => findZones(text).map((mention) => mention.zone);
    expect(zones('부산 조례는 녹지 20%, 공업 70%')).toEqual(['보전녹지지역', '생산녹지지역', '자연녹지지역', '전용공업지역', '일반공업지역', '준공업지역']);
    expect(zones('녹지지역 건폐율을 모두 20%, 공업지역을 모두 60%')).toHaveLength(6);
    // A zone's own name stays that zone.
    expect(zones('자연녹지 20%')).toEqual(['자연녹지지역']);
  });

  it('binds a figure to the place named last before it, not the first place of the sentence', async () => {
    await expectTellsApart(
      '서울과 부산의 공업지역 용적률',
      (seoul) => `시행령 제85조 제1항의 상한은 전용공업 300%, 일반공업 350%, 준공업 400%인데, 부산은 세 곳 모두 상한을 그대로 적용했고 서울은 전용·일반공업을 각각 ${seoul}로 낮췄다.`,
      '200%',
      '250%',
    );
  });
});

describe('exam-note notation', () => {
  it('reads § as 제N조 and a decree by its short name (건축령, 국토령)', async () => {
    expect(findArticles('영 §81① 상업지역, §80의2 → 별표 2').map((mention) => mention.text)).toEqual(['제81조제1항', '제80조의2']);
    const result = await verify(
      '피난계단 설치대상',
      '■ 피난계단 (건축령 §35, 피난방화규칙 §9)\n- 5층 이상 또는 지하 2층 이하 층의 직통계단은 피난계단 또는 특별피난계단으로 설치 (영 §35①)',
    );
    expect(result.report.extracted.cited_articles.map((cited) => `${cited.law} ${cited.text}`)).toContain('건축법 시행령 제35조제1항');
    expect(errors(result)).toEqual([]);
  });

  it('judges a line under a section mark by the article its heading cites, and finds content under another article', async () => {
    const heading = (article: string) =>
      `◆ 대지 안의 공지 — 건축법 §${article}\n- 건축선 및 인접 대지경계선으로부터 6m 이내 범위에서 대통령령으로 정하는 바에 따라 조례로 정하는 거리 이상 띄울 것\n◆ 맞벽 건축 — 건축법 §59\n- 맞벽 = 대지경계선으로부터 50cm 이내`;
    expect(errors(await verify('대지 안의 공지', heading('58')))).toEqual([]);
    const wrong = await verify('대지 안의 공지', heading('57'));
    expect(errors(wrong)).toEqual(['article_misattributed']);
    expect(wrong.findings[0]!.message).toMatch(/제58조/);
  });

  it('does not hold a sanction amount to the article an item names for its offence', async () => {
    const result = await verify('국토계획법 과태료', '§144 과태료\n ① 1천만원↓: 공동구 무단 점용ㆍ사용, 정당한 사유 없이 타인 토지 출입 등 방해ㆍ거부, §137① 검사 거부ㆍ방해ㆍ기피 등');
    expect(errors(result)).not.toContain('article_misattributed');
  });

  it('finds a kind a family does not have in a list of its kinds', () => {
    expect(unknownZoneWords('- 보전녹지: 건 20↓\n- 자연녹지: 건 20↓\n- 준녹지: 건 20↓')).toEqual(['준녹지지역']);
    expect(unknownZoneWords('- 보전녹지: 건 20↓\n- 자연녹지: 건 20↓')).toEqual([]);
  });
});

describe('list leads', () => {
  it('cites the items of a list to the article its lead names, though the lead says "아래 중"', async () => {
    const answer = (article: string) =>
      `'인근'의 범위는 주차장법 시행령 ${article}에 따라 아래 중 하나의 범위에서 시ㆍ군ㆍ구 조례로 정합니다.\n1. 해당 부지의 경계선으로부터 부설주차장의 경계선까지 직선거리 300m 이내 또는 도보거리 600m 이내`;
    expect(errors(await verify('부설주차장 인근 범위', answer('제7조 제2항')))).toEqual([]);
    expect(errors(await verify('부설주차장 인근 범위', answer('제6조 제2항')))).toContain('article_misattributed');
  });
});

describe('conditions a figure holds under', () => {
  // 건축법 시행령 제34조①: 30미터 이하 … 다만, … 주요구조부가 내화구조 또는 불연재료로 된 건축물은 … 50미터 …
  it('finds the proviso\'s figure given as the rule of the article the answer cites, and not with its condition', async () => {
    const dropped = await verify('직통계단 보행거리', '## 건축령 §34 직통계단\n- 피난층 외의 층에서 거실 각 부분으로부터 가장 가까운 직통계단까지 보행거리 50m 이하');
    expect(errors(dropped)).toEqual(['exception_as_rule']);
    const stated = await verify(
      '직통계단 보행거리',
      '## 건축령 §34 직통계단\n- 거실 각 부분으로부터 직통계단까지 보행거리 30m 이하, 주요구조부가 내화구조 또는 불연재료로 된 건축물은 50m 이하',
    );
    expect(errors(stated)).toEqual([]);
  });

  // 건축법 시행령 제28조②: 연면적의 합계가 2천 제곱미터 … 이상인 건축물 … 의 대지는 너비 6미터 이상의 도로에 4미터 이상 접하여야 한다.
  it('finds a rule for a subject narrowed by a figure given for every building', async () => {
    const dropped = await verify('접도 요건', '시행령 제28조 제2항에 따라 건축물의 대지는 너비 6m 이상의 도로에 4m 이상 접해야 해요.');
    expect(errors(dropped)).toContain('exception_as_rule');
    const stated = await verify('접도 요건', '시행령 제28조 제2항에 따라 연면적 합계 2천㎡ 이상인 건축물의 대지는 너비 6m 이상의 도로에 4m 이상 접해야 해요.');
    expect(errors(stated)).toEqual([]);
  });
});

describe('lists the cited article gives', () => {
  it('pairs an item written with its lead words shortened, and finds the one added', async () => {
    const items = ['건축물의 건축 또는 공작물의 설치', '토지의 형질 변경', '토석의 채취', '토지 분할', '녹지ㆍ관리ㆍ자연환경보전지역에 물건을 1개월 이상 쌓아놓는 행위'];
    const answer = (extra: string[]) => `개발행위허가 대상 (국토계획법 제56조 제1항)\n${[...items, ...extra].map((item, i) => `${i + 1}. ${item}`).join('\n')}`;
    expect(errors(await verify('개발행위허가 대상', answer([])))).toEqual([]);
    expect(errors(await verify('개발행위허가 대상', answer(['건축물의 용도변경'])))).toEqual(['list_item_contradicted']);
  });

  it('reads "A지역과 B지역" of the cited article as its list, under a lead that says "다음 지역"', async () => {
    const answer = (zones: string[]) => `건축법 제61조 제1항은 다음 지역 안에서 건축하는 건축물에 적용됩니다.\n\n${zones.map((zone) => `- ${zone}`).join('\n')}`;
    expect(errors(await verify('일조 높이제한 적용 지역', answer(['전용주거지역', '일반주거지역'])))).toEqual([]);
    expect(errors(await verify('일조 높이제한 적용 지역', answer(['전용주거지역', '일반주거지역', '준주거지역'])))).toEqual(['list_item_contradicted']);
  });
});

describe('sanctions by the article the sentence cites', () => {
  it('judges a fine by the sanction article the sentence cites, unless another punishes the obligation the answer names', async () => {
    const cited = await verify(
      '신고 없이 건축하면 처벌은?',
      '허가가 아닌 신고 대상 건축물을 신고 없이 지은 경우에는 건축법 제111조 제1호에 따라 5천만원 이하의 벌금이 부과된다. 시정명령을 이행하지 않으면 이행강제금을 물린다(제79조ㆍ제80조).',
    );
    expect(errors(cited)).not.toContain('sanction_contradicted');
    const wrong = await verify(
      '부설주차장을 창고로 쓰면?',
      '부설주차장은 주차장 외의 용도로 사용할 수 없어요(주차장법 제19조의4 제1항). 주차장을 다른 용도로 쓴 것 자체로 100만원 이하 과태료 대상이에요(제30조).',
    );
    expect(errors(wrong)).toContain('sanction_contradicted');
  });
});

describe('a cited figure in the writer\'s reckoning', () => {
  it('reads a figure that carries its own citation as stated, though the sentence reckons ("…셈이에요")', async () => {
    await expectTellsApart(
      '서울 제3종일반주거지역 임대주택 용적률 완화',
      (ratio) => `- 제3종일반주거지역 시행령 최대한도: 300% (영 제85조 제1항 제5호)\n- 서울 조례 기본 용적률은 ${ratio}(서울특별시 도시계획 조례 제55조 제1항 제5호)라, 조례가 허용하는 범위에서 더 올라갈 여지가 있는 셈이에요.`,
      '250%',
      '280%',
    );
  });
});

describe('what an ordinance sentence cites, and the writer\'s own areas', () => {
  it('reads a bare article after "서울 조례" as the ordinance\'s, not the decree named before', async () => {
    const answer = (ratio: string) =>
      `두 용도지역에 걸친 대지는 국토계획법 시행령 제94조의 규모 이하이면 가중평균합니다.\n\n서울 조례 기준 2종일반 건폐율 60%ㆍ용적률 ${ratio}(제54조ㆍ제55조 각 제1항 제4호), 준주거 60%ㆍ400%(각 제1항 제6호)를 넣으면 됩니다.`;
    await expectTellsApart('서울 2종일반과 준주거에 걸친 대지', answer, '200%', '250%');
  });

  it('sets apart an area worked out from the answer\'s own numbers, but not a round one a statute states', () => {
    const reckoned = reckonedFigures(['골목 12m, 대지 180㎡, 물러나는 폭 0.5m, 줄어드는 면적 6㎡', '대지면적 174㎡, 건폐율 60%']);
    expect(reckoned({ value: 6, lower: null, unit: '㎡', bound: null })).toBe(true); // 12m × 0.5m
    expect(reckoned({ value: 104.4, lower: null, unit: '㎡', bound: null })).toBe(true); // 174㎡ × 60%
    expect(reckoned({ value: 174, lower: null, unit: '㎡', bound: null })).toBe(true); // 180㎡ − 6㎡
    expect(reckoned({ value: 200, lower: null, unit: '㎡', bound: '이상' })).toBe(false); // a threshold
    const round = reckonedFigures(['연면적 4,000㎡, 1,000㎡를 넘으면']);
    expect(round({ value: 3000, lower: null, unit: '㎡', bound: '이하' })).toBe(false); // 4,000 − 1,000, but statute-like
  });

  it('does not align the result of the writer\'s arithmetic with another area of the statutes', async () => {
    const result = await verify(
      '3m 골목에 붙은 180㎡ 대지, 건축선 후퇴하면?',
      '건축법 제46조 제1항에 따라 도로 중심선에서 소요 너비의 2분의 1만큼 물러난 선이 건축선입니다.\n\n- 줄어드는 면적 = 12m × 0.5m = 6㎡\n\n이 6㎡는 건축법 시행령 제119조 제1항 제1호 가목에 따라 대지면적에서 빠져서, 대지면적이 180㎡ → 174㎡가 됩니다. 서울 조례상 제1종일반주거지역은 건폐율 60%라 건축면적 104.4㎡까지예요.',
    );
    expect(errors(result)).not.toContain('figure_contradicted');
  });
});

describe('what a list\'s lead cites, and where a citation stands', () => {
  it('judges a lead that only says where its list is by what its items say', async () => {
    const lead = await verify(
      '25층 오피스텔 허가권자',
      '시행령 제8조 제1항이 그 범위를 구체화해요.\n- 층수가 21층 이상이거나 연면적 합계가 10만㎡ 이상인 건축물의 건축\n- 다만 공장, 창고는 빠집니다.',
    );
    expect(errors(lead)).not.toContain('article_misattributed');
    const wrong = await verify(
      '부설주차장 인근 설치 범위',
      '대통령령 쪽 범위는 주차장법 시행령 8조 2항에 나와 있어요.\n\n1. 해당 부지의 경계선으로부터 부설주차장의 경계선까지 직선거리 300m 이내 또는 도보거리 600m 이내\n2. 해당 시설물이 있는 동ㆍ리 및 그 시설물과의 통행 여건이 편리하다고 인정되는 인접 동ㆍ리',
    );
    expect(errors(wrong)).toContain('article_misattributed');
  });

  it('reads an article that ends a line as its ground, and a bare "영" by the statute the question names', async () => {
    const line = (article: string) => `■ 특별피난계단: 11층↑(공동주택 16층↑) 또는 지하 3층↓ 층 → 피난층ㆍ지상 통하는 직통계단 (바닥면적 400㎡ 미만 층 제외) — 영 §${article}`;
    const question = '건축법 피난계단 파트, 특별피난계단 설치 대상 층을 조문 번호와 정리해 주세요';
    expect(errors(await verify(question, line('35②')))).toEqual([]);
    expect(errors(await verify(question, line('34②')))).toContain('article_misattributed');
  });

  it('takes an article the source itself names for what it is: part of the content, not a wrong ground', async () => {
    const result = await verify(
      '개발행위허가 없이 설치할 수 있는 공작물',
      '■ 국토계획법 시행령 제53조 (경미한 행위)\n- 공작물(도시지역ㆍ지구단위계획구역): 무게 50톤 이하, 부피 50㎥ 이하, 수평투영면적 50㎡ 이하 (건축법 영 §118① 공작물 제외)',
    );
    expect(errors(result)).not.toContain('article_misattributed');
  });

  it('reads "특별시ㆍ광역시 건축조례" as a kind of ordinance, not an unknown law', async () => {
    const result = await verify('광역시 건축허가', '지방건축위원회의 심의를 거친 건축물(특별시ㆍ광역시 건축조례로 심의사항으로 할 수 있는 건축물)은 빠집니다(건축법 시행령 제8조 제1항 제3호).');
    expect(result.findings.map((found) => found.code)).not.toContain('law_unconfirmed');
  });
});

describe('conditions where the statute and the answer put them', () => {
  it('aligns a figure by its own clause, not by the aside that states another figure', async () => {
    const result = await verify(
      '농공단지 건폐율',
      '시행령 제84조 제4항은 특례 건폐율을 정합니다. 수산자원보호구역 40퍼센트, 자연공원 60퍼센트, 농공단지 70퍼센트(지방도시계획위원회 심의로 기반시설이 충분히 확보됐다고 인정되면 80퍼센트) 이하다.',
    );
    expect(errors(result)).toEqual([]);
  });

  it('does not take a sibling item\'s condition for this item\'s', async () => {
    const list = (first: string) =>
      `기준은 「건축물의 피난ㆍ방화구조 등의 기준에 관한 규칙」 제14조 제1항입니다.\n- 10층 이하의 층: ${first}\n- 11층 이상의 층: 200㎡ 이내마다(스프링클러 등 자동식 소화설비를 설치하면 600㎡)`;
    expect(errors(await verify('방화구획 면적', list('바닥면적 3천㎡ 이내마다 구획')))).toContain('exception_as_rule');
    expect(errors(await verify('방화구획 면적', list('바닥면적 1천㎡(스프링클러를 설치하면 3천㎡) 이내마다 구획')))).toEqual([]);
  });

  it('reads a later clause of the statute\'s sentence that gives its own case ("…하며, …인 경우에는") as an exception', async () => {
    const answer = (width: string) => `노외주차장 출입구 너비는 ${width}(주차장법 시행규칙 제6조 제1항 제4호).`;
    expect(errors(await verify('노외주차장 출입구 너비', answer('5.5m 이상으로 해야 합니다')))).toContain('exception_as_rule');
    expect(errors(await verify('노외주차장 출입구 너비', answer('3.5m 이상이고, 주차대수 50대 이상이면 출구와 입구를 분리하거나 5.5m 이상으로 해야 합니다')))).toEqual([]);
  });

  it('keeps a statute\'s sentence whole across a "다." inside parentheses; reads hundredths with a slash, and "제94조의 330㎡" as an article and a figure', () => {
    const passage = { n: 1, chunk: null, law: '건축물의 피난ㆍ방화구조 등의 기준에 관한 규칙', article: '제3조', title: '내화구조', text: '제3조(내화구조)\n1. 벽의 경우에는 다음 각 목의 어느 하나에 해당하는 것\n나. 골구를 철골조로 하고 그 양면을 두께 4센티미터 이상의 철망모르타르(그 바름바탕을 불연재료로 한 것으로 한정한다. 이하 이 조에서 같다) 또는 두께 5센티미터 이상의 콘크리트블록ㆍ벽돌 또는 석재로 덮은 것', label: '[1]' };
    const item = sourceUnits(passage).find((unit) => unit.text.includes('골구를'))!;
    expect(item.figures.map((found) => found.value)).toEqual([4, 5]);
    expect(findFigures('건폐율 초과 80/100, 무허가 100/100').map((found) => [found.value, found.unit])).toEqual([[80, '%'], [100, '%']]);
    expect(findArticles('시행령 제94조의 330㎡ 이하').map((found) => found.article)).toEqual(['제94조']);
    expect(findArticles('시행령 제94조의2 제1항').map((found) => found.article)).toEqual(['제94조의2']);
  });

  it('reads a plain short line above a list as its heading', () => {
    const text = readAnswer('벽\n- 철근콘크리트조 10cm 이상\n\n기둥\n- 철골 + 콘크리트 5cm 이상');
    expect(text.sentences.map((sentence) => sentence.header)).toEqual(['벽', '기둥']);
  });
});

describe('ratios relaxed, dealt out and restated', () => {
  it('reads a ratio relaxed by a share of itself as the writer\'s arithmetic, and "120% 더" as an increase', async () => {
    const result = await verify(
      '서울 제3종일반주거지역 임대주택 용적률',
      '[Q&A] 임대주택 지으면 \'120%\' 더?\n\n시행령 제85조 제3항 제1호는 공공임대주택을 건설하는 경우 용도지역별 최대한도의 120퍼센트 이내에서 조례로 정하는 비율까지 완화할 수 있게 했다. 제3종일반주거지역의 시행령 최대한도 300퍼센트를 기준으로 하면 상한은 360퍼센트다.',
    );
    expect(errors(result)).not.toContain('cap_exceeded');
    expect(errors(result)).not.toContain('cap_misstated');
    expect(reckonedFigures(['최대한도 300퍼센트의 120퍼센트'])({ value: 360, lower: null, unit: '%', bound: null })).toBe(true);
    // Without a factor written as a share of the ratio ("…의 120퍼센트"), two ratios multiplied are a coincidence.
    expect(reckonedFigures(['건폐율 50%, 용적률 120%'])({ value: 60, lower: null, unit: '%', bound: null })).toBe(false);
  });

  it('deals figures after 각각 to the zones in order, under a heading that names the place', async () => {
    const answer = (seoul: string) =>
      `시행령 제84조ㆍ제85조 제1항은 전용공업ㆍ일반공업ㆍ준공업지역 모두 건폐율 70퍼센트 이하, 용적률은 각각 150~300퍼센트, 150~350퍼센트, 150~400퍼센트 범위로 정했다.\n\n◇ 서울: 세 지역 모두 건폐율 60%\n서울시 도시계획 조례는 전용ㆍ일반ㆍ준공업지역 건폐율을 모두 60퍼센트로 정했다. 용적률은 전용ㆍ일반공업 ${seoul}, 준공업 400퍼센트다.\n\n◇ 부산\n부산시 도시계획 조례는 용적률을 일반공업 350퍼센트로 둔다. 일반공업지역이라면 용적률 차이(${seoul} 대 350%)가 더 크다.`;
    const question = '부산 사상구 준공업지역과 서울 영등포 준공업지역 공업지역 기준 비교';
    await expectTellsApart(question, answer, '200퍼센트', '250퍼센트');
  });
});

describe('comparisons, series and a decree named as the subject', () => {
  it('reads "40% < 50%" as a comparison, not a bound, and the place\'s figure set against the decree\'s cap as the place\'s', async () => {
    expect(findFigures('(40% < 50%)').map((figure) => figure.bound)).toEqual([null, null]);
    expect(findFigures('용적률 < 50%').map((figure) => figure.bound)).toEqual(['미만']);
    const answer = (figure: string) => `서울 제2종전용주거지역 건폐율은 시행령 상한과 같다 → X (${figure} < 50%). 서울특별시 도시계획 조례 제54조제1항제2호가 40%로 정한다.`;
    await expectTellsApart('서울 제2종전용주거지역 건폐율은 시행령 상한과 같은가요?', answer, '40%', '45%');
  });

  it('reads a series of figures sharing one unit, and deals it only to as many zones', async () => {
    expect(findFigures('20ㆍ20ㆍ40퍼센트 이하').map((figure) => figure.series)).toEqual([[20, 20, 40]]);
    const listed = (figure: string) => `국토계획법 시행령 제84조제1항은 보전관리ㆍ생산관리ㆍ계획관리지역의 건폐율을 20ㆍ20ㆍ${figure}퍼센트 이하로 정한다.`;
    await expectTellsApart('관리지역 건폐율', listed, '40', '50');
    const unnamed = await verify('관리지역 건폐율', '계획관리지역은 건폐율 40퍼센트 이하다. 건폐율은 제84조 제1항 제17~21호가 법률 상한과 같은 20ㆍ20ㆍ40ㆍ20ㆍ20퍼센트 이하로 정했다.');
    expect(errors(unnamed)).toEqual([]);
  });

  it('reads bare articles after "시행령은 …" as the decree\'s, and an article joined to another as of the same statute', async () => {
    const answer = '국토계획법 제78조 제1항은 자연환경보전지역의 용적률을 80퍼센트 이하로 정한다. 시행령은 용적률 하한도 둔다. 제85조 제1항 제21호에 따라 자연환경보전지역은 50퍼센트 이상 80퍼센트 이하다.';
    const result = await verify('자연환경보전지역 용적률', answer);
    expect(errors(result)).toEqual([]);
    expect(result.report.extracted.cited_articles.find((cited) => cited.article === '제85조')?.law).toBe('국토의 계획 및 이용에 관한 법률 시행령');
    const joined = await verify('국토계획법에서 조례와 시행령의 관계', '조례는 시행령 범위를 넘어 정할 수 없다(영 §84①ㆍ§85① "범위에서" 조례로).');
    expect(joined.report.extracted.cited_articles.map((cited) => cited.law)).toEqual(['국토의 계획 및 이용에 관한 법률 시행령', '국토의 계획 및 이용에 관한 법률 시행령']);
  });

  it('reads an unnamed 조례 after "서울:" as Seoul\'s, not the other place of the sentence', async () => {
    const result = await verify('서울 부산 전용주거 건폐율', '(서울: 조례 §54①2 / 부산: 조례 §49①2) 제2종전용주거지역 건폐율은 서울과 부산 모두 40%다.');
    // (The test library holds no ordinance for 부산: its article is of no statute the library has.)
    expect(result.report.extracted.cited_articles.map((cited) => cited.law)).toEqual(['서울특별시 도시계획 조례', null]);
  });
});

describe('what a citation in a heading, an aside or a decree\'s reference is for', () => {
  it('reads a section mark line with its citation in parentheses as the heading of the list under it', () => {
    const text = readAnswer('■ 소규모(총 8대 이하) 자주식 부설주차장 특례 (시행규칙 제11조 제5항)\n- 차로 너비 2.5m 이상');
    expect(text.sentences.map((sentence) => sentence.header)).toEqual(['소규모(총 8대 이하) 자주식 부설주차장 특례 (시행규칙 제11조 제5항)']);
  });

  it('reads "시행령 – 제84조" as the decree\'s article', async () => {
    const result = await verify('준주거지역 용적률', '국토계획법 제78조가 주거지역 상한을 정합니다.\n\n2️⃣ 시행령 – 제85조 제1항 제6호\n준주거지역: 용적률 200% 이상 500% 이하.');
    expect(result.report.extracted.cited_articles.find((cited) => cited.article === '제85조')?.law).toBe('국토의 계획 및 이용에 관한 법률 시행령');
    expect(errors(result)).toEqual([]);
  });

  it('takes an article in an aside that says something of its own as the aside\'s ground, not the figure\'s after it', async () => {
    const aside = (text: string, article: string, figure: string) => citesItsAside(text, text.indexOf(article), text.indexOf(figure));
    expect(aside('공장(반도체ㆍ이차전지 제조, 규칙 §8①): 75m', '§8', '75m')).toBe(true);
    expect(aside('건폐율(시행령 제84조) 60%', '제84조', '60%')).toBe(false);
    expect(aside('제2종일반주거지역(서울특별시 도시계획 조례 제54조) 60%', '제54조', '60%')).toBe(false);
    const answer = (figure: string) => `건축법 제64조제3항에 따라 고층건축물(30층 이상 또는 높이 120미터 이상, 법 제2조제1항제19호)은 승용승강기 중 ${figure} 이상을 피난용승강기로 설치해야 합니다.`;
    await expectTellsApart('고층건축물 피난용승강기', answer, '1대', '2대');
  });

  it('reads a decree\'s "법 제20조제1항에 따른 가설건축물" quoted in a list as naming the thing, not as a wrong ground', async () => {
    const result = await verify(
      '조경 면제 건축물',
      '건축법 제42조에 따라 대지에는 조경을 해야 합니다.\n\n### 조경 안 해도 되는 건축물 (시행령 제27조제1항, 일부)\n녹지지역에 건축하는 건축물, 면적 5천㎡ 미만 대지의 공장, 연면적 1천500㎡ 미만 공장, 법 제20조제1항에 따른 가설건축물 등',
    );
    expect(errors(result)).not.toContain('article_misattributed');
  });
});

describe('an exception spelled out in its 목s, and which article a "같은 항" means', () => {
  // 시행령 제84조제6항제7호: 자연녹지지역의 학교(…를 말한다)로서 다음 각 목의 요건을 모두 충족하는 학교: 30퍼센트의 범위에서 …
  it('relieves a figure whose condition is in the 목s of the case that states it, and not one that drops it', async () => {
    const base = '자연녹지지역의 건폐율은 국토계획법 시행령 제84조 제1항 제16호에 따라 20퍼센트 이하이다. ';
    const stated = await verify('자연녹지 학교 건폐율', `${base}기존 부지에서 증축하는 경우 등 요건을 갖춘 학교 증축은 30퍼센트 범위에서 조례로 정하는 비율을(같은 조 제6항 제7호) 적용받는다.`);
    expect(errors(stated)).toEqual([]);
    const dropped = await verify('자연녹지 학교 건폐율', `${base}학교는 30퍼센트 범위에서 조례로 정하는 비율을 적용받는다.`);
    expect(errors(dropped).length).toBeGreaterThan(0);
  });

  it('reads "같은 항" after articles of two statutes as the one whose title the sentence speaks of', async () => {
    const result = await verify(
      '자연녹지 창고 건폐율',
      '국토계획법 시행령 제84조 제6항 제8호의 특례는 기한이 지났다. 건축면적은 건축법 시행령 제119조 제1항 제2호에 따라 산정한다. 자연녹지지역의 창고시설(지정 당시 이미 준공, 기존 부지 증축)은 40퍼센트 범위에서 최초 건축허가 시 허용된 건폐율을(같은 항 제3호) 적용받는다.',
    );
    expect(result.report.extracted.cited_articles.at(-1)).toMatchObject({ law: '국토의 계획 및 이용에 관한 법률 시행령', article: '제84조', paragraph: 6, item: 3 });
  });
});

describe('conditions of a proviso the answer takes items from', () => {
  // 주차장법 시행령 제6조④ 단서 1호: 사용승인 후 5년이 지난 연면적 1천제곱미터 미만의 건축물의 용도를 변경하는 경우.
  it('holds an item under "같은 항 단서에 따라 다음은" to the condition figures of the item it states', async () => {
    const answer = (item: string) =>
      `용도변경 시 주차장은 주차장법 시행령 제6조 제4항을 보시면 됩니다.\n\n같은 항 단서에 따라 다음은 추가 확보 없이 용도변경이 가능합니다.\n- ${item}\n- 해당 건축물 안에서 용도 상호간의 변경을 하는 경우`;
    expect(errors(await verify('용도변경 주차장 추가', answer('사용승인 후 5년이 지난 연면적 1천㎡ 미만인 건축물의 용도를 변경하는 경우')))).toEqual([]);
    expect(errors(await verify('용도변경 주차장 추가', answer('연면적 1천㎡ 미만인 건축물의 용도를 변경하는 경우')))).toContain('exception_as_rule');
  });

  // 건축법 시행령 제35조① 단서: 주요구조부가 내화구조 또는 불연재료로 되어 있는 경우로서 다음 각 호의 어느 하나에 해당하는 경우.
  it('holds an item of a proviso to the condition its lead sets for all its items', async () => {
    const answer = (lead: string) =>
      `건축법 시행령 제35조 제1항에 따라 5층 이상인 층에 설치하는 직통계단은 피난계단 또는 특별피난계단으로 설치해야 합니다.\n\n${lead}\n① 5층 이상인 층의 바닥면적 합계가 200㎡ 이하인 경우\n② 5층 이상인 층의 바닥면적 200㎡ 이내마다 방화구획이 되어 있는 경우`;
    expect(errors(await verify('피난계단 면제', answer('같은 항 단서에 따라 주요구조부가 내화구조 또는 불연재료로 되어 있으면서 다음에 해당하면 예외입니다.')))).toEqual([]);
    expect(errors(await verify('피난계단 면제', answer('같은 항 단서가 두 가지를 두고 있어요.')))).toContain('exception_as_rule');
  });

  it('holds a figure of the article the sentence before cites to its proviso\'s condition', async () => {
    const answer = (figure: string) => `건축법 시행령 제34조 제1항은 거실 각 부분으로부터 직통계단까지의 보행거리를 정합니다. ${figure}`;
    expect(errors(await verify('직통계단 보행거리', answer('그 거리가 바로 50m예요.')))).toContain('exception_as_rule');
    expect(errors(await verify('직통계단 보행거리', answer('그 거리는 30m 이하이고, 주요구조부가 내화구조 또는 불연재료로 된 건축물은 50m 이하예요.')))).toEqual([]);
  });
});

describe('a figure in parentheses before its bound, and a sibling item\'s second sentence', () => {
  it('reads the bound right after a parenthesis for the figures on both sides of it, not one after a particle', () => {
    expect(findFigures('바닥면적 1천제곱미터(스프링클러를 설치한 경우에는 바닥면적 3천제곱미터)이내마다').map((figure) => figure.bound)).toEqual(['이하', '이하']);
    expect(findFigures('최대한도(500%)를 넘는 경우').map((figure) => figure.bound)).toEqual([null]);
  });

  // 피난ㆍ방화구조 규칙 제14조①1호: 10층 이하의 층은 바닥면적 1천제곱미터(스프링클러 … 설치한 경우에는 바닥면적 3천제곱미터)이내마다.
  it('finds the parenthesis\' figure stated as the rule, though a sibling item\'s second sentence names the same condition', async () => {
    const answer = (first: string) =>
      `건축법 시행령 제46조 제1항에 따라 연면적 1천㎡를 넘는 건축물은 방화구획을 해야 합니다.\n\n◇ 면적 단위 구획 (피난·방화구조 규칙 제14조 제1항)\n- 10층 이하의 층: ${first} 이내마다 구획\n- 11층 이상의 층: 바닥면적 200제곱미터(스프링클러 등 자동식 소화설비 설치 시 600제곱미터) 이내마다. 벽·반자 실내 마감을 불연재료로 하면 500제곱미터(스프링클러 등 설치 시 1천500제곱미터) 이내마다`;
    expect(errors(await verify('방화구획 면적', answer('바닥면적 1천 제곱미터(스프링클러 등 자동식 소화설비 설치 시 3천 제곱미터)')))).toEqual([]);
    expect(errors(await verify('방화구획 면적', answer('바닥면적 3천 제곱미터')))).toContain('exception_as_rule');
  });
});

describe('a list of offences under the sanction its heading names', () => {
  // 주차장법 제29조① (3년/5천만원): 1호 설치하지 아니하고, 2호 주차장 외의 용도; ②2호 (1년/1천만원): 본래의 기능을 유지하지 아니한 자.
  it('holds each item to the level its heading names', async () => {
    const answer = (extra: string) =>
      `◇ 3년 이하 징역 또는 5천만원 이하 벌금\n주차장법 제29조 제1항이 정한 대상은 다음과 같다.\n1. 부설주차장을 설치하지 않고 시설물을 건축·설치한 자\n2. 부설주차장을 주차장 외의 용도로 사용한 자${extra}`;
    expect(errors(await verify('부설주차장 용도변경 처벌', answer('')))).toEqual([]);
    expect(errors(await verify('부설주차장 용도변경 처벌', answer('\n3. 정당한 사유 없이 부설주차장 본래의 기능을 유지하지 않은 자')))).toContain('sanction_contradicted');
  });
});

describe('a place\'s figures after an arrow, and a heading that names the ratio', () => {
  it('reads "… → 서울 20%, 50%" as the place\'s two ratios in the order the line named them, and "■ 용적률" as the ratio of what stands under it', async () => {
    const answer = (figure: string) =>
      `■ 용적률\n- 보전녹지는 50%, 생산녹지는 ${figure}입니다. (서울특별시 도시계획 조례 제55조제1항제14호·제15호)\n\n■ 시행령 범위와 비교 (국토계획법 시행령 제84조·제85조)\n- 보전녹지: 건폐율 20% 이하 / 용적률 50~80% → 서울 20%, 50%\n- 생산녹지: 건폐율 20% 이하 / 용적률 50~100% → 서울 20%, ${figure}`;
    await expectTellsApart('서울 보전녹지 생산녹지 건폐율 용적률', answer, '50%', '70%');
  });
});

describe('exam-note shorthand', () => {
  it('reads "법 77①2가" and "영 84①17" as articles, "영 84ㆍ85조" as two of the decree, and "하한도 50%" as a lower bound', async () => {
    expect(findArticles('(법 77①2가·나 / 영 84①17·18)').map((mention) => mention.text)).toEqual(['제77조제1항제2호', '제84조제1항제17호']);
    expect(findFigures('용적률 하한도 50%라서').map((figure) => figure.bound)).toEqual(['이상']);
    const result = await verify('관리지역 건폐율 용적률', '[비도시지역 밀도 — 국토계획법 77ㆍ78조 / 영 84ㆍ85조]\n- 계획관리: 건폐율 40% 이하 (법 77①2다 / 영 84①19)\n- 계획관리 용적률 하한도 50%');
    expect(result.report.extracted.cited_articles.filter((cited) => cited.article === '제85조').map((cited) => cited.law)).toEqual(['국토의 계획 및 이용에 관한 법률 시행령']);
    expect(errors(result)).toEqual([]);
  });
});

describe('the results of the writer\'s own arithmetic lines', () => {
  it('sets apart the result of "… = …" wherever the answer restates it, but not an operand of the chain', () => {
    const reckoned = reckonedFigures(['용적률 = 220% + 1.5 × (100 × 220%) ÷ 900 = 220% + 36.7% ≈ **256.7%** 이내', '건폐율의 **150%**(여기선 90%)']);
    expect(reckoned({ value: 256.7, lower: null, unit: '%', bound: null })).toBe(true);
    expect(reckoned({ value: 90, lower: null, unit: '%', bound: null })).toBe(false);
    expect(reckoned({ value: 220, lower: null, unit: '%', bound: null })).toBe(false);
    // "건폐율 60%의 **150%**": a relaxation factor written with emphasis.
    expect(reckonedFigures(['건폐율 60%, 해당 용도지역 건폐율의 **150%**(여기선 90%)'])({ value: 90, lower: null, unit: '%', bound: null })).toBe(true);
  });
});

describe('verdicts and shares in sentences about other zones and other rates', () => {
  it('judges a verdict by the zones its own sentence names', async () => {
    const answer = (verdict: string) => `아파트는 제2종일반주거지역에서 허용된다. 반면 제1종전용주거지역과 제1종일반주거지역은 둘 다 아파트를 ${verdict}.`;
    expect(errors(await verify('제2종일반주거지역 아파트', answer('허용하지 않는다')))).toEqual([]);
    expect(errors(await verify('제2종일반주거지역 아파트', answer('지을 수 있다')))).toContain('permission_contradicted');
  });

  it('reads "도로율에 20% 이상 미달" as a share of another rate, not a 용적률', async () => {
    const result = await verify('제3종일반주거지역 개발밀도관리구역 용적률', '같은 법 시행령 제63조는 도로율이 용도지역별 도로율에 20% 이상 미달하는 지역을 지정 기준으로 든다. 국토계획법 제66조에 따른 개발밀도관리구역이다.');
    expect(result.report.extracted.figures.filter((figure) => figure.value === 20).map((figure) => figure.attribute)).toEqual(['기타']);
  });
});

describe('a condition that is a figure', () => {
  // 피난ㆍ방화구조 규칙 제13조①1호: 길이와 너비를 각각 22미터 이상 … 옥상바닥의 길이와 너비가 각각 22미터이하인 경우에는 … 각각 15미터까지 감축할 수 있다.
  it('takes the condition as stated when the sentence states its figure or a case of its own meets it', async () => {
    const question = '옥상 헬리포트 크기';
    const answer = (summary: string) => `헬리포트는 피난·방화구조 규칙 제13조제1항에 따라 길이와 너비를 각각 22m 이상으로 해야 합니다. ${summary}`;
    expect(errors(await verify(question, answer('옥상이 20m × 20m라면 15m 헬리포트로 줄여 설치할 수 있어요.')))).toEqual([]);
    expect(errors(await verify(question, answer('\n\n**정리** 👉 20m×20m 옥상이면 15m 헬리포트로 축소 설치는 가능하지만, 12m 반경 장애물 금지 때문에 난간 배치가 관건이에요.')))).toEqual([]);
    expect(errors(await verify(question, answer('옥상 바닥이 가로·세로 모두 22m 이하니까 헬리포트를 15m까지 줄일 수 있어요.')))).toEqual([]);
    expect(errors(await verify(question, answer('헬리포트는 15m로 줄여 설치해도 됩니다.')))).toContain('exception_as_rule');
  });
});

describe('lists written in exam-note short names or the answer\'s own words', () => {
  it('spells out 근생 and 문집, and takes an item that shortens the statute\'s words as in the list', () => {
    expect(itemKey('2종근생 다중생활시설')).toBe(itemKey('제2종 근린생활시설 다중생활시설'));
    expect(itemKey('문집')).toBe(itemKey('문화 및 집회시설'));
  });

  // 국토계획법 제77조③: 취락지구, 개발진흥지구, 수산자원보호구역, 자연공원, 농공단지, 공업지역 안의 국가산업단지ㆍ일반산업단지 및 도시첨단산업단지와 준산업단지.
  it('does not take a shortened item for one the statute lacks, and still finds one it lacks', async () => {
    const answer = (items: string) => `국토계획법 제77조제3항은 ${items}의 건폐율을 80% 이하 범위에서 따로 정하게 합니다.`;
    expect(errors(await verify('특별한 지역 건폐율', answer('취락지구, 개발진흥지구, 수산자원보호구역, 자연공원, 농공단지, 공업지역 안 산업단지')))).not.toContain('list_item_contradicted');
    expect(errors(await verify('특별한 지역 건폐율', answer('취락지구, 개발진흥지구, 수산자원보호구역, 자연공원, 농공단지, 국가산업단지, 일반산업단지, 도시첨단산업단지, 준산업단지, 관광단지')))).toContain('list_item_contradicted');
  });
});

describe('a ground line over the sections after it', () => {
  it('holds what the sections under "✔ label — citation" say to the article it cites, and not a ground line that ends the answer', async () => {
    const answer = (article: string) =>
      `✔ 거실 등의 방습 기준 — 「건축물의 피난·방화구조 등의 기준에 관한 규칙」 ${article}\n\n**1. 대상 (건축법 시행령 제52조)**\n- 건축물 최하층에 있는 거실 (바닥이 목조인 경우만)\n\n**2. 목조 마루 거실 바닥 높이**\n최하층 거실 바닥 높이는 지표면으로부터 45cm 이상이어야 해요.`;
    expect(errors(await verify('목조 마루 바닥 높이', answer('제18조')))).toEqual([]);
    expect(errors(await verify('목조 마루 바닥 높이', answer('제17조')))).toContain('article_misattributed');
    expect(readAnswer('준주거지역 용적률은 200퍼센트 이상 500퍼센트 이하입니다.\n근거: 국토계획법 시행령 제85조').sentences.map((sentence) => sentence.header)).toEqual([null, null]);
  });
});

describe('a whole statute list with one item added', () => {
  it('finds the added item although the answer shortens another item\'s words', async () => {
    const answer = (third: string) =>
      `국토계획법 제77조제3항 — 건폐율을 따로 정하는 지역은 다음과 같습니다.\n1. 취락지구\n2. 개발진흥지구\n3. ${third}\n4. 수산자원보호구역\n5. 「자연공원법」에 따른 자연공원\n6. 「산업입지 및 개발에 관한 법률」에 따른 농공단지\n7. 공업지역에 있는 국가산업단지·일반산업단지·도시첨단산업단지와 준산업단지`;
    expect(errors(await verify('방재지구 건폐율', answer('방재지구')))).toContain('list_item_contradicted');
  });
});

describe('a block quote used as a callout', () => {
  it('reads "> ⚠️ 주의: …" and "> 예) … × … =" as the writer\'s own statements, and a statute\'s sentence as a quotation', () => {
    const text = readAnswer('> ⚠️ 주의: 조례가 더 낮게 정할 수 있음\n> 예) 대지 300㎡ × 60% = 180㎡\n> 건축물의 대지는 2미터 이상이 도로에 접하여야 한다.');
    expect(text.sentences.map((sentence) => sentence.text)).toEqual(['⚠️ 주의: 조례가 더 낮게 정할 수 있음', '예) 대지 300㎡ × 60% = 180㎡']);
    expect(text.quotes.map((quote) => quote.text)).toEqual(['건축물의 대지는 2미터 이상이 도로에 접하여야 한다.']);
  });
});

describe('what a proviso\'s subject must also be', () => {
  // 건축법 시행령 제56조① 단서: 연면적이 50제곱미터 이하인 단층의 부속건축물로서 외벽 및 처마 밑면을 방화구조로 한 것과 무대의 바닥은 그렇지 않다.
  it('holds a figure taken from a proviso to the "…로서 …한 것" its subject must meet, though the answer names the proviso', async () => {
    const answer = (subject: string) => `건축법 시행령 제56조제1항 단서에 따라 ${subject}은 내화구조로 하지 않아도 됩니다.`;
    expect(errors(await verify('부속 창고 내화구조', answer('연면적 50㎡ 이하인 단층의 부속건축물로서 외벽 및 처마 밑면을 방화구조로 한 것')))).toEqual([]);
    expect(errors(await verify('부속 창고 내화구조', answer('연면적 50㎡ 이하인 부속건축물')))).toContain('exception_as_rule');
  });
});

describe('one citation said of every figure before it', () => {
  it('holds both ratios of "건폐율 60%와 용적률 600% 모두 … 제55조제1항제9호" to that article', async () => {
    const answer = (articles: string) => `서울 근린상업지역 건폐율 60%와 용적률 600% 모두 「서울특별시 도시계획 조례」 ${articles}에 규정되어 있습니다.`;
    expect(errors(await verify('서울 근린상업지역 건폐율 용적률', answer('제54조제1항제9호ㆍ제55조제1항제9호')))).toEqual([]);
    expect(errors(await verify('서울 근린상업지역 건폐율 용적률', answer('제55조제1항제9호')))).toContain('row_article_mismatch');
  });
});

describe('a statute named for what a word means', () => {
  it('does not take 「산지관리법」 of "…에 따른 보전산지" for the "법" the answer cites next', async () => {
    const result = await verify('특별건축구역 지정', '건축법 제69조에 따라 특별건축구역을 지정한다. 다만 「도로법」에 따른 접도구역, 「산지관리법」에 따른 보전산지는 지정할 수 없다(법 제69조제2항).');
    expect(result.report.extracted.cited_articles.filter((cited) => cited.paragraph === 2).map((cited) => cited.law)).toEqual(['건축법']);
    expect(result.findings.map((found) => found.code)).not.toContain('law_not_in_library');
  });
});

describe('an item of an inline ▲ list under a heading', () => {
  // 건축법 시행령 제61조②3호: 3층 이상 또는 높이 9미터 이상인 건축물.
  it('aligns "▲… 6층 이상 또는 높이 22m 이상인 건축물" by its own clause and its heading, and finds the older figures', async () => {
    const answer = (floors: string, height: string) =>
      `**◆ 대상 건축물 (건축법 시행령 제61조제2항)**\n▲의료시설·교육연구시설·노유자시설·수련시설 ▲${floors} 이상 또는 높이 ${height} 이상인 건축물 ▲1층 전부 또는 일부를 필로티 구조로 해 주차장으로 쓰는 건축물이 대상이다.`;
    expect(errors(await verify('외벽 마감재료 대상', answer('3층', '9m')))).toEqual([]);
    expect(errors(await verify('외벽 마감재료 대상', answer('6층', '22m')))).toContain('figure_contradicted');
  });
});

describe('a table whose rows name zones short', () => {
  it('reads "| 2종 |" and "| 일반 |" rows as the zones of the family the table is about', async () => {
    const residential = (figure: string) => `| 구분 | 시행령 범위 | 서울 조례 |\n|---|---|---|\n| 제1종일반주거 | 100~200% | 150% |\n| 2종 | 100~250% | ${figure} |\n| 3종 | 100~300% | 250% |`;
    await expectTellsApart('서울 일반주거지역 용적률', residential, '200%', '220%');
    const commercial = (figure: string) => `| 구분 | 시행령 범위 | 서울 조례 |\n|---|---|---|\n| 중심상업 | 200~1,500% | 1,000% |\n| 일반 | 200~1,300% | ${figure} |\n| 근린 | 200~900% | 600% |`;
    await expectTellsApart('서울 상업지역 용적률', commercial, '800%', '900%');
  });
});

describe('lists as writers copy them: cells holding several items, names with their statute, clauses', () => {
  // 건축법 시행령 제40조②: 제2종 근린생활시설 중 공연장ㆍ종교집회장ㆍ인터넷컴퓨터게임시설제공업소(…), 문화 및 집회시설(…), 종교시설,
  // 판매시설, 위락시설 중 주점영업 또는 장례시설의 용도로 쓰는 경우에는 … 광장을 옥상에 설치하여야 한다.
  it('reads "A 또는 B" of a statute list as two items, and one line of the answer holding three of them as those three', async () => {
    expect(inlineLists('판매시설, 위락시설 중 주점영업 또는 장례시설의 용도로 쓰는 경우', false).map((items) => items.map((item) => item.text))).toEqual([['판매시설', '위락시설 중 주점영업', '장례시설']]);
    const answer = (added: string) =>
      `건축법 시행령 제40조제2항 — 5층 이상인 층이 다음 용도이면 옥상광장을 둡니다.\n- 제2종 근린생활시설 중 공연장·종교집회장·인터넷컴퓨터게임시설제공업소(각 300㎡ 이상)\n- 문화 및 집회시설(전시장, 동·식물원 제외)\n- 종교시설\n- 판매시설${added}\n- 위락시설 중 주점영업\n- 장례시설`;
    expect(errors(await verify('옥상광장 대상', answer('')))).toEqual([]);
    const added = await verify('옥상광장 대상', answer('\n- 의료시설'));
    expect(errors(added)).toEqual(['list_item_contradicted']);
    expect(added.findings.find((found) => found.code === 'list_item_contradicted')!.claim).toBe('의료시설');
  });

  it('takes a line marked otherwise than the lines under it for their heading, not one of their items', () => {
    const lists = answerLists(readAnswer('✅ **용적률 (시행령 제85조제6항)**\n- 개발진흥지구: 100% 이하\n- 수산자원보호구역: 80% 이하\n- 자연공원: 100% 이하').sentences);
    expect(lists.map((list) => list.items.map((item) => item.text))).toEqual([['개발진흥지구', '수산자원보호구역', '자연공원']]);
  });

  // 건축법 시행령 제105조②: 1. 「경제자유구역의 지정 및 운영에 관한 특별법」 제4조에 따라 지정된 경제자유구역 2. 「택지개발촉진법」에
  // 따른 택지개발사업구역 … 9. 「지역문화진흥법」 제18조에 따른 문화지구.
  it('compares "「…법」에 따른 X" items by the X they name', async () => {
    const answer = (added: string) =>
      `건축법 시행령 제105조제2항은 시ㆍ도지사가 특별건축구역으로 지정할 수 있는 사업구역을 정합니다.\n- 「경제자유구역의 지정 및 운영에 관한 특별법」에 따른 경제자유구역\n- 「택지개발촉진법」에 따른 택지개발사업구역\n- 「도시 및 주거환경정비법」에 따른 정비구역\n- 「도시개발법」에 따른 도시개발구역\n- 「도시재정비 촉진을 위한 특별법」에 따른 재정비촉진구역${added}\n- 「제주특별자치도 설치 및 국제자유도시 조성을 위한 특별법」에 따른 국제자유도시의 사업구역\n- 지구단위계획구역 중 창의적 개발을 위한 특별계획구역\n- 「관광진흥법」에 따른 관광지·관광단지·관광특구\n- 「지역문화진흥법」에 따른 문화지구`;
    expect(errors(await verify('특별건축구역 사업구역', answer('')))).toEqual([]);
    const added = await verify('특별건축구역 사업구역', answer('\n- 「농어촌정비법」에 따른 농어촌정비지구'));
    expect(added.findings.find((found) => found.code === 'list_item_contradicted')?.claim).toBe('농어촌정비지구');
  });

  // 건축법 시행령 제46조⑤: 1. 발코니와 인접 세대와의 경계벽이 파괴하기 쉬운 경량구조 등인 경우 2. 발코니의 경계벽에 피난구를 설치한
  // 경우 3. 발코니의 바닥에 … 하향식 피난구를 설치한 경우 4. 국토교통부장관이 … 인정하여 고시하는 구조 또는 시설을 갖춘 경우.
  it('finds a clause added to a statute list of clauses by the words it shares with none of them', async () => {
    const answer = (added: string) =>
      `건축법 시행령 제46조제5항에 따라 발코니에 다음 중 하나를 갖추면 대피공간을 두지 않아도 됩니다.\n1. 인접 세대와의 경계벽이 파괴하기 쉬운 경량구조 등인 경우\n2. 발코니 경계벽에 피난구를 설치한 경우\n3. 발코니 바닥에 하향식 피난구를 설치한 경우${added}\n4. 국토교통부장관이 대피공간과 동일하거나 그 이상의 성능이 있다고 인정하여 고시하는 구조 또는 시설을 갖춘 경우`;
    expect(errors(await verify('대피공간 대체', answer('')))).toEqual([]);
    const added = await verify('대피공간 대체', answer('\n4. 발코니 창을 방화유리로 바꾸고 스프링클러 헤드를 증설한 경우'));
    expect(added.findings.find((found) => found.code === 'list_item_contradicted')?.claim).toMatch(/방화유리/);
  });
});

describe('"같은 항" after two cited paragraphs whose titles both fit', () => {
  // 건축법 제50조①(건축물의 내화구조와 방화벽) and 시행령 제56조①(건축물의 내화구조) are both cited; only the decree's
  // proviso says 50제곱미터: "연면적이 50제곱미터 이하인 단층의 부속건축물로서 외벽 및 처마 밑면을 방화구조로 한 것".
  it('takes the one whose paragraph states the figure the sentence takes from it', async () => {
    const answer = (subject: string) =>
      `내화구조 대상은 「건축법」 제50조제1항과 시행령 제56조제1항에서 정합니다.\n시행령 제56조제1항제5호에 따라 3층 이상인 건축물은 주요구조부와 지붕을 내화구조로 해야 합니다.\n\n같은 항 단서에서 ${subject}은 내화구조로 하지 않아도 된다고 정합니다.`;
    expect(errors(await verify('부속 창고 내화구조', answer('연면적 50㎡ 이하인 단층 부속건축물로서 외벽과 처마 밑면을 방화구조로 한 것')))).toEqual([]);
    expect(errors(await verify('부속 창고 내화구조', answer('연면적 50㎡ 이하인 부속건축물')))).toContain('exception_as_rule');
  });
});

describe('a figure whose case is the items under it', () => {
  // 국토계획법 시행령 제46조⑥: 지구단위계획구역의 지정목적이 다음 각호의 1에 해당하는 경우에는 … 주차장 설치기준을 100퍼센트까지
  // 완화하여 적용할 수 있다. 1. 한옥마을을 보존하고자 하는 경우 2. 차 없는 거리를 조성하고자 하는 경우 …
  it('holds "100퍼센트까지 완화" to the purpose the items list, named as the condition or as one of the cases', async () => {
    const answer = (where: string) => `국토계획법 시행령 제46조제6항에 따라 ${where}에서는 지구단위계획으로 주차장 설치기준을 100퍼센트까지 완화하여 적용할 수 있습니다.`;
    expect(errors(await verify('지구단위계획구역 주차장', answer('지구단위계획구역')))).toEqual(['exception_as_rule']);
    expect(errors(await verify('지구단위계획구역 주차장', answer('한옥마을을 보존하려고 지정한 지구단위계획구역')))).toEqual([]);
    expect(errors(await verify('지구단위계획구역 주차장', answer('지정목적이 각 호(한옥마을 보존 등)에 해당하는 지구단위계획구역')))).toEqual([]);
  });
});

describe('terse notes: rates of a violation, slash-separated, cited to a sibling article', () => {
  // 건축법 시행령 제115조의3①: 1. 건폐율을 초과하여 건축한 경우: 100분의 80 2. 용적률을 초과하여 건축한 경우: 100분의 90 …
  // 제115조의2 is 이행강제금의 부과 및 징수 (the cases of 법 제80조① 단서) and states none of them.
  it('reads "건폐율 초과 80/100" as the rate for that violation and holds it to the article written with it', async () => {
    const note = (article: string) => `[건축법 이행강제금 — 법 §80]\n■ 비율(영 ${article}): 건폐율 초과 80/100 / 용적률 초과 90/100 / 무허가 100/100`;
    const right = await verify('이행강제금 비율', note('제115조의3'));
    expect(right.report.extracted.figures.filter((figure) => figure.value === 80).map((figure) => figure.attribute)).toEqual(['기타']);
    expect(errors(right)).toEqual([]);
    expect(errors(await verify('이행강제금 비율', note('제115조의2')))).toContain('article_misattributed');
  });
});

describe('where a figure really is, when the cited article mentions an annex or carries out an act', () => {
  // 국토계획법 시행령 제94조: "대통령령으로 정하는 규모"라 함은 330제곱미터. 제84조(용도지역안에서의 건폐율) mentions only
  // 「대학설립ㆍ운영 규정」 별표 2 — another statute's annex, which holds none of the decree's figures.
  it('does not excuse a figure under the wrong article because that article names another statute\'s annex', async () => {
    const answer = (article: string) =>
      `대지가 나뉠 때는 국토계획법 제84조 제1항의 가중평균 규정을 봅니다.\n\n가장 작은 부분이 대통령령으로 정하는 규모 이하면 가중평균합니다. 그 '규모'는 국토계획법 시행령 ${article}에서 330㎡(도로변에 띠 모양으로 지정된 상업지역에 걸친 토지는 660㎡)로 정하고 있어요.`;
    expect(errors(await verify('대지가 두 용도지역에 걸칠 때', answer('제94조')))).toEqual([]);
    expect(errors(await verify('대지가 두 용도지역에 걸칠 때', answer('제84조')))).toContain('article_misattributed');
  });

  // 국토계획법 제47조⑦: … 매수 결정을 알린 날부터 2년이 지날 때까지 … 매수하지 아니하는 경우 … 대통령령으로 정하는 건축물
  // 또는 공작물을 설치할 수 있다. 시행령 제41조⑤: 법 제47조제7항 각 호 외의 부분 전단에서 "대통령령으로 정하는 건축물 …"이란 ….
  it('takes the decree provision that carries out the act\'s article holding the figure as rightly cited', async () => {
    const result = await verify(
      '매수청구 후 건축',
      '국토계획법 제47조에 따라 매수청구를 할 수 있습니다. 매수 결정을 알린 날부터 2년이 지나도록 매수하지 않으면 소유자는 허가를 받아 3층 이하 단독주택 등을 설치할 수 있습니다(시행령 제41조제5항).',
    );
    expect(errors(result)).toEqual([]);
  });

  it('leaves the figures of a worked example ("■ 계산 예:") to the writer', async () => {
    const result = await verify('부설주차장 대수', '주차장법 시행령 별표 1에 따라 판매시설은 시설면적 150㎡당 1대입니다.\n■ 계산 예: 시설면적 3,100㎡ 판매시설 → 약 21대');
    expect(result.report.semantic.grounding.filter((row) => row.kind === 'figure').map((row) => row.phrase)).not.toContainEqual(expect.stringContaining('3,100'));
  });
});

describe('a list set out in a sentence above its heading, and an aside in brackets', () => {
  // 건축법 시행령 제32조②1호: 층수가 2층[주요구조부인 기둥과 보를 설치하는 건축물로서 그 기둥과 보가 목재인 목구조 건축물(…)의
  // 경우에는 3층] 이상인 건축물.
  it('holds "① 층수 3층 이상" to the article the sentence above says sets the list out, where 3층 is the 목구조 case', async () => {
    const answer = (floors: string) =>
      `착공신고 때 구조 안전 확인 서류를 내야 하는 건축물은 「건축법 시행령」 제32조제2항에 정해져 있습니다.\n\n[제출 대상 — 아래 중 하나에 해당하면 제출]\n① ${floors}\n② 처마높이 9m 이상\n③ 기둥과 기둥 사이 거리 10m 이상`;
    expect(errors(await verify('구조안전 확인서 제출', answer('층수 2층 이상 (목구조는 3층 이상)')))).toEqual([]);
    expect(errors(await verify('구조안전 확인서 제출', answer('층수 3층 이상')))).toContain('exception_as_rule');
  });
});

describe('zones and places a list line leaves to the words around it', () => {
  // 국토계획법 시행령 제84조①: 보전관리지역 20퍼센트 이하, 생산관리지역 20퍼센트 이하, 계획관리지역 40퍼센트 이하.
  it('gives "나머지 둘은" the zones of the family the sentence has not named', async () => {
    const answer = (rest: string) => `관리지역 건폐율은 시행령 제84조제1항에서 정하는데, 관리지역 셋 중 계획관리만 40% 이하, 나머지 둘은 ${rest} 이하예요.`;
    expect(errors(await verify('관리지역 건폐율', answer('20%')))).toEqual([]);
    expect(errors(await verify('관리지역 건폐율', answer('30%'))).length).toBeGreaterThan(0);
  });

  // Seoul's ordinance: 전용공업지역 and 일반공업지역 200퍼센트, 준공업지역 400퍼센트 (eval/rules/seoul-zoning.csv).
  it('holds the items of a list to the one place the line above them names, though the question names another first', async () => {
    const answer = (first: string) =>
      `공업지역 비교입니다.\n\n🏭 서울 공업지역 (서울특별시 도시계획 조례 제54조ㆍ제55조)\n- 전용공업지역ㆍ일반공업지역ㆍ준공업지역 모두 건폐율 60%\n- 용적률: 전용 ${first}, 일반 200%, 준 400%`;
    expect(errors(await verify('부산에서 서울 공업지역으로 옮기면 용적률이 어떻게 되나요', answer('200%')))).toEqual([]);
    expect(errors(await verify('부산에서 서울 공업지역으로 옮기면 용적률이 어떻게 되나요', answer('300%'))).length).toBeGreaterThan(0);
  });
});

describe('a lead that cites nothing under a heading that does', () => {
  // 건축법 시행령 제35조① 단서: 건축물의 주요구조부가 내화구조 또는 불연재료로 되어 있는 경우로서 다음 각 호의 어느 하나에
  // 해당하는 경우에는 그러하지 아니하다. 1. 5층 이상인 층의 바닥면적의 합계가 200제곱미터 이하인 경우 …
  it('holds the items to the heading\'s citation and to the condition of its lead', async () => {
    const answer = (lead: string) => `**예외 — 건축법 시행령 제35조제1항 단서**\n${lead} 다음 중 하나에 해당하면 피난계단으로 하지 않아도 됩니다.\n- 5층 이상인 층의 바닥면적 합계가 200㎡ 이하인 경우`;
    expect(errors(await verify('피난계단 예외', answer('주요구조부가 내화구조 또는 불연재료인 건축물로서')))).toEqual([]);
    expect(errors(await verify('피난계단 예외', answer('')))).toContain('exception_as_rule');
  });
});

describe('a thing let off only within the limit written after its name', () => {
  // 건축법 시행령 제119조①3호라목: … 다락[층고(層高)가 1.5미터(경사진 형태의 지붕인 경우에는 1.8미터) 이하인 것만 해당한다] …
  it('finds the bare name in a list of what is not counted, and leaves the name with its limit', async () => {
    const answer = (item: string) => `바닥면적에 넣지 않는 것 (건축법 시행령 제119조제1항제3호)\n\n불산입\n- 승강기탑ㆍ계단탑ㆍ장식탑\n- ${item}\n- 지하주차장 경사로`;
    expect(errors(await verify('바닥면적 불산입', answer('다락(층고 1.5m, 경사지붕이면 1.8m 이하)')))).toEqual([]);
    const bare = await verify('바닥면적 불산입', answer('다락'));
    expect(bare.findings.filter((found) => found.code === 'exception_as_rule').map((found) => found.claim)).toEqual(['다락']);
  });
});

describe('clause lists that spell out what the statute leaves to its 목s, and catch-all lines', () => {
  // 건축법 제3조①: 1. 지정문화유산이나 임시지정문화유산 … 2. 철도나 궤도의 선로 부지에 있는 다음 각 목의 시설 (가. 운전보안시설
  // 나. 철도 선로의 위나 아래를 가로지르는 보행시설 다. 플랫폼 라. 해당 철도 또는 궤도사업용 급수ㆍ급탄 및 급유 시설)
  // 3. 고속도로 통행료 징수시설 4. 컨테이너를 이용한 간이창고(…) 5. 「하천법」에 따른 하천구역 내의 수문조작실.
  it('pairs an item that spells out the 목s of a statute item, and finds the one added', async () => {
    const answer = (added: string) =>
      `건축법 제3조제1항에 따라 이 법을 적용하지 않는 건축물은 다음과 같습니다.\n- 지정문화유산이나 임시지정문화유산\n- 철도나 궤도의 선로 부지에 있는 운전보안시설, 보행시설, 플랫폼, 급수ㆍ급탄ㆍ급유 시설\n- 고속도로 통행료 징수시설\n- 공장 대지에 두는, 이동이 쉬운 컨테이너 간이창고${added}\n- 「하천법」에 따른 하천구역 내의 수문조작실`;
    expect(errors(await verify('건축법 적용 제외', answer('')))).toEqual([]);
    const added = await verify('건축법 적용 제외', answer('\n- 산림 안에 임도를 따라 두는 간이 휴게쉼터'));
    expect(added.findings.find((found) => found.code === 'list_item_contradicted')?.claim).toMatch(/휴게쉼터/);
  });

  // 건축법 시행령 제80조: 1. 주거지역: 60제곱미터 … 5. 제1호부터 제4호까지의 규정에 해당하지 아니하는 지역: 60제곱미터.
  it('does not take "그 밖의 지역" for an item added to a list of zones', async () => {
    const result = await verify('대지 분할 제한 면적', '건축법 시행령 제80조 — 조례로 정할 최소 면적\n- 주거지역 60㎡\n- 상업지역 150㎡\n- 공업지역 150㎡\n- 녹지지역 200㎡\n- 그 밖의 지역 60㎡');
    expect(errors(result)).not.toContain('list_item_contradicted');
  });
});

describe('a ground line over sentences that cite nothing themselves', () => {
  // 건축법 제40조 is 대지의 안전 등; 제41조(토지 굴착 부분에 대한 조치 등)①: 공사시공자는 … 토지를 굴착ㆍ절토ㆍ매립 또는 성토 등을
  // 하는 경우 그 변경 부분에는 … 위험 발생의 방지, 환경 보존, 그 밖에 필요한 조치를 한 후 해당 공사현장에 그 사실을 게시하여야 한다.
  it('judges the article the line cites by what the sentences under it say', async () => {
    const answer = (article: string) =>
      `[근거] 건축법 ${article}\n\n공사시공자는 건축공사를 하려고 토지를 굴착ㆍ절토ㆍ매립ㆍ성토하는 경우 그 변경 부분에 비탈면 붕괴나 토사 유출 같은 위험 발생을 막는 조치와 환경 보존 등 필요한 조치를 한 뒤 공사현장에 그 사실을 게시해야 합니다.`;
    expect(errors(await verify('굴착 공사 안전조치', answer('제41조')))).toEqual([]);
    expect(errors(await verify('굴착 공사 안전조치', answer('제40조')))).toContain('article_misattributed');
  });
});

describe('shares the writer works out, and estates that are no zone', () => {
  it('takes "75㎡(18.75%)" on a 400㎡ plot for the writer\'s share, not a 건폐율 cap', async () => {
    const result = await verify(
      '서울 자연녹지지역 단독주택 건폐율',
      '■ 건폐율 한도\n서울 자연녹지지역 건폐율은 서울특별시 도시계획 조례상 20%예요. 대지 400㎡ × 20% = 80㎡가 최대 건축면적입니다.\n\n■ 해결 방법\n- 처마를 줄이면 건축면적에 안 들어가서 75㎡(18.75%)로 맞출 수 있어요.',
    );
    expect(errors(result)).toEqual([]);
  });

  // 국토계획법 시행령 제84조④: 4. 「자연공원법」에 따른 자연공원: 60퍼센트 이하 5. 「산업입지 및 개발에 관한 법률」 … 농공단지: 70퍼센트 이하.
  it('gives a figure for 농공단지 or 자연공원 no zone named in an item before it', async () => {
    const answer = '국토계획법 시행령 제84조제4항에 따르면\n1. 개발진흥지구: 자연녹지지역에 지정된 경우 30%\n2. 자연공원: 60% 이하\n3. 농공단지: 70% 이하';
    const result = await verify('농공단지 건폐율', answer);
    expect(result.report.extracted.figures.filter((figure) => figure.value === 60 || figure.value === 70).map((figure) => figure.zone)).toEqual([null, null]);
    expect(errors(result)).not.toContain('cap_exceeded');
  });
});

describe('things let off together under a condition with a figure of its own', () => {
  // 건축법 시행령 제119조①9호: 승강기탑(…), 계단탑, 망루, 장식탑, 옥탑, 그 밖에 이와 비슷한 건축물의 옥상 부분으로서 그 수평투영면적의
  // 합계가 해당 건축물 건축면적의 8분의 1(…) 이하인 것과 지하층은 건축물의 층수에 산입하지 아니하고 …
  it('finds the condition dropped from "옥탑ㆍ계단탑은 층수에 산입하지 않는다", and leaves it stated', async () => {
    const answer = (condition: string) => `건축법 시행령 제119조제1항제9호에 따라 옥탑ㆍ계단탑ㆍ승강기탑은 ${condition}층수에 산입하지 않습니다.`;
    expect(errors(await verify('옥탑 층수 산입', answer('수평투영면적 합계가 건축면적의 8분의 1 이하이면 ')))).toEqual([]);
    expect(errors(await verify('옥탑 층수 산입', answer('')))).toContain('exception_as_rule');
  });
});

describe('a relaxation whose subject lists zones and then narrows them', () => {
  // 국토계획법 시행령 제84조⑥1호: 준주거지역ㆍ일반상업지역ㆍ근린상업지역ㆍ전용공업지역ㆍ일반공업지역ㆍ준공업지역 중 방화지구의
  // 건축물로서 주요 구조부와 외벽이 내화구조인 건축물 중 도시ㆍ군계획조례로 정하는 건축물: 80퍼센트 이상 90퍼센트 이하.
  it('relieves 80~90% only when the claim states more than the zones the relaxation lists', async () => {
    const answer = (subject: string) =>
      `국토계획법 시행령 제84조제1항은 용도지역별 건폐율을 정합니다.\n\n📌 건폐율 특례 (같은 조 제6항제1호)\n준주거지역ㆍ일반상업지역ㆍ근린상업지역ㆍ전용공업지역ㆍ일반공업지역ㆍ준공업지역${subject}은 80%~90% 범위에서 조례로 정하는 비율까지 건폐율을 완화받을 수 있어요.`;
    expect(errors(await verify('준공업지역 건폐율 완화', answer(' 중 방화지구에 있고 주요구조부와 외벽이 내화구조인 건축물')))).toEqual([]);
    expect(errors(await verify('준공업지역 건폐율 완화', answer('의 건축물'))).length).toBeGreaterThan(0);
  });
});

describe('a boundary not found beside a figure found in the same provision', () => {
  // 건축법 시행령 제86조①: 1. 높이 10미터 이하인 부분: 인접 대지경계선으로부터 1.5미터 이상 2. 높이 10미터를 초과하는 부분: … 2분의 1 이상.
  it('reads "높이 9m 이하 부분 → 1.5m 이상" as the item that says 10미터, not as a figure without a ground', async () => {
    const answer = (height: string) =>
      `📌 기본 원칙 (건축법 제61조제1항, 시행령 제86조제1항)\n전용주거지역과 일반주거지역에서는 정북방향 인접 대지경계선으로부터 띄어야 해요.\n- 높이 ${height} 이하 부분 → 1.5m 이상`;
    expect(errors(await verify('일조 이격거리', answer('10m')))).toEqual([]);
    const older = await verify('일조 이격거리', answer('9m'));
    expect(older.findings.filter((found) => found.code === 'figure_contradicted').map((found) => found.message)).toEqual([expect.stringContaining("'10m 이하'")]);
  });
});
