// The window end to end: Debian's Chromium (playwright-core) against browser mode over the real core, a database
// ingested from the corpus PDFs and the scripted OpenAI-compatible server — the way field staff use it: ask, watch
// it stream, open the cited page, read the verification report, answer a question asked back.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserMode, type BrowserMode } from '../src/main/bridge/browser-mode';
import { rendererDir } from '../src/main/bridge/renderer-build';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { chromiumPath, launchChromium, screenshotPath } from './helpers/browser';
import { corpusDbCopy } from './helpers/corpus-db';
import { byRole } from './helpers/llm-roles';
import { startScriptedLlm, type RecordedRequest, type ScriptedLlm } from './helpers/llm-server';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const root = fileURLToPath(new URL('..', import.meta.url));
const executable = chromiumPath();
const APP = { name: 'Geungeo', version: 'e2e' };
const QUESTION = '제2종일반주거지역 건폐율 상한은?';

/** The [n] the context gave 시행령 제84조 (용도지역안에서의 건폐율). */
const passage84 = (request: RecordedRequest) => {
  const context = String(request.body.messages.at(-1)!.content);
  return Number(/\[(\d+)\]/.exec(context.slice(context.indexOf('- 제84조(용도지역안에서의 건폐율)')))![1]);
};
const answerWith = (percent: number, chunkDelayMs = 0) => (request: RecordedRequest) => ({
  chunks: ['제2종일반주거지역의 건폐율은 ', `${percent}퍼센트 이하입니다 `, `[${passage84(request)}].`],
  chunkDelayMs,
});

async function openApp(browser: Browser, mode: BrowserMode): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 820 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(mode.bridge.url);
  await page.getByRole('textbox', { name: '질문' }).waitFor();
  expect(errors).toEqual([]);
  return page;
}

async function ask(page: Page, question: string): Promise<void> {
  const box = page.getByRole('textbox', { name: '질문' });
  await box.fill(question);
  await box.press('Enter');
}

