// The team library as the window keeps it: its status, a pull on start (once the library's own first start is done,
// when a team is set and 시작할 때 동기화 is on) and on demand, a reviewer's publish, and the progress of either. Kept
// by the shell, so a pull goes on while another screen shows. Without a team nothing here calls the network.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError, TeamProgress, TeamPublishReport, TeamStatus, TeamSyncReport } from '../../../shared/contract';
import { api } from '../api';

export type TeamOutcome = { kind: 'sync'; report: TeamSyncReport } | { kind: 'publish'; report: TeamPublishReport };

export function useTeam(onChanged: () => void, ready: boolean) {
  const [status, setStatus] = useState<TeamStatus | null>(null);
  const [progress, setProgress] = useState<TeamProgress | null>(null);
  const [running, setRunning] = useState<'sync' | 'publish' | null>(null);
  const [outcome, setOutcome] = useState<TeamOutcome | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const started = useRef(false);

  const refresh = useCallback(() => api.team.status().then((next) => (setStatus(next), next)), []);
  useEffect(() => api.on('team.progress', setProgress), []);

  const run = useCallback(
    (kind: 'sync' | 'publish') => {
      setRunning(kind);
      setError(null);
      const call = kind === 'sync' ? api.team.sync().then((report) => setOutcome({ kind, report })) : api.team.publish().then((report) => setOutcome({ kind, report }));
      return call
        .then(onChanged, setError)
        .finally(() => {
          setRunning(null);
          setProgress(null);
          void refresh();
        });
    },
    [onChanged, refresh],
  );

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    void refresh().then((current) => {
      if (current.configured && current.settings.syncOnStart) void run('sync');
    });
  }, [ready, refresh, run]);

  return { status, progress, running, outcome, error, refresh, sync: () => run('sync'), publish: () => run('publish') };
}

export type TeamState = ReturnType<typeof useTeam>;
