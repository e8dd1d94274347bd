// Vite config: the React app, with the mock service mounted same-origin in dev and preview.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mockServicePlugin } from './server/vite-plugin';
import { codeTablesBrowserBuild } from './scripts/code-tables-browser-build';
import { zodBrowserBuild } from './scripts/zod-browser-build';

export default defineConfig({
  plugins: [react(), mockServicePlugin(), zodBrowserBuild(), codeTablesBrowserBuild()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/check-bundle.mjs reads it to find the eagerly loaded chunks.
    manifest: true,
  },
});
