// End-to-end tests drive Debian's Chromium through playwright-core (no browser download: `npx playwright install`
// cannot work offline). Without Chromium they are skipped with one line saying what to install — except under
// CI=true, where a missing browser fails the run (.ci/run installs it).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export const ARTIFACTS_DIR = join(import.meta.dirname, '..', '..', 'test-artifacts');

export function chromiumPath(candidates: readonly (string | undefined)[] = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']): string | null {
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path!)) ?? null;
  if (found) return found;
  const message = 'Chromium is not installed: install it (Debian/Ubuntu: `sudo apt install chromium`) or set CHROMIUM_PATH';
  if (process.env.CI === 'true') throw new Error(`${message} (CI=true: every test must run)`);
  console.warn(`skipped: ${message}`);
  return null;
}

export async function launchChromium(executablePath: string): Promise<Browser> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  return chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}

export const screenshotPath = (name: string): string => join(ARTIFACTS_DIR, `${name}.png`);
