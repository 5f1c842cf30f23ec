// The layers of the app, checked on the import statements themselves against the allow-list in
// test/helpers/layer-rules.ts: every folder under src/main states which folders it may import, src/shared imports
// nothing of the app, and the window and the preload import only src/shared. Only the Electron shell imports
// 'electron'.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedCycle, checkLayers, importedModules, readSourceTree, staleNames, type SourceFile } from './helpers/import-check';
import { MAIN_LAYERS, OTHER_AREAS, type LayerRule } from './helpers/layer-rules';

const ROOT = resolve(import.meta.dirname, '..');
const tree = readSourceTree(ROOT, ['src/main', 'src/shared', 'src/renderer', 'src/preload']);

describe('reading imports', () => {
  it('finds every form of import, type-only ones too, and nothing in comments or strings', () => {
    const text = [
      "import { a } from './static';",
      "import type { B } from './type-only';",
      "import './side-effect';",
      "export { c } from './re-export';",
      "export * from './star';",
      "import d = require('./import-equals');",
      "const e = await import('./dynamic');",
      'const f = await import(`./template`);',
      "const g = require('./required');",
      "const h = createRequire(import.meta.url)('./created');",
      "type I = import('./import-type').I;",
      "/** @typedef {import('./jsdoc').J} J */",
      "// import { k } from './in-a-comment';",
      "const l = \"import { m } from './in-a-string'\";",
      "const n = new URL('./a-path-not-an-import', import.meta.url);",
    ].join('\n');
    expect(importedModules('x.ts', text)).toEqual([
      './static', './type-only', './side-effect', './re-export', './star', './import-equals', './dynamic', './template', './required', './created', './import-type', './jsdoc',
    ]);
  });

  it('reads the plain .mjs workers and their JSDoc types', () => {
    const worker = tree.find((file) => file.path === 'src/main/ingest/pdf/pdfium-text.mjs')!;
    expect(importedModules(worker.path, worker.text)).toEqual(expect.arrayContaining(['./visual-lines.mjs', '@hyzyla/pdfium']));
  });

  it('finds the imports of the real tree (the core imports the store, ingestion, rules and chat)', () => {
    const core = tree.find((file) => file.path === 'src/main/core.ts')!;
    expect(importedModules(core.path, core.text)).toEqual(expect.arrayContaining(['./store', './ingest/backend', './rules/rule-store', './chat/chat-service']));
  });
});

describe('the checker', () => {
  const rules: Record<string, LayerRule> = {
    text: { mayImport: [], why: 'floor' },
    store: { mayImport: ['text'], why: 'above text' },
    'core.ts': { mayImport: ['store'], why: 'the root' },
  };
  const others = { 'src/shared': { mayImport: [], why: 'contract' }, 'src/renderer': { mayImport: ['src/shared'], why: 'window' } };
  const file = (path: string, ...lines: string[]): SourceFile => ({ path, text: lines.join('\n') });

  it('reports a planted forbidden import, in every form, and passes the allowed ones', () => {
    const planted = [
      file('src/main/text/normalize.ts', "import type { Db } from '../store/database';", "export * from '../../shared/errors';"),
      file('src/main/store/database.ts', "import { normalize } from '../text/normalize';", "import { x } from './index';", "const core = await import('../core');"),
      file('src/main/store/index.ts', "type Root = import('../core.js').Root;"),
      file('src/main/core.ts', "import { openStore } from './store';", "import { y } from '../../package.json';"),
      file('src/shared/contract.ts', "import type { Store } from '../main/store';"),
      file('src/renderer/src/App.tsx', "import { call } from '../../shared/contract';", "const core = require('../../main/core');"),
    ];
    expect(checkLayers(planted, rules, others)).toEqual({
      violations: [
        'src/main/text/normalize.ts imports ../store/database: src/main/text may not import src/main/store',
        'src/main/store/database.ts imports ../core: src/main/store may not import src/main/core.ts',
        'src/main/store/index.ts imports ../core.js: src/main/store may not import src/main/core.ts',
        'src/main/core.ts imports ../../package.json: src/main/core.ts may not import package.json',
        'src/shared/contract.ts imports ../main/store: src/shared may not import src/main/store',
        'src/renderer/src/App.tsx imports ../../main/core: src/renderer may not import src/main/core.ts',
      ],
      unlisted: [],
    });
  });

  it('fails a folder that has no entry', () => {
    const report = checkLayers([file('src/main/newfolder/thing.ts', "import { a } from '../store';"), file('src/main/store/index.ts')], rules, others);
    expect(report.unlisted).toEqual(['newfolder']);
  });

  it('finds the real allow-list breached by one planted file', () => {
    const planted = [...tree, file('src/main/store/planted.ts', "import type { ChatHistory } from '../chat/history';")];
    expect(checkLayers(planted, MAIN_LAYERS, OTHER_AREAS).violations).toEqual(['src/main/store/planted.ts imports ../chat/history: src/main/store may not import src/main/chat']);
  });

  it('finds a circle in an allow-list', () => {
    expect(allowedCycle({ a: { mayImport: ['b'], why: '' }, b: { mayImport: ['c'], why: '' }, c: { mayImport: ['a'], why: '' } })).toEqual(['a', 'b', 'c', 'a']);
    expect(allowedCycle(rules)).toBeNull();
  });
});

describe('layers', () => {
  it('every import of src/main, src/shared, the window and the preload keeps to the allow-list', () => {
    expect(checkLayers(tree, MAIN_LAYERS, OTHER_AREAS)).toEqual({ violations: [], unlisted: [] });
  });

  it('the allow-list names only folders that exist, each with its reason', () => {
    expect(staleNames(tree, MAIN_LAYERS)).toEqual([]);
    expect(Object.entries(MAIN_LAYERS).filter(([, rule]) => rule.why.trim() === '').map(([name]) => name)).toEqual([]);
  });

  it('the allow-list is layered: no folders may import each other round in a circle', () => {
    expect(allowedCycle(MAIN_LAYERS)).toBeNull();
  });

  it("only the Electron shell imports 'electron' in the main process", () => {
    const electron = tree.filter((file) => file.path.startsWith('src/main/') && importedModules(file.path, file.text).includes('electron'));
    expect(electron.map((file) => file.path)).toEqual(['src/main/index.ts']);
  });
});
