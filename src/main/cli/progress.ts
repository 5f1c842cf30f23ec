// Progress of an ingest on a terminal: a bar over the files (with the page being read) and then one over the
// chunks being embedded. Drawn on stderr, so stdout stays clean for --json; only on a TTY.
import { createRequire } from 'node:module';
import type { IngestProgress } from '../../shared/contract';
import type { Emit } from '../api/handlers';
import type { CliIO } from './output';

export function createIngestProgressBar(stream: NodeJS.WriteStream): { update(event: IngestProgress): void; stop(): void } {
  // cli-progress is required only when a bar is drawn (a TTY), not by every command that imports this module.
  const { SingleBar } = createRequire(import.meta.url)('cli-progress') as typeof import('cli-progress');
  const bar = new SingleBar(
    { stream, hideCursor: true, clearOnComplete: true, format: '{phase} [{bar}] {value}/{total} {detail}', barsize: 24 },
  );
  let phase: 'files' | 'embedding' | null = null;
  let filesDone = 0;
  return {
    update(event) {
      if (event.stage === 'embedding') {
        if (phase !== 'embedding') {
          if (phase) bar.stop();
          bar.start(event.total ?? 0, 0, { phase: 'embedding', detail: 'chunks' });
          phase = 'embedding';
        }
        bar.update(event.embedded ?? 0);
        return;
      }
      if (phase === null) {
        bar.start(event.fileCount ?? 0, 0, { phase: 'ingesting', detail: '' });
        phase = 'files';
      }
      if (event.stage === 'done' || event.stage === 'failed') filesDone++;
      const page = event.stage === 'parsing' && event.page ? ` p.${event.page}/${event.pages}` : '';
      bar.update(filesDone, { detail: `${event.file}${page}` });
    },
    stop: () => {
      if (phase) bar.stop();
    },
  };
}

/**
 * Runs a call that ingests or embeds with a bar on stderr while a person watches (not with --json), and takes the
 * bar down however the call ends.
 */
export async function withIngestProgress<T>(io: CliIO, json: boolean | undefined, run: (emit: Emit) => Promise<T>): Promise<T> {
  const bar = io.isTTY && !json && io.stderrStream ? createIngestProgressBar(io.stderrStream) : null;
  try {
    return await run((event, payload) => event === 'ingest.progress' && bar?.update(payload as IngestProgress));
  } finally {
    bar?.stop();
  }
}
