// The team library in the window, end to end in Chromium over browser mode against a real PostgreSQL: a field
// laptop's window syncs on start (the library shows the team version, when it synced and what came), marks each
// document the team's or this laptop's own, syncs again on demand after a reviewer publishes a new text (replaced,
// in the panel), files an answer with 팀에 제출, and shows the team's settings; offline it says so and keeps working.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBrowserMode, type BrowserMode } from '../src/main/bridge/browser-mode';
import { rendererDir } from '../src/main/bridge/renderer-build';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { chromiumPath, launchChromium, screenshotPath } from './helpers/browser';
import { createTeamTestDatabase, type TeamTestDatabase } from './helpers/team-postgres';
import { openLaptop, writeOrdinance } from './helpers/team-laptops';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir('geungeo-e2e-team-');
const root = fileURLToPath(new URL('..', import.meta.url));
const postgres = inject('teamPostgres');
const executable = postgres ? chromiumPath() : null;
const seoulOrdinance = fileURLToPath(new URL('./fixtures/rules/서울특별시_도시계획_조례.md', import.meta.url));

/** Every screen this test changes, at both sizes and in both schemes. */
async function screenshots(browser: Browser, url: string, name: string, open: (page: Page) => Promise<void>) {
  for (const [width, height] of [[1280, 800], [1024, 700]] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport: { width, height }, colorScheme });
      await page.goto(url);
      await open(page);
      await page.screenshot({ path: screenshotPath(`${name}-${width}-${colorScheme}`) });
      await page.close();
    }
  }
}

