import type { Command } from 'commander';
import { withCore, type CoreOptions } from '../context';
import { printJson, type CliIO } from '../output';

export function registerHistory(program: Command, io: CliIO): void {
  program
    .command('history')
    .description('list chat sessions, or show one session’s questions and answers')
    .argument('[session]', 'session id')
    .option('--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)')
    .option('--json', 'print JSON')
    .action(async (session: string | undefined, options: CoreOptions & { json?: boolean }) => {
      if (session === undefined) {
        const sessions = await withCore(options, io.env, ({ call }) => call('chat.sessions'));
        if (options.json) return printJson(io, sessions);
        if (sessions.length === 0) return io.stdout('No chat sessions yet: ask with `geungeo ask "<question>"`.\n');
        for (const entry of sessions) io.stdout(`${entry.id}\t${entry.updated_at}\t${entry.messages} messages\t${entry.title}\n`);
        return;
      }
      const messages = await withCore(options, io.env, ({ call }) => call('chat.history', { session: Number(session) }));
      if (options.json) return printJson(io, messages);
      for (const message of messages) io.stdout(`${message.role === 'user' ? 'Q' : 'A'}: ${message.content}\n\n`);
    });
}
