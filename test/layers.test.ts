// The layers of ../shared/design/ARCHITECTURE.md, checked on the import statements themselves: the store is the
// floor (it imports only itself, the Korean-text utilities and the contract), ingestion writes documents but
// never rule rows (rules are derived by the rules layer from what the store holds), and only the Electron shell
// imports 'electron'.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = resolve(import.meta.dirname, '../src/main');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module a file imports (static, dynamic and type-only): relative ones as src/main-relative folders. */
function importsOf(file: string): { specifier: string; target: string | null }[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1] ?? match[2]!);
  return found.map((specifier) => ({
    specifier,
    target: specifier.startsWith('.') ? relative(MAIN, resolve(dirname(file), specifier)).split(sep)[0]! : null,
  }));
}

function violations(folder: string, allowed: (target: string) => boolean): string[] {
  return sources(join(MAIN, folder)).flatMap((file) =>
    importsOf(file)
      .filter(({ target }) => target !== null && !allowed(target))
      .map(({ specifier }) => `${relative(MAIN, file)} imports ${specifier}`),
  );
}

describe('layers', () => {
  it('finds imports (the checker itself works)', () => {
    expect(importsOf(join(MAIN, 'core.ts')).map(({ target }) => target)).toEqual(expect.arrayContaining(['store', 'ingest', 'rules', 'chat']));
  });

  it('the store is the floor: it imports only itself, text utilities and the contract', () => {
    expect(violations('store', (target) => ['store', 'text', '..'].includes(target))).toEqual([]);
  });

  it('text utilities import nothing above them', () => {
    expect(violations('text', (target) => ['text', '..'].includes(target))).toEqual([]);
  });

  it('ingestion never imports the rules, search, answering or chat layers', () => {
    expect(violations('ingest', (target) => !['rules', 'retrieval', 'answer', 'chat', 'verify', 'understand', 'api', 'bridge', 'cli'].includes(target))).toEqual([]);
  });

  it('understanding and verification are peers above search: neither imports the other, nor the chat pipeline above them', () => {
    const above = ['chat', 'api', 'bridge', 'cli'];
    expect(violations('understand', (target) => ![...above, 'verify'].includes(target))).toEqual([]);
    expect(violations('verify', (target) => ![...above, 'understand'].includes(target))).toEqual([]);
    expect(violations('rules', (target) => ![...above, 'answer', 'understand', 'verify'].includes(target))).toEqual([]);
  });

  it('search threads run search on the store alone: they import only retrieval, the store, text and worker paths', () => {
    expect(violations('search-threads', (target) => ['search-threads', 'retrieval', 'store', 'text', 'workers', '..'].includes(target))).toEqual([]);
  });

  it("only the Electron shell imports 'electron'", () => {
    const electron = sources(MAIN).filter((file) => importsOf(file).some(({ specifier }) => specifier === 'electron'));
    expect(electron.map((file) => relative(MAIN, file))).toEqual(['index.ts']);
  });
});
