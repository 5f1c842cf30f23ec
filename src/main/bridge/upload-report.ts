// Files refused at the door (wrong type, too large, not a PDF) join the ingest report as failed rows, so a drop
// reads as one report whatever happened to each file.
import { withoutServerPaths } from './path-inputs';
import type { IngestFileResult, IngestReport } from '../../shared/contract';

export function emptyReport(): IngestReport {
  return {
    files: [],
    added: 0,
    unchanged: 0,
    replaced: 0,
    failed: 0,
    cancelled: 0,
    missing: [],
    removed: 0,
    embedding: { model: null, embedded: 0, pending: 0, note: null },
  };
}

export function withRefused(report: IngestReport, refused: readonly IngestFileResult[]): IngestReport {
  const files = [...refused, ...report.files].map(fileForPage);
  return { ...report, files, failed: report.failed + refused.length };
}

/** A file's result as a page may see it, in the report or in its progress event. */
export function fileForPage(file: IngestFileResult): IngestFileResult {
  return {
    ...file,
    // The reasons go to a page: no server path in them (the page knows each file by its own name).
    ...(file.reason ? { reason: withoutServerPaths(file.reason) } : {}),
    warnings: file.warnings.map(withoutServerPaths),
  };
}
