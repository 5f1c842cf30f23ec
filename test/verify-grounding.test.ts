// STEP 3 without a model: every figure, article, statute and quote must be found in the passages or the rule rows —
// bound to the same zone, bound and article — each claim tied to the passage that states it; normalization keeps
// correct answers from being punished for their wording; the items the question asks for must be answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Geungeo } from '../src/main/core';
import { createVerifyLibrary, critical, verifyOffline } from './helpers/verify-library';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
let core: Geungeo;
const verify = (question: string, answer: string) => verifyOffline(core, question, answer);

beforeAll(() => {
  core = createVerifyLibrary(tempDir());
});
afterAll(() => core.close());

describe('grounding', () => {
  it('ties each claim to the passage or rule row that states it', async () => {
    const result = await verify('일조 등의 확보를 위한 건축물의 높이 제한은?', '건축법 시행령 제86조에 따라 높이 10미터 이하인 부분은 정북방향 인접 대지경계선으로부터 1.5미터 이상 띄어야 합니다.');
    expect(result).toMatchObject({ status: 'PASS', issues: [] });
    const grounding = result.report.semantic.grounding;
    const figure = grounding.find((row) => row.kind === 'figure' && row.claim.includes('1.5'))!;
    expect(figure.supported).toBe(true);
    const passage = result.report.passages.find((candidate) => `[${candidate.n}]` === figure.support[0])!;
    expect(passage.label).toMatch(/건축법 시행령 제86조/);
    expect(grounding.find((row) => row.kind === 'article')).toMatchObject({ claim: '「건축법 시행령」 제86조', supported: true });
    expect(result.report.semantic).toMatchObject({ method: 'grounding', judge: null, score: 100 });
  });

  it('contradicts a figure the sentence about the same subject states otherwise, however close to the truth', async () => {
    const result = await verify('일조 높이 제한은?', '건축법 시행령 제86조에 따라 높이 12미터 이하인 부분은 인접 대지경계선으로부터 1.5미터 이상 띄어야 합니다.');
    expect(result.status).not.toBe('PASS');
    expect(critical(result)).toContainEqual(expect.stringMatching(/^❌ 수치 불일치: '12m 이하' — 같은 내용의 현행 조문은 '10m 이하'입니다: "높이 10미터 이하인 부분.*\(건축법 시행령 제86조①제1호 \[\d+\]\)$/));
    const rows = result.report.semantic.grounding.filter((row) => row.kind === 'figure');
    expect(rows.map((row) => [row.claim, row.outcome])).toEqual([
      ['높이 12m 이하', 'contradicted'],
      ['높이 1.5m 이상', 'supported'],
    ]);
    expect(result.report.semantic.score).toBeLessThan(100);
  });

  it('fails a value of another zone: it occurs in the law, but not for this zone', async () => {
    const result = await verify('제2종일반주거지역 건폐율?', '제2종일반주거지역의 건폐율은 국토계획법 시행령 제84조에 따라 50퍼센트 이하입니다.');
    expect(result.status).not.toBe('PASS');
    const figure = result.report.semantic.grounding.find((row) => row.kind === 'figure')!;
    expect(figure).toMatchObject({ supported: false, outcome: 'contradicted' });
  });

  it('fails an invented statute and a quote that is not in its passage', async () => {
    const law = await verify('제2종일반주거지역 공장?', '「건축물 용도제한에 관한 특별법」에 따라 공장은 불허됩니다.');
    expect(critical(law)).toContainEqual(expect.stringMatching(/^❌ 근거 없는 법령: 「건축물 용도제한에 관한 특별법」/));
    const quote = await verify('제2종일반주거지역 건폐율?', '국토계획법 시행령 제84조는 이렇게 정합니다.\n> 4. 제2종일반주거지역 : 70퍼센트 이하');
    expect(critical(quote)).toContainEqual(expect.stringMatching(/^❌ 인용문 불일치/));
    const verbatim = await verify('제2종일반주거지역 건폐율?', '국토계획법 시행령 제84조제1항제4호에 따라 60퍼센트 이하입니다.\n> 4. 제2종일반주거지역 : 60퍼센트 이하');
    expect(verbatim).toMatchObject({ status: 'PASS', issues: [] });
  });

  it("fails an article cited for what its neighbour says, in the figure's clause or in a ground line of its own", async () => {
    const named = await verify('용적률은 건축법 몇 조야?', '「건축법」 제55조가 용적률 조항입니다.');
    expect(critical(named)).toContainEqual(expect.stringMatching(/^❌ 조문 내용 불일치: 「건축법」 제55조은\(는\) '건축물의 건폐율' 조문입니다 — 용적률의 근거가 아닙니다/));
    const groundLine = await verify('제3종일반주거지역 건폐율 범위?', '제3종일반주거지역의 건폐율은 50퍼센트 이하입니다.\n\n근거: 「국토의 계획 및 이용에 관한 법률 시행령」 제85조제1항제5호');
    expect(groundLine.status).not.toBe('PASS');
    expect(critical(groundLine)).toContainEqual(expect.stringMatching(/^❌ 조문 내용 불일치: .*제85조제1항제5호.*용적률.* 건폐율의 근거가 아닙니다/));
    // The right neighbours, and an answer about both ratios citing both articles, pass.
    for (const answer of [
      '「건축법」 제56조가 용적률 조항입니다.',
      '제3종일반주거지역의 건폐율은 50퍼센트 이하입니다.\n\n근거: 「국토의 계획 및 이용에 관한 법률 시행령」 제84조제1항제5호',
      '제3종일반주거지역의 건폐율은 50퍼센트 이하, 용적률은 100퍼센트 이상 300퍼센트 이하입니다.\n\n근거: 「국토의 계획 및 이용에 관한 법률 시행령」 제84조, 제85조',
    ]) {
      expect(critical(await verify('제3종일반주거지역 건폐율?', answer)), answer).toEqual([]);
    }
  });

  it('does not punish wording: 60% = 60퍼센트 = 60 프로, 제84조제1항제4호 cites 제84조, ㆍ/·', async () => {
    for (const answer of [
      '건폐율은 60% 이하입니다(국토계획법 시행령 제84조).',
      '건폐율은 60 프로까지입니다 — 국토계획법 시행령 제84조제1항제4호.',
      '「국토의 계획 및 이용에 관한 법률 시행령」 제84조 제1항 제4호: 건폐율 60퍼센트 이하.',
    ]) {
      expect(await verify('제2종일반주거지역 건폐율?', answer), answer).toMatchObject({ status: 'PASS', issues: [] });
    }
    const dots = await verify('피난계단 설치 기준?', '「건축물의 피난·방화구조 등의 기준에 관한 규칙」 제9조에 피난계단의 구조가 있습니다.');
    expect(dots.report.extracted.cited_laws).toEqual(['건축물의 피난ㆍ방화구조 등의 기준에 관한 규칙']);
    expect(dots.issues).toEqual([]);
  });

  it('asks that the items of the question be answered, unless the answer says the sources lack them', async () => {
    const partial = await verify('제2종일반주거지역 건폐율과 용적률은?', '건폐율은 60퍼센트 이하입니다(국토계획법 시행령 제84조).');
    expect(partial.warnings).toContain("⚠️ 누락 항목: 질문한 '용적률'이(가) 답변에 없습니다");
    expect(partial.report.semantic.score).toBeLessThan(100);
    const honest = await verify('제2종일반주거지역 건폐율과 용적률은?', '건폐율은 60퍼센트 이하입니다(국토계획법 시행령 제84조). 용적률은 근거 부족입니다.');
    expect(honest.warnings).toContain("⚠️ 질문한 '용적률'은(는) 근거 부족으로 답하지 않았습니다");
    expect(honest.report.semantic.score).toBeGreaterThan(partial.report.semantic.score);
  });

  it('marks an answer with no checkable claim as such: claims 0 and a note, not a verified PASS', async () => {
    const nothing = await verify('양자컴퓨터 냉각 온도는?', '수집된 문서에서 이 질문의 근거를 찾지 못했습니다.');
    expect(nothing).toMatchObject({ status: 'PASS', claims: 0, issues: [] });
    expect(nothing.findings).toContainEqual(expect.objectContaining({ severity: 'info', code: 'no_claims' }));
    expect(nothing.warnings).toContainEqual(expect.stringMatching(/^ℹ️ 검증할 주장 없음: /));
    const claims = await verify('제2종일반주거지역 건폐율과 용적률은?', '건폐율은 60퍼센트 이하입니다(국토계획법 시행령 제84조). 용적률은 근거 부족입니다.');
    expect(claims.claims).toBeGreaterThan(0);
    expect(claims.findings.map((found) => found.code)).not.toContain('no_claims');
  });

  it('retrieves passages for an answer that comes without a citation map: the question, and each cited article', async () => {
    const result = await verify('접도 기준은?', '건축물의 대지는 2미터 이상이 도로에 접하여야 합니다(건축법 제44조).');
    expect(result.status).toBe('PASS');
    expect(result.report.passages.map((passage) => passage.label)).toContainEqual(expect.stringMatching(/건축법 제44조/));
  });
});
