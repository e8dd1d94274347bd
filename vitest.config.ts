// Vitest config, kept apart from vite.config.ts so unit tests don't load the app's Vite plugins.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * jsdom test files that get modules of their own: a Suspense retry hung once in CI when the first
 * shared React with other files; code-labels-panel checks the panel before the code labels are
 * loaded, which they stay once any file loaded them; the others replace or re-import modules
 * (vi.mock, vi.resetModules), which is only sure to take effect in a fresh module graph.
 */
const DOM_ISOLATED = [
  'src/lib/lazy-with-preload.test.tsx',
  'src/features/filters/code-labels-panel.test.tsx',
  'src/features/results/table/results-table.test.tsx',
  'src/features/map/basemap/basemap-control.test.tsx',
  'src/state/search/county-names.test.tsx',
];

/** What both jsdom projects share; they differ only in whether files share modules. */
const DOM_TESTS = {
  environment: 'jsdom' as const,
  setupFiles: ['src/test/setup-dom.ts'],
  // jsdom + user-event interaction tests run ~1-4s each; 5s flakes when the suite runs in parallel.
  testTimeout: 15_000,
};

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine, where
    // most of a test file's time is importing it and the main process sits idle once the files are
    // transformed. Two workers there took the suite from 5 min 51 s to 3 min 45 s (all 2,344
    // passing; forks, as threads were no faster).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One empty PGlite database made once, unpacked by every test store instead of initdb.
    globalSetup: ['server/store/test-template.ts'],
    // Vitest 4 dropped environmentMatchGlobs; per-environment projects replace it.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // A worker keeps the modules it imported from one test file to the next instead of
          // importing them again for each (import time 58 → 20 s, the project 168 → 115 s on a
          // quiet 2-core machine). So no test may lean on module state another file left: the
          // suite passes in a shuffled file order (--sequence.shuffle.files), and none of these
          // files uses vi.mock.
          isolate: false,
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
          ...DOM_TESTS,
          // As in the node project, a worker keeps React, Testing Library and the app's modules from
          // one file to the next (each file still gets a new jsdom): 354 → 152 CPU s for the
          // project, back to back (docs/testing.md). DOM_ISOLATED's files run isolated instead.
          isolate: false,
          include: ['src/**/*.test.tsx'],
          exclude: DOM_ISOLATED,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          ...DOM_TESTS,
          include: DOM_ISOLATED,
        },
      },
    ],
    // Lets `--reporter=json` work without --outputFile; scripts/run-tests.mjs reads this file.
    outputFile: { json: 'test-results/vitest.json' },
  },
});
