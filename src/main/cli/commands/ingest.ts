import type { Command } from 'commander';
import type { IngestReport } from '../../../shared/contract';
import { withCore, type CoreOptions } from '../context';
import { printJson, type CliIO } from '../output';
import { withIngestProgress } from '../progress';

interface IngestOptions extends CoreOptions {
  json?: boolean;
  prune?: boolean;
  embed?: boolean;
}

export function registerIngest(program: Command, io: CliIO): void {
  program
    .command('ingest')
    .description('add regulation PDFs, HWP/HWPX, Markdown and text files (or folders of them) to the database')
    .argument('<paths...>', 'files or folders (folders are read recursively)')
    .option('--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)')
    .option('--models <dir>', 'extra folder to look for models in (default: $GEUNGEO_MODELS_DIR)')
    .option('--prune', 'delete documents whose files disappeared from an ingested folder')
    .option('--no-embed', 'do not compute embeddings now (run `geungeo embed` later)')
    .option('--json', 'print one JSON report')
    .action(async (paths: string[], options: IngestOptions) => {
      const report = await withIngestProgress(io, options.json, (emit) =>
        withCore(options, io.env, ({ call }) => call('ingest.run', { paths, prune: options.prune, embed: options.embed }), { emit, createsDatabase: true }),
      );
      printIngestReport(io, report, options.json);
    });
}

/** The report of a batch (`ingest`, `library defaults`): JSON or a line per file; exit code 1 when a file failed. */
export function printIngestReport(io: CliIO, report: IngestReport, json: boolean | undefined): void {
  if (json) printJson(io, report);
  else printReport(io, report);
  if (report.failed > 0) io.exitCode(1);
}

function printReport(io: CliIO, report: IngestReport): void {
  const width = Math.max(...report.files.map((file) => file.status.length), 7);
  for (const file of report.files) {
    const rules = file.rule_rows ? `, 규칙 ${file.rule_rows}행을 읽었습니다 (geungeo rules list)` : '';
    const what = file.status === 'failed' ? `— ${file.reason}` : `${file.pages} pages, ${file.chunks} chunks${rules}${file.reason ? ` (${file.reason})` : ''}`;
    io.stdout(`${file.status.padEnd(width)}  ${file.file_name ?? file.path}  ${what}\n`);
    for (const warning of file.warnings) io.stdout(`${''.padEnd(width)}  ⚠ ${warning}\n`);
  }
  for (const gone of report.missing) {
    io.stdout(`${(report.removed ? 'removed' : 'missing').padEnd(width)}  ${gone.file_name} — the file is gone${report.removed ? '' : ' (kept; --prune deletes it)'}\n`);
  }
  io.stdout(`${report.added} added, ${report.unchanged} unchanged, ${report.replaced} replaced, ${report.failed} failed.\n`);
  const { embedding } = report;
  io.stdout(
    embedding.model
      ? `Embedded ${embedding.embedded} chunks with ${embedding.model}; ${embedding.pending} pending.\n`
      : `No embeddings: ${embedding.note ?? 'no embedding model'}\n`,
  );
}
