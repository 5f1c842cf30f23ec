// A field worker's first start, end to end in Chromium over browser mode on a new, empty library: the window says
// it is adding the built-in statutes and counts them in, the library lists them marked 기본 제공, and the first
// question is answered from them without a language model.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserMode, type BrowserMode } from '../src/main/bridge/browser-mode';
import { rendererDir } from '../src/main/bridge/renderer-build';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { chromiumPath, launchChromium, screenshotPath } from './helpers/browser';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const root = fileURLToPath(new URL('..', import.meta.url));
const executable = chromiumPath();

describe.skipIf(!executable)('the first start in Chromium (browser mode)', () => {
  let core: Geungeo;
  let app: BrowserMode;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    core = createGeungeo({ dbPath: join(tempDir(), 'new.db'), modelsDir: [], env: {} });
    core.appSettings.update({ verification: { useLlm: false } });
    app = await startBrowserMode(core, { name: 'Geungeo', version: 'e2e' }, { rendererDir: rendererDir(root) });
    browser = await launchChromium(executable!);
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('adds the nine built-in statutes with a banner that counts them, lists them as 기본 제공, and answers the first question', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(app.bridge.url);
    const banner = page.getByRole('status', { name: '기본 제공 법령 추가' });
    await banner.waitFor({ timeout: 30_000 });
    await expect.poll(() => banner.innerText(), { timeout: 60_000 }).toMatch(/기본 제공 법령 9건이 라이브러리에 있습니다/);
    await page.screenshot({ path: screenshotPath('30-first-start-done') });
    expect(core.store.documents.stats().documents).toBe(9);

    await page.getByRole('button', { name: '라이브러리' }).click();
    const rows = page.locator('.documents tbody tr');
    await expect.poll(() => rows.count()).toBe(9);
    await expect.poll(() => page.locator('.documents .tag.built-in').count()).toBe(9);
    await page.screenshot({ path: screenshotPath('31-library-built-in') });

    await page.getByRole('button', { name: '질의응답' }).click();
    const box = page.getByRole('textbox', { name: '질문' });
    await box.fill('건축법에서 대지란 무엇인가요?');
    await box.press('Enter');
    const answer = page.locator('article.answer');
    await answer.waitFor({ timeout: 60_000 });
    await expect.poll(() => answer.locator('.markdown').innerText(), { timeout: 60_000 }).toMatch(/건축법 제2조/);
    await page.screenshot({ path: screenshotPath('32-first-answer') });
    expect(errors).toEqual([]);
  }, 180_000);
});
