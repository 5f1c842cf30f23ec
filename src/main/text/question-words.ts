// The word lists Geungeo reads Korean questions with, one list per purpose, each with the reason it exists.
// Data, not logic: text/question.ts reads a question with them, and search (retrieval/query-terms.ts), question
// understanding, the verifier's completeness check and the extractive answer all use that one reading. Keep entries
// general — a word's usual meaning in questions about building and land use — never a fix for one question.
import { EVERYDAY_LEXICON } from './everyday-lexicon';
import { MISSPELLED_WORDS } from './misspellings';

/**
 * Particles and verb endings removed from a word, longest first, as long as two characters of the word remain:
 * the statutes write 건폐율, the question 건폐율은; 설치해야 → 설치.
 */
export const ENDINGS: readonly string[] = [
  '하는것도', '하는것은', '하는것이', '되는것도', '하는것', '되는것', '는것도', '는것은', '는것이', '는것',
  '해야되나요', '해야되는지', '해야하나요', '해야되나', '해야되는', '해야하는', '해야하나', '야되나요', '야되는지',
  '할수있는', '할수있나', '할수있어', '수있는지', '수있나요', '가능한지', '가능한가', '가능한', '가능',
  '하려면', '되나요', '되는지', '하나요', '인가요', '인지',
  // Board-post endings of a story's sentences: "…받아놨거든요", "…풀린다던데", "…하네요".
  '다던데', '다는데', '거든요', '는데요', '텐데요', '었어요', '았어요', '했어요', '던데', '텐데', '는데', '은데', '인데', '다고', '라고', '길래', '어요', '아요', '네요', '래요', '대요',
  '에서는', '에서도', '으로는', '으로서', '으로써', '이라도', '이라는', '이라면', '까지는', '부터는',
  '야되나', '야되는', '야하는', '수있나', '수있어', '수있는', '해야', '해도', '하면', '하는', '할때', '했을때',
  '되나', '되는', '되면', '되고', '돼도', '이면', '으면', '에서', '으로', '에게', '까지', '부터', '이랑', '하고',
  '이나', '이란', '라는', '이며', '이고', '처럼', '보다', '마다',
  '할', '돼', '져', '은', '는', '이', '가', '을', '를', '의', '에', '로', '와', '과', '도', '만', '란', '랑', '야', '요', '면',
];

/** Nouns that end like the particle 가: "건축허가" is not 건축허 + 가. */
export const ENDS_LIKE_PARTICLE_GA = /(?:허|평|추|증|시|상|휴|대)가$/;
/**
 * Nouns that end like the particles 이 and 로, written without a space after the word they measure or name: "건물높이" is
 * not 건물높 + 이, "오토바이" not 오토바 + 이, "경사로", "진입로", "현황도로" not 경사, 진입, 현황 + 로 (the lengths, the vehicle
 * and the ways the statutes regulate). "복도로" (복도 + 로) is read whole too: the -도로 compounds are the commoner.
 */
export const ENDS_LIKE_PARTICLE_I = /(?:높|깊|길|넓|바|린|놀)이$/;
export const ENDS_LIKE_PARTICLE_RO = /(?:도|통|차|사|입|행|책|수|선|경)로$/;

/** Question words and fillers: they say that something is asked, not about what. */
export const QUESTION_FILLERS: ReadonlySet<string> = new Set([
  '얼마', '얼마나', '얼만', '몇', '며칠', '뭐', '뭐뭐', '뭔', '무엇', '무슨', '어떤', '어떻게', '어디', '어디까지', '언제',
  '왜', '누가', '알려줘', '알려주세요', '알려', '궁금', '궁금해', '좀', '정도', '관련', '내용', '대해', '대해서',
  '있어', '있나', '있는', '있음', '없어', '없나', '돼', '됨', '된다', '되고', '되는', '하는', '에서', '가능', '가능해',
  '하나', '할', '한', '수', '것', '거', '것들', '건가', '인가', '이야', '맞아', '맞나', '맞음', '다', '또', '그', '이', '저',
  '해', '함', '뭐야', '뭐지', '뭐있', '뭐있어', '말하', '말하는', '말야', '건지', '걸려', '나와', '해줘', '쳐야',
  '둬야', '줘', '내야', '해야', '돼요', '되요', '같은', '경우에', '안에서', '안의', '내에서', '안에',
  '뭐예요', '뭐에요', '뭐예', '뭐에', '뭔가요', '뭡니까', '무엇인가요', '뭔데', '어떻게돼', '돼나', '되나', '있는지', '없는지',
  '되는지', '하는지', '하면', '하는데', '했는데', '되는데', '됐는데', '했고', '해서', '했어요', '하네요', '했더니',
  // "허가 받고": a connective of 받다 the statutes do not write (they say 받은, 받아, 받지 아니하고).
  '받고',
  // Board-post register: feelings, thanks and emphasis carry no regulation.
  'ㅠㅠ', 'ㅜㅜ', 'ㅋㅋ', 'ㅎㅎ', '진짜', '너무', '혹시', '제발', '감사합니다', '감사해요', '부탁드립니다', '도와주세요',
  '질문', '질문드립니다', '문의', '문의드립니다', '안녕하세요', '여쭤봅니다', '여쭙니다', '답변', '그런데', '근데', '그래서',
  // The formal 질의 register's "…인지 여부": whether, asked, not what about; in a line "여부" is the statute's own aside
  // ("난간 등의 설치 여부에 관계없이"). Independent and dev2 @1 +1 each, no set lost (as a framing word at half weight:
  // the same gains, dev2 first line −1).
  '여부',
]);

/** Words that point back at the story instead of naming anything: "그게 몇 년인가요?", "이런 경우에도". */
export const POINTING_WORDS = /^(?:그게|이게|저게|그거|이거|저거|그건|이건|그럼|이런|그런|저런|이렇게|그렇게|여기|거기|저기|이것|그것|저는|제가|저희|우리|이경우|그경우|년인|년인가|되는|하는|건가|걸까|인가|인가요)/;

/** Words that frame a question rather than name its subject: they count half. */
export const FRAMING_WORDS: ReadonlySet<string> = new Set(['기준', '종류', '차이', '조건', '범위', '방법', '절차', '대상', '경우', '최소', '최대', '이상', '이하', '이내', '상한', '하한', '한도', '요건']);

/** A word that is one syllable, alone or with one particle: "땅", "집이", "방을" — a one-syllable noun, or one of
 *  NOT_NOUN_SYLLABLES. */
export const ONE_SYLLABLE_NOUN_WORD = /^[가-힣][을를이가은는도에의로만]?$/u;

/** One-syllable words that are not nouns a question is about: adverbs, negation, pronouns, counters, bound nouns
 *  and the nouns of time after a verb ("안 돼요", "좀", "그 땅", "수 있나요", "한 채", "허가 받은 뒤", "착공 전에"). */
