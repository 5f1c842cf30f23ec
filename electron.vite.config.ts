import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

/**
 * The renderer's index.html carries a strict CSP. Vite's dev server injects styles at run time and talks to
 * its HMR socket, so only `electron-vite dev` loosens the policy for those two; builds keep it strict.
 */
function devServerCsp(): Plugin {
  return {
    name: 'geungeo-dev-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html
        .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
        .replace("connect-src 'self'", "connect-src 'self' ws://localhost:* http://localhost:*"),
  };
}

export default defineConfig({
  main: {
    build: {
      rollupOptions: {
        // The worker thread and the ingest process are entry points of their own, bundled next to index.js.
        input: {
          index: resolve('src/main/index.ts'),
          'pdf-worker': resolve('src/main/ingest/pdf/extract-worker.mjs'),
          'ingest-process': resolve('src/main/ingest/process/entry.ts'),
        },
        output: { entryFileNames: '[name].js' },
      },
    },
  },
  preload: {
    build: {
      rollupOptions: {
        // A sandboxed preload cannot load ES modules: bundle it as one CommonJS file.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    plugins: [devServerCsp()],
  },
});
