// A private copy of the run's ingested corpus database (test/setup/corpus-db.ts), so tests may change it.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

export function corpusDbCopy(dir: string): string {
  const copy = join(dir, 'corpus.db');
  copyFileSync(inject('corpusDb'), copy);
  return copy;
}
