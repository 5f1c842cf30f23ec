// An exported (or 제출) answer as the team's audit record: the export's own record of it (question, answer, sources
// with their passages, the verification report, the model), so the team files exactly what the user exported.
import type { ExportInput } from '../../shared/contract';
import type { AuditRecord } from '../export/audit-record';
import type { TeamAuditEntry } from '../team/audit';

export function teamAuditEntries(input: ExportInput, record: AuditRecord): TeamAuditEntry[] {
  return record.entries.map((entry) => ({
    session: input.session,
    message: entry.messageId,
    question: entry.question,
    answer: entry.answer,
    sources: entry.citations,
    report: entry.verification,
    model: entry.model,
    answeredAt: entry.answeredAt,
  }));
}
