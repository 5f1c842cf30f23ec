// An ordinance older than the national law it fills in: the rows taken from it carry a ⚠️ in the rules list, the
// verifier's consulted rows (report and export), the answer's facts and its warnings — and only when the law's text
// in force on the reference date is the newer one.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatchCall } from '../src/main/api/dispatch';
import { createCallHandlers } from '../src/main/api/handlers';
import { formatFact } from '../src/main/answer/rule-facts';
import { createGeungeo, type Geungeo } from '../src/main/core';
import type { AnswerResult, AskResult, CallHandlers, RuleRow } from '../src/shared/contract';
import { verificationReport } from '../src/shared/verification-report';
import { expectAnswer } from './helpers/answers';
import { corpusDbCopy } from './helpers/corpus-db';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const ORDINANCE_FIXTURE = join(import.meta.dirname, 'fixtures/rules/서울특별시_도시계획_조례.md');
const DECREE = '국토의 계획 및 이용에 관한 법률 시행령';
/** The test corpus's decree took effect on this day; the ordinance fixture was made on 2025-01-03. */
const DECREE_IN_FORCE = '2026-03-24';
const QUESTION = '서울 종로구 제2종일반주거지역 용적률 상한은?';

describe('an ordinance older than the law it fills in', () => {
  let core: Geungeo;
  let handlers: CallHandlers;
  const call = async (name: Parameters<typeof dispatchCall>[1], input: unknown) => {
    const result = await dispatchCall(handlers, name, input);
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    return result.value;
  };
  const seoulRows = async () => ((await call('rules.list', { jurisdiction: '서울' })) as RuleRow[]).filter((row) => row.jurisdiction === '서울특별시');
  const pinDate = (referenceDate: string | null) => call('settings.update', { dates: { referenceDate } });

  beforeAll(async () => {
    core = createGeungeo({ dbPath: corpusDbCopy(tempDir()) });
    handlers = createCallHandlers(core, { shell: 'test', appName: 'Geungeo', appVersion: 'test' }, { emit: () => {} });
    expect((await core.ingest([ORDINANCE_FIXTURE])).added).toBe(1);
  });
  beforeEach(() => pinDate('2026-11-25'));
  afterAll(() => core.close());

  it('marks its rows in the rules list with both dates; national rows are not marked', async () => {
    const rows = await seoulRows();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.warning).toContain('서울특별시 도시계획 조례(공포 2025-01-03)');
      expect(row.warning).toContain(`${DECREE}(시행 ${DECREE_IN_FORCE})`);
    }
    const national = ((await call('rules.list', { jurisdiction: '전국', zone: '제2종일반주거지역' })) as RuleRow[]).filter((row) => row.jurisdiction === '전국');
    expect(national.length).toBeGreaterThan(0);
    expect(national.every((row) => !row.warning)).toBe(true);
  });

  it('is not marked before the newer law is in force', async () => {
    await pinDate('2026-01-01');
    expect((await seoulRows()).every((row) => !row.warning)).toBe(true);
  });

  it('marks the consulted rows of the report and the export, and the answer’s facts and warnings', async () => {
    const result = expectAnswer((await call('chat.ask', { question: QUESTION, clarify: false })) as AskResult) as AnswerResult;
    const ordinanceFact = result.facts.find((fact) => fact.jurisdiction === '서울특별시')!;
    expect(ordinanceFact.warning).toContain(`${DECREE}(시행 ${DECREE_IN_FORCE})`);
    expect(result.facts.find((fact) => fact.jurisdiction === '전국')?.warning ?? null).toBeNull();
    expect(formatFact(ordinanceFact)).toContain('⚠️ 상위 법령 개정 전의 조례');
    expect(result.warnings).toContain(ordinanceFact.warning);

    const seoulRow = result.verification.report.rows.find((row) => row.jurisdiction === '서울특별시')!;
    expect(seoulRow.warning).toBe(ordinanceFact.warning);
    expect(verificationReport(result.verification)).toContain(ordinanceFact.warning!);

    const exported = (await call('export.markdown', { session: result.session, message: result.message_id })) as { markdown: string };
    expect(exported.markdown).toContain('상위 법령');
  });

  it('is not marked once the ordinance is newer than the law', async () => {
    const newer = join(tempDir(), '서울특별시_도시계획_조례_개정.md');
    writeFileSync(newer, readFileSync(ORDINANCE_FIXTURE, 'utf8').replace('공포일자: 2025-01-03', '공포일자: 2026-06-01').replace('시행일자: 2025-01-03', '시행일자: 2026-06-01').replace('공포번호: 9500', '공포번호: 9600'));
    const report = await core.ingest([newer]);
    const document = report.files.find((file) => file.status !== 'failed')?.document_id;
    expect(document).toBeDefined();
    const rows = await seoulRows();
    const fromNewer = rows.filter((row) => row.source === `document:${document}`);
    expect(fromNewer.length).toBeGreaterThan(0);
    expect(fromNewer.every((row) => !row.warning)).toBe(true);
  });
});
