// The window's panels, dialogs and live progress end to end, in Chromium over browser mode: the cited page beside
// the chat from 1280 px (a dialog below), its highlight following the passage onto the next page; the focus left
// in the composer while an answer streams; dialogs that keep Tab inside and give the focus back; deleting a
// conversation through the confirmation dialog; upload rows that finish one by one before the batch ends; and
// "다시 임베딩" without a model saying why. Screenshots at 1280×800 and 1024×700, light and dark.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserMode, type BrowserMode } from '../src/main/bridge/browser-mode';
import { rendererDir } from '../src/main/bridge/renderer-build';
import { createGeungeo, type Geungeo } from '../src/main/core';
import type { IngestBackend } from '../src/main/ingest/backend';
import type { IngestFileResult } from '../src/shared/contract';
import { chromiumPath, launchChromium, screenshotPath } from './helpers/browser';
import { corpusPdfDir } from './helpers/corpus';
import { corpusDbCopy } from './helpers/corpus-db';
import { dropFiles } from './helpers/drop-files';
import { startScriptedLlm, type RecordedRequest, type ScriptedLlm } from './helpers/llm-server';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const root = fileURLToPath(new URL('..', import.meta.url));
const executable = chromiumPath();
const APP = { name: 'Geungeo', version: 'e2e' };
const QUESTION = '제2종일반주거지역 건폐율 상한은?';
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 1024, height: 700 };
const UPLOADS = ['주차장법_시행령.pdf', '주차장법_시행규칙.pdf', '주차장법_법률.pdf'];

/** The [n] the context gave 시행령 제84조 ①, whose passage runs from p.54 onto p.55. */
const passage84 = (request: RecordedRequest) => {
  const context = String(request.body.messages.at(-1)!.content);
  return Number(/\[(\d+)\]/.exec(context.slice(context.indexOf('- 제84조(용도지역안에서의 건폐율)')))![1]);
};

