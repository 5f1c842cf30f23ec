import type { Command } from 'commander';
import { withCore, type CoreOptions } from '../context';
import { printFields, printJson, type CliIO } from '../output';

export function registerStats(program: Command, io: CliIO): void {
  program
    .command('stats')
    .description('counts of documents, pages, chunks and embedded chunks')
    .option('--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)')
    .option('--json', 'print JSON')
    .action(async (options: CoreOptions & { json?: boolean }) => {
      const stats = await withCore(options, io.env, ({ call }) => call('stats'));
      if (options.json) return printJson(io, stats);
      printFields(io, [
        ['documents', stats.documents],
        ['pages', stats.pages],
        ['chunks', stats.chunks],
        ['embedded', stats.embedded],
        ['embedding model', stats.embedding_model ?? '—'],
      ]);
    });
}
