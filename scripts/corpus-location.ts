// Where the shared test corpus (../shared/corpus: nine statutes as Markdown and PDF) is: $GEUNGEO_CORPUS_DIR,
// else next to the repository, else the workspace's copy. Tests and benchmarks fail with this message rather
// than silently skipping when it cannot be found.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export function corpusLocation(): string {
  const repo = fileURLToPath(new URL('..', import.meta.url));
  const candidates = [process.env.GEUNGEO_CORPUS_DIR, join(repo, '..', 'shared', 'corpus'), '/work/shared/corpus'].filter(
    (dir): dir is string => Boolean(dir),
  );
  const found = candidates.find((dir) => existsSync(join(dir, 'pdf')) && existsSync(join(dir, 'laws')));
  if (!found) {
    throw new Error(`The test corpus was not found (looked in ${candidates.map((dir) => resolve(dir)).join(', ')}); set GEUNGEO_CORPUS_DIR to the folder that holds pdf/ and laws/.`);
  }
  return found;
}
