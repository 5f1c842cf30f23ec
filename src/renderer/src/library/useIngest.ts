// One batch of dropped or picked files, as the library shows it: a row per file with its own progress (upload,
// page i/n, chunks, embedded) and its result, and the batch's totals. It lives above the views, so a batch goes
// on (and its rows stay) while the user reads an answer.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError, IngestFileResult, IngestProgress, IngestReport } from '../../../shared/contract';
import { api } from '../api';
import { sendFiles, type SendHandle } from './send-files';

export interface FileRow {
  name: string;
  bytes: number;
  /** 0–1 while uploading (browser mode). */
  uploaded: number;
  stage: IngestProgress['stage'] | 'waiting' | 'uploading';
  page: number;
  pages: number;
  chunks: number;
  result: IngestFileResult | null;
}

export interface Batch {
  rows: FileRow[];
  running: boolean;
  cancelling: boolean;
  /** While embedding the batch's new chunks. */
  embedding: { embedded: number; total: number } | null;
  report: IngestReport | null;
  error: ApiError | null;
}

const nameOf = (value: string) => value.normalize('NFC').split(/[\\/]/).pop() ?? value;

/** `onChanged`: the library changed — a file was stored, or the batch ended — so lists and counts are read again. */
export function useIngest(onChanged: () => void) {
  const [batch, setBatch] = useState<Batch | null>(null);
  const handle = useRef<SendHandle | null>(null);
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  });

  useEffect(
    () =>
      api.on('ingest.progress', (event) => {
        // A stored file shows in the documents table while the rest of the batch is read.
        if (event.result?.status === 'added' || event.result?.status === 'replaced') changed.current();
        setBatch((current) => {
          if (!current?.running) return current;
          if (event.stage === 'embedding') return { ...current, embedding: { embedded: event.embedded ?? 0, total: event.total ?? 0 } };
          const name = nameOf(event.file);
          const known = current.rows.some((row) => nameOf(row.name) === name);
          // A dropped folder (Electron) is expanded by the main process: its files appear as they are read.
          const rows = known ? current.rows : [...current.rows, emptyRow(event.file, 0)];
          return {
            ...current,
            rows: rows.map((row) =>
              nameOf(row.name) !== name
                ? row
                : {
                    ...row,
                    uploaded: 1,
                    stage: event.stage,
                    page: event.page ?? row.page,
                    pages: event.pages ?? row.pages,
                    chunks: event.chunks ?? row.chunks,
                    // A file's last event carries its result: the row says it at once, the batch counts it.
                    result: event.result ?? row.result,
                  },
            ),
          };
        });
      }),
    [],
  );

  const start = useCallback(
    (files: File[]) => {
      if (files.length === 0 || handle.current) return;
      const rows = files.map((file) => emptyRow(file.name, file.size));
      setBatch({ rows, running: true, cancelling: false, embedding: null, report: null, error: null });
      const sent = sendFiles(files, (loaded) => {
        // The files go in order: each row's share of the bytes sent so far.
        let offset = 0;
        const fractions = files.map((file) => {
          const fraction = file.size === 0 ? 1 : Math.min(1, Math.max(0, (loaded - offset) / file.size));
          offset += file.size;
          return fraction;
        });
        setBatch((current) => current && { ...current, rows: current.rows.map((row, index) => (row.stage === 'waiting' || row.stage === 'uploading' ? { ...row, stage: 'uploading', uploaded: fractions[index] ?? row.uploaded } : row)) });
      });
      handle.current = sent;
      sent.done.then(
        (report) => setBatch((current) => current && { ...current, running: false, report, rows: withResults(current.rows, report.files) }),
        (error: ApiError) => setBatch((current) => current && { ...current, running: false, error }),
      ).finally(() => {
        handle.current = null;
        changed.current();
      });
    },
    [],
  );

  const cancel = useCallback(() => {
    handle.current?.cancel();
    setBatch((current) => current && { ...current, cancelling: true });
  }, []);

  return { batch, start, cancel, clear: () => setBatch((current) => (current?.running ? current : null)) };
}

function emptyRow(name: string, bytes: number): FileRow {
  return { name, bytes, uploaded: 0, stage: 'waiting', page: 0, pages: 0, chunks: 0, result: null };
}

/** Each row gets its file's result; files only the report knows (inside a dropped folder) are added. */
function withResults(rows: FileRow[], results: IngestFileResult[]): FileRow[] {
  const byName = new Map(results.map((result) => [nameOf(result.file_name ?? result.path), result]));
  const updated = rows.map((row) => {
    const result = byName.get(nameOf(row.name));
    byName.delete(nameOf(row.name));
    return result ? { ...row, uploaded: 1, stage: result.status === 'failed' ? ('failed' as const) : ('done' as const), pages: result.pages, page: result.pages, chunks: result.chunks, result } : row;
  });
  const extra = [...byName.values()].map((result) => ({ ...emptyRow(result.file_name ?? result.path, 0), stage: result.status === 'failed' ? ('failed' as const) : ('done' as const), pages: result.pages, page: result.pages, chunks: result.chunks, result }));
  return [...updated, ...extra];
}
