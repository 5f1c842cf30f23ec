// Questions as people ask them: the legal point of a story, "does X count as Y", off-topic questions, and the first
// line of an offline answer (issue 25).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { numberInOrder } from '../src/main/answer/citations';
import { readQuestion } from '../src/main/text/question';
import type { AnswerResult, SearchResult } from '../src/shared/contract';
import { corpusDbCopy } from './helpers/corpus-db';
import { useTempDir } from './helpers/temp';

describe('reading a question for its legal point', () => {
  it('takes the clause that asks from a story, and leaves the circumstances as the story', () => {
    const reading = readQuestion('작년에 단독주택을 샀는데요, 2층 베란다를 터서 방을 넓혔어요. 구청에서 연락이 왔는데 이게 바닥면적에 포함되나요?ㅠㅠ');
    expect(reading.point).toBe('이게 바닥면적에 포함되나요?');
    expect(reading.story).toMatch(/^작년에 단독주택을 샀는데요.*연락이 왔는데$/);
    expect(reading.countsAs).toBe(true);
    expect(reading.asks.has('whether')).toBe(true);
  });

  it('reads what a point in unknown words asks from the story’s last asking sentence, not from every word of the story', () => {
    // "몇 년째" tells how long, it asks no figure; "할 수 있는건가요?" and "뜯어야 해요?" ask whether.
    const reading = readQuestion('마당에 컨테이너 놓고 몇 년째 창고로 썼는데 민원이 들어갔대요. 시청이 저한테 뭘 시킬 수 있는건가요? 치우라면 바로 치워야 해요?');
    expect(reading.asks.has('figure')).toBe(false);
    expect(reading.asks.has('whether')).toBe(true);
    expect(readQuestion('허가 없이 올린 옥상 방, 결국 뜯어야 해요?').asks.has('whether')).toBe(true);
  });

  it('reads "조건이 뭔가요?" as asking a criterion, not what a word means', () => {
    expect(readQuestion('엘리베이터 안 넣어도 되는 경우가 있다던데 정확한 조건이 뭔가요?').asks.has('definition')).toBe(false);
    expect(readQuestion('필요한 서류가 뭔가요? 그리고 절차가 뭔지도요').asks.has('definition')).toBe(false);
    expect(readQuestion('공개공지가 뭔가요?').asks.has('definition')).toBe(true);
  });

  it('takes the clause that asks from a formal 질의, after its facts ("…되었는바,", "…받았으나,")', () => {
    expect(readQuestion('2001년 사용승인된 공장이 용도지역 변경으로 용적률 기준을 넘게 되었는바, 기존 건물의 증축이 가능한 범위가 있는지 질의').point).toBe('기존 건물의 증축이 가능한 범위가 있는지 질의');
    expect(readQuestion('2년 전 건축허가를 받았으나, 착공하지 못한 경우 허가가 취소되는지 여부').point).toBe('착공하지 못한 경우 허가가 취소되는지 여부');
  });

  it('takes the clause before a bare "가능한가요?": it says what is asked about', () => {
    const reading = readQuestion('1층 창고를 사무실로 쓰려고 합니다. 가능한가요?');
    expect(reading.point).toContain('창고를 사무실로');
    expect(reading.actions).toContain('용도변경');
  });

  it('reads the 건축 act a story implies in everyday words', () => {
    expect(readQuestion('옥상에 한 층 더 올리려는데 허가가 필요한가요?').actions).toContain('증축');
    expect(readQuestion('허가받고 2년 넘게 공사를 못 했는데 괜찮나요?').actions).toEqual(expect.arrayContaining(['착수', '취소']));
    expect(readQuestion('군청 허가 받아놓고 여태 땅만 놀리고 있어요. 받아둔 게 없어지나요?').actions).toEqual(expect.arrayContaining(['착수', '취소']));
    expect(readQuestion('기둥 세 개를 교체하면 신고해야 하나요?').actions).toContain('대수선');
    // …with the asker's amount between the earth and the verb.
    expect(readQuestion('빈 땅에 흙을 30cm쯤 부어서 평평하게 하려는데 허가 받아야 해요?').actions).toEqual(expect.arrayContaining(['형질변경', '개발행위']));
    // "그대로 써도" keeps what was granted; "창고로 써도" changes a use.
    expect(readQuestion('작년에 받은 신고필증 그대로 써도 되나요?').actions).not.toContain('용도변경');
    expect(readQuestion('1층 가게를 창고로 써도 되나요?').actions).toContain('용도변경');
    // Moving a building whole is its 이전, however the story words it; moving things is not.
    expect(readQuestion('주택을 통째로 들어 올려 5m 정도 옆으로 옮겨 놓는 공사도 건축으로 보나요?').actions).toContain('이전');
    expect(readQuestion('마당에 짐을 옮겨 놓으려는데 신고해야 하나요?').actions).not.toContain('이전');
    // Having a charge cut is its 감경; cutting into land is no 감경.
    expect(readQuestion('이행강제금이 나왔는데 좀 깎아주는 거 없나요?').actions).toContain('감경');
    expect(readQuestion('뒷산을 깎아서 주차장을 만들면 허가 받아야 하나요?').actions).not.toContain('감경');
    // How far away a thing may be is the 거리 the statute states; a thing that fell off is no distance.
    expect(readQuestion('땅이 좁아서 주차장을 따로 만들려는데 건물에서 얼마나 떨어진 데까지 인정해주나요?').actions).toContain('거리');
    expect(readQuestion('외벽 마감재가 떨어진 자리를 보수하려는데 대수선인가요?').actions).not.toContain('거리');
    expect(readQuestion('제2종일반주거지역 건폐율 얼마야?').actions).toEqual([]);
  });

  it('knows each shape of "does X count as Y", and not a plain question', () => {
    for (const question of ['발코니가 바닥면적에 포함되나요?', '다락도 층수에 들어가나요', '기둥 교체가 대수선에 해당하나요?', '이 통로도 도로로 보나요?', '필로티는 건축면적에서 제외되나요?', '준초고층 건축물 해당 기준'])
      expect(readQuestion(question).countsAs, question).toBe(true);
    expect(readQuestion('제2종일반주거지역 건폐율 얼마야?').countsAs).toBe(false);
    // A FAQ title's "… 포함 여부", and "… 계산할 때 들어가나요" without "에".
    expect(readQuestion('용적률 계산 시 지상 1층 실내 주차장 면적 포함 여부').countsAs).toBe(true);
    expect(readQuestion('이 지하 면적도 용적률 계산할 때 들어가나요?').countsAs).toBe(true);
    // …with words between the reckoning and the verb, and 다 before it.
    expect(readQuestion('용적률 계산할 때 이 주차층 면적도 다 들어가나요?').countsAs).toBe(true);
    // A FAQ title drops the particle: "필로티 주차장 바닥면적 들어가나요" — but a car that fits is no measured quantity.
    expect(readQuestion('필로티 주차장 바닥면적 들어가나요').countsAs).toBe(true);
    expect(readQuestion('이 주차장에 SUV도 들어가나요?').countsAs).toBe(false);
    // "…으로 쳐주나요", and which of two terms a case is, said in the sentence before the last question.
    expect(readQuestion('베란다도 법적으로 방처럼 쓸 수 있는 공간으로 쳐주나요?').countsAs).toBe(true);
    expect(readQuestion('40층 오피스텔인데 법적으로는 고층이에요 초고층이에요? 기준이 따로 있나요?').countsAs).toBe(true);
    expect(readQuestion('아파트 단지 안 주차장, 노상인지 노외인지').countsAs).toBe(true);
    // "…으로 봐요", and a story's "몇 년 전에" is no figure asked when the point asks whether a thing counts as another.
    const rebuilt = readQuestion('본채는 몇 년 전에 헐어서 없고 창고만 남은 집터에 새로 집을 지으려고 해요. 이건 증축으로 봐요, 신축으로 봐요?');
    expect(rebuilt.countsAs).toBe(true);
    expect(rebuilt.asks.has('figure')).toBe(false);
    expect(readQuestion('40층 오피스텔인데 기준이 따로 있나요?').countsAs).toBe(false);
  });

  it('knows a question of a neighbouring field that says nothing of building or land use', () => {
    expect(readQuestion('전세 끝났는데 집주인이 보증금을 안 돌려줘요. 어떻게 받아요?').outsideField?.field).toMatch(/임대차/);
    expect(readQuestion('아파트 팔 때 양도소득세 비과세 요건 질의').outsideField?.field).toBe('세금');
    // A tenant or a lawsuit in a question about a building is still a building question.
    expect(readQuestion('세입자 이사 날짜가 잡혔는데 다가구 신축 준공 전에 먼저 입주시켜도 되나요?').outsideField).toBeNull();
    expect(readQuestion('옆집 창문 때문에 소송하기 전에 건축할 때 지켜야 하는 거리 기준이 있나요?').outsideField).toBeNull();
    expect(readQuestion('제2종일반주거지역 건폐율 얼마야?').outsideField).toBeNull();
    // A housing-market designation names a 지역 but zones nothing: its question is a tax question.
    expect(readQuestion('투기과열지구 내 주택을 팔 때 양도소득세 중과 여부 질의').outsideField?.field).toBe('세금');
    expect(readQuestion('조정대상지역 아파트 증여세 얼마나 나와요?').outsideField?.field).toBe('세금');
    // …while a land-use zone in the same question keeps it ours.
    expect(readQuestion('조정대상지역인데 제2종일반주거지역 건폐율 얼마야?').outsideField).toBeNull();
    // A home one owns is a place in a tax story, as a 상가 is in a lease's; a works contract's money is the parties'.
    expect(readQuestion('오피스텔 한 채 갖고 있는데 아파트를 하나 더 사면 양도세 중과되나요? 주택 수에 오피스텔도 들어가요?').outsideField?.field).toBe('세금');
    expect(readQuestion('오피스텔을 주거용으로 용도변경하면 취득세가 달라지나요?').outsideField).toBeNull();
    expect(readQuestion('리모델링 업체에 계약금이랑 중도금 다 줬는데 공사가 두 달째 멈췄어요. 계약 해지하고 돈 돌려받을 수 있나요?').outsideField?.field).toMatch(/공사 계약/);
  });

  it('reads the field from the clause that asks when the story names a building in passing', () => {
    // The story sold a 상가 and studied 건축; the clauses that ask are about a tax and a career.
    expect(readQuestion('재작년에 상가 한 칸 처분했는데 신고를 놓쳤어요. 이제 와서 내면 가산세가 얼마나 되나요?').outsideField?.field).toBe('세금');
    // Building named only as a place or a party, in another field's own words.
    expect(readQuestion('상가 월세 계약 끝나가는데 건물주가 월세를 30%나 올려달래요. 안 받아들이면 나가야 하나요?').outsideField?.field).toMatch(/임대차/);
    expect(readQuestion('집 앞 도로에 잠깐 차 세워뒀는데 주정차 단속 카메라에 찍혔대요. 이의신청은 어떻게 하나요?').outsideField?.field).toMatch(/교통/);
    // …but a word of building itself keeps it ours: the 용도 of a shop, a road a plot must touch.
    expect(readQuestion('상가 월세 받는 건물인데 2층 용도를 바꾸려면 어떻게 하나요?').outsideField).toBeNull();
    expect(readQuestion('세입자가 나가고 나서 건물주가 상가를 음식점으로 용도변경하려는데 주차장 더 만들어야 하나요?').outsideField).toBeNull();
    expect(readQuestion('건축 전공 4학년이에요. 설계사무소랑 건설사 중에 연봉은 어디가 나은가요?').outsideField?.field).toBe('직장·진로');
    // A question that names no building or land matter, in a neighbouring field's words.
    expect(readQuestion('주정차 단속 카메라에 찍혔는데 이의신청은 어디서 해요?').outsideField?.field).toBe('교통·자동차');
    expect(readQuestion('뒷집 감나무 가지가 담 넘어와서 낙엽이 쌓여요. 제가 잘라도 되나요?').outsideField?.field).toBe('이웃 간 생활 분쟁');
    // Fields whose questions name a car park, a plot or a 구역 in passing: insurance, traffic, wages, inheritance,
    // redevelopment unions, CCTV footage, farmland purchase, published land prices.
    expect(readQuestion('지하주차장 기둥에 범퍼를 긁었는데 보험으로 처리하면 보험료가 얼마나 올라요?').outsideField?.field).toBe('보험');
    expect(readQuestion('노인보호구역에 잠깐 차를 댔다가 딱지를 받았어요. 얼마 내야 돼요?').outsideField?.field).toBe('교통·자동차');
    expect(readQuestion('현장에서 석 달 일했는데 일당을 못 받았어요. 노동청에 신고하면 되나요?').outsideField?.field).toBe('근로·임금');
    expect(readQuestion('돌아가신 아버지 땅을 형제끼리 나누려는데 법정상속분은 어떻게 돼요?').outsideField?.field).toBe('상속·등기');
    expect(readQuestion('재개발 조합원인데 분담금이 또 오른대요. 언제 확정돼요?').outsideField?.field).toMatch(/정비사업/);
    expect(readQuestion('옆집 CCTV가 우리 집 현관을 비추는데 개인정보 침해 아닌가요?').outsideField?.field).toBe('개인정보·CCTV');
    expect(readQuestion('밭을 사려는데 농지취득자격증명은 어디서 받아요?').outsideField?.field).toBe('농지 취득');
    expect(readQuestion('우리 땅 공시지가가 너무 높게 나왔어요. 이의신청 어떻게 해요?').outsideField?.field).toBe('부동산 가격 공시');
    // A clause that points back to the story's building act asks of it, whatever field its reason names.
    expect(readQuestion('새 아파트 사용승인이 아직인데 시행사가 먼저 들어와 살라고 해요. 월세 계약이 끝나서 급한데 이렇게 들어가도 되나요?').outsideField).toBeNull();
    // …while a weekend farm's 농막 on land with no road is a building question.
    expect(readQuestion('주말농장 하려고 산 밭이 맹지인데 농막도 도로에 붙어 있어야 하나요?').outsideField).toBeNull();
    expect(readQuestion('이사업체가 장롱을 옮기다 모서리를 깨먹었는데 보상받을 방법 있나요?').outsideField?.field).toMatch(/소비자/);
    // …but a clause that asks about the building keeps the question ours, whatever field the story is in.
    expect(readQuestion('양도세 때문에 급한데, 사용승인 전에 팔아도 되나요?').outsideField).toBeNull();
    expect(readQuestion('세금은 세무사랑 얘기했고요, 증축한 부분 면적은 어떻게 계산해요?').outsideField).toBeNull();
    // A tenant in the clause that asks is someone in the building's story, not a question about the lease.
    const early = readQuestion('다세대 신축이 끝났는데 사용승인 서류가 늦어진대요. 도장 나오기 전에 먼저 세입자 들여도 될까요?');
    expect(early.point).toContain('세입자');
    expect(early.outsideField).toBeNull();
    expect(readQuestion('빌라 한 채 사서 세를 놓았어요. 세입자가 나간다는데 보증금은 언제까지 돌려줘야 하나요?').outsideField?.field).toMatch(/임대차/);
  });

  it('reads a question asking whether the rule is set aside for its case, and the quantities it gives', () => {
    expect(readQuestion('높이 7.5m 단독주택도 일조 기준을 적용받지 않을 수 있나요?').asks.has('exception')).toBe(true);
    expect(readQuestion('작은 창고는 주차장 설치 의무가 면제되나요?').asks.has('exception')).toBe(true);
    // "Without X, may I?" asks whether the rule requiring X is set aside.
    expect(readQuestion('처리기간을 넘기면 승인서 없이 그냥 장사 시작해도 되나요?').asks.has('exception')).toBe(true);
    expect(readQuestion('허가 없이 창고를 지어도 되나요?').asks.has('exception')).toBe(true);
    // "안 V-아도 되나요" asks whether one may leave a duty undone, whatever the verb.
    expect(readQuestion('발코니에 사람이 못 나가게 막아두면 난간 안 달아도 되나요?').asks.has('exception')).toBe(true);
    expect(readQuestion('작은 창고인데 주차장 안 만들어도 돼요?').asks.has('exception')).toBe(true);
    expect(readQuestion('공사 중에 건물 안에 들어가도 되나요?').asks.has('exception')).toBe(false);
    // What the asker sets aside with "말고 / 빼고".
    expect(readQuestion('램프 곡선 구간은 경사를 최대 몇 %까지 줘요? 도로랑 붙은 입구 쪽 말고 안쪽 곡선 부분이요.').setAside).toEqual(['도로랑 붙은 입구 쪽']);
    expect(readQuestion('램프 곡선 구간은 경사를 최대 몇 %까지 줘요?').setAside).toEqual([]);
    expect(readQuestion('바닥면적 산정에서 벽 중심선 원칙 말고 다만 주차 쪽은 어떻게 하나요?').setAside).toEqual(['벽 중심선 원칙']);
    // A clause pointing back asks what the clause before it names.
    expect(readQuestion('2층 단독주택인데 북쪽으로 띄어야 한대요. 작은 집은 예외도 있다던데 우리 집도 해당돼요?').asks.has('exception')).toBe(true);
    expect(readQuestion('2층 단독주택인데 북쪽으로 띄어야 한대요. 우리 집은 몇 미터 띄워요?').asks.has('exception')).toBe(false);
    // …but a quantity that clause names as its topic asks no figure; a question word there does.
    expect(readQuestion('창고 지붕을 1미터 정도 올리려 해요. 바닥 면적은 그대로인데 이것도 증축으로 보나요?').asks.has('figure')).toBe(false);
    expect(readQuestion('옆 동네는 띄우는 거리가 몇 미터라던데 우리 집도 해당돼요?').asks.has('figure')).toBe(true);
    // A count the asker gives ("주차대수 20대가 필요한") asks for no figure; "주차 대수 몇 대" does.
    expect(readQuestion('주차대수 20대가 필요한 근린생활시설의 부설주차장을 인근 별도 토지에 두려는 경우 인정되는 범위 질의').asks.has('figure')).toBe(false);
    expect(readQuestion('근생 200㎡면 주차대수는 몇 대예요?').asks.has('figure')).toBe(true);
    // Whether a permit or a decision has lapsed asks for the period it lapses after.
    for (const question of ['20개월째인데 그 사전결정 아직 살아 있어요?', '벌써 1년 넘었으니 허가 날아간 건가요?', '고시된 지 5년 지났으면 효력을 잃나요?', '작년에 신고하고 아직 공사를 못 했는데 그때 받은 거 그대로 쓸 수 있나요?', '착공을 못 했는데 처음부터 다시 신고해야 하나요?'])
      expect(readQuestion(question).asks.has('deadline'), question).toBe(true);
    expect(readQuestion('허가 받은 건물 옆에 주차장 지어도 되나요?').asks.has('deadline')).toBe(false);
    // "봐주다" in any of its syllables: 봐주나요, 봐준다는, 봐줘요, 봐줄 수.
    for (const question of ['한옥은 좀 더 넓게 지을 수 있게 봐준다는 얘기를 들었는데 사실인가요?', '오래된 건물이면 좀 봐줘요?', '처음 걸린 거면 봐줄 수도 있나요?'])
      expect(readQuestion(question).asks.has('exception'), question).toBe(true);
    expect(readQuestion('제2종일반주거지역 건폐율 얼마야?').asks.has('exception')).toBe(false);
  });

  it('reads what a question asks for, once, for every step', () => {
    expect([...readQuestion('건축신고는 며칠 안에 처리해야 하나요?').asks]).toEqual(expect.arrayContaining(['deadline', 'whether']));
    // How long a thing lasts is asked like a deadline: the line stating the period answers ("2년 이내로 한다").
    expect(readQuestion('임시사용승인 받으면 그걸로 얼마 동안이나 쓸 수 있는 거예요?').asks.has('deadline')).toBe(true);
    expect(readQuestion('가설건축물은 몇 년 동안 둘 수 있나요?').asks.has('deadline')).toBe(true);
    expect(readQuestion('이 창고 얼마나 넓게 지을 수 있나요?').asks.has('deadline')).toBe(false);
    // A period the case has run past is its condition, not what it asks ("처리기간을 넘겨버리면 … 장사 시작해도 되나요?").
    expect(readQuestion('구청이 처리기간을 넘겨버리면 승인서 없이 그냥 장사 시작해도 되나요?').asks.has('deadline')).toBe(false);
    expect(readQuestion('기계식주차장 정기검사 유효기간 넘기면 과태료 얼마').asks.has('deadline')).toBe(false);
    expect(readQuestion('가설건축물 존치기간은 최대 몇 년인가요?').asks.has('deadline')).toBe(true);
    expect(readQuestion('허가 없이 증축하면 처벌 받나요?').asks.has('sanction')).toBe(true);
    expect(readQuestion('이행강제금 1년에 몇 번까지 부과할 수 있어?').asks.has('sanction')).toBe(false);
    expect(readQuestion('여기 카페 지을 수 있나요?').useVerdict).toBe(true);
  });
});

