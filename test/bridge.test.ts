// Browser mode's bridge without a browser: the same dispatch as IPC behind a token, Origin and Host checks, the
// event stream, and `geungeo serve` printing its one line.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserMode, type BrowserMode } from '../src/main/bridge/browser-mode';
import { rendererDir } from '../src/main/bridge/renderer-build';
import { createGeungeo } from '../src/main/core';
import { corpusDbCopy } from './helpers/corpus-db';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const root = fileURLToPath(new URL('..', import.meta.url));

/** A raw request, so the Host header can be anything (fetch does not let a test set it). */
function rawPost(port: number, path: string, headers: Record<string, string>, body = ''): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the HTTP bridge', () => {
  let app: BrowserMode;
  let call: (name: string, body?: string, headers?: Record<string, string>) => Promise<Response>;

  beforeAll(async () => {
    app = await startBrowserMode(createGeungeo({ dbPath: corpusDbCopy(tempDir()), modelsDir: [], env: {} }), { name: 'Geungeo', version: 'test' }, { rendererDir: rendererDir(root) });
    call = (name, body = '', headers = {}) =>
      fetch(`${app.bridge.origin}/api/call/${name}`, { method: 'POST', body, headers: { Authorization: `Bearer ${app.bridge.token}`, ...headers } });
  }, 120_000);
  afterAll(async () => app.close());

  it('listens on 127.0.0.1 and prints a URL with a 64-hex-digit random token', () => {
    expect(app.bridge.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{64}$/);
  });

  it('serves the built window without a token, with its CSP, and no page framing', async () => {
    const page = await fetch(`${app.bridge.origin}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("default-src 'none'; script-src 'self'");
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers contract calls through the validated dispatch', async () => {
    expect(await (await call('stats')).json()).toMatchObject({ ok: true, value: { documents: 9, pages: 597 } });
    const invalid = await (await call('chat.ask', JSON.stringify({ question: '' }))).json();
    expect(invalid).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    const page = (await (await call('documents.page', JSON.stringify({ id: 1, page: 54 }))).json()) as { value: { text: string } };
    expect(page).toMatchObject({ ok: true, value: { page: 54, document: { id: 1, format: 'pdf' } } });
    expect(page.value.text).toContain('제84조');
  });

  it('refuses what is not a call: unknown names, GET, bad JSON, bodies over 8 MB', async () => {
    expect((await call('nope')).status).toBe(404);
    expect((await fetch(`${app.bridge.origin}/api/call/stats`, { headers: { Authorization: `Bearer ${app.bridge.token}` } })).status).toBe(405);
    const bad = await call('stats', '{');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, error: { message: 'The request body is not valid JSON.' } });
    expect((await call('stats', JSON.stringify({ pad: 'x'.repeat(8_500_000) }))).status).toBe(400);
  });

  it('refuses a request without the token, with a wrong one, from another Origin or for another Host', async () => {
    const port = Number(new URL(app.bridge.origin).port);
    expect((await fetch(`${app.bridge.origin}/api/call/stats`, { method: 'POST' })).status).toBe(401);
    expect((await call('stats', '', { Authorization: `Bearer ${'0'.repeat(64)}` })).status).toBe(401);
    const other = await call('stats', '', { Origin: 'http://localhost:9999' });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    // Same origin is fine, with either name of the loopback host.
    expect((await call('stats', '', { Origin: app.bridge.origin })).status).toBe(200);
    expect((await rawPost(port, '/api/call/stats', { Host: `localhost:${port}`, Authorization: `Bearer ${app.bridge.token}` })).status).toBe(200);
    // DNS rebinding: a page at evil.example resolving to 127.0.0.1 sends its own Host.
    expect((await rawPost(port, '/api/call/stats', { Host: `evil.example:${port}`, Authorization: `Bearer ${app.bridge.token}` })).status).toBe(403);
  });

  it('streams progress events to the page as server-sent events (token in the query)', async () => {
    expect((await fetch(`${app.bridge.origin}/api/events?token=wrong`)).status).toBe(401);
    const controller = new AbortController();
    const stream = await fetch(`${app.bridge.origin}/api/events?token=${app.bridge.token}`, { signal: controller.signal });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = stream.body!.getReader();
    const answered = call('chat.ask', JSON.stringify({ question: '제2종일반주거지역 건폐율 상한은?', request: 'sse-1', clarify: false }));
    let text = '';
    while (!text.includes('"node":"answer"')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    expect(text).toMatch(/event: chat\.progress\ndata: \{"request":"sse-1","node":"preprocess","phase":"start"/);
    expect(((await (await answered).json()) as { ok: boolean }).ok).toBe(true);
  });
});

describe('geungeo serve (npm run serve)', () => {
  it('builds if needed, starts, prints one line with the URL and serves the window until stopped', async () => {
    const child = spawn(process.execPath, [fileURLToPath(new URL('../bin/geungeo.mjs', import.meta.url)), 'serve', '--db', corpusDbCopy(tempDir())], {
      env: { ...process.env, GEUNGEO_LLM_PROVIDER: '', GEUNGEO_LLM_BASE_URL: '' },
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString('utf8');
          if (out.includes('\n')) resolve(out);
        });
        child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
      });
      expect(line).toMatch(/^Geungeo: http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{64}\n$/);
      const url = new URL(line.slice('Geungeo: '.length).trim());
      expect((await fetch(url)).status).toBe(200);
      const stats = await fetch(new URL('/api/call/stats', url), { method: 'POST', headers: { Authorization: `Bearer ${url.searchParams.get('token')}` } });
      expect(await stats.json()).toMatchObject({ ok: true, value: { documents: 9 } });
    } finally {
      child.kill('SIGTERM');
    }
    const code = await new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));
    expect(code).toBe(0);
  });

  it('says clearly when --port is not a port', async () => {
    const { runCliAsync } = await import('./helpers/cli');
    const result = await runCliAsync(['serve', '--port', 'abc', '--db', corpusDbCopy(tempDir())]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--port abc is not a port number.');
  });
});
