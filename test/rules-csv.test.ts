// Reviewers' CSV files: exact headers, line-numbered row errors, all-or-nothing unless --skip-bad-rows, provenance,
// and re-importing the same file replacing its rows instead of doubling them. Through the real CLI.
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const fixtures = join(import.meta.dirname, 'fixtures/rules');

interface Row {
  table: string;
  jurisdiction: string;
  zone_district: string;
  source: string;
  source_kind: string;
  [key: string]: unknown;
}

const list = (db: string, ...args: string[]): Row[] => {
  const run = runCli(['rules', 'list', '--db', db, ...args]);
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as Row[];
};

describe('geungeo rules import / list', () => {
  it('refuses a file with bad rows, naming each line, and imports nothing', () => {
    const db = join(tempDir(), 'rules.db');
    const run = runCli(['rules', 'import', join(fixtures, 'zoning-with-bad-rows.csv'), '--table', 'zoning', '--db', db]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/zoning-with-bad-rows\.csv:3: far_max must be a number, found "abc"/);
    expect(run.stderr).toMatch(/:4: bcr_max must be above 0 and at most 100/);
    expect(run.stderr).toMatch(/:5: unknown jurisdiction "없는시"/);
    expect(run.stderr).toMatch(/Nothing imported: 3 bad rows/);
    expect(list(db, '--table', 'zoning').filter((row) => row.source_kind === 'csv')).toEqual([]);
  });

  it('imports the good rows with --skip-bad-rows (BOM, %, full-width digits, aliases) and records the file as their source', () => {
    const db = join(tempDir(), 'rules.db');
    const run = runCli(['rules', 'import', join(fixtures, 'zoning-with-bad-rows.csv'), '--table', 'zoning', '--skip-bad-rows', '--db', db, '--json']);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ table: 'zoning', file: 'zoning-with-bad-rows.csv', imported: 2, skipped: 3 });
    expect(report.errors.map((error: { line: number }) => error.line)).toEqual([3, 4, 5]);

    const jongno = list(db, '--table', 'zoning', '--jurisdiction', '종로');
    expect(jongno).toEqual([
      expect.objectContaining({
        table: 'zoning',
        jurisdiction: '서울특별시 종로구',
        zone_district: '제2종일반주거지역',
        bcr_max: 60,
        far_min: null,
        far_max: 180,
        law_name: '서울특별시 종로구 도시계획 조례',
        article: '제10조',
        source: 'zoning:zoning-with-bad-rows.csv',
        source_kind: 'csv',
      }),
    ]);
    expect(list(db, '--jurisdiction', '경기 성남시 분당구', '--zone', '준주거')).toEqual([
      expect.objectContaining({ jurisdiction: '경기도 성남시 분당구', zone_district: '준주거지역', bcr_max: 70, far_min: 200, far_max: 400 }),
    ]);
  });

  it('replaces the rows of a re-imported file instead of adding them twice', () => {
    const dir = tempDir();
    const db = join(dir, 'rules.db');
    const file = join(dir, 'land-use.csv');
    copyFileSync(join(fixtures, 'land-use-sample.csv'), file);
    for (let round = 0; round < 2; round++) expect(runCli(['rules', 'import', file, '--table', 'land-use', '--db', db]).status).toBe(0);
    const rows = list(db, '--table', 'land-use');
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.activity === '종교시설')).toMatchObject({
      jurisdiction: '전국',
      permission: '조건부허용',
      conditions: '도시ㆍ군계획조례로 정하는 경우에 한함', // middle dots normalized
      // An alias on a rule row becomes the statute's official name.
      law_name: '국토의 계획 및 이용에 관한 법률 시행령',
      source: 'land-use:land-use.csv',
    });
    expect(rows.find((row) => row.activity === '공장')).toMatchObject({ jurisdiction: '서울특별시', zone_district: '제2종일반주거지역', permission: '불허' });

    // The file changes: its rows are replaced, other sources stay.
    writeFileSync(file, 'jurisdiction,zone_district,activity,permission,conditions,law_name,article\n전국,준주거지역,공장,조건부허용,,,\n');
    const refused = runCli(['rules', 'import', file, '--table', 'land-use', '--db', db]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/:2: 조건부허용 needs its conditions/);
    expect(list(db, '--table', 'land-use')).toHaveLength(3);
    writeFileSync(file, 'jurisdiction,zone_district,activity,permission,conditions,law_name,article\n전국,준주거지역,공장,불허,,,\n');
    expect(runCli(['rules', 'import', file, '--table', 'land-use', '--db', db]).status).toBe(0);
    expect(list(db, '--table', 'land-use')).toEqual([expect.objectContaining({ zone_district: '준주거지역', activity: '공장', permission: '불허', law_name: null })]);
    // The shipped national limits are untouched.
    expect(list(db, '--table', 'zoning', '--jurisdiction', '전국')).toHaveLength(42);
  });

  it('says what is wrong with the file itself: header, encoding, table', () => {
    const dir = tempDir();
    const db = join(dir, 'rules.db');
    const header = join(dir, 'header.csv');
    writeFileSync(header, 'jurisdiction,zone,bcr\n서울,준주거지역,60\n');
    const badHeader = runCli(['rules', 'import', header, '--table', 'zoning', '--db', db]);
    expect(badHeader.status).toBe(1);
    expect(badHeader.stderr).toMatch(/must be exactly: jurisdiction,zone_district,bcr_max,far_min,far_max,law_name,article/);

    const eucKr = join(dir, 'euc-kr.csv');
    writeFileSync(eucKr, Buffer.from([0x6a, 0x75, 0x72, 0x0a, 0xbc, 0xad, 0xbf, 0xef, 0x0a])); // "서울" in EUC-KR
    expect(runCli(['rules', 'import', eucKr, '--table', 'zoning', '--db', db]).stderr).toMatch(/is not UTF-8.*CSV UTF-8/);

    expect(runCli(['rules', 'import', header, '--table', 'zones', '--db', db]).stderr).toMatch(/Unknown table "zones".*--table zoning or --table land-use/);
    expect(runCli(['rules', 'list', '--jurisdiction', '아틀란티스', '--db', db]).stderr).toMatch(/Unknown jurisdiction "아틀란티스"/);
  });

  it('reads only a regular file of a rule table\'s size, and never echoes what a wrong file holds', () => {
    const dir = tempDir();
    const db = join(dir, 'rules.db');
    const device = runCli(['rules', 'import', '/dev/zero', '--table', 'zoning', '--db', db]);
    expect(device.status).not.toBe(0);
    expect(device.stderr).toMatch(/is not a regular file/);
    expect(runCli(['rules', 'import', dir, '--table', 'zoning', '--db', db]).stderr).toMatch(/is not a regular file/);
    const secret = join(dir, 'passwd.csv');
    writeFileSync(secret, 'root:x:0:0:root:/root:/bin/bash\nsecret line\n');
    const wrong = runCli(['rules', 'import', secret, '--table', 'zoning', '--db', db]);
    expect(wrong.stderr).toMatch(/must be exactly/);
    expect(wrong.stderr).not.toMatch(/root:x|secret/);
  });
});
