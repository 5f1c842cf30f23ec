import type { Command } from 'commander';
import { withCore, type CoreOptions } from '../context';
import { printJson, type CliIO } from '../output';

export function registerDocuments(program: Command, io: CliIO): void {
  program
    .command('documents')
    .description('list the ingested documents with their law name, kind, pages and chunks')
    .option('--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)')
    .option('--json', 'print JSON')
    .action(async (options: CoreOptions & { json?: boolean }) => {
      const documents = await withCore(options, io.env, ({ call }) => call('documents.list'));
      if (options.json) return printJson(io, documents);
      if (documents.length === 0) return io.stdout('No documents yet: add the built-in statutes with `geungeo library defaults`, or your own with `geungeo ingest <files or folders>`.\n');
      for (const document of documents) {
        const status = `${document.status === 'ready' ? '' : ` [${document.status}]`}${document.built_in ? ' [기본 제공]' : ''}`;
        io.stdout(
          `${String(document.id).padStart(4)}  ${document.law_name ?? document.title ?? document.file_name} (${document.law_kind}) — ${document.file_name}, ${document.page_count} pages, ${document.chunks} chunks, ${document.embedded} embedded${status}\n`,
        );
      }
    });
}
