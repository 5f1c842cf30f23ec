import { cpSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import sirv from 'sirv';
import type { Plugin } from 'vite';

/**
 * pdfjs reads CMaps (CJK fonts without embedded Unicode maps) and the standard fonts from URLs: bundle them with
 * the window under pdfjs/, so the page view loads nothing remote (the CSP forbids it anyway).
 */
function pdfjsAssets(): Plugin {
  const folders = ['cmaps', 'standard_fonts'];
  const from = (folder: string) => resolve('node_modules/pdfjs-dist', folder);
  let outDir = '';
  return {
    name: 'geungeo-pdfjs-assets',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    configureServer: (server) => {
      for (const folder of folders) server.middlewares.use(`/pdfjs/${folder}`, sirv(from(folder), { dev: true }));
    },
    writeBundle: () => {
      for (const folder of folders) cpSync(from(folder), resolve(outDir, 'pdfjs', folder), { recursive: true });
    },
  };
}

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
        // The worker threads and the ingest process are entry points of their own, bundled next to index.js.
        input: {
          index: resolve('src/main/index.ts'),
          'pdf-worker': resolve('src/main/ingest/pdf/extract-worker.mjs'),
          'hwp-worker': resolve('src/main/hwp/worker.mjs'),
          'ingest-process': resolve('src/main/ingest-process/entry.ts'),
          'search-thread': resolve('src/main/search-threads/thread.ts'),
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
    plugins: [devServerCsp(), pdfjsAssets()],
  },
});
