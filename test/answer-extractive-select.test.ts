// The extractive answer's choice of what to quote, on real passages of the corpus (test/fixtures/
// extractive-passages.json, taken from the ingested PDFs): the paragraphs that match the question in the article's
// order with "…" for the rest, the definition as the lead, 부칙 left out, the "not in the library" message with what
// to add and no verdict, and every [n] naming a passage. The verifier reads the answer like the chat does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractiveAnswer, MISSING_PREFIX } from '../src/main/answer/extractive';
import { annexOf, readIntent } from '../src/main/answer/extractive-select';
import { questionTerms } from '../src/main/retrieval/query-terms';
import { readAnswer } from '../src/main/verify/answer-text';
import { findVerdictWords } from '../src/main/verify/mentions';
import type { Citation } from '../src/shared/contract';

type Raw = Omit<Citation, 'n'>;
const fixtures = JSON.parse(readFileSync(new URL('./fixtures/extractive-passages.json', import.meta.url), 'utf8')) as Record<string, Raw[]>;
let next = 1;
const passages = (...names: string[]): Citation[] => names.flatMap((name) => fixtures[name]!).map((raw) => ({ ...raw, n: next++ }));

/** A passage of an article no fixture holds, with the fixtures' file and pages (건축법 unless `law_name` says otherwise). */
const articlePassage = (fields: Pick<Citation, 'article' | 'article_title' | 'text'> & Partial<Citation>): Citation => ({ ...passages('act53')[0]!, ...fields });
const termsOf = (question: string) => questionTerms(question).map((term) => term.forms.join('|'));
/** The offline answer to a question from one passage, as the chat makes it (no rule rows). */
const answerFrom = (article: Citation, question: string) => extractiveAnswer({ facts: [], ranked: [article], terms: termsOf(question), question }).text;

