// Once per test run: the corpus PDFs ingested into a database that retrieval tests copy and search.
// (Ingestion itself is tested on its own in ingest-*.test.ts.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createGeungeo } from '../../src/main/core';
import { corpusPdfDir } from '../../scripts/corpus-location';

declare module 'vitest' {
  export interface ProvidedContext {
    corpusDb: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'geungeo-corpus-db-'));
  const dbPath = join(dir, 'corpus.db');
  const core = createGeungeo({ dbPath, modelsDir: [] });
  const report = await core.ingest([corpusPdfDir], { embed: false });
  await core.close();
  if (report.failed > 0) throw new Error(`the corpus did not ingest cleanly: ${JSON.stringify(report.files.filter((f) => f.status === 'failed'))}`);
  project.provide('corpusDb', dbPath);
  return () => rmSync(dir, { recursive: true, force: true });
}
