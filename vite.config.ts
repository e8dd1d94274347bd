// Vite config: the React app, with the mock service mounted same-origin in dev and preview.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mockServicePlugin } from './server/vite-plugin';
import { codeTablesBrowserBuild } from './scripts/code-tables-browser-build';
import { zodBrowserBuild } from './scripts/zod-browser-build';

/**
 * Modules the first screen runs that lazy parts import too (checked by `npm run check:bundle`).
 * React Query's provider is one of them: on its own it made a chunk of 0.3 KB gzipped apart.
 */
const FIRST_SCREEN_SHARED =
  /node_modules[\\/](zod|react|react-dom|scheduler)[\\/]|@tanstack[\\/]react-query[\\/].*QueryClientProvider|src[\\/]lib[\\/]plural|src[\\/]api[\\/]contract[\\/](search-request|violations|did-you-mean|request-bounds|search-fields|field-registry|field-kinds|primitives)/;

export default defineConfig({
  plugins: [react(), mockServicePlugin(), zodBrowserBuild(), codeTablesBrowserBuild()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/check-bundle.mjs reads it to find the eagerly loaded chunks.
    manifest: true,
    rolldownOptions: {
      output: {
        // One chunk for what every first visit runs (React, zod, the request contract, formatting).
        // Left to itself Rolldown splits these into a handful of small shared chunks (they are also
        // imported by lazy parts), each gzipped on its own: 1 KB more for the same code.
        codeSplitting: {
          // Only modules the first screen loads ($initial): without the tag the group also took
          // modules only lazy parts share (the lead types, 0.4 KB gzip), into the first visit.
          groups: [{ name: 'core', test: FIRST_SCREEN_SHARED, tags: ['$initial'] }],
        },
      },
    },
  },
});
