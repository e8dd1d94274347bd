// Unit tests for the report summarizer behind `npm test`'s final line.
import { describe, expect, it } from 'vitest';
import {
  combine,
  formatSummary,
  summarizePlaywright,
  summarizeVitest,
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
