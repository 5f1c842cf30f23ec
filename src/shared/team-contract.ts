// The contract of the team library: where the team's PostgreSQL database is (never its password, which stays in
// the main process), pulling the team's changes into this laptop's library, publishing a reviewer's changes, and the
// audit records of answers filed with the team.
import { z } from 'zod';
import { ApiErrorSchema } from './api-error';
import { ErrorReasonSchema } from './error-reasons';
import { LawKindSchema } from './law-kinds';

/** postgres://user@host:5432/database, without a password (it is kept apart, like the language model's key). */
export const TEAM_URL = /^postgres(?:ql)?:\/\/[^\s/@:]+@[^\s/@]+(?::\d{1,5})?\/[^\s/?#]+(?:\?[^\s#]*)?$/;

const teamSettingFields = {
  /** The team database; null: no team library (the app works on this laptop's library alone). */
  url: z.string().trim().max(500).regex(TEAM_URL, 'postgres://사용자@호스트:5432/데이터베이스').nullable(),
  /**
   * The places whose ordinances this laptop takes, by official name (a 시·도 or a 시·군·구), besides every national
   * act; a place brings the places above and below it (종로구 brings 서울특별시's ordinances too). Empty: everything.
   */
  places: z.array(z.string().trim().min(1).max(60)).max(60),
  /** Pull the team's changes when the app starts (always also on demand). */
  syncOnStart: z.boolean(),
};
export const TeamSettingsSchema = z.object(teamSettingFields);
export type TeamSettings = z.infer<typeof TeamSettingsSchema>;
export const TeamSettingsPatchSchema = z.object(teamSettingFields).partial().strict();
export const DEFAULT_TEAM_SETTINGS: TeamSettings = { url: null, places: [], syncOnStart: true };

export const TeamConfigureInputSchema = z
  .object({
    settings: TeamSettingsPatchSchema,
    /** A new password; null removes the stored one; absent keeps it. */
    password: z.string().min(1).max(500).nullable().optional(),
  })
  .strict();

/** One document a pull or a publish added, replaced or removed, as the window lists it. */
export const TeamChangeSchema = z.object({
  team_id: z.number().int(),
  name: z.string(),
  law_kind: LawKindSchema.nullable(),
  effective_date: z.string().nullable(),
});
export type TeamChange = z.infer<typeof TeamChangeSchema>;

export const TeamSyncReportSchema = z.object({
  /** The team version this laptop's library now holds. */
  version: z.number().int(),
  /** The one it held before (null: never synced with this team). */
  from_version: z.number().int().nullable(),
  added: z.array(TeamChangeSchema),
  replaced: z.array(TeamChangeSchema),
  removed: z.array(TeamChangeSchema),
  /** Team documents this laptop already had (the same content): marked as the team's, nothing downloaded. */
  adopted: z.number().int(),
  rule_imports: z.number().int(),
  examples: z.number().int(),
  vectors: z.number().int(),
  /** Audit records that were waiting and reached the team. */
  audit_sent: z.number().int(),
  ms: z.number().int(),
});
export type TeamSyncReport = z.infer<typeof TeamSyncReportSchema>;

export const TeamRoleSchema = z.enum(['reviewer', 'reader']);
export type TeamRole = z.infer<typeof TeamRoleSchema>;

export const TeamStatusSchema = z.object({
  /** Whether a team database is set (in 설정, or GEUNGEO_TEAM_URL, which wins). */
  configured: z.boolean(),
  source: z.enum(['env', 'settings']).nullable(),
  settings: TeamSettingsSchema,
  /** user@host:port/database of the database in use (never a password). */
  server: z.string().nullable(),
  has_password: z.boolean(),
  /** Whether this shell can keep the password encrypted (the desktop app's OS keychain). */
  secure_storage: z.boolean(),
  /** What the account could do the last time it connected. */
  role: TeamRoleSchema.nullable(),
  /** The team version this library holds, and when it was pulled (null: never). */
  version: z.number().int().nullable(),
  synced_at: z.string().nullable(),
  /** What the last pull changed. */
  last_sync: TeamSyncReportSchema.nullable(),
  /** Why the last attempt failed (offline, …), until one succeeds. */
  last_error: ApiErrorSchema.nullable(),
  documents: z.object({
    team: z.number().int(),
    local_only: z.number().int(),
    /** Team documents deleted on this laptop: a reviewer's next publish deletes them for everyone. */
    deleted_here: z.number().int(),
  }),
  /** Audit records waiting for the next sync. */
  pending_audit: z.number().int(),
  /** A pull or publish running now. */
  busy: z.boolean(),
});
export type TeamStatus = z.infer<typeof TeamStatusSchema>;

export const TeamTestInputSchema = z
  .object({ settings: TeamSettingsPatchSchema.optional(), password: z.string().min(1).max(500).optional() })
  .strict()
  .optional();

export const TeamTestResultSchema = z.object({
  ok: z.boolean(),
  server: z.string().nullable(),
  role: TeamRoleSchema.nullable(),
  version: z.number().int().nullable(),
  postgres: z.string().nullable(),
  error: ApiErrorSchema.optional(),
  ms: z.number().int(),
});

export const TeamPublishInputSchema = z
  .object({
    /** Only these documents (their local ids); every document not yet the team's when absent. */
    documents: z.array(z.number().int().positive()).max(10_000).optional(),
  })
  .strict()
  .optional();

export const TeamPublishFileSchema = z.object({
  document_id: z.number().int(),
  name: z.string(),
  status: z.enum(['published', 'unchanged', 'failed']),
  team_id: z.number().int().nullable(),
  /** Team documents it took the place of (an older text of the same document). */
  replaced: z.array(TeamChangeSchema),
  problem: ErrorReasonSchema.optional(),
});

export const TeamPublishReportSchema = z.object({
  documents: z.array(TeamPublishFileSchema),
  published: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  /** Team documents deleted for everyone (deleted on this laptop since). */
  deleted: z.array(TeamChangeSchema),
  rule_imports: z.number().int(),
  examples: z.number().int(),
  vectors: z.number().int(),
  /** The team version after this publish. */
  version: z.number().int(),
});
export type TeamPublishReport = z.infer<typeof TeamPublishReportSchema>;

export const TeamSubmitInputSchema = z.object({ session: z.number().int().positive(), message: z.number().int().positive() }).strict();
export const TeamSubmitResultSchema = z.object({
  /** Records queued (one per answer). */
  queued: z.number().int(),
  /** Whether they reached the team at once; otherwise they wait for the next sync. */
  sent: z.boolean(),
});

export const TeamProgressSchema = z.object({
  stage: z.enum(['connecting', 'downloading', 'applying', 'publishing', 'sending']),
  done: z.number().int().optional(),
  total: z.number().int().optional(),
  /** The document being downloaded or published. */
  name: z.string().optional(),
});
export type TeamProgress = z.infer<typeof TeamProgressSchema>;
