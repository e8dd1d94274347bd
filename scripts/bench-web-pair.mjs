// `npm run bench:web:pair`: this build against a baseline build, side by side in one run. Both are
// served over the same seeded mock, opened in one headless Chromium at 1280×900, and timed in
// turns (this, baseline, baseline, this, …) on the same two journeys as `bench:web`: Search → 250
// rows rendered, and Next page → rendered. A busy hour slows both alike, so the ratio of the two
// medians (and the median of the per-turn ratios) is the figure to report, not the milliseconds.
//
// Options: --baseline DIR        a built baseline to compare against
//          --baseline-ref REF    or a git ref to build it from (default: HEAD~1)
//          --dist DIR            this build (default: build the working tree)
//          --runs N              turns per journey and build (default 10)
//          --properties N        properties in the mock (default 300000)
//          --json FILE           also write the figures as JSON
//          --search-pause MS     the pause after each search (default 300, as bench:web); the
//                                map draws the last search's pins in it
//          --hide-map            both builds with the map hidden (the user's choice), to tell the
//                                table's own time from the map's drawing beside it
/* global window, HTMLInputElement -- used only inside page.evaluate, in the browser */
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, loadAverage, median } from './bench-machine.mjs';
import { armRenderTimer } from './bench-render-timer.mjs';
import {
  CHROME_FLAGS,
  CHROME_PATH,
  ROOT,
  runNode,
  searchUrl,
  startPreview,
} from './bench-web-preview.mjs';

const { values: args } = parseArgs({
  options: {
    baseline: { type: 'string' },
    'baseline-ref': { type: 'string', default: 'HEAD~1' },
    dist: { type: 'string' },
    runs: { type: 'string', default: '10' },
    properties: { type: 'string', default: '300000' },
    json: { type: 'string' },
    'hide-map': { type: 'boolean', default: false },
    'search-pause': { type: 'string', default: '300' },
  },
});
const RUNS = Number(args.runs);

function log(message) {
  console.error(`[bench:web:pair] ${message}`);
}

/** Builds the checkout at `cwd` into `outDir` with that checkout's own Vite config. */
async function build(cwd, outDir) {
  const cli = join(cwd, 'node_modules', 'vite', 'bin', 'vite.js');
  await runNode([cli, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    NODE_ENV: 'production',
  }).catch((error) => {
    throw new Error(`the build in ${cwd} failed: ${error.message}`);
  });
}

/** The baseline's build: given, or built from `ref` in a temporary worktree (removed after). */
async function baselineBuild(scratch) {
  if (args.baseline) return resolve(args.baseline);
  const ref = args['baseline-ref'];
  const tree = join(scratch, 'baseline-tree');
  const outDir = join(scratch, 'baseline-dist');
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: ROOT })
    .toString()
    .trim();
  log(`building the baseline from ${ref} (${commit})…`);
  execFileSync('git', ['worktree', 'add', '--detach', '--quiet', tree, commit], { cwd: ROOT });
  try {
    // The same installed packages: a baseline whose lockfile differs is built with today's.
    symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'));
    await build(tree, outDir);
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT });
  }
  return outDir;
}

/** One build's page, opened on a search of Houston with its 250 rows shown. */
async function openSide(browser, name, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (args['hide-map'])
    await page.addInitScript(() => window.localStorage.setItem('llb.map.hidden.v1', 'true'));
  await page.goto(`${origin}${searchUrl({ state: 'TX', city: 'Houston' }, [0, 250])}`, {
    timeout: 120_000,
  });
  const results = page.getByRole('region', { name: 'Results' });
  await results.getByRole('table').locator('tbody tr:not(.is-skeleton)').nth(249).waitFor({
    timeout: 120_000,
  });
  const panel = page.getByRole('complementary', { name: 'Filters' });
  const toggle = panel.getByRole('button', { name: /^Property( \d+ active)?$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return {
    name,
    page,
    yearMin: panel.getByLabel('Year built min', { exact: true }),
    nextButton: results
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: 'Next page' }),
    search: [],
    paging: [],
    lost: 0,
  };
}

/** The render timer's figure for the click just made, or null when the run was lost. */
async function measured(side, what) {
  try {
    return (await side.page.evaluate(() => window.__benchDone)).total;
  } catch (error) {
    log(`${side.name} ${what} lost: ${error.message}`);
    side.lost += 1;
    return null;
  }
}

