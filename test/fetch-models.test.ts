import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchCall } from '../src/main/api/dispatch';
import { createCallHandlers } from '../src/main/api/handlers';
import { createGeungeo } from '../src/main/core';
import { loadEmbedder } from '../src/main/models/embedder';
import { fetchModel, type FetchProgress, type ModelFileSpec } from '../src/main/models/fetch-model';
import { locateModel } from '../src/main/models/locate';
import { GeungeoError } from '../src/shared/errors';
import { repoRoot } from './helpers/cli';
import { useTempDir } from './helpers/temp';
import { ensureTinyModel } from './helpers/tiny-model';

const tempDir = useTempDir();

const TINY_FILES: ModelFileSpec[] = [
  { path: 'config.json' },
  { path: 'tokenizer.json' },
  { path: 'tokenizer_config.json' },
  { path: 'special_tokens_map.json', optional: true }, // the server does not have it: skipped
  { path: 'geungeo.json' },
  { path: 'onnx/model.onnx' },
];

/**
 * A stand-in for the Hugging Face hub on 127.0.0.1: GET /<id>/resolve/main/<file> serves the tiny model's files.
 * Like the hub, ONNX files answer with a redirect to another path ("the CDN"). `onnx/model_quantized.onnx` is
 * served from model.onnx, so the script's default file list works too. Model `geungeo-test/broken` has no
 * tokenizer.json; for `geungeo-test/truncated` the connection drops halfway through the ONNX file.
 */
function startHub(modelDir: string): Promise<{ server: Server; endpoint: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = decodeURIComponent(req.url ?? '');
    requests.push(url);
    const cdn = /^\/cdn(-truncated)?\/(.+)$/.exec(url);
    const hub = /^\/(geungeo-test\/[\w-]+)\/resolve\/main\/(.+)$/.exec(url);
    const file = cdn ? cdn[2]! : hub?.[2];
    if (hub && file?.endsWith('.onnx')) {
      res.writeHead(302, { location: `/cdn${hub[1] === 'geungeo-test/truncated' ? '-truncated' : ''}/${file}` }).end();
      return;
    }
    const local = file && join(modelDir, file === 'onnx/model_quantized.onnx' ? 'onnx/model.onnx' : file);
    if (!local || !existsSync(local) || (hub?.[1] === 'geungeo-test/broken' && file === 'tokenizer.json')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Entry not found');
      return;
    }
    const body = readFileSync(local);
    res.writeHead(200, { 'content-length': body.length, 'content-type': 'application/octet-stream' });
    if (cdn?.[1]) {
      // The connection drops halfway through the weights.
      res.write(body.subarray(0, body.length >> 1), () => res.destroy());
      return;
    }
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, endpoint: `http://127.0.0.1:${port}`, requests });
    }),
  );
}

