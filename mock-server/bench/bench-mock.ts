// Benchmark of the mock dataset and search engine against the reference search (npm run bench:mock).
//
// Env: BENCH_PROPERTIES (default 1,000,000), BENCH_ITERATIONS (engine runs per scenario, default 50),
// BENCH_REFERENCE_ITERATIONS (default 3; 0 skips the reference), BENCH_SEED, BENCH_ONLY (run the
// scenarios whose name contains this text). Wall times swell when the machine is busy; the CPU
// columns do not, so both are printed.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildRecord } from '../dataset/build-record';
import { isoFromDay } from '../dataset/dates';
import { generateDataset } from '../dataset/generate-dataset';
import type { MockPropertyRecord } from '../dataset/record-types';
import type { Dataset } from '../dataset/types';
import { referenceSearch } from '../engine/testing/reference-search';
import { createSearchEngine } from '../engine/search-engine';
import type { EngineResult, SearchQuery } from '../engine/types';
import { METROS } from '../geo/metros';
import { buildAutoCompleteIndex, type AutoCompleteIndex } from '../autocomplete/autocomplete-index';
import { AUTOCOMPLETE_SCENARIOS } from './autocomplete-scenarios';
import type { BenchContext, BenchScenario } from './bench-types';
import { MLS_SCENARIOS } from './mls-scenarios';
import { PINS_SCENARIOS } from './pins-scenarios';
import { SKIP_SCENARIOS } from './skip-scenarios';

/** A scenario that runs one search on the engine and on the reference. */
export function searchScenario(
  name: string,
  query: (ds: Dataset) => SearchQuery,
  targets: Pick<BenchScenario, 'targetP50Ms' | 'minSpeedup'> = {},
): BenchScenario {
  return {
    name,
    engine: (ctx) => {
      const q = query(ctx.ds);
      return () => ctx.engine.search(q);
    },
    reference: (ctx) => {
      const q = query(ctx.ds);
      return () => referenceSearch(ctx.records(), q, ctx.referenceContext);
    },
    ...targets,
  };
}

function metro(name: string): { lat: number; lon: number } {
  const m = METROS.find((x) => x.name === name);
  if (!m) throw new Error(`no metro ${name}`);
  return m;
}

/** A slightly irregular ring of `n` vertices, `miles` around a centre (deterministic). */
function ringAround(
  lat: number,
  lon: number,
  miles: number,
  n: number,
): { lat: number; lon: number }[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const r = miles * (1 + 0.15 * Math.sin(5 * a));
    return {
      lat: lat + (r / 69) * Math.cos(a),
      lon: lon + (r / (69 * Math.cos((lat * Math.PI) / 180))) * Math.sin(a),
    };
  });
}

/** The scenarios, in print order. Add more (e.g. MLS lookups) by pushing onto this list. */
export const SCENARIOS: BenchScenario[] = [
  searchScenario(
    'radius 1 mi + 2 flags',
    () => {
      const c = metro('Austin');
      return {
        latitude: c.lat,
        longitude: c.lon,
        radius: 1,
        absentee_owner: true,
        high_equity: true,
      };
    },
    { targetP50Ms: 5, minSpeedup: 20 },
  ),
  searchScenario(
    'polygon, 40 vertices',
    () => {
      const c = metro('Dallas');
      return { polygon: ringAround(c.lat, c.lon, 3, 40) };
    },
    { targetP50Ms: 5, minSpeedup: 20 },
  ),
  searchScenario(
    'state-wide, sorted 250-row page',
    () => ({ stateId: '48', free_clear: false, sort: { estimated_value: 'desc' }, size: 250 }),
    { targetP50Ms: 30 },
  ),
  searchScenario(
    'count only (all rows)',
    () => ({ count: true, value_min: 250_000, absentee_owner: true }),
    { targetP50Ms: 30 },
  ),
  searchScenario('summary (state-wide)', () => ({ summary: true, stateId: '48' }), {
    targetP50Ms: 30,
  }),
  searchScenario('ids_only, 10k sorted', () => ({
    ids_only: true,
    stateId: '12',
    sort: { years_owned: 'desc' },
  })),
  searchScenario('deep page (resultIndex 5000)', () => ({
    stateId: '12',
    sort: { last_sale_date: 'desc' },
    resultIndex: 5_000,
    size: 50,
  })),
  ...PINS_SCENARIOS,
  ...MLS_SCENARIOS,
  ...AUTOCOMPLETE_SCENARIOS,
  ...SKIP_SCENARIOS,
];

function envInt(name: string, fallback: number): number {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v >= 0 ? Math.floor(v) : fallback;
}

