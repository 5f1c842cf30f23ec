// The classes of building use that 건축법 시행령 별표 1 numbers (제1호 단독주택 … 제29호 야영장시설), by number: an
// annex of 국토계획법 시행령 names its uses as "「건축법 시행령」 별표 1 제4호의 제2종 근린생활시설", and a zone's list of
// what may be built (별표 2–19) is exhaustive — a class it does not list may not be built there (국토계획법 제76조).
// Names are compact (no spaces), as every rule table writes a use.
export const BUILDING_CLASSES: Readonly<Record<number, string>> = {
  1: '단독주택',
  2: '공동주택',
  3: '제1종근린생활시설',
  4: '제2종근린생활시설',
  5: '문화및집회시설',
  6: '종교시설',
  7: '판매시설',
  8: '운수시설',
  9: '의료시설',
  10: '교육연구시설',
  11: '노유자시설',
  12: '수련시설',
  13: '운동시설',
  14: '업무시설',
  15: '숙박시설',
  16: '위락시설',
  17: '공장',
  18: '창고시설',
  19: '위험물저장및처리시설',
  20: '자동차관련시설',
  21: '동물및식물관련시설',
  22: '자원순환관련시설',
  23: '교정시설',
  24: '방송통신시설',
  25: '발전시설',
  26: '묘지관련시설',
  27: '관광휴게시설',
  28: '장례시설',
  29: '야영장시설',
};

/** A class as the rule tables write it: "제1종 근린생활시설" → "제1종근린생활시설". */
export const compactUse = (name: string): string => name.replace(/[\sㆍ·]+/g, '');

/** The class a compact name is, if it is one. */
export const isBuildingClass = (name: string): boolean => Object.values(BUILDING_CLASSES).includes(compactUse(name));
