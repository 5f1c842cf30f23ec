// The window's second half end to end, in Chromium over browser mode: dropping files into the library (two corpus
// PDFs and a corrupt one; the same PDF again), importing a zoning CSV with a bad row (refused with its line, then
// imported with the bad row skipped), pointing the LLM at a server from the settings and asking, and exporting an
// answer as Markdown and PDF (pages counted by poppler's pdfinfo).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserMode, type BrowserMode } from '../src/main/bridge/browser-mode';
import { rendererDir } from '../src/main/bridge/renderer-build';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { VERIFICATION_STATUS_WORD } from '../src/shared/verify-labels';
import { chromiumPath, launchChromium, screenshotPath } from './helpers/browser';
import { dropFiles } from './helpers/drop-files';
import { startScriptedLlm, type ScriptedLlm } from './helpers/llm-server';
import { requireTool } from './helpers/system-tools';
import { corpusPdfDir, pdfinfoPages, pdftotextPage } from './helpers/corpus';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const root = fileURLToPath(new URL('..', import.meta.url));
const executable = chromiumPath();
const poppler = requireTool('pdfinfo', 'install poppler-utils (Debian/Ubuntu: sudo apt install poppler-utils)') && requireTool('pdftotext', 'install poppler-utils');
const corpusPdf = (name: string) => join(corpusPdfDir, name);
const PDFS = ['주차장법_시행령.pdf', '주차장법_시행규칙.pdf'];
const CORRUPT = '손상된_조례.pdf';

