// STEP 1 without a model: what the deterministic extractor reads out of Korean answers — every figure bound to its
// attribute, zone, bound, source and article, with the phrase it came from; laws through the resolver and its
// aliases; articles tied to the statute they follow; the permission verdict from the wording.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Geungeo } from '../src/main/core';
import type { ExtractedLawInfo, Figure } from '../src/shared/contract';
import { createVerifyLibrary, verifyOffline } from './helpers/verify-library';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const DECREE = '국토의 계획 및 이용에 관한 법률 시행령';
const ACT = '국토의 계획 및 이용에 관한 법률';
let core: Geungeo;

beforeAll(() => {
  core = createVerifyLibrary(tempDir());
});
afterAll(() => core.close());

async function extract(answer: string, question = '제2종일반주거지역 건폐율과 용적률은?'): Promise<ExtractedLawInfo> {
  return (await verifyOffline(core, question, answer)).report.extracted;
}
const shape = (figure: Figure) => [figure.attribute, figure.lower, figure.value, figure.unit, figure.bound];

describe('reading figures', () => {
  it('reads units, bounds and Korean numbers in their variants', async () => {
    const cases: [string, ReturnType<typeof shape>][] = [
      ['건폐율은 60퍼센트 이하입니다.', ['건폐율', null, 60, '%', '이하']],
      ['건폐율 60% 이하', ['건폐율', null, 60, '%', '이하']],
      ['건폐율은 60 프로까지입니다.', ['건폐율', null, 60, '%', '이하']],
      ['건폐율은 ６０％ 이내입니다.', ['건폐율', null, 60, '%', '이하']],
      ['건폐율 최대 60%', ['건폐율', null, 60, '%', '이하']],
      ['건폐율은 60퍼센트를 초과할 수 없습니다.', ['건폐율', null, 60, '%', '이하']],
      ['건폐율이 60%를 넘을 수 없습니다.', ['건폐율', null, 60, '%', '이하']],
      ['건폐율 60% 미만', ['건폐율', null, 60, '%', '미만']],
      ['용적률은 1천500퍼센트 이하입니다.', ['용적률', null, 1500, '%', '이하']],
      ['용적률은 100퍼센트 이상 250퍼센트 이하입니다.', ['용적률', 100, 250, '%', '이하']],
      ['용적률 100~250%', ['용적률', 100, 250, '%', '이하']],
      ['용적률은 100퍼센트 이상입니다.', ['용적률', null, 100, '%', '이상']],
      ['용적률 200% 초과', ['용적률', null, 200, '%', '초과']],
    ];
    for (const [answer, expected] of cases) {
      const { figures } = await extract(answer);
      expect(figures.map(shape), answer).toEqual([expected]);
    }
  });

  it('reads heights, floors, areas and parking with their units', async () => {
    const info = await extract('높이는 10미터 이하, 층수는 4층까지입니다. 바닥면적 합계 1,000㎡ 미만이고 주차는 1대 이상입니다.', '높이와 층수 제한은?');
    expect(info.figures.map(shape)).toEqual([
      ['높이', null, 10, 'm', '이하'],
      ['층수', null, 4, '층', '이하'],
      ['면적', null, 1000, '㎡', '미만'],
      ['주차', null, 1, '대', '이상'],
    ]);
    expect(info).toMatchObject({ height_limit: 10, floor_limit: 4 });
    expect((await extract('높이 12m 이하', '높이는?')).figures.map(shape)).toEqual([['높이', null, 12, 'm', '이하']]);
  });

  it('extracts every figure of an answer with the phrase it came from', async () => {
    const info = await extract(
      '제2종일반주거지역의 용적률은 서울특별시 도시계획 조례 제55조에 따라 200퍼센트 이하이고, 국토계획법 시행령 제85조제1항제4호의 전국 기준은 100퍼센트 이상 250퍼센트 이하입니다.',
      '서울 종로구 제2종일반주거지역 용적률은?',
    );
    expect(info.figures.map((figure) => [figure.value, figure.zone, figure.jurisdiction, figure.law, figure.articles])).toEqual([
      [200, '제2종일반주거지역', '서울특별시', '서울특별시 도시계획 조례', ['제55조']],
      [250, '제2종일반주거지역', '전국', DECREE, ['제85조제1항제4호']],
    ]);
    expect(info.figures[0]!.phrase).toContain('200퍼센트 이하');
    expect(info.figures[1]!.phrase).toContain('100퍼센트 이상 250퍼센트 이하');
    // The value that applies is the ordinance's, and the seed's field says where it came from.
    expect(info.floor_area_ratio).toBe(200);
    expect(info.evidence.floor_area_ratio).toContain('200퍼센트');
  });

  it('deals out 각각, follows section headers and continues lists', async () => {
    const dealt = await extract('건폐율과 용적률은 각각 60퍼센트 이하, 250퍼센트 이하입니다.');
    expect(dealt.figures.map((figure) => [figure.attribute, figure.value])).toEqual([['건폐율', 60], ['용적률', 250]]);

    const headed = await extract(`**[서울특별시 도시계획 조례 기준]**\n- 용적률: 200% 이하\n\n**[${DECREE} 기준]**\n- 용적률: 100~250%`, '서울 제2종일반주거지역 용적률');
    expect(headed.figures.map((figure) => [figure.value, figure.jurisdiction])).toEqual([[200, '서울특별시'], [250, '전국']]);

    const listed = await extract('국토계획법 시행령상 전국 범위(건폐율 20퍼센트 이하, 용적률 50퍼센트 이상 100퍼센트 이하)입니다.', '자연녹지지역 건폐율 용적률');
    expect(listed.figures.map((figure) => figure.jurisdiction)).toEqual(['전국', '전국']);
  });

  it('does not take a 지구 or 구역 for the zone of its figure', async () => {
    const info = await extract('취락지구의 건폐율은 60퍼센트 이하의 범위에서 조례로 정합니다. 자연녹지지역은 20퍼센트 이하입니다.', '취락지구 건폐율은?');
    expect(info.figures.map((figure) => [figure.value, figure.zone])).toEqual([[60, null], [20, '자연녹지지역']]);
  });
});

