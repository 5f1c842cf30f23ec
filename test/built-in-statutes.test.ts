// The statutes that ship with the app (resources/statutes): a library's first start adds them, with progress, so
// the first question is answered; they are marked 기본 제공, can be removed without coming back unasked, are added
// back on request, and a newer text of the same statute replaces one as any ingest does.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatchCall } from '../src/main/api/dispatch';
import { createCallHandlers, type Emit } from '../src/main/api/handlers';
import { createGeungeo, type Geungeo } from '../src/main/core';
import type { AskResult, DocumentSummary, IngestProgress, IngestReport, Result } from '../src/shared/contract';
import { statutesDir } from '../scripts/corpus-location';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();

function open(dbPath = join(tempDir(), 'library.db'), options: { readonly?: boolean } = {}) {
  const core = createGeungeo({ dbPath, modelsDir: [], env: {}, ...options });
  const events: Parameters<Emit>[] = [];
  const handlers = createCallHandlers(core, { shell: 'test', appName: 'Geungeo', appVersion: 'test' }, { emit: (...event) => events.push(event) });
  const call = async <T,>(name: string, input?: unknown): Promise<T> => {
    const result = (await dispatchCall(handlers, name, input)) as Result<T>;
    if (!result.ok) throw Object.assign(new Error(result.error.message), result.error);
    return result.value;
  };
  return { core, call, events, dbPath };
}

const close = async ({ core }: { core: Geungeo }) => core.close();

