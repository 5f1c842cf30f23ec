// Typed errors: every failure that reaches a user carries a code, one clear sentence and, where there is one,
// what to do about it. They cross IPC as plain ApiError objects (see contract.ts).

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
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorShape {
  code: ErrorCode;
  message: string;
  hint?: string | undefined;
}

export class GeungeoError extends Error {
  readonly code: ErrorCode;
  readonly hint: string | undefined;

  constructor(code: ErrorCode, message: string, options: { hint?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'GeungeoError';
    this.code = code;
    this.hint = options.hint;
  }

  toJSON(): ApiErrorShape {
    return { code: this.code, message: this.message, ...(this.hint ? { hint: this.hint } : {}) };
  }
}

/** Any thrown value as an ApiError: GeungeoErrors keep their code, anything else is INTERNAL. */
export function toApiError(error: unknown): ApiErrorShape {
  if (error instanceof GeungeoError) return error.toJSON();
  // better-sqlite3's error for a write to a library opened read-only (a read-only file, or a reading-only core).
  if ((error as { code?: unknown } | null)?.code === 'SQLITE_READONLY') {
    return { code: 'DB_ERROR', message: '라이브러리가 읽기 전용으로 열려 있어 바꿀 수 없습니다.', hint: '쓰기 권한이 있는 데이터베이스 파일에서 하세요 (--db)' };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'INTERNAL', message };
}

/** One line for a terminal or a log: message, then the hint in parentheses. */
export function formatError(error: ApiErrorShape): string {
  return error.hint ? `${error.message} (${error.hint})` : error.message;
}
