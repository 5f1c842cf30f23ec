// `geungeo <command>`: a thin shell over the same core and contract calls as the desktop app.
import { Command, CommanderError } from 'commander';
import { formatError, toApiError } from '../../shared/errors';
import { readAppMeta } from './app-meta';
import { registerAsk } from './commands/ask';
import { registerClassify } from './commands/classify';
import { registerContext } from './commands/context';
import { registerDocuments } from './commands/documents';
import { registerEmbed } from './commands/embed';
import { registerHistory } from './commands/history';
import { registerInfo } from './commands/info';
import { registerIngest } from './commands/ingest';
import { registerLibrary } from './commands/library';
import { registerRules } from './commands/rules';
import { registerSearch } from './commands/search';
import { registerServe } from './commands/serve';
import { registerStats } from './commands/stats';
import { registerTeam } from './commands/team';
import { registerVerify } from './commands/verify';
import { processIO, type CliIO } from './output';

export function buildProgram(io: CliIO): Command {
  const program = new Command('geungeo')
    .description('근거 Geungeo — Korean building and land-use regulations, answered with their grounds')
    .version(readAppMeta().version)
    .exitOverride()
    .configureOutput(output(io));
  registerInfo(program, io);
  registerStats(program, io);
  registerIngest(program, io);
  registerDocuments(program, io);
  registerLibrary(program, io);
  registerEmbed(program, io);
  registerSearch(program, io);
  registerContext(program, io);
  registerAsk(program, io);
  registerHistory(program, io);
  registerRules(program, io);
  registerVerify(program, io);
  registerClassify(program, io);
  registerServe(program, io);
  registerTeam(program, io);
  for (const command of program.commands) command.exitOverride().configureOutput(output(io));
  return program;
}

/** Usage errors as one line, in the same shape as every other CLI error. */
function output(io: CliIO) {
  return {
    writeOut: io.stdout,
    writeErr: io.stderr,
    outputError: (message: string) =>
      io.stderr(`geungeo: ${message.replace(/^error: /, '').trim()} (see \`geungeo --help\`)\n`),
  };
}

/** Runs one command line and returns the exit code; errors become one line on stderr. */
export async function runCli(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  let exitCode = 0;
  const recordingIO: CliIO = { ...io, exitCode: (code) => void (exitCode = code) };
  try {
    await buildProgram(recordingIO).parseAsync([...argv], { from: 'node' });
    return exitCode;
  } catch (error) {
    // Commander has already printed its own usage errors; help and --version end up here with code 0.
    if (error instanceof CommanderError) return error.exitCode;
    io.stderr(`geungeo: ${formatError(toApiError(error))}\n`);
    return 1;
  }
}
