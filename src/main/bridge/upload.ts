// Browser mode's drop target: files dropped on the page arrive as one multipart POST (/api/upload). busboy streams
// each to a temporary file in the library's uploads folder — never whole in memory — under the same 512 MB limit
// as ingestion, with its type checked (a supported extension; a PDF or an HWP/HWPX must start like one). What is accepted is then
// kept by content (library/uploads.ts) and ingested through the same dispatch as every call; what is refused comes
// back as a failed row with its reason, so the window shows one row per dropped file either way.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { extname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { IngestFileResult } from '../../shared/contract';
import type { ErrorReason } from '../../shared/error-reasons';
import { MAX_FILE_BYTES } from '../ingest/ingest-file';
import { notAnHwp } from '../ingest/formats/hwp-signature';
import { notAPdf } from '../ingest/pdf/not-a-pdf';
import { formatOf, SUPPORTED_EXTENSIONS } from '../ingest/sources';
import { uploadName } from '../library/uploads';

/** More files than this in one drop is refused: ingest them from a folder with `geungeo ingest`. */
export const MAX_UPLOAD_FILES = 1000;

export interface Received {
  files: { name: string; tempPath: string }[];
  refused: IngestFileResult[];
}

/** A file refused at the door, with its reason in English (the terminal's log) and as data (the window's row). */
export function refusedFile(name: string, refusal: Refusal): IngestFileResult {
  return { path: name, file_name: name, status: 'failed', reason: refusal.message, problem: refusal.reason, warnings: [], document_id: null, pages: 0, chunks: 0, embedded: 0 };
}

export interface Refusal {
  message: string;
  reason: ErrorReason;
}

/** A PDF must start like one, an HWP/HWPX like one of its containers; text files are taken as they are. */
function doorCheck(name: string, head: Buffer): Refusal | null {
  const format = formatOf(name);
  return format === 'pdf' ? notAPdf(head) : format === 'hwp' ? notAnHwp(head) : null;
}

export function receiveUploads(req: IncomingMessage, dir: string): Promise<Received> {
  mkdirSync(dir, { recursive: true });
  const received: Received = { files: [], refused: [] };
  const writes: Promise<void>[] = [];
  const temps: string[] = [];
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // Browsers send UTF-8 file names; busboy's default (latin1) would garble Korean ones.
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: MAX_FILE_BYTES, files: MAX_UPLOAD_FILES, fields: 20 } });
    } catch (error) {
      reject(new Error(`Not a file upload: ${(error as Error).message}.`));
      return;
    }
    const cleanUp = () => temps.forEach((temp) => rmSync(temp, { force: true }));

    parser.on('file', (_field, stream, info) => {
      const name = uploadName(info.filename ?? 'unnamed');
      if (!formatOf(name)) {
        received.refused.push(refusedFile(name, { message: `unsupported file type: Geungeo reads ${SUPPORTED_EXTENSIONS.join(', ')} files`, reason: { id: 'file.unsupported-type', extension: extname(name) || name } }));
        stream.resume();
        return;
      }
      const tempPath = join(dir, `.upload-${randomBytes(8).toString('hex')}.part`);
      temps.push(tempPath);
      let head = Buffer.alloc(0);
      let refused: Refusal | null = null;
      // A refused file is still read to its end (busboy needs every file stream consumed), only no longer written.
      const sniff = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (head.length < 1024) {
            head = Buffer.concat([head, chunk]).subarray(0, 1024);
            // The PDF format allows a little junk before its header, never more than 1 KB.
            if (head.length >= 1024) refused ??= doorCheck(name, head);
          }
          done(null, refused ? undefined : chunk);
        },
      });
      stream.on('limit', () => {
        refused = {
          message: `larger than ${MAX_FILE_BYTES / 1024 / 1024} MB, the most Geungeo ingests; split the document or ingest it from a folder with \`geungeo ingest\``,
          reason: { id: 'file.too-large', limitMb: MAX_FILE_BYTES / 1024 / 1024, sizeMb: null },
        };
      });
      writes.push(
        pipeline(stream, sniff, createWriteStream(tempPath)).then(
          () => {
            // An empty file is said as such, not as a PDF without its header.
            if (head.length === 0) refused ??= { message: 'the file is empty (0 bytes)', reason: { id: 'file.empty' } };
            refused ??= doorCheck(name, head);
            if (refused) {
              rmSync(tempPath, { force: true });
              received.refused.push(refusedFile(name, refused));
            } else received.files.push({ name, tempPath });
          },
          () => {
            rmSync(tempPath, { force: true });
            received.refused.push(refusedFile(name, { message: 'the upload was interrupted; drop the file again', reason: { id: 'file.upload-interrupted' } }));
          },
        ),
      );
    });
    parser.on('filesLimit', () =>
      received.refused.push(
        refusedFile(`(${MAX_UPLOAD_FILES}개 넘는 파일)`, { message: `at most ${MAX_UPLOAD_FILES} files per drop; ingest a large folder with \`geungeo ingest\``, reason: { id: 'file.too-many', limit: MAX_UPLOAD_FILES } }),
      ),
    );
    parser.on('close', () => void Promise.all(writes).then(() => resolve(received), reject));
    parser.on('error', (error: Error) => {
      cleanUp();
      reject(error);
    });
    // The page cancelled the upload (or went away): nothing of it stays.
    req.on('aborted', () => {
      cleanUp();
      reject(new Error('The upload was cancelled.'));
    });
    req.pipe(parser);
  });
}
