// The team library against a real PostgreSQL (test/setup/team-postgres.ts finds it): a reviewer's laptop publishes,
// a field laptop pulls, and both answer alike; replacement and deletion reach every laptop; two reviewers publishing
// the same file at once make one document; a read-only account cannot publish; an answer filed offline reaches the
// team on the next sync; a laptop takes only its slice; rule imports and labelled examples travel too.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Geungeo } from '../src/main/core';
import { createVectorRepository, ensureEmbeddingSpace } from '../src/main/store/vectors';
import { dispatchCall } from '../src/main/api/dispatch';
import { createCallHandlers } from '../src/main/api/handlers';
import { errorLine, errorMessage } from '../src/shared/error-catalog';
import type { ApiError } from '../src/shared/contract';
import { createTeamTestDatabase, type TeamTestDatabase } from './helpers/team-postgres';
import { documentsOf, openLaptop, searchOf, writeOrdinance, zoningOf } from './helpers/team-laptops';
import { hwpxFrom, PARKING_MARKDOWN, UNOFFICIAL } from './helpers/hwp-fixtures';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir('geungeo-team-');
const postgres = inject('teamPostgres');
const statutes = fileURLToPath(new URL('../resources/statutes', import.meta.url));
const seoulOrdinance = fileURLToPath(new URL('./fixtures/rules/서울특별시_도시계획_조례.md', import.meta.url));
const SHELL = { shell: 'test', appName: 'Geungeo', appVersion: 'test' } as const;

/** Copies some built-in statute files into a folder of their own (a reviewer's documents). */
function statuteFolder(names: readonly string[]): string {
  const dir = join(tempDir(), 'statutes');
  for (const name of names) {
    mkdirSync(join(dir, name.split('/')[0]!), { recursive: true });
    copyFileSync(join(statutes, name), join(dir, name));
  }
  return dir;
}

