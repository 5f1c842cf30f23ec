// Once per test run, before any test file: build the CLI bundle (out-cli/) if a source changed since it was built,
// so every test that runs `geungeo` as a subprocess (test/helpers/cli.ts) starts it from the bundle instead of
// transpiling the sources each time. If the build fails, bin/geungeo.mjs runs the sources and the tests still run.
import { fileURLToPath } from 'node:url';
import { buildCli } from '../../scripts/build-cli.mjs';

export default async function setup() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  try {
    await buildCli(root, { ifStale: true, log: (line: string) => console.log(line) });
  } catch (error) {
    console.warn(`CLI bundle not built, the CLI tests run the sources through tsx: ${error instanceof Error ? error.message : String(error)}`);
  }
}
