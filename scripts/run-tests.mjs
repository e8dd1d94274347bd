// `npm test`: runs Vitest then Playwright (always both) and ends with one `N passed, N failed` line.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  combine,
  formatSummary,
  summarizePlaywright,
  summarizeVitest,
} from './summarize-results.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const VITEST_REPORT = join(root, 'test-results', 'vitest.json');
// Must match the json reporter's outputFile in playwright.config.ts.
const PLAYWRIGHT_REPORT = join(root, 'test-results', 'playwright-report.json');

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

// Stale reports from an earlier run would hide a crash, so remove them first.
rmSync(VITEST_REPORT, { force: true });
rmSync(PLAYWRIGHT_REPORT, { force: true });

const vitestCode = await run(VITEST_CLI, [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/vitest.json',
]);
// Read before Playwright starts, in case anything it does touches test-results/.
const vitest = summarizeVitest(readReport(VITEST_REPORT), vitestCode);

const playwrightCode = await run(PLAYWRIGHT_CLI, ['test']);
const playwright = summarizePlaywright(readReport(PLAYWRIGHT_REPORT), playwrightCode);

const total = combine(vitest, playwright);
console.log(formatSummary(total));
process.exitCode = total.failed > 0 ? 1 : 0;
