// Pure helpers turning Vitest/Playwright JSON reports into one `N passed, N failed` tally.

/** A runner that exited without a usable report still has to show up as a failure. */
const CRASHED = { passed: 0, failed: 1, skipped: 0 };

/** Counts from a Vitest `--reporter=json` report (null = no report). */
export function summarizeVitest(report, exitCode) {
  if (!report || !Array.isArray(report.testResults)) return CRASHED;
  // A file that fails to load has no assertion results, so numFailedTests misses it.
  const brokenFiles = report.testResults.filter(
    (file) =>
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  const counts = {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
  return withExitCode(counts, exitCode);
}

/** Counts from a Playwright JSON reporter report (null = no report). */
export function summarizePlaywright(report, exitCode) {
  if (!report || typeof report.stats !== 'object' || report.stats === null) return CRASHED;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  // Top-level errors (web server, global setup, no tests found...) fail the run outside any test.
  const globalErrors = Array.isArray(report.errors) ? report.errors.length : 0;
  const counts = { passed: expected + flaky, failed: unexpected + globalErrors, skipped };
  return withExitCode(counts, exitCode);
}

/** A non-zero exit with nothing failed (e.g. an unhandled error) still counts as one failure. */
function withExitCode(counts, exitCode) {
  if (exitCode !== 0 && counts.failed === 0) return { ...counts, failed: 1 };
  return counts;
}

/** Sums several tallies. */
export function combine(...tallies) {
  return tallies.reduce(
    (sum, t) => ({
      passed: sum.passed + t.passed,
      failed: sum.failed + t.failed,
      skipped: sum.skipped + t.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

/** The final line CI greps for; skipped is only mentioned when non-zero. */
export function formatSummary({ passed, failed, skipped }) {
  const line = `${passed} passed, ${failed} failed`;
  return skipped > 0 ? `${line}, ${skipped} skipped` : line;
}

/**
 * Vitest files that ran no test at all. Vitest already fails a file with no test in it; this
 * catches the one it passes: a file whose tests were all emptied out of their describe blocks.
 */
export function emptyVitestFiles(report) {
  if (!report || !Array.isArray(report.testResults)) return [];
  return report.testResults
    .filter((file) => file.status !== 'failed' && (file.assertionResults ?? []).length === 0)
    .map((file) => file.name);
}

/** Every test's spec entry in a Playwright report, however deeply its describe blocks nest. */
function playwrightSpecs(suites) {
  return (suites ?? []).flatMap((suite) => [
    ...(suite.specs ?? []),
    ...playwrightSpecs(suite.suites),
  ]);
}

/** Spec files on disk (relative to the test dir) that contributed no test to the report. */
export function playwrightFilesWithoutTests(report, specFiles) {
  if (!report || !Array.isArray(report.suites)) return [];
  const withTests = new Set(
    report.suites.filter((suite) => playwrightSpecs([suite]).length > 0).map((s) => s.file),
  );
  return specFiles.filter((file) => !withTests.has(file));
}

/** Titles of Playwright tests that failed first and passed on a retry ("flaky"). */
export function playwrightPassedOnRetry(report) {
  if (!report || !Array.isArray(report.suites)) return [];
  return playwrightSpecs(report.suites)
    .filter((spec) => (spec.tests ?? []).some((test) => test.status === 'flaky'))
    .map((spec) => `${spec.file} › ${spec.title}`);
}

/**
 * A suite that ran fewer tests than its committed floor lost tests somewhere (a restructure that
 * dropped a file, an emptied describe). Returns the complaint, or null when the floor holds.
 */
export function floorShortfall(label, tally, floor) {
  const ran = tally.passed + tally.failed;
  if (typeof floor !== 'number' || ran >= floor) return null;
  return `${label}: ${ran} tests ran, below the committed floor of ${floor} (scripts/test-floors.json). Tests went missing; restore them, or lower the floor in the same commit that removes them on purpose.`;
}

/** A tally of these Vitest assertion results (a skipped one did not run). */
export function tallyOf(tests) {
  const count = (status) => tests.filter((test) => test.status === status).length;
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
}

/** `tally` without these tests (PostgreSQL's runs, which exist only on a machine that has one). */
export function withoutTests(tally, tests) {
  const those = tallyOf(tests);
  return {
    passed: tally.passed - those.passed,
    failed: tally.failed - those.failed,
    skipped: tally.skipped - those.skipped,
  };
}
