// The team library as the rest of the app sees it: its status, its settings, a connection test, a pull (sync), a
// reviewer's publish, and the audit queue. One operation runs at a time (the window's sync on start and a click on
// 지금 동기화 share one). Nothing here runs unless a team database is configured: without one the app is what it was.
import type { ApiError } from '../../shared/contract';
import { GeungeoError, toApiError } from '../../shared/errors';
import type { TeamProgress, TeamPublishReport, TeamSettings, TeamStatus, TeamSyncReport } from '../../shared/team-contract';
import { describeTeamAddress, parseTeamUrl } from '../../shared/team-url';
import type { BuiltInStatutes } from '../library/built-in';
import { uploadsDir } from '../library/uploads';
import type { JurisdictionResolver } from '../rules/jurisdictions';
import type { RuleStore } from '../rules/rule-store';
import type { TeamSettingsStore, TeamTarget } from '../settings/team-settings';
import type { Store } from '../store';
import { createPullApplier } from './apply';
import { createAuditQueue, type TeamAuditEntry } from './audit';
import { addressOf, connectTeam, isTeamFailure, teamError, type TeamConnection } from './connection';
import { createLocalTeamState } from './local-state';
import { publish } from './publish';
import { pull } from './pull';
import { accountRole, readServerState } from './server-state';
import { documentJurisdiction, sliceJurisdictions, sliceKey } from './slice';
import { createStaging } from './staging';

export interface TeamServiceDeps {
  store: Store;
  rules: RuleStore;
  jurisdictions: JurisdictionResolver;
  builtIns: BuiltInStatutes;
  settings: TeamSettingsStore;
  env: Record<string, string | undefined>;
  /** The embedding model whose vectors a pull takes: the library's, else the installed one; null: none. */
  embeddingModel(): string | null;
}

export interface OperationOptions {
  onProgress?: ((progress: TeamProgress) => void) | undefined;
  /** Tests only: called at named points of a pull, to stop it there. */
  checkpoint?: ((point: string) => void) | undefined;
}

