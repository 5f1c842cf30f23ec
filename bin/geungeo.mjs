#!/usr/bin/env node
// Entry point of `npx geungeo`: runs the TypeScript CLI directly through tsx, so there is no build step to
// remember after `npm install`.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/main/cli/main.ts');
process.exitCode = await runCli(process.argv);
