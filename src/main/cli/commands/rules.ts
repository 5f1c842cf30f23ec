import type { Command } from 'commander';
import { GeungeoError } from '../../../shared/errors';
import { withCore, type CoreOptions } from '../context';
import { printJson, type CliIO } from '../output';

const TABLES = ['zoning', 'land-use'] as const;

export function registerRules(program: Command, io: CliIO): void {
  const rules = program.command('rules').description('the rule tables: zoning limits (건폐율/용적률) and land-use rules (허용/불허/조건부허용)');

  rules
    .command('import')
    .description('import rules from a UTF-8 CSV file (see README, "Rule tables", for the columns)')
    .argument('<file>', 'CSV file')
    .requiredOption('--table <table>', 'zoning or land-use')
    .option('--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)')
    .option('--skip-bad-rows', 'import the good rows of a file that has bad ones (default: import nothing)')
    .option('--json', 'print JSON')
    .action(async (file: string, options: CoreOptions & { table: string; skipBadRows?: boolean; json?: boolean }) => {
      const result = await withCore(options, io.env, ({ call }) => call('rules.import', { path: file, table: table(options.table), skipBadRows: options.skipBadRows }));
      if (result.errors.length > 0 && !options.skipBadRows) io.exitCode(1);
      if (options.json) return printJson(io, result);
      for (const error of result.errors) io.stderr(`${result.file}:${error.line}: ${error.message}\n`);
      if (result.errors.length > 0 && !options.skipBadRows) {
        io.stderr(`Nothing imported: ${result.errors.length} bad rows. Fix them, or import the rest with --skip-bad-rows.\n`);
        return;
      }
      io.stdout(`Imported ${result.imported} rows into ${result.table} from ${result.file}${result.skipped ? `; skipped ${result.skipped} bad rows` : ''}.\n`);
    });

  rules
    .command('list')
    .description('print rule rows as a JSON array (numbers as numbers, with their source)')
    .option('--table <table>', 'zoning or land-use (default: both)')
    .option('--zone <zone>', 'a 용도지역, e.g. 제2종일반주거지역 or 2종일반주거')
    .option('--jurisdiction <place>', '전국, 서울, 서울특별시 종로구 …')
    .option('--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)')
    .option('--json', 'print JSON (the default; accepted for symmetry)')
    .action(async (options: CoreOptions & { table?: string; zone?: string; jurisdiction?: string }) => {
      const rows = await withCore(options, io.env, ({ call }) =>
        call('rules.list', { table: options.table === undefined ? undefined : table(options.table), zone: options.zone, jurisdiction: options.jurisdiction }),
      );
      printJson(io, rows);
    });
}

function table(value: string): (typeof TABLES)[number] {
  if ((TABLES as readonly string[]).includes(value)) return value as (typeof TABLES)[number];
  throw new GeungeoError('INVALID_INPUT', `Unknown table "${value}".`, { hint: 'use --table zoning or --table land-use' });
}
