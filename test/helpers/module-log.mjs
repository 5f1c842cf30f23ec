// `node --import ./test/helpers/module-log.mjs …` with GEUNGEO_MODULE_LOG=<file>: appends one line per module the
// process loads — every ES module URL (through a loader hook) and, at exit, every CommonJS file in require.cache —
// so a test can assert on what a command loaded, rather than on how long it took.
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const log = process.env.GEUNGEO_MODULE_LOG;
if (log) {
  register('./module-log-hooks.mjs', import.meta.url);
  const require = createRequire(import.meta.url);
  process.on('exit', () => appendFileSync(log, Object.keys(require.cache).map((file) => `${file}\n`).join('')));
}
