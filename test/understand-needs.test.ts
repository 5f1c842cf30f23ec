// What a question must name before it can be answered: asked back only when the answer would differ by the reply.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCategories } from '../src/main/understand/categories';
import { missingNeeds } from '../src/main/understand/needs';
import type { QuestionPlace } from '../src/main/rules/place';

const categories = loadCategories(fileURLToPath(new URL('../resources', import.meta.url)));
const nowhere: QuestionPlace = { name: '전국', from: 'none', ambiguous: [] };
const byNeeds = (needs: string) => categories.list.find((category) => category.needs.join(',') === needs)!;

describe('what a question must name', () => {
  it('asks a ratio question for its zone, but not what a quantity counts or when a permit lapses', () => {
    const ratio = byNeeds('zone');
    expect(missingNeeds('건폐율 몇 퍼센트까지 돼요?', ratio, nowhere).missing).toEqual(['zone']);
    // The 산정 rules and a lapse hold in every zone.
    expect(missingNeeds('용적률 계산할 때 지상 1층 주차장 면적도 포함되나요?', ratio, nowhere).missing).toEqual([]);
    expect(missingNeeds('지구단위계획 결정 고시일부터 몇 년이 지나면 효력을 잃나요?', ratio, nowhere).missing).toEqual([]);
  });

  it('does not ask for the zone or the use when the answer is a period or a sanction, the same everywhere', () => {
    const permit = byNeeds('zone,activity');
    expect(missingNeeds('건축허가 제한 용도지구는 연장 몇 년?', byNeeds('zone'), nowhere).missing).toEqual([]);
    expect(missingNeeds('허가 안 받고 나무 좀 베었는데 벌금 5천만원까지 나온다던데 맞는 조항인가요? 징역도 갈 수 있어요?', permit, nowhere).missing).toEqual([]);
    // A figure that is no period still depends on the zone.
    expect(missingNeeds('건폐율 몇 퍼센트까지 돼요?', byNeeds('zone'), nowhere).missing).toEqual(['zone']);
    // A time asked, though "가능한가요" reads as a verdict; and a question asking where, whose answer lists the zones.
    expect(missingNeeds('건축협정 맺은 지 오래됐는데 폐지는 언제부터 가능한가요?', permit, nowhere).missing).toEqual([]);
    expect(missingNeeds('대지 경계에 붙여 짓는 맞벽 건축은 어느 지역에서 할 수 있나요?', permit, nowhere).missing).toEqual([]);
    expect(missingNeeds('카페를 지을 수 있나요?', permit, nowhere).missing).toEqual(['zone']);
  });

  it('asks a permit question for the use, but not one about an act on the land itself', () => {
    const permit = byNeeds('zone,activity');
    expect(missingNeeds('계획관리지역에서 허가 받아야 하나요?', permit, nowhere).missing).toEqual(['activity']);
    expect(missingNeeds('계획관리지역 제 땅에 흙을 30cm쯤 부어서 평평하게 하려는데 허가 받아야 돼요?', permit, nowhere).missing).toEqual([]);
    expect(missingNeeds('생산관리지역 밭에 조경석을 몇 달 쌓아두려는데 개발행위허가 받아야 하나요?', permit, nowhere).missing).toEqual([]);
  });
});