describe.skipIf(!postgres || !executable)('the team library in Chromium (browser mode)', () => {
  let team: TeamTestDatabase;
  let reviewer: Geungeo;
  let field: Geungeo;
  let app: BrowserMode;
  let browser: Browser;
  let page: Page;
  const files = () => tempDir();
  let folder: string;

  beforeAll(async () => {
    team = await createTeamTestDatabase(postgres!);
    reviewer = openLaptop(tempDir(), team.url('reviewer'));
    folder = files();
    await reviewer.ingest([seoulOrdinance, writeOrdinance(folder, '종로구_조례.md', '서울특별시 종로구 건축 조례', '800', '2024-08-01', '이 조례는 종로구 한옥 밀집지역의 건축물 높이를 정한다.')], { embed: false });
    await reviewer.team.publish(undefined);

    field = createGeungeo({ dbPath: join(tempDir(), 'field.db'), modelsDir: [], env: { GEUNGEO_TEAM_URL: team.url('reader') } });
    field.builtIns.markOffered();
    field.appSettings.update({ verification: { useLlm: false } });
    // A document of the field laptop's own, which the team never sees.
    await field.ingest([writeOrdinance(files(), '현장_메모.md', '서울특별시 중구 옥외광고물 조례', '801', '2024-08-02', '이 조례는 중구의 옥외광고물을 정한다.')], { embed: false });
    app = await startBrowserMode(field, { name: 'Geungeo', version: 'e2e' }, { rendererDir: rendererDir(root) });
    browser = await launchChromium(executable!);
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await reviewer?.close();
    await team?.drop();
  });

  it('syncs on start, marks whose each document is, syncs again on demand and shows what changed', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(app.bridge.url);
    await page.getByRole('button', { name: '라이브러리', exact: true }).click();
    const panel = page.getByRole('region', { name: '팀 라이브러리' });
    await expect.poll(() => panel.getByTestId('team-changes').innerText(), { timeout: 30_000 }).toMatch(/첫 동기화: 추가 2 \(.*서울특별시 종로구 건축 조례.*\)/);
    await expect.poll(() => panel.getByTestId('team-version').innerText()).toBe(String(field.team.status().version));
    expect(await panel.getByTestId('team-synced').innerText()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d \(방금\)$/);
    expect(await panel.innerText()).toContain('읽기 전용');
    await expect.poll(() => page.locator('.documents .tag.team-doc').count()).toBe(2);
    expect(await page.locator('tr[data-document="현장_메모.md"] .tag.local-doc').innerText()).toBe('이 노트북에만');
    await page.screenshot({ path: screenshotPath('40-team-library') });

    // A reviewer publishes a new text of the 종로구 ordinance; the field laptop syncs on demand.
    writeOrdinance(folder, '종로구_조례.md', '서울특별시 종로구 건축 조례', '802', '2025-08-01', '이 조례는 종로구 한옥 밀집지역의 건축물 높이와 지붕 모양을 정한다.');
    await reviewer.ingest([join(folder, '종로구_조례.md')], { embed: false });
    await reviewer.team.publish(undefined);
    await panel.getByRole('button', { name: '지금 동기화' }).click();
    await expect.poll(() => panel.getByTestId('team-changes').innerText(), { timeout: 30_000 }).toMatch(/팀 버전 \d+ → \d+: 새 판으로 교체 1 \(서울특별시 종로구 건축 조례\)/);
    expect(field.store.documents.list().filter((row) => row.law_name === '서울특별시 종로구 건축 조례').map((row) => row.promulgation_date)).toEqual(['2025-08-01']);
    expect(errors).toEqual([]);
  }, 120_000);

  it('files an answer with 팀에 제출, and the team settings show where the team is', async () => {
    await page.getByRole('button', { name: '질의응답' }).click();
    const box = page.getByRole('textbox', { name: '질문' });
    await box.fill('종로구 한옥 밀집지역 건축물 높이는 어느 조례에 있나요?');
    await box.press('Enter');
    await page.locator('article.answer').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: '팀에 제출' }).click();
    await page.getByText('✔ 팀에 제출했습니다').waitFor({ timeout: 20_000 });
    expect(await team.query("SELECT kind FROM team_audit_records WHERE question LIKE '종로구 한옥%'")).toEqual([{ kind: 'submit' }]);
    await page.screenshot({ path: screenshotPath('41-team-submit') });

    await page.getByRole('button', { name: '설정', exact: true }).click();
    const section = page.getByRole('region', { name: '팀 라이브러리' });
    await section.getByText('GEUNGEO_TEAM_URL', { exact: false }).waitFor();
    // Browser mode has no secure store: the password stays in the environment.
    expect(await section.getByLabel('비밀번호').isDisabled()).toBe(true);
    expect(await section.getByRole('button', { name: '팀 서버 접속 확인' }).isDisabled()).toBe(false);
  }, 120_000);

  it('offline: the panel says the team cannot be reached and that this laptop works on', async () => {
    const offline = createGeungeo({ dbPath: field.store.path, modelsDir: [], env: { GEUNGEO_TEAM_URL: 'postgres://nobody@127.0.0.1:9/none' } });
    const offlineApp = await startBrowserMode(offline, { name: 'Geungeo', version: 'e2e' }, { rendererDir: rendererDir(root) });
    try {
      const view = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await view.goto(offlineApp.bridge.url);
      await view.getByRole('button', { name: '라이브러리', exact: true }).click();
      const panel = view.getByRole('region', { name: '팀 라이브러리' });
      await expect.poll(() => panel.locator('.error-box').innerText(), { timeout: 30_000 }).toMatch(/팀 라이브러리 서버\(127\.0\.0\.1:9\)에 연결할 수 없습니다\.\s*이 노트북의 라이브러리로 검색·답변·검증은 그대로 됩니다/);
      await view.screenshot({ path: screenshotPath('42-team-offline') });
      await view.close();
      await screenshots(browser, offlineApp.bridge.url, '43-team-offline', async (shot) => {
        await shot.getByRole('button', { name: '라이브러리', exact: true }).click();
        await shot.locator('.team-panel .error-box').waitFor({ timeout: 30_000 });
      });
    } finally {
      await offlineApp.close();
    }
    await screenshots(browser, app.bridge.url, '44-team-library', async (shot) => {
      await shot.getByRole('button', { name: '라이브러리', exact: true }).click();
      await shot.getByTestId('team-changes').waitFor({ timeout: 30_000 });
    });
    await screenshots(browser, app.bridge.url, '45-team-settings', async (shot) => {
      await shot.getByRole('button', { name: '설정', exact: true }).click();
      await shot.getByRole('region', { name: '팀 라이브러리' }).scrollIntoViewIfNeeded();
    });
  }, 180_000);

  it('a reviewer publishes from the library view: asked first, then what went to the team', async () => {
    await reviewer.ingest([writeOrdinance(files(), '마포_조례.md', '서울특별시 마포구 건축 조례', '803', '2024-08-03', '이 조례는 마포구의 건축선을 정한다.')], { embed: false });
    const reviewerApp = await startBrowserMode(reviewer, { name: 'Geungeo', version: 'e2e' }, { rendererDir: rendererDir(root) });
    try {
      const view = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await view.goto(reviewerApp.bridge.url);
      await view.getByRole('button', { name: '라이브러리', exact: true }).click();
      const panel = view.getByRole('region', { name: '팀 라이브러리' });
      await panel.getByText('검토자 · 게시 가능').waitFor({ timeout: 30_000 });
      await view.locator('tr[data-document="마포_조례.md"] .tag.local-doc').waitFor();
      await panel.getByRole('button', { name: '팀에 게시…' }).click();
      const dialog = view.getByRole('alertdialog', { name: '팀에 게시' });
      expect(await dialog.innerText()).toContain('이 노트북에만 있는 문서 1건');
      await view.screenshot({ path: screenshotPath('46-team-publish-confirm') });
      await dialog.getByRole('button', { name: '게시' }).click();
      await expect.poll(() => panel.getByRole('status').last().innerText(), { timeout: 30_000 }).toMatch(/게시했습니다 \(팀 버전 \d+\): 새 문서 1건/);
      await view.locator('tr[data-document="마포_조례.md"] .tag.team-doc').waitFor();
      await view.screenshot({ path: screenshotPath('47-team-published') });
      await view.close();
      expect(await team.query("SELECT count(*)::int AS n FROM team_documents WHERE law_name = '서울특별시 마포구 건축 조례' AND deleted_version IS NULL")).toEqual([{ n: 1 }]);
      await screenshots(browser, reviewerApp.bridge.url, '48-team-reviewer', async (shot) => {
        await shot.getByRole('button', { name: '라이브러리', exact: true }).click();
        await shot.getByText('검토자 · 게시 가능').waitFor({ timeout: 30_000 });
      });
    } finally {
      // The reviewer's core stays open for afterAll; only its bridge closes here.
      await reviewerApp.bridge.close();
    }
  }, 180_000);
});
