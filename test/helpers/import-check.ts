// Checks a source tree's imports against the layer rules (test/helpers/layer-rules.ts). Imports are read with
// TypeScript's own parser, not patterns, so that every form counts — import and export … from, type-only imports,
// import x = require(), dynamic import(), require() and createRequire(…)(), import('…') in types and in JSDoc — and
// nothing that merely looks like one (in a comment or a string) does.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import ts from 'typescript';
import type { LayerRule } from './layer-rules';

/** A source file: its path from the project root, with forward slashes ('src/main/rules/zones.ts'), and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

const MAIN = 'src/main';
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

function scriptKind(path: string): ts.ScriptKind {
  if (path.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (path.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return /\.[cm]?js$/.test(path) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

const stringArgument = (node: ts.CallExpression): string | null => {
  const [first] = node.arguments;
  return first && ts.isStringLiteralLike(first) ? first.text : null;
};

/** Whether a call loads a module: import('x'), require('x'), createRequire(import.meta.url)('x'). */
function loadsModule(call: ts.CallExpression): boolean {
  const callee = call.expression;
  if (callee.kind === ts.SyntaxKind.ImportKeyword) return true;
  if (ts.isIdentifier(callee)) return callee.text === 'require';
  return ts.isCallExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'createRequire';
}

/** Every module specifier the file imports, in the order written. */
export function importedModules(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, scriptKind(path));
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      found.push(node.moduleReference.expression.text);
    } else if (ts.isCallExpression(node) && loadsModule(node)) {
      const specifier = stringArgument(node);
      if (specifier !== null) found.push(specifier);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    // JSDoc (the types of the plain .mjs workers) is not among a node's children: visit it too.
    for (const doc of (node as { jsDoc?: ts.Node[] }).jsDoc ?? []) visit(doc);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The source files of the given folders (from `root`), read from disk. */
export function readSourceTree(root: string, folders: readonly string[]): SourceFile[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return walk(path);
      return SOURCE.test(entry.name) ? [path] : [];
    });
  return folders.flatMap((folder) => walk(join(root, folder))).map((path) => ({ path: relative(root, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }));
}

const stem = (name: string) => name.replace(SOURCE, '');

/**
 * Where a path stands: a layer of the main process ('rules', or a file directly in it such as 'core.ts'), another
 * source area ('src/shared', 'src/renderer', 'src/preload'), or, for anything else, the path itself.
 */
function placer(files: readonly SourceFile[], areas: readonly string[]): (path: string) => string {
  const inMain = files.filter((file) => file.path.startsWith(`${MAIN}/`)).map((file) => file.path.slice(MAIN.length + 1).split('/'));
  const folders = new Set(inMain.filter((parts) => parts.length > 1).map((parts) => parts[0]!));
  const topFiles = new Map(inMain.filter((parts) => parts.length === 1).map(([name]) => [stem(name!), name!]));
  return (path) => {
    if (path.startsWith(`${MAIN}/`)) {
      const [first, ...rest] = path.slice(MAIN.length + 1).split('/');
      // An import names a file without its extension ('../core') or a folder by its index ('./store').
      return rest.length > 0 || folders.has(first!) ? first! : (topFiles.get(stem(first!)) ?? first!);
    }
    return areas.find((area) => path === area || path.startsWith(`${area}/`)) ?? path;
  };
}

/** A place as a reader finds it: a main-process folder with its path ('src/main/rules'), another area as it is. */
const shown = (place: string, path: string) => (path.startsWith(`${MAIN}/`) ? `${MAIN}/${place}` : place);

export interface LayerReport {
  /** "src/main/store/x.ts imports ../chat/history: src/main/store may not import src/main/chat". */
  violations: string[];
  /** Folders (or files) directly under src/main that have no entry in the rules. */
  unlisted: string[];
}

/**
 * Checks every relative import of every file: a file in src/main may import its own folder, src/shared and the
 * folders its entry lists; a file of another area, itself and what its entry lists. Packages are not layers.
 */
export function checkLayers(files: readonly SourceFile[], main: Readonly<Record<string, LayerRule>>, others: Readonly<Record<string, LayerRule>>): LayerReport {
  const place = placer(files, Object.keys(others));
  const violations: string[] = [];
  const unlisted = new Set<string>();
  for (const file of files) {
    const from = place(file.path);
    const inMain = file.path.startsWith(`${MAIN}/`);
    const rule = inMain ? main[from] : others[from];
    if (!rule) {
      if (inMain) unlisted.add(from);
      continue;
    }
    const allowed = new Set([from, ...rule.mayImport, ...(inMain ? ['src/shared'] : [])]);
    for (const specifier of importedModules(file.path, file.text)) {
      if (!specifier.startsWith('.')) continue;
      const target = posix.join(posix.dirname(file.path), specifier);
      const to = place(target);
      if (!allowed.has(to)) violations.push(`${file.path} imports ${specifier}: ${shown(from, file.path)} may not import ${shown(to, target)}`);
    }
  }
  return { violations, unlisted: [...unlisted].sort() };
}

/** Names in the rules that are not there: entries for folders that no longer exist, and imports of such folders. */
export function staleNames(files: readonly SourceFile[], main: Readonly<Record<string, LayerRule>>): string[] {
  const place = placer(files, []);
  const present = new Set(files.filter((file) => file.path.startsWith(`${MAIN}/`)).map((file) => place(file.path)));
  const named = new Set([...Object.keys(main), ...Object.values(main).flatMap((rule) => rule.mayImport)]);
  return [...named].filter((name) => !present.has(name)).sort();
}

/** A chain of folders that may import each other round in a circle (so they are no layers), or null. */
export function allowedCycle(main: Readonly<Record<string, LayerRule>>): string[] | null {
  const done = new Set<string>();
  const visit = (name: string, path: string[]): string[] | null => {
    if (path.includes(name)) return [...path.slice(path.indexOf(name)), name];
    if (done.has(name)) return null;
    for (const next of main[name]?.mayImport ?? []) {
      const cycle = visit(next, [...path, name]);
      if (cycle) return cycle;
    }
    done.add(name);
    return null;
  };
  for (const name of Object.keys(main)) {
    const cycle = visit(name, []);
    if (cycle) return cycle;
  }
  return null;
}
