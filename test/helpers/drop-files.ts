// Drops files on the window the way a file manager does: dragenter, dragover, drop, with real File objects.
import type { Page } from 'playwright-core';
import { screenshotPath } from './browser';

export async function dropFiles(page: Page, files: { name: string; bytes: Buffer }[], screenshot?: string): Promise<void> {
  const payload = JSON.stringify(files.map((file) => ({ name: file.name, base64: file.bytes.toString('base64') })));
  // In-page code as text: the test files are type-checked for Node, without the DOM's types.
  await page.evaluate(`(() => {
    const transfer = new DataTransfer();
    for (const item of ${payload}) transfer.items.add(new File([Uint8Array.from(atob(item.base64), (c) => c.charCodeAt(0))], item.name, { type: 'application/pdf' }));
    window.__drop = transfer;
    for (const type of ['dragenter', 'dragover']) window.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
  })()`);
  if (screenshot) {
    await page.locator('.drop-overlay').waitFor();
    await page.screenshot({ path: screenshotPath(screenshot) });
  }
  await page.evaluate(`window.dispatchEvent(new DragEvent('drop', { dataTransfer: window.__drop, bubbles: true, cancelable: true }))`);
}
