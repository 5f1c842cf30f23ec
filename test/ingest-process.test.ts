// The desktop app ingests in a separate process. Here it is a real Node child process running the same entry;
// the test kills it the way onnxruntime or a bad PDF could, and checks that only the file being read fails.
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingestPaths } from '../src/main/ingest/batch';
import { forkIngestProcess } from '../src/main/ingest/process/node-child';
import type { ChildHandle } from '../src/main/ingest/process/protocol';
import { createProcessBackend } from '../src/main/ingest/process/supervisor';
import { sourceWorkerScripts } from '../src/main/workers/worker-script';
import { corpusLawsDir, corpusPdfDir } from './helpers/corpus';
import { countRows, expectConsistent } from './helpers/db-checks';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const workers = sourceWorkerScripts();

function batchFolder(): string {
  const folder = tempDir();
  copyFileSync(join(corpusLawsDir, '주차장법', '시행령.md'), join(folder, 'a-parking-decree.md'));
  copyFileSync(join(corpusPdfDir, '주차장법_시행규칙.pdf'), join(folder, 'b-parking-rule.pdf'));
  writeFileSync(join(folder, 'c-memo.md'), '# 메모\n\n현장 확인 결과.\n');
  return folder;
}

/** Forks the real ingest process, and kills it whenever it starts parsing `victim`, up to `times` times. */
function killingSpawner(victim: string, times: number) {
  let kills = 0;
  const spawned: ChildHandle[] = [];
  const spawn = (): ChildHandle => {
    const child = forkIngestProcess(workers.ingestProcess);
    spawned.push(child);
    return {
      ...child,
      onMessage: (listener) =>
        child.onMessage((message) => {
          if (message.type === 'progress' && message.event.file === victim && message.event.stage === 'parsing' && kills < times) {
            kills++;
            child.kill();
            return;
          }
          listener(message);
        }),
    };
  };
  return { spawn, spawned, kills: () => kills };
}

describe('the ingest process', () => {
  it('ingests like the in-process backend', async () => {
    const dbPath = join(tempDir(), 'child.db');
    const backend = createProcessBackend(() => forkIngestProcess(workers.ingestProcess), { dbPath, modelsDirs: [], workers });
    const report = await ingestPaths([batchFolder()], backend, { embed: false });
    backend.close();
    expect(report).toMatchObject({ added: 3, failed: 0 });
    expect(countRows(dbPath).documents).toBe(3);
  });

  it('reports the file it was reading as failed when it dies twice on it, and finishes the rest', async () => {
    const dbPath = join(tempDir(), 'crash.db');
    const spawner = killingSpawner('b-parking-rule.pdf', 2);
    const backend = createProcessBackend(spawner.spawn, { dbPath, modelsDirs: [], workers, pdfWorkers: 1 });
    const report = await ingestPaths([batchFolder()], backend, { embed: false });
    backend.close();
    expect(spawner.kills()).toBe(2);
    expect(report.files.find((f) => f.file_name === 'b-parking-rule.pdf')).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/the ingest process crashed while reading this file \(killed by SIGTERM\)/),
    });
    expect(report.files.filter((f) => f.status === 'added').map((f) => f.file_name).sort()).toEqual(['a-parking-decree.md', 'c-memo.md']);
    expect(countRows(dbPath).documents).toBe(2);
    expectConsistent(dbPath);
  });

  it('retries a file once in a fresh process, so a one-off crash costs nothing', async () => {
    const dbPath = join(tempDir(), 'once.db');
    const spawner = killingSpawner('b-parking-rule.pdf', 1);
    const backend = createProcessBackend(spawner.spawn, { dbPath, modelsDirs: [], workers, pdfWorkers: 1 });
    const report = await ingestPaths([batchFolder()], backend, { embed: false });
    backend.close();
    expect(spawner.kills()).toBe(1);
    expect(report).toMatchObject({ added: 3, failed: 0 });
  });
});