async function searchOnce(side, run) {
  await armRenderTimer(side.page, 'Search', 250);
  // A new year each time: a new query key, so every run asks the server (no cache hit). Typed
  // and searched in one task: on a loaded machine a fill and a later click can be further apart
  // than the app's pause before an edit applies by itself, and the click then searches nothing.
  await side.yearMin.evaluate(
    (input, year) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      setValue.call(input, year);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const panel = input.closest('aside');
      const search = [...panel.querySelectorAll('button')].find(
        (b) => b.textContent.trim() === 'Search',
      );
      search.click();
    },
    String(1901 + run),
  );
  const ms = await measured(side, `search ${run + 1}`);
  // Lost runs stay as null, so turn i of both builds still pair up.
  side.search.push(ms);
  await side.page.waitForTimeout(Number(args['search-pause']));
}

async function pageOnce(side, run) {
  await armRenderTimer(side.page, 'Next page', 250);
  await side.nextButton.click();
  const ms = await measured(side, `page ${run + 1}`);
  side.paging.push(ms);
  // The pause a reader would give, so the app's prefetch of the next page can land.
  await side.page.waitForTimeout(500);
}

/** Turns in the order this, baseline, baseline, this, …: neither always goes first. */
async function inTurns(current, baseline, step) {
  for (let run = 0; run < RUNS; run += 1) {
    const order = run % 2 === 0 ? [current, baseline] : [baseline, current];
    for (const side of order) {
      // The page in front: a window behind another may get no animation frames, and the render
      // timer counts frames.
      await side.page.bringToFront();
      await step(side, run);
    }
  }
}

const taken = (runs) => runs.filter((ms) => ms !== null);

function ratioOf(current, baseline) {
  const perTurn = current.flatMap((ms, i) =>
    ms !== null && baseline[i] != null ? [ms / baseline[i]] : [],
  );
  return {
    currentP50: median(taken(current)),
    baselineP50: median(taken(baseline)),
    ratioOfMedians: median(taken(current)) / median(taken(baseline)),
    medianOfRatios: median(perTurn),
  };
}

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'llb-bench-pair-'));
  const children = [];
  try {
    const currentDist = args.dist ? resolve(args.dist) : join(scratch, 'current-dist');
    if (!args.dist) {
      log('building this working tree…');
      await build(ROOT, currentDist);
    }
    const baselineDist = await baselineBuild(scratch);
    for (const dir of [currentDist, baselineDist])
      if (!existsSync(join(dir, 'index.html'))) throw new Error(`no build in ${dir}`);
    log(`serving both over a ${Number(args.properties).toLocaleString('en-US')}-property mock…`);
    const [currentServer, baselineServer] = await Promise.all(
      [currentDist, baselineDist].map(async (distDir) =>
        startPreview({ distDir, port: await freePort(), properties: args.properties, log }),
      ),
    );
    children.push(currentServer.child, baselineServer.child);
    const loadBefore = loadAverage();
    const browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: CHROME_FLAGS.slice(1),
    });
    let current;
    let baseline;
    try {
      current = await openSide(browser, 'this build', currentServer.origin);
      baseline = await openSide(browser, 'baseline', baselineServer.origin);
      log(`${RUNS} turns each: search…`);
      await inTurns(current, baseline, searchOnce);
      log(`${RUNS} turns each: next page…`);
      await inTurns(current, baseline, pageOnce);
    } finally {
      await browser.close();
    }
    const loadAfter = loadAverage();
    const figures = {
      at: new Date().toISOString(),
      properties: Number(args.properties),
      cores: cpus().length,
      loadBefore,
      loadAfter,
      search: { ...ratioOf(current.search, baseline.search), current: current.search },
      paging: { ...ratioOf(current.paging, baseline.paging), current: current.paging },
      baselineRuns: { search: baseline.search, paging: baseline.paging },
      lost: { current: current.lost, baseline: baseline.lost },
    };
    report(figures);
    if (args.json) {
      const file = resolve(args.json);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(figures, null, 2));
      log(`figures written to ${file}`);
    }
  } finally {
    for (const child of children) child.kill();
    rmSync(scratch, { recursive: true, force: true });
  }
}

function report(figures) {
  const ms = (n) => `${n.toFixed(0)} ms`;
  console.log(
    `\nThis build against the baseline, side by side (${figures.properties.toLocaleString('en-US')}-property mock, ${RUNS} turns each)`,
  );
  console.log(
    `load average ${figures.loadBefore} before, ${figures.loadAfter} after, on ${figures.cores} cores`,
  );
  for (const [name, f] of [
    ['Search → 250 rows rendered', figures.search],
    ['Next page → rendered', figures.paging],
  ])
    console.log(
      `${name.padEnd(28)} this ${ms(f.currentP50).padStart(7)}  baseline ${ms(f.baselineP50).padStart(7)}  ratio ${f.ratioOfMedians.toFixed(2)} (median of per-turn ratios ${f.medianOfRatios.toFixed(2)})`,
    );
  if (figures.lost.current + figures.lost.baseline > 0)
    console.log(`lost runs: this ${figures.lost.current}, baseline ${figures.lost.baseline}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
