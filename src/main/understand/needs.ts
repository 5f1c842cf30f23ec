// What a question must name before its category can be answered (categories.yaml `needs`): 건폐율 without a zone,
// or 허가 여부 without a zone and a use, has no one answer, so the question is asked back even at pattern A.
// Only questions that ask for a value or a verdict need them: "건폐율이 뭐예요?" or "용도변경 절차" do not.
import type { NeedKind } from '../../shared/understand-contract';
import { askedFigureIn, PERIOD_UNITS } from '../retrieval/figures';
import { readQuestion } from '../text/question';
import type { QuestionPlace } from '../rules/place';
import { findZone } from '../rules/zones';
import { findActivities } from '../rules/uses';
import type { Category } from './categories';

/** Zone groups ("주거지역", "상업지역") narrow the question enough to start; the answer will name the range. */
const ZONE_WORDS = /(?:주거|상업|공업|녹지|관리|농림|자연환경보전)지역|주거지|상업지|공업지|녹지|관리지역|그린벨트|개발제한구역/;
/** An act on land the 개발행위허가 governs (국토계획법 제56조), named in the statute's words or the asker's. */
const LAND_ACT = /개발행위|형질\s*변경|토지\s*분할|분할|적치|쌓아/;
/** Everyday names of uses the 별표 1 vocabulary lacks. */
/** Asking where a thing may be done: which zones or places, not in which one the asker is. */
const ASKS_WHERE = /어느\s*(?:지역|용도지역|곳)|어떤\s*(?:지역|용도지역|곳)|어디(?:서|에서)(?:만|는|도)?\s/;
const EVERYDAY_USES = /편의점|식당|음식점|술집|주점|학원|사무실|상가|주택|아파트|빌라|원룸|공장|창고|주유소|병원|의원|약국|미용실|세탁소|노래(?:방|연습장)|피시방|PC방|헬스|체육|어린이집|유치원|독서실|고시원|펜션|민박|캠핑|주차장|물류|정비소|세차|교회|사찰|카페|모텔|호텔|숙박|근생|근린생활|점포|가게|매장|식품|제조|축사|공연장|전시장|요양|다가구|다세대|단독|오피스텔/;

/**
 * `place`: the question's place as read once for the whole answer (its own, else the user's default place);
 * `areaChoices`: the floor areas that would change the verdict (rules/resolve-use.ts), when the question gives none.
 */
export function missingNeeds(text: string, category: Category, place: QuestionPlace, areaChoices: string[] | null = null): { missing: NeedKind[]; placeChoices: string[]; areaChoices: string[] } {
  // What the question asks for is read once, for search, the verifier and the answer alike (text/question.ts).
  const { asks, useVerdict, documents, countsAs, actions, point } = readQuestion(text);
  const valueOrVerdict = asks.has('figure') || asks.has('whether') || useVerdict;
  // Nor does what a quantity counts (the 산정 rules hold everywhere: "발코니가 바닥면적에 들어가나요?"), when a permit
  // lapses or how long a period runs ("연장 몇 년?"), or what a breach costs (a 벌칙 or 과태료 is the statute's, in every
  // zone and for every use): none of these answers differs by the zone or the use.
  const unit = askedFigureIn(point, text);
  const period = unit !== null && PERIOD_UNITS.includes(unit);
  // A time asked ("협정을 폐지하려면 언제부터 가능한가요?") is the statute's whatever "가능" reads as a verdict; a question
  // asking where ("맞벽 건축은 어느 지역에서 할 수 있나요?") asks which zones and places, and its answer lists them.
  const sameEverywhere = (!useVerdict && (countsAs || asks.has('sanction') || period)) || asks.has('deadline') || ASKS_WHERE.test(point);
  if (asks.has('definition') || asks.has('how') || documents || !valueOrVerdict || sameEverywhere) return { missing: [], placeChoices: [], areaChoices: [] };
  // An act on land (흙을 붓다, 물건을 쌓다, 땅을 나누다: a 개발행위) is asked of the land, not of a use in a building.
  const landAct = actions.includes('개발행위') || LAND_ACT.test(text);
  const named: Record<NeedKind, () => boolean> = {
    zone: () => findZone(text) !== null || ZONE_WORDS.test(text.replace(/\s+/g, '')),
    place: () => place.from !== 'none',
    activity: () => landAct || findActivities(text).length > 0 || EVERYDAY_USES.test(text),
    building_use: () => landAct || findActivities(text).length > 0 || EVERYDAY_USES.test(text),
    floor_area: () => true,
  };
  // "2종 주거에 카페 돼요?": a 카페 under 300㎡ is allowed there, one of 300㎡ or more only by ordinance — whatever the
  // category, the area is asked for when the verdict depends on it.
  const needsArea = useVerdict && areaChoices !== null && areaChoices.length > 0;
  const missing = [...category.needs.filter((need) => !named[need]()), ...(needsArea ? (['floor_area'] as const) : [])];
  // "중구 2종 주거 건폐율": six 시·도 have a 중구, and their 조례 differ — which one is asked first, whatever the category.
  const ambiguous = place.ambiguous[0];
  const areas = needsArea ? areaChoices : [];
  if (!ambiguous) return { missing, placeChoices: [], areaChoices: areas };
  return { missing: ['place', ...missing.filter((need) => need !== 'place')], placeChoices: ambiguous.candidates, areaChoices: areas };
}

export const NEED_LABELS: Record<NeedKind, string> = {
  zone: '용도지역',
  place: '지역(시·군·구)',
  activity: '용도(업종)',
  building_use: '건축물 용도',
  floor_area: '바닥면적',
};

/**
 * Land outside towns — farmland, forest, the countryside ("논에 흙을 …", "시골 밭 옆에", "임야 일부를"): its zone is one of
 * the 관리, 농림 and 녹지 zones, so those are the quick replies, not a town's residential and commercial zones.
 */
const LAND_OUTSIDE_TOWNS = /(?:^|[^가-힣])(?:논|밭|논밭|텃밭)(?:[에을를이은도과와]|\s|$)|임야|농지|과수원|시골|전원주택|농막|축사|산\s*(?:밑|아래|자락|중턱)/;
const ZONES_OUTSIDE_TOWNS = ['계획관리지역', '생산관리지역', '보전관리지역', '농림지역', '자연녹지지역', '생산녹지지역'] as const;

/** The zones offered when the zone is missing: those of the land the question tells of. */
export function zoneChoices(question: string): readonly string[] {
  return LAND_OUTSIDE_TOWNS.test(question) ? ZONES_OUTSIDE_TOWNS : NEED_CHOICES.zone;
}

/** Quick replies for a missing need: the values field staff most often have. */
export const NEED_CHOICES: Record<NeedKind, readonly string[]> = {
  zone: ['제1종일반주거지역', '제2종일반주거지역', '제3종일반주거지역', '준주거지역', '일반상업지역', '자연녹지지역'],
  place: ['서울특별시', '경기도', '부산광역시'],
  activity: ['휴게음식점(카페)', '일반음식점', '제1종근린생활시설', '숙박시설', '공장'],
  building_use: ['단독주택', '공동주택', '제1종근린생활시설', '제2종근린생활시설', '업무시설'],
  // The bounds come from the vocabulary, per question (areaChoices); these are never offered alone.
  floor_area: [],
};
