// `npm run bench:parse`: how long the client takes to read one 250-record PropertySearch page
// (JSON text → checked records), without the network or React. The web bench (search → rows
// rendered) includes this; this figure says how much of it is the parse alone.
// Runs zod jitless, as the browser does under the production CSP (src/app/zod-config.ts).
//
// Env: BENCH_RUNS (default 200).
// First, as in main.tsx: zod decides jitless when each schema is created, not when it parses.
import '../src/app/zod-config';
import { loadavg } from 'node:os';
import { buildRecord } from '../mock-server/dataset/build-record';
import { generateDataset } from '../mock-server/dataset/generate-dataset';
import { createApiClient } from '../src/api/client';
import { median } from './bench-machine.mjs';
import { propertyRecordReader } from '../src/api/contract/property-record-reader';
import { searchListResponseSchema } from '../src/api/contract/search-response';
import { readSearchList } from '../src/api/read/read-search';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PAGE = 250;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const ds = generateDataset({ count: 2000, seed: 1, now: new Date('2026-11-01T00:00:00Z') });
  const records = Array.from({ length: PAGE }, (_, row) => buildRecord(ds, row * 7));
  const body = JSON.stringify({
    live: true,
    input: { state: 'TX', size: PAGE },
    data: records,
    resultCount: 123_456,
    resultIndex: 0,
    recordCount: PAGE,
    statusCode: 200,
    statusMessage: 'Success',
    requestExecutionTimeMS: '12ms',
  });
  const api = createApiClient({
    baseUrl: 'http://bench.test',
    fetch: async () => new Response(body, { headers: { 'content-type': 'application/json' } }),
  });
  const request = { state: 'TX', city: 'Houston', size: PAGE, resultIndex: 0 };

  // Warm-up: lazy schema import, JIT of the interpreter paths.
  for (let i = 0; i < 20; i += 1) await api.propertySearch(request);

  const whole: number[] = [];
  const jsonOnly: number[] = [];
  const reader: number[] = [];
  const zodReader: number[] = [];
  const strict: number[] = [];
  const time = (into: number[], run: () => unknown) => {
    const t = performance.now();
    run();
    into.push(performance.now() - t);
  };
  for (let i = 0; i < RUNS; i += 1) {
    time(jsonOnly, () => JSON.parse(body));
    const parsed: unknown = JSON.parse(body);
    // What the client runs on the parsed JSON: the tolerant reader (fast path, zod on failures).
    time(reader, () => readSearchList(parsed, 0));
    // For comparison: every record through the zod reader, and the strict contract schema
    // (what the client ran before it read tolerantly).
    time(zodReader, () => {
      for (const record of records) propertyRecordReader.safeParse(record);
    });
    time(strict, () => searchListResponseSchema.safeParse(parsed));
    const t = performance.now();
    const page = await api.propertySearch(request);
    whole.push(performance.now() - t);
    if (page.data.length !== PAGE) throw new Error(`read ${page.data.length} of ${PAGE} records`);
  }
  const kb = (Buffer.byteLength(body) / 1024).toFixed(0);
  const line = (label: string, values: number[]) =>
    console.log(
      `${label.padEnd(44)} p50 ${median(values).toFixed(2).padStart(6)} ms   p95 ${percentile(values, 95).toFixed(2).padStart(6)} ms`,
    );
  console.log(`Reading one ${PAGE}-record PropertySearch page (${kb} KB of JSON), ${RUNS} runs`);
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')}\n`,
  );
  line('JSON.parse alone', jsonOnly);
  line('tolerant read of the parsed page (the client)', reader);
  line('client propertySearch, body text → page', whole);
  line('  for comparison: zod reader on every record', zodReader);
  line('  for comparison: strict contract schema', strict);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
