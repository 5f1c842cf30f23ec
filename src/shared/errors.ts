// Typed errors: every failure that reaches a user carries a code, one clear sentence and, where there is one,
// what to do about it — in English for the terminal — and, where the window shows it, its reason with the details
// (error-reasons.ts) that error-catalog.ts says in Korean. They cross IPC as plain ApiError objects (contract.ts).
import type { ErrorReason } from './error-reasons';

export const ERROR_CODES = [
  'INVALID_INPUT',
  'UNKNOWN_CALL',
  'NOT_FOUND',
  'DB_ERROR',
  'SCHEMA_TOO_NEW',
  'MODEL_MISSING',
  'INGEST_FAILED',
  'LLM_ERROR',
  'CANCELLED',
  'TIMEOUT',
  'UNAUTHORIZED',
  'TEAM_ERROR',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorShape {
  code: ErrorCode;
  message: string;
  hint?: string | undefined;
  reason?: ErrorReason | undefined;
}

export class GeungeoError extends Error {
  readonly code: ErrorCode;
  readonly hint: string | undefined;
  readonly reason: ErrorReason | undefined;

  constructor(code: ErrorCode, message: string, options: { hint?: string | undefined; cause?: unknown; reason?: ErrorReason | undefined } = {}) {
    super(message, { cause: options.cause });
    this.name = 'GeungeoError';
    this.code = code;
    this.hint = options.hint;
    this.reason = options.reason;
  }

  /** An ApiError received from another process or thread, thrown again as it was. */
  static from(error: ApiErrorShape): GeungeoError {
    return new GeungeoError(error.code, error.message, { hint: error.hint, reason: error.reason });
  }

  toJSON(): ApiErrorShape {
    return { code: this.code, message: this.message, ...(this.hint ? { hint: this.hint } : {}), ...(this.reason ? { reason: this.reason } : {}) };
  }
}

/** Any thrown value as an ApiError: GeungeoErrors keep their code, anything else is INTERNAL. */
export function toApiError(error: unknown): ApiErrorShape {
  if (error instanceof GeungeoError) return error.toJSON();
  // better-sqlite3's error for a write to a library opened read-only (a read-only file, or a reading-only core).
  if ((error as { code?: unknown } | null)?.code === 'SQLITE_READONLY') {
    return { code: 'DB_ERROR', message: '라이브러리가 읽기 전용으로 열려 있어 바꿀 수 없습니다.', hint: '쓰기 권한이 있는 데이터베이스 파일에서 하세요 (--db)', reason: { id: 'db.read-only' } };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'INTERNAL', message };
}

/** One line for a terminal or a log: message, then the hint in parentheses. */
export function formatError(error: ApiErrorShape): string {
  return error.hint ? `${error.message} (${error.hint})` : error.message;
}
