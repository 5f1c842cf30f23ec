// Audit records of answers a user exported or marked 제출: queued in the laptop's own database at once (the laptop is
// often offline), sent to the team's team_audit_records on the next sync. A record's id is made from the laptop, the
// kind and the answer, so an answer exported twice is one record, and a record sent twice (a sync cut off after the
// server took it) is still one.
import { createHash } from 'node:crypto';
import type { ClientBase } from 'pg';
import type { Db } from '../store/database';

/** One answer as filed: what was asked and answered, on which grounds, how it was checked, by which model. */
export interface TeamAuditEntry {
  session: number;
  message: number;
  question: string;
  answer: string;
  /** The answer's sources, as the audit record lists them (law, article, pages, quoted passage). */
  sources: unknown[];
  /** The verification report, when the answer has one. */
  report: unknown;
  model: string;
  answeredAt: string;
}

export interface AuditContext {
  clientId: string;
  appVersion: string;
  /** The team version the library held when the answer was filed (null: never synced). */
  libraryVersion: number | null;
  /** Documents only this laptop has: the answer may rest on them. */
  localOnlyDocuments: number;
}

interface QueuedRecord {
  id: string;
  kind: 'export' | 'submit';
  record: string;
  created_at: string;
}

/** Records sent per transaction. */
const SEND_BATCH = 200;

export function createAuditQueue(db: Db) {
  const enqueue = db.prepare<[string, string, string]>('INSERT OR IGNORE INTO team_audit_queue (id, kind, record) VALUES (?, ?, ?)');
  const pending = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM team_audit_queue');
  const batch = db.prepare<[number], QueuedRecord>('SELECT id, kind, record, created_at FROM team_audit_queue ORDER BY created_at, id LIMIT ?');
  const remove = db.prepare<[string]>('DELETE FROM team_audit_queue WHERE id = ?');

  return {
    /** Queues one record per answer; returns how many were new. */
    queue(kind: 'export' | 'submit', entries: readonly TeamAuditEntry[], context: AuditContext): number {
      return db.transaction(() =>
        entries.reduce((added, entry) => {
          const id = createHash('sha256').update(`${context.clientId}\u0000${kind}\u0000${entry.session}\u0000${entry.message}`).digest('hex');
          return added + enqueue.run(id, kind, JSON.stringify({ ...entry, ...context })).changes;
        }, 0),
      )();
    },

    pending: () => pending.get()!.n,

    /** Sends every queued record; each batch is removed here once the server has committed it. */
    async send(client: ClientBase): Promise<number> {
      let sent = 0;
      for (let records = batch.all(SEND_BATCH); records.length > 0; records = batch.all(SEND_BATCH)) {
        await client.query('BEGIN');
        try {
          for (const queued of records) {
            const record = JSON.parse(queued.record) as TeamAuditEntry & AuditContext;
            await client.query(
              `INSERT INTO team_audit_records (id, kind, question, answer, sources, report, model, library_version, record, client_id, app_version, created_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (id) DO NOTHING`,
              [queued.id, queued.kind, record.question, record.answer, JSON.stringify(record.sources), record.report === null ? null : JSON.stringify(record.report), record.model, record.libraryVersion, queued.record, record.clientId, record.appVersion, queued.created_at],
            );
          }
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
        db.transaction(() => records.forEach((record) => remove.run(record.id)))();
        sent += records.length;
      }
      return sent;
    },
  };
}

export type AuditQueue = ReturnType<typeof createAuditQueue>;
