// The statutes that ship with the app: added on the library's first start (the window asks the main process, which
// decides: only a library that never held a document and was never given them), or on request from the library.
// Their progress is the same ingest.progress an upload gets; this hook counts it for one banner.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError, IngestProgress, IngestReport } from '../../../shared/contract';
import { api } from '../api';

export interface BuiltInsState {
  running: boolean;
  /** Files stored (or failed) so far, of `total` (known from the first event). */
  done: number;
  total: number;
  /** The file being read, with its page. */
  current: { file: string; page: number; pages: number } | null;
  report: IngestReport | null;
  error: ApiError | null;
}

export function useBuiltIns(onFinished: () => void) {
  const [state, setState] = useState<BuiltInsState | null>(null);
  /** The library's first start is over (built-in statutes added, or nothing to add): what follows may begin. */
  const [started, setStarted] = useState(false);
  const running = useRef(false);

  useEffect(
    () =>
      api.on('ingest.progress', (event: IngestProgress) => {
        if (!running.current || event.stage === 'embedding') return;
        setState((current) => counted(current, event));
      }),
    [],
  );

  const run = useCallback(
    (call: 'start' | 'defaults') => {
      if (running.current) return;
      running.current = true;
      // Asked for, the banner shows at once; the first start shows nothing until the main process is adding them
      // (its first progress event), since most starts add nothing.
      if (call === 'defaults') setState(emptyState());
      (call === 'start' ? api.library.start() : api.library.defaults())
        .then(
          (report) => setState((current) => (report ? { ...(current ?? emptyState()), running: false, report } : null)),
          (error: ApiError) => setState((current) => ({ ...(current ?? emptyState()), running: false, error })),
        )
        .finally(() => {
          running.current = false;
          if (call === 'start') setStarted(true);
          onFinished();
        });
    },
    [onFinished],
  );

  useEffect(() => run('start'), [run]);

  return { state, started, addAgain: () => run('defaults'), dismiss: () => setState((current) => (current?.running ? current : null)) };
}

const emptyState = (): BuiltInsState => ({ running: true, done: 0, total: 0, current: null, report: null, error: null });

function counted(current: BuiltInsState | null, event: IngestProgress): BuiltInsState {
  // (null: the first start's first event.)
  const base = current ?? emptyState();
  const finished = event.stage === 'done' || event.stage === 'failed';
  return {
    ...base,
    total: event.fileCount ?? base.total,
    done: base.done + (finished ? 1 : 0),
    current: finished ? base.current : { file: event.file, page: event.page ?? 0, pages: event.pages ?? 0 },
  };
}