/** The page in light and dark at its current size, as <name>-<width>x<height>-<scheme>.png. */
async function shoot(page: Page, name: string): Promise<void> {
  const { width, height } = page.viewportSize()!;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: screenshotPath(`${name}-${width}x${height}-${colorScheme}`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Where the focus is, as the test names it: the element's id, else its accessible label. */
const focused = (page: Page) => page.evaluate(`(() => { const e = document.activeElement; return e?.id || e?.getAttribute('aria-label') || e?.textContent?.trim() || e?.tagName; })()`) as Promise<string>;
const focusInside = (page: Page, selector: string) => page.evaluate(`Boolean(document.querySelector(${JSON.stringify(selector)})?.contains(document.activeElement))`) as Promise<boolean>;

/** The core's own ingestion, one file at a time, the last one held until the test lets it go. */
function pacedBackend(inner: IngestBackend): { backend: IngestBackend; release(): void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const backend: IngestBackend = {
    ...inner,
    async ingestFiles(files, emit, onResult, signal) {
      const results: IngestFileResult[] = [];
      for (const [index, file] of files.entries()) {
        if (index === files.length - 1) await gate;
        const [result] = await inner.ingestFiles([file], (event) => emit({ ...event, fileIndex: index + 1, fileCount: files.length }), undefined, signal);
        onResult?.(index, result!);
        results.push(result!);
      }
      return results;
    },
  };
  return { backend, release };
}

describe.skipIf(!executable)('panels, dialogs, focus and upload progress in Chromium (browser mode)', () => {
  let llm: ScriptedLlm;
  let core: Geungeo;
  let chatApp: BrowserMode;
  let libraryApp: BrowserMode;
  let paced: ReturnType<typeof pacedBackend>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    llm = await startScriptedLlm();
    core = createGeungeo({ dbPath: corpusDbCopy(tempDir()), modelsDir: [], llmFlags: { llm: 'custom', baseUrl: llm.baseURL, model: 'scripted-model' } });
    core.appSettings.update({ verification: { useLlm: false, maxAttempts: 3 } });
    chatApp = await startBrowserMode(core, APP, { rendererDir: rendererDir(root) });
    const library = createGeungeo({ dbPath: join(tempDir(), 'library.db'), modelsDir: [], env: {} });
    // A library whose built-in statutes were removed: this test fills it by hand (e2e-first-start tests the first start).
    library.builtIns.markOffered();
    paced = pacedBackend(library.ingestBackend);
    libraryApp = await startBrowserMode(library, APP, { rendererDir: rendererDir(root), ingest: paced.backend });
    browser = await launchChromium(executable!);
    page = await browser.newPage({ viewport: WIDE });
    await page.goto(chatApp.bridge.url);
    await page.getByRole('textbox', { name: '질문' }).waitFor();
  }, 120_000);
  afterAll(async () => {
    paced?.release();
    await browser?.close();
    await chatApp?.close();
    await libraryApp?.close();
    await llm?.close();
  });

  it('opens the cited page beside the chat at 1280 px and highlights the passage on the page it runs on to', async () => {
    llm.script((request) => ({ content: `제2종일반주거지역의 건폐율은 60퍼센트 이하입니다 [${passage84(request)}].` }));
    const box = page.getByRole('textbox', { name: '질문' });
    await box.fill(QUESTION);
    await box.press('Enter');
    const chip = page.locator('article.answer .chip').first();
    await chip.waitFor();
    await chip.click();

    const panel = page.locator('aside.page-panel');
    await panel.locator('.pdf-page[data-state="drawn"]').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Beside the chat, which stays where it was.
    const chat = (await page.locator('main.chat').boundingBox())!;
    const beside = (await panel.boundingBox())!;
    expect(beside.x).toBeGreaterThanOrEqual(chat.x + chat.width - 1);
    expect(await panel.locator('.page-number').innerText()).toMatch(/^54 \//);
    expect(await panel.locator('figcaption').innerText()).toContain('다음 쪽에 이어집니다');
    // Brought into view inside the page view: the window itself does not move.
    const highlightInView = `(() => { const body = document.querySelector('aside.page-panel .page-body').getBoundingClientRect(); const mark = document.querySelector('aside.page-panel .hl').getBoundingClientRect(); return mark.top >= body.top && mark.bottom <= body.bottom; })()`;
    expect(await page.evaluate(highlightInView)).toBe(true);
    expect(await page.evaluate('[document.scrollingElement.scrollTop, document.scrollingElement.scrollHeight]')).toEqual([0, WIDE.height]);
    await shoot(page, 'page-panel');

    // The passage's end is on p.55: highlighted there too.
    await panel.getByRole('button', { name: '다음 쪽' }).click();
    await expect.poll(() => panel.locator('.page-number').innerText()).toMatch(/^55 \//);
    await panel.locator('.pdf-page[data-state="drawn"]').waitFor();
    const continued = (await panel.locator('.textLayer span.hl').allInnerTexts()).join('').replace(/\s/g, '');
    expect(continued).toContain('6.준주거지역:70퍼센트이하');
    expect(await panel.locator('figcaption').innerText()).toContain('앞 쪽에서 이어짐');
    await shoot(page, 'page-panel-continued');
    await panel.getByRole('button', { name: '이전 쪽' }).click();
    await expect.poll(() => panel.locator('.page-number').innerText()).toMatch(/^54 \//);
  });

  it('leaves the focus in the composer while an answer streams beside the open page', async () => {
    const box = page.getByRole('textbox', { name: '질문' });
    await box.click();
    await box.fill('제2종일반주거지역 건폐율은 몇 퍼센트야?');
    llm.script((request) => ({ chunks: ['제2종일반주거지역의 ', '건폐율은 ', '60퍼센트 ', '이하', '입니다 ', `[${passage84(request)}].`], chunkDelayMs: 250 }));
    // Sampled in the page, every 25 ms, for as long as the answer is made: no re-render may move the focus.
    await page.evaluate(`(() => { window.__focus = []; window.__sampler = setInterval(() => window.__focus.push([document.activeElement?.id ?? '', Boolean(document.querySelector('article.pending'))]), 25); })()`);
    await box.press('Enter');
    await expect.poll(() => page.locator('article.answer').count(), { timeout: 60_000 }).toBe(2);
    await page.waitForTimeout(300);
    const samples = (await page.evaluate(`(() => { clearInterval(window.__sampler); return window.__focus; })()`)) as [string, boolean][];
    const whileStreaming = samples.filter(([, pending]) => pending);
    expect(whileStreaming.length).toBeGreaterThan(20);
    expect(new Set(samples.map(([id]) => id))).toEqual(new Set(['question']));
    expect(await page.locator('aside.page-panel').isVisible()).toBe(true);
    await page.locator('aside.page-panel').getByRole('button', { name: '닫기 (Esc)' }).click();
    await page.locator('aside.page-panel').waitFor({ state: 'detached' });
  });

  it('opens the page as a dialog below 1280 px: Tab stays inside, Escape gives the focus back to the chip', async () => {
    await page.setViewportSize(NARROW);
    const chip = page.locator('article.answer .chip').first();
    await chip.click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.pdf-page[data-state="drawn"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('aside.page-panel').count()).toBe(0);
    expect(await focused(page)).toBe('닫기 (Esc)');
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '[role="dialog"]')).toBe(true);
    }
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(page, '[role="dialog"]')).toBe(true);
    }
    await shoot(page, 'page-modal');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(`document.activeElement?.dataset.cite ?? null`)).toBe(await chip.getAttribute('data-cite'));
  });

  it('asks in the confirmation dialog before deleting a conversation: Tab cycles inside, the focus comes back', async () => {
    for (const size of [WIDE, NARROW]) {
      await page.setViewportSize(size);
      const session = core.history.sessions()[0]!;
      const trash = page.getByRole('button', { name: `${session.title} 삭제` });
      await page.locator('.conversations li').first().hover();
      await trash.click();
      const dialog = page.getByRole('alertdialog', { name: '대화 삭제' });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(session.title);
      // Cancel first, so Enter never deletes by accident; Tab and Shift+Tab go round the two buttons.
      expect(await focused(page)).toBe('취소');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('삭제');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('취소');
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toBe('삭제');
      await shoot(page, 'confirm-dialog');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await focused(page)).toBe(`${session.title} 삭제`);
      expect(core.history.sessions()).toHaveLength(1);
    }

    await page.getByRole('button', { name: `${core.history.sessions()[0]!.title} 삭제` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await page.getByText('아직 대화가 없습니다.').waitFor();
    expect(core.history.sessions()).toEqual([]);
  });

  it('moves each upload row as its file finishes, while the batch is still running', async () => {
    const library = await browser.newPage({ viewport: WIDE });
    await library.goto(libraryApp.bridge.url);
    await library.getByRole('textbox', { name: '질문' }).waitFor();
    await dropFiles(library, UPLOADS.map((name) => ({ name, bytes: readFileSync(join(corpusPdfDir, name)) })));
    // The last file is held back: the first two are done and counted while the batch says it is still adding.
    const total = library.getByTestId('batch-total');
    await expect.poll(() => total.innerText(), { timeout: 60_000 }).toBe('2/3 · 추가됨 2');
    expect(await library.locator('.batch-head').innerText()).toContain('파일 3개 추가 중');
    // Which file waits depends on the order the upload arrived in; two rows say they are done, one does not yet.
    const states = await library.locator('.file-row .file-state').allInnerTexts();
    expect(states.filter((state) => /^✔ 추가됨 · \d+쪽 · 조각 \d+$/.test(state))).toHaveLength(2);
    expect(states.filter((state) => !state.startsWith('✔'))).toHaveLength(1);
    // The two stored files are in the documents table already.
    await expect.poll(() => library.locator('.documents tbody tr').count()).toBe(2);
    await shoot(library, 'library-upload');
    await library.setViewportSize(NARROW);
    await shoot(library, 'library-upload');

    paced.release();
    await library.locator('.batch-head', { hasText: '처리 완료' }).waitFor({ timeout: 60_000 });
    expect(await total.innerText()).toBe('추가됨 3');
    for (const state of await library.locator('.file-row .file-state').allInnerTexts()) expect(state).toMatch(/^✔ 추가됨 · \d+쪽 · 조각 \d+ · 임베딩 0$/);

    // Without an embedding model, 다시 임베딩 says why nothing happened and where to install one.
    await library.setViewportSize(WIDE);
    const row = library.locator(`.documents tr[data-document="${UPLOADS[0]}"]`);
    await row.getByRole('button', { name: '다시 임베딩' }).click();
    const note = library.locator(`.row-note[data-note-for="${UPLOADS[0]}"]`);
    await note.waitFor();
    expect(await note.innerText()).toMatch(/임베딩 모델이 설치되어 있지 않아 다시 임베딩하지 않았습니다[\s\S]*설정/);
    await shoot(library, 'library-reembed-without-model');
    await note.getByRole('button', { name: '설정 열기' }).click();
    await library.getByRole('button', { name: '임베딩 모델 내려받기' }).waitFor();
    await library.close();
  });
});
