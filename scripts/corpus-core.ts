// The evaluation scripts' library: a core with no model folders (lexical search only, so a figure depends on
// nothing outside the repository and the corpus) over the shared corpus's PDFs, ingested once into a scratch database
// or into the --db file when it is still empty; and the chunks with their statute, for the plain-library baselines.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { corpusPdfDir } from './corpus-location';

export interface CorpusCore {
  core: Geungeo;
  dbPath: string;
  /** Closes the core and removes the scratch database (a --db file is kept). */
  done(): Promise<void>;
}

export async function openCorpusCore(db: string | undefined, prefix: string): Promise<CorpusCore> {
  const scratch = db ? null : mkdtempSync(join(tmpdir(), prefix));
  const dbPath = db ?? join(scratch!, 'eval.db');
  const core = createGeungeo({ dbPath, modelsDir: [] });
  if (core.store.documents.stats().documents === 0) {
    const report = await core.ingest([corpusPdfDir], { embed: false });
    if (report.failed > 0) throw new Error('the corpus did not ingest cleanly');
  }
  return {
    core,
    dbPath,
    done: async () => {
      await core.close();
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    },
  };
}

export interface ChunkRow {
  id: number;
  text: string;
  article: string | null;
  law_name: string | null;
}

/** Every chunk with its article and statute. */
export function corpusChunks(core: Geungeo): ChunkRow[] {
  return core.store.db.prepare('SELECT c.id, c.text, c.article, d.law_name FROM chunks c JOIN documents d ON d.id = c.document_id').all() as ChunkRow[];
}
