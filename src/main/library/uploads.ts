// Files dropped on the window in browser mode arrive as bytes, not paths. Each is kept in the library's own folder
// beside the database, under a folder named by its content hash: the same file dropped twice lands on the same
// path (and is reported unchanged), two different files with one name never overwrite each other, and the page
// view can still open an uploaded PDF after the upload's temporary file is gone.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import { GeungeoError } from '../../shared/errors';

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
 * File systems allow 255 bytes per name and a Hangul syllable takes 3 in UTF-8: a longer name keeps its start and
 * its extension, joined by "…", so a 300-character name is stored (and shown) shortened rather than failing.
 */
export const MAX_UPLOAD_NAME_BYTES = 150;
/** Control and bidirectional-override characters: they make a name print as something it is not. */
const ODD_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** A dropped file's name as the library keeps and shows it: its last path segment, without odd characters, short. */
export function uploadName(fileName: string): string {
  const name = basename(fileName.replaceAll('\\', '/')).normalize('NFC').replace(ODD_NAME_CHARACTERS, '').replace(/^\.+/, '').trim() || 'upload';
  if (Buffer.byteLength(name) <= MAX_UPLOAD_NAME_BYTES) return name;
  const extension = extname(name).length <= 8 ? extname(name) : '';
  const stem = Array.from(name.slice(0, name.length - extension.length));
  let bytes = Buffer.byteLength(`…${extension}`);
  let kept = 0;
  while (kept < stem.length && bytes + Buffer.byteLength(stem[kept]!) <= MAX_UPLOAD_NAME_BYTES) bytes += Buffer.byteLength(stem[kept++]!);
  return `${stem.slice(0, kept).join('')}…${extension}`;
}

/**
 * Moves a received temporary file (in `dir`, the uploads folder) to <dir>/<hash prefix>/<name> and returns that
 * path. The name is reduced to its last path segment (uploadName), so a crafted name cannot write elsewhere. If the
 * move fails, neither the temporary file nor an empty hash folder is left, and the error names no server path.
 */
export async function keepUpload(tempPath: string, fileName: string, dir: string): Promise<string> {
  const name = uploadName(fileName);
  try {
    const folder = join(dir, (await sha256File(tempPath)).slice(0, 16));
    const target = join(folder, name);
    mkdirSync(folder, { recursive: true });
    try {
      if (existsSync(target)) rmSync(tempPath, { force: true });
      else renameSync(tempPath, target);
    } catch (error) {
      removeEmptyFolder(folder);
      throw error;
    }
    return target;
  } catch (error) {
    rmSync(tempPath, { force: true });
    throw new GeungeoError('INGEST_FAILED', `${name}: the upload could not be kept in the library (${(error as NodeJS.ErrnoException).code ?? 'error'}).`, {
      hint: 'drop the file again; if it fails again, check the free disk space',
      reason: { id: 'file.not-kept' },
    });
  }
}

/**
 * Keeps a file that arrives as bytes (a team document pulled from the team library) where an upload of it would be
 * kept, so the page view opens it and deleting its document removes it. Written under a temporary name and renamed:
 * a pull stopped mid-write leaves no half file under the real name.
 */
export function keepBytes(bytes: Buffer, contentHash: string, fileName: string, dir: string): string {
  const folder = join(dir, contentHash.slice(0, 16));
  const target = join(folder, uploadName(fileName));
  if (existsSync(target)) return target;
  mkdirSync(folder, { recursive: true });
  const temporary = `${target}.${process.pid}.part`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, target);
  return target;
}

function removeEmptyFolder(folder: string): void {
  try {
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  } catch {
    // already gone
  }
}

/** Removes an upload's copy (in `dir`, the uploads folder) and its hash folder once empty. */
export function removeOwnCopy(path: string, dir: string): boolean {
  if (!isOwnCopy(path, dir) || !existsSync(path)) return false;
  rmSync(path, { force: true });
  // Another name for the same content may still be there: the folder goes only when empty.
  removeEmptyFolder(dirname(path));
  return true;
}