export const NOT_NOUN_SYLLABLES: ReadonlySet<string> = new Set([...'안못다좀꼭더또왜뭐내제그이저수것거게때뒤후전걍넘참잘한두세네각몇건']);

/**
 * A verb with an auxiliary (…아/어/여 + 두다, 놓다, 버리다): "쌓아두는", "만들어버렸는데". The statutes use the verb
 * with another auxiliary ("쌓아놓는") or none, so the verb is the term.
 */
export const VERB_WITH_AUXILIARY = /^([가-힣]{1,3}[아어여])(?:두|둔|둬|놓|놨|버리|버린|버렸|버려)[가-힣]*$/;

/**
 * Everyday word → the statutes' words for the same thing (a key is one word after particles and endings are
 * stripped: "가게를" → 가게). The everyday word stays a search term too; a one-character key (방, 벽, 차, 불) is kept
 * as a search term only because it has statute words here.
 */
export const EVERYDAY_WORDS: Readonly<Record<string, readonly string[]>> = {
  // The words of the everyday lexicon (everyday-lexicon.ts), each list with its purpose; the entries here below decide a clash.
  ...EVERYDAY_LEXICON,
  // Buildings and land
  건물: ['건축물'],
  빌딩: ['건축물'],
  땅: ['토지', '대지'],
  동네: ['지역', '구역'],
  집: ['주택'],
  단독집: ['단독주택'],
  아파트: ['공동주택'],
  빌라: ['다세대주택'],
  원룸: ['다가구주택', '다세대주택', '다중주택'],
  투룸: ['다가구주택', '다세대주택'],
  오피스텔: ['업무시설'],
  가게: ['근린생활시설', '판매시설'],
  상가: ['근린생활시설', '판매시설'],
  점포: ['근린생활시설', '판매시설'],
  식당: ['일반음식점', '휴게음식점', '근린생활시설'],
  음식점: ['일반음식점', '휴게음식점'],
  카페: ['휴게음식점'],
  사무실: ['업무시설'],
  학원: ['교육연구시설', '근린생활시설'],
  모텔: ['숙박시설'],
  호텔: ['숙박시설'],
  // Parts of a building
  방: ['거실'],
  지하실: ['지하층'],
  베란다: ['발코니'],
  벽: ['벽체', '경계벽', '내력벽', '방화벽', '칸막이벽'],
  천장: ['반자'],
  창문: ['창'],
  엘리베이터: ['승강기'],
  엘베: ['승강기'],
  담장: ['담'],
  울타리: ['담장'],
  옥탑: ['옥탑', '옥상부분'],
  옥탑방: ['옥상부분', '옥탑'],
  계단실: ['계단', '계단탑'],
  // Common misspellings of the statutes' own words (ㅖ for ㅐ, 율 for 률 and back).
  ...Object.fromEntries(Object.entries(MISSPELLED_WORDS).map(([misspelled, word]) => [misspelled, [word]])),
  // Dimensions and units
  폭: ['너비'],
  기울기: ['경사도', '경사'],
  프로: ['%'],
  퍼센트: ['%'],
  센티: ['센티미터'],
  // "설치해야 하는 층수": the statutes state storeys as "5층 이상", "지하 2층 이하"
  층수: ['층이상', '층이하'],
  // Limits: the statutes write "…를 넘는" or "초과"
  넘게: ['넘는', '초과'],
  넘으: ['넘는', '초과'],
  넘어: ['넘는', '초과'],
  // "바닥면적에 들어가?": the statutes say a part is 산입 (or 포함) in an area
  들어: ['산입', '포함'],
  들어가: ['산입', '포함'],
  // Roads and parking
  길가: ['노상', '도로'],
  차: ['자동차'],
  차고: ['주차장'],
  주차칸: ['주차구획'],
  주차면: ['주차구획'],
  주차자리: ['주차구획'],
  캠핑: ['야영'],
  차박: ['야영'],
  텐트: ['야영'],
  // Fire and safety
  불: ['화재'],
  // "불 났을 때": the statutes say 화재가 발생한 경우
  났을: ['발생'],
  났으: ['발생'],
  대피: ['피난'],
  햇빛: ['일조', '채광'],
  햇볕: ['일조', '채광'],
  // Putting work or a payment off: the statutes say 연기 ("공사착수시기를 연기하려는 경우", "납부 기일의 연기").
  미루려: ['연기'],
  미루: ['연기'],
  미뤄: ['연기'],
  미룰: ['연기'],
  늦추려: ['연기'],
  늦추: ['연기'],
  // A bill for a charge already imposed ("날아온 고지서 하나를 아직 안냈는데"): the statutes speak of its 부과 and 징수.
  고지서: ['부과', '징수'],
  // Penalties: "처벌" is what the 벌칙 articles impose (징역, 벌금)
  처벌: ['벌칙', '벌금', '징역'],
  // Acts
  짓기: ['건축'],
  지을: ['건축'],
  짓는: ['건축'],
  짓다: ['건축'],
  지으면: ['건축'],
  지어: ['건축'],
  만들어: ['설치', '건축'],
  만들: ['설치', '건축'],
  만드는: ['설치', '건축'],
  쪼개: ['분할'],
  나눠서: ['분할'],
  나뉘어: ['구분', '세분'],
  나눠: ['구분', '세분', '분할'],
  나누: ['구분', '세분', '분할'],
  분류: ['구분'],
  // "서로 바꾸는 것", "서로 붙여서": the statutes say 상호 (용도 상호간의 변경, 상호 연결)
  서로: ['상호'],
  바꾸: ['변경'],
  바꿀: ['변경'],
  바꾸려면: ['변경'],
  바뀌: ['변경'],
  // "창고로 써도 돼?", "공짜로 쓸 수 있어?": the statutes say 사용
  써도: ['사용'],
  쓸: ['사용'],
  쓰면: ['사용'],
  쓰는: ['사용'],
  쓰려면: ['사용'],
  고치: ['수선'],
  정해: ['지정'],
  부수: ['해체'],
  허물: ['해체'],
};

/**
 * Everyday ways of saying a 건축 act or a procedure the statutes name with one word. People tell what they did or
 * plan ("한 층 올리려고", "허가받고 1년 넘게 공사를 못 했는데"); the statutes speak of 증축, 허가의 취소. Each is
 * read from the whole question (a story's circumstances imply the act), and its statute words join the search
 * terms. Reason in the comment of each.
 */
