// The name an audit record is saved under: built only from numbers and fixed words, so it is safe on every file
// system and sorts by conversation, then date. The date is Seoul's, the day the reviewer sees on the record.

export type AuditFormat = 'md' | 'html' | 'pdf';

// Korea keeps no daylight saving time (since 1988): KST is UTC+9 all year.
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** "geungeo-12-20250304.pdf", or "geungeo-12-20250304-answer-57.md" for one answer. */
export function auditFileName(target: { session: number; message?: number | undefined }, format: AuditFormat, generatedAt: Date = new Date()): string {
  if (Number.isNaN(generatedAt.getTime())) throw new RangeError('the export date is not a valid date');
  const day = new Date(generatedAt.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  const answer = target.message === undefined ? '' : `-answer-${whole(target.message, 'the message id')}`;
  return `geungeo-${whole(target.session, 'the session id')}-${day}${answer}.${format}`;
}

function whole(value: number, what: string): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole number, got ${value}`);
  return String(value);
}
