// HWP/HWPX pages in the window (Chromium against browser mode): a cited table row of an HWPX decree saved with its
// layout opens as the drawn page (sanitized SVG) with the row marked; an HWPX without layout opens as its text,
// saying why. Screenshots at 1280×800 and 1024×700. The files are built by the test and named _예시_비공식.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserMode, type BrowserMode } from '../src/main/bridge/browser-mode';
import { rendererDir } from '../src/main/bridge/renderer-build';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { chromiumPath, launchChromium, screenshotPath } from './helpers/browser';
import { ANNEX_4_MARKDOWN, decreeMarkdown, hwpxFrom, UNOFFICIAL, withLayout, writeFixture } from './helpers/hwp-fixtures';
import type { RecordedRequest } from './helpers/llm-server';
import { startScriptedLlm, type ScriptedLlm } from './helpers/llm-server';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const root = fileURLToPath(new URL('..', import.meta.url));
const executable = chromiumPath();
const APP = { name: 'Geungeo', version: 'e2e' };
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 1024, height: 700 };

/** A decree with a law.go.kr-style header, so its text has standing as a 시행령 (the name says it is an example). */
const DECREE = decreeMarkdown('첫판').replace(/^# .*\n/, '# 시험주차시행령\n\n[시행 2026. 1. 1.] [대통령령 제1호, 2026. 1. 1., 제정]\n');

/** The model's answer cites the passage the context numbered for 제3조 (the table). */
const answer = (request: RecordedRequest) => {
  const context = String(request.body.messages.at(-1)!.content);
  const n = /\[(\d+)\][^[]*숙박시설/.exec(context)?.[1] ?? '1';
  return { content: `숙박시설의 부설주차장은 시설면적 200제곱미터당 1대입니다 [${n}].` };
};

describe.skipIf(!executable)('HWP/HWPX pages in the window', () => {
  let llm: ScriptedLlm;
  let core: Geungeo;
  let app: BrowserMode;
  let browser: Browser;

  beforeAll(async () => {
    const dir = tempDir();
    writeFixture(dir, `시험주차시행령${UNOFFICIAL}.hwpx`, await withLayout(await hwpxFrom(DECREE), [6]));
    writeFixture(dir, `국토계획법시행령_별표4${UNOFFICIAL}.hwpx`, await hwpxFrom(ANNEX_4_MARKDOWN));
    llm = await startScriptedLlm({ whenEmpty: answer });
    core = createGeungeo({ dbPath: join(tempDir(), 'hwp.db'), modelsDir: [], llmFlags: { llm: 'custom', baseUrl: llm.baseURL, model: 'scripted-model' } });
    core.appSettings.update({ verification: { useLlm: false, maxAttempts: 1 } });
    expect((await core.ingest([dir], { embed: false })).added).toBe(2);
    app = await startBrowserMode(core, APP, { rendererDir: rendererDir(root) });
    browser = await launchChromium(executable!);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await llm?.close();
  });

  async function openApp(viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ viewport });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(app.bridge.url);
    await page.getByRole('textbox', { name: '질문' }).waitFor();
    return { page, errors };
  }

  it.each([
    ['wide', WIDE],
    ['narrow', NARROW],
  ] as const)('opens a cited table row on the drawn HWPX page with the row marked (%s)', async (name, viewport) => {
    const { page, errors } = await openApp(viewport);
    const box = page.getByRole('textbox', { name: '질문' });
    await box.fill('숙박시설 부설주차장 설치기준은?');
    await box.press('Enter');
    const reply = page.locator('article.answer');
    await reply.waitFor({ timeout: 60_000 });
    await reply.locator('.chip').first().click();
    const view = page.locator('.page-view');
    const drawn = view.locator('.svg-page svg');
    await drawn.waitFor({ timeout: 30_000 });
    expect(await view.locator('.page-number').innerText()).toBe('2 / 2쪽');
    const marked = (await view.locator('.svg-page text.hl').allTextContents()).join('');
    expect(marked).toContain('숙박시설');
    expect(await view.locator('.svg-page rect.svg-hl').count()).toBeGreaterThan(0);
    expect(await view.locator('.svg-page script, .svg-page foreignObject').count()).toBe(0);
    await page.screenshot({ path: screenshotPath(`hwp-page-drawn-${name}`) });
    // The same page as the text read from it, one click away.
    await view.getByRole('button', { name: '읽은 글' }).click();
    expect(await view.locator('.text-page mark.hl').allInnerTexts().then((parts) => parts.join(''))).toContain('용도: 숙박시설 | 기준: 시설면적 200제곱미터당 1대');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows an HWPX without page layout as its text, and says why', async () => {
    const { page, errors } = await openApp(WIDE);
    await page.getByRole('button', { name: '라이브러리' }).click();
    await page.getByRole('button', { name: /국토계획법시행령_별표4|국토의 계획/ }).first().click();
    const view = page.locator('.page-view');
    await view.locator('.text-page').waitFor();
    expect(await view.locator('figcaption').innerText()).toContain('쪽 배치 정보가 없어');
    expect(await view.locator('.text-page').innerText()).toContain('구분: 건축할 수 있는 건축물 | 호: 다 | 건축물 > 용도: 제1종 근린생활시설');
    await page.screenshot({ path: screenshotPath('hwp-page-text-wide') });
    expect(errors).toEqual([]);
    await page.close();
  });
});