export const EVERYDAY_ACTIONS: readonly (readonly [pattern: RegExp, statuteWords: readonly string[]])[] = [
  // Making a building bigger — floor area, storeys or height — is 증축 (건축법 시행령 제2조).
  [/(?:넓히|넓혀|늘리|늘려|늘린|키우|키워|확장|덧붙|덧대|붙여\s*(?:짓|지어|달|만들)|한\s*층\s*(?:더|올)|층을?\s*(?:더\s*)?올리|올려\s*짓|수직\s*증축)/, ['증축']],
  // Pulling a building down and building it again is 개축; after a fire or disaster, 재축.
  [/(?:허물|부수|헐|철거하)[고어아]\s*(?:다시|새로)|다시\s*(?:짓|지어|지을)|새로\s*(?:짓|지어|지을)/, ['개축']],
  [/(?:불|화재|태풍|지진|홍수|재해|무너)[^.?!]{0,20}(?:다시|새로)\s*(?:짓|지어|지을)/, ['재축']],
  // Replacing or removing structural parts (기둥, 보, 내력벽, 주계단, 지붕틀), or the outer walls' finish, is 대수선.
  [/(?:기둥|보를|내력벽|주계단|지붕틀|외벽|벽체|외장재|마감재)[^.?!]{0,20}(?:바꾸|바꿔|교체|고치|철거|없애|뜯|해체|늘리|증설|변경)/, ['대수선']],
  // Using a building for another purpose is 용도변경.
  // Not an adverb in 로 ("그 신고 그대로 써도 되나요", "따로 쓰려면"): that says how, not as what.
  [/용도를?\s*(?:바꾸|바꿔|변경|돌려)|(?:으로|(?<!그대|제대|마음대|멋대|따|새|바|서|주|함부|억지)로)\s*(?:바꿔|바꾸|돌려|개조|전환|써도|쓰려|쓰고|사용하려|운영하려)/, ['용도변경']],
  // Not starting work within the time a permit allows ends in the permit's 취소 (건축법 제11조); work is started or
  // "gone into" (공사 안 들어가면, 공사에 들어가지 못하고).
  [/(?:공사|착공)[^.?!]{0,12}(?:안\s*(?:했|하|한|시작|들어가)|못\s*(?:했|하|한|시작|들어가)|(?:시작|들어가)\s*(?:안|못|지\s*않|지\s*못)|미루|늦어)|(?:\d+|일|한)\s*년\s*(?:넘게|이상|지나|동안)[^.?!]{0,15}(?:공사|착공)/, ['착수', '취소']],
  // …and in other words: leaving the land idle ("땅만 놀리고", "손을 못 댔"), what was granted lapsing ("받아둔 게 없어진다").
  [/땅만\s*놀리|손\s*(?:을\s*)?(?:놓고|못\s*대|못\s*댔|안\s*대)|(?:받아\s*(?:둔|놓은|놨던)|허가\s*받은|신고\s*한)\s*(?:게|거|것)?[^.?!]{0,8}(?:없어지|날아가|무효)/, ['착수', '취소']],
  // Moving a building as it stands is 이전.
  [/(?:통째로|그대로)[^.?!]{0,20}옮[기겨]|(?:건물|건축물|주택|집)(?:을|를)?\s*(?:[^.?!\s]+\s+){0,3}옮[기겨]|옆으로\s*옮[기겨]/, ['이전']],
  // Filling, cutting or levelling land is 토지의 형질변경, a 개발행위.
  [/흙을?\s*(?:[\d.]+\s*(?:cm|센티|m|미터)?\s*(?:쯤|정도|가량|넘게)?\s*)?(?:쌓|붓|부어|메우|받|돋우)|(?:땅|임야|산|밭|논|토지|경사지|비탈)을?\s*(?:깎|파|돋우|메우|메워|평탄|다듬)|성토|절토|평탄화|복토/, ['형질변경', '개발행위']],
  // Building or changing something without a permit makes a 위반건축물; the authority's orders follow.
  [/(?:허가|신고)\s*(?:없이|안\s*받고|안\s*하고|받지\s*않고)|무허가|불법\s*(?:건축|증축|개조|용도)|몰래/, ['위반', '허가']],
  [/원상\s*복구|철거\s*명령|시정\s*명령|이행강제금|벌금\s*(?:나|내|물)/, ['시정명령', '이행강제금']],
  // Having a charge reduced ("이행강제금 … 좀 깎아주는 거 없나요?") is its 감경 (건축법 시행령 제115조의4 이행강제금의 감경).
  [/깎아\s*(?:주|줄|준|줘|달)|감면\s*(?:해|되|받|기준)|할인\s*(?:해|되|받)/, ['감경']],
  // A temporary building (a container, a prefab) is a 가설건축물.
  [/컨테이너|조립식|가설|임시\s*(?:건물|사무실|창고)/, ['가설건축물']],
  // Changing the drawings of a permitted or reported building is the 변경 of 허가ㆍ신고사항 (건축법 제16조).
  [/(?:도면|설계|계획|평면)(?:을|이|도)?\s*(?:변경|바꾸|바꿔|바뀌|수정|고치)|설계\s*변경|(?:더|좀)\s*(?:빼|늘리|넓히)[자고]/, ['변경', '신고사항', '허가사항']],
  // Telling the authority before work starts is the 착공신고; the inspection before moving in is the 사용승인.
  [/공사\s*(?:시작|들어가)[^.?!]{0,10}(?:전|신고)|착공\s*(?:전|신고)/, ['착공신고']],
  [/준공|입주\s*(?:전|하려|검사)|사용\s*승인|준공\s*검사/, ['사용승인']],
  // Walls of earth, stone retaining walls, towers, chimneys, signs and solar structures are 공작물, built by 축조.
  [/옹벽|석축|축대|광고탑|굴뚝|철탑|태양광|기념탑|담장|간판탑/, ['공작물', '축조']],
  // Orders to pull down, correct or stop using an unlawful building are the 조치 against 위반 건축물.
  [/(?:고치|철거하|뜯|원래대로\s*하)라는|(?:철거|시정|원상\s*복구|사용\s*중지|사용\s*금지)\s*(?:명령|하라|지시|통보|공문)|공문이\s*(?:왔|날아)/, ['위반', '조치', '명할']],
  // Putting land back as it was is 원상회복 (국토계획법 제60조, 제133조).
  [/원래대로\s*(?:돌려|되돌|복구)|원상\s*(?:복구|회복)|복구\s*(?:하라|명령|해야)/, ['원상회복']],
  // A plot that must touch a road: 대지와 도로의 관계 (접하여야).
  [/(?:길|도로|큰길)(?:에|이랑|과|와)\s*(?:닿|붙어|접해|접한|붙은|연결)|맹지|진입로|통로뿐/, ['접하', '도로']],
  // Setting a wall or building back from the road, or cutting a street corner, is the 건축선 (건축법 제46조, 시행령 제31조).
  [/(?:안쪽|뒤)으?로\s*(?:좀\s*|조금\s*|더\s*)?(?:들여|물려|빼|후퇴)|모서리|모퉁이|가각|세모나게/, ['건축선', '도로모퉁이']],
  // Keeping a distance from the plot's edge or the neighbour: 대지 안의 공지, 띄어야 하는 거리.
  [/(?:경계|옆\s*(?:집|땅|건물))[^.?!]{0,12}(?:띄|떨어)|이격\s*거리/, ['띄어', '경계선']],
  // A planned facility that was never built loses its decision (실효); the owner may ask the authority to buy (매수청구).
  [/(?:자동으로|저절로)\s*(?:풀|해제|없어)|효력(?:을|이)?\s*(?:잃|없어|사라)|실효/, ['실효', '효력']],
  [/사\s*(?:달라|주라|줄\s*수|달라고)|매입(?:을)?\s*(?:요청|청구)|사들여|매수\s*(?:청구|요구)/, ['매수', '매수청구']],
  // Land designated for a road, park or school that is not built yet: the 부지 of a 도시ㆍ군계획시설.
  [/(?:도로|공원|학교|주차장)\s*(?:예정지|부지|용지)|(?:도로|공원|학교)(?:로|으로)?\s*(?:묶|찍|지정|결정)/, ['도시ㆍ군계획시설', '부지']],
  // A plan for a district's buildings (택지 지침, 구역 계획) is a 지구단위계획.
  [/구역\s*계획|택지\s*(?:지침|계획)|단지\s*계획|지침상/, ['지구단위계획']],
  // Paying instead of building parking: 설치비용 납부 (주차장법 제19조); parking on another plot nearby: 인근 부지.
  [/(?:돈|비용)(?:을|으로)?\s*(?:내|납부)[^.?!]{0,12}(?:대신|면제)|대신\s*(?:돈|비용)/, ['설치비용', '납부']],
  [/(?:길\s*건너|근처|옆|인근|떨어진)[^.?!]{0,12}주차장/, ['인근', '부지']],
  // How far away something may be ("얼마나 떨어진 곳까지 인정해주나요") asks the 거리 the statute states (직선거리, 도보거리).
  [/(?:얼마나|몇\s*(?:m|미터|킬로|km))\s*떨어진\s*(?:곳|데|거리|땅|자리)/i, ['거리']],
  // Fire: walls that resist fire (내화구조), dividing a floor against fire (방화구획), the stairs to escape (피난계단).
  [/불에\s*(?:견디|버티|안\s*타)|내화/, ['내화구조']],
  [/불(?:이)?\s*(?:번지|옮겨)|방화\s*구획|구획(?:을|으로)?\s*(?:나누|해야)/, ['방화구획']],
  [/비상\s*계단|대피\s*계단|피난\s*계단|계단까지\s*(?:거리|걸어)/, ['피난계단', '직통계단']],
  // A permit or report that lapses or stays valid: its 효력 and 취소 ("받아둔 게 없어진다", "처리된 거 그대로 써도").
  [/(?:받아\s*둔|받아둔|받은|처리된|해\s*둔)\s*(?:게|거|것)?\s*(?:없어|무효|날아|사라|취소)|그대로\s*(?:써도|쓸\s*수|유효)|효력이?\s*(?:있|남아|살아)|(?:아직|여전히|지금도)\s*(?:살아\s*있|유효)/, ['효력', '취소']],
  // Doing without a permit, "simply": the 건축신고.
  [/허가(?:까지)?\s*(?:안|없이)\s*(?:받고|받아도)|간단하게\s*(?:끝|처리|신고)|신고만으로/, ['신고']],
  // Being told to dig out or take down what was done: 원상회복 and the 조치 against a violation.
  [/다시\s*(?:파내|걷어|철거|뜯|원래대로)|파내라|걷어내라/, ['원상회복', '조치']],
  // Land where a road, park or school "will come": the 부지 of a 도시ㆍ군계획시설.
  [/(?:도로|공원|학교|길)(?:이|가)?\s*(?:들어올|날|생길|낼|들어설)\s*(?:자리|땅|곳|예정)/, ['도시ㆍ군계획시설', '부지']],
  // Officials entering private land to survey: 토지에의 출입.
  [/(?:남의|제|우리)\s*땅에\s*(?:막\s*|마음대로\s*)?들어와|측량(?:하러|을\s*하)|말뚝/, ['출입', '토지에의출입']],
  // How much of a plot a building may cover: 건폐율; how much floor it may have: 용적률.
  [/(?:바닥|건물)[^.?!]{0,12}(?:몇\s*평|얼마나)\s*(?:까지)?\s*(?:앉|지을|올릴|깔)|땅\s*(?:대비|에\s*비해)\s*(?:건물|집)/, ['건폐율']],
  [/(?:몇\s*층까지|연면적\s*(?:몇|얼마))[^.?!]{0,10}(?:올릴|지을)/, ['용적률']],
  // A building's own parking turned to other use: the 부설주차장's 용도변경 is forbidden.
  [/주차(?:장|칸|자리|면|구획)[^.?!]{0,25}(?:창고|가게|매장|테라스|야외석|공간|사무실)(?:으로|로)\s*(?:쓰|써|사용|바꾸|바꿔|개조|만들)/, ['부설주차장', '용도변경']],
  // Building without parking: paying instead (설치비용) or the exemption from the 설치의무.
  [/주차장\s*(?:없이|안\s*만들고|못\s*만들|을?\s*만들\s*(?:방법|공간)이?\s*없)/, ['설치비용', '설치하지']],
  // Parking to be added when a use changes: the 부설주차장 설치기준.
  [/주차\s*(?:대수|칸|자리)?[^.?!]{0,10}(?:더\s*)?(?:맞춰|맞추|늘려|늘리|추가)/, ['부설주차장', '설치기준']],
  // The height from floor to ceiling of a room: 반자높이.
  [/천장\s*(?:높이|까지)|바닥에서\s*천장/, ['반자높이', '반자']],
  // A second way out of a basement: the 비상탈출구.
  [/(?:밖으로|바깥으로)\s*(?:나가는|나갈)|탈출구|비상구/, ['비상탈출구', '피난']],
  // The red triangle on windows: the 소방관 진입창.
  [/역삼각형|소방관|진입창/, ['진입창']],
  // What is under ground: a 지하층.
  [/지하(?:에|에서|를|실|방)/, ['지하층']],
  // Planting trees and gardens on a plot is 조경.
  [/나무\s*(?:심|를\s*심)|화단|녹지\s*공간|잔디/, ['조경']],
];

