// Everyday words field staff and residents type → the words the statutes use for the same thing. Data, not logic:
// query-terms.ts makes each everyday word search for itself or any of its statute words. A key is one word as it
// stands after particles and endings are stripped ("가게를" → 가게); a one-character key (방, 벽, 차, 불) is kept
// as a search term only because it has statute words here. Keep entries general (a word's usual statutory
// counterpart), never a fix for one question.

export const PARAPHRASES: Readonly<Record<string, readonly string[]>> = {
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
  // Penalties: "처벌" is what the 벌칙 articles impose (징역, 벌금)
  처벌: ['벌칙', '벌금', '징역'],
  // Acts
  짓기: ['건축'],
  지을: ['건축'],
  짓는: ['건축'],
  짓다: ['건축'],
  지으면: ['건축'],
  만들어: ['설치', '건축'],
  만들: ['설치', '건축'],
  만드는: ['설치', '건축'],
  쪼개: ['분할'],
  나눠서: ['분할'],
  나뉘어: ['구분', '세분'],
  나눠: ['구분', '세분', '분할'],
  나누: ['구분', '세분', '분할'],
  분류: ['구분'],
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
