import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/cli-bundle.ts', 'test/setup/renderer-build.ts', 'test/setup/corpus-db.ts', 'test/setup/team-postgres.ts'],
    environment: 'node',
    // Tests share the machine's two cores with native SQLite and ONNX work; keep timeouts generous but bounded.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