describe('reading places, zones, statutes and articles', () => {
  it('reads the region and zone through the jurisdictions and the zone vocabulary', async () => {
    const info = await extract('서울 종로구 제2종 일반주거지역의 건폐율은 60퍼센트 이하입니다.', '건폐율?');
    expect(info).toMatchObject({ region: '서울특별시 종로구', zone_district: '제2종일반주거지역', building_coverage_ratio: 60 });
    expect((await extract('2종일반주거는 60% 이하입니다.', '건폐율?')).zone_district).toBe('제2종일반주거지역');
  });

  it('resolves 「법령명」 and aliases, and ties each article to the statute it follows', async () => {
    const info = await extract(
      '「국토의 계획 및 이용에 관한 법률 시행령」 제84조제1항제4호에 따라 60퍼센트 이하입니다. 이는 국토계획법 제77조에 근거하며, 용적률은 같은 법 시행령 제85조에서 정합니다. 법 제78조도 참고하세요.',
      '2종일반 건폐율?',
    );
    expect(info.cited_laws).toEqual([DECREE, ACT]);
    expect(info.cited_articles.map((article) => [article.law, article.article, article.paragraph, article.item])).toEqual([
      [DECREE, '제84조', 1, 4],
      [ACT, '제77조', null, null],
      [DECREE, '제85조', null, null],
      [ACT, '제78조', null, null],
    ]);
  });

  it('keeps names it does not know as written, for the hard rules to flag', async () => {
    const info = await extract('「건축물 용도제한에 관한 특별법」 제12조에 따라 불허됩니다.', '2종일반 공장 가능?');
    expect(info.cited_laws).toEqual(['건축물 용도제한에 관한 특별법']);
    expect(info.cited_articles[0]).toMatchObject({ law: '건축물 용도제한에 관한 특별법', article: '제12조' });
  });
});

describe('reading permission verdicts', () => {
  it('reads 허용, 불허 and 조건부허용 from the wording, negations included', async () => {
    const verdict = async (answer: string) => (await extract(answer, '제2종일반주거지역에 숙박시설 지을 수 있나요?')).permission_category;
    expect(await verdict('숙박시설은 건축할 수 있습니다.')).toBe('허용');
    expect(await verdict('네, 가능합니다.')).toBe('허용');
    expect(await verdict('숙박시설은 허용됩니다.')).toBe('허용');
    expect(await verdict('숙박시설은 건축할 수 없습니다.')).toBe('불허');
    expect(await verdict('숙박시설은 불가능합니다.')).toBe('불허');
    expect(await verdict('숙박시설은 허용되지 않습니다.')).toBe('불허');
    expect(await verdict('숙박시설 신축은 금지됩니다.')).toBe('불허');
    expect(await verdict('도시ㆍ군계획조례로 정하는 경우에 한하여 숙박시설을 건축할 수 있습니다.')).toBe('조건부허용');
    expect(await verdict('조건부로 허용됩니다. 다만 바닥면적 합계가 1천제곱미터 미만이어야 합니다.')).toBe('조건부허용');
  });

  it('gives each use in a sentence its own verdict, and ignores "확인 가능" and "허용 용적률"', async () => {
    const info = await extract('단독주택은 가능하지만 숙박시설은 지을 수 없습니다. 자세한 내용은 별표 5에서 확인 가능합니다.', '제2종일반주거지역 숙박시설 가능?');
    expect(info.permissions.map((claim) => [claim.activity, claim.verdict])).toEqual([['단독주택', '허용'], ['숙박시설', '불허']]);
    expect(info).toMatchObject({ land_use_activity: '숙박시설', permission_category: '불허' });
    expect((await extract('허용 용적률은 250퍼센트 이하입니다.', '2종일반 용적률?')).permissions).toEqual([]);
  });

  it('keeps the conditions of a conditional answer', async () => {
    const info = await extract('종교시설은 도시ㆍ군계획조례로 정하는 경우에 한하여 건축할 수 있습니다.', '제1종일반주거지역에 종교시설 가능?');
    expect(info.permission_category).toBe('조건부허용');
    expect(info.conditions[0]).toContain('경우에 한하여');
  });
});
