// Vitest config, kept apart from vite.config.ts so unit tests don't load the app's Vite plugins.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest 4 dropped environmentMatchGlobs; per-environment projects replace it.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Some start servers and build a mock dataset (server/connection-close.test.ts: 6.6 s in
          // a loaded CI run): 5 s was a speed limit on a busy machine, not a check.
          testTimeout: 15_000,
          include: [
            'src/**/*.test.ts',
            'mock-server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'server/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup-dom.ts'],
          // jsdom + user-event interaction tests run ~1-4s each; 5s flakes when the suite runs in parallel.
          testTimeout: 15_000,
        },
      },
    ],
    // Lets `--reporter=json` work without --outputFile; scripts/run-tests.mjs reads this file.
    outputFile: { json: 'test-results/vitest.json' },
  },
});