export function createTeamService(deps: TeamServiceDeps) {
  const { store } = deps;
  const state = createLocalTeamState(store.db);
  const staging = createStaging(store.db);
  const audit = createAuditQueue(store.db);
  let busy = false;
  let queue: Promise<unknown> = Promise.resolve();

  /** One team operation at a time, in the order asked. */
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(async () => {
      busy = true;
      try {
        return await work();
      } finally {
        busy = false;
      }
    });
    queue = next.catch(() => undefined);
    return next;
  };

  const target = (): TeamTarget => {
    const found = deps.settings.target(deps.env);
    if (!found) throw new GeungeoError('TEAM_ERROR', 'No team library is configured.', { hint: 'set GEUNGEO_TEAM_URL, or the address in 설정 > 팀 라이브러리', reason: { id: 'team.not-configured' } });
    return found;
  };

  /** Runs `work` on a connection; a failure becomes the team's error (and, for a pull, is remembered for the window). */
  const withConnection = async <T>(work: (connection: TeamConnection) => Promise<T>, during: 'read' | 'publish', connectTo: TeamTarget = target()): Promise<T> => {
    const connection = await connectTeam(connectTo);
    try {
      return await work(connection);
    } catch (error) {
      if ((error as { code?: unknown }).code === 'SQLITE_BUSY') throw new GeungeoError('TEAM_ERROR', 'The library is busy with another write; the team changes were kept for the next sync.', { reason: { id: 'team.library-busy' }, cause: error });
      throw isTeamFailure(error) ? teamError(error, connection.address, during) : error;
    } finally {
      await connection.close();
    }
  };

  const remembered = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      state.failed(toApiError(error) as ApiError);
      throw error;
    }
  };

  const sync = (options: OperationOptions = {}): Promise<TeamSyncReport> =>
    exclusive(() =>
      remembered(() =>
        withConnection(async (connection) => {
          const onProgress = options.onProgress ?? (() => undefined);
          onProgress({ stage: 'sending', total: audit.pending() });
          const auditSent = await audit.send(connection.client);
          const slice = sliceJurisdictions(deps.settings.stored().places, deps.jurisdictions);
          const report = await pull(connection, {
            db: store.db,
            state,
            staging,
            apply: createPullApplier({ db: store.db, state, staging, rules: deps.rules, supersededBy: deps.builtIns.supersededBy, checkpoint: options.checkpoint }),
            uploadsDir: uploadsDir(store.path),
            slice,
            sliceKey: sliceKey(slice),
            embeddingModel: deps.embeddingModel(),
            onProgress,
            checkpoint: options.checkpoint,
          }, auditSent);
          state.setRole(await accountRole(connection.client));
          return report;
        }, 'read'),
      ),
    );

  /** Sends queued audit records if a team is configured; a failure leaves them queued for the next sync. */
  const flushAudit = (): Promise<boolean> =>
    deps.settings.target(deps.env) === null || audit.pending() === 0
      ? Promise.resolve(false)
      : exclusive(() => withConnection(async (connection) => (await audit.send(connection.client)) >= 0, 'read')).catch(() => false);

  const status = (): TeamStatus => {
      let found: TeamTarget | null = null;
      let problem: ApiError | null = null;
      try {
        found = deps.settings.target(deps.env);
      } catch (error) {
        problem = toApiError(error) as ApiError;
      }
      const address = found ? parseTeamUrl(found.url) : null;
      return {
        configured: found !== null,
        source: found?.source ?? null,
        settings: deps.settings.stored(),
        server: address ? describeTeamAddress(address) : null,
        has_password: deps.settings.hasPassword() || found?.password !== undefined,
        secure_storage: deps.settings.secureStorage(),
        role: state.role(),
        version: state.version(),
        synced_at: state.syncedAt(),
        last_sync: state.lastSync(),
        last_error: problem ?? state.lastError(),
        documents: state.counts(),
        pending_audit: audit.pending(),
        busy,
      };
  };

  return {
    status,

    configure(settings: Partial<TeamSettings>, password: string | null | undefined): TeamStatus {
      deps.settings.save(settings, password);
      return status();
    },

    /** Tries settings before they are saved: the server's version, the library's and what the account may do. */
    async test(settings: Partial<TeamSettings> = {}, password?: string) {
      const started = performance.now();
      const trial = deps.settings.trial(settings, password, deps.env);
      const ms = () => Math.round(performance.now() - started);
      if (!trial) return { ok: false, server: null, role: null, version: null, postgres: null, error: toApiError(new GeungeoError('TEAM_ERROR', 'No team library is configured.', { reason: { id: 'team.not-configured' } })) as ApiError, ms: ms() };
      const server = describeTeamAddress(addressOf(trial));
      try {
        return await withConnection(async ({ client }) => {
          const head = await readServerState(client);
          const role = await accountRole(client);
          const postgres = (await client.query<{ version: string }>('SHOW server_version')).rows[0]?.version ?? null;
          return { ok: true, server, role, version: head.version, postgres, ms: ms() };
        }, 'read', trial);
      } catch (error) {
        return { ok: false, server, role: null, version: null, postgres: null, error: toApiError(error) as ApiError, ms: ms() };
      }
    },

    sync,

    publish: (only: readonly number[] | undefined, options: OperationOptions = {}): Promise<TeamPublishReport> =>
      exclusive(() =>
        withConnection(async (connection) => {
          const report = await publish(connection, {
            db: store.db,
            state,
            jurisdictionOf: (document) => documentJurisdiction(document, deps.jurisdictions),
            isBuiltIn: deps.builtIns.isBuiltIn,
            onProgress: options.onProgress ?? (() => undefined),
          }, only);
          state.setRole('reviewer');
          return report;
        }, 'publish'),
      ),

    /**
     * Queues audit records (an export, or 제출); with a team configured they are sent at once when it can be
     * reached, else on the next sync. Returns how many were queued and whether they were sent.
     */
    async file(kind: 'export' | 'submit', entries: readonly TeamAuditEntry[], appVersion: string): Promise<{ queued: number; sent: boolean }> {
      const queued = audit.queue(kind, entries, { clientId: state.clientId(), appVersion, libraryVersion: state.version(), localOnlyDocuments: state.counts().local_only });
      return { queued, sent: await flushAudit() };
    },

    /** Whether a team database is set at all: without one, nothing of the team runs. */
    configured: (): boolean => {
      try {
        return deps.settings.target(deps.env) !== null;
      } catch {
        return false;
      }
    },

    /** Waits for the operation running now (closing the app). */
    idle: () => queue.then(() => undefined),
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
