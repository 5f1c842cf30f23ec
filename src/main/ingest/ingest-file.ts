// Ingests one file: read, hash, skip if the same bytes are already stored, parse, chunk, and write the
// document in one transaction (replacing its previous version, if any). Every failure is a reason the user
// can act on; nothing is written for a file that fails.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IngestFileResult, IngestProgress } from '../../shared/contract';
import type { ErrorReason } from '../../shared/error-reasons';
import type { DeriveFromDocument, DocumentWriter } from '../store/document-writer';
import { metadataFromFileName, resolveMetadata } from './law-metadata';
import { HwpProblem, type HwpReader } from '../hwp/pool';
import { hwpProblem, HwpFileProblem } from './formats/hwp-problems';
import { PdfProblem } from './pdf/parse-pdf';
import type { PdfParser } from './pdf/pool';
import { readDocument, type DocumentReaders } from './read-document';
import { isNewVersionOf } from './same-document';
import type { SourceFile } from './sources';
import { chunkDocument } from './structure/chunker';
import type { ChunkDraft, ParsedDocument } from './types';

/** Larger files are refused before reading: a regulation PDF of 1,000 pages is ~20 MB. */
export const MAX_FILE_BYTES = 512 * 1024 * 1024;

export interface FileIngestDeps {
  writer: DocumentWriter;
  pdf: PdfParser;
  hwp: HwpReader;
  /**
   * What higher layers derive from the stored document (the rules layer: zoning limits its articles list), run in
   * the same transaction as the insert. Ingestion itself knows nothing of rules.
   */
  derive?: DeriveFromDocument | undefined;
  /**
   * Documents a new statute text takes the place of besides its own earlier file: the app's built-in text of the
   * same statute when the new one is as new or newer (the library layer knows which documents are built in).
   */
  supersedes?: Supersedes | undefined;
  /** ingest.cancel: a file read but not yet stored is then reported cancelled and nothing of it is written. */
  signal?: AbortSignal | undefined;
}

/** `title`: an annex file's ("…시행령 별표 5(…)") takes no statute's place (library/built-in.ts). */
export type Supersedes = (law: { law_name: string | null; law_kind: string; promulgation_date: string | null; promulgation_number: string | null; title?: string | null | undefined }) => number[];

export type Progress = (event: Omit<IngestProgress, 'file' | 'fileIndex' | 'fileCount'>) => void;

/** A reason the file cannot be ingested: English for the report's terminal line, the reason for the window. */
class FileProblem extends Error {
  constructor(
    readonly reason: ErrorReason,
    message: string,
  ) {
    super(message);
  }
}

/** What the report says of a file the batch was cancelled before storing (the backend says it of unread files too). */
export const CANCELLED_FILE = { reason: 'the batch was cancelled before this file was stored; add it again to ingest it', problem: { id: 'file.cancelled' } } as const;

const sameContent = (existing: string) => ({ reason: `same content as ${existing}, already ingested`, problem: { id: 'file.same-content', existing } as const });

