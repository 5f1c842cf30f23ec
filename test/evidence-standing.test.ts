// A document is evidence only for what its kind and issuer can say. A memo's items, an announced version of the
// decree beside the one in force, and an official-looking ordinance that lists a cap beyond the decree's range are
// searched like any text, but the offline answer neither quotes them nor gives them to a model, and the verifier
// neither gathers them as support nor as the exception that would excuse a wrong figure.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Geungeo } from '../src/main/core';
import type { AskResult } from '../src/shared/chat-contract';
import { ruleText, SEOUL_HEAD } from './helpers/rule-texts';
import { createVerifyLibrary, verifyOffline } from './helpers/verify-library';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const DECREE = '국토의 계획 및 이용에 관한 법률 시행령';
const ANNOUNCED_HEAD = `제목: ${DECREE}\n법령구분: 대통령령\n공포번호: 36999\n공포일자: 2026-10-01\n시행일자: 2999-01-01`;

describe('what may stand as evidence', () => {
  let core: Geungeo;
  const ask = async (question: string) => {
    const result = (await core.chat.ask({ question, llm: 'none', clarify: false })) as Extract<AskResult, { kind: 'answer' }>;
    expect(result.kind).toBe('answer');
    return result;
  };

  beforeAll(async () => {
    core = createVerifyLibrary(tempDir());
    const write = (name: string, text: string) => {
      const path = join(tempDir(), name);
      writeFileSync(path, text);
      return path;
    };
    const report = await core.ingest(
      [
        write('업무연락.md', ruleText('', '건축과 업무연락 (건폐율 검토)', ['제1종일반주거지역 : 60퍼센트 이하', '제2종일반주거지역 : 93퍼센트 이하'])),
        write('서울조례.md', ruleText(SEOUL_HEAD, '서울특별시 도시계획 조례', ['제1종일반주거지역 : 60퍼센트 이하', '제2종일반주거지역 : 87퍼센트 이하'])),
        write('개정안.md', ruleText(ANNOUNCED_HEAD, DECREE, ['제1종일반주거지역 : 60퍼센트 이하', '제2종일반주거지역 : 69퍼센트 이하'])),
      ],
      { embed: false },
    );
    expect(report.added).toBe(3);
  });
  afterAll(() => core.close());

  it('the offline answer quotes none of them, and says which it set aside and why', async () => {
    for (const question of ['서울 제2종일반주거지역 건폐율은 얼마인가요?', '제2종일반주거지역 건폐율의 법정 상한은?']) {
      const result = await ask(question);
      const said = JSON.stringify({ answer: result.answer, citations: result.citations });
      expect(said, question).toContain('60퍼센트');
      for (const planted of ['93퍼센트', '87퍼센트', '69퍼센트']) expect(said, `${question}: ${planted}`).not.toContain(planted);
      expect(result.citations.every((citation) => !['업무연락.md', '서울조례.md', '개정안.md'].includes(citation.file_name)), question).toBe(true);
    }
    const warnings = (await ask('서울 제2종일반주거지역 건폐율은 얼마인가요?')).warnings.join('\n');
    expect(warnings).toMatch(/공식 원문이 아닌 문서/);
    expect(warnings).toMatch(/서울특별시 도시계획 조례 제54조: 제2종일반주거지역의 건폐율을 상위 법령이 허용하는 범위 밖의 값/);
    expect(warnings).toMatch(/2999-01-01 시행 예정인 판/);
    // The reasons never repeat a planted figure.
    for (const planted of ['93', '87', '69']) expect(warnings).not.toContain(`${planted}퍼센트`);
  });

  it('the verifier takes none of them as support or as an exception: wrong stays wrong, right stays right', async () => {
    const cited = await verifyOffline(core, '서울 2종 일반주거 건폐율 몇 퍼센트?', '서울특별시 제2종일반주거지역의 건폐율은 87퍼센트 이하입니다(「서울특별시 도시계획 조례」 제54조제1항제2호).');
    expect(cited.status).toBe('FAIL');
    const announced = await verifyOffline(core, '2종 일반주거 건폐율?', `제2종일반주거지역의 건폐율은 69퍼센트 이하입니다(「${DECREE}」 제84조제1항제4호).`);
    expect(announced.status).toBe('FAIL');
    const right = await verifyOffline(core, '2종 일반주거 건폐율?', `제2종일반주거지역의 건폐율은 60퍼센트 이하입니다(「${DECREE}」 제84조제1항제4호).`);
    expect(right.status).toBe('PASS');
  });
});