describe.skipIf(!executable || !poppler)('library, rules, settings and export in Chromium (browser mode)', () => {
  let llm: ScriptedLlm;
  let core: Geungeo;
  let app: BrowserMode;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    llm = await startScriptedLlm();
    core = createGeungeo({ dbPath: join(tempDir(), 'library.db'), modelsDir: [], env: {} });
    // A library whose built-in statutes were removed: these tests fill it by hand (e2e-first-start tests the first start).
    core.builtIns.markOffered();
    core.appSettings.update({ verification: { useLlm: false } });
    app = await startBrowserMode(core, { name: 'Geungeo', version: 'e2e' }, { rendererDir: rendererDir(root) });
    browser = await launchChromium(executable!);
    page = await browser.newPage({ viewport: { width: 1280, height: 820 }, acceptDownloads: true });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(app.bridge.url);
    await page.getByRole('textbox', { name: '질문' }).waitFor();
    expect(errors).toEqual([]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await llm?.close();
  });

  it('takes two PDFs and a corrupt one dropped anywhere: three rows, two added, one failed with its reason', async () => {
    await dropFiles(
      page,
      [...PDFS.map((name) => ({ name, bytes: readFileSync(corpusPdf(name)) })), { name: CORRUPT, bytes: Buffer.from('%PDF-1.7\n' + 'garbage '.repeat(500) + '\n%%EOF\n') }],
      '09-drop-overlay',
    );
    const rows = page.locator('.file-row');
    await expect.poll(() => rows.count()).toBe(3);
    await page.locator('.batch-head', { hasText: '처리 완료' }).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('batch-total').innerText()).toBe('추가됨 2 · 실패 1');
    for (const name of PDFS) expect(await page.locator(`.file-row[data-file="${name}"] .file-state`).innerText()).toMatch(/^✔ 추가됨 · \d+쪽 · 조각 \d+ · 임베딩 0$/);
    const failed = page.locator(`.file-row[data-file="${CORRUPT}"]`);
    expect(await failed.locator('.file-state').innerText()).toBe('✖ 실패');
    // The reason in Korean from the catalog, with what to do — not the core's English.
    expect(await failed.locator('.file-reason').innerText()).toBe('PDF가 손상되어 읽을 수 없습니다. 원본을 다시 받아 추가하거나, 새 PDF로 인쇄해 추가하세요.');

    // The documents table, updated, with the model banner (no embedding model here).
    const table = page.locator('.documents tbody tr');
    await expect.poll(() => table.count()).toBe(2);
    expect(await page.locator('.documents tbody').innerText()).toContain('주차장법 시행령');
    await page.locator('.model-banner', { hasText: '임베딩 모델이 없습니다' }).waitFor();
    expect(core.store.documents.list().map((document) => document.file_name).sort()).toEqual([...PDFS].sort());
    await page.screenshot({ path: screenshotPath('10-library') });
  });

  it('reports the same PDF picked again as unchanged', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '파일 추가…' }).click();
    await (await chooser).setFiles(corpusPdf(PDFS[0]!));
    await page.locator('.batch-head', { hasText: '파일 1개 처리 완료' }).waitFor({ timeout: 60_000 });
    expect(await page.locator(`.file-row[data-file="${PDFS[0]}"] .file-state`).innerText()).toMatch(/^＝ 변경 없음/);
    expect(core.store.documents.list()).toHaveLength(2);
  });

  it('shows a CSV’s bad row with its line and writes nothing; with “skip”, lists the good rows', async () => {
    const csv = join(tempDir(), '종로구_한도.csv');
    writeFileSync(csv, ['jurisdiction,zone_district,bcr_max,far_min,far_max,law_name,article', '서울 종로구,제2종일반주거지역,60,,150,서울특별시 종로구 도시계획 조례,제10조', '서울 종로구,제3종일반주거지역,50,,abc,서울특별시 종로구 도시계획 조례,제10조', '서울 종로구,준주거지역,60,,400,서울특별시 종로구 도시계획 조례,제10조', ''].join('\n'));
    const csvRows = () => core.rules.listZoning({}).filter((row) => row.source_kind === 'csv');
    await page.getByRole('button', { name: '규칙표' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'CSV 가져오기…' }).click();
    await (await chooser).setFiles(csv);
    const dialog = page.getByRole('dialog');
    await dialog.locator('.csv-errors').waitFor();
    expect(await dialog.locator('.csv-errors').innerText()).toBe('3행: 용적률 상한(far_max)에 숫자가 아닌 값 “abc”이(가) 있습니다. 숫자(예: 60, 60%)를 쓰거나, 모르면 비워 두세요.');
    expect(await dialog.getByRole('button', { name: '2행 모두 가져오기' }).isDisabled()).toBe(true);
    await page.screenshot({ path: screenshotPath('11-rules-csv-preview') });
    expect(csvRows()).toEqual([]);

    await dialog.getByRole('button', { name: '오류 행 건너뛰고 2행 가져오기' }).click();
    await page.locator('.banner', { hasText: '2행을 가져왔습니다, 오류 1행은 건너뛰었습니다' }).waitFor();
    expect(csvRows()).toHaveLength(2);
    // The shipped national limits are listed with the imported rows until the filter narrows them.
    const shipped = core.rules.listZoning({}).length;
    await expect.poll(() => page.locator('.rules-table tbody tr').count()).toBe(shipped);
    await page.getByRole('searchbox', { name: '관할' }).fill('종로구');
    const table = page.locator('.rules-table tbody');
    await expect.poll(() => table.locator('tr').count()).toBe(2);
    expect(await table.innerText()).toContain('건폐율 ≤ 60% · 용적률 ≤ 150%');
    expect(await table.innerText()).toContain('CSV · 종로구_한도.csv');
    await page.screenshot({ path: screenshotPath('12-rules') });
  });

  it('points the LLM at a server: “test connection” lists its model, saved, and the next question gets an LLM answer', async () => {
    await page.getByRole('button', { name: '설정' }).click();
    await page.getByLabel('종류').selectOption('custom');
    await page.getByLabel('서버 주소 (base URL)').fill(llm.baseURL);
    await page.getByLabel('모델 이름').fill('scripted-model');
    await page.getByRole('button', { name: '연결 테스트' }).click();
    const result = page.getByTestId('llm-test');
    await result.waitFor();
    expect(await result.innerText()).toMatch(/✔ 연결됨/);
    expect(await result.locator('.model-list').innerText()).toBe('scripted-model');
    // The key field says where keys live in browser mode.
    expect(await page.getByLabel('API 키').isDisabled()).toBe(true);
    await page.getByText('키는 환경 변수에 두세요', { exact: false }).waitFor();
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByText('저장했습니다. 다음 질문부터 적용됩니다.').waitFor();
    await page.screenshot({ path: screenshotPath('13-settings'), fullPage: true });

    // A threshold out of order is refused in the window's words, naming the field as the form labels it.
    await page.getByLabel('재검토 기준 점수').fill('90');
    await page.getByRole('button', { name: '기준 저장' }).click();
    const refused = page.locator('.settings-section', { hasText: '검증·질문 이해 기준' }).getByRole('alert');
    expect(await refused.innerText()).toBe('설정값이 올바르지 않습니다: 재검토 기준 점수.\n\n재검토 기준 점수: 0–100, 통과 기준 점수 이하. 아무것도 바꾸지 않았습니다.');
    await page.getByLabel('재검토 기준 점수').fill('50');

    llm.script((request) => {
      const context = String(request.body.messages.at(-1)!.content);
      const n = Number(/\[(\d+)\]/.exec(context)?.[1] ?? 1);
      return { content: `주차장법 시행령은 부설주차장의 설치기준을 정합니다 [${n}].` };
    });
    await page.getByRole('button', { name: '질의응답' }).click();
    const box = page.getByRole('textbox', { name: '질문' });
    await box.fill('부설주차장 설치기준은 어디에 있나요?');
    await box.press('Enter');
    const answer = page.locator('article.answer');
    await answer.waitFor({ timeout: 60_000 });
    expect(await answer.locator('.badge.mode').innerText()).toBe('LLM · scripted-model');
    expect(await answer.locator('.markdown').innerText()).toContain('부설주차장의 설치기준을 정합니다');
  });

  it('exports the answer: the Markdown holds answer, sources and report; the PDF starts each answer on its own page', async () => {
    const session = core.history.sessions()[0]!;
    const messages = core.history.messages(session.id);
    const answer = messages.find((message) => message.role === 'assistant')!;

    const markdownDownload = page.waitForEvent('download');
    await page.getByRole('group', { name: '이 답변 내보내기' }).getByRole('button', { name: 'Markdown' }).click();
    const markdownFile = join(tempDir(), 'answer.md');
    await (await markdownDownload).saveAs(markdownFile);
    const markdown = readFileSync(markdownFile, 'utf8');
    expect(markdown).toContain('부설주차장 설치기준은 어디에 있나요?');
    expect(markdown).toContain('부설주차장의 설치기준을 정합니다');
    expect(markdown).toContain(answer.citations[0]!.law_name!);
    expect(markdown).toMatch(/검증/);
    // The verdict in the export's Korean words (print-style.ts), not the status code.
    expect(markdown).toContain(VERIFICATION_STATUS_WORD[answer.details.verification!.status]);

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('group', { name: '이 답변 내보내기' }).getByRole('button', { name: 'PDF' }).click();
    const pdfFile = join(tempDir(), 'answer.pdf');
    await (await pdfDownload).saveAs(pdfFile);
    expect(readFileSync(pdfFile).subarray(0, 5).toString()).toBe('%PDF-');
    const answerPages = pdfinfoPages(pdfFile);
    expect(answerPages).toBeGreaterThanOrEqual(1);

    // The same record as a page for the browser's own print, and a conversation with a second answer: each
    // answer starts a page of its own, so the whole conversation prints on more pages than its first answer.
    const print = await browser.newPage({ viewport: { width: 900, height: 1100 } });
    await print.goto(`${app.bridge.origin}/api/export/print?session=${session.id}&message=${answer.id}&token=${app.bridge.token}`);
    expect(await print.locator('body').innerText()).toContain('부설주차장 설치기준은 어디에 있나요?');
    await print.screenshot({ path: screenshotPath('14-export-print') });
    await print.close();

    llm.script(() => ({ content: '두 번째 답입니다.' }));
    const box = page.getByRole('textbox', { name: '질문' });
    await box.fill('주차장법 시행규칙은 무엇을 정하나요?');
    await box.press('Enter');
    await expect.poll(() => page.locator('article.answer').count(), { timeout: 60_000 }).toBe(2);
    await page.screenshot({ path: screenshotPath('15-chat-export') });
    const conversationDownload = page.waitForEvent('download');
    await page.getByRole('group', { name: '대화 전체 내보내기' }).getByRole('button', { name: 'PDF' }).click();
    const conversationFile = join(tempDir(), 'conversation.pdf');
    await (await conversationDownload).saveAs(conversationFile);
    // The conversation prints the first answer on as many pages as the answer alone did, then the second answer
    // from the top of the next page to the end.
    const pageText = (page: number) => pdftotextPage(conversationFile, page).trim();
    const pages = pdfinfoPages(conversationFile);
    const secondStarts = Array.from({ length: pages }, (_, index) => index + 1).find((number) => pageText(number).includes('답변 2/2 —'));
    expect(secondStarts).toBe(answerPages + 1);
    expect(pageText(secondStarts!).startsWith('답변 2/2 —')).toBe(true);
    expect(pageText(1)).toMatch(/^근거 감사 기록/);
    expect(pages).toBeGreaterThan(answerPages);
    expect(Array.from({ length: pages - answerPages }, (_, index) => pageText(answerPages + 1 + index)).join('\n')).toContain('주차장법 시행규칙은 무엇을 정하나요?');
  });
});
