// `npm run bench:skip`: what the app's server adds to a skip trace. 1,000 owners of the mock's
// dataset, traced in batches of 100 (SkipTraceBatchAwait) the way the app's Trace owners sends
// them (src/api/skip-item.ts), over HTTP on 127.0.0.1:
//   mock  — straight to the mock (its own time for the batches);
//   app   — through the app's server in proxy mode in front of the same mock: the held-answers
//           lookup, the meter (reserve under the caps, settle), the holding of every answer, on
//           PGlite in a temporary folder; its held answers are cleared before each round, so every
//           owner is bought as on a first trace;
//   held  — the same 1,000 through the app again, answered from what it holds (costs 0).
// Rounds alternate which side goes first, so both see the same machine. Each figure is a median.
//
// Env: BENCH_ROUNDS (default 12), MOCK_PROPERTIES (default 20,000).
import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SkipTraceItem } from '../src/api/contract/skip-trace-request';
import { readSearchList } from '../src/api/read/read-search';
import { ownerSkipItem } from '../src/api/skip-item';
import { createMockService } from '../mock-server/app';
import { readMockConfig } from '../mock-server/config';
import { serveMock } from '../mock-server/serve-mock';
import { createApiHandler } from '../server/api-handler';
import { openStore } from '../server/store/store';
import { loadAverage, median } from './bench-machine.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const LEADS = 1_000;
const BATCH = 100;
const KEY = 'demo';

async function post(base: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': KEY },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

/** The owners of the first 1,000 records of a search of Austin, TX that have an address to trace. */
async function leadsOf(mockBase: string): Promise<SkipTraceItem[]> {
  const items: SkipTraceItem[] = [];
  for (let page = 0; items.length < LEADS && page < 20; page++) {
    const body = await post(mockBase, '/v2/PropertySearch', {
      city: 'Austin',
      state: 'TX',
      size: 250,
      resultIndex: page * 250,
    });
    for (const record of readSearchList(body, page * 250).data) {
      const item = ownerSkipItem(record);
      if (item && items.length < LEADS) items.push(item);
    }
  }
  if (items.length < LEADS) throw new Error(`only ${items.length} owners with an address`);
  return items;
}

/** Traces every owner in batches of 100, one call at a time (as the app does); ms and credits. */
async function traceAll(base: string, items: readonly SkipTraceItem[]) {
  const start = performance.now();
  let credits = 0;
  let matched = 0;
  for (let i = 0; i < items.length; i += BATCH) {
    const answer = (await post(base, '/v2/SkipTraceBatchAwait', {
      skips: items.slice(i, i + BATCH),
    })) as { credits?: number; data: { match?: boolean }[] };
    credits += answer.credits ?? 0;
    matched += answer.data.filter((d) => d.match).length;
  }
  return { ms: performance.now() - start, credits, matched };
}

function listen(fetchHandler: (request: Request) => Response | Promise<Response>) {
  return new Promise<ServerType>((resolve) => {
    const server = serve({ fetch: fetchHandler, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(server),
    );
  });
}

const baseOf = (server: ServerType) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const close = (server: ServerType) => new Promise<void>((resolve) => server.close(() => resolve()));

async function main() {
  const config = readMockConfig({
    ...process.env,
    MOCK_PROPERTIES: process.env.MOCK_PROPERTIES ?? '20000',
  });
  const mock = createMockService(config);
  const { server: mockServer, port } = await serveMock(mock, 0, '127.0.0.1');
  await mock.ctx.store;
  const mockBase = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'llb-bench-skip-'));
  const store = await openStore({ kind: 'pglite', dataDir });
  const handler = createApiHandler(
    {
      api: {
        mode: 'proxy',
        baseUrl: mockBase,
        apiKey: KEY,
        timeoutMs: 120_000,
        maxResponseBytes: 32 << 20,
      },
    },
    { openStore: async () => store, log: (line) => console.error(line) },
  );
  const app = await listen((request) => handler.app.fetch(request, { appUser: 'bench' }));
  const appBase = baseOf(app);
  try {
    const items = await leadsOf(mockBase);
    console.log(
      `bench:skip — ${LEADS} owners in batches of ${BATCH}, ${ROUNDS} rounds, sides alternating; load ${loadAverage()}`,
    );
    const times = { mock: [] as number[], app: [] as number[], held: [] as number[] };
    let last = { credits: 0, matched: 0, heldCredits: 0 };
    const viaMock = async () => times.mock.push((await traceAll(mockBase, items)).ms);
    const viaApp = async () => {
      await store.db.query('DELETE FROM skip_answers');
      const first = await traceAll(appBase, items);
      times.app.push(first.ms);
      await handler.recordsWritten();
      const again = await traceAll(appBase, items);
      times.held.push(again.ms);
      last = { credits: first.credits, matched: first.matched, heldCredits: again.credits };
    };
    await viaMock(); // warm-up round, not counted
    await viaApp();
    times.mock.length = times.app.length = times.held.length = 0;
    for (let round = 0; round < ROUNDS; round++) {
      if (round % 2 === 0) {
        await viaMock();
        await viaApp();
      } else {
        await viaApp();
        await viaMock();
      }
    }
    const m = median(times.mock);
    const a = median(times.app);
    const h = median(times.held);
    console.log(`  mock's own time     ${m.toFixed(1).padStart(8)} ms`);
    console.log(
      `  through the app     ${a.toFixed(1).padStart(8)} ms   ratio ${(a / m).toFixed(2)}   (${last.matched} matched; the mock charged ${last.credits} credits the first time)`,
    );
    console.log(
      `  again, all held     ${h.toFixed(1).padStart(8)} ms   ratio ${(h / m).toFixed(2)}   (${last.heldCredits} credits)`,
    );
  } finally {
    await close(app);
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
    await close(mockServer);
  }
}

await main();
