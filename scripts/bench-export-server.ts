// `npm run bench:export` (its second part): exports run on the server against the browser's path,
// side by side on one mock and one app server, both in their own processes on 127.0.0.1:
//  1. throughput: 50,000 rows of the Full preset as CSV, through the app server's proxy and meter,
//     the browser's way (its page loop, projection, merge and CSV writer, here in Node) and the
//     server's way (POST /app/v1/exports, polled to the end), in rows per second;
//  2. memory: the app server's resident set (VmRSS sampled every 100 ms, /proc) before and at its
//     peak during server exports of 50,000, 200,000 and 1,000,000 rows;
//  3. a kill: a 200,000-row export, the server SIGKILLed once half the rows are in, started again
//     on the same data folder; the export resumes, and its file holds every id of the search
//     exactly once, in the search's order.
//
// Env: BENCH_PROPERTIES (mock size, default 1,000,000), BENCH_SIZES (default
// 20000,50000,200000,1000000; the size equal to BENCH_KILL_ROWS, default 200000, is the kill
// check), BENCH_THROUGHPUT_ROWS (default 20000), BENCH_DATABASE_URL (the
// app server's database; PGlite in a temporary folder when absent).
import '../src/app/zod-config';
import { spawn, type ChildProcess } from 'node:child_process';
import {
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { createApiClient } from '../src/api/client';
import { exportColumnsOf } from '../src/lib/lead-rows/contact-columns';
import { projectPage, type ProjectedPage } from '../src/lib/lead-rows/export-file';
import { toCsv } from '../src/lib/csv';
import { EXPORT_PRESETS } from '../src/features/results/export/export-presets';
import { fileRows } from '../src/features/results/export/file-writer';
import { runExport } from '../src/features/results/export/run-export';
import { freePort, loadAverage } from './bench-machine.mjs';

const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 1_000_000);
const SIZES = (process.env.BENCH_SIZES ?? '20000,50000,200000,1000000').split(',').map(Number);
const KILL_ROWS = Number(process.env.BENCH_KILL_ROWS ?? 200_000);
const THROUGHPUT_ROWS = Number(process.env.BENCH_THROUGHPUT_ROWS ?? 20_000);
/** Every property of the mock has a value: a search that matches them all. */
const SEARCH = { value_min: 0 };
const FULL = EXPORT_PRESETS.find((p) => p.name === 'Full')!;

const work = mkdtempSync(join(tmpdir(), 'llb-bench-export-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function started(child: ChildProcess, marker: RegExp, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const look = (chunk: Buffer) => {
      seen += chunk.toString();
      if (marker.test(seen)) resolve();
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    child.once('exit', (code) =>
      reject(new Error(`${name} exited (${code}): ${seen.slice(-500)}`)),
    );
  });
}

