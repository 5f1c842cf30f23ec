// Why an HWP/HWPX file cannot be ingested: kordoc's error codes and the reader's budget, as a reason the window
// says in Korean (error-catalog.ts) and an English line for the terminal. Damage that kordoc recovered from only
// in part is refused too: half a regulation must never be stored as if it were whole.
import type { ErrorReason, HwpLookalike } from '../../../shared/error-reasons';
import { HWP_LOOKALIKES } from '../../../shared/error-reasons';
import type { HwpFailure, HwpWarning } from '../../hwp/extraction';

export class HwpFileProblem extends Error {
  constructor(
    readonly reason: ErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'HwpFileProblem';
  }
}

const RESAVE = 'open it in Hangul and save it again (or save it as PDF), then ingest that';

/** A failure of the reader (pool.ts) or of kordoc, as the file's problem. */
export function hwpProblem(failure: HwpFailure): HwpFileProblem {
  const budgetSeconds = Math.max(1, Math.round((failure.budgetMs ?? 0) / 1000));
  switch (failure.code) {
    case 'ENCRYPTED':
      return new HwpFileProblem({ id: 'hwp.encrypted' }, 'the HWP/HWPX document is password-protected: Geungeo cannot read encrypted files — save an unprotected copy and ingest that');
    case 'DRM_PROTECTED':
      return new HwpFileProblem({ id: 'hwp.drm' }, 'the HWP/HWPX document is DRM-protected (Hancom document security): ask its sender for an unprotected copy');
    case 'ZIP_BOMB':
    case 'DECOMPRESSION_BOMB':
      return new HwpFileProblem({ id: 'hwp.too-large-expanded' }, `the document expands to more than its reader allows (a compression bomb?): ${RESAVE}`);
    case 'NOT_HWP':
    case 'UNSUPPORTED_FORMAT': {
      const looksLike = lookalike(failure.found);
      return new HwpFileProblem({ id: 'hwp.not-hwp', looksLike }, `the file is not an HWP or HWPX document${looksLike ? ` (its content is ${looksLike})` : ''}`);
    }
    case 'TIMEOUT':
      return new HwpFileProblem({ id: 'hwp.reader-stopped', limit: 'time', seconds: budgetSeconds }, `reading the document took longer than ${budgetSeconds} s and was stopped: ${RESAVE}`);
    case 'MEMORY':
      return new HwpFileProblem({ id: 'hwp.reader-stopped', limit: 'memory', seconds: null }, `${failure.message}; it was stopped: ${RESAVE}`);
    case 'CRASHED':
      return new HwpFileProblem({ id: 'hwp.reader-stopped', limit: 'crash', seconds: null }, `${failure.message}: ${RESAVE}`);
    case 'INTERNAL':
    case 'MISSING_DEPENDENCY':
    case 'OUTPUT_TOO_LARGE':
      return new HwpFileProblem({ id: 'file.unexpected' }, `unexpected error while reading the HWP/HWPX document: ${failure.message}`);
    default:
      // CORRUPTED, NO_SECTIONS, PARSE_ERROR, EMPTY_INPUT, and any code kordoc adds later.
      return new HwpFileProblem({ id: 'hwp.damaged', partial: false }, `the file is not a readable HWP/HWPX document (damaged or truncated?): ${failure.message}`);
  }
}

/** kordoc's warnings that mean it read only part of a broken file. */
const PARTIAL_RECOVERY = new Set(['BROKEN_ZIP_RECOVERY', 'PARTIAL_PARSE', 'LENIENT_CFB_RECOVERY']);

/** Throws when kordoc recovered only part of the file. */
export function assertWhole(warnings: readonly HwpWarning[]): void {
  const broken = warnings.find((warning) => PARTIAL_RECOVERY.has(warning.code));
  if (broken) {
    throw new HwpFileProblem({ id: 'hwp.damaged', partial: true }, `the document is damaged and could be read only in part (${broken.code}): download it again, or ${RESAVE}`);
  }
}

/** What the ingest report says of kordoc's other warnings (Korean, as the other formats' notes are). */
export function warningNotes(warnings: readonly HwpWarning[]): string[] {
  const notes: string[] = [];
  const count = (codes: readonly string[]) => warnings.filter((warning) => codes.includes(warning.code)).length;
  const skipped = count(['SKIPPED_IMAGE', 'SKIPPED_OLE', 'UNSUPPORTED_ELEMENT']);
  if (skipped > 0) notes.push(`그림·개체 ${skipped}개는 글자가 아니어서 읽지 않았습니다: 그 안의 내용은 검색·답변에 쓰이지 않습니다`);
  const truncated = count(['TRUNCATED_TABLE']);
  if (truncated > 0) notes.push(`너무 큰 표 ${truncated}개는 일부 행·열만 읽었습니다: 원문을 함께 확인하세요`);
  const hidden = count(['HIDDEN_TEXT_FILTERED']);
  if (hidden > 0) notes.push(`화면에 보이지 않는 숨은 글 ${hidden}곳을 제외했습니다: 검색·답변·규칙에 쓰지 않습니다`);
  return notes;
}

function lookalike(found: string | undefined): HwpLookalike | null {
  return (HWP_LOOKALIKES as readonly string[]).includes(found ?? '') ? (found as HwpLookalike) : null;
}
