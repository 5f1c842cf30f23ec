import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();

describe('geungeo CLI (subprocess)', () => {
  it('stats --json creates the database with its schema and prints zero counts', () => {
    const db = join(tempDir(), 'fresh.db');
    const run = runCli(['stats', '--db', db, '--json']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ documents: 0, pages: 0, chunks: 0, embedded: 0 });
    expect(existsSync(db)).toBe(true);
  });

  it('takes the database from $GEUNGEO_DB when --db is absent', () => {
    const db = join(tempDir(), 'from-env.db');
    const run = runCli(['info', '--json'], { GEUNGEO_DB: db });
    expect(run.status).toBe(0);
    const info = JSON.parse(run.stdout);
    expect(info).toMatchObject({ dbPath: db, shell: 'cli', schemaVersion: expect.any(Number) });
    expect(info.models[0]).toMatchObject({ role: 'embedding', available: false });
    expect(info.models[0].note).toMatch(/lexical/);
  });

  it('fails with exit code ≠ 0 and exactly one clear line on stderr', () => {
    const dir = tempDir();
    for (const args of [['stats', '--db', join(dir, 'x.db'), '--nope'], ['frobnicate'], ['stats', '--db', dir]]) {
      const run = runCli(args);
      expect(run.status, args.join(' ')).not.toBe(0);
      expect(run.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(run.stderr).toMatch(/^geungeo: /);
    }
  });
});

describe('which database a command opens', () => {
  it('refuses an empty --db, which would open the desktop app\'s library', () => {
    const run = runCli(['stats', '--db', '', '--json']);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/^geungeo: .*--db가 비어 있습니다/);
  });

  it('refuses a --db whose folder does not exist for reading commands, and makes it for ingest', () => {
    const dir = join(tempDir(), 'no', 'such');
    const stats = runCli(['stats', '--db', join(dir, 'x.db'), '--json']);
    expect(stats.status).not.toBe(0);
    expect(stats.stderr).toMatch(/데이터베이스 폴더가 없습니다/);
    expect(existsSync(dir)).toBe(false);
    const ingest = runCli(['ingest', '--db', join(dir, 'x.db'), '--no-embed', '--json', tempDir()]);
    expect(ingest.status).toBe(0);
    expect(existsSync(join(dir, 'x.db'))).toBe(true);
  });
});

describe('what reaches the terminal', () => {
  it('shows control characters from a document as escapes, never as codes the terminal would act on', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '메모.md'), '# 메모\n\n제1조(목적) 이 메모는 \u001b[2J\u001b[31m화면지우기\u001b[0m 시험용 문장을 담는다.\n');
    const db = join(dir, 'x.db');
    expect(runCli(['ingest', '--db', db, '--no-embed', '--json', dir]).status).toBe(0);
    const run = runCli(['search', '--db', db, '화면지우기 시험용 문장']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('화면지우기');
    expect(run.stdout).not.toContain('\u001b');
    expect(run.stdout).toContain('\\u001b');
  });
});

describe('the first start and an empty library', () => {
  it('adds the built-in statutes on the first question, file by file on stderr, then answers from them', () => {
    const db = join(tempDir(), 'first.db');
    const run = runCli(['ask', '건축법에서 말하는 대지의 정의는?', '--llm', 'none', '--no-clarify', '--db', db]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/첫 실행: 기본 제공 법령을 라이브러리에 넣습니다/);
    expect(run.stderr.match(/^ {2}\[\d\/9\] /gm)).toHaveLength(9);
    expect(run.stderr).toMatch(/기본 제공 법령 9건이 라이브러리에 있습니다/);
    expect(run.stdout).toMatch(/건축법/);
    const listed = runCli(['documents', '--db', db, '--json']);
    const documents = JSON.parse(listed.stdout) as { id: number; built_in: boolean }[];
    expect(documents).toHaveLength(9);
    expect(documents.every((document) => document.built_in)).toBe(true);
    // A question outside building and land use is told so, with no verdict on the referral it gives.
    const offTopic = runCli(['ask', '전세 계약 끝났는데 집주인이 보증금을 안 돌려줘요. 어떻게 받아요?', '--llm', 'none', '--db', db]);
    expect(offTopic.stdout).toMatch(/^이 질문은 주택ㆍ상가 임대차.*법규 밖이라 답하지 않았습니다/);
    expect(offTopic.stdout).toMatch(/검증: 근거 없음/);
    expect(offTopic.stdout).not.toMatch(/FAIL|근거 없는 법령/);
  });

  it('is said to be empty by verify, ask and search once the built-in statutes were removed, and `library defaults` brings them back', () => {
    const db = join(tempDir(), 'emptied.db');
    expect(runCli(['library', 'defaults', '--db', db, '--json']).status).toBe(0);
    const documents = JSON.parse(runCli(['documents', '--db', db, '--json']).stdout) as { id: number }[];
    for (const { id } of documents) expect(runCli(['library', 'remove', String(id), '--db', db]).status).toBe(0);
    for (const args of [['verify', '--question', '용적률', '--answer', '용적률은 200%입니다.', '--llm', 'none'], ['ask', '용적률은?', '--llm', 'none'], ['search', '용적률']]) {
      const run = runCli([...args, '--db', db]);
      expect(run.status, args[0]).not.toBe(0);
      expect(run.stderr, args[0]).toMatch(/라이브러리가 비어 있습니다/);
      expect(run.stderr, args[0]).toMatch(/geungeo library defaults/);
    }
    const again = JSON.parse(runCli(['library', 'defaults', '--db', db, '--json']).stdout) as { added: number };
    expect(again.added).toBe(9);
  });
});
