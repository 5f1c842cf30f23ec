import type { Command } from 'commander';
import { withCore, type CoreOptions } from '../context';
import { printJson, type CliIO } from '../output';
import { withIngestProgress } from '../progress';
import { printIngestReport } from './ingest';

/** `geungeo library defaults | remove <id>`: the built-in statutes added back, a document taken out. */
export function registerLibrary(program: Command, io: CliIO): void {
  const library = program.command('library').description('the built-in statutes and removing documents (list them with `geungeo documents`)');
  library
    .command('defaults')
    .description('add the statutes that ship with Geungeo (기본 제공) to the library again; a newer text of the same statute replaces them as any ingest does')
    .option('--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)')
    .option('--models <dir>', 'extra folder to look for models in (default: $GEUNGEO_MODELS_DIR)')
    .option('--json', 'print one JSON report')
    .action(async (options: CoreOptions & { json?: boolean }) => {
      const report = await withIngestProgress(io, options.json, (emit) => withCore(options, io.env, ({ call }) => call('library.defaults'), { emit, createsDatabase: true }));
      printIngestReport(io, report, options.json);
    });
  library
    .command('remove')
    .description('remove a document (its pages, passages, vectors and rule rows) by the number `geungeo documents` shows')
    .argument('<id>', 'document number')
    .option('--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)')
    .option('--json', 'print JSON')
    .action(async (id: string, options: CoreOptions & { json?: boolean }) => {
      const result = await withCore(options, io.env, ({ call }) => call('documents.delete', { id: Number(id) }));
      if (options.json) return printJson(io, result);
      io.stdout(`Removed document ${result.deleted}.\n`);
    });
}
