// Rule rows parsed from an ingested statute are derived by the rules layer from what the store holds (chunks in
// order, pages for the page), inside the document's own insert transaction: the rows carry the article, item and
// page, and a derivation that fails takes the whole document back with it.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGeungeo } from '../src/main/core';
import { createLocalBackend } from '../src/main/ingest/backend';
import { collectSources } from '../src/main/ingest/sources';
import { createPdfParser } from '../src/main/ingest/pdf/pool';
import { createHwpReader } from '../src/main/hwp/pool';
import { sourceWorkerScripts } from '../src/main/workers/worker-script';
import { corpusPdfDir } from './helpers/corpus';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const decree = join(corpusPdfDir, '국토의계획및이용에관한법률_시행령.pdf');

describe('zoning limits derived from a stored statute', () => {
  it('lists 시행령 제84조 and 제85조 items with their article, item and page, from the stored chunks and pages', async () => {
    const core = createGeungeo({ dbPath: join(tempDir(), 'derive.db'), modelsDir: [], env: {} });
    try {
      const report = await core.ingest([decree], { embed: false });
      const id = report.files[0]!.document_id!;
      const parsed = core.rules.listZoning({}).filter((row) => row.source === `document:${id}`);
      expect(parsed.find((row) => row.zone_district === '제2종일반주거지역' && row.bcr_max !== null)).toMatchObject({
        jurisdiction: '전국', bcr_max: 60, article: '제84조', item: '제1항제4호', page: 54, document: id, source_kind: 'parsed',
      });
      expect(parsed.find((row) => row.zone_district === '제2종일반주거지역' && row.far_max !== null)).toMatchObject({ far_min: 100, far_max: 250, article: '제85조' });
      // Each zone once per measure: the chunker's repeated headings and "(계속)" lines add nothing.
      const keys = parsed.map((row) => `${row.zone_district}:${row.bcr_max === null ? 'far' : 'bcr'}`);
      expect(new Set(keys).size).toBe(keys.length);
    } finally {
      await core.close();
    }
  });

  it('rolls the document back when its derivation fails: nothing half-stored', async () => {
    const core = createGeungeo({ dbPath: join(tempDir(), 'rollback.db'), modelsDir: [], env: {} });
    const pdf = createPdfParser({ script: sourceWorkerScripts().pdfParser, size: 1 });
    const hwp = createHwpReader({ script: sourceWorkerScripts().hwpReader, size: 1 });
    try {
      const backend = createLocalBackend({
        store: core.store,
        pdf,
        hwp,
        embedder: async () => ({ missing: 'none' }),
        concurrency: 1,
        derive: () => {
          throw new Error('derivation failed');
        },
      });
      const [result] = await backend.ingestFiles(collectSources([decree]).files, () => undefined);
      expect(result).toMatchObject({ status: 'failed', reason: expect.stringMatching(/derivation failed/) });
      expect(core.store.documents.stats()).toMatchObject({ documents: 0, pages: 0, chunks: 0 });
    } finally {
      await pdf.close();
      await hwp.close();
      await core.close();
    }
  });
});
