// `tsx scripts/make-tiny-model.ts <outDir>`: writes the tiny test embedding model (see src/main/models/tiny-model.ts)
// into <outDir>, the model folder itself. Handy to try the embedder by hand without downloading a real model.
import { resolve } from 'node:path';
import { writeTinyEmbeddingModel } from '../src/main/models/tiny-model';

const outDir = process.argv[2];
if (!outDir || process.argv.length > 3) {
  console.error('usage: tsx scripts/make-tiny-model.ts <outDir>   (the model folder, e.g. models/geungeo-test/tiny-ko)');
  process.exit(2);
}
const dir = resolve(outDir);
writeTinyEmbeddingModel(dir);
console.log(`tiny embedding model written to ${dir}`);