function percentile(sorted: readonly number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

/** Process CPU time (user + system) in ms: unlike wall time, it does not grow with machine load. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function time(
  fn: () => unknown,
  runs: number,
): { p50: number; p95: number; cpuMean: number; last: unknown } {
  const times: number[] = [];
  let last: unknown;
  const cpu0 = cpuMs();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    last = fn();
    times.push(performance.now() - t);
  }
  const cpuMean = (cpuMs() - cpu0) / runs;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), cpuMean, last };
}

const mb = (bytes: number): string => `${Math.round(bytes / 1e6)} MB`;
const ms = (v: number): string => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(2) : v.toFixed(1));

function sameResult(a: unknown, b: unknown): boolean {
  const ea = a as EngineResult;
  const eb = b as EngineResult;
  return (
    ea.resultCount === eb.resultCount &&
    ea.rows.length === eb.rows.length &&
    ea.rows.every((v, i) => v === eb.rows[i]) &&
    JSON.stringify(ea.summary) === JSON.stringify(eb.summary)
  );
}

export function main(): void {
  const count = envInt('BENCH_PROPERTIES', 1_000_000);
  const iterations = Math.max(1, envInt('BENCH_ITERATIONS', 50));
  const refIterations = envInt('BENCH_REFERENCE_ITERATIONS', 3);
  const seed = envInt('BENCH_SEED', 42);
  const now = new Date('2025-06-15T12:00:00Z');

  console.log(`# Mock search benchmark: ${count.toLocaleString('en-US')} properties`);
  console.log(
    `node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );

  const c0 = cpuMs();
  const t0 = performance.now();
  const ds = generateDataset({ count, seed, now });
  const t1 = performance.now();
  const c1 = cpuMs();
  const engine = createSearchEngine(ds);
  const t2 = performance.now();
  const c2 = cpuMs();
  const rss = process.memoryUsage().rss;
  const buildMs = t2 - t0;
  console.log('| build | wall time | CPU time | target |');
  console.log('|---|---|---|---|');
  console.log(`| generate dataset | ${ms(t1 - t0)} ms | ${ms(c1 - c0)} ms | |`);
  console.log(`| build engine indexes | ${ms(t2 - t1)} ms | ${ms(c2 - c1)} ms | |`);
  console.log(
    `| total | ${ms(buildMs)} ms | ${ms(c2 - c0)} ms | ≤ 5000 ms ${buildMs <= 5000 ? '✅' : '❌'} |`,
  );
  console.log(`| RSS after build | ${mb(rss)} | | ≤ 800 MB ${rss <= 800e6 ? '✅' : '❌'} |\n`);

  let records: MockPropertyRecord[] | undefined;
  let autocomplete: AutoCompleteIndex | undefined;
  const ctx: BenchContext = {
    autocomplete: () => {
      if (!autocomplete) {
        const t = performance.now();
        autocomplete = buildAutoCompleteIndex(ds);
        console.log(
          `(autocomplete: ${autocomplete.places.length.toLocaleString('en-US')} places, index built in ${ms(performance.now() - t)} ms)`,
        );
      }
      return autocomplete;
    },
    ds,
    engine,
    records: () => {
      if (!records) {
        const t = performance.now();
        records = Array.from({ length: ds.count }, (_, row) => buildRecord(ds, row));
        console.log(
          `(reference: built ${records.length.toLocaleString('en-US')} records in ${ms(performance.now() - t)} ms)`,
        );
      }
      return records;
    },
    referenceContext: { today: isoFromDay(ds.nowDay), stateNames: ds.directory.stateNames },
  };

  const only = process.env.BENCH_ONLY?.toLowerCase();
  const rows: string[] = [];
  for (const s of SCENARIOS) {
    if (only && !s.name.toLowerCase().includes(only)) continue;
    const fn = s.engine(ctx);
    time(fn, Math.min(5, iterations)); // warm-up
    const e = time(fn, iterations);
    let refCell = '– | –';
    let speedCell = '–';
    let ok = s.targetP50Ms === undefined || e.p50 <= s.targetP50Ms;
    if (s.reference && refIterations > 0) {
      const r = time(s.reference(ctx), refIterations);
      const speedup = r.p50 / e.p50;
      refCell = `${ms(r.p50)} | ${ms(r.p95)}`;
      speedCell = `${speedup >= 100 ? Math.round(speedup) : speedup.toFixed(1)}×`;
      if (!sameResult(e.last, r.last)) speedCell += ' ⚠ results differ';
      if (s.minSpeedup !== undefined && speedup < s.minSpeedup) ok = false;
    }
    const target = [
      s.targetP50Ms !== undefined ? `p50 ≤ ${s.targetP50Ms} ms` : '',
      s.minSpeedup !== undefined ? `≥ ${s.minSpeedup}×` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const status = target === '' ? '' : ok ? '✅' : '❌';
    rows.push(
      `| ${s.name} | ${ms(e.p50)} | ${ms(e.p95)} | ${ms(e.cpuMean)} | ${refCell} | ${speedCell} | ${target} ${status} |`,
    );
  }
  console.log(
    `\n| scenario (ms) | engine p50 | engine p95 | engine CPU mean | reference p50 | reference p95 | engine vs reference | target |`,
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`\nengine: ${iterations} runs after warm-up; reference: ${refIterations} runs.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
