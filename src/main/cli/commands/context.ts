import type { Command } from 'commander';
import { withCore, type CoreOptions } from '../context';
import { printJson, type CliIO } from '../output';

export function registerContext(program: Command, io: CliIO): void {
  program
    .command('context')
    .description('print the source-grouped context an answer would be written from, chunks numbered [n]')
    .argument('<query>', 'question')
    .option('--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)')
    .option('--models <dir>', 'extra folder to look for models in (default: $GEUNGEO_MODELS_DIR)')
    .option('--k <n>', 'number of chunks to consider (default 8)')
    .option('--max-chars <n>', 'size budget; lowest-scoring chunks are dropped first, never cut')
    .option('--json', 'print JSON (text and the citation map)')
    .action(async (query: string, options: CoreOptions & { k?: string; maxChars?: string; json?: boolean }) => {
      const result = await withCore(options, io.env, ({ call }) =>
        call('search.context', {
          query,
          topK: options.k === undefined ? undefined : Number(options.k),
          maxChars: options.maxChars === undefined ? undefined : Number(options.maxChars),
        }),
      );
      if (options.json) return printJson(io, result);
      io.stdout(result.no_content ? 'Nothing in the ingested documents matches this question (NO_CONTENT).\n' : `${result.text}\n`);
    });
}