/**
 * What a question asks for. One pattern per kind; a question may ask for several (a figure and a deadline).
 * - figure: a number (몇, 얼마; 대수 as 주차 대수, never the 대수 of 대수선 nor a count the asker gives: "주차대수 20대가
 *   필요한 … 어느 거리까지" asks a distance);
 * - whether: a yes or no — may one, must one, is it allowed;
 * - which: one of several (어느, 어떤 …을, 무엇을);
 * - how: a procedure or method;
 * - deadline: a time limit (언제까지, 기한, 며칠 안에), or how long a thing lasts (얼마 동안, 몇 년 동안: "임시사용승인의
 *   기간은 2년 이내로 한다" answers "얼마 동안이나 쓸 수 있어요?"); not a period the case has run past, which is its
 *   condition ("처리기간을 넘겨버리면 … 장사 시작해도 되나요?", "유효기간 넘기면 과태료 얼마"); and whether a permit or a
 *   decision has lapsed ("20개월째인데 그 결정 아직 살아 있어요?", "허가 날아간 건가요?", "그때 받은 거 그대로 쓸 수 있나요,
 *   처음부터 다시 해야 하나요?"), which the period it lapses
 *   after answers ("통지받은 날부터 2년 이내에 … 신청하지 아니하면 … 효력이 상실된다"), not the article's first rule;
 * - sanction: what happens to one who breaks the rule (벌칙, 벌금, 과태료);
 * - definition: what a thing is;
 * - exception: whether the rule is set aside for the asker's case.
 */