describe('the built-in statutes', () => {
  it('go into a new library on its first start, with a progress event per file, and the first question is answered from them', async () => {
    const app = open();
    try {
      const report = await app.call<IngestReport>('library.start');
      expect(report).toMatchObject({ added: 9, failed: 0 });
      const done = app.events.filter(([event, payload]) => event === 'ingest.progress' && (payload as IngestProgress).stage === 'done');
      expect(done.map(([, payload]) => (payload as IngestProgress).file).sort()).toEqual(report.files.map((file) => file.file_name).sort());
      const documents = await app.call<DocumentSummary[]>('documents.list');
      expect(documents).toHaveLength(9);
      expect(documents.every((document) => document.built_in)).toBe(true);
      expect(documents.find((document) => document.file_name === '건축법/법률.md')).toMatchObject({ law_name: '건축법', effective_date: '2027-09-09', promulgation_date: '2026-09-08' });

      // A second start (another window, a reload) adds nothing.
      expect(await app.call('library.start')).toBeNull();

      const answer = await app.call<AskResult>('chat.ask', { question: '건축법에서 대지란 무엇인가요?', llm: 'none', clarify: false });
      expect(answer.kind).toBe('answer');
      if (answer.kind !== 'answer') return;
      expect(answer.no_content).toBe(false);
      expect(answer.citations.some((citation) => citation.law_name === '건축법' && citation.article === '제2조')).toBe(true);
    } finally {
      await close(app);
    }
  });

  it('two windows starting at once share one batch', async () => {
    const app = open();
    try {
      const [first, second] = await Promise.all([app.call<IngestReport | null>('library.start'), app.call<IngestReport | null>('library.start')]);
      expect(first).toEqual(second);
      expect(app.core.store.documents.stats().documents).toBe(9);
    } finally {
      await close(app);
    }
  });

  it('once removed, do not come back on the next start; `library.defaults` adds them back', async () => {
    const app = open();
    await app.call('library.start');
    for (const document of await app.call<DocumentSummary[]>('documents.list')) await app.call('documents.delete', { id: document.id });
    await close(app);

    const reopened = open(app.dbPath);
    try {
      expect(await reopened.call('library.start')).toBeNull();
      expect(reopened.core.store.documents.stats().documents).toBe(0);
      expect(await reopened.call<IngestReport>('library.defaults')).toMatchObject({ added: 9 });
      // Again: the same bytes are already there.
      expect(await reopened.call<IngestReport>('library.defaults')).toMatchObject({ added: 0, unchanged: 9 });
    } finally {
      await close(reopened);
    }
  });

  it('are not added to a library that already holds documents, nor to one opened read-only', async () => {
    const own = open();
    try {
      const folder = join(tempDir(), 'mine');
      cpSync(join(statutesDir, '주차장법'), folder, { recursive: true });
      await own.call('ingest.run', { paths: [folder], embed: false });
      expect(await own.call('library.start')).toBeNull();
      expect(own.core.store.documents.stats().documents).toBe(3);
      // They are the same texts, so they count as built-in wherever they came from.
      expect((await own.call<DocumentSummary[]>('documents.list')).every((document) => document.built_in)).toBe(true);
    } finally {
      await close(own);
    }

    const empty = open();
    await close(empty);
    const readonly = open(empty.dbPath, { readonly: true });
    try {
      expect(readonly.core.builtIns.firstStart()).toBe(false);
    } finally {
      await close(readonly);
    }
  });

  it('a newer text of the same statute replaces the built-in one, which is then no longer marked 기본 제공', async () => {
    const app = open();
    try {
      await app.call('library.start');
      const folder = join(tempDir(), 'newer');
      cpSync(join(statutesDir, '주차장법'), folder, { recursive: true });
      const file = join(folder, '시행령.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace('공포일자: 2025-08-14', '공포일자: 2026-10-01').replace('시행일자: 2025-08-17', '시행일자: 2026-10-01'));
      const report = await app.call<IngestReport>('ingest.run', { paths: [file], embed: false });
      expect(report.replaced).toBe(1);
      const documents = await app.call<DocumentSummary[]>('documents.list');
      expect(documents).toHaveLength(9);
      const decree = documents.find((document) => document.law_name === '주차장법 시행령')!;
      expect(decree).toMatchObject({ built_in: false, effective_date: '2026-10-01' });
      expect(documents.filter((document) => document.built_in)).toHaveLength(8);

      // An older text of a statute (perhaps the one in force today) is kept beside the built-in one.
      const older = join(folder, '법률.md');
      writeFileSync(older, readFileSync(older, 'utf8').replace('공포일자: 2026-02-27', '공포일자: 2024-01-01'));
      expect(await app.call<IngestReport>('ingest.run', { paths: [older], embed: false })).toMatchObject({ added: 1, replaced: 0 });
      expect((await app.call<DocumentSummary[]>('documents.list')).filter((document) => document.law_name === '주차장법')).toHaveLength(2);
    } finally {
      await close(app);
    }
  });
});

describe('dates in force', () => {
  const ask = (app: ReturnType<typeof open>) => app.call<AskResult>('chat.ask', { question: '건축법에서 대지란 무엇인가요?', llm: 'none', clarify: false });

  it('marks the built-in 건축법 (시행 2027-09-09) 시행 예정 on a day before it, in the sources, the answer’s warnings and the report', async () => {
    const app = open();
    try {
      await app.call('library.start');
      await app.call('settings.update', { dates: { referenceDate: '2026-11-25' } });
      const answer = await ask(app);
      if (answer.kind !== 'answer') throw new Error('expected an answer');
      const act = answer.citations.find((citation) => citation.law_name === '건축법')!;
      expect(act).toMatchObject({ effective_date: '2027-09-09', promulgation_date: '2026-09-08', pending: true });
      expect(answer.citations.filter((citation) => citation.law_name === '건축법 시행령').every((citation) => citation.pending === false)).toBe(true);
      const notice = answer.warnings.find((warning) => warning.startsWith('⚠️ 시행 예정'));
      expect(notice).toMatch(new RegExp(`\\[${act.n}\\].*건축법.*2027-09-09부터 시행되는 조문입니다\\(공포 2026-09-08\\)\\. 기준일 2026-11-25`));
      expect(answer.verification.warnings).toContain(notice);
    } finally {
      await close(app);
    }
  });

  it('marks nothing once the reference date is on or after the 시행일, and refuses a date that is not one', async () => {
    const app = open();
    try {
      await app.call('library.start');
      await app.call('settings.update', { dates: { referenceDate: '2027-09-09' } });
      const answer = await ask(app);
      if (answer.kind !== 'answer') throw new Error('expected an answer');
      expect(answer.citations.some((citation) => citation.pending)).toBe(false);
      expect(answer.warnings.some((warning) => warning.includes('시행 예정'))).toBe(false);
      await expect(app.call('settings.update', { dates: { referenceDate: '2027-13-01' } })).rejects.toThrow();
      expect((await app.call<{ dates: { referenceDate: string | null } }>('settings.get')).dates.referenceDate).toBe('2027-09-09');
    } finally {
      await close(app);
    }
  });
});
