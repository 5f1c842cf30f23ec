// Expands the paths a user gives (files and folders, recursively) into the files to ingest. A file named
// explicitly with an unsupported type is an error the user should see; inside a folder, such files (images,
// spreadsheets, .DS_Store) are simply not ours and are passed over.
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { basename, extname, join, relative, resolve, sep } from 'node:path';
import type { ErrorReason } from '../../shared/error-reasons';
import { LIBRARY_EXTENSIONS } from '../../shared/library-contract';

type LibraryExtension = (typeof LIBRARY_EXTENSIONS)[number];

/** How a file is read: 'hwp' covers .hwp (HWP 5, HWP 3) and .hwpx alike, told apart by content when read. */
export type SourceFormat = 'pdf' | 'markdown' | 'text' | 'hwp';

/** How each of the library's file types (LIBRARY_EXTENSIONS) is read. */
const FORMATS: Record<LibraryExtension, SourceFormat> = { '.pdf': 'pdf', '.hwp': 'hwp', '.hwpx': 'hwp', '.md': 'markdown', '.markdown': 'markdown', '.txt': 'text' };
export const SUPPORTED_EXTENSIONS: readonly string[] = LIBRARY_EXTENSIONS;

export interface SourceFile {
  /** Absolute path on disk. */
  path: string;
  /** The name the document is known by: the path below the folder that was ingested, or the file name. NFC. */
  name: string;
  format: SourceFormat;
}

export interface SourceProblem {
  path: string;
  reason: string;
  problem: ErrorReason;
}

export interface Sources {
  files: SourceFile[];
  problems: SourceProblem[];
  /** Folders that were ingested whole (a later sync reports their files that disappeared). */
  folders: string[];
}

export function formatOf(path: string): SourceFormat | null {
  return (FORMATS as Record<string, SourceFormat>)[extname(path).toLowerCase()] ?? null;
}

export function collectSources(paths: readonly string[]): Sources {
  const files = new Map<string, SourceFile>();
  const problems: SourceProblem[] = [];
  const folders: string[] = [];
  for (const given of paths) {
    const path = resolve(given);
    let stats;
    try {
      stats = statSync(path);
    } catch {
      problems.push({ path: given, reason: 'no such file or folder', problem: { id: 'file.missing' } });
      continue;
    }
    if (stats.isDirectory()) {
      folders.push(path);
      for (const file of walk(path, new Set())) {
        const format = formatOf(file);
        if (format && !files.has(file)) files.set(file, { path: file, name: displayName(relative(path, file)), format });
      }
      continue;
    }
    const format = formatOf(path);
    if (!format) {
      problems.push({
        path: given,
        reason: `unsupported file type "${extname(path) || basename(path)}": Geungeo reads ${SUPPORTED_EXTENSIONS.join(', ')} files`,
        problem: { id: 'file.unsupported-type', extension: extname(path) || basename(path) },
      });
    } else if (!files.has(path)) {
      files.set(path, { path, name: displayName(basename(path)), format });
    }
  }
  return { files: [...files.values()].sort((a, b) => a.name.localeCompare(b.name, 'ko')), problems, folders };
}

/** macOS writes Korean file names decomposed (NFD); names are compared and shown composed. */
function displayName(path: string): string {
  return path.split(sep).join('/').normalize('NFC');
}

function* walk(folder: string, seen: Set<string>): Generator<string> {
  const real = realpathSync(folder);
  if (seen.has(real)) return; // a symlink loop
  seen.add(real);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(folder, entry.name);
    const isDirectory = entry.isDirectory() || (entry.isSymbolicLink() && safeStat(path)?.isDirectory());
    if (isDirectory) yield* walk(path, seen);
    else if (entry.isFile() || entry.isSymbolicLink()) yield path;
  }
}

function safeStat(path: string) {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}