function expectMarkersResolve(text: string, cited: number[], ranked: Citation[]) {
  const markers = [...text.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
  for (const n of markers) expect(ranked.some((citation) => citation.n === n) && cited.includes(n)).toBe(true);
}

describe('extractive answers quote the part of an article that answers', () => {
  it('quotes 주차장법 제19조 ① and ③ in order, not ⑩–⑬, even when the passage with ⑩– ranks first', () => {
    const [first, second] = passages('parking19');
    const ranked = [second!, first!]; // retrieval put the second half of the article first
    const { text, cited } = extractiveAnswer({ facts: [], ranked, terms: ['부설주차장', '설치', '기준'], question: '주차장법에서 부설주차장 설치 기준이 뭐야?' });
    const { quotes } = readAnswer(text);
    // The lead: one paragraph of 제19조 (③: the 설치기준 are set by 대통령령), with its [n].
    expect(quotes[0]!.n).toBe(first!.n);
    expect(quotes[0]!.text).toMatch(/^③ 제1항에 따른 시설물의 종류와 부설주차장의 설치기준은 대통령령으로 정한다/);
    const article = quotes[1]!.text;
    expect(article.split('\n')[0]).toBe('제19조(부설주차장의 설치ㆍ지정)');
    expect(article.indexOf('①')).toBeGreaterThan(0);
    expect(article.indexOf('①')).toBeLessThan(article.indexOf('③'));
    expect(article).toContain('…');
    expect(article).not.toContain('⑬');
    expectMarkersResolve(text, cited, ranked);
  });

  it('quotes the articles in search’s order: 주차장법 제19조, which the question names, before the decree’s 제6조 whose lines match more words', () => {
    const law = passages('parking19');
    const decree = passages('parkingDecree6');
    const ranked = [law[0]!, decree[0]!, law[1]!];
    const { text } = extractiveAnswer({ facts: [], ranked, terms: ['부설주차장', '설치', '기준'], question: '주차장법에서 부설주차장 설치 기준이 뭐야?' });
    const { quotes } = readAnswer(text);
    expect(ranked.find((citation) => citation.n === quotes[0]!.n)).toMatchObject({ law_name: '주차장법', article: '제19조' });
    expect(text.indexOf('주차장법 제19조')).toBeLessThan(text.indexOf('주차장법 시행령 제6조'));
    // Searched the other way round, the decree comes first: the order is search's, not the lines'.
    const reversed = extractiveAnswer({ facts: [], ranked: [decree[0]!, ...law], terms: ['부설주차장', '설치', '기준'], question: '주차장법 시행령 부설주차장 설치 기준' });
    expect(reversed.text.indexOf('주차장법 시행령 제6조')).toBeLessThan(reversed.text.indexOf('주차장법 제19조'));
  });

  it('leads a "뜻" question with the 정의 article’s item for the term', () => {
    const ranked = passages('decree31', 'act46', 'act2');
    const { text, cited } = extractiveAnswer({ facts: [], ranked, terms: ['건축'], question: '건축법상 건축의 뜻' });
    const lead = readAnswer(text).quotes[0]!;
    expect(lead.text).toMatch(/^8\. "건축"이란 건축물을 신축ㆍ증축ㆍ개축ㆍ재축\(再築\)하거나 건축물을 이전하는 것을 말한다/);
    expect(ranked.find((citation) => citation.n === lead.n)).toMatchObject({ law_name: '건축법', article: '제2조' });
    expectMarkersResolve(text, cited, ranked);
  });

  it('leads a "무슨 뜻" question whose term is in the sentence before with its definition, in the statute’s word', () => {
    const ranked = passages('act2');
    const question = '등기부등본에 건물이라고 적혀 있는데 창고도 건물인가 싶어서요. 법에서는 정확히 무슨 뜻인지 알고 싶어요';
    const terms = questionTerms(question).map((term) => term.forms.join('|'));
    const lead = readAnswer(extractiveAnswer({ facts: [], ranked, terms, question }).text).quotes[0]!;
    expect(lead.text).toMatch(/^2\. "건축물"이란/);
  });

  it('takes the definition from the first article in search’s order that defines a word of the question', () => {
    // 건축법 제2조 also defines a word of the question (대지, the asker's 땅), but search put 국토계획법 제2조 first.
    const planning: Raw = {
      ...fixtures.act2![0]!,
      chunk_id: 990001,
      file_name: '국토의 계획 및 이용에 관한 법률_법률.pdf',
      law_name: '국토의 계획 및 이용에 관한 법률',
      text: '제2조(정의)\n이 법에서 사용하는 용어의 뜻은 다음과 같다.\n6. "기반시설"이란 다음 각 목의 시설로서 대통령령으로 정하는 시설을 말한다.\n가. 도로ㆍ철도ㆍ항만ㆍ공항ㆍ주차장 등 교통시설\n7. "도시ㆍ군계획시설"이란 기반시설 중 도시ㆍ군관리계획으로 결정된 시설을 말한다.',
    };
    const ranked = [planning, ...fixtures.act2!].map((raw) => ({ ...raw, n: next++ }));
    const question = "토지이용계획에 제 땅 두 필지가 '도시계획시설(도로)'로 찍혀 있어요. 옆에 도로가 있다는 뜻인가요? 정확히 무슨 의미인지 알고싶어요";
    const terms = ['토지|대지', '필지', '도시계획시설|도시ㆍ군계획시설', '도로'];
    const lead = readAnswer(extractiveAnswer({ facts: [], ranked, terms, question }).text).quotes[0]!;
    expect(lead.text).toMatch(/^7\. "도시ㆍ군계획시설"이란/);
  });

  it('leads "건축선이 뭐야" with 건축법 제46조 ①, which defines it, not the decree’s 제31조', () => {
    const ranked = passages('decree31', 'act46');
    const { text } = extractiveAnswer({ facts: [], ranked, terms: ['건축선'] }); // the question as the graph passes it today: terms only
    const lead = readAnswer(text).quotes[0]!;
    expect(ranked.find((citation) => citation.n === lead.n)).toMatchObject({ law_name: '건축법', article: '제46조' });
    expect(lead.text).toContain('"건축선(建築線)"이라 한다');
    expect(text.indexOf('건축법 제46조')).toBeLessThan(text.indexOf('건축법 시행령 제31조'));
  });

  it('leads a question whether the rule is set aside with the paragraph that sets it aside, not the rule with a 단서', () => {
    // 제61조 ① states the rule (and ends with a 단서, "그러하지 아니하다"); ④ sets ①–③ aside for 2층 이하, 8미터 이하.
    const ranked = passages('act61');
    const question = '단독주택 2층에 높이 7.8m로 지으려는데 정북방향 일조 이격거리 규정을 적용받지 않을 수 있나요?';
    const terms = questionTerms(question).map((term) => term.forms.join('|'));
    expect(terms).toContain('7.8미터'); // a decimal point does not split the figure (not "8미터")
    const lead = readAnswer(extractiveAnswer({ facts: [], ranked, terms, question }).text).quotes[0]!;
    expect(lead.text).toMatch(/^④ 2층 이하로서 높이가 8미터 이하인 건축물에는/);
  });

  it('weighs the words of the clause that asks above the story around it when choosing the line', () => {
    // The story speaks of the 일조 rule's subject (일반주거지역, 대지); the clause asks about the 2층 8미터 exception.
    const ranked = passages('act61');
    const question = '일반주거지역 대지에 집 짓는데 옆집이 일조 때문에 말이 많아요. 2층 이하 낮은 건물이면 따로 정하는 게 있나요?';
    const terms = questionTerms(question).map((term) => term.forms.join('|'));
    const lead = readAnswer(extractiveAnswer({ facts: [], ranked, terms, question }).text).quotes[0]!;
    expect(lead.text).toMatch(/^④/);
  });

  it('counts a one-syllable word of the clause that asks as the clause’s in its statute form ("방" → 거실)', () => {
    // "방" is too short to search for, so only 거실 is matched; it is still a word of the clause, not of the story.
    const [act] = passages('act53');
    const article: Citation = { ...act!, text: '제53조(지하층)\n① 지하층의 구조 및 설비는 국토교통부령으로 정하는 기준에 맞게 하여야 한다.\n② 단독주택 등 대통령령으로 정하는 건축물의 그 아래층에는 거실을 두지 못한다.' };
    const question = '다가구를 새로 지으면서 지하층에 원룸을 넣으려 했어요. 이제 방은 못 만드나요?';
    const terms = questionTerms(question).map((term) => term.forms.join('|'));
    expect(terms).toContain('방|거실');
    const lead = readAnswer(extractiveAnswer({ facts: [], ranked: [article], terms, question }).text).quotes[0]!;
    expect(lead.text).toMatch(/^② /);
  });

  it('joins a word met again with the statute words the first meeting lacked ("맞바꾸려고 … 바꾸면" → 바꾸, 바꾸|변경)', () => {
    const [act] = passages('act53');
    const article: Citation = { ...act!, article: '제19조', article_title: '용도변경', text: '제19조(용도변경)\n① 건축물의 용도는 허가권자가 정한다.\n② 건축물의 용도를 변경하려는 자는 신고하여야 한다.' };
    const lead = readAnswer(extractiveAnswer({ facts: [], ranked: [article], terms: ['바꾸', '건축물', '바꾸|변경'] }).text).quotes[0]!;
    expect(lead.text).toMatch(/^② /);
  });

  it('lets the story choose the line when the clause that asks names nothing in the article ("이 정도면 … 괜찮나요?")', () => {
    // The clause that asks (시공사 … 신고 안 해도 된다는데 맞나요?) points back at the story: 기둥 세 개를 가는 일.
    // The phrasing the article was found by is another asker's point (빌라의 벽), whose words alone would pick item 8.
    const ranked = passages('decree3-2');
    const question = '카페 리모델링 중인데 창고 쪽 나무 기둥 세 개가 썩어서 철골로 갈아 끼우려고요. 시공사 말로는 이 정도는 구청에 신고 안 해도 된다는데 맞나요?';
    const terms = questionTerms(question).map((term) => term.forms.join('|'));
    const askedAs = [{ law: '건축법 시행령', article: '제3조의2', phrasing: '구축 빌라인데 방 사이 벽을 헐고 넓게 쓰려고요. 업자는 그냥 하면 된다는데 따로 허가 받아야 되나요?' }];
    const lead = readAnswer(extractiveAnswer({ facts: [], ranked, terms, askedAs, question }).text).quotes[0]!;
    expect(lead.text).toMatch(/^2\. 기둥을 증설/m);
  });

  it('weighs the words of the everyday phrasing the article was found by when choosing its lines', () => {
    // The question's words (주차장, 전부, 쓰는 → 사용) fit 4. "그 전부 또는 일부를 사용할 수 없게 된 주차장" best; its
    // askers' phrasing kept the statute's word for the point the question asks: 2. 직거래 장터.
    const ranked = passages('parkingDecree12', 'parking19', 'parkingDecree6');
    const question = '주차장법 19조의4 보면 건물 주차장은 다른 용도로 못 쓴다고만 되어 있는데요, 저희 상가 번영회에서 주말에만 건물 주차장에 농산물 장터를 열고 싶거든요. 잠깐 쓰는 것도 전부 불법인가요?';
    // As search resolves them in the library.
    const terms = ['건물|건축물', '주차장', '다른', '용도', '상가|근린생활시설|판매시설', '농산물', '장터', '열고', '쓰는|사용', '것도', '전부', '불법'];
    const askedAs = [{ law: '주차장법 시행령', article: '제12조', phrasing: '상가 주차장에서 주말에 농산물 직거래 장터를 열고 싶은데, 주차장을 잠깐 다른 용도로 써도 돼요?' }];
    const quoted = (asked: typeof askedAs) => readAnswer(extractiveAnswer({ facts: [], ranked, terms, askedAs: asked, question }).text).quotes.map((quote) => quote.text).join('\n');
    expect(quoted(askedAs)).toMatch(/^2\. 직거래 장터 개설/m);
    // Without it, or with a phrasing of another article, the line is not quoted.
    expect(quoted([])).not.toMatch(/^2\. 직거래 장터 개설/m);
    expect(quoted([{ ...askedAs[0]!, article: '제6조' }])).not.toMatch(/^2\. 직거래 장터 개설/m);
  });

  it('does not take the X of a phrasing that shares a "does X count as Y" question\'s frame', () => {
    const ranked = passages('decree119');
    const question = '일반상업지역에 업무빌딩 짓는데 2~3층을 통째로 이 건물 주차장으로 쓰려고요. 용적률 계산할 때 이 주차층 면적도 다 들어가나요?';
    const terms = termsOf(question);
    // Found by the same frame ("… 면적도 용적률 계산하는 연면적에 들어가요?"), about another part of 연면적.
    const askedAs = [{ law: '건축법 시행령', article: '제119조', phrasing: '초고층 건물 피난안전구역 면적도 용적률 계산하는 연면적에 들어가요?' }];
    const quoted = readAnswer(extractiveAnswer({ facts: [], ranked, terms, askedAs, question }).text).quotes[0]!.text;
    expect(quoted).toMatch(/^4\. 연면적: /);
    expect(quoted).not.toMatch(/피난안전구역/);
  });

  it('leads with the part of the article its askers ask in the question’s words (search’s asked_parts)', () => {
    // "다 뜯었는데 … 그래도 내야 하나요" is ⑥ (이행하면 … 이미 부과된 이행강제금은 징수), in words the statute does not
    // use; the question's own words fit ① as well as ⑥.
    const article = articlePassage({
      article: '제80조',
      article_title: '이행강제금',
      text: '제80조(이행강제금)\n① 허가권자는 시정명령을 받은 후 시정기간 내에 시정명령을 이행하지 아니한 건축주등에 대하여는 이행강제금을 부과한다.\n⑤ 허가권자는 1년에 2회 이내의 범위에서 이행강제금을 부과ㆍ징수할 수 있다.\n⑥ 허가권자는 시정명령을 받은 자가 이를 이행하면 새로운 이행강제금의 부과를 즉시 중지하되, 이미 부과된 이행강제금은 징수하여야 한다.',
    });
    const question = '불법 옥탑 때문에 이행강제금 고지서가 나왔는데 이번에 다 뜯었어요. 그래도 내야 하나요?';
    const terms = termsOf(question);
    const lead = (askedParts: { law: string; article: string; part: string; share: number }[]) =>
      readAnswer(extractiveAnswer({ facts: [], ranked: [article], terms, askedParts, question }).text).quotes[0]!.text;
    expect(lead([])).toMatch(/^① /);
    expect(lead([{ law: '건축법', article: '제80조', part: '⑥', share: 0.9 }])).toMatch(/^⑥ /);
    // Not when the question is no more that part's than the others', nor for another article's part.
    expect(lead([{ law: '건축법', article: '제80조', part: '⑥', share: 0.3 }])).toMatch(/^① /);
    expect(lead([{ law: '건축법', article: '제79조', part: '⑥', share: 0.9 }])).toMatch(/^① /);
  });

  it('quotes an item that leaves its content to its 목 with its paragraph’s lead and the 목 that matches best', () => {
    // "3. 바닥면적: … 다만, 다음 각 목" answers half: which 목 applies to a 필로티 used for parking is the point.
    const article = articlePassage({
      article: '제119조',
      article_title: '면적 등의 산정방법',
      law_name: '건축법 시행령',
      text: '제119조(면적 등의 산정방법)\n① 건축물의 면적ㆍ높이 및 층수 등은 다음 각 호의 방법에 따라 산정한다.\n3. 바닥면적: 건축물의 각 층 또는 그 일부로서 벽, 기둥, 그 밖에 이와 비슷한 구획의 중심선으로 둘러싸인 부분의 수평투영면적으로 한다. 다만, 다음 각 목의 어느 하나에 해당하는 경우에는 각 목에서 정하는 바에 따른다.\n가. 벽ㆍ기둥의 구획이 없는 건축물은 그 지붕 끝부분으로부터 수평거리 1미터를 후퇴한 선으로 둘러싸인 수평투영면적으로 한다.\n나. 필로티나 그 밖에 이와 비슷한 구조의 부분은 그 부분이 공중의 통행이나 차량의 통행 또는 주차에 전용되는 경우에는 바닥면적에 산입하지 아니한다.\n4. 연면적: 하나의 건축물 각 층의 바닥면적의 합계로 한다.',
    });
    const lead = readAnswer(answerFrom(article, '바닥면적 산정에서 벽 중심선 원칙 말고 다만 주차 쪽은 어떻게 하나요?')).quotes[0]!.text;
    expect(lead).toMatch(/^① .*\n3\. 바닥면적: .*\n나\. 필로티/);
  });

  it('does not lead with the lead a continued chunk repeats ("… (계속)"): it only sets the scene for the items', () => {
    const continued: Citation = {
      ...passages('act61')[0]!,
      law_name: '건축법 시행령',
      article: '제119조',
      article_title: '면적 등의 산정방법',
      text: '제119조(면적 등의 산정방법)\n① 법 제84조에 따라 건축물의 면적ㆍ높이 및 층수 등은 다음 각 호의 방법에 따라 산정한다. (계속)\n9. 층수: 층의 구분이 명확하지 아니한 건축물은 그 건축물의 높이 4미터마다 하나의 층으로 보고 그 층수를 산정한다.',
    };
    const question = '층 구분 없는 창고 층수 산정 방법';
    const terms = questionTerms(question).map((term) => term.forms.join('|'));
    const lead = readAnswer(extractiveAnswer({ facts: [], ranked: [continued], terms, question }).text).quotes[0]!;
    expect(lead.text).toMatch(/^9\. 층수: 층의 구분이 명확하지 아니한 건축물은/);
  });

  it('takes the line stating an asked figure from the best article’s family only, not from another statute', () => {
    // 건축법 제46조 says where the 건축선 is, in no 미터; 주차장법 시행규칙's "3미터 이내인 경사로" answers nothing here.
    const [act46] = passages('act46');
    const [other] = passages('parking19');
    const parkingRule: Citation = { ...other!, law_name: '주차장법 시행규칙', article: '제6조', article_title: '노외주차장의 구조ㆍ설비기준', text: '제6조(노외주차장의 구조ㆍ설비기준)\n① 바. 오르막 경사로로서 도로와 접하는 부분으로부터 3미터 이내인 경사로의 종단경사도는 8.5퍼센트를 초과해서는 아니 된다.' };
    const question = '골목 도로 폭이 좁아서 담장을 도로 경계선에서 몇 미터 물려 지어야 하나요?';
    const terms = questionTerms(question).map((term) => term.forms.join('|'));
    const { text } = extractiveAnswer({ facts: [], ranked: [act46!, parkingRule], terms, question });
    expect(text).not.toMatch(/^\*\*답 — 주차장법 시행규칙/m);
    // Within the family it still may: the same line from 건축법 시행령 leads.
    const decree: Citation = { ...parkingRule, law_name: '건축법 시행령', article: '제31조', article_title: '건축선', text: '제31조(건축선)\n① 법 제46조제1항에 따라 도로의 모퉁이에서는 도로경계선의 교차점으로부터 3미터를 후퇴한 선을 건축선으로 한다.' };
    expect(extractiveAnswer({ facts: [], ranked: [act46!, decree], terms, question }).text).toMatch(/^\*\*답 — 건축법 시행령 제31조/m);
  });

  describe('the other level of a 법 article and the provision carrying it out, shown with the answering line', () => {
    const firstBlock = (text: string) => text.split('\n\n').find((block) => block.startsWith('**답 — '))!;
    const answer = (question: string, ranked: Citation[]) => extractiveAnswer({ facts: [], ranked, terms: questionTerms(question).map((term) => term.forms.join('|')), question }).text;

    it('shows the 법 line a decree provision defines a term of, under 근거 조문 with its own [n]', () => {
      const question = '다가구 반지하 층에 원룸 넣으려는데 지하층엔 사람 사는 방 못 만드는 거예요?';
      const [decree] = passages('decree63-6');
      const [act] = passages('act53');
      const block = firstBlock(answer(question, [decree!, act!]));
      expect(block).toMatch(/^\*\*답 — 건축법 시행령 제63조의6\(지하층에 거실 설치가 금지되는 건축물\)\*\* \[\d+\]\n> 법 제53조제2항/);
      // The 법 line holding the words the decree quotes ("단독주택, 공동주택 등 대통령령으로 정하는 건축물").
      expect(block).toContain(`#### 근거 조문 — 건축법 제53조(지하층) [${act!.n}]\n> ② 단독주택, 공동주택 등 대통령령으로 정하는 건축물의 지하층에는 거실을 설치할 수 없다.`);
      // A heading of its own (a bold line would run on inside the quote above it as Markdown reads it), and its quote
      // is read by the verifier as the 법's, checked against that passage.
      const quotes = readAnswer(answer(question, [decree!, act!])).quotes;
      expect(quotes[1]).toMatchObject({ n: act!.n, text: expect.stringMatching(/^② 단독주택, 공동주택 등 대통령령으로 정하는 건축물의 지하층에는/) });
      // Without the 법 article at hand there is nothing to show beside it.
      expect(firstBlock(answer(question, [decree!]))).not.toContain('근거 조문');
    });

    it('shows the decree provision saying what a 법 line leaves to it, with the item that answers, under 세부 기준', () => {
      const question = '옆 건물이랑 벽을 딱 붙여서 지으려는데 주거지역에서도 벽 붙여 짓는게 되나요?';
      const [act] = passages('act59');
      const [decree] = passages('decree81');
      const block = firstBlock(answer(question, [act!, decree!]));
      expect(block).toMatch(/^\*\*답 — 건축법 제59조\(맞벽 건축과 연결복도\)\*\* \[\d+\]\n> ① /);
      expect(block).toContain(`#### 세부 기준 — 건축법 시행령 제81조(맞벽건축 및 연결복도) [${decree!.n}]\n> ① 법 제59조제1항제1호에서 "대통령령으로 정하는 지역"이란`);
      expect(block).toContain('> 2. 주거지역(건축물 및 토지의 소유자 간 맞벽건축을 합의한 경우에 한정한다)');
      // A decree article of the family that carries out another article is no partner.
      const [other] = passages('decree46');
      expect(firstBlock(answer(question, [act!, other!]))).not.toContain('세부 기준');
    });

    it('reads the answering line as quoted, with its list: the lead an item completes names the 법 paragraph it carries out', () => {
      const question = '방화지구 안 단층 부속건축물 창고(연면적 20제곱미터)를 목재로 지어도 되는지';
      const [decree] = passages('decree58');
      const [act] = passages('act51');
      const block = firstBlock(answer(question, [decree!, act!]));
      // The answering line is the item; its lead ("법 제51조제1항에 따라 …") is what cites the 법.
      expect(block).toMatch(/^\*\*답 — 건축법 시행령 제58조\(방화지구의 건축물\)\*\* \[\d+\]\n> 법 제51조제1항에 따라 그 주요구조부 및 외벽을 내화구조로 하지 아니할 수 있는 건축물은 다음 각 호와 같다\.\n> 1\. /);
      expect(block).toContain(`#### 근거 조문 — 건축법 제51조(방화지구 안의 건축물) [${act!.n}]\n> ① 「국토의 계획 및 이용에 관한 법률」 제37조제1항제3호에 따른 방화지구(이하 "방화지구"라 한다) 안에서는 건축물의 주요구조부와 지붕ㆍ외벽을 내화구조로 하여야 한다.`);
    });

    it('shows the decree line citing the very paragraph when a 법 line leaves its content to the decree in no quoted words', () => {
      const question = '주차장법에서 부설주차장 설치 기준이 뭐야?';
      const law = passages('parking19');
      const decree = passages('parkingDecree6');
      const block = firstBlock(answer(question, [...law, ...decree]));
      expect(block).toMatch(/^\*\*답 — 주차장법 제19조\(부설주차장의 설치ㆍ지정\)\*\* \[\d+\]\n> ③ 제1항에 따른 시설물의 종류와 부설주차장의 설치기준은 대통령령으로 정한다\./);
      expect(block).toMatch(/#### 세부 기준 — 주차장법 시행령 제6조\(부설주차장의 설치기준\) \[\d+\]\n> ① 법 제19조제3항에 따라 부설주차장을 설치하여야 할 시설물의 종류와 부설주차장의 설치기준은 별표 1과 같다\./);
    });

    it('shows the decree line citing the very paragraph, not its line more like the question', () => {
      const question = '시가지 환경 정비를 이유로 구청장이 도로 경계선과 별도로 건축선을 지정할 수 있는 후퇴 거리의 한도는?';
      const act = articlePassage({ article: '제46조', article_title: '건축선의 지정', text: '제46조(건축선의 지정)\n② 특별자치시장ㆍ특별자치도지사 또는 시장ㆍ군수ㆍ구청장은 시가지 안에서 건축물의 위치나 환경을 정비하기 위하여 필요하다고 인정하면 제1항에도 불구하고 대통령령으로 정하는 범위에서 건축선을 따로 지정할 수 있다.' });
      const decree = articlePassage({ law_name: '건축법 시행령', article: '제31조', article_title: '건축선', text: '제31조(건축선)\n① 법 제46조제1항에 따라 너비 8미터 미만인 도로의 모퉁이에 위치한 대지의 도로모퉁이 부분의 건축선은 그 대지에 접한 도로경계선의 교차점으로부터 도로경계선에 따라 다음의 표에 따른 거리를 각각 후퇴한 두 점을 연결한 선으로 한다.\n② 특별자치시장ㆍ특별자치도지사 또는 시장ㆍ군수ㆍ구청장은 법 제46조제2항에 따라 「국토의 계획 및 이용에 관한 법률」 제36조제1항제1호에 따른 도시지역에는 4미터 이하의 범위에서 건축선을 따로 지정할 수 있다.' });
      const block = firstBlock(answer(question, [act, decree]));
      expect(block).toMatch(/^\*\*답 — 건축법 제46조\(건축선의 지정\)\*\* \[\d+\]\n> ② /);
      expect(block).toContain(`#### 세부 기준 — 건축법 시행령 제31조(건축선) [${decree.n}]\n> ② 특별자치시장ㆍ특별자치도지사 또는 시장ㆍ군수ㆍ구청장은 법 제46조제2항에 따라`);
    });

    it('shows the paragraph of the 법 article the question asks about when it matches better than the one the decree cites', () => {
      const question = '업무시설 건축물 공개공지에 출입 차단 시설 설치해도 되나요?';
      const decree = articlePassage({ law_name: '건축법 시행령', article: '제27조의2', article_title: '공개 공지 등의 확보', text: '제27조의2(공개 공지 등의 확보)\n① 법 제43조제1항에 따라 다음 각 호의 어느 하나에 해당하는 건축물의 대지에는 공개 공지 또는 공개 공간(이하 이 조에서 "공개공지등"이라 한다)을 설치해야 한다.\n1. 문화 및 집회시설, 판매시설, 업무시설 및 숙박시설로서 해당 용도로 쓰는 바닥면적의 합계가 5천 제곱미터 이상인 건축물\n2. 그 밖에 다중이 이용하는 시설로서 건축조례로 정하는 건축물' });
      const act = articlePassage({ article: '제43조', article_title: '공개 공지 등의 확보', text: '제43조(공개 공지 등의 확보)\n① 다음 각 호의 어느 하나에 해당하는 지역의 환경을 쾌적하게 조성하기 위하여 대통령령으로 정하는 용도와 규모의 건축물은 일반이 사용할 수 있도록 대통령령으로 정하는 기준에 따라 소규모 휴식시설 등의 공개 공지(空地: 공터) 또는 공개 공간(이하 "공개공지등"이라 한다)을 설치하여야 한다.\n1. 일반주거지역, 준주거지역\n2. 상업지역\n④ 누구든지 공개공지등에 물건을 쌓아놓거나 출입을 차단하는 시설을 설치하는 등 공개공지등의 활용을 저해하는 행위를 하여서는 아니 된다.\n⑤ 제4항에 따라 제한되는 행위의 유형 또는 기준은 대통령령으로 정한다.' });
      const block = firstBlock(answer(question, [decree, act]));
      expect(block).toMatch(/^\*\*답 — 건축법 시행령 제27조의2\(공개 공지 등의 확보\)\*\* \[\d+\]\n> ① 법 제43조제1항에 따라/);
      // The decree carries out ①, the duty to provide the space; the question asks about ④, who may not close it off.
      expect(block).toContain(`#### 근거 조문 — 건축법 제43조(공개 공지 등의 확보) [${act.n}]\n> ④ 누구든지 공개공지등에 물건을 쌓아놓거나 출입을 차단하는 시설을 설치하는 등`);
    });

    it('shows the provision carrying out the decree article when none carries out the answering line itself', () => {
      const question = '농산물 직거래 가설점포 축조신고 하라는데 신고서 말고 같이 내야 하는 게 뭐가 있나요?';
      const decree = articlePassage({ law_name: '건축법 시행령', article: '제15조', article_title: '가설건축물', text: '제15조(가설건축물)\n⑤ 법 제20조제3항에서 "재해복구, 흥행, 전람회, 공사용 가설건축물 등 대통령령으로 정하는 용도의 가설건축물"이란 다음 각 호의 어느 하나에 해당하는 것을 말한다.\n2. 특별자치시장ㆍ특별자치도지사 또는 시장ㆍ군수ㆍ구청장이 도시미관이나 교통소통에 지장이 없다고 인정하는 가설흥행장, 가설전람회장, 농ㆍ수ㆍ축산물 직거래용 가설점포, 그 밖에 이와 비슷한 것\n3. 공사에 필요한 규모의 공사용 가설건축물 및 공작물' });
      const rule = articlePassage({ law_name: '건축법 시행규칙', article: '제13조', article_title: '가설건축물', text: '제13조(가설건축물)\n① 법 제20조제3항에 따라 신고해야 하는 가설건축물을 축조하려는 자는 영 제15조제8항에 따라 별지 제8호서식의 가설건축물 축조신고서(전자문서로 된 신고서를 포함한다)에 다음 각 호의 서류를 첨부하여 특별자치시장ㆍ특별자치도지사 또는 시장ㆍ군수ㆍ구청장에게 제출해야 한다.\n1. 가설건축물의 배치도 및 평면도\n2. 대지사용승낙서(다른 사람이 소유한 대지인 경우만 해당한다)\n② 영 제15조제9항에 따른 가설건축물 축조 신고필증은 별지 제9호서식에 따른다.' });
      const block = firstBlock(answer(question, [decree, rule]));
      expect(block).toMatch(/^\*\*답 — 건축법 시행령 제15조\(가설건축물\)\*\* \[\d+\]\n> ⑤ /);
      // The rule cites 영 제15조 at other paragraphs (⑧, ⑨), not ⑤: its line the question is most like is shown.
      expect(block).toContain(`#### 세부 기준 — 건축법 시행규칙 제13조(가설건축물) [${rule.n}]\n> ① 법 제20조제3항에 따라 신고해야 하는 가설건축물을 축조하려는 자는`);
    });

    it('shows both others for a decree line between a 법 article and the 시행규칙 line citing its very paragraph', () => {
      const question = '보행자 전용 거리에 접한 땅이라 부설주차장 설치의무를 면제받고 설치비용을 내려는데, 면제 신청서 서식이 따로 있나요?';
      const law = passages('parking19');
      const decree = articlePassage({ law_name: '주차장법 시행령', article: '제8조', article_title: '부설주차장 설치의무 면제 등', text: '제8조(부설주차장 설치의무 면제 등)\n② 법 제19조제5항에 따라 부설주차장의 설치의무를 면제받으려는 자는 다음 각 호의 사항을 적은 주차장 설치의무 면제신청서를 시장ㆍ군수 또는 구청장에게 제출하여야 한다.\n3. 부설주차장의 설치에 필요한 비용 및 주차장 설치의무가 면제되는 경우의 해당 비용의 납부에 관한 사항' });
      const rule = articlePassage({ law_name: '주차장법 시행규칙', article: '제13조', article_title: '부설주차장 설치의무 면제신청서 등', text: '제13조(부설주차장 설치의무 면제신청서 등)\n① 영 제8조제2항에 따른 부설주차장 설치의무 면제신청서는 별지 제4호서식에 따른다.\n② 시장ㆍ군수 또는 구청장은 법 제19조제5항 전단에 따라 부설주차장 설치의무를 면제하려는 경우에는 제1항에 따른 신청서를 받은 후 지체 없이 주차장 설치비용을 산정하여 통보하여야 한다.' });
      const block = firstBlock(answer(question, [decree, ...law, rule]));
      expect(block).toMatch(/^\*\*답 — 주차장법 시행령 제8조\(부설주차장 설치의무 면제 등\)\*\* \[\d+\]\n> ② 법 제19조제5항에 따라/);
      expect(block).toMatch(/#### 근거 조문 — 주차장법 제19조\(부설주차장의 설치ㆍ지정\) \[\d+\]\n> [⑤⑥] /);
      // The line citing the decree's very paragraph, though its ② holds more of the question's words.
      expect(block).toContain(`#### 세부 기준 — 주차장법 시행규칙 제13조(부설주차장 설치의무 면제신청서 등) [${rule.n}]\n> ① 영 제8조제2항에 따른 부설주차장 설치의무 면제신청서는 별지 제4호서식에 따른다.`);
      // With a definitions article at hand, what 부설주차장 means comes after the other levels.
      const definitions = articlePassage({ law_name: '주차장법', article: '제2조', article_title: '정의', text: '제2조(정의)\n이 법에서 사용하는 용어의 뜻은 다음과 같다.\n1. "주차장"이란 자동차의 주차를 위한 시설로서 다음 각 목의 어느 하나에 해당하는 종류의 것을 말한다.\n다. 부설주차장: 제19조에 따라 건축물, 골프연습장, 그 밖에 주차수요를 유발하는 시설에 부대하여 설치된 주차장으로서 해당 건축물ㆍ시설의 이용자 또는 일반의 이용에 제공되는 것' });
      const withDefinition = firstBlock(answer(question, [decree, ...law, rule, definitions]));
      expect(withDefinition).toMatch(/#### 근거 조문 — [^\n]*\n[^]*#### 세부 기준 — [^\n]*\n[^]*#### 정의 — 주차장법 제2조\(정의\) \[\d+\]\n> 1\. "주차장"이란[^\n]*\n> 다\. 부설주차장:/);
    });

    it('shows the rule line carrying out the 법 paragraph that answers, though the paragraph names no lower act', () => {
      const question = '허가받고 1년 반이 지났는데 자금 문제로 공사를 못 했어요. 착공을 좀 미루려면 구청에 무슨 서류를 내야 하나요?';
      const act = articlePassage({ article: '제11조', article_title: '건축허가', text: '제11조(건축허가)\n⑦ 허가권자는 제1항에 따른 허가를 받은 자가 다음 각 호의 어느 하나에 해당하면 허가를 취소하여야 한다. 다만, 제1호에 해당하는 경우로서 정당한 사유가 있다고 인정되면 1년의 범위에서 공사의 착수기간을 연장할 수 있다.\n1. 허가를 받은 날부터 2년 이내에 공사에 착수하지 아니한 경우' });
      const rule = articlePassage({ law_name: '건축법 시행규칙', article: '제14조', article_title: '착공신고등', text: '제14조(착공신고등)\n① 법 제21조제1항에 따른 건축공사의 착공신고를 하려는 자는 별지 제13호서식의 착공신고서에 다음 각 호의 서류 및 도서를 첨부하여 허가권자에게 제출해야 한다.\n② 건축주는 법 제11조제7항 각 호 외의 부분 단서에 따라 공사착수시기를 연기하려는 경우에는 별지 제14호서식의 착공연기신청서를 허가권자에게 제출하여야 한다.' });
      const block = firstBlock(answer(question, [act, rule]));
      expect(block).toMatch(/^\*\*답 — 건축법 제11조\(건축허가\)\*\* \[\d+\]\n> ⑦ /);
      // ⑦ leaves nothing to a lower act in words; the rule line citing ⑦ says which paper to hand in.
      expect(block).toContain(`#### 세부 기준 — 건축법 시행규칙 제14조(착공신고등) [${rule.n}]\n> ② 건축주는 법 제11조제7항 각 호 외의 부분 단서에 따라 공사착수시기를 연기하려는 경우에는 별지 제14호서식의 착공연기신청서`);
      // An item of another article's list that names ⑦ among its measures carries out that article, not 제11조.
      const decoy = articlePassage({ law_name: '건축법 시행령', article: '제111조의3', article_title: '결합건축 건축물의 사용승인', text: '제111조의3(결합건축 건축물의 사용승인)\n법 제77조의17제2항에서 "대통령령으로 정하는 조치"란 다음 각 호의 어느 하나에 해당하는 조치를 말한다.\n1. 법 제11조제7항 각 호 외의 부분 단서에 따른 공사의 착수기간 연장 신청. 다만, 착공이 지연된 것에 건축주의 귀책사유가 없는 경우로 한정한다.' });
      const withDecoy = firstBlock(answer(question, [act, decoy]));
      expect(withDecoy).toMatch(/^\*\*답 — 건축법 제11조\(건축허가\)\*\*/);
      expect(withDecoy).not.toContain('제111조의3');
    });

    it('shows the rule line carrying out the answering article as a whole, cited after another ("법 제83조 및 영 제118조에 따라")', () => {
      const question = '공장 마당에 높이 10미터짜리 철골 광고탑을 세우면서 축조신고할 때 구조 확인서도 내야 하나요?';
      const decree = articlePassage({ law_name: '건축법 시행령', article: '제118조', article_title: '옹벽 등의 공작물에의 준용', text: '제118조(옹벽 등의 공작물에의 준용)\n① 법 제83조제1항에 따라 공작물을 축조(건축물과 분리하여 축조하는 것을 말한다. 이하 이 조에서 같다)할 때 특별자치시장ㆍ특별자치도지사 또는 시장ㆍ군수ㆍ구청장에게 신고를 해야 하는 공작물은 다음 각 호와 같다.\n1. 높이 6미터를 넘는 굴뚝\n3. 높이 4미터를 넘는 광고탑, 광고판, 그 밖에 이와 비슷한 것' });
      const rule = articlePassage({ law_name: '건축법 시행규칙', article: '제41조', article_title: '공작물축조신고', text: '제41조(공작물축조신고)\n① 법 제83조 및 영 제118조에 따라 옹벽 등 공작물의 축조신고를 하려는 자는 별지 제30호서식의 공작물축조신고서에 다음 각 호의 서류 및 도서를 첨부하여 특별자치시장ㆍ특별자치도지사 또는 시장ㆍ군수ㆍ구청장에게 제출해야 한다.\n1. 공작물의 배치도\n3. 「건축물의 구조기준 등에 관한 규칙」 별지 제2호서식의 구조안전 및 내진설계 확인서(높이가 8미터 이상인 공작물인 경우에만 첨부한다)' });
      const block = firstBlock(answer(question, [decree, rule]));
      expect(block).toMatch(/^\*\*답 — 건축법 시행령 제118조\(옹벽 등의 공작물에의 준용\)\*\* \[\d+\]\n> ① /);
      expect(block).toContain(`#### 세부 기준 — 건축법 시행규칙 제41조(공작물축조신고) [${rule.n}]`);
      expect(block).toContain('> 3. 「건축물의 구조기준 등에 관한 규칙」 별지 제2호서식의 구조안전 및 내진설계 확인서');
    });

    it('completes a decree line leaving a standard to the 국토교통부령 with the rule line carrying out the same 법 paragraph', () => {
      const question = '고시원 방 사이 경계벽을 석고보드 칸막이로 천장 밑까지만 세워도 되는지';
      const decree = articlePassage({ law_name: '건축법 시행령', article: '제53조', article_title: '경계벽 등의 설치', text: '제53조(경계벽 등의 설치)\n① 법 제49조제4항에 따라 다음 각 호의 어느 하나에 해당하는 건축물의 경계벽은 국토교통부령으로 정하는 기준에 따라 설치해야 한다.\n4. 제2종 근린생활시설 중 다중생활시설의 호실 간 경계벽' });
      const act = articlePassage({ article: '제49조', article_title: '건축물의 피난시설 및 용도제한 등', text: '제49조(건축물의 피난시설 및 용도제한 등)\n④ 대통령령으로 정하는 용도 및 규모의 건축물에 대하여 가구ㆍ세대 등 간 소음 방지를 위하여 국토교통부령으로 정하는 바에 따라 경계벽 및 바닥을 설치하여야 한다.' });
      const rule = articlePassage({ law_name: '건축물의 피난ㆍ방화구조 등의 기준에 관한 규칙', article: '제19조', article_title: '경계벽 등의 구조', text: '제19조(경계벽 등의 구조)\n① 법 제49조제4항에 따라 건축물에 설치하는 경계벽은 내화구조로 하고, 지붕밑 또는 바로 위층의 바닥판까지 닿게 해야 한다.' });
      const block = firstBlock(answer(question, [decree, act, rule]));
      expect(block).toMatch(/^\*\*답 — 건축법 시행령 제53조\(경계벽 등의 설치\)\*\* \[\d+\]\n> ① 법 제49조제4항에 따라/);
      expect(block).toContain(`#### 근거 조문 — 건축법 제49조(건축물의 피난시설 및 용도제한 등) [${act.n}]`);
      expect(block).toContain(`#### 세부 기준 — 건축물의 피난ㆍ방화구조 등의 기준에 관한 규칙 제19조(경계벽 등의 구조) [${rule.n}]\n> ① 법 제49조제4항에 따라 건축물에 설치하는 경계벽은 내화구조로 하고, 지붕밑 또는 바로 위층의 바닥판까지 닿게 해야 한다.`);
    });

    it('reads a rule with a name of its own citing "영 제46조" as carrying out the decree', () => {
      const question = '방화구획 설치 기준';
      const rule = passages('fireRule14');
      const decree = passages('decree46');
      const block = firstBlock(answer(question, [...rule, ...decree]));
      expect(block).toMatch(/^\*\*답 — 건축물의 피난ㆍ방화구조 등의 기준에 관한 규칙 제14조\(방화구획의 설치기준\)\*\* \[\d+\]\n> ① 영 제46조제1항/);
      expect(block).toMatch(/#### 근거 조문 — 건축법 시행령 제46조\(방화구획 등의 설치\) \[\d+\]\n> ① 법 제49조제2항 본문에 따라 주요구조부가 내화구조 또는 불연재료로 된 건축물로서 연면적이 1천 제곱미터를 넘는 것은/);
    });
  });

  it('answers whether a decision has lapsed with the paragraph stating the period it lapses after, not the article\'s first rule', () => {
    const article = articlePassage({ article: '제10조', article_title: '건축 관련 입지와 규모의 사전결정', text: '제10조(건축 관련 입지와 규모의 사전결정)\n① 제11조에 따른 건축허가 대상 건축물을 건축하려는 자는 건축허가를 신청하기 전에 허가권자에게 그 건축물의 건축에 관한 다음 각 호의 사항에 대한 사전결정을 신청할 수 있다.\n1. 해당 대지에 건축하는 것이 이 법이나 관계 법령에서 허용되는지 여부\n⑨ 사전결정신청자는 제4항에 따른 사전결정을 통지받은 날부터 2년 이내에 제11조에 따른 건축허가를 신청하여야 하며, 이 기간에 건축허가를 신청하지 아니하면 사전결정의 효력이 상실된다.' });
    const lead = readAnswer(answerFrom(article, '작년 초에 구청에서 건축 사전결정 통지를 받아 놨는데 아직 허가 신청을 못 했어요. 20개월째인데 그 결정 아직 살아 있어요?')).quotes[0]!.text;
    expect(lead).toMatch(/^⑨ 사전결정신청자는 제4항에 따른 사전결정을 통지받은 날부터 2년 이내에/);
  });

  it('quotes the 단서 that allows the asker\'s case another measure, past the cut of a long line', () => {
    const article = articlePassage({ law_name: '건축법 시행령', article: '제34조', article_title: '직통계단의 설치', text: "제34조(직통계단의 설치)\n① 건축물의 피난층(직접 지상으로 통하는 출입구가 있는 층 및 제3항과 제4항에 따른 피난안전구역을 말한다. 이하 같다) 외의 층에서는 피난층 또는 지상으로 통하는 직통계단(경사로를 포함한다. 이하 같다)을 거실의 각 부분으로부터 계단(거실로부터 가장 가까운 거리에 있는 1개소의 계단을 말한다)에 이르는 보행거리가 30미터 이하가 되도록 설치해야 한다. 다만, 건축물(지하층에 설치하는 것으로서 바닥면적의 합계가 300제곱미터 이상인 공연장ㆍ집회장ㆍ관람장 및 전시장은 제외한다)의 주요구조부가 내화구조 또는 불연재료로 된 건축물은 그 보행거리가 50미터(층수가 16층 이상인 공동주택의 경우 16층 이상인 층에 대해서는 40미터) 이하가 되도록 설치할 수 있으며, 자동화 생산시설에 스프링클러 등자동식 소화설비를 설치한 공장으로서 국토교통부령으로 정하는 공장인 경우에는 그 보행거리가 75미터(무인화 공장인 경우에는 100미터) 이하가 되도록 설치할 수 있다. <개정 2009.7.16, 2010.2.18, 2011.12.30, 2013.3.23, 2019.8.6, 2020.10.8>\n④ 준초고층 건축물에는 피난층 또는 지상으로 통하는 직통계단과 직접 연결되는 피난안전구역을 해당 건축물 전체 층수의 2분의 1에 해당하는 층으로부터 상하 5개층 이내에 1개소 이상 설치하여야 한다. 다만, 국토교통부령으로 정하는 기준에 따라 피난층 또는 지상으로 통하는 직통계단을 설치하는 경우에는 그러하지 아니하다. <신설 2011.12.30, 2013.3.23>" });
    const text = answerFrom(article, '철골철근콘크리트 사무소인데 계단까지 보행거리가 40m쯤 나와요. 주요구조부가 내화구조면 더 길게 해도 봐주나요?');
    const lead = readAnswer(text).quotes[0]!.text;
    // ① leads (its 단서 allows 50미터), not ④ whose 단서 only sets its own rule aside; and the 단서 is quoted.
    expect(lead).toMatch(/^① 건축물의 피난층/);
    expect(lead).toMatch(/… 다만, 건축물\(지하층에 설치하는 것으로서 [^]*내화구조 또는 불연재료로 된 건축물은 그 보행거리가 50미터/);
  });

  it('looks for a figure the best article lacks only in the acts joined to it by delegation, not in any article of its family', () => {
    const rule = articlePassage({ law_name: '건축법 시행규칙', article: '제40조의2', article_title: '이행강제금의 부과 및 징수절차', text: '제40조의2(이행강제금의 부과 및 징수절차)\n영 제115조의2제3항에 따른 이행강제금의 부과 및 징수절차는 「국고금관리법 시행규칙」을 준용한다. 이 경우 납입고지서에는 이의신청방법 및 이의신청기간을 함께 기재하여야 한다.' });
    const unrelated = articlePassage({ law_name: '건축법 시행령', article: '제115조의3', article_title: '이행강제금의 탄력적 운영', text: '제115조의3(이행강제금의 탄력적 운영)\n② 법 제80조제2항에 따라 이행강제금을 가중하는 "대통령령으로 정하는 경우"란 다음 각 호의 어느 하나에 해당하는 경우를 말한다.\n4. 고지서를 받은 동일인이 최근 3년 내에 2회 이상 법 또는 법에 따른 명령이나 처분을 위반한 경우' });
    const question = '이행강제금 고지서에 이의신청 기간도 적혀 있어야 하는 거 아닌가요?';
    const lead = readAnswer(extractiveAnswer({ facts: [], ranked: [rule, unrelated], terms: termsOf(question), question }).text).quotes[0]!.text;
    expect(lead).toContain('이의신청방법 및 이의신청기간을 함께 기재하여야');
  });

  it('does not answer from a case the question names nothing of (a 비내력벽 exception, a 기둥), but from the one it names', () => {
    const fireproof = articlePassage({ law_name: '건축물의 피난ㆍ방화구조 등의 기준에 관한 규칙', article: '제3조', article_title: '내화구조', text: "제3조(내화구조)\n영 제2조제7호에서 \"국토교통부령으로 정하는 기준에 적합한 구조\"란 다음 각 호의 어느 하나에 해당하는 것을 말한다. <개정 2000.6.3, 2005.7.22, 2006.6.29, 2008.3.14, 2008.7.21, 2010.4.7, 2013.3.23, 2019.8.6, 2021.8.27, 2021.12.23>\n1. 벽의 경우에는 다음 각 목의 어느 하나에 해당하는 것\n가. 철근콘크리트조 또는 철골철근콘크리트조로서 두께가 10센티미터 이상인 것\n나. 골구를 철골조로 하고 그 양면을 두께 4센티미터 이상의 철망모르타르(그 바름바탕을 불연재료로 한 것으로 한정한다. 이하 이 조에서 같다) 또는 두께 5센티미터 이상의 콘크리트블록ㆍ벽돌 또는 석재로 덮은 것\n다. 철재로 보강된 콘크리트블록조ㆍ벽돌조 또는 석조로서 철재에 덮은 콘크리트블록등의 두께가 5센티미터 이상인 것\n라. 벽돌조로서 두께가 19센티미터 이상인 것\n마. 고온ㆍ고압의 증기로 양생된 경량기포 콘크리트패널 또는 경량기포 콘크리트블록조로서 두께가 10센티미터 이상인 것\n2. 외벽 중 비내력벽인 경우에는 제1호에도 불구하고 다음 각 목의 어느 하나에 해당하는 것\n가. 철근콘크리트조 또는 철골철근콘크리트조로서 두께가 7센티미터 이상인 것\n나. 골구를 철골조로 하고 그 양면을 두께 3센티미터 이상의 철망모르타르 또는 두께 4센티미터 이상의 콘크리트블록ㆍ벽돌 또는 석재로 덮은 것\n다. 철재로 보강된 콘크리트블록조ㆍ벽돌조 또는 석조로서 철재에 덮은 콘크리트블록등의 두께가 4센티미터 이상인 것\n라. 무근콘크리트조ㆍ콘크리트블록조ㆍ벽돌조 또는 석조로서 그 두께가 7센티미터 이상인 것\n3. 기둥의 경우에는 그 작은 지름이 25센티미터 이상인 것으로서 다음 각 목의 어느 하나에 해당하는 것. 다만, 고강도 콘크리트(설계기준강도가 50MPa 이상인 콘크리트를 말한다. 이하 이 조에서 같다)를 사용하는 경우에는 국토교통부장관이 정하여 고시하는 고강도 콘크리트 내화성능 관리기준에 적합해야 한다.\n가. 철근콘크리트조 또는 철골철근콘크리트조\n나. 철골을 두께 6센티미터(경량골재를 사용하는 경우에는 5센티미터)이상의 철망모르타르 또는 두께 7센티미터 이상의 콘크리트블록ㆍ벽돌 또는 석재로 덮은 것\n다. 철골을 두께 5센티미터 이상의 콘크리트로 덮은 것\n--- 2072" });
    const lead = readAnswer(answerFrom(fireproof, '창고 벽을 블록으로 쌓으려는데 내화구조로 하려면 블록 두께가 몇 cm 이상이어야 하나요?')).quotes[0]!.text;
    expect(lead).toMatch(/^1\. 벽의 경우에는/);
    // Named, the exception is the asker's case.
    const outer = readAnswer(answerFrom(fireproof, '창고 외벽인데 하중을 받지 않는 비내력벽이에요. 내화구조로 하려면 블록 두께가 몇 cm 이상이어야 하나요?')).quotes[0]!.text;
    expect(outer).toMatch(/^2\. 외벽 중 비내력벽인 경우에는/);
  });

  it('answers a fine by the item citing the paragraph of the duty the question matches, not another paragraph of it', () => {
    const fine = (text: string) => articlePassage({ law_name: '주차장법', article: '제30조', article_title: '과태료', text });
    const duty = articlePassage({ law_name: '주차장법', article: '제6조의3', article_title: '주차장에서의 금지행위', text: "제6조의3(주차장에서의 금지행위)\n① 누구든지 국가기관, 지방자치단체, 「공공기관의 운영에 관한 법률」 제4조에 따른 공공기관 및 국토교통부령으로 정하는 기관(이하 \"국가기관등\"이라 한다)의 장이 설치한 주차장에서 야영행위, 취사행위 또는 불을 피우는 행위를 하여서는 아니 된다. <개정 2026.2.27>\n② 누구든지 국가기관등의 장이 설치한 주차장으로서 주차요금이 징수되지 아니하는 주차장에서 정당한 사유 없이 1개월 이내에서 대통령령으로 정하는 기간 이상 계속하여 주차하는 행위를 하여서는 아니 된다. <신설 2026.2.27>\n③ 누구든지 노외주차장 또는 부설주차장의 출입구에 자동차를 주차하여 다른 자동차가 해당 주차장에 진출입하지 못하게 하는 행위를 하여서는 아니 된다. <신설 2026.2.27>" });
    const question = '시청 공영주차장에서 차박하면서 버너로 라면 끓여먹다가 단속에 걸렸어요ㅠ 과태료 최대 얼마까지 나와요?';
    // As search resolves them: the words the library holds (the story's 차박, 버너 and 라면 it does not).
    const terms = ['시청', '공영', '주차장', '하면서', '단속', '과태료', '최대'];
    const ranked = [fine("제30조(과태료)\n② 다음 각 호의 어느 하나에 해당하는 자에게는 100만원 이하의 과태료를 부과한다. <개정 2010.3.22, 2015.8.11, 2016.1.19, 2017.3.21, 2017.10.24, 2020.6.9, 2021.1.12, 2023.8.16, 2026.2.27>\n1. 제6조의3제2항을 위반하여 주차장에서 정당한 사유 없이 계속하여 주차한 자\n1의2. 제17조제2항(제19조의3에서 준용되는 경우를 포함한다)을 위반하여 주차장에 대한 일반의 이용을 거절한 자\n2. 제19조의9제3항에 따른 사용검사 또는 정기검사의 유효기간이 지난 후 검사를 받지 아니한 자(제29조제2항제7호에 따라 벌칙을 부과받은 경우는 제외한다)\n2의2. 제19조의14제3항을 위반하여 보수원 안전교육을 받도록 하지 아니한 보수업자\n3. 제19조의17을 위반하여 신고를 하지 아니한 자\n4. 제19조의20제2항을 위반하여 기계식주차장치 관리인 교육을 받지 아니한 사람을 기계식주차장치 관리인으로 선임 또는 변경하거나 보수교육을 받게 하지 아니한 자\n4의2. 제19조의20제4항을 위반하여 기계식주차장치 안전관리교육 또는 보수교육을 받지 아니한 자\n4의3. 제19조의20제7항을 위반하여 기계식주차장의 설치 기준에 맞지 아니하는 자동차를 주차시킨 기계식주차장관리자등\n4의4. 제19조의20제8항을 위반하여 자체점검을 하지 아니한 자\n4의5. 제19조의20제8항을 위반하여 자체점검 결과를 기계식주차장 정보망에 입력하지 아니하거나 거짓으로 입력한 자\n4의6. 제19조의20제9항을 위반하여 기계식주차장 운행을 중지하지 아니한 자 또는 운행의 중지를 방해한 자\n5. 제19조의23제1항 후단에 따른 정기적 정밀안전검사를 받지 아니한 자(제29조제2항제11호의3에 따라 벌칙을 부과 받은 경우는 제외한다)\n5의2. 제19조의24제3항을 위반하여 운행중지 표지를 붙이지 아니하거나 잘 볼 수 없는 곳에 붙이거나 훼손되게 관리한 자\n6. 제25조제1항에 따른 검사를 거부ㆍ기피 또는 방해한 자"), fine("제30조(과태료)\n① 다음 각 호의 어느 하나에 해당하는 자에게는 500만원 이하의 과태료를 부과한다. <신설 2017.10.24, 2023.8.16, 2026.2.27>\n1. 제6조의3제3항을 위반하여 노외주차장 또는 부설주차장의 출입구에 자동차를 주차하여 다른 자동차의 진출입을 못하게 한 자\n1의2. 제19조의16제1항 또는 제2항을 위반하여 배상보험에 가입하지 아니한 자\n2. 제19조의22제1항을 위반하여 통보를 하지 아니하거나 거짓으로 통보한 자\n3. 제19조의22제2항을 위반하여 중대한 사고의 현장 또는 중대한 사고와 관련되는 물건을 이동시키거나 변경 또는 훼손한 자"), fine("제30조(과태료)\n③ 다음 각 호의 어느 하나에 해당하는 자에게는 50만원 이하의 과태료를 부과한다. <신설 2021.1.12, 2023.8.16, 2024.3.19, 2026.2.27>\n1. 제6조의3제1항을 위반하여 주차장에서 야영행위, 취사행위 또는 불을 피우는 행위를 한 자\n2. 제19조의10제2항(제19조의23제5항에서 준용되는 경우를 포함한다)을 위반하여 검사확인증이나 기계식주차장의 사용을 금지하는 표지를 부착하지 아니한 자\n3. 제19조의20제3항을 위반하여 기계식주차장치 관리인의 선임 또는 변경 통보를 하지 아니한 자\n4. 제19조의20제5항을 위반하여 안내문을 부착하지 아니한 자\n④ 제1항부터 제3항까지에 따른 과태료는 대통령령으로 정하는 바에 따라 시장ㆍ군수 또는 구청장이 부과ㆍ징수한다. <개정 2010.3.22, 2017.10.24, 2021.1.12>"), duty];
    const lead = readAnswer(extractiveAnswer({ facts: [], ranked, terms, question }).text).quotes[0]!.text;
    expect(lead).toMatch(/^③ [^]*50만원 이하의 과태료[^]*\n1\. 제6조의3제1항을 위반하여 주차장에서 야영행위/);
  });

  it('quotes a long line by its opening and its end when the figure asked is past the cut', () => {
    const owners = Array.from({ length: 12 }, (_, i) => `「시험법 제${i + 1}호」에 따른 시험건축주`).join(', ');
    const deposit = articlePassage({ article: '제13조', article_title: '건축 공사현장 안전관리 예치금 등', text: `제13조(건축 공사현장 안전관리 예치금 등)\n② 허가권자는 연면적이 1천제곱미터 이상인 건축물로서 해당 지방자치단체의 조례로 정하는 건축물에 대하여는 착공신고를 하는 건축주(${owners}는 제외한다)에게 장기간 건축물의 공사현장이 방치되는 것에 대비하여 미리 미관 개선과 안전관리에 필요한 비용을 건축공사비의 1퍼센트의 범위에서 예치하게 할 수 있다.` });
    const lead = readAnswer(answerFrom(deposit, '착공신고 하려니까 구청에서 예치금을 넣으라네요. 공사비의 몇 %까지 내야 되는지..')).quotes[0]!.text;
    expect(lead).toMatch(/^② 허가권자는 [^]*… [^]*건축공사비의 1퍼센트의 범위에서 예치하게 할 수 있다\.$/);
  });

  it('answers "몇 cm" with the line stating the length in metres, not with another line in centimetres', () => {
    const stairs = articlePassage({ law_name: '건축물의 피난ㆍ방화구조 등의 기준에 관한 규칙', article: '제9조', article_title: '피난계단의 구조', text: '제9조(피난계단의 구조)\n① 피난계단의 구조는 다음 각 호의 기준에 적합하여야 한다.\n1. 계단의 유효너비는 0.9미터 이상으로 할 것\n2. 계단의 손잡이는 계단으로부터 85센티미터 높이에 설치할 것' });
    const lead = readAnswer(answerFrom(stairs, '피난계단 폭은 최소 몇 cm로 해야 하나요?')).quotes[0]!.text;
    expect(lead).toContain('유효너비는 0.9미터 이상');
  });

  it('answers a case with the threshold nearest the amount the question gives, in any unit of its quantity', () => {
    const earthwork = articlePassage({ law_name: '국토의 계획 및 이용에 관한 법률 시행령', article: '제53조', article_title: '허가를 받지 아니하여도 되는 경미한 행위', text: '제53조(허가를 받지 아니하여도 되는 경미한 행위)\n3. 토지의 형질변경\n가. 높이 50센티미터 이내 또는 깊이 50센티미터 이내의 절토ㆍ성토ㆍ정지 등\n나. 조성이 끝난 농지에서 2미터 이상의 절토ㆍ성토가 수반되지 아니하는 농지의 형질변경' });
    const near = (question: string) => readAnswer(answerFrom(earthwork, question)).quotes[0]!.text;
    expect(near('논에 흙을 1.8m 정도 쌓아서 높이려는데 절토 성토 허가 받아야 하나요?')).toContain('2미터 이상의 절토ㆍ성토');
    expect(near('논에 흙을 40cm 정도 쌓아서 높이려는데 절토 성토 허가 받아야 하나요?')).toContain('높이 50센티미터 이내');
  });

  it('quotes the 단서 to its figure after a short main sentence, its amendment dates left out', () => {
    const ratio = articlePassage({ law_name: '주차장법 시행령', article: '제1조의2', article_title: '주차전용건축물의 주차면적비율', text: '제1조의2(주차전용건축물의 주차면적비율)\n① 「주차장법」(이하 "법"이라 한다) 제2조제11호에서 "대통령령으로 정하는 비율 이상이 주차장으로 사용되는 건축물"이란 건축물의 연면적 중 주차장으로 사용되는 부분의 비율이 95퍼센트 이상인 것을 말한다. 다만, 주차장 외의 용도로 사용되는 부분이 「건축법 시행령」 별표 1에 따른 단독주택(같은 표 제1호에 따른 단독주택을 말한다. 이하 "단독주택"이라 한다), 공동주택, 제1종 근린생활시설, 제2종 근린생활시설, 문화 및 집회시설, 종교시설, 판매시설, 운수시설, 운동시설, 업무시설, 창고시설 또는 자동차 관련 시설인 경우에는 주차장으로 사용되는 부분의 비율이 70퍼센트(법 제4조제1항에 따른 주차환경개선지구 내에 위치한 건축물의 경우에는 60퍼센트) 이상인 것을 말한다. <개정 2014.12.30, 2024.8.16>' });
    const lead = readAnswer(answerFrom(ratio, '주차전용건축물 1층을 업무시설로 쓰면 주차장 비율은 몇 퍼센트 이상이어야 하나요?')).quotes[0]!.text;
    expect(lead).toMatch(/^① 「주차장법」[^]*95퍼센트 이상인 것을 말한다\. 다만, 주차장 외의 용도로[^]*70퍼센트/);
    expect(lead).not.toContain('<개정');
    // A 단서 too long to quote whole keeps its opening and its conclusion, where the figure is.
    const uses = Array.from({ length: 30 }, (_, i) => `제${i + 1}종 시험용 시설`).join(', ');
    const long = articlePassage({ law_name: '주차장법 시행령', article: '제1조의2', article_title: '주차전용건축물의 주차면적비율', text: `제1조의2(주차전용건축물의 주차면적비율)\n① 주차전용건축물은 주차장으로 사용되는 부분의 비율이 95퍼센트 이상인 것을 말한다. 다만, 주차장 외의 용도로 사용되는 부분이 ${uses} 또는 업무시설인 경우에는 주차장으로 사용되는 부분의 비율이 70퍼센트 이상인 것을 말한다.` });
    const cut = readAnswer(answerFrom(long, '주차전용건축물 1층을 업무시설로 쓰면 주차장 비율은 몇 퍼센트 이상이어야 하나요?')).quotes[0]!.text;
    expect(cut).toMatch(/95퍼센트 이상인 것을 말한다\. 다만, 주차장 외의 용도로[^]*… [^]*70퍼센트 이상인 것을 말한다\.$/);
    expect(cut).not.toContain('제15종 시험용 시설');
    // The asker's case named in other words than the 단서's (편의점 for 제1종 근린생활시설): its figure is still the other
    // case's answer, so the 단서 is quoted.
    const other = readAnswer(answerFrom(ratio, '1층에 편의점 하나 넣으면 주차전용건축물 주차장 비율 몇% 맞춰야 돼요?')).quotes[0]!.text;
    expect(other).toMatch(/95퍼센트 이상인 것을 말한다\. 다만, [^]*70퍼센트/);
  });

  it('answers a deadline question with the time limit on a duty, not with a period that is only the case\'s condition', () => {
    const article = articlePassage({ law_name: '국토의 계획 및 이용에 관한 법률', article: '제47조', article_title: '도시ㆍ군계획시설 부지의 매수 청구', text: '제47조(도시ㆍ군계획시설 부지의 매수 청구)\n① 도시ㆍ군계획시설에 대한 도시ㆍ군관리계획의 결정의 고시일부터 10년 이내에 그 도시ㆍ군계획시설의 설치에 관한 도시ㆍ군계획시설사업이 시행되지 아니하는 경우 그 도시ㆍ군계획시설의 부지로 되어 있는 토지 중 지목이 대인 토지의 소유자는 특별시장ㆍ광역시장ㆍ특별자치시장ㆍ특별자치도지사ㆍ시장 또는 군수에게 그 토지의 매수를 청구할 수 있다.\n⑥ 매수의무자는 제1항에 따른 매수 청구를 받은 날부터 6개월 이내에 매수 여부를 결정하여 토지 소유자와 특별시장ㆍ광역시장ㆍ특별자치시장ㆍ특별자치도지사ㆍ시장 또는 군수에게 알려야 하며, 매수하기로 결정한 토지는 매수 결정을 알린 날부터 2년 이내에 매수하여야 한다.' });
    const lead = readAnswer(answerFrom(article, '도시계획시설 부지로 묶인 지 12년 된 땅의 매수를 청구한 경우 시가 매수 여부를 알려야 하는 기한 질의')).quotes[0]!.text;
    expect(lead).toMatch(/^⑥ 매수의무자는 제1항에 따른 매수 청구를 받은 날부터 6개월 이내에/);
  });

  it('does not lead with the item whose words are only those the asker sets aside ("… 말고")', () => {
    const article = articlePassage({ law_name: '주차장법 시행규칙', article: '제6조', article_title: '노외주차장의 구조ㆍ설비기준', text: '제6조(노외주차장의 구조ㆍ설비기준)\n① 법 제6조제1항에 따른 노외주차장의 구조ㆍ설비기준은 다음 각 호와 같다.\n5. 지하식 또는 건축물식 노외주차장의 차로는 제3호의 기준에 따르는 외에 다음 각 목에서 정하는 바에 따른다.\n라. 경사로의 종단경사도는 직선 부분에서는 17퍼센트를 초과하여서는 아니 되며, 곡선 부분에서는 14퍼센트를 초과하여서는 아니 된다.\n바. 오르막 경사로로서 도로와 접하는 부분으로부터 3미터 이내인 경사로의 종단경사도는 직선 부분에서는 8.5퍼센트를, 곡선 부분에서는 7퍼센트를 초과하여서는 안 된다.' });
    const lead = (question: string) => readAnswer(answerFrom(article, question)).quotes[0]!.text;
    expect(lead('지하주차장 램프 곡선 구간은 경사를 최대 몇 %까지 줄 수 있어요? 도로랑 붙은 입구 쪽 말고 안쪽 곡선 부분이요.')).toMatch(/라\. 경사로의 종단경사도는 직선 부분에서는 17퍼센트/);
    expect(lead('지하주차장 램프 곡선 구간은 경사를 최대 몇 %까지 줄 수 있어요? 도로랑 붙은 입구 쪽이요.')).toMatch(/바\. 오르막 경사로로서 도로와 접하는/);
  });

  it('does not take a line set in other 용도지역 than the question gives for the asker\'s case, however many of its figures the question restates', () => {
    const decree = articlePassage({ article: '제11조', article_title: '건축신고', law_name: '건축법 시행령', text: '제11조(건축신고)\n③ 법 제14조제1항제5호에서 "대통령령으로 정하는 건축물"이란 다음 각 호의 어느 하나에 해당하는 건축물을 말한다.\n1. 연면적의 합계가 100제곱미터 이하인 건축물\n2. 건축물의 높이를 3미터 이하의 범위에서 증축하는 건축물\n4. 「국토의 계획 및 이용에 관한 법률」 제36조제1항제1호다목에 따른 공업지역 및 「산업입지 및 개발에 관한 법률」에 따른 산업단지에서 건축하는 2층 이하인 건축물로서 연면적 합계 500제곱미터 이하인 공장' });
    const lead = (question: string) => readAnswer(answerFrom(decree, question)).quotes[0]!.text;
    expect(lead('계획관리지역 소재 연면적 450㎡ 2층 공장의 지붕을 바꿔 높이를 2.5m 높이는 증축이 건축신고 대상인지 여부')).toMatch(/2\. 건축물의 높이를 3미터 이하의 범위에서 증축하는 건축물/);
    // In the zone the item names, it is the asker's case.
    expect(lead('일반공업지역 소재 연면적 450㎡ 2층 공장의 지붕을 바꿔 높이를 2.5m 높이는 증축이 건축신고 대상인지 여부')).toMatch(/4\. 「국토의 계획 및 이용에 관한 법률」/);
  });

  it('takes a line set in the question\'s own 용도지역 or its family for the asker\'s case', () => {
    const act = articlePassage({ article: '제14조', article_title: '건축신고', text: '제14조(건축신고)\n① 제11조에 해당하는 허가 대상 건축물이라 하더라도 다음 각 호의 어느 하나에 해당하는 경우에는 미리 특별자치시장ㆍ특별자치도지사 또는 시장ㆍ군수ㆍ구청장에게 국토교통부령으로 정하는 바에 따라 신고를 하면 건축허가를 받은 것으로 본다.\n1. 바닥면적의 합계가 85제곱미터 이내의 증축ㆍ개축 또는 재축. 다만, 3층 이상 건축물인 경우에는 증축ㆍ개축 또는 재축하려는 부분의 바닥면적의 합계가 건축물 연면적의 10분의 1 이내인 경우로 한정한다.\n2. 「국토의 계획 및 이용에 관한 법률」에 따른 관리지역, 농림지역 또는 자연환경보전지역에서 연면적이 200제곱미터 미만이고 3층 미만인 건축물의 건축. 다만, 다음 각 목의 어느 하나에 해당하는 구역에서의 건축은 제외한다.\n가. 지구단위계획구역\n나. 방재지구 등 재해취약지역으로서 대통령령으로 정하는 구역\n3. 연면적이 200제곱미터 미만이고 3층 미만인 건축물의 대수선\n4. 주요구조부의 해체가 없는 등 대통령령으로 정하는 대수선\n5. 그 밖에 소규모 건축물로서 대통령령으로 정하는 건축물의 건축\n⑤ 제1항에 따라 신고를 한 자가 신고일부터 1년 이내에 공사에 착수하지 아니하면 그 신고의 효력은 없어진다.' });
    const decree = articlePassage({ article: '제11조', article_title: '건축신고', law_name: '건축법 시행령', text: '제11조(건축신고)\n③ 법 제14조제1항제5호에서 "대통령령으로 정하는 건축물"이란 다음 각 호의 어느 하나에 해당하는 건축물을 말한다.\n1. 연면적의 합계가 100제곱미터 이하인 건축물\n2. 건축물의 높이를 3미터 이하의 범위에서 증축하는 건축물' });
    const question = '건축법 제11조 때문에 무조건 허가 받아야 한다고 들었는데요, 제 땅이 생산관리지역이고 2층짜리 창고를 연면적 150㎡ 정도로 생각 중이에요. 이것도 허가까지 받아야 하나요?';
    const quotes = readAnswer(extractiveAnswer({ facts: [], ranked: [decree, act], terms: termsOf(question), question }).text).quotes;
    // The 법 line shown beside the decree's is the item set in the asker's zone's family, not the 대수선 with the same figures.
    expect(quotes.find((quote) => quote.n === act.n)?.text).toMatch(/2\. 「국토의 계획 및 이용에 관한 법률」에 따른 관리지역/);
  });

  describe('the line defining or measuring the word a "does X count as Y" question asks about, shown with a rule using it', () => {
    const firstBlock = (text: string) => text.split('\n\n').find((block) => block.startsWith('**답 — '))!;
    const answer = (question: string, ranked: Citation[]) => extractiveAnswer({ facts: [], ranked, terms: termsOf(question), question }).text;
    /** 주차장법 제7조 ③ (when a 노상주차장 is closed) and 제2조's items for 노상주차장 and 노외주차장. */
    const parkingRoadside = () => articlePassage({ law_name: '주차장법', article: '제7조', article_title: '노상주차장의 설치 및 폐지', text: '제7조(노상주차장의 설치 및 폐지)\n③ 특별시장ㆍ광역시장, 시장ㆍ군수 또는 구청장은 다음 각 호의 어느 하나에 해당하는 경우에는 지체 없이 해당 노상주차장을 폐지하여야 한다.\n2. 노상주차장을 대신하는 노외주차장의 설치 등으로 인하여 노상주차장이 필요 없게 된 경우' });
    const parkingDefinitions = () => articlePassage({ law_name: '주차장법', article: '제2조', article_title: '정의', text: '제2조(정의)\n이 법에서 사용하는 용어의 뜻은 다음과 같다.\n1. "주차장"이란 자동차의 주차를 위한 시설로서 다음 각 목의 어느 하나에 해당하는 종류의 것을 말한다.\n가. 노상주차장(路上駐車場): 도로의 노면 또는 교통광장(교차점광장만 해당한다. 이하 같다)의 일정한 구역에 설치된 주차장으로서 일반(一般)의 이용에 제공되는 것\n나. 노외주차장(路外駐車場): 도로의 노면 및 교통광장 외의 장소에 설치된 주차장으로서 일반의 이용에 제공되는 것' });

    it('shows the item measuring the quantity under 산정 기준 when the answering line defines the ratio it counts in', () => {
      const question = '골목이 좁아서 담장을 1m 안으로 물렸는데 물린 땅도 대지면적에 들어가서 건폐율 계산할 때 쳐주나요?';
      const act55 = articlePassage({ article: '제55조', article_title: '건축물의 건폐율', text: '제55조(건축물의 건폐율)\n대지면적에 대한 건축면적(대지에 건축물이 둘 이상 있는 경우에는 이들 건축면적의 합계로 한다)의 비율(이하 "건폐율"이라 한다)의 최대한도는 「국토의 계획 및 이용에 관한 법률」 제77조에 따른 건폐율의 기준에 따른다.' });
      const decree = passages('decree119');
      const block = firstBlock(answer(question, [act55, ...decree]));
      expect(block).toMatch(/^\*\*답 — 건축법 제55조\(건축물의 건폐율\)\*\* \[\d+\]\n> 대지면적에 대한 건축면적/);
      expect(block).toMatch(/#### 산정 기준 — 건축법 시행령 제119조\(면적 등의 산정방법\) \[\d+\]\n> ① 법 제84조에 따라 [^\n]*\n> 1\. 대지면적: 대지의 수평투영면적으로 한다\.[^\n]*\n> 가\. 법 제46조제1항 단서에 따라 대지에 건축선이 정하여진 경우/);
      // A question that asks no such thing gets no second line.
      expect(firstBlock(answer('건폐율 최대한도는 어디서 정하나요?', [act55, ...decree]))).not.toContain('####');
    });

    it('shows the 정의 item of a word the question asks about ("노상인지 노외인지") or its answering rule uses, under 정의', () => {
      const blockFor = (question: string) => {
        const definitions = parkingDefinitions();
        const block = firstBlock(answer(question, [parkingRoadside(), definitions]));
        expect(block).toMatch(/^\*\*답 — 주차장법 제7조/);
        return { block, n: definitions.n };
      };
      const asked = blockFor('길가 말고 따로 부지가 있는 공영 유료주차장, 노상인지 노외인지');
      expect(asked.block).toMatch(new RegExp(`#### 정의 — 주차장법 제2조\\(정의\\) \\[${asked.n}\\]\\n> 1\\. "주차장"이란[^\\n]*\\n> 나\\. 노외주차장\\(路外駐車場\\): 도로의 노면 및 교통광장 외의 장소`));
      // A whether question: the rule it is answered by uses 노상주차장 and 노외주차장, which 제2조 defines.
      const used = blockFor('동네에 공영 노외주차장이 새로 생겼는데, 그럼 길가 노상주차장은 구청이 없애야 하나요?');
      expect(used.block).toMatch(new RegExp(`#### 정의 — 주차장법 제2조\\(정의\\) \\[${used.n}\\]\\n> 1\\. "주차장"이란`));
    });
  });

  it('answers "does X count in Y" under the item that measures Y, not under a 목 of another quantity sharing more words', () => {
    const ranked = passages('decree119');
    const answer = (question: string) => readAnswer(extractiveAnswer({ facts: [], ranked, terms: questionTerms(question).map((term) => term.forms.join('|')), question }).text).quotes[0]!.text;
    // "하. 지하주차장의 경사로(지상층에서 지하 1층으로 …)는 바닥면적에 산입하지 않는다" holds 지상, 1층 and 주차장; the
    // 용적률 is reckoned under "4. 연면적", whose 나. excludes the parking on the ground floors.
    const parking = answer('용적률 따질 때 지상 1층에 있는 주차장 면적도 포함되나요?');
    expect(parking).toMatch(/^4\. 연면적: .* 용적률을 산정할 때에는 다음 각 목에 해당하는 면적은 제외한다\.\n나\. 지상층의 주차용/);
    expect(answer('지하 1층을 통째로 주차장이랑 창고로 만들 건데 이 지하 면적도 용적률 계산할 때 들어가나요?')).toMatch(/^4\. 연면적: /);
  });

  it('leads a sanction question with the 벌칙 item citing the duty found for it, not the item sharing most words', () => {
    const question = '상가 건물 주차장에 건물주가 짐이랑 폐자재를 칸마다 쌓아놔서 차를 못 대요. 창고로 개조한 건 아니고 물건만 늘어놓은 건데 이런 것도 처벌하는 규정이 있나요?';
    const terms = questionTerms(question).map((term) => term.forms.join('|'));
    const ranked = passages('parking29', 'parking19-4');
    const lead = readAnswer(extractiveAnswer({ facts: [], ranked, terms, question }).text).quotes[0]!;
    // 제19조의4 (부설주차장의 용도변경 금지 등) is the duty at hand; "1. 제19조제1항 … 설치하지 아니하고" shares as many words.
    expect(lead.text).toMatch(/\n\d+\. 제19조의4제\d항을 위반하여/);
    // Without the duty among the passages, nothing tells the items apart but their words.
    const alone = readAnswer(extractiveAnswer({ facts: [], ranked: ranked.slice(0, 1), terms, question }).text).quotes[0]!;
    expect(alone.text).not.toMatch(/\n\d+\. 제19조의4/);
  });

  it('answers "how much is the fine" with the item naming the act under the lead stating its amount, not the first lead', () => {
    // 주차장법 제30조 (amendment dates left out): each paragraph's lead states a cap; the item naming the act says which.
    const fines = articlePassage({
      law_name: '주차장법',
      article: '제30조',
      article_title: '과태료',
      text: [
        '제30조(과태료)',
        '① 다음 각 호의 어느 하나에 해당하는 자에게는 500만원 이하의 과태료를 부과한다.',
        '1. 제6조의3제3항을 위반하여 노외주차장 또는 부설주차장의 출입구에 자동차를 주차하여 다른 자동차의 진출입을 못하게 한 자',
        '1의2. 제19조의16제1항 또는 제2항을 위반하여 배상보험에 가입하지 아니한 자',
        '2. 제19조의22제1항을 위반하여 통보를 하지 아니하거나 거짓으로 통보한 자',
        '3. 제19조의22제2항을 위반하여 중대한 사고의 현장 또는 중대한 사고와 관련되는 물건을 이동시키거나 변경 또는 훼손한 자',
        '② 다음 각 호의 어느 하나에 해당하는 자에게는 100만원 이하의 과태료를 부과한다.',
        '1. 제6조의3제2항을 위반하여 주차장에서 정당한 사유 없이 계속하여 주차한 자',
        '1의2. 제17조제2항(제19조의3에서 준용되는 경우를 포함한다)을 위반하여 주차장에 대한 일반의 이용을 거절한 자',
        '2. 제19조의9제3항에 따른 사용검사 또는 정기검사의 유효기간이 지난 후 검사를 받지 아니한 자(제29조제2항제7호에 따라 벌칙을 부과받은 경우는 제외한다)',
        '2의2. 제19조의14제3항을 위반하여 보수원 안전교육을 받도록 하지 아니한 보수업자',
        '3. 제19조의17을 위반하여 신고를 하지 아니한 자',
        '4. 제19조의20제2항을 위반하여 기계식주차장치 관리인 교육을 받지 아니한 사람을 기계식주차장치 관리인으로 선임 또는 변경하거나 보수교육을 받게 하지 아니한 자',
        '4의2. 제19조의20제4항을 위반하여 기계식주차장치 안전관리교육 또는 보수교육을 받지 아니한 자',
        '4의3. 제19조의20제7항을 위반하여 기계식주차장의 설치 기준에 맞지 아니하는 자동차를 주차시킨 기계식주차장관리자등',
        '4의4. 제19조의20제8항을 위반하여 자체점검을 하지 아니한 자',
        '4의5. 제19조의20제8항을 위반하여 자체점검 결과를 기계식주차장 정보망에 입력하지 아니하거나 거짓으로 입력한 자',
        '4의6. 제19조의20제9항을 위반하여 기계식주차장 운행을 중지하지 아니한 자 또는 운행의 중지를 방해한 자',
        '5. 제19조의23제1항 후단에 따른 정기적 정밀안전검사를 받지 아니한 자(제29조제2항제11호의3에 따라 벌칙을 부과 받은 경우는 제외한다)',
        '5의2. 제19조의24제3항을 위반하여 운행중지 표지를 붙이지 아니하거나 잘 볼 수 없는 곳에 붙이거나 훼손되게 관리한 자',
        '6. 제25조제1항에 따른 검사를 거부ㆍ기피 또는 방해한 자',
        '③ 다음 각 호의 어느 하나에 해당하는 자에게는 50만원 이하의 과태료를 부과한다.',
        '1. 제6조의3제1항을 위반하여 주차장에서 야영행위, 취사행위 또는 불을 피우는 행위를 한 자',
        '2. 제19조의10제2항(제19조의23제5항에서 준용되는 경우를 포함한다)을 위반하여 검사확인증이나 기계식주차장의 사용을 금지하는 표지를 부착하지 아니한 자',
        '3. 제19조의20제3항을 위반하여 기계식주차장치 관리인의 선임 또는 변경 통보를 하지 아니한 자',
        '4. 제19조의20제5항을 위반하여 안내문을 부착하지 아니한 자',
        '④ 제1항부터 제3항까지에 따른 과태료는 대통령령으로 정하는 바에 따라 시장ㆍ군수 또는 구청장이 부과ㆍ징수한다.',
      ].join('\n'),
    });
    // The duty search finds for the story: 제6조의3 (주차장에서의 금지행위), whose ① bans 취사 in a public car park.
    const ban = articlePassage({ law_name: '주차장법', article: '제6조의3', article_title: '주차장에서의 금지행위', text: '제6조의3(주차장에서의 금지행위)\n① 누구든지 국가기관등의 장이 설치한 주차장에서 야영행위, 취사행위 또는 불을 피우는 행위를 하여서는 아니 된다.' });
    const question = '시청 주차장에서 버너로 취사하면 과태료 얼마까지 나와요?';
    const lead = readAnswer(extractiveAnswer({ facts: [], ranked: [fines, ban], terms: termsOf(question), question }).text).quotes[0]!.text;
    expect(lead).toMatch(/^③ .*50만원 이하의 과태료/);
    expect(lead).toContain('1. 제6조의3제1항을 위반하여 주차장에서 야영행위, 취사행위');
    // A story's "몇 달 못했어요" tells how long; "과태료 얼마까지" asks a sum, which the item's lead states: no annex refusal.
    const told = answerFrom(fines, '기계식 주차기 자체점검을 몇 달 못했어요. 과태료 얼마까지 나와요?');
    expect(told).not.toContain(MISSING_PREFIX);
    expect(readAnswer(told).quotes[0]!.text).toMatch(/^② .*100만원 이하의 과태료[^]*\n4의[45]\. 제19조의20제8항을 위반하여 자체점검/);
  });

  it('leads a sanction question with the 벌칙 item citing the duty when search ranks the duty first', () => {
    const question = '상가 건물 주차장에 건물주가 짐이랑 폐자재를 칸마다 쌓아놔서 차를 못 대요. 이런 것도 처벌하는 규정이 있나요?';
    const firstBlock = (text: string) => text.split('\n\n').find((block) => block.startsWith('**답 — '))!;
    const terms = questionTerms(question).map((term) => term.forms.join('|'));
    // 제19조의4 (the duty) first, as search ranks it for a story told in the duty's words.
    const lead = firstBlock(extractiveAnswer({ facts: [], ranked: passages('parking19-4', 'parking29'), terms, question }).text);
    expect(lead).toMatch(/^\*\*답 — 주차장법 제29조\(벌칙\)\*\*/);
    expect(lead).toMatch(/\n> \d+\. 제19조의4제\d항을 위반하여/);
    // A question that asks no sanction keeps the duty's own line.
    const duty = '상가 건물 주차장에 건물주가 짐이랑 폐자재를 칸마다 쌓아놔서 차를 못 대요. 이래도 되나요?';
    const dutyTerms = questionTerms(duty).map((term) => term.forms.join('|'));
    expect(firstBlock(extractiveAnswer({ facts: [], ranked: passages('parking19-4', 'parking29'), terms: dutyTerms, question: duty }).text)).toMatch(/^\*\*답 — 주차장법 제19조의4/);
  });

  it('leads a "may I without it" question with the 다만 that sets the rule aside, not a paragraph excluding something in an aside', () => {
    const question = '구청이 사용승인 처리기간을 넘겨버리면 승인서 없이 그냥 장사 시작해도 되나요?';
    const terms = questionTerms(question).map((term) => term.forms.join('|'));
    const lead = readAnswer(extractiveAnswer({ facts: [], ranked: passages('act22'), terms, question }).text).quotes[0]!;
    // ② says "(… 숙박시설은 제외한다)" inside its 다만; ③ sets the rule aside: "그러하지 아니하다. 1. … 기간 내에 …".
    expect(lead.text).toMatch(/^③ 건축주는 제2항에 따라 사용승인을 받은 후가 아니면 .* 그러하지 아니하다\./);
    expect(lead.text).toMatch(/\n1\. 허가권자가 제2항에 따른 기간 내에 사용승인서를 교부하지 아니한 경우/);
  });

  it('leaves 부칙 passages out unless the question asks about them', () => {
    const ranked = passages('supplementary', 'decree71');
    const plain = extractiveAnswer({ facts: [], ranked, terms: ['자연공원', '용적률'], question: '자연공원 안 용적률 특례' });
    expect(plain.text).not.toContain('부칙');
    expect(plain.cited).not.toContain(ranked[0]!.n);
    const asked = extractiveAnswer({ facts: [], ranked, terms: ['부칙', '자연공원', '용적률'], question: '부칙의 자연공원 용적률 특례' });
    expect(asked.text).toContain('부칙 제5조');
    expect(asked.cited).toContain(ranked[0]!.n);
  });
});

describe('what the library cannot answer', () => {
  it('says the 별표 is missing and what to add, without a verdict, for "카페 지을 수 있어?"', () => {
    const ranked = passages('decree71');
    const { text, cited } = extractiveAnswer({
      facts: [],
      ranked,
      terms: ['제2종일반주거지역', '휴게음식점', '건축', '제2종일반주거지역'],
      question: '제2종일반주거지역에 카페 지을 수 있어?',
    });
    expect(text).toContain(MISSING_PREFIX);
    expect(text).toContain('「국토의 계획 및 이용에 관한 법률 시행령」 별표 5');
    expect(text).toMatch(/추가할 것:.*별표 5.*규칙표 화면에서 용도지역 행위제한 CSV.*조례/);
    // No verdict in the answer's own sentences (quotes are the statute's words).
    for (const sentence of readAnswer(text).sentences) expect(findVerdictWords(sentence.text).verdicts).toEqual([]);
    // The article that names the 별표 is quoted, with its [n].
    expect(readAnswer(text).quotes[0]!.text).toContain('4. 제2종일반주거지역안에서 건축할 수 있는 건축물 : 별표 5에 규정된 건축물');
    expectMarkersResolve(text, cited, ranked);
  });

  it('reads a 별표 a line leaves its content to, not an annex item naming a class of use, with the statute it names', () => {
    expect(annexOf('5. 제3종일반주거지역안에서 건축할 수 있는 건축물 : 별표 6에 규정된 건축물')).toEqual({ annex: '별표 6', law: null });
    expect(annexOf('별표 1의 부설주차장 설치기준에 따라 산정한 주차대수')).toEqual({ annex: '별표 1', law: null });
    expect(annexOf('「산업집적활성화 및 공장설립에 관한 법률 시행령」 별표 1의2에 따른 업종')).toEqual({ annex: '별표 1의2', law: '산업집적활성화 및 공장설립에 관한 법률 시행령' });
    expect(annexOf('「장애인ㆍ노인ㆍ임산부 등의 편의증진 보장에 관한 법률 시행령」 별표 2의 기준에 따라 설치하는 장애인용 승강기')).toMatchObject({ annex: '별표 2', law: '장애인ㆍ노인ㆍ임산부 등의 편의증진 보장에 관한 법률 시행령' });
    // An annex's item named as a class says what a use is; the line states the rule itself.
    expect(annexOf('2. 「건축법 시행령」 별표 1 제3호의 제1종근린생활시설로서 3층 이하인 것')).toBeNull();
    expect(annexOf('3. 위반면적이 30제곱미터 이하인 경우(별표 1 제1호부터 제4호까지의 규정에 따른 건축물로 한정하며 …)')).toBeNull();
  });

  it('answers a use asked about from the best article’s own list when it names the uses by an annex’s items', () => {
    // 국토계획법 시행령 제41조 ⑤ lists what may be built on a site whose purchase was refused, naming each use by an item
    // of 「건축법 시행령」 별표 1: no zone's annex is missing, and 국토계획법 시행령's own 별표 1 is nothing to add.
    const article = articlePassage({
      law_name: '국토의 계획 및 이용에 관한 법률 시행령',
      article: '제41조',
      article_title: '도시ㆍ군계획시설부지의 매수청구',
      text: '제41조(도시ㆍ군계획시설부지의 매수청구)\n⑤ 법 제47조제7항 각 호 외의 부분 전단에서 "대통령령으로 정하는 건축물 또는 공작물"이란 다음 각 호의 것을 말한다.\n1. 「건축법 시행령」 별표 1 제1호 가목의 단독주택으로서 3층 이하인 것\n2. 「건축법 시행령」 별표 1 제3호의 제1종근린생활시설로서 3층 이하인 것\n3. 공작물',
    });
    const text = answerFrom(article, '도로 예정지로 묶인 땅을 시에 사달라고 했는데 안 산대요. 거기에 1층짜리 근린생활시설 건물을 지어도 되나요?');
    expect(text).not.toContain(MISSING_PREFIX);
    expect(text).not.toContain('「국토의 계획 및 이용에 관한 법률 시행령」 별표 1');
    expect(readAnswer(text).quotes[0]!.text).toMatch(/^⑤ .*\n2\. 「건축법 시행령」 별표 1 제3호의 제1종근린생활시설/);
  });

  it('answers a figure its line states though the line cites another statute’s annex for a class of use', () => {
    // "「건축법 시행령」 별표 1에 따른" names what a 제1종근린생활시설 is; the 1천제곱미터 asked is in the line itself.
    const article = articlePassage({
      law_name: '주차장법 시행령',
      article: '제9조',
      article_title: '시험 조문',
      text: '제9조(시험 조문)\n① 법 제19조제3항 단서에서 "대통령령으로 정하는 시설물"이란 「건축법 시행령」 별표 1에 따른 제1종근린생활시설로서 바닥면적의 합계가 1천제곱미터 미만인 것을 말한다.',
    });
    const question = '동네 의원 건물인데 바닥면적 합계가 몇 제곱미터 미만이어야 이 예외에 들어가나요?';
    const answer = (text: string) => answerFrom({ ...article, text }, question);
    expect(answer(article.text)).not.toContain(MISSING_PREFIX);
    expect(readAnswer(answer(article.text)).quotes[0]!.text).toContain('1천제곱미터 미만');
    // Its own annex it leaves the figure to is still missing: "별표 1의 … 기준에 따라 산정한", no figure of its own…
    const own = article.text.replace('「건축법 시행령」 별표 1에 따른 제1종근린생활시설로서 바닥면적의 합계가 1천제곱미터 미만인 것을 말한다', '바닥면적의 합계가 별표 1의 설치기준에 따라 산정한 면적 미만인 시설물을 말한다');
    expect(answer(own)).toContain(MISSING_PREFIX);
    // …while a line stating the figure asked and measuring something else against the annex answers.
    const measured = article.text.replace('「건축법 시행령」 별표 1에 따른 제1종근린생활시설로서 바닥면적의 합계가 1천제곱미터 미만인 것을 말한다', '바닥면적 1천제곱미터 미만의 시설물로서 별표 1의 설치기준에 따라 산정한 면적에 해당하는 것을 말한다');
    expect(answer(measured)).not.toContain(MISSING_PREFIX);
  });

  it('reads the same question from its search terms when the caller passes no question', () => {
    const ranked = passages('decree71');
    const { text } = extractiveAnswer({ facts: [], ranked, terms: ['제2종일반주거지역', '휴게음식점', '건축', '제2종일반주거지역'] });
    expect(text).toContain(MISSING_PREFIX);
  });

  it('does not say anything is missing when a land-use rule row answers', () => {
    const ranked = passages('decree71');
    const fact = { kind: 'land-use' as const, jurisdiction: '전국', zone_district: '제2종일반주거지역', subject: '휴게음식점', statement: '조건부허용 (300제곱미터 미만)', law_name: null, article: null, sources: ['land-use.csv'], chunk_id: null, n: null };
    const { text } = extractiveAnswer({ facts: [fact], ranked, terms: ['제2종일반주거지역', '휴게음식점'], question: '제2종일반주거지역에 카페 지을 수 있어?' });
    expect(text).not.toContain(MISSING_PREFIX);
    expect(text).toContain('제2종일반주거지역 휴게음식점');
  });
});

describe('the story around the clause that asks', () => {
  it('lets three of the story’s words outweigh one of the clause’s: the story names the case an item is about', () => {
    // ① holds the clause's one word (신고); ② the story's three (마당, 컨테이너, 창고), each word in one line only.
    const citation: Citation = {
      n: 1, chunk_id: 1, document: 1, file_name: 'test.pdf', law_name: '시험법', article: '제9조', article_title: '가설물',
      start_page: 1, end_page: 1, text: '제9조(가설물)\n① 가설물을 두려는 자는 신고하여야 한다.\n② 컨테이너를 창고로 쓰려고 마당에 두는 경우도 같다.',
    };
    const question = '마당에 컨테이너를 두고 창고로 쓰고 있어요. 이런 것도 구청에 신고를 따로 해야 하는 건가요?';
    const { text } = extractiveAnswer({ facts: [], ranked: [citation], terms: ['마당', '컨테이너', '창고', '신고'], question });
    expect(readAnswer(text).quotes[0]!.text).toMatch(/^② 컨테이너를 창고로/);
  });
});

describe('rule rows that state only limits', () => {
  it('leave the answering line to the passages: a zone’s 건폐율 row does not answer an exception of 제61조', () => {
    const ranked = passages('act61');
    const fact = { kind: 'zoning' as const, jurisdiction: '전국', zone_district: '제1종일반주거지역', subject: '건폐율', statement: '60퍼센트 이하', law_name: null, article: null, sources: ['zoning-limits-national.json'], chunk_id: null, n: null };
    const question = '제1종일반주거지역에 2층 높이 7.8m 단독주택인데 정북방향 일조 이격거리 규정을 적용받지 않을 수 있나요?';
    const terms = questionTerms(question).map((term) => term.forms.join('|'));
    const { text } = extractiveAnswer({ facts: [fact], ranked, terms, question });
    expect(text.indexOf('**규칙표**')).toBeLessThan(text.indexOf('**답 — 건축법 제61조'));
    expect(readAnswer(text).quotes[0]!.text).toMatch(/^④ 2층 이하로서/);
  });

  it('leave the order to search when the question asks no figure and gives none of theirs: a lot in two zones is 법 제84조’s', () => {
    // As the chat passes them: the rows' passage (시행령 제84조) first so the context keeps it, search's order apart.
    const [decree] = passages('landDecree84');
    const [act] = passages('landAct84');
    const ranked = [decree!, act!];
    const searched = [act!.chunk_id, decree!.chunk_id];
    const row = (zone: string, statement: string) => ({ kind: 'zoning' as const, jurisdiction: '전국', zone_district: zone, subject: '건폐율', statement, law_name: decree!.law_name, article: '제84조제1항', sources: ['zoning-limits-national.json'], chunk_id: decree!.chunk_id, n: decree!.n });
    const facts = [row('제2종일반주거지역', '60퍼센트 이하'), row('일반상업지역', '80퍼센트 이하')];
    const lead = (question: string, order?: number[]) => {
      const terms = questionTerms(question).map((term) => term.forms.join('|'));
      return readAnswer(extractiveAnswer({ facts, ranked, terms, question, searched: order }).text).quotes[0]!.text;
    };
    const split = '땅 일부는 제2종일반주거지역이고 나머지는 일반상업지역에 걸쳐 있는데 건폐율은 어떻게 적용하나요?';
    expect(lead(split, searched)).toMatch(/^① 하나의 대지가 둘 이상의 용도지역/);
    // Without search's order the rows' article leads, as it does when the question gives a figure of theirs.
    expect(lead(split)).not.toMatch(/^① 하나의 대지가/);
    expect(lead('일반상업지역은 건폐율이 80퍼센트라던데 제2종일반주거지역도 80퍼센트까지 되나요?', searched)).not.toMatch(/^① 하나의 대지가/);
  });

  it('leave the order to search when the row’s quantity is only told in the story: a figure asked about 일조 is 제61조’s', () => {
    const [decree] = passages('landDecree84');
    const ranked = [decree!, ...passages('act61')];
    const searched = [ranked[1]!.chunk_id, ranked[2]!.chunk_id, decree!.chunk_id];
    const fact = { kind: 'zoning' as const, jurisdiction: '전국', zone_district: '제2종일반주거지역', subject: '건폐율', statement: '60퍼센트 이하', law_name: decree!.law_name, article: '제84조제1항', sources: ['zoning-limits-national.json'], chunk_id: decree!.chunk_id, n: decree!.n };
    const lead = (question: string) => {
      const terms = questionTerms(question).map((term) => term.forms.join('|'));
      return readAnswer(extractiveAnswer({ facts: [fact], ranked, terms, question, searched }).text).quotes[0]!.text;
    };
    // The story tells the zone's 건폐율 as the asker's circumstance; the clause that asks is about 일조.
    expect(lead('제2종일반주거지역이라 건폐율 60% 꽉 채워서 앉히려고 해요. 그런데 일조 때문에 정북쪽 옆 땅 경계에서 몇 미터 띄워야 하나요?')).toMatch(/^① 전용주거지역과 일반주거지역 안에서 건축하는 건축물은 일조/);
    // Asked in the clause that asks, the row's quantity is the answer: the rows' article leads.
    expect(lead('제2종일반주거지역 건폐율 몇 퍼센트까지 되나요?')).not.toMatch(/제61조|높이 10미터/);
  });
});

describe('what the question asks', () => {
  it('reads 대수선 as a word, not as 주차 대수: a definition, not a figure', () => {
    expect(readIntent('건축법에서 대수선이란?', ['대수선'], false)).toMatchObject({ definition: true, figure: false });
    expect(readIntent('편의점 부설주차장 몇 대 설치해야 돼?', ['편의점', '부설주차장'], false)).toMatchObject({ figure: true });
    expect(readIntent('근린생활시설 부설주차장 설치대수 기준은 얼마야?', ['근린생활시설', '부설주차장'], false)).toMatchObject({ figure: true });
  });

  it('reads whether an act on one\'s land needs a permit as no verdict on a use in the zone', () => {
    expect(readIntent('계획관리지역 제 땅에 흙을 30cm쯤 부어서 마당으로 쓰려고요. 이 정도도 따로 허가 받아야 돼요?', [], false)).toMatchObject({ permission: false });
    expect(readIntent('계획관리지역에 카페 지어도 돼요?', [], false)).toMatchObject({ permission: true });
  });
});
