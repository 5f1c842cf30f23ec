// Building uses (건축법 시행령 별표 1), with the everyday words field staff use for some of them: the vocabulary the
// land-use rows are written in, and what verification and question understanding look for in a text.
import { compactForm } from '../text/compact';

const USES = [
  '단독주택', '다중주택', '다가구주택', '공관', '공동주택', '아파트', '연립주택', '다세대주택', '기숙사',
  '제1종근린생활시설', '제2종근린생활시설', '근린생활시설', '휴게음식점', '제과점', '일반음식점', '단란주점', '안마시술소',
  '문화및집회시설', '종교시설', '판매시설', '운수시설', '의료시설', '교육연구시설', '노유자시설', '수련시설', '운동시설',
  '업무시설', '오피스텔', '숙박시설', '위락시설', '공장', '창고시설', '위험물저장및처리시설', '주유소', '자동차관련시설',
  '동물및식물관련시설', '자원순환관련시설', '교정시설', '방송통신시설', '발전시설', '묘지관련시설', '관광휴게시설',
  '장례시설', '야영장시설',
];
const EVERYDAY_USES: Readonly<Record<string, string>> = {
  카페: '휴게음식점', 커피숍: '휴게음식점', 모텔: '숙박시설', 호텔: '숙박시설', 여관: '숙박시설', 교회: '종교시설',
  성당: '종교시설', 유흥주점: '위락시설', 병원: '의료시설', 빌라: '다세대주택',
  // 별표 1 names these by what they do: a 편의점 or a 슈퍼 sells 일용품 (소매점), a 빵집 is a 제과점, a 노래방 a 노래연습장.
  // (Not 식당 or 술집: either may be a 휴게음식점, 일반음식점 or 단란주점 — the question must say which.)
  편의점: '소매점', 슈퍼: '소매점', 슈퍼마켓: '소매점', 빵집: '제과점', 베이커리: '제과점', 노래방: '노래연습장', 미용실: '미용원',
  치과: '치과의원',
};

export interface ActivityMention {
  start: number;
  end: number;
  activity: string;
}

/** Building uses named in the text: the given ones (from the rule tables) and the 별표 1 uses, longest first. */
export function findActivities(text: string, known: readonly string[] = []): ActivityMention[] {
  const { compact, at } = compactForm(text, /[\sㆍ·]/);
  const forms = [...new Set([...known.map((use) => use.replace(/\s+|ㆍ|·/g, '')), ...USES, ...Object.keys(EVERYDAY_USES)])].sort((a, b) => b.length - a.length);
  const found: ActivityMention[] = [];
  const taken: [number, number][] = [];
  for (const form of forms) {
    for (let from = compact.indexOf(form); from >= 0; from = compact.indexOf(form, from + 1)) {
      const to = from + form.length;
      if (taken.some(([a, b]) => from < b && to > a)) continue;
      taken.push([from, to]);
      found.push({ activity: EVERYDAY_USES[form] ?? form, start: at[from]!, end: at[to - 1]! + 1 });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
