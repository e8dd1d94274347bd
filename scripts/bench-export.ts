// `npm run bench:export`: the time to export 50,000 rows from the mock, end to end without the
// browser: 200 PropertySearch pages of 250 through the real client (HTTP handling in-process),
// each projected to the Full preset's columns, then merged and written as CSV (and as .xlsx).
// The time per stage is printed, so a slow stage shows.
//
// Env: BENCH_PROPERTIES (mock dataset size, default 150,000), BENCH_ROWS (default 50,000).
import '../src/app/zod-config';
import { loadavg } from 'node:os';
import { createMockService } from '../mock-server/app';
import { createApiClient } from '../src/api/client';
import type { PropertySearchRequest } from '../src/api/contract/search-request';
import { toCsv } from '../src/lib/csv';
import { toXlsx } from '../src/lib/xlsx';
import { columnsOf } from '../src/lib/lead-rows/column-catalogue';
import { EXPORT_PRESETS } from '../src/features/results/export/export-presets';
import { projectPage, type ProjectedPage } from '../src/lib/lead-rows/export-file';
import { fileRows } from '../src/features/results/export/file-writer';
import { runExport } from '../src/features/results/export/run-export';
import type { DedupeMode } from '../src/lib/lead-rows/dedupe';

const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 150_000);
const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);

async function main() {
  const service = createMockService({
    port: 0,
    properties: PROPERTIES,
    seed: 1,
    now: new Date('2026-11-01T00:00:00Z'),
    slowMs: 0,
    retryAfterSeconds: 1,
  });
  await service.ctx.store;
  const client = createApiClient({
    baseUrl: 'http://bench.test',
    apiKey: 'demo',
    fetch: async (input, init) => service.app.fetch(new Request(input, init)),
  });
  // A wide valid search (an empty one is a 400): single-family homes, most of the dataset.
  const base: PropertySearchRequest = { property_type: 'SFR' };
  const { resultCount } = await client.searchCount({ ...base, count: true });
  if (resultCount < ROWS) throw new Error(`the search matches ${resultCount}, fewer than ${ROWS}`);

  for (const [presetName, dedupe] of [
    ['Full', 'off'],
    ['Mail merge', 'mailing'],
  ] as const) {
    const preset = EXPORT_PRESETS.find((p) => p.name === presetName);
    if (!preset) throw new Error(`no preset ${presetName}`);
    const columns = columnsOf(preset.columnIds);
    const pages: ProjectedPage[] = [];
    let fetchMs = 0;
    let projectMs = 0;
    const started = performance.now();
    let pageStart = performance.now();
    await runExport({
      base,
      total: ROWS,
      startPage: 0,
      fetchPage: (req, signal) => client.propertySearch(req, { signal }),
      signal: new AbortController().signal,
      onPage: (page, records) => {
        const t = performance.now();
        fetchMs += t - pageStart;
        pages[page] = projectPage(records, { columns, dedupe: dedupe as DedupeMode });
        const t2 = performance.now();
        projectMs += t2 - t;
        pageStart = t2;
      },
    });
    const t3 = performance.now();
    const { rows, merged } = fileRows(pages);
    const headers = columns.map((c) => c.label);
    const csv = toCsv(headers, rows);
    const t4 = performance.now();
    const xlsx = await toXlsx(headers, rows);
    const t5 = performance.now();
    console.log(
      `${presetName} (${columns.length} columns, merge ${dedupe}): ${ROWS.toLocaleString('en-US')} rows fetched → ${rows.length.toLocaleString('en-US')} in the file (${merged.toLocaleString('en-US')} merged)`,
    );
    console.log(
      `  export to CSV   ${((t4 - started) / 1000).toFixed(2)} s  (pages ${(fetchMs / 1000).toFixed(2)} s, columns ${(projectMs / 1000).toFixed(2)} s, merge + CSV ${((t4 - t3) / 1000).toFixed(2)} s; ${(csv.length / 1e6).toFixed(1)} MB)`,
    );
    console.log(
      `  .xlsx instead   +${((t5 - t4) / 1000).toFixed(2)} s to write (${(xlsx.size / 1e6).toFixed(1)} MB)`,
    );
  }
  console.log(
    `\n${PROPERTIES.toLocaleString('en-US')} mock properties; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
