#!/usr/bin/env node
// Entry point of `geungeo` (npx, npm link, node bin/geungeo.mjs). It runs the bundled CLI (out-cli/geungeo.mjs,
// built by `npm install` through the `prepare` script, or `npm run build:cli`) when that bundle is up to date with
// the sources it was made from; otherwise — a source edited since, or no bundle — it runs the TypeScript sources
// through tsx, as in development. GEUNGEO_CLI=source forces the sources. Node resolves the symlink npm link and
// node_modules/.bin make, so import.meta.url is this file's real place in the project.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundlePath, bundleStaleReason } from './cli-bundle.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
let runCli;
if (process.env.GEUNGEO_CLI !== 'source' && bundleStaleReason(root) === null) {
  ({ runCli } = await import(pathToFileURL(bundlePath(root)).href));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ runCli } = await import('../src/main/cli/main.ts'));
}
process.exitCode = await runCli(process.argv);
