// Vitest config, kept apart from vite.config.ts so unit tests don't load the app's Vite plugins.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine, where
    // most of a test file's time is importing it and the main process sits idle once the files are
    // transformed. Two workers there took the suite from 5 min 51 s to 3 min 45 s (all 2,344
    // passing; forks, as threads were no faster).
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