/** A port nothing listens on: bind one, then close it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function runScript(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // Asynchronous on purpose: the fake hub runs in this process, so a spawnSync would block it.
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/fetch-models.ts', ...args],
      { cwd: repoRoot, timeout: 60_000, env: { ...process.env, HF_ENDPOINT: '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? (child.exitCode ?? 1) : 0, stdout, stderr }),
    );
  });
}

let tinyDir: string;
let hub: Awaited<ReturnType<typeof startHub>>;

beforeAll(async () => {
  const { modelsDir, modelId } = ensureTinyModel();
  tinyDir = join(modelsDir, modelId);
  hub = await startHub(tinyDir);
});
afterAll(() => new Promise<void>((resolve) => (hub ? hub.server.close(() => resolve()) : resolve())));

describe('fetchModel', () => {
  it('downloads every file into <dir>/<id>, and the embedder loads the result', async () => {
    const modelsDir = tempDir();
    const progress: FetchProgress[] = [];
    const result = await fetchModel({
      modelId: 'geungeo-test/tiny-ko',
      modelsDir,
      endpoint: `${hub.endpoint}/`, // a trailing slash is fine
      files: TINY_FILES,
      onProgress: (event) => progress.push(event),
    });
    const modelDir = join(modelsDir, 'geungeo-test', 'tiny-ko');
    expect(result).toMatchObject({ modelDir, downloaded: true });
    expect(result.files.map((file) => file.path)).toEqual(['config.json', 'tokenizer.json', 'tokenizer_config.json', 'geungeo.json', 'onnx/model.onnx']);
    for (const file of result.files) {
      expect(file.bytes).toBe(statSync(join(tinyDir, file.path)).size);
      // Buffer.equals, not toEqual: vitest's deep equality walks a 3 MB buffer byte by byte (~20 s).
      expect(readFileSync(join(modelDir, file.path)).equals(readFileSync(join(tinyDir, file.path))), file.path).toBe(true);
    }
    expect(progress.filter((event) => event.done).map((event) => event.file)).toEqual(result.files.map((file) => file.path));
    expect(readdirSync(join(modelsDir, 'geungeo-test'))).toEqual(['tiny-ko']); // no temp folder left
    expect(locateModel([modelsDir], 'geungeo-test/tiny-ko')).toBe(modelDir);

    const embedder = await loadEmbedder({ modelId: 'geungeo-test/tiny-ko', searchDirs: [modelsDir] });
    try {
      expect(embedder.dimension).toBe(32);
      expect(await embedder.embedQuery('건축법')).toHaveLength(32);
    } finally {
      await embedder.dispose();
    }
  });

  it('skips a complete model unless forced', async () => {
    const modelsDir = tempDir();
    const options = { modelId: 'geungeo-test/tiny-ko', modelsDir, endpoint: hub.endpoint, files: TINY_FILES };
    await fetchModel(options);
    const before = hub.requests.length;
    expect(await fetchModel(options)).toMatchObject({ downloaded: false, files: [] });
    expect(hub.requests.length).toBe(before);
    expect(await fetchModel({ ...options, force: true })).toMatchObject({ downloaded: true });
    expect(readdirSync(join(modelsDir, 'geungeo-test'))).toEqual(['tiny-ko']);
  });

  it('fails on a 404 naming the URL, and leaves no model folder behind', async () => {
    const modelsDir = tempDir();
    const error = await fetchModel({ modelId: 'geungeo-test/broken', modelsDir, endpoint: hub.endpoint, files: TINY_FILES }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GeungeoError);
    expect((error as GeungeoError).message).toContain(`${hub.endpoint}/geungeo-test/broken/resolve/main/tokenizer.json`);
    expect((error as GeungeoError).message).toContain('404');
    expect(locateModel([modelsDir], 'geungeo-test/broken')).toBeNull();
    expect(readdirSync(join(modelsDir, 'geungeo-test'))).toEqual([]); // the temp folder is gone too
  });

  it('fails when the connection drops mid-file, and leaves no model folder behind', async () => {
    const modelsDir = tempDir();
    const error = (await fetchModel({ modelId: 'geungeo-test/truncated', modelsDir, endpoint: hub.endpoint, files: TINY_FILES }).catch(
      (e: unknown) => e,
    )) as GeungeoError;
    expect(error).toBeInstanceOf(GeungeoError);
    expect(error.message).toContain(`${hub.endpoint}/geungeo-test/truncated/resolve/main/onnx/model.onnx`);
    expect(locateModel([modelsDir], 'geungeo-test/truncated')).toBeNull();
    expect(readdirSync(join(modelsDir, 'geungeo-test'))).toEqual([]);
  });

  it('says it needs an internet connection when the endpoint is unreachable', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const modelsDir = tempDir();
    const error = (await fetchModel({ modelId: 'geungeo-test/tiny-ko', modelsDir, endpoint, files: TINY_FILES }).catch((e: unknown) => e)) as GeungeoError;
    expect(error.message).toContain(`${endpoint}/geungeo-test/tiny-ko/resolve/main/config.json`);
    expect(error.message).toMatch(/ECONNREFUSED/);
    expect(error.hint).toMatch(/internet connection/);
    expect(locateModel([modelsDir], 'geungeo-test/tiny-ko')).toBeNull();
  });

  it('refuses ids that would write outside the models folder', async () => {
    for (const modelId of ['../evil', 'a/../../b', '/abs/path', 'a/b/c']) {
      await expect(fetchModel({ modelId, modelsDir: tempDir(), endpoint: hub.endpoint })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    }
  });
});

describe('scripts/fetch-models.ts (subprocess)', () => {
  it('downloads the default file list, prints progress and the folder, exits 0', async () => {
    const modelsDir = tempDir();
    const run = await runScript(['--model', 'geungeo-test/tiny-ko', '--dir', modelsDir, '--endpoint', hub.endpoint]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const modelDir = join(modelsDir, 'geungeo-test', 'tiny-ko');
    expect(run.stdout).toContain('onnx/model_quantized.onnx');
    expect(run.stdout).toMatch(/tokenizer\.json .*\(\d+ bytes\)/);
    expect(run.stdout).toContain(modelDir);
    expect(run.stdout).toContain(`--models ${modelsDir}`); // --dir is not a folder the app searches by itself
    expect(locateModel([modelsDir], 'geungeo-test/tiny-ko')).toBe(modelDir);
    expect(existsSync(join(modelDir, 'onnx', 'model_quantized.onnx'))).toBe(true);
  });

  it('exits non-zero with one line on stderr when the endpoint is unreachable', async () => {
    const modelsDir = tempDir();
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const run = await runScript(['--model', 'geungeo-test/tiny-ko', '--dir', modelsDir], { HF_ENDPOINT: endpoint });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^models:fetch: Could not download http:\/\/127\.0\.0\.1:\d+\/geungeo-test\/tiny-ko\/resolve\/main\/config\.json/);
    expect(lines[0]).toMatch(/internet connection/);
    expect(locateModel([modelsDir], 'geungeo-test/tiny-ko')).toBeNull();
  });
});

describe('models.fetch (the settings view’s download)', () => {
  it('downloads the configured embedding model into the first models folder with progress events, and uses it at once', async () => {
    const modelsDir = tempDir();
    const core = createGeungeo({ dbPath: join(tempDir(), 'fetch.db'), modelsDir: [modelsDir], embeddingModel: 'geungeo-test/tiny-ko', env: { HF_ENDPOINT: hub.endpoint } });
    const progress: unknown[] = [];
    const handlers = createCallHandlers(core, { shell: 'test', appName: 'Geungeo', appVersion: 'test' }, { emit: (event, payload) => event === 'models.progress' && progress.push(payload) });
    try {
      expect(core.modelStatuses()[0]).toMatchObject({ available: false });
      expect(await core.embedder()).toHaveProperty('missing'); // looked for once, and remembered as missing
      const result = await dispatchCall(handlers, 'models.fetch', {});
      expect(result).toMatchObject({ ok: true, value: { model: 'geungeo-test/tiny-ko', dir: join(modelsDir, 'geungeo-test', 'tiny-ko'), downloaded: true } });
      expect(progress).toContainEqual(expect.objectContaining({ file: 'onnx/model_quantized.onnx', done: true }));
      expect(core.modelStatuses()[0]).toMatchObject({ available: true });
      const embedder = await core.embedder();
      expect('missing' in embedder).toBe(false);
    } finally {
      await core.close();
    }
  });

  it('says what is wrong offline, and when no models folder is configured', async () => {
    const offline = createGeungeo({ dbPath: join(tempDir(), 'offline.db'), modelsDir: [tempDir()], embeddingModel: 'geungeo-test/tiny-ko', env: { HF_ENDPOINT: `http://127.0.0.1:${await closedPort()}` } });
    const none = createGeungeo({ dbPath: join(tempDir(), 'none.db'), modelsDir: [], env: {} });
    try {
      await expect(offline.downloadModel(undefined, () => undefined)).rejects.toThrow(/internet connection|reach|ECONNREFUSED/i);
      await expect(none.downloadModel(undefined, () => undefined)).rejects.toMatchObject({ code: 'MODEL_MISSING' });
    } finally {
      await offline.close();
      await none.close();
    }
  });
});
