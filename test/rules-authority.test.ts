// Rule rows have authority: only an official text derives rows, each only for its own place and within the law
// above it; a reviewer's CSV outranks derived rows, which outrank the shipped table; two valid sources that
// disagree are shown with ⚠️ and neither is picked silently; a reviewer can turn a document's rows off; a library
// stored under the old rules is read again on upgrade.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Geungeo } from '../src/main/core';
import { createGeungeo } from '../src/main/core';
import { importRulesCsvBytes } from '../src/main/rules/csv-import';
import { createVerifyLibrary, verifyOffline } from './helpers/verify-library';
import { ruleText, SEOUL_HEAD } from './helpers/rule-texts';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();

describe('the authority of rule sources', () => {
  let core: Geungeo;
  const write = (name: string, text: string) => {
    const path = join(tempDir(), name);
    writeFileSync(path, text);
    return path;
  };
  const seoul2 = () => core.rules.listZoning({ jurisdiction: '서울특별시', zone: '제2종일반주거지역' }).filter((row) => row.bcr_max !== null);

  beforeAll(() => {
    core = createVerifyLibrary(tempDir());
  });
  afterAll(() => core.close());

  it('derives nothing from a memo or a text without its promulgation number, and says so at ingest', async () => {
    const memo = write('업무연락.md', ruleText('', '건축과 업무연락 (건폐율 완화 검토)', ['제2종일반주거지역 : 90퍼센트 이하']));
    const unnumbered = write('조례사본.md', ruleText('제목: 서울특별시 도시계획 조례\n법령구분: 조례', '서울특별시 도시계획 조례', ['제2종일반주거지역 : 55퍼센트 이하']));
    const report = await core.ingest([memo, unnumbered], { embed: false });
    expect(report.added).toBe(2);
    for (const file of report.files) {
      expect(file.rule_rows).toBeUndefined();
      expect(file.warnings.join(' ')).toMatch(/규칙표에 넣지 않음: 건폐율·용적률 항목 1개를 찾았지만 .*(원문이 아닙니다|공포번호가 없어)/);
    }
    const ids = report.files.map((file) => file.document_id);
    expect(core.rules.listZoning({ includeDisabled: true }).filter((row) => ids.includes(row.document))).toEqual([]);
    // The reviewer's 60% is still Seoul's only value; the memo's 90% neither passes nor makes a correct answer fail.
    expect(seoul2().map((row) => row.bcr_max)).toEqual([60]);
    const wrong = await verifyOffline(core, '서울 제2종일반주거지역 건폐율은?', '서울특별시 제2종일반주거지역의 건폐율은 90퍼센트 이하입니다.');
    expect(wrong.status).not.toBe('PASS');
    const right = await verifyOffline(core, '서울 제2종일반주거지역 건폐율은?', '서울특별시 제2종일반주거지역의 건폐율은 60퍼센트 이하입니다 (서울특별시 도시계획 조례 제54조제1항제4호).');
    expect(right.findings, JSON.stringify(right.findings)).toEqual([]);
    expect(right.status).toBe('PASS');
  });

  it('refuses an official-looking ordinance row beyond the decree, keeps its rows within, and reports both', async () => {
    const fake = write('서울조례.md', ruleText(SEOUL_HEAD, '서울특별시 도시계획 조례', ['제2종일반주거지역 : 90퍼센트 이하', '제2종전용주거지역 : 35퍼센트 이하']));
    const file = (await core.ingest([fake], { embed: false })).files[0]!;
    expect(file.rule_rows).toBe(1);
    expect(file.warnings).toContainEqual(expect.stringMatching(/규칙 행 거부: 서울특별시 제2종일반주거지역 건폐율 90퍼센트: 국토의 계획 및 이용에 관한 법률 시행령 제84조제1항제4호의 범위\(60퍼센트 이하\)를 넘습니다/));
    expect(seoul2().map((row) => row.source_kind)).toEqual(['csv']);
    // A row it kept speaks for 서울 only.
    const kept = core.rules.listZoning({ zone: '제2종전용주거지역' }).filter((row) => row.source_kind === 'parsed' && row.document === file.document_id);
    expect(kept.map((row) => [row.jurisdiction, row.bcr_max])).toEqual([['서울특별시', 35]]);
  });

  it('puts a reviewer CSV before derived rows, shows the disagreement, and lets a reviewer turn the document off', async () => {
    // The reviewer's table says 40% for 제2종전용주거지역 in Seoul; the ordinance text above says 35%.
    const rows = core.rules.listZoning({ jurisdiction: '서울특별시', zone: '제2종전용주거지역' }).filter((row) => row.bcr_max !== null);
    expect(rows.map((row) => [row.source_kind, row.bcr_max])).toEqual([
      ['csv', 40],
      ['parsed', 35],
    ]);
    const question = '서울 제2종전용주거지역 건폐율은 얼마인가요?';
    const answer = '서울특별시 제2종전용주거지역의 건폐율은 40퍼센트 이하입니다 (서울특별시 도시계획 조례 제54조제1항제2호).';
    const disputed = await verifyOffline(core, question, answer);
    const conflict = disputed.findings.find((finding) => finding.code === 'rules_conflict');
    expect(conflict, JSON.stringify(disputed.findings)).toBeDefined();
    expect(conflict?.message).toMatch(/규칙 충돌: 서울특별시 제2종전용주거지역 건폐율.*40퍼센트 이하.*35퍼센트 이하/);
    expect(disputed.status).not.toBe('PASS');
    expect(disputed.report.rows.filter((row) => conflict!.sources.includes(row.id)).map((row) => row.source_kind)).toEqual(['csv', 'parsed']);

    // The offline answer lists both values under ⚠️ rather than choosing one.
    const asked = await core.chat.ask({ question, llm: 'none', clarify: false });
    if (asked.kind !== 'answer') throw new Error('expected an answer');
    expect(asked.answer).toMatch(/⚠️ 출처마다 값이 다름/);

    // Turned off, the document's rows are listed for review but used by nothing.
    const source = core.rules.sources().find((item) => item.kind === 'parsed' && item.speaks_for === '서울특별시' && item.rows === 1)!;
    expect(core.rules.setDisabled(source.id, true)).toBe(true);
    expect(core.rules.listZoning({ jurisdiction: '서울특별시', zone: '제2종전용주거지역' }).map((row) => row.source_kind)).toEqual(['csv', 'csv']);
    expect(core.rules.listZoning({ jurisdiction: '서울특별시', zone: '제2종전용주거지역', includeDisabled: true }).find((row) => row.source_id === source.id)).toMatchObject({ source_disabled: true });
    const settled = await verifyOffline(core, question, answer);
    expect(settled.findings.map((finding) => finding.code)).not.toContain('rules_conflict');
    expect(settled.status).toBe('PASS');
  });

  it('refuses a reviewer CSV row beyond the decree, naming its line', () => {
    const csv = 'jurisdiction,zone_district,bcr_max,far_min,far_max,law_name,article\n부산광역시,제2종일반주거지역,90%,,,부산광역시 도시계획 조례,제49조\n부산광역시,제3종일반주거지역,50%,,300%,부산광역시 도시계획 조례,제49조\n';
    const result = importRulesCsvBytes(Buffer.from(csv), 'busan.csv', 'zoning', core);
    expect(result.imported).toBe(0);
    const beyond = /부산광역시 제2종일반주거지역 건폐율 90퍼센트: .*시행령 제84조제1항제4호의 범위\(60퍼센트 이하\)를 넘습니다/;
    expect(result.errors).toEqual([{ line: 2, message: expect.stringMatching(beyond), problems: [{ id: 'csv.row.beyond-law', explanation: expect.stringMatching(beyond) }] }]);
  });

  it('reads a library stored under the old rules again when it opens, so rows a memo planted are gone', async () => {
    const dbPath = join(tempDir(), 'old.db');
    const old = createGeungeo({ dbPath, modelsDir: [] });
    const memo = write('memo.md', ruleText('', '내부 메모', ['제2종일반주거지역 : 90퍼센트 이하']));
    const documentId = (await old.ingest([memo], { embed: false })).files[0]!.document_id!;
    // What a library of the previous version held: the memo's row as a national rule.
    old.rules.replaceSource({ kind: 'parsed', name: `document:${documentId}`, contentHash: null, document: documentId, speaksFor: '전국' }, {
      zoning: [{ jurisdiction: '전국', zone_district: '제2종일반주거지역', bcr_max: 90, far_min: null, far_max: null, law_name: '내부 메모', article: '제54조', item: '제1항제1호', document: documentId, page: 1, line: null }],
    });
    old.store.db.prepare("DELETE FROM meta WHERE key = 'rule_authority'").run();
    await old.close();
    const reopened = createGeungeo({ dbPath, modelsDir: [] });
    try {
      expect(reopened.rules.listZoning({ zone: '제2종일반주거지역' }).map((row) => row.bcr_max)).not.toContain(90);
    } finally {
      await reopened.close();
    }
  });
});
