// Tests that need a system tool find it, or are skipped with one line saying what to install — except under
// CI=true, where a missing tool fails the run. Both behaviours, for poppler-style command-line tools and for the
// Chromium the end-to-end tests drive.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chromiumPath } from './helpers/browser';
import { hasTool, requireTool } from './helpers/system-tools';

const MISSING = 'geungeo-no-such-tool';
const ci = process.env.CI;
afterEach(() => {
  if (ci === undefined) delete process.env.CI;
  else process.env.CI = ci;
  vi.restoreAllMocks();
});

describe('requireTool', () => {
  it('finds a tool that is installed', () => {
    expect(hasTool('node')).toBe(true);
    expect(requireTool('node', 'install Node.js')).toBe(true);
  });

  it('without CI=true: false, and one line naming the tool and what to install', () => {
    delete process.env.CI;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(requireTool(MISSING, 'install it with apt')).toBe(false);
    expect(warn.mock.calls).toEqual([[`skipped: ${MISSING} is not installed: install it with apt`]]);
  });

  it('under CI=true: fails instead of skipping', () => {
    process.env.CI = 'true';
    expect(() => requireTool(MISSING, 'install it with apt')).toThrow(`${MISSING} is not installed: install it with apt (CI=true: every test must run)`);
  });
});

describe('chromiumPath', () => {
  it('returns the first browser that exists', () => {
    expect(chromiumPath(['/nonexistent/chromium', process.execPath])).toBe(process.execPath);
  });

  it('without CI=true: null, and one line saying what to install', () => {
    delete process.env.CI;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(chromiumPath(['/nonexistent/chromium', undefined])).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^skipped: Chromium is not installed: install it \(Debian\/Ubuntu: `sudo apt install chromium`\) or set CHROMIUM_PATH$/);
  });

  it('under CI=true: fails instead of skipping', () => {
    process.env.CI = 'true';
    expect(() => chromiumPath(['/nonexistent/chromium'])).toThrow(/CI=true: every test must run/);
  });
});
