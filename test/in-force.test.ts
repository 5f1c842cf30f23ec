// Which passages are not yet in force on a reference date, and which sentences of an answer rest on them alone.
import { describe, expect, it } from 'vitest';
import { localToday, markInForce } from '../src/main/answer/in-force';
import type { Citation } from '../src/shared/contract';

const citation = (n: number, document: number, effective: string | null): Citation => ({
  n,
  chunk_id: n,
  document,
  file_name: `${document}.md`,
  law_name: document === 1 ? '건축법' : '건축법 시행령',
  article: '제2조',
  article_title: null,
  start_page: 1,
  end_page: 1,
  text: '…',
  effective_date: effective,
  promulgation_date: effective ? '2026-09-08' : null,
});

describe('dates in force', () => {
  const sources = [citation(1, 1, '2027-09-09'), citation(2, 1, '2027-09-09'), citation(3, 2, '2026-10-06'), citation(4, 3, null)];

  it('marks a passage whose 시행일 is after the reference date, not one in force or one without a date', () => {
    const { citations } = markInForce('', sources, '2026-11-25');
    expect(citations.map((c) => c.pending)).toEqual([true, true, false, false]);
    expect(markInForce('', sources, '2027-09-09').citations.some((c) => c.pending)).toBe(false);
  });

  it('says once per document from when it applies, and warns for a sentence grounded only in such passages', () => {
    const answer = '대지는 각 필지로 나눈 토지입니다 [1][2]. 대지의 범위는 시행령이 정합니다 [3]. 둘 다 봅니다 [2][3].';
    const { warnings } = markInForce(answer, sources, '2026-11-25');
    expect(warnings.filter((warning) => warning.startsWith('⚠️ 시행 예정'))).toEqual(['⚠️ 시행 예정: [1] [2] 건축법은(는) 2027-09-09부터 시행되는 조문입니다(공포 2026-09-08). 기준일 2026-11-25에 시행 중인 조문과 다를 수 있습니다.']);
    const claims = warnings.filter((warning) => warning.includes('근거는 시행 예정인 조문뿐'));
    expect(claims).toHaveLength(1);
    expect(claims[0]).toContain('"대지는 각 필지로 나눈 토지입니다."');
    expect(claims[0]).toContain('2027-09-09부터 적용');
  });

  it('reads today on the machine’s own calendar', () => {
    expect(localToday(new Date(2026, 10, 25, 23, 30))).toBe('2026-11-25');
    expect(localToday(new Date(2027, 0, 1, 0, 5))).toBe('2027-01-01');
  });
});
