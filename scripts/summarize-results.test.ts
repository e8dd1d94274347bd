// Unit tests for the report summarizer behind `npm test`'s final line.
import { describe, expect, it } from 'vitest';
import {
  combine,
  emptyVitestFiles,
  floorShortfall,
  formatSummary,
  playwrightFilesWithoutTests,
  playwrightPassedOnRetry,
  summarizePlaywright,
  summarizeVitest,
  tallyOf,
  withoutTests,
  type PlaywrightJsonReport,
  type VitestJsonReport,
} from './summarize-results.mjs';

const vitestReport = (over: Partial<VitestJsonReport> = {}): VitestJsonReport => ({
  numPassedTests: 5,
  numFailedTests: 1,
  numPendingTests: 2,
  numTodoTests: 1,
  testResults: [{ status: 'failed', assertionResults: [{ status: 'failed' }] }],
  ...over,
});

describe('summarizeVitest', () => {
  it('counts passed, failed and skipped (pending + todo)', () => {
    expect(summarizeVitest(vitestReport(), 1)).toEqual({ passed: 5, failed: 1, skipped: 3 });
  });

  it('counts a test file that failed to load as one failure', () => {
    const report = vitestReport({
      numFailedTests: 0,
      testResults: [
        { status: 'failed', assertionResults: [] },
        { status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    });
    expect(summarizeVitest(report, 1).failed).toBe(1);
  });

  it('counts a missing report as one failure', () => {
    expect(summarizeVitest(null, 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('counts a non-zero exit with no failed tests as one failure', () => {
    const report = vitestReport({ numFailedTests: 0, testResults: [] });
    expect(summarizeVitest(report, 1).failed).toBe(1);
    expect(summarizeVitest(report, 0).failed).toBe(0);
  });
});

describe('summarizePlaywright', () => {
  it('counts flaky-but-passed tests as passed', () => {
    const report = { stats: { expected: 3, unexpected: 1, flaky: 2, skipped: 1 }, errors: [] };
    expect(summarizePlaywright(report, 1)).toEqual({ passed: 5, failed: 1, skipped: 1 });
  });

  it('counts top-level errors such as a failed web server as failures', () => {
    const report = { stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, errors: [{}] };
    expect(summarizePlaywright(report, 1).failed).toBe(1);
  });

  it('counts a crash without a report as one failure', () => {
    expect(summarizePlaywright(undefined, null)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});

describe('combine and formatSummary', () => {
  it('sums tallies and omits skipped when zero', () => {
    const total = combine(
      { passed: 2, failed: 0, skipped: 0 },
      { passed: 3, failed: 1, skipped: 0 },
    );
    expect(formatSummary(total)).toBe('5 passed, 1 failed');
  });

  it('appends skipped only when non-zero', () => {
    expect(formatSummary({ passed: 1, failed: 0, skipped: 2 })).toBe(
      '1 passed, 0 failed, 2 skipped',
    );
  });

  it('formats an empty run', () => {
    expect(formatSummary(combine())).toBe('0 passed, 0 failed');
  });
});

describe('tests that vanish', () => {
  it('names a Vitest file that passed with no test in it', () => {
    const report = vitestReport({
      testResults: [
        { name: '/p/a.test.ts', status: 'passed', assertionResults: [] },
        { name: '/p/b.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] },
        { name: '/p/c.test.ts', status: 'failed', assertionResults: [] },
      ],
    });
    // c failed to load, which summarizeVitest already counts; only the silent pass is news.
    expect(emptyVitestFiles(report)).toEqual(['/p/a.test.ts']);
    expect(emptyVitestFiles(null)).toEqual([]);
  });

  const playwrightReport: PlaywrightJsonReport = {
    stats: { expected: 2, unexpected: 0, flaky: 1, skipped: 0 },
    suites: [
      {
        file: 'a.spec.ts',
        specs: [{ title: 'one', file: 'a.spec.ts', tests: [{ status: 'expected' }] }],
      },
      {
        file: 'b.spec.ts',
        specs: [],
        suites: [{ specs: [{ title: 'nested', file: 'b.spec.ts', tests: [{ status: 'flaky' }] }] }],
      },
      { file: 'c.spec.ts', specs: [], suites: [{ specs: [] }] },
    ],
  };

  it('names spec files on disk that contributed no test, counting nested describes', () => {
    expect(
      playwrightFilesWithoutTests(playwrightReport, [
        'a.spec.ts',
        'b.spec.ts',
        'c.spec.ts',
        'd.spec.ts',
      ]),
    ).toEqual(['c.spec.ts', 'd.spec.ts']);
  });

  it('lists tests that passed only on a retry', () => {
    expect(playwrightPassedOnRetry(playwrightReport)).toEqual(['b.spec.ts › nested']);
  });

  it('complains when a suite runs fewer tests than its floor', () => {
    expect(floorShortfall('vitest', { passed: 9, failed: 0, skipped: 3 }, 10)).toMatch(
      /vitest: 9 tests ran, below the committed floor of 10/,
    );
    expect(floorShortfall('vitest', { passed: 9, failed: 1, skipped: 0 }, 10)).toBeNull();
    expect(floorShortfall('vitest', { passed: 0, failed: 0, skipped: 0 }, undefined)).toBeNull();
  });

  it('counts a floor without the PostgreSQL runs, which only a machine with one has', () => {
    const postgres = [{ status: 'passed' }, { status: 'passed' }, { status: 'failed' }];
    expect(tallyOf(postgres)).toEqual({ passed: 2, failed: 1, skipped: 0 });
    const all = { passed: 12, failed: 1, skipped: 2 };
    expect(withoutTests(all, postgres)).toEqual({ passed: 10, failed: 0, skipped: 2 });
    expect(floorShortfall('vitest', withoutTests(all, postgres), 10)).toBeNull();
    expect(floorShortfall('vitest', withoutTests(all, postgres), 11)).toMatch(/10 tests ran/);
  });
});
