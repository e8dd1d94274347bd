// Types for summarize-results.mjs so TypeScript tests can import the plain-JS runner helpers.
export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

/** The subset of Vitest's JSON report that the summary reads. */
export interface VitestJsonReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults: { status: string; assertionResults?: { status: string }[] }[];
}

/** The subset of Playwright's JSON report that the summary reads. */
export interface PlaywrightJsonReport {
  stats: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  errors?: unknown[];
}

export function summarizeVitest(
  report: VitestJsonReport | null | undefined,
  exitCode: number | null,
): Tally;
export function summarizePlaywright(
  report: PlaywrightJsonReport | null | undefined,
  exitCode: number | null,
): Tally;
export function combine(...tallies: Tally[]): Tally;
export function formatSummary(tally: Tally): string;
