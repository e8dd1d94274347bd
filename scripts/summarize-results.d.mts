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
  testResults: { name?: string; status: string; assertionResults?: { status: string }[] }[];
}

/** One describe level of a Playwright JSON report: a file at the top, nested describes below. */
export interface PlaywrightSuite {
  file?: string;
  specs?: { title: string; file?: string; tests?: { status?: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** The subset of Playwright's JSON report that the summary reads. */
export interface PlaywrightJsonReport {
  stats: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  errors?: unknown[];
  suites?: PlaywrightSuite[];
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

export function emptyVitestFiles(report: VitestJsonReport | null | undefined): string[];
export function playwrightFilesWithoutTests(
  report: PlaywrightJsonReport | null | undefined,
  specFiles: string[],
): string[];
export function playwrightPassedOnRetry(report: PlaywrightJsonReport | null | undefined): string[];
export function floorShortfall(
  label: string,
  tally: Tally,
  floor: number | undefined,
): string | null;
export function tallyOf(tests: { status: string }[]): Tally;
export function withoutTests(tally: Tally, tests: { status: string }[]): Tally;