export const ASKS_FOR = {
  // 높이는 asks only as a noun ("최고 높이는?"), not as the verb 높이다 ("30센티 정도 높이는건데").
  figure: /몇|얼마|대수(?!선)(?!\s*\d)|최소|최대|비율은|면적은|거리는|높이는(?![건데거게지것])|상한|한도/,
  whether: /(?:되|돼|될|됩|나|는|인|할|한|하)(?:나요|나|까요|까|지요|죠|는지|는\s*건지|는\s*거죠|ㄴ가요)\s*[?？]*\s*$|돼요|되요|되나|될까|되는지|되죠|돼\s*[?？]|있나요|있을까|있는지|없나요|가능|해도\s*(?:되|돼|괜찮)|(?:할|될|지을|쓸|낼|열)\s*수\s*(?:있|없)|허용|여부|인가요|인지\s*(?:여부|궁금|질의|문의)?|맞(?:나요|는지|죠|나)|괜찮|안\s*(?:되|돼)|해야\s*(?:하나|되나|하는지|되는지|합니까)|[가-힣]야\s*(?:해요|하나요|돼요|되나요|하죠)\s*[?？]|[가-힣]\s+수\s*(?:있|없)(?:나요|을까|는지|는\s*건가|어요|습니까)|받아야|필요한가|필요한지|필요(?:해|하)요/,
  which: /어느|어떤\s*\S+(?:을|를|이|가)|무엇을|뭘로|어디(?:에|서|로)|누가|누구/,
  how: /어떻게|방법|절차|순서|과정|신청/,
  deadline: /(?:아직|여전히|지금도)\s*(?:살아\s*있|유효)|(?:받은\s*(?:거|것|게)?|허가|신고|승인|결정|필증)\s*그대로\s*(?:써도|쓸\s*수|유효)|처음부터\s*다시\s*(?:해야|받아야|신고|허가)|효력(?:이|은|을)?\s*(?:있|남아|살아|없어|잃|상실|사라)|(?:허가|결정|신고|승인)(?:이|가|은|는)?\s*(?:날아(?:가|간|갔|갈)|없어(?:지|진|졌|질)|무효)|언제까지|언제부터|기한|기간(?!\s*(?:을|이|은|도)?\s*(?:넘|지나|지났|지난|초과))|얼마\s*(?:동안|나\s*오래)|몇\s*(?:일|개월|년)\s*동안|며칠\s*(?:안|내|이내|전)|몇\s*(?:일|개월|년)\s*(?:안|내|이내|전|까지|지나)|만료|시한/,
  // Not 이행강제금: it is charged until a violation is corrected (건축법 제80조), not a 벌칙 — asked about by its name.
  sanction: /처벌|벌칙|과태료|벌금|징역|형사|벌\s*받/,
  // Not a criterion asked by "뭔가요" ("정확한 조건이 뭔가요?", "필요한 서류가 뭐예요?"): what it is, not what a word means.
  definition: /(?<!(?:조건|기준|요건|방법|절차|서류|이유|순서|범위)(?:이|가|은|는)?\s*)(?:뭐야|뭐지|무엇|뭔가요|뭔지)|정의|뜻|의미|차이|이란|란\?/,
  // Whether a rule may be set aside for the asker's case: answered by the 단서, the "적용하지 아니할 수 있다" paragraph
  // or the exemption, not by the rule itself. "승인서 없이 … 시작해도 되나요?" asks it of the rule requiring the 승인서.
  exception: /적용(?:을)?\s*(?:받지|되지|하지)\s*않|없이[^.?!]{0,20}(?:해도|써도|살아도|들어가도|열어도|지어도|받아도)\s*(?:되|돼|괜찮)|적용\s*(?:안\s*(?:받|되)|제외|배제)|예외|면제|제외(?:되|돼|받|해\s*주)|안\s*[가-힣]{0,4}(?:해도|어도|아도|워도|와도|러도|둬도|줘도|혀도|겨도|여도|져도|봐도|내도|달아도)\s*(?:되|돼|괜찮)|봐\s*(?:주|준|줘|줄|줍)/,
} as const satisfies Record<string, RegExp>;

/** The question words that ask for a figure wherever they stand, even in a clause that tells ("그 기간이 몇 년이래요"). */
export const ASKS_FIGURE_WORD = /몇|얼마/;

/**
 * Whether something may be built or run in a place — a verdict on a use, which only a rule table or a 별표 can give:
 * "지을 수 있나요", "카페 차려도 돼요", "입점 가능한지". The verifier then requires a verdict; the extractive answer
 * says what is missing when no rule row gives one.
 */
export const ASKS_USE_VERDICT = /(?:지을|짓|건축할|들어올|들어설|입점|영업|운영|열|차릴|낼)\s*수\s*(?:있|없)|(?:지어|차려|열어|들어와|입점해|운영해)도\s*(?:돼|되|될)|가능(?:한가요|할까요|한지|합니까|해요\?)|허용(?:되나요|돼요|되는지|될까요)/;

/**
 * How big or high one may build, not whether a use may be built: "몇 층까지 지을 수 있어요?", "얼마나 높이 올릴 수
 * 있나요?" ask a zone's or a plot's limit (a figure), whatever the verb.
 */
export const ASKS_HOW_BIG_TO_BUILD = /(?:몇\s*(?:층|평|미터|m|제곱미터|㎡)|얼마나\s*(?:크게|높게|높이|넓게))\s*(?:까지|정도)?\s*(?:지을|짓|지어|올릴|올려|건축할)/;

