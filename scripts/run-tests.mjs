// `npm test`: runs Vitest then Playwright (always both) and ends with one `N passed, N failed` line.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
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
} from './summarize-results.mjs';
import { e2eWebServer, STARTED_ENV } from './e2e-web-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const VITEST_REPORT = join(root, 'test-results', 'vitest.json');
// Must match the json reporter's outputFile in playwright.config.ts.
const PLAYWRIGHT_REPORT = join(root, 'test-results', 'playwright-report.json');
// Wall time of each suite, for .ci/run's phase table.
const PHASES_FILE = join(root, 'test-results', 'phases.json');
// The least number of tests each suite must run; raised as tests are added (see docs/testing.md).
const FLOORS = JSON.parse(readFileSync(join(root, 'scripts', 'test-floors.json'), 'utf8'));
const E2E_DIR = join(root, 'e2e');

// Run the CLIs' entry files with this node rather than via npx/.bin, so it also works on Windows.
const VITEST_CLI = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const PLAYWRIGHT_CLI = join(root, 'node_modules', '@playwright', 'test', 'cli.js');

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

/** Runs a CLI with inherited stdio; resolves to its exit code (null if killed, 1 if it can't start). */
function run(cli, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: root, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not start ${cli}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code));
  });
}

/** Parsed JSON report, or null when the runner died before writing one. */
function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Starts the end-to-end tests' server (build, PGlite template, preview with the mock) beside Vitest:
 * it is mostly one process waiting on one core, ~20 s that Playwright would otherwise spend before
 * its first test. Resolves once it answers (and its lists database is open) to whether Playwright
 * may reuse it; false if it did not come up, and Playwright starts its own as before.
 */
function startE2eServer() {
  const server = e2eWebServer(env);
  const logFile = join(root, 'test-results', 'e2e-server.log');
  mkdirSync(dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'w');
  // Its own process group, so stopping it stops the build or preview it runs.
  const child = spawn(server.command, {
    cwd: root,
    env: { ...env, ...server.env },
    shell: true,
    detached: true,
    stdio: ['ignore', log, log],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () => {
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  process.on('exit', stop);
  const answers = async (url) => {
    try {
      return (await fetch(url, { signal: AbortSignal.timeout(60_000) })).ok;
    } catch {
      return false;
    }
  };
  const ready = (async () => {
    const deadline = Date.now() + 180_000;
    while (!exited && Date.now() < deadline) {
      if (await answers(server.url)) {
        // The lists database opens on the first /app/v1 call (e2e/global-setup.ts asks again).
        return !exited && (await answers(`${server.baseURL}/app/v1/lists`));
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return false;
  })();
  return { ready, stop, logFile, server };
}

// Stale reports from an earlier run would hide a crash, so remove them first.
rmSync(VITEST_REPORT, { force: true });
rmSync(PLAYWRIGHT_REPORT, { force: true });
rmSync(PHASES_FILE, { force: true });

/** Runs `work` and returns its result with the wall seconds it took. */
async function timed(work) {
  const start = performance.now();
  const result = await work();
  return [result, Math.round((performance.now() - start) / 100) / 10];
}

const e2eServer = startE2eServer();
const [vitestCode, unitSeconds] = await timed(() =>
  run(VITEST_CLI, [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=test-results/vitest.json',
  ]),
);
// Read before Playwright starts, in case anything it does touches test-results/.
const vitest = summarizeVitest(readReport(VITEST_REPORT), vitestCode);

const [playwrightCode, e2eSeconds] = await timed(async () => {
  if (await e2eServer.ready) env[STARTED_ENV] = '1';
  else {
    console.error(`The e2e server started beside Vitest did not come up (${e2eServer.logFile}):`);
    console.error(readFileSync(e2eServer.logFile, 'utf8').slice(-2000));
    e2eServer.stop();
  }
  const code = await run(PLAYWRIGHT_CLI, ['test']);
  e2eServer.stop();
  return code;
});
const playwright = summarizePlaywright(readReport(PLAYWRIGHT_REPORT), playwrightCode);

// With TEST_DATABASE_URL the storage and API tests also run on PostgreSQL (server/store/test-backends.ts);
// they are part of the Vitest totals, and a URL that ran none of them is a failure, not a quiet skip.
const postgresTests = (readReport(VITEST_REPORT)?.testResults ?? [])
  .flatMap((file) => file.assertionResults ?? [])
  .filter((test) => (test.ancestorTitles ?? []).some((title) => title.includes("on 'postgres'")));
const onPostgres = tallyOf(postgresTests);
writeFileSync(
  PHASES_FILE,
  JSON.stringify({
    unit: unitSeconds,
    // Test time, not wall: these run inside the unit phase, beside the other files.
    postgresTestSeconds:
      Math.round(postgresTests.reduce((sum, test) => sum + (test.duration ?? 0), 0) / 100) / 10,
    e2e: e2eSeconds,
  }),
);
if (process.env.TEST_DATABASE_URL) {
  console.log(
    `Storage and API tests on PostgreSQL: ${onPostgres.passed} passed of ${postgresTests.length}`,
  );
}

/** With a URL, no test on PostgreSQL, or fewer than their floor, is one problem. */
function postgresProblem() {
  if (!process.env.TEST_DATABASE_URL) return undefined;
  if (postgresTests.length === 0)
    return 'vitest: TEST_DATABASE_URL is set but no test ran on PostgreSQL';
  return floorShortfall('vitest on PostgreSQL', onPostgres, FLOORS.postgres);
}

// Tests that vanish pass silently unless something counts them: each problem is one failure.
const problems = [
  ...emptyVitestFiles(readReport(VITEST_REPORT)).map((file) => `vitest: ${file} ran no tests`),
  ...playwrightFilesWithoutTests(
    readReport(PLAYWRIGHT_REPORT),
    // Relative paths with '/' (e2e/map/ holds the live map's specs), as the report names them.
    readdirSync(E2E_DIR, { recursive: true })
      .map((name) => name.split(sep).join('/'))
      .filter((name) => name.endsWith('.spec.ts')),
  ).map((file) => `playwright: e2e/${file} ran no tests`),
  // The Vitest floor counts the tests every machine runs: PostgreSQL's runs exist only with a URL.
  floorShortfall('vitest', withoutTests(vitest, postgresTests), FLOORS.vitest),
  postgresProblem(),
  floorShortfall('playwright', playwright, FLOORS.playwright),
].filter(Boolean);
for (const problem of problems) console.error(`✗ ${problem}`);

const retried = playwrightPassedOnRetry(readReport(PLAYWRIGHT_REPORT));
if (retried.length > 0) {
  console.log(`${retried.length} passed only on retry (flaky):`);
  for (const title of retried) console.log(`  ${title}`);
}

const total = combine(vitest, playwright, { passed: 0, failed: problems.length, skipped: 0 });
console.log(formatSummary(total));
process.exitCode = total.failed > 0 ? 1 : 0;
