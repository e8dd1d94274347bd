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