export async function ingestFile(file: SourceFile, deps: FileIngestDeps, progress: Progress = () => undefined): Promise<IngestFileResult> {
  const result = (status: IngestFileResult['status'], fields: Partial<IngestFileResult> = {}): IngestFileResult => ({
    path: file.path,
    file_name: file.name,
    status,
    warnings: [],
    document_id: null,
    pages: 0,
    chunks: 0,
    embedded: 0,
    ...fields,
  });
  try {
    progress({ stage: 'reading' });
    const bytes = readBytes(file.path);
    const fileHash = createHash('sha256').update(bytes).digest('hex');

    const same = deps.writer.findByHash(fileHash);
    if (same) {
      // Known bytes: nothing to do, except noting that the file is back, or now lives here.
      if (same.status !== 'ready' || same.source_path === null || !existsSync(same.source_path)) deps.writer.setStatus(same.id, 'ready', file.path);
      return result('unchanged', {
        document_id: same.id,
        ...(same.file_name !== file.name ? sameContent(same.file_name) : {}),
      });
    }

    progress({ stage: 'parsing' });
    const parsed = await parse(file, bytes, deps, progress);
    const chunks = chunkDocument(parsed.lines, undefined, parsed.tables);
    if (chunks.length === 0) throw new FileProblem({ id: 'file.no-text' }, 'the file contains no text to index');
    // An annex file (국토계획법 시행령 별표 5 alone) carries its act's name: it is titled by its annex, which keeps it
    // beside the act's own text (library/built-in.ts), never in its place.
    const annex = annexOf(chunks);
    const resolved = resolveMetadata([...parsed.metadata, metadataFromFileName(file.name)]);
    const metadata = annex ? { ...resolved, title: `${resolved.law_name ?? resolved.title ?? file.name} ${annex}` } : resolved;

    const warnings = [...parsed.warnings];

    if (deps.signal?.aborted) return result('cancelled', CANCELLED_FILE);
    progress({ stage: 'indexing', pages: parsed.pageCount, chunks: chunks.length });
    // A changed file replaces its previous version: same name, and not a different statute that happens to share
    // the name (folders of statutes often all hold a "시행령.md").
    const sameName = deps.writer
      .findByName(file.name)
      .filter((old) => isNewVersionOf({ file_name: file.name, law_name: metadata.law_name }, old))
      .map((old) => old.id);
    const replaces = [...new Set([...sameName, ...(deps.supersedes?.(metadata) ?? [])])];
    let stored;
    try {
      stored = deps.writer.insert(
        {
          file_name: file.name,
          source_path: file.path,
          file_hash: fileHash,
          format: parsed.format,
          page_basis: parsed.pageBasis,
          ...metadata,
          page_count: parsed.pageCount,
          bytes: bytes.byteLength,
          warnings,
        },
        { pages: parsed.pages, chunks, tables: parsed.tables?.map((placed) => placed.table) },
        replaces,
        deps.derive,
      );
    } catch (error) {
      // The same bytes under two names in one batch: the other copy won the race.
      const twin = deps.writer.findByHash(fileHash);
      if (twin && /UNIQUE/.test(String(error))) return result('unchanged', { document_id: twin.id, ...sameContent(twin.file_name) });
      throw error;
    }
    return result(replaces.length > 0 ? 'replaced' : 'added', {
      document_id: stored.id,
      pages: parsed.pageCount,
      chunks: chunks.length,
      warnings: [...warnings, ...stored.warnings],
      ...(stored.ruleRows > 0 ? { rule_rows: stored.ruleRows } : {}),
    });
  } catch (error) {
    return result('failed', reasonOf(error));
  }
}

function readBytes(path: string): Buffer {
  let size: number;
  try {
    const stat = statSync(path);
    // A device (/dev/zero), a pipe or a socket has no end to read to: only regular files are documents.
    if (!stat.isFile()) throw new FileProblem({ id: 'file.not-regular' }, 'not a regular file (a device, pipe or folder): Geungeo reads document files only');
    size = stat.size;
  } catch (error) {
    if (error instanceof FileProblem) throw error;
    throw new FileProblem({ id: 'file.missing' }, 'the file disappeared before it could be read');
  }
  if (size === 0) throw new FileProblem({ id: 'file.empty' }, 'the file is empty (0 bytes)');
  if (size > MAX_FILE_BYTES) {
    const sizeMb = Math.round(size / 2 ** 20);
    throw new FileProblem({ id: 'file.too-large', limitMb: MAX_FILE_BYTES / 2 ** 20, sizeMb }, `the file is ${sizeMb} MB; Geungeo reads files up to ${MAX_FILE_BYTES / 2 ** 20} MB — split it first`);
  }
  try {
    return readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new FileProblem({ id: 'file.missing' }, 'the file disappeared before it could be read');
    if (code === 'EACCES' || code === 'EPERM') throw new FileProblem({ id: 'file.permission' }, 'permission denied: Geungeo may not read this file');
    throw error;
  }
}

async function parse(file: SourceFile, bytes: Buffer, readers: DocumentReaders, progress: Progress): Promise<ParsedDocument> {
  try {
    return await readDocument(file.format, bytes, readers, (page, pages) => progress({ stage: 'parsing', page, pages }));
  } catch (error) {
    if (error instanceof PdfProblem || error instanceof HwpFileProblem) throw new FileProblem(error.reason, error.message);
    if (error instanceof HwpProblem) {
      const problem = hwpProblem(error.failure);
      throw new FileProblem(problem.reason, problem.message);
    }
    throw error;
  }
}

/**
 * The annex a file holds when it holds only annexes (its chunks' articles are all 별표/별지 or none): its first
 * annex's heading, "별표 5(제2종일반주거지역안에서 건축할 수 있는 건축물)". Null for a statute or any other document.
 */
function annexOf(chunks: readonly ChunkDraft[]): string | null {
  const annexes = chunks.filter((chunk) => chunk.article !== null && /^별[표지]/.test(chunk.article));
  if (annexes.length === 0 || chunks.some((chunk) => chunk.article !== null && !/^별[표지]/.test(chunk.article))) return null;
  const first = annexes[0]!;
  return first.article_title ? `${first.article}(${first.article_title})` : first.article;
}

function reasonOf(error: unknown): Pick<IngestFileResult, 'reason' | 'problem'> {
  if (error instanceof FileProblem) return { reason: error.message, problem: error.reason };
  return { reason: `unexpected error: ${error instanceof Error ? error.message : String(error)}`, problem: { id: 'file.unexpected' } };
}