async function startMock(port: number): Promise<ChildProcess> {
  const mock = spawn(process.execPath, ['--import', 'tsx', 'mock-server/standalone.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_PROPERTIES: String(PROPERTIES),
      MOCK_SEED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await started(mock, /Dataset ready/, 'the mock');
  return mock;
}

async function startServer(port: number, mockPort: number): Promise<ChildProcess> {
  const dist = join(work, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>bench</title>');
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/production.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PROPERTY_API_URL: `http://127.0.0.1:${mockPort}`,
      PROPERTY_API_KEY: 'demo',
      AUTH: 'none',
      DATA_DIR: join(work, 'data'),
      EXPORTS_DIR: join(work, 'exports'),
      DIST_DIR: dist,
      // PostgreSQL when given (the server's RSS is then the app's alone, not PGlite's too).
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await started(server, /Lead List Builder on http/, 'the app server');
  // The runner (and the export sweep) start with the first /app/v1 call that needs them.
  return server;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

interface ExportState {
  id: string;
  status: string;
  leads: number;
  rows: number;
  credits: number;
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
}

async function api<T>(base: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/app/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const startBody = (rows: number) => ({
  search: SEARCH,
  label: `${rows} matches`,
  fileSlug: 'bench',
  privacy: false,
  format: 'csv',
  maxRows: rows,
  settings: { columnIds: [...FULL.columnIds], dedupe: 'off', setName: 'Full' },
});

/** Polls the export to its end, sampling the server's RSS; `onProgress` may stop early. */
async function follow(
  base: string,
  id: string,
  pid: () => number,
  onProgress?: (state: ExportState) => boolean,
): Promise<{ state: ExportState; peakMb: number }> {
  let peakMb = 0;
  let state = await api<ExportState>(base, `/exports/${id}`);
  let said = Date.now();
  for (;;) {
    if (Date.now() - said > 60_000) {
      said = Date.now();
      console.log(
        `  … ${state.leads.toLocaleString('en-US')} leads, RSS peak so far ${peakMb.toFixed(0)} MB`,
      );
    }
    for (let i = 0; i < 10; i += 1) {
      peakMb = Math.max(peakMb, rssMb(pid()));
      await sleep(100);
    }
    state = await api<ExportState>(base, `/exports/${id}`);
    if (onProgress?.(state)) return { state, peakMb };
    if (!['queued', 'running'].includes(state.status)) return { state, peakMb };
  }
}

/** The browser's path, in this process: page loop, projection, merge, CSV; rows per second. */
async function browserPath(base: string, rows: number): Promise<number> {
  const client = createApiClient({ baseUrl: base, apiKey: '' });
  const columns = exportColumnsOf(FULL.columnIds);
  const pages: ProjectedPage[] = [];
  const t0 = performance.now();
  await runExport({
    base: SEARCH,
    total: rows,
    startPage: 0,
    fetchPage: (request, signal) => client.propertySearch(request, { signal }),
    signal: new AbortController().signal,
    onPage: (page, records) => {
      pages[page] = projectPage(records, { columns, dedupe: 'off' });
    },
  });
  const merged = fileRows(pages);
  const csv = toCsv(
    columns.map((c) => c.label),
    merged.rows,
  );
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `browser path: ${rows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds)} rows/s (${(csv.length / 1e6).toFixed(0)} MB of CSV held in memory)`,
  );
  return rows / seconds;
}

function secondsOf(state: ExportState): number {
  return (Date.parse(state.finishedAt ?? '') - Date.parse(state.createdAt)) / 1000;
}

/** The file's first column (Property ID), read as a stream. */
async function fileIds(path: string): Promise<string[]> {
  const ids: string[] = [];
  await new Promise<void>((resolve, reject) => {
    let header = true;
    Papa.parse<string[]>(createReadStream(path, 'utf8'), {
      skipEmptyLines: true,
      step: (row) => {
        if (header) header = false;
        else ids.push(String(row.data[0]).replace(/^\uFEFF/, ''));
      },
      complete: () => resolve(),
      error: reject,
    });
  });
  return ids;
}

/** The search's ids in its order, straight from the mock (ids_only stops at 10,000). */
async function searchIds(mockPort: number, rows: number): Promise<string[]> {
  const client = createApiClient({ baseUrl: `http://127.0.0.1:${mockPort}`, apiKey: 'demo' });
  const ids: string[] = [];
  for (let index = 0; index < rows; index += 250) {
    const page = await client.propertySearch({ ...SEARCH, size: 250, resultIndex: index });
    ids.push(...page.data.map((r) => r.id));
  }
  return ids.slice(0, rows);
}

async function killCheck(mockPort: number, serverPort: number, holder: { server: ChildProcess }) {
  const base = `http://127.0.0.1:${serverPort}`;
  const before = rssMb(holder.server.pid!);
  const startedExport = await api<ExportState>(base, '/exports', startBody(KILL_ROWS));
  const half = await follow(
    base,
    startedExport.id,
    () => holder.server.pid!,
    (s) => s.leads >= KILL_ROWS / 2,
  );
  holder.server.kill('SIGKILL');
  const killedAt = performance.now();
  console.log(
    `kill: SIGKILL at ${half.state.leads.toLocaleString('en-US')} of ${KILL_ROWS.toLocaleString('en-US')} leads`,
  );
  await sleep(500);
  holder.server = await startServer(serverPort, mockPort);
  // Anything under /app/v1 that needs the runner starts it; the sweep then takes the export over.
  await api(base, '/exports');
  const done = await follow(base, startedExport.id, () => holder.server.pid!);
  console.log(
    `kill: RSS ${before.toFixed(0)} MB before, peak ${half.peakMb.toFixed(0)} MB up to the kill, ${done.peakMb.toFixed(0)} MB after the restart`,
  );
  console.log(
    `kill: ${done.state.status} ${((performance.now() - killedAt) / 1000).toFixed(0)} s after the kill; ${done.state.leads.toLocaleString('en-US')} leads, credits ${done.state.credits.toLocaleString('en-US')}`,
  );
  const got = await fileIds(join(work, 'exports', `${startedExport.id}.csv`));
  const want = await searchIds(mockPort, KILL_ROWS);
  const unique = new Set(got).size;
  const same = got.length === want.length && got.every((id, i) => id === want[i]);
  console.log(
    `kill: the file has ${got.length.toLocaleString('en-US')} rows, ${unique.toLocaleString('en-US')} distinct ids; every id of the search exactly once, in order: ${same ? 'yes' : 'NO'}`,
  );
}

async function main() {
  const mockPort = await freePort();
  const serverPort = await freePort();
  console.log(
    `load average ${loadAverage()}; mock ${PROPERTIES.toLocaleString('en-US')} properties`,
  );
  const mock = await startMock(mockPort);
  const holder = { server: await startServer(serverPort, mockPort) };
  const base = `http://127.0.0.1:${serverPort}`;
  try {
    await api(base, '/exports');
    // 0: skip the browser's side (already measured).
    const browserRate = THROUGHPUT_ROWS > 0 ? await browserPath(base, THROUGHPUT_ROWS) : 0;
    for (const rows of SIZES) {
      if (rows === KILL_ROWS) {
        await killCheck(mockPort, serverPort, holder);
        continue;
      }
      const before = rssMb(holder.server.pid!);
      const startedExport = await api<ExportState>(base, '/exports', startBody(rows));
      const { state, peakMb } = await follow(base, startedExport.id, () => holder.server.pid!);
      const seconds = secondsOf(state);
      console.log(
        `server path: ${rows.toLocaleString('en-US')} rows ${state.status} in ${seconds.toFixed(1)} s = ${Math.round(state.leads / seconds)} rows/s; RSS ${before.toFixed(0)} MB before, peak ${peakMb.toFixed(0)} MB${rows === THROUGHPUT_ROWS ? ` (browser path ${Math.round(browserRate)} rows/s)` : ''}`,
      );
    }
    console.log(`load average ${loadAverage()}`);
  } finally {
    holder.server.kill('SIGTERM');
    mock.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
