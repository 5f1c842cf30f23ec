// Files dropped on the window in browser mode arrive as bytes, not paths. Each is kept in the library's own folder
// beside the database, under a folder named by its content hash: the same file dropped twice lands on the same
// path (and is reported unchanged), two different files with one name never overwrite each other, and the page
// view can still open an uploaded PDF after the upload's temporary file is gone.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';

export const UPLOADS_FOLDER = 'library';

export function uploadsDir(dbPath: string): string {
  return join(dirname(dbPath), UPLOADS_FOLDER);
}

/** True for a file the library itself keeps (an upload), which it may delete with its document. */
export function isOwnCopy(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel);
}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Moves a received temporary file (in `dir`, the uploads folder) to <dir>/<hash prefix>/<name> and returns that
 * path. The name is reduced to its last path segment, so a crafted name cannot write elsewhere.
 */
export async function keepUpload(tempPath: string, fileName: string, dir: string): Promise<string> {
  const name = basename(fileName.replaceAll('\\', '/')).normalize('NFC').replace(/^\.+/, '') || 'upload';
  const folder = join(dir, (await sha256File(tempPath)).slice(0, 16));
  const target = join(folder, name);
  mkdirSync(folder, { recursive: true });
  if (existsSync(target)) rmSync(tempPath, { force: true });
  else renameSync(tempPath, target);
  return target;
}

/** Removes an upload's copy (in `dir`, the uploads folder) and its hash folder once empty. */
export function removeOwnCopy(path: string, dir: string): boolean {
  if (!isOwnCopy(path, dir) || !existsSync(path)) return false;
  rmSync(path, { force: true });
  try {
    rmSync(dirname(path), { recursive: false });
  } catch {
    // not empty: another name for the same content is still there
  }
  return true;
}
