import type { Command } from 'commander';
import { GeungeoError } from '../../../shared/errors';
import { withCore, type CoreOptions } from '../context';
import { printJson, type CliIO } from '../output';
import { withIngestProgress } from '../progress';

export function registerEmbed(program: Command, io: CliIO): void {
  program
    .command('embed')
    .description('compute the embeddings that chunks are missing (after adding a model, or an ingest with --no-embed)')
    .option('--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)')
    .option('--models <dir>', 'extra folder to look for models in (default: $GEUNGEO_MODELS_DIR)')
    .option('--json', 'print JSON')
    .action(async (options: CoreOptions & { json?: boolean }) => {
      const report = await withIngestProgress(io, options.json, (emit) => withCore(options, io.env, ({ call }) => call('embeddings.fill'), { emit }));
      if (!report.model) throw new GeungeoError('MODEL_MISSING', report.note ?? 'No embedding model is available.');
      if (options.json) return printJson(io, report);
      io.stdout(`Embedded ${report.embedded} chunks with ${report.model}; ${report.pending} pending.\n`);
    });
}