describe('questions as people ask them (corpus PDFs)', () => {
  const tempDir = useTempDir();
  let core: Geungeo;
  beforeAll(() => {
    core = createGeungeo({ dbPath: corpusDbCopy(tempDir()), modelsDir: [] });
  });
  afterAll(() => core.close());
  const articles = (result: SearchResult, k: number) => result.hits.slice(0, k).map((hit) => `${hit.law_name} ${hit.article}`);
  const ask = async (question: string) => (await core.chat.ask({ question, llm: 'none' })) as AnswerResult;

  it('answers "A예요 B예요?" with the article defining both terms', async () => {
    expect(articles(await core.search('동네 공영 주차장이 노상주차장이에요 노외주차장이에요? 관리하는 규정이 다르다던데'), 1)).toEqual(['주차장법 제2조']);
  });

  it('weighs the crimes of a statute above the sanction article a question read as its premise', async () => {
    // The asker read 제30조 (과태료) and asks whether it ends there: 제29조 (벌칙) says what more follows.
    const question = '주차장법 제30조 보니까 과태료 얘기만 있던데, 기계식 주차장을 사용검사도 안 받고 그냥 쓰게 한 것도 과태료만 내면 끝나는 건가요?';
    expect(articles(await core.search(question), 1)).toEqual(['주차장법 제29조']);
  });

  it('keeps a part of the named article that states what is asked, and that the asker did not quote, out of the premise', async () => {
    // The asker read 제14조 ① (신고 stands for 허가) and asks how long the 신고 lasts: ⑤'s "1년 이내에 … 효력은 없어진다".
    const read = '건축법 14조 보니까 신고하면 허가받은 걸로 본다고 해서 작년 봄에 창고 증축 신고를 해뒀어요. 근데 자금 사정으로 아직 착공을 못 했는데 내년에 시작해도 그 신고 그대로 써도 되나요?';
    expect(articles(await core.search(read), 1)).toEqual(['건축법 제14조']);
    // Quoting the period it states, the asker read that part too: it stays the premise, and 제14조's own 1년 answers "2년?".
    const quoted = '건축법 제11조 보니까 허가받고 2년 안에 공사 안 하면 취소된다던데, 저는 창고를 신고만 하고 짓는 거예요. 저도 2년까지는 괜찮은 거죠?';
    expect(articles(await core.search(quoted), 1)).not.toEqual(['건축법 제11조']);
  });

  it('answers "does X count as Y" with the provision that defines or measures Y, read from the library', async () => {
    expect(articles(await core.search('기둥을 세 개 교체하는 것도 대수선에 해당하나요?'), 1)).toEqual(['건축법 시행령 제3조의2']);
    expect(articles(await core.search('발코니가 바닥면적에 포함되나요?'), 3)).toContain('건축법 시행령 제119조');
    // A FAQ title asking what makes a thing Y: the decree's 정의 defines 준초고층 건축물, not the rules that use it.
    expect(articles(await core.search('준초고층 건축물 해당 기준'), 1)).toEqual(['건축법 시행령 제2조']);
  });

  it('finds the article only its askers’ words point to, when the story shares few of any one phrasing’s', async () => {
    // "보 세 개를 새 걸로" is 대수선 (시행령 제3조의2) in words no statute uses; the library's own words find 용도변경.
    expect(articles(await core.search('카페 리모델링하면서 천장 보 세 개를 새 걸로 바꾸려는데 구청에 따로 알려야 하나요?'), 1)).toEqual(['건축법 시행령 제3조의2']);
  });

  it('asks which 중구 when the answer differs by place, with the places as choices; a picked one ends the loop', async () => {
    const asked = await core.chat.ask({ question: '중구 제2종일반주거지역 건폐율 몇 %야?', llm: 'none' });
    if (asked.kind !== 'clarify') throw new Error('expected the place to be asked');
    expect(asked.clarify.question).toMatch(/어느 중구인가요/);
    expect(asked.clarify.choices).toEqual(expect.arrayContaining(['서울특별시 중구', '부산광역시 중구']));
    const answer = (await core.chat.ask({ question: '부산광역시 중구', conversation: asked.clarify.conversation_id, llm: 'none' })) as AnswerResult;
    expect(answer.kind).toBe('answer');
    expect(answer.scope.jurisdiction).toBe('부산광역시 중구');
  });

  it('tells an off-topic question so in one line, without asking back or a badge-worthy check', async () => {
    const result = await core.chat.ask({ question: '파스타 면은 몇 분 삶아야 알덴테가 되나요?', llm: 'none' });
    expect(result.kind).toBe('answer');
    const answer = result as AnswerResult;
    expect(answer.answer).toMatch(/^이 질문은 건축ㆍ토지이용 법규에 관한 질문이 아닌 것 같아/);
    expect(answer.answer.split('\n')).toHaveLength(1);
    expect(answer).toMatchObject({ no_content: true, citations: [] });
  });

  it('tells a question that names nothing of building and whose words the library mostly lacks that it is out of scope, without asking back', async () => {
    for (const question of ['갤럭시 휴대폰 액정이 깨졌는데 수리비가 얼마나 나올까요? 30% 정도 할인된다던데', '강아지 예방접종은 몇 개월부터 맞혀야 하나요?']) {
      const result = await core.chat.ask({ question, llm: 'none', clarify: true });
      expect(result.kind, question).toBe('answer');
      expect((result as AnswerResult).answer).toMatch(/^이 질문은 건축ㆍ토지이용 법규에 관한 질문이 아닌 것 같아/);
      expect(result).toMatchObject({ no_content: true, citations: [] });
    }
    // Its words in the library's own: a building question however it is worded ("벽", "고시원"), answered from passages.
    const search = await core.search('강아지 예방접종은 몇 개월부터 맞혀야 하나요?');
    expect(search.query.held_share).toBeLessThan(0.6);
    const ours = (await core.chat.ask({ question: '고시원 차리는데 방 사이 벽은 얼마나 두껍게 쌓아야 하나요?', llm: 'none', clarify: false })) as AnswerResult;
    expect(ours.no_content).toBe(false);
    expect(ours.answer).toContain('경계벽');
  });

  it('tells a question of a neighbouring field which field it is and where to turn, even when asking back is on', async () => {
    for (const [question, field, where] of [
      ['전세 계약 끝났는데 집주인이 새 세입자 들어와야 보증금 준대요ㅠ 이사 날짜는 다가오는데 어떻게 해야 하나요?', '주택ㆍ상가 임대차', '주택임대차보호법'],
      ['작년에 판 아파트 양도세 신고를 깜빡했어요. 가산세 얼마나 붙나요?', '세금', '국세청'],
    ] as const) {
      const result = await core.chat.ask({ question, llm: 'none', clarify: true });
      expect(result.kind, question).toBe('answer');
      const answer = result as AnswerResult;
      expect(answer.answer).toMatch(new RegExp(`^이 질문은 ${field}.*건축ㆍ토지이용 법규 밖이라 답하지 않았습니다.*찾아볼 곳: .*${where}`));
      expect(answer.answer.split('\n')).toHaveLength(1);
      expect(answer).toMatchObject({ no_content: true, citations: [] });
    }
  });

  it('tells how high one may build in a zone is set by that zone\'s annex, not by 별표 1, and is no use verdict', async () => {
    const reading = readQuestion('제2종일반주거지역에 몇 층까지 지을 수 있어요?');
    expect([reading.howBig, reading.useVerdict]).toEqual([true, false]);
    expect(readQuestion('제2종일반주거지역에 카페 지을 수 있어?')).toMatchObject({ howBig: false, useVerdict: true });
    const answer = (await core.chat.ask({ question: '제2종일반주거지역에 몇 층까지 지을 수 있어요?', llm: 'none', clarify: false })) as AnswerResult;
    const [, first] = answer.answer.split('\n\n');
    expect(first).toMatch(/^이 라이브러리로는 답할 수 없습니다: 이 질문이 묻는 수치는 「국토의 계획 및 이용에 관한 법률 시행령」 별표 5에 있습니다/);
    expect(answer.answer).toContain('4. 제2종일반주거지역안에서 건축할 수 있는 건축물 : 별표 5에 규정된 건축물');
  });

  it('finds the line stating the asked figure in another chunk of the best article', async () => {
    const answer = await ask('공사장 옆 공터에 컨테이너 갖다 놓고 임시 사무실로 쓰려고 신고하려는데, 한번 신고하면 몇 년이나 둘 수 있어요?');
    const opening = answer.answer.split('\n\n')[1]!;
    expect(opening).toMatch(/^\*\*답 — 건축법 시행령 제15조\(가설건축물\)\*\* \[1\]\n> ⑦ .*존치기간은 3년 이내/);
  });

  it('keeps the best article whole in the context, the chunks that cover the question most first', async () => {
    // 시행령 제119조 runs to ten chunks; the one with "9. 층수: … 높이 4미터마다 하나의 층" ranked low on its own words.
    const question = '내부에 층 구분 없이 높이 약 13m인 단일 공간으로 된 물류창고의 층수 산정 방법 질의';
    const found = await core.search(question, { topK: 8, wholeBestArticle: true });
    const best = found.hits[0]!;
    const sameArticle = found.hits.filter((hit) => hit.document_id === best.document_id && hit.article === best.article);
    expect(sameArticle.length).toBeGreaterThan(4);
    expect(sameArticle.every((hit) => hit.score === best.score)).toBe(true);
    const answer = await ask(question);
    expect(answer.answer).toContain('높이 4미터마다 하나의 층');
  });

  it('opens a yes/no answer with the line that decides it, its article and [1]', async () => {
    const answer = await ask('허가받고 2년 넘게 공사를 안 하면 허가가 취소되나요?');
    const opening = answer.answer.split('\n\n')[1]!;
    // The item that decides it, read with the lead it completes (⑦: 허가를 취소하여야 한다).
    expect(opening).toMatch(/^\*\*답 — 건축법 제11조\(건축허가\)\*\* \[1\]\n> ⑦ .*허가를 취소하여야 한다.*\n> 1\. .*2년.*착수하지 아니한 경우/);
  });

  it('reads an item with the list lead it completes in the first line: who is punished, and how', async () => {
    const answer = await ask('개발행위허가 없이 땅을 깎아서 평평하게 만들면 어떤 처벌을 받나요?');
    expect(answer.answer.split('\n\n')[1]).toMatch(/^\*\*답 — 국토의 계획 및 이용에 관한 법률 제140조\(벌칙\)\*\* \[1\]\n> 다음 각 호의 .*3년 이하의 징역.*\n> 1\. 제56조제1항.*개발행위를 한 자/);
    expect(answer.verification.status).toBe('PASS');
  });

  it('opens with the line stating a quantity of the kind the question gives, in the statute’s unit, read with its item', async () => {
    // "30센티" is decided by the sub-item "가. 높이 50센티미터 이내 … 절토ㆍ성토" under "3. 토지의 형질변경", not by the
    // article's line nearest in words ("라. 개발행위허가를 받아 설치한 공작물의 …").
    const answer = await ask('마당이 울퉁불퉁해서 흙을 부어 한 30센티 정도 높이려는데 이것도 허락 받아야 하나요?');
    expect(answer.answer.split('\n\n')[1]).toMatch(/^\*\*답 — 국토의 계획 및 이용에 관한 법률 시행령 제53조\(.*\)\*\* \[1\]\n> 가\. 높이 50센티미터 이내/);
  });

  it('reads an item that leaves its content to its sub-items with the one that answers', async () => {
    const answer = await ask('기계식 주차장 입구 앞에 차 돌릴 공간은 중형이면 얼마나 있어야 해요?');
    expect(answer.answer.split('\n\n')[1]).toMatch(/\n> 1\. 기계식주차장치 출입구의 앞면에는 다음 각 목에 따라 .*\n> 가\. 중형 기계식주차장.*너비 8\.1미터 이상/);
  });

  it('opens a figure question the library cannot answer with what is missing and what to add', async () => {
    const answer = await ask('편의점 부설주차장 몇 대 설치해야 돼?');
    expect(answer.answer.split('\n\n')[1]).toMatch(/^이 라이브러리로는 답할 수 없습니다: .*「주차장법 시행령」 별표 1에 있습니다 — 그 문서나 규칙표 행을 추가하세요/);
  });

  it('answers with a line that states the figure itself and only measures it against an annex', async () => {
    // "깊이 1.5미터 이상 굴착하는 경우에는 그 경사도가 별표 7에 의한 비율이하": the depth asked is stated; the annex sets the slope.
    const dig = await ask('땅을 몇 미터 넘게 파 내려가면 굴착 부분에 위험 방지 조치를 해야 하나요?');
    expect(dig.answer).not.toContain('이 라이브러리로는 답할 수 없습니다');
    expect(dig.answer.split('\n\n')[1]).toMatch(/^\*\*답 — 건축법 시행규칙 제26조\(토지의 굴착부분에 대한 조치\)\*\*[^]*깊이 1\.5미터 이상/);
    // "별표 1의 부설주차장 설치기준의 2분의 1의 범위에서": the range asked is stated.
    const range = await ask('조례로 부설주차장 설치기준을 강화할 수 있는 한도는?');
    expect(range.answer.split('\n\n')[1]).toMatch(/^\*\*답 — 주차장법 시행령 제6조\(부설주차장의 설치기준\)\*\* \[1\]\n> ② /);
  });

  it('answers a use asked about with no zone named by the rule of its own that decides it, and says where zone limits are set', async () => {
    // Not "이 라이브러리로는 답할 수 없습니다 … 용도지역별 건축제한 별표": the plot is a planned road's site, and the
    // provisions on building on such a site answer.
    const answer = await ask('물려받은 땅이 도로 들어올 자리로 결정돼 있대요. 공사는 언제 할지 모른다는데 거기에 편의점 건물 올리는건 안 되나요?');
    expect(answer.answer).not.toContain('이 라이브러리로는 답할 수 없습니다');
    expect(answer.answer.split('\n\n')[1]).toMatch(/^\*\*답 — 국토의 계획 및 이용에 관한 법률(?: 시행령)? 제(?:61|64)조\(도시ㆍ군계획시설\s?부지에서의 개발행위\)\*\* \[1\]/);
    expect(answer.answer).toMatch(/※ 땅의 용도지역별 건축제한은 .*별표/);
  });

  it('reads "높이는" as the verb it is in a story (흙을 30센티 높이는건데), not as a figure asked', () => {
    expect(readQuestion('마당이 꺼져서 흙을 부어 한 30센티 높이는건데 이 정도도 시청에 허락 받아야 하나요?').asks.has('figure')).toBe(false);
    expect(readQuestion('3층 상가 최고 높이는?').asks.has('figure')).toBe(true);
  });

  it('opens a figure question with its figure, and numbers the sources in the order they appear', async () => {
    const answer = await ask('건축허가 받은 뒤 몇 년 안에 공사를 시작해야 하나요?');
    const markers = [...answer.answer.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
    expect(markers[0]).toBe(1);
    expect(markers.filter((n, i) => markers.indexOf(n) === i)).toEqual([...new Set(markers)].sort((a, b) => a - b));
    expect(answer.answer.split('\n\n')[1]).toMatch(/\d+년/);
  });

  it('answers a storey the question gives with the list whose own lead states it, not an item borrowing its lead\'s', async () => {
    // "12층": ⑤'s lead says "4층 이상인 층에서" (where a 대피공간 may be left out); ④'s list sets the 대피공간's size.
    const answer = await ask('12층 아파트 발코니 한쪽에 있는 피난용 작은 공간을 없애고 방으로 쓰고 싶은데, 그 공간 최소 크기가 정해져 있나요?');
    expect(answer.answer.split('\n\n')[1]).toMatch(/\n> ④ 공동주택 중 아파트로서 4층 이상인 층/);
  });
});

describe('numbering sources in order', () => {
  it('renumbers markers and labels by first appearance, the rest after them', () => {
    const { text, renumber } = numberInOrder('답 [3]\n\n[3] 건축법 …\n\n[1] 시행령 …', [3, 1], [1, 2, 3]);
    expect(text).toBe('답 [1]\n\n[1] 건축법 …\n\n[2] 시행령 …');
    expect([...renumber]).toEqual([[3, 1], [1, 2], [2, 3]]);
  });
});
