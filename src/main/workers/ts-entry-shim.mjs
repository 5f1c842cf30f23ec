// Worker threads cannot load TypeScript by themselves, and `--import tsx` in a worker's execArgv does not take
// effect on Node 20. When Geungeo runs from source (CLI, tests), threads start here, register tsx, then load
// the real entry. The Electron build bundles its workers to JavaScript and does not use this file.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.__geungeoEntry);