/**
 * Asking for a value in any form — a cap, a range, "알려 주세요", "…인가요?": broader than ASKS_FOR.figure, because the
 * verifier must not let an answer that names 건폐율 but no figure pass "2종 건폐율은?" (its completeness check).
 */
export const ASKS_A_VALUE = /상한|얼마|몇|기준|한도|최대|최소|범위|이하|이상|%|퍼센트|프로|어떻게|알려|인가요|인지|는\?|은\?|되나요|될까요|가능/;

/**
 * Asking to build or open something, in the words people use with a zone or a use ("2종 주거지역에 카페 입점",
 * "공장 지어도"): with a zone or a use named, the question asks for a verdict on that use.
 */
export const ASKS_TO_BUILD_OR_OPEN = /허용|가능|돼요|되나요|되나\b|될까|되는지|지을\s*수|지어도|짓는|짓기|들어갈|들어설|입점|영업|열\s*수|해도\s*되|차려도|할\s*수\s*있/;

/**
 * Asking which procedure a building needs, not whether its use is allowed: "견본주택도 가설건축물 신고만 하고 지을 수
 * 있어?" is answered by the provision listing what a 신고 suffices for (건축법 시행령 제15조), not by a zone's annex;
 * "계획관리지역 … 흙을 30cm쯤 부어서 마당으로 쓰려고요. 이 정도도 따로 허가 받아야 돼요?" by the 개발행위 it needs.
 */
export const ASKS_PROCEDURE = /신고만|신고로|신고\s*없이|허가\s*없이|허가\s*안\s*받|허가를\s*안|신고\s*안\s*하|허가(?:를|도)?\s*(?:따로\s*)?받아야|신고(?:를|도)?\s*(?:따로\s*)?해야/;

/**
 * Stronger than asking for a definition: what a word means ("…이란?", "…뜻", "…정의", "건축법에서 말하는 도로").
 * The act's 정의 article answers it.
 */
export const ASKS_MEANING = /(뜻|의미|정의|개념|무슨\s*말|[가-힣]\s*(이)?란\s*(\?|$|뭐|무엇|무슨)|(법|령|규칙)(에서|상)\s*말하는)/;

/** The kinds of something: "용도지구 종류 뭐 있어?", "용도지역 어떻게 나뉘어?" (not "땅 나눠서 팔려는데": that is 분할). */
export const ASKS_KINDS = /(종류|분류|뭐뭐|몇\s*가지|나뉘|나눠져|나누어져)/;

/** What to hand in: forms and the papers attached to them are set by the 시행규칙. */
export const ASKS_DOCUMENTS = /(서류|도면|서식|첨부|제출)/;

/** The 부칙: transitional rules of old amendments, asked about by their own words. */
export const ASKS_SUPPLEMENTARY = /부칙|시행일|경과조치|경과규정|적용례/;

/**
 * "Does X count as Y": whether a part is included in a measured quantity (바닥면적에 포함되나요, "… 면적 포함 여부",
 * "용적률 계산할 때 들어가나요"), whether a change is
 * a kind of 건축 act (대수선에 해당하나요), whether a thing is what a term means (도로로 보나요), and a FAQ title's
 * "준초고층 건축물 해당 기준" (what makes a thing Y). The provision that defines or measures Y answers, not the ones
 * that mention X.
 */
export const COUNTS_AS = /(?:에|에도|에서)\s*(?:포함|산입|들어가|들어감|들어갑|속하|합산|넣어)|(?:면적|[률율]|층수|높이)(?:도|은|는|이|가)?\s+(?:(?:다|전부|모두)\s*)?(?:들어가|들어감|들어갑)|(?:포함|산입)\s*여부|(?:계산|산정)(?:할|하는)?\s*(?:때|시)[^.?!]{0,24}?(?:들어가|들어감|포함|넣|빠지|빼)|포함(?:되|돼|시키|해야|하나|인가|인지|이에요|인데)|산입|산정(?:되|돼|할\s*때|시|에서)|(?:에서|에|은|는)\s*제외(?:되|돼|하나|인지|해도|할\s*수)|해당(?:되|돼|하나|하는지|할까|합니까|하나요|하는\s*건지|되는지|하여|하면|\s*여부|\s*(?:기준|요건))|(?:으로|로)\s*(?:보나|보는지|봐야|보아야|봐도|봐요|보아|치나|쳐야|쳐지|쳐주|간주|인정)|인정(?:되|돼|받)|카운트|계산(?:되|돼|하나|에\s*들어)/;

/** A clause that asks of what the story told, by a word pointing back at it: "이렇게 입주해도", "그렇게 하면", "이런 경우에도". */
export const ASKS_OF_THE_STORY = /(?:이렇게|그렇게|이런\s*경우|그런\s*경우|이\s*경우)\s*\S+(?:도|면)/;

/**
 * A clause that asks by pointing back at what the asker has just told ("… 예외도 있다던데 우리 집도 해당돼요?", "…
 * 2년까지 된다던데 저도 괜찮은 거죠?", "이것도 …"): its subject is the asker's own case, what it asks is in the clause before.
 */
export const POINTS_BACK = /^(?:그럼\s*)?(?:(?:우리|저희|제|저|이것|이거|그것|그거|이런|그런)\S*\s*(?:\S+\s*)?도\s|(?:저|저희|우리\s*\S+)도\s)/;

/**
 * What the asker sets aside, up to four words before "말고 / 빼고": "도로랑 붙은 입구 쪽 말고 안쪽 곡선 부분이요" asks about
 * the other part. Not the setting the words before name ("바닥면적 산정에서 벽 중심선 원칙 말고" sets aside 벽 중심선 원칙).
 */
export const SET_ASIDE = /((?:[가-힣]+(?<!에서|에는|에선)\s+){0,3}[가-힣]+)\s*(?:말고|말구|빼고)(?=\s|,|$)/g;

/**
 * "A예요 B예요?", "노상인지 노외인지": which of two things a case is — asked of the terms' definitions as a "does X
 * count as Y" is (the statute defines 초고층 건축물 and 고층건축물, 노상주차장 and 노외주차장). Read in the whole
 * question: it is often the sentence before a last "기준이 따로 있나요?".
 */
export const ONE_OF_TWO = /[가-힣]{2,}(?:이에요|예요|이야|인가요|인지)\s*,?\s*(?:아니면\s*)?[가-힣]{2,}(?:이에요|예요|이야|인가요|인지)/;

/**
 * Words after an article's number that make it a premise — what the asker read, not what they ask about: "제77조에는
 * … 되어 있는데", "20조 보니까", "51조 찾아봤는데", "제19조 때문에". The article is evidence; the answer may sit elsewhere.
 */
