// An HTML page printed to PDF by headless Chromium, for browser mode and the CLI (the desktop app prints with
// Electron). Chromium runs as a one-shot command on a page in a private temp dir, with a fresh profile so it never
// touches (or waits on) the user's own browser, and is killed if it hangs; the temp dir goes whatever happens.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, win32 } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GeungeoError } from '../../shared/errors';

export const DEFAULT_PDF_TIMEOUT_MS = 60_000;
const STDERR_TAIL_CHARS = 2_000;
const MISSING_HINT = "install chromium (Debian: sudo apt install chromium) or set CHROMIUM_PATH; or use the browser's 인쇄 → PDF로 저장";

/** The Chromium (or Chrome, or Edge on Windows) to print with: CHROMIUM_PATH first, then the usual install places. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const programFiles = [env.PROGRAMFILES ?? env.ProgramFiles ?? 'C:\\Program Files', env['PROGRAMFILES(X86)'] ?? env['ProgramFiles(x86)'] ?? 'C:\\Program Files (x86)'];
  const localAppData = env.LOCALAPPDATA ?? env.LocalAppData;
  const candidates = [
    env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    ...(localAppData ? [win32.join(localAppData, 'Chromium', 'Application', 'chrome.exe'), win32.join(localAppData, 'Google', 'Chrome', 'Application', 'chrome.exe')] : []),
    ...programFiles.map((dir) => win32.join(dir, 'Google', 'Chrome', 'Application', 'chrome.exe')),
    // Edge is Chromium and ships with Windows: the same flags print the same PDF.
    ...programFiles.map((dir) => win32.join(dir, 'Microsoft', 'Edge', 'Application', 'msedge.exe')),
  ];
  return candidates.find((path): path is string => Boolean(path) && isFile(path!)) ?? null;
}

function isFile(path: string): boolean {
  try {
    return existsSync(path) && statSync(path).isFile();
  } catch {
    return false;
  }
}

export async function htmlToPdf(html: string, options: { chromium?: string; timeoutMs?: number } = {}): Promise<Buffer> {
  const chromium = options.chromium ?? findChromium();
  if (!chromium) throw new GeungeoError('NOT_FOUND', 'Chromium was not found, so the PDF cannot be printed (PDF를 만들 Chromium이 없습니다).', { hint: MISSING_HINT, reason: { id: 'export.no-chromium' } });
  const dir = await mkdtemp(join(tmpdir(), 'geungeo-pdf-'));
  try {
    const page = join(dir, 'audit.html');
    const pdf = join(dir, 'out.pdf');
    await writeFile(page, html, 'utf8');
    const args = [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-extensions',
      '--no-first-run',
      '--no-default-browser-check',
      `--user-data-dir=${join(dir, 'profile')}`,
      // Chromium ≥ 112 (the new headless) reads --no-pdf-header-footer and ignores the older name; older ones read
      // --print-to-pdf-no-header. Without either the page gets the date, title and file:// path printed on it.
      '--no-pdf-header-footer',
      '--print-to-pdf-no-header',
      `--print-to-pdf=${pdf}`,
      pathToFileURL(page).href,
    ];
    await run(chromium, args, options.timeoutMs ?? DEFAULT_PDF_TIMEOUT_MS);
    const bytes = await readFile(pdf).catch(() => null);
    if (!bytes || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new GeungeoError('INTERNAL', `Chromium finished but wrote no PDF (Chromium이 PDF를 만들지 못했습니다): ${chromium}`, {
        hint: 'try another Chromium with CHROMIUM_PATH, or print the HTML export from the browser (인쇄 → PDF로 저장)',
        reason: { id: 'export.print-failed' },
      });
    }
    return bytes;
  } finally {
    // Chromium may still be closing files in its profile for a moment after it exits: retry before giving up.
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
}

/** Runs Chromium to its end; kills it (its whole process group on POSIX) when the timeout passes. */
function run(command: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const posix = process.platform !== 'win32';
    // Its own process group, so a kill reaches the renderer and GPU helpers too, not only the browser process.
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: posix });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS * 2);
    });
    let settled = false;
    const settle = (error?: GeungeoError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    // Settled at once, not on 'close': a helper that outlives the kill could hold stderr open indefinitely.
    const timer = setTimeout(() => {
      kill(child.pid, posix, () => child.kill('SIGKILL'));
      settle(
        new GeungeoError('INTERNAL', `Chromium did not finish printing within ${Math.round(timeoutMs / 1000)} s and was stopped (PDF 인쇄 시간 초과).`, {
          hint: `try again, or print the HTML export from the browser (인쇄 → PDF로 저장)${tail(stderr)}`,
          reason: { id: 'export.print-timeout', seconds: Math.round(timeoutMs / 1000) },
        }),
      );
    }, timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      const missing = error.code === 'ENOENT' || error.code === 'EACCES';
      settle(
        new GeungeoError(missing ? 'NOT_FOUND' : 'INTERNAL', `Chromium could not be started (Chromium을 실행하지 못했습니다): ${command}: ${error.message}`, {
          hint: MISSING_HINT,
          reason: missing ? { id: 'export.no-chromium' } : { id: 'export.print-failed' },
          cause: error,
        }),
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) return settle();
      settle(
        new GeungeoError('INTERNAL', `Chromium failed to print the PDF (PDF 인쇄 실패): exit ${code ?? signal}.`, {
          hint: `check that ${command} runs headless, or set CHROMIUM_PATH to another Chromium${tail(stderr)}`,
          reason: { id: 'export.print-failed' },
        }),
      );
    });
  });
}

function kill(pid: number | undefined, group: boolean, fallback: () => void): void {
  if (pid === undefined) return;
  try {
    if (group) process.kill(-pid, 'SIGKILL');
    else fallback();
  } catch {
    fallback();
  }
}

function tail(stderr: string): string {
  const text = stderr.trim();
  return text ? `; Chromium said: …${text.slice(-STDERR_TAIL_CHARS)}` : '';
}
