import type { Command } from 'commander';
import type { CoreOptions } from '../context';
import { withCore } from '../context';
import { printFields, printJson, type CliIO } from '../output';

export function registerInfo(program: Command, io: CliIO): void {
  program
    .command('info')
    .description('versions, database path, model and LLM status')
    .option('--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)')
    .option('--models <dir>', 'extra folder to look for models in (default: $GEUNGEO_MODELS_DIR)')
    .option('--json', 'print JSON')
    .action(async (options: CoreOptions & { json?: boolean }) => {
      const info = await withCore(options, io.env, ({ call }) => call('app.info'));
      if (options.json) return printJson(io, info);
      printFields(io, [
        ['geungeo', `${info.version} (${info.shell})`],
        ['database', `${info.dbPath} (schema v${info.schemaVersion})`],
        ['runtime', `Node ${info.versions.node} · SQLite ${info.versions.sqlite} · sqlite-vec ${info.versions.sqliteVec}`],
        ['llm', info.llm.provider === 'none' ? 'none — extractive answers' : `${info.llm.provider} ${info.llm.model} at ${info.llm.baseURL}`],
        ...info.models.map((model) => [`${model.role} model`, `${model.id}: ${model.available ? 'available' : 'missing'} — ${model.note}`] as const),
      ]);
    });
}