export const PREMISE_MARKERS =
  /^\s*(?:(?:제\s*\d+\s*)?항\s*)?(?:(?:을|를|은|는|도)?\s*(?:보니까|보니|보면|봤는데|보고|찾아봤는데|찾아보니|읽어보니)|(?:에는|에선|에서는|에도|에)[^.?!]{0,16}?(?:되어\s*있|돼\s*있|나와\s*있|적혀\s*있|있다길래|있던데|있더라|라고\s*(?:되어|돼|나와))|\s*(?:에\s*따르면|에\s*의하면|때문에))/;

/**
 * What the asker read in the article, told as what it says before asking about something else: "제133조는 … 처분만
 * 규정하고 있는데", "48조에 20년 지나면 효력을 잃는다고 돼 있던데요", "제47조의 매수청구는 … 가능한 것으로 알고 있는데".
 * Read within the article's sentence, further than PREMISE_MARKERS.
 */
export const READ_IN_ARTICLE = /^(?:은|는|의|에|에는|에서는|에선)?\s[^]*?(?:규정하고\s*있|정하고\s*있|알고\s*있|돼\s*있|되어\s*있|나와\s*있|적혀\s*있)(?:는데|던데|지만|으나|는바|습니다만)/;

/** How an asker tells what they heard or suppose, before asking whether it is so: "…나온다던데", "…라고 주변에서 그러던데". */
const HEARSAY = String.raw`(?:[다라]던데|[다라]는데|이라던데|[다라]고\s(?:[^.?!,\s]+\s){0,2}(?:들었|하던데|하더라|하네|겁주|그러던데)|[다라]는\s*(?:말|얘기|이야기|소리|쪽지|통보|안내|공문|문자)|겠지\s*했는데|지\s*아니면\s*(?:별도|다른|따로))`;

/**
 * What the asker heard an article does, or supposes it does, before asking whether it is so: "건축법 제111조로 벌금
 * 5천만원까지 나온다던데", "제108조면 3년 이하 징역에 5억 벌금이라던데", "제80조 이행강제금 정도 나오겠지 했는데",
 * "제110조로 처벌되는지 아니면 별도의 처벌 규정이 있는지", and with no particle within its clause ("건축법 80조 이행강제금
 * 맞는다던데", "29조로 벌금 나온다는 쪽지가 붙었어요"). The article is the asker's guess, evidence to check — the
 * answer is as often another law's (a parking space's sanction is 주차장법's). Read within the article's sentence.
 */
export const HEARD_OF_ARTICLE = new RegExp(String.raw`^(?:\([^)]{0,20}\))?\s*(?:로|으로|면|이면|처럼)\s[^]*?${HEARSAY}|^\s*[^]*?겠지\s*했는데|^\s[^.?!,]{0,30}?${HEARSAY}`);

/**
 * The same of a statute named without an article: "건축법상 도로에 2m만 접하면 된다고 들었는데 주차장은 …", "건축법상
 * 대수선도 아니라 신고할 것도 없다던데". The statute is where the asker's premise comes from, not where the answer must be.
 */
export const HEARD_OF_LAW = new RegExp(String.raw`^(?:상|에서|에선|에는|에|은|는|에\s*따르면)?\s[^]*?${HEARSAY}`);

/**
 * Words that end a circumstance and lead to the next clause of a story: "…샀는데", "…했지만", "…라고 해서", and a
 * formal 질의's "…초과하게 되었는바, …" and "…받았으나, …" (the facts, then what is asked).
 */
export const CLAUSE_JOINS = /(?:는데|은데|인데|던데|했는데|데요|지만|는데도|더니|었고|았고|했고|고요|구요|라고\s*해서|라는데|래서|아서|어서|해서|[는한인은던]바|[았었였]으나)(?:요)?\s*[,.]?\s+/g;

/** The end of a sentence that asks: a question mark, or an ending that asks. */
export const ASKING_SENTENCE = /[?？]|(?:나요|까요|가요|는지|인지|ㄹ까|을까|할까|될까|습니까|니까|나\s*$|여부|궁금|알려\s*주|문의|질의|뭐예요|뭐야|맞죠|맞나|되죠|죠\s*$)/;

/**
 * Neighbouring fields people bring to a building-law app: leases, taxes, lawsuits, an apartment's running costs,
 * brokerage, traffic, work and weather. The library holds no law of theirs, so a question that speaks of one and of
 * nothing in building and land use (BUILDING_AND_LAND_WORDS) is told so in one line, with where it belongs — not
 * asked back, not answered with passages that merely share a word (계약, 주택, 신고). Each field names the law or
 * office a reader should turn to.
 */