describe.skipIf(!postgres)('the team library on PostgreSQL', () => {
  let team: TeamTestDatabase;
  const open: Geungeo[] = [];
  const laptop = (user: Parameters<TeamTestDatabase['url']>[0] | null, env: Record<string, string> = {}) => {
    const core = openLaptop(tempDir(), user ? team.url(user) : null, env);
    open.push(core);
    return core;
  };

  beforeAll(async () => {
    team = await createTeamTestDatabase(postgres!);
  });
  afterAll(async () => {
    for (const core of open) await core.close();
    await team?.drop();
  });

  it('publish, then sync on another laptop: the same documents, rule rows and search results', async () => {
    const reviewer = laptop('reviewer');
    const folder = statuteFolder(['건축법/법률.md', '건축법/시행령.md', '국토의계획및이용에관한법률/시행령.md']);
    const ingested = await reviewer.ingest([folder, seoulOrdinance], { embed: false });
    expect(ingested.failed).toBe(0);
    expect(zoningOf(reviewer).some((row) => row.jurisdiction === '서울특별시')).toBe(true);

    const published = await reviewer.team.publish(undefined);
    expect(published).toMatchObject({ published: 4, unchanged: 0, failed: 0 });
    expect(published.version).toBeGreaterThanOrEqual(4);
    expect(await team.query('SELECT count(*)::int AS n FROM team_documents WHERE deleted_version IS NULL')).toEqual([{ n: 4 }]);

    const field = laptop('reader');
    const report = await field.team.sync();
    expect(report.added.map((change) => change.name).sort()).toEqual(['건축법', '건축법 시행령', '국토의 계획 및 이용에 관한 법률 시행령', '서울특별시 도시계획 조례']);
    expect(report.from_version).toBeNull();
    expect(report.version).toBe(published.version);

    expect(documentsOf(field)).toEqual(documentsOf(reviewer));
    expect(zoningOf(field)).toEqual(zoningOf(reviewer));
    for (const query of ['제2종일반주거지역 건폐율', '건축허가 절차', '대지의 조경', '서울 준주거지역 용적률']) expect(await searchOf(field, query), query).toEqual(await searchOf(reviewer, query));
    // The page view opens a team document's own file (kept in the library's folder, hash-checked).
    const document = field.store.documents.list().find((row) => row.law_name === '건축법')!;
    expect(document.team_version).toBeGreaterThan(0);
    const file = await field.documents.file(document.id);
    expect(Buffer.from(file.base64, 'base64').toString('utf8')).toContain('# 건축법');

    const again = await field.team.sync();
    expect(again).toMatchObject({ version: report.version, from_version: report.version, added: [], removed: [], replaced: [] });
    expect(field.team.status()).toMatchObject({ configured: true, version: report.version, role: 'reader', documents: { team: 4, local_only: 0 } });
  });

  it('a newer version replaces the old one on every laptop, a deletion is published too, and a local-only document stays local', async () => {
    const dir = tempDir();
    const reviewer = laptop('reviewer');
    const field = laptop('reader');
    await field.team.sync();
    const v1 = writeOrdinance(dir, '종로구_건축_조례.md', '서울특별시 종로구 건축 조례', '100', '2024-01-01', '이 조례는 종로구 건축물의 높이를 정한다.');
    const memo = writeOrdinance(dir, '부산_주차장_조례.md', '부산광역시 주차장 설치 및 관리 조례', '200', '2024-02-01', '이 조례는 부산의 주차장을 정한다.');
    await reviewer.ingest([v1, memo], { embed: false });
    await reviewer.team.publish(undefined);
    await field.team.sync();
    expect(field.store.documents.list().map((row) => row.law_name)).toEqual(expect.arrayContaining(['서울특별시 종로구 건축 조례', '부산광역시 주차장 설치 및 관리 조례']));

    // The field laptop's own file stays its own.
    const own = writeOrdinance(tempDir(), '메모_조례.md', '서울특별시 중구 옥외광고물 조례', '300', '2024-03-01', '이 조례는 중구의 옥외광고물을 정한다.');
    await field.ingest([own], { embed: false });

    // A new text of the same file: the reviewer's library replaces it, and so does the team.
    writeOrdinance(dir, '종로구_건축_조례.md', '서울특별시 종로구 건축 조례', '101', '2025-01-01', '이 조례는 종로구 건축물의 높이와 배치를 정한다.');
    expect((await reviewer.ingest([v1], { embed: false })).replaced).toBe(1);
    const busan = reviewer.store.documents.list().find((row) => row.law_name === '부산광역시 주차장 설치 및 관리 조례')!;
    await dispatchCall(createCallHandlers(reviewer, SHELL), 'documents.delete', { id: busan.id });
    const published = await reviewer.team.publish(undefined);
    expect(published.documents.find((row) => row.name === '서울특별시 종로구 건축 조례')).toMatchObject({ status: 'published', replaced: [{ name: '서울특별시 종로구 건축 조례' }] });
    expect(published.deleted.map((change) => change.name)).toEqual(['부산광역시 주차장 설치 및 관리 조례']);

    const report = await field.team.sync();
    expect(report.replaced.map((change) => change.name)).toEqual(['서울특별시 종로구 건축 조례']);
    expect(report.removed.map((change) => change.name)).toEqual(['부산광역시 주차장 설치 및 관리 조례']);
    const documents = field.store.documents.list();
    expect(documents.filter((row) => row.law_name === '서울특별시 종로구 건축 조례').map((row) => row.promulgation_date)).toEqual(['2025-01-01']);
    expect(documents.some((row) => row.law_name === '부산광역시 주차장 설치 및 관리 조례')).toBe(false);
    expect(documents.find((row) => row.law_name === '서울특별시 중구 옥외광고물 조례')).toMatchObject({ team_version: null });
    expect(field.team.status().documents.local_only).toBe(1);
    expect((await searchOf(field, '종로구 건축물의 높이와 배치'))[0]).toMatch(/^서울특별시 종로구 건축 조례 제1조 .*높이와 배치/s);
  });

  it('two reviewers publishing the same file at once make one team document', async () => {
    const dir = tempDir();
    const path = writeOrdinance(dir, '동시_조례.md', '서울특별시 강남구 건축 조례', '400', '2024-04-01', '이 조례는 강남구의 건축을 정한다.');
    const [first, second] = [laptop('reviewer'), laptop('reviewer2')];
    await first.ingest([path], { embed: false });
    await second.ingest([path], { embed: false });
    const reports = await Promise.all([first.team.publish(undefined), second.team.publish(undefined)]);
    const statuses = reports.map((report) => report.documents.find((row) => row.name === '서울특별시 강남구 건축 조례')!.status).sort();
    expect(statuses).toEqual(['published', 'unchanged']);
    const rows = await team.query<{ n: number; ids: number }>(
      "SELECT count(*)::int AS n, count(DISTINCT id)::int AS ids FROM team_documents WHERE law_name = '서울특별시 강남구 건축 조례'",
    );
    expect(rows).toEqual([{ n: 1, ids: 1 }]);
    expect(reports[0]!.documents.find((row) => row.name === '서울특별시 강남구 건축 조례')!.team_id).toBe(reports[1]!.documents.find((row) => row.name === '서울특별시 강남구 건축 조례')!.team_id);
  });

  it('a read-only account cannot publish: refused in Korean, and the server keeps what it had', async () => {
    const field = laptop('reader');
    await field.ingest([writeOrdinance(tempDir(), '현장_조례.md', '서울특별시 마포구 건축 조례', '500', '2024-05-01', '이 조례는 마포구의 건축을 정한다.')], { embed: false });
    const before = await team.query('SELECT id, version FROM team_documents ORDER BY id');
    const head = await team.query('SELECT version FROM team_head');
    const result = await dispatchCall(createCallHandlers(field, SHELL), 'team.publish', {});
    expect(result.ok).toBe(false);
    const error = (result as { error: ApiError }).error;
    expect(error).toMatchObject({ code: 'TEAM_ERROR', reason: { id: 'team.read-only' } });
    expect(errorLine(errorMessage(error))).toMatch(/^계정 “geungeo_t_.*_field”은\(는\) 팀 라이브러리를 읽기만 할 수 있어 게시하지 않았습니다\. 게시는 검토자 계정으로 하세요/);
    expect(await team.query('SELECT id, version FROM team_documents ORDER BY id')).toEqual(before);
    expect(await team.query('SELECT version FROM team_head')).toEqual(head);
    // Nor can it write around the app: the server's own role refuses.
    const direct = await import('pg').then(async ({ default: pg }) => {
      const client = new pg.Client({ connectionString: team.url('reader') });
      await client.connect();
      try {
        await client.query('UPDATE team_head SET version = version + 1');
        return 'written';
      } catch (failure) {
        return (failure as { code: string }).code;
      } finally {
        await client.end();
      }
    });
    expect(direct).toBe('42501');
  });

  it('an answer filed while offline is queued, and reaches the team audit records on the next sync', async () => {
    const dir = tempDir();
    // Offline: the team's address is a port nothing listens on.
    const offline = openLaptop(dir, 'postgres://nobody@127.0.0.1:9/none');
    await offline.ingest([seoulOrdinance], { embed: false });
    const handlers = createCallHandlers(offline, SHELL);
    const asked = await offline.chat.ask({ question: '서울 제2종일반주거지역 건폐율은?', llm: 'none', clarify: false });
    if (asked.kind !== 'answer') throw new Error('expected an answer');
    const submitted = await dispatchCall(handlers, 'team.submit', { session: asked.session, message: asked.message_id });
    expect(submitted).toEqual({ ok: true, value: { queued: 1, sent: false } });
    const exported = await dispatchCall(handlers, 'export.markdown', { session: asked.session, message: asked.message_id });
    expect(exported.ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(offline.team.status().pending_audit).toBe(2);
    const failed = await dispatchCall(handlers, 'team.sync', {});
    expect(failed).toMatchObject({ ok: false, error: { code: 'TEAM_ERROR', reason: { id: 'team.unreachable', server: '127.0.0.1:9' } } });
    expect(offline.team.status().last_error).toMatchObject({ reason: { id: 'team.unreachable' } });
    await offline.close();

    // Back in the office: the same library, now pointed at the team.
    const online = openLaptop(dir, team.url('reader'));
    open.push(online);
    const report = await online.team.sync();
    expect(report.audit_sent).toBe(2);
    expect(online.team.status()).toMatchObject({ pending_audit: 0, last_error: null });
    const records = await team.query<{ kind: string; question: string; answer: string; model: string; library_version: string | null; submitted_by: string; sources: unknown[] }>(
      "SELECT kind, question, answer, model, library_version, submitted_by, sources FROM team_audit_records WHERE question = '서울 제2종일반주거지역 건폐율은?' ORDER BY kind",
    );
    expect(records.map((record) => record.kind)).toEqual(['export', 'submit']);
    expect(records[0]).toMatchObject({ answer: asked.answer, submitted_by: expect.stringMatching(/_field$/) });
    expect(records[0]!.model).toMatch(/추출식/);
    expect(records[0]!.sources.length).toBeGreaterThan(0);
    // Sending again sends nothing twice.
    expect((await online.team.sync()).audit_sent).toBe(0);
  });

  it('a laptop takes the national acts and its chosen places’ ordinances, and changing its places changes what it holds', async () => {
    const field = laptop('reader');
    field.team.configure({ places: ['서울 종로구'] }, undefined);
    await field.team.sync();
    const names = () => field.store.documents.list().map((row) => row.law_name).sort();
    expect(names()).toEqual(expect.arrayContaining(['건축법', '건축법 시행령', '국토의 계획 및 이용에 관한 법률 시행령', '서울특별시 도시계획 조례', '서울특별시 종로구 건축 조례']));
    expect(names().filter((name) => name?.startsWith('서울특별시 강남구') || name?.startsWith('부산광역시') || name?.startsWith('서울특별시 마포구'))).toEqual([]);
    expect(field.team.status().settings.places).toEqual(['서울특별시 종로구']);

    field.team.configure({ places: ['서울특별시'] }, undefined);
    const widened = await field.team.sync();
    expect(widened.added.map((change) => change.name)).toEqual(['서울특별시 강남구 건축 조례']);
    expect(names()).toContain('서울특별시 강남구 건축 조례');
  });

  it('a reviewer’s CSV rule import and labelled examples reach the other laptops', async () => {
    const reviewer = laptop('reviewer');
    const csv = join(tempDir(), '종로구_한도.csv');
    writeFileSync(csv, 'jurisdiction,zone_district,bcr_max,far_min,far_max,law_name,article\n서울특별시 종로구,제2종일반주거지역,55,,190,서울특별시 도시계획 조례,제54조\n');
    await dispatchCall(createCallHandlers(reviewer, SHELL), 'rules.import', { path: csv, table: 'zoning' });
    const classified = await reviewer.understander.classify('골목길 집 높이 제한');
    reviewer.understander.correct({ id: classified.id, category: 'height' });
    const published = await reviewer.team.publish(undefined);
    expect(published).toMatchObject({ rule_imports: 1, examples: 1 });

    const field = laptop('reader');
    const report = await field.team.sync();
    expect(report).toMatchObject({ rule_imports: 1, examples: 1 });
    expect(field.rules.listZoning({ jurisdiction: '서울특별시 종로구' }).map((row) => [row.source, row.bcr_max, row.far_max])).toEqual([['zoning:종로구_한도.csv', 55, 190]]);
    expect(field.store.db.prepare('SELECT query, category FROM category_examples').all()).toEqual([{ query: '골목길 집 높이 제한', category: 'height' }]);
  });

  it('vectors of the laptop’s embedding model travel with their documents; a laptop without a model takes none', async () => {
    const model = { modelId: 'test/tiny-8', dimension: 8 };
    const reviewer = laptop('reviewer');
    await reviewer.ingest([writeOrdinance(tempDir(), '벡터_조례.md', '서울특별시 성동구 건축 조례', '600', '2024-06-01', '이 조례는 성동구의 건축물 높이를 정한다.')], { embed: false });
    ensureEmbeddingSpace(reviewer.store.db, model);
    const vectors = createVectorRepository(reviewer.store.db);
    const chunks = reviewer.store.db.prepare('SELECT id FROM chunks').all() as { id: number }[];
    chunks.forEach(({ id }, index) => vectors.insert(id, [1, index, 0.5, -index, 0, 0, 0, 2]));
    const published = await reviewer.team.publish(undefined);
    expect(published.vectors).toBe(chunks.length);

    const withModel = laptop('reader');
    ensureEmbeddingSpace(withModel.store.db, model);
    const report = await withModel.team.sync();
    const document = withModel.store.documents.list().find((row) => row.law_name === '서울특별시 성동구 건축 조례')!;
    expect(document.embedded).toBe(document.chunks);
    expect(report.vectors).toBeGreaterThanOrEqual(document.chunks);
    const stored = withModel.store.db.prepare('SELECT v.embedding FROM chunks c JOIN chunk_vectors v ON v.chunk_id = c.id WHERE c.document_id = ? ORDER BY c.chunk_index').all(document.id) as { embedding: Buffer }[];
    expect([...new Float32Array(new Uint8Array(stored[1]!.embedding).buffer)]).toEqual([1, 1, 0.5, -1, 0, 0, 0, 2]);

    const withoutModel = laptop('reader');
    expect((await withoutModel.team.sync()).vectors).toBe(0);
    expect(withoutModel.store.documents.stats().embedded).toBe(0);
  });
  it('carries what annexes give: an HWPX table with its chunks, land-use, parking and use rows — the same answer on both laptops', async () => {
    const reviewer = laptop('reviewer');
    const folder = join(tempDir(), 'annexes');
    mkdirSync(folder);
    for (const name of ['국토계획법시행령_별표5_예시_비공식.md', '건축법시행령_별표1_예시_비공식.md']) copyFileSync(fileURLToPath(new URL(`./fixtures/annexes/${name}`, import.meta.url)), join(folder, name));
    writeFileSync(join(folder, `주차장법시행령_별표1${UNOFFICIAL}.hwpx`), await hwpxFrom(`주차장법 시행령\n\n[시행 2025. 10. 1.] [대통령령 제35800호, 2025. 10. 1., 일부개정]\n\n${PARKING_MARKDOWN}`));
    expect((await reviewer.ingest([folder], { embed: false })).failed).toBe(0);
    expect(reviewer.rules.listParking({}).length).toBeGreaterThan(0);
    await reviewer.team.publish(undefined);

    const field = laptop('reader');
    await field.team.sync();
    // Without the local ids (a source is named by its document's id: "document:12").
    const rows = (core: Geungeo) => ({
      landUse: core.rules.listLandUse({}).filter((row) => row.source_kind === 'parsed').map(({ source_id: _s, source: _n, document: _d, ...row }) => row),
      parking: core.rules.listParking({}).map(({ source_id: _s, source: _n, document: _d, ...row }) => row),
      uses: core.rules.listUseClasses({}).map(({ source_id: _s, source: _n, document: _d, ...row }) => row),
      tables: core.store.db.prepare('SELECT t.table_index, t.caption, t.structure, (SELECT count(*) FROM chunks c WHERE c.table_id = t.id) AS chunks FROM document_tables t ORDER BY t.table_index').all(),
    });
    expect(rows(field)).toEqual(rows(reviewer));
    expect(rows(field).tables.length).toBeGreaterThan(0);
    const question = '2종일반주거지역에 카페 80평 차려도 돼?';
    const answer = async (core: Geungeo) => ((await core.chat.ask({ question, llm: 'none', clarify: false })) as { answer: string }).answer.split('\n\n')[1];
    expect(await answer(field)).toBe(await answer(reviewer));
    expect(await answer(field)).toMatch(/제1종근린생활시설로 허용입니다/);
  });
});
