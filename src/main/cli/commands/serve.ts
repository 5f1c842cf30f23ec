import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { GeungeoError } from '../../../shared/errors';
import { readAppMeta } from '../app-meta';
import { openCore, type CoreOptions } from '../context';
import type { CliIO } from '../output';

const projectRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export function registerServe(program: Command, io: CliIO): void {
  program
    .command('serve')
    .description('browser mode: the app in your browser, on 127.0.0.1 behind a random token (npm run serve)')
    .option('--port <n>', 'port to listen on (default: a free one)')
    .option('--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)')
    .option('--models <dir>', 'extra folder to look for models in (default: $GEUNGEO_MODELS_DIR)')
    .action(async (options: CoreOptions & { port?: string }) => {
      const port = options.port === undefined ? 0 : Number(options.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        throw new GeungeoError('INVALID_INPUT', `--port ${options.port} is not a port number.`, { hint: 'give a number from 1 to 65535, or leave --port out for a free one' });
      }
      // The HTTP bridge (sirv, busboy) is loaded only by this command.
      const [{ startBrowserMode }, { ensureRendererBuilt }, { defaultSearchThreads }] = await Promise.all([
        import('../../bridge/browser-mode'),
        import('../../bridge/renderer-build'),
        import('../../search-threads/pool'),
      ]);
      const rendererDir = ensureRendererBuilt(projectRoot, (line) => io.stderr(`${line}\n`));
      // A server answers many requests at once: searches run on threads of their own, each within a time budget.
      const core = openCore(options, io.env, { searchThreads: defaultSearchThreads() });
      const app = await startBrowserMode(core, readAppMeta(), { rendererDir, port }).catch(async (error: NodeJS.ErrnoException) => {
        await core.close();
        if (error.code === 'EADDRINUSE') throw new GeungeoError('INVALID_INPUT', `Port ${port} is already in use.`, { hint: 'choose another with --port, or leave it out' });
        throw error;
      });
      io.stdout(`Geungeo: ${app.bridge.url}\n`);
      // Serve until the terminal says stop (Ctrl+C) or a supervisor does.
      await new Promise<void>((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      await app.close();
    });
}
