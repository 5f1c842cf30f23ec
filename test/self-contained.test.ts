// The repository stands on its own: no source, test, script or benchmark looks for files beside the clone (the
// statute corpus used to be read from a sibling folder). Every path a module builds from its own location stays
// inside the repository, and the corpus the tests read is here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { corpusPdfDir, statutesDir } from '../scripts/corpus-location';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CODE = /\.(ts|tsx|mts|mjs|cjs|js)$/;

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'corpus' ? [] : files(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}

const sources = () => [...['src', 'test', 'scripts', 'bin'].flatMap((folder) => files(join(ROOT, folder))), ...readdirSync(ROOT).filter((name) => CODE.test(name)).map((name) => join(ROOT, name))];

/** Paths a file builds relative to itself: new URL('…', import.meta.url), resolve/join(import.meta.dirname, '…'). */
function ownRelativePaths(file: string, text = readFileSync(file, 'utf8')): string[] {
  const urls = [...text.matchAll(/new URL\(\s*'([^']+)'\s*,\s*import\.meta\.url\s*\)/g)].map((match) => fileURLToPath(new URL(match[1]!, `file://${file}`)));
  const joined = [...text.matchAll(/(?:resolve|join)\(\s*import\.meta\.dirname\s*,\s*'([^']+)'/g)].map((match) => resolve(dirname(file), match[1]!));
  return [...urls, ...joined];
}

const outsideRepository = (paths: string[]) => paths.filter((path) => !`${path}${sep}`.startsWith(ROOT));

describe('a clone with nothing beside it', () => {
  it('holds the statutes the app ships and the PDFs the tests read', () => {
    expect(readdirSync(statutesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'))).toHaveLength(9);
    expect(readdirSync(corpusPdfDir).filter((file) => file.endsWith('.pdf'))).toHaveLength(9);
  });

  it('has no code that names a folder beside the repository', () => {
    const outside = sources().flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      // (Spelled in pieces so that this file does not name them itself.)
      const named = [new RegExp(['shared', 'corpus'].join('/')), new RegExp(['GEUNGEO', 'CORPUS', 'DIR'].join('_'))].filter((pattern) => pattern.test(text)).map((pattern) => `${relative(ROOT, file)} names ${pattern.source}`);
      const escaping = outsideRepository(ownRelativePaths(file)).map((path) => `${relative(ROOT, file)} builds ${path}`);
      return [...named, ...escaping];
    });
    expect(outside).toEqual([]);
  });

  it('the checker sees a path that leaves the repository (it works)', () => {
    const paths = ownRelativePaths(join(ROOT, 'scripts', 'corpus-location.ts'));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((path) => existsSync(path))).toBe(true);
    expect(outsideRepository(paths)).toEqual([]);
    // A planted file that reads a sibling folder, both ways a module names a path beside itself (in pieces, so that
    // this file does not hold them whole).
    const planted = ['const corpus = new ' + "URL('../../sibling/corpus', import.meta.url);", 'const models = join(import.meta.' + "dirname, '../../sibling/models');"].join('\n');
    expect(outsideRepository(ownRelativePaths(join(ROOT, 'scripts', 'planted.ts'), planted))).toHaveLength(2);
  });
});