describe.skipIf(!executable)('the window in Chromium (browser mode)', () => {
  let llm: ScriptedLlm;
  let core: Geungeo;
  let withLlm: BrowserMode;
  let withoutLlm: BrowserMode;
  let browser: Browser;

  beforeAll(async () => {
    llm = await startScriptedLlm();
    core = createGeungeo({ dbPath: corpusDbCopy(tempDir()), modelsDir: [], llmFlags: { llm: 'custom', baseUrl: llm.baseURL, model: 'scripted-model' } });
    // The model writes answers; verification here is the deterministic path (its model path: verify-llm.test.ts).
    core.appSettings.update({ verification: { useLlm: false, maxAttempts: 3 } });
    withLlm = await startBrowserMode(core, APP, { rendererDir: rendererDir(root) });
    withoutLlm = await startBrowserMode(createGeungeo({ dbPath: corpusDbCopy(tempDir()), modelsDir: [], env: {} }), APP, { rendererDir: rendererDir(root) });
    browser = await launchChromium(executable!);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await withLlm?.close();
    await withoutLlm?.close();
    await llm?.close();
  });

  it('streams a 건폐율 answer with citation chips, opens the cited PDF page with the passage highlighted, and shows PASS with four steps', async () => {
    llm.script(answerWith(60, 400));
    const page = await openApp(browser, withLlm);
    await page.screenshot({ path: screenshotPath('01-empty-chat') });
    await ask(page, QUESTION);

    // While it is made: the steps light up and the text arrives token by token.
    const pending = page.locator('article.pending');
    await pending.locator('.step.done', { hasText: '이해' }).waitFor();
    // Read in the page the moment the first chunk shows (chunks are 400 ms apart), so the check cannot race.
    const partial = await page.waitForFunction(
      `(() => { const text = document.querySelector('article.pending .streaming')?.textContent ?? ''; return text.includes('제2종일반주거지역의 건폐율은') && text; })()`,
      undefined,
      { polling: 20 },
    );
    expect(await partial.jsonValue()).not.toContain('60퍼센트');
    await page.screenshot({ path: screenshotPath('02-streaming') });

    const answer = page.locator('article.answer');
    await answer.waitFor();
    await expect.poll(() => answer.locator('.markdown').innerText()).toMatch(/^제2종일반주거지역의 건폐율은 60퍼센트 이하입니다/);
    expect(await answer.locator('.badge.mode').innerText()).toBe('LLM · scripted-model');
    expect(await answer.locator('.badge.category').innerText()).toMatch(/^건폐율·용적률\s+\d+%$/);
    const chip = answer.locator('.chip').first();
    const n = await chip.getAttribute('data-cite');
    expect(Number(n)).toBeGreaterThan(0);

    // Hovering the chip highlights its row in the sources panel, grouped under its law.
    await chip.hover();
    const row = page.locator(`.source-row[data-cite-row="${n}"]`);
    await expect.poll(() => row.getAttribute('class')).toContain('active');
    expect(await row.innerText()).toContain('제84조(용도지역안에서의 건폐율)');
    await row.locator('xpath=ancestor::section[1]').locator('h3', { hasText: '국토의 계획 및 이용에 관한 법률 시행령' }).waitFor();
    await page.screenshot({ path: screenshotPath('03-chat-with-citations') });

    // The cited page, drawn by pdfjs, with the passage highlighted in its text layer: beside the chat at this width.
    await chip.click();
    const view = page.locator('aside.page-panel');
    await view.locator('.pdf-page[data-state="drawn"]').waitFor({ timeout: 30_000 });
    expect(await view.locator('.page-number').innerText()).toMatch(/^54 \/ \d+쪽$/);
    const highlighted = (await view.locator('.textLayer span.hl').allInnerTexts()).join('');
    expect(highlighted.replace(/\s/g, '')).toContain('제2종일반주거지역:60퍼센트이하');
    await page.screenshot({ path: screenshotPath('04-page-view') });
    // Next page, then the whole document from there.
    await view.getByRole('button', { name: '다음 쪽' }).click();
    await expect.poll(() => view.locator('.page-number').innerText()).toMatch(/^55 \//);
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: '검증 보고서' }).click();
    const report = page.locator('.report');
    expect(await report.locator('.report-head .status').getAttribute('data-status')).toBe('PASS');
    expect(await report.locator('details.step-detail').count()).toBe(4);
    expect(await report.locator('.formula').innerText()).toMatch(/0\.6 × 규칙 \d+ \+ 0\.4 × 의미 \d+ − 10 × 치명 오류 0 = \d+/);
    await report.locator('details.step-detail').evaluateAll((elements) => elements.forEach((element) => element.setAttribute('open', '')));
    await report.locator('.check', { hasText: '2-3' }).first().waitFor();
    await page.screenshot({ path: screenshotPath('05-report-panel') });
    await page.close();
  });

  it('shows the retry loop: attempt 1 not PASS with its ❌ issue, attempt 2 PASS', async () => {
    llm.script(answerWith(70), answerWith(60));
    const page = await openApp(browser, withLlm);
    await page.keyboard.press('Control+K');
    await ask(page, QUESTION);
    await page.locator('article.answer').waitFor();
    await page.locator('article.answer .badge-button').click();
    const timeline = page.locator('.timeline');
    const first = timeline.locator('[data-attempt="1"]');
    expect(await first.locator('.status').getAttribute('data-status')).not.toBe('PASS');
    expect(await first.locator('.issue').first().innerText()).toMatch(/^❌ 건폐율 초과: .*70퍼센트/);
    expect(await timeline.locator('[data-attempt="2"] .status').getAttribute('data-status')).toBe('PASS');
    await page.screenshot({ path: screenshotPath('06-retry-timeline') });
    await page.close();
  });

  it('lists each finding with its severity when every attempt fails, and says 검증할 주장 없음 for an answer with no claim', async () => {
    llm.script(answerWith(70), answerWith(70), answerWith(70));
    const page = await openApp(browser, withLlm);
    await page.keyboard.press('Control+K');
    await ask(page, QUESTION);
    await page.locator('article.answer').waitFor();
    await page.locator('article.answer .badge-button').click();
    const findings = page.locator('.report-head ~ .findings, .report .findings').first();
    await findings.waitFor();
    const first = findings.locator('li.finding').first();
    expect(await first.getAttribute('data-severity')).toBe('error');
    expect(await first.innerText()).toMatch(/건폐율 초과: .*70퍼센트/);
    expect(await first.locator('.severity').getAttribute('aria-label')).toBe('오류');
    await page.screenshot({ path: screenshotPath('06b-report-findings') });
    // A small laptop screen: the verdict and the first finding stay in view.
    await page.setViewportSize({ width: 1024, height: 700 });
    expect(await first.isVisible()).toBe(true);
    await page.screenshot({ path: screenshotPath('06b-report-findings-1024') });
    await page.close();

    llm.script(() => ({ content: '제공된 근거에서 이 질문에 답할 조문을 찾지 못했습니다.' }));
    const empty = await openApp(browser, withLlm);
    await empty.keyboard.press('Control+K');
    await ask(empty, QUESTION);
    const badge = empty.locator('article.answer .status').first();
    await badge.waitFor();
    expect(await badge.getAttribute('data-status')).toBe('NONE');
    expect(await badge.innerText()).toContain('검증할 주장 없음');
    await empty.screenshot({ path: screenshotPath('06c-no-claims') });
    await empty.setViewportSize({ width: 1024, height: 700 });
    expect(await badge.isVisible()).toBe(true);
    await empty.screenshot({ path: screenshotPath('06c-no-claims-1024') });
    await empty.close();
  });

  it('asks back for an unclear question, continues the same conversation from a quick reply and answers', async () => {
    const before = core.history.sessions().length;
    llm.script(
      byRole({
        clarify: [{ content: JSON.stringify({ question: '대지의 용도지역이 어떻게 되나요?', choices: ['모름'] }) }],
        answer: [(request) => ({ content: `제2종일반주거지역에서는 조례가 정하는 바에 따릅니다 [${passage84(request)}].` })],
      }),
    );
    const page = await openApp(browser, withLlm);
    await ask(page, '여기 카페 돼요?');
    const clarify = page.locator('.turn.clarify');
    await clarify.waitFor();
    expect(await clarify.locator('.clarify-question').innerText()).toBe('대지의 용도지역이 어떻게 되나요?');
    expect(await clarify.locator('.badge').first().innerText()).toBe('되묻기 1/3');
    await page.screenshot({ path: screenshotPath('07-clarification') });
    await clarify.getByRole('button', { name: '제2종일반주거지역' }).click();
    await page.locator('article.answer').waitFor();
    expect(await page.locator('.turn.user').allInnerTexts()).toEqual(['여기 카페 돼요?', '제2종일반주거지역']);

    // One conversation in the list, holding both questions and both replies.
    const sessions = core.history.sessions();
    expect(sessions).toHaveLength(before + 1);
    expect(core.history.messages(sessions[0]!.id).map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    await page.close();
  });

  it('answers extractively with its report when no language model is configured', async () => {
    const page = await openApp(browser, withoutLlm);
    await page.locator('.banner', { hasText: '언어 모델 없음 — 추출식 답변' }).waitFor();
    await ask(page, QUESTION);
    const answer = page.locator('article.answer');
    await answer.waitFor();
    expect(await answer.locator('.badge.mode').innerText()).toBe('추출식 답변');
    expect(await answer.locator('.markdown').innerText()).toContain('60퍼센트 이하');
    // The quoted article keeps its lines: heading, ① and items one per line, not one run-on paragraph.
    expect(await answer.locator('.markdown blockquote br').count()).toBeGreaterThan(0);
    await answer.locator('.badge-button').click();
    expect(await page.locator('.report-head .status').getAttribute('data-status')).toBe('PASS');
    expect(await page.locator('.report details.step-detail').count()).toBe(4);
    await page.screenshot({ path: screenshotPath('08-extractive-report') });

    // A second question, asked while the first long answer is still at the top of the view, comes to the top itself:
    // the new answer's verdict shows below it without scrolling.
    await ask(page, '부설주차장 설치 기준 알려줘');
    await page.locator('article.answer').nth(1).locator('.badge-button').waitFor();
    const view = (await page.locator('.turns').boundingBox())!;
    const question = (await page.locator('.turn.user').nth(1).boundingBox())!;
    const verdict = (await page.locator('article.answer').nth(1).locator('.badge-button').boundingBox())!;
    expect(question.y).toBeGreaterThanOrEqual(view.y);
    expect(question.y).toBeLessThan(view.y + 60);
    expect(verdict.y + verdict.height).toBeLessThanOrEqual(view.y + view.height);
    await page.close();
  });

  it('refuses API requests without the token, with a wrong token and from another Origin', async () => {
    const { origin, token } = withLlm.bridge;
    const post = (headers: Record<string, string>) => fetch(`${origin}/api/call/stats`, { method: 'POST', headers });
    expect((await post({})).status).toBe(401);
    expect((await post({ Authorization: `Bearer ${token.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}` })).status).toBe(401);
    expect((await post({ Authorization: `Bearer ${token}`, Origin: 'http://evil.example' })).status).toBe(403);
    expect((await fetch(`${origin}/api/events`)).status).toBe(401);
    const ok = await post({ Authorization: `Bearer ${token}` });
    expect(await ok.json()).toMatchObject({ ok: true, value: { documents: 9 } });

    // And from a real page of another origin (another local server): the bridge answers 403, seen on the wire,
    // since the page's script cannot read a cross-origin status. Without the Origin check it would be 200.
    const other = createServer((_req, res) => res.end('<!doctype html><title>other</title>'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const page = await browser.newPage();
    try {
      const statuses: number[] = [];
      page.on('response', (response) => response.url().startsWith(`${origin}/api/`) && statuses.push(response.status()));
      await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
      // A no-cors POST (it carries the page's Origin): opaque to the script, but its status shows on the wire.
      await page.evaluate((url) => fetch(url, { method: 'POST', mode: 'no-cors' }).then(() => undefined, () => undefined), `${origin}/api/call/stats`);
      await expect.poll(() => statuses).toEqual([403]);
    } finally {
      other.close();
    }
    await page.close();
  });
});
