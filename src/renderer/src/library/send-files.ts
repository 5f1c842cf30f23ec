// Hands dropped or picked files to the library. In Electron each File has a path on disk, and ingest.run reads it
// where it lies; in browser mode the bytes are uploaded (multipart, streamed to disk by the bridge) and ingested
// there. Either way the result is the same ingest report, and progress arrives as ingest.progress events.
import type { ApiError, IngestReport, Result } from '../../../shared/contract';
import { isLibraryFile } from '../../../shared/library-contract';
import { api, bridge } from '../api';

export interface SendHandle {
  done: Promise<IngestReport>;
  /** Stops the upload, or the ingestion once the files are on the server. */
  cancel(): void;
}

/** `onUpload(loaded, total)`: bytes sent so far (browser mode only). */
export function sendFiles(files: File[], onUpload: (loaded: number, total: number) => void): SendHandle {
  if (api.pathForFile) {
    const paths = files.map((file) => api.pathForFile!(file));
    return { done: api.ingest.run({ paths }), cancel: () => void api.ingest.cancel() };
  }
  const request = new XMLHttpRequest();
  let uploaded = false;
  const done = new Promise<IngestReport>((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    request.open('POST', `${bridge!.origin}/api/upload`);
    request.setRequestHeader('Authorization', `Bearer ${bridge!.token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => onUpload(event.loaded, event.total);
    request.upload.onload = () => (uploaded = true);
    request.onload = () => {
      const body = request.response as Result<IngestReport> | null;
      if (body?.ok) resolve(body.value);
      else reject(body?.error ?? ({ code: 'INTERNAL', message: `The upload failed (HTTP ${request.status}).`, reason: { id: 'upload.failed', status: request.status } } satisfies ApiError));
    };
    request.onerror = () => reject({ code: 'INTERNAL', message: "Geungeo's server did not answer the upload.", reason: { id: 'connection.lost' } } satisfies ApiError);
    request.onabort = () => reject({ code: 'CANCELLED', message: 'The upload was cancelled; nothing was added.', reason: { id: 'upload.cancelled' } } satisfies ApiError);
    request.send(form);
  });
  return {
    done,
    cancel: () => (uploaded ? void api.ingest.cancel() : request.abort()),
  };
}

/** Files from a drop, folders walked (the browser gives entries, not paths, for dropped folders). */
export async function droppedFiles(transfer: DataTransfer): Promise<File[]> {
  const entries = [...transfer.items].map((item) => item.webkitGetAsEntry?.()).filter((entry): entry is FileSystemEntry => Boolean(entry));
  // Electron gives paths for folders too: a dropped folder is ingested whole, like `geungeo ingest <folder>`.
  if (entries.length === 0 || api.pathForFile) return [...transfer.files];
  const files: File[] = [];
  for (const entry of entries) await walk(entry, files, false);
  return files;
}

/** A file named explicitly is always sent (the bridge says why it cannot take it); inside a folder, only ours. */
async function walk(entry: FileSystemEntry, into: File[], inFolder: boolean): Promise<void> {
  if (entry.isFile) {
    if (inFolder && (entry.name.startsWith('.') || !isSupportedFile(entry.name))) return;
    into.push(await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject)));
    return;
  }
  if (!entry.isDirectory || entry.name.startsWith('.')) return;
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries returns at most 100 entries a call: read until it returns none.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) break;
    for (const child of batch) await walk(child, into, true);
  }
}

/** What Geungeo reads, by name (the main process checks again). */
export const isSupportedFile = isLibraryFile;
