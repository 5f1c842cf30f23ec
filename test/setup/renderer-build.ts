// Once per test run, before any test file: build the window if its sources changed, so the browser-mode tests
// (which run in parallel) never build it at the same time.
import { fileURLToPath } from 'node:url';
import { ensureRendererBuilt } from '../../src/main/bridge/renderer-build';

export default function setup() {
  ensureRendererBuilt(fileURLToPath(new URL('../..', import.meta.url)), (line) => console.log(line));
}