export const OUTSIDE_FIELDS: readonly { field: string; words: RegExp; where: string; asks?: RegExp }[] = [
  // A tenant or a landlord is someone in many a building story ("세입자들 이사 날짜가 잡혀 있는데 … 먼저 입주시켜도
  // 될까요?" asks about occupying a building before its 사용승인): a clause asks about the lease itself only when it
  // names the lease's money or papers (`asks`, read in the clause that asks when the story names a building).
  { field: '주택ㆍ상가 임대차(전세·월세·보증금)', words: /전세|월세|보증금|세입자|집주인|임대차|임대인|임차인|확정일자|전입신고|내용증명/, asks: /전세|월세|보증금|임대차|확정일자|전입신고|내용증명/, where: '「주택임대차보호법」이나 「상가건물 임대차보호법」, 대한법률구조공단(국번 없이 132)의 상담' },
  { field: '세금', words: /양도세|양도소득세|취득세|재산세|종부세|종합부동산세|증여세|상속세|가산세|비과세|세무서|세율|절세/, where: '세법(소득세법·지방세법 등)과 국세청(126)·관할 시·군·구 세무부서' },
  // A works contract's money and delays (지체상금, 중도금, 계약 해지) are the parties' 도급 계약, not the building acts'.
  { field: '공사 계약 분쟁(대금·지체·해지)', words: /지체상금|중도금|계약금|잔금|위약금|계약\s*(?:해지|해제|파기)/, where: '「민법」의 도급 규정과 계약서, 대한법률구조공단(132)이나 한국소비자원(1372)의 상담' },
  { field: '소송·형사 고소', words: /소송|손해배상|고소|사기죄|변호사|합의금|민사|형사\s*고발/, where: '민사·형사 절차: 변호사나 대한법률구조공단(132)의 상담' },
  { field: '공동주택 관리(관리비·하자)', words: /관리비|장기수선충당금|관리사무소|관리실|관리규약|입주자대표회의|하자보수/, where: '「공동주택관리법」과 관할 시·군·구의 공동주택 담당 부서' },
  { field: '부동산 중개', words: /중개보수|중개수수료|복비|공인중개사|중개사무소/, where: '「공인중개사법」과 시·도 조례의 중개보수 요율표' },
  { field: '교통·자동차', words: /자동차세|운전면허|범칙금|속도위반|신호위반|자동차\s*(?:과태료|검사|등록)|교통\s*위반|주정차|단속\s*카메라|견인|딱지|문콕|물피\s*도주|뺑소니|어린이\s*보호\s*구역/, where: '「도로교통법」·「자동차관리법」과 경찰청 교통민원24(이파인)' },
  { field: '금융(대출·예금)', words: /대출|중도상환|주택담보|금리\s*(?:인상|인하|비교)|카드값|적금/, where: '금융감독원(1332)과 거래하는 금융회사' },
  { field: '소비자 분쟁(이사·택배·환불)', words: /이사업체|이삿짐|택배|환불|소비자원|소비자\s*분쟁/, where: '한국소비자원(1372 소비자상담센터)' },
  // 민법의 상린관계: 나뭇가지, 소음 — the building acts set no rule between neighbours for these.
  { field: '이웃 간 생활 분쟁', words: /나뭇가지|감나무|가지가\s*(?:넘어|담)|뿌리가\s*넘어|개가\s*(?:짖|새벽)|짖어서|층간\s*소음|담배\s*연기/, where: '「민법」 상린관계 규정, 환경분쟁조정위원회나 층간소음 이웃사이센터(1661-2642)' },
  { field: '인테리어·디자인', words: /인테리어\s*(?:추천|스타일|디자인|컨셉)|모던\s*(?:vs|이랑|하고)|가구\s*배치|벽지\s*색/, where: '이 앱이 다루는 것은 법령입니다' },
  { field: '직장·진로', words: /연봉|이직|취업|워라밸|진로|면접|채용|퇴사|자격증(?!명)|필기\s*시험|실기\s*시험|(?:건축|토목|소방)(?:산업)?기사\s*(?:필기|실기|시험|합격|독학)/, where: '이 앱이 다루는 것은 법령입니다' },
  { field: '근로·임금', words: /일당|임금|체불|노동청|근로계약|근로기준|야간근로|휴게시간|퇴직금|주휴수당|최저시급/, where: '「근로기준법」과 고용노동부(1350)' },
  { field: '보험', words: /자차\s*보험|보험료|보험금|보험사|실비\s*보험|자동차\s*보험|책임보험/, where: '가입한 보험회사와 금융감독원(1332)' },
  { field: '상속·등기', words: /법정\s*상속분|유류분|상속\s*(?:협의|포기|재산|분할)|소유권\s*이전\s*등기|등기소|법무사/, where: '「민법」 상속편·「부동산등기법」, 대한법률구조공단(132)이나 인터넷등기소' },
  { field: '정비사업(재개발·재건축 조합)', words: /조합원|분담금|관리처분|재개발\s*(?:조합|구역)|재건축\s*조합|입주권/, where: '「도시 및 주거환경정비법」과 해당 조합·관할 시·군·구 정비사업 부서' },
  { field: '개인정보·CCTV', words: /CCTV|씨씨티비|개인정보|블랙박스\s*영상/i, where: '개인정보보호위원회(국번 없이 182)와 경찰' },
  { field: '농지 취득', words: /농지\s*취득\s*자격\s*증명|농취증/, where: '「농지법」과 농지 소재지 시·구·읍·면사무소' },
  { field: '부동산 가격 공시', words: /공시\s*지가|공시\s*가격/, where: '「부동산 가격공시에 관한 법률」과 관할 시·군·구(부동산공시가격 알리미)' },
  { field: '날씨', words: /날씨|기온|미세먼지|일기예보|우산/, where: '기상청(날씨누리)' },
];

/**
 * Building words that name only a place or a party in many a story of another field — "상가 월세", "건물주가 월세를
 * 올려달래요", "집 앞 도로에 차 세워두고 … 과태료", "아파트 한 채 있는데 오피스텔 하나 더 사면 … 양도세" (a home one owns):
 * when they are all the question says of building and it speaks another field's own words, they do not make it ours.
 */
export const PLACE_WORDS = /건물주|건물|빌딩|상가|도로|땅|집|아파트|오피스텔/g;

/**
 * Designations of other laws that name a 지역, 구역 or 농지 but zone nothing: 조정대상지역 and 투기과열지구 (주택법 제63조,
 * 제63조의2), 투기지역 (소득세법 제104조의2), 어린이ㆍ노인 보호구역 (도로교통법 제12조, 제12조의2), 농지취득자격증명
 * (농지법 제8조). "조정대상지역 내 아파트를 양도하는 경우 양도소득세 비과세" is a tax question, "어린이보호구역에 잠깐
 * 세웠는데 … 과태료" a traffic one: their 지역 is no land-use word (BUILDING_AND_LAND_WORDS is read with them taken out).
 */
export const OTHER_LAWS_DESIGNATIONS = /비?조정\s*(?:대상\s*)?지역|투기\s*과열\s*지구|투기\s*지역|(?:어린이|노인)\s*보호\s*구역|농지\s*취득\s*자격\s*증명/g;

/**
 * Words of building and land use: a question that has any of these is ours, whatever else it speaks of ("세입자
 * 입주 전에 사용승인", "민법 얘기는 소송해야 한다던데 건축할 때부터 …"). Kept broad: a real question wrongly told it
 * is out of scope costs more than an off-topic one answered with passages. Not 공사, 설계 or 시공: an interior firm
 * that vanished with the deposit or a move to a design office are no building-law questions, and a real one about
 * works names the building, the permit or the plot as well. The parts and kinds of building the field's questions name
 * when they name no building (벽 — not 새벽 or 벽지 —, 기둥, 지붕, 축대, 옹벽, 고시원, 컨테이너, 농막, 맹지 …): a question
 * without any of these is judged by how many of its words the library holds (ask-graph.ts FOREIGN_HELD_SHARE).
 */
export const BUILDING_AND_LAND_WORDS =
  /건축|건물|빌딩|증축|개축|신축|재축|대수선|리모델링|용도|허가|착공|준공|사용승인|건폐|용적|대지|토지|땅|필지|임야|농지|도로|주차|층수|높이|바닥면적|연면적|면적|용도지역|지역|지구|구역|조례|이행강제금|위반건축물|불법\s*(?:건축|증축)|개발행위|형질|도시계획|계획시설|방화|피난|내화|계단|복도|발코니|베란다|옥상|지하층|건축선|담장|공작물|공개공지|일조|채광|승강기|엘리베이터|도면|철거|해체|가설|단독주택|다가구|다세대|공동주택|근린생활시설|근생|오피스텔|창고|공장|축사|카페|상가|조경|(?<![새절])벽(?!지)|기둥|지붕|축대|옹벽|석축|흙막이|터파기|성토|절토|한옥|시골집|고시원|다중생활시설|컨테이너|초고층|주상복합|골목|측량|농막|맹지/;
