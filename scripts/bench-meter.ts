// `npm run bench:meter`: what the credits meter adds to a proxied call. One PropertySearch page
// (50 records) relayed to a vendor-shaped upstream on 127.0.0.1, through the proxy with the meter
// (reserve under both caps in a locked transaction, then settle from the answer) and without it,
// interleaved call by call (A B B A …) so both see the same machine. Each call is timed from the
// request to the last byte of the answer AND the writes it leaves behind (the held records, and the
// ledger row's settlement), on PGlite in a temporary data folder and, when DATABASE_URL is set,
// on that PostgreSQL server in a throwaway schema (dropped afterwards).
//
// Env: BENCH_CALLS (default 200 per side; each figure is the median), DATABASE_URL.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { heldRecordsOf } from '../server/held/held-records-source';
import { heldSkipsOf } from '../server/held/held-skips-source';
import { createMeter, type Meter } from '../server/meter/meter';
import type { ModeContext } from '../server/mode-handler';
import { createProxyHandler } from '../server/proxy/proxy-handler';
import type { ProxyTarget } from '../server/server-env';
import { openStore, type AppStore } from '../server/store/store';
import { loadAverage, median } from './bench-machine.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const WARMUP = 20;
const PAGE = 50;
const USER = 'bench';

/** A page of records about the size of a real one (~165 fields each). */
function pageOf(from: number): unknown[] {
  return Array.from({ length: PAGE }, (_, i) => {
    const record: Record<string, unknown> = { id: String(from + i) };
    for (let f = 0; f < 165; f++) record[`field${f}`] = f % 3 === 0 ? i * f : `value ${i}-${f}`;
    return record;
  });
}

async function startUpstream(): Promise<{ server: ServerType; baseUrl: string }> {
  const app = new Hono();
  app.post('/v2/PropertySearch', async (c) => {
    const body = (await c.req.json()) as { resultIndex?: number };
    const data = pageOf(100_000_000 + (body.resultIndex ?? 0));
    return c.json({ resultCount: 1_000_000, recordCount: data.length, data, credits: data.length });
  });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A proxy over `store` that keeps what it relays, with `meter` or with none. */
function proxyWith(target: ProxyTarget, store: AppStore, metered: boolean) {
  const pending = new Set<Promise<void>>();
  const track = (write: Promise<void>) => {
    const held = write.catch(() => undefined).finally(() => pending.delete(held));
    pending.add(held);
  };
  const unmetered: Meter = { admit: async () => ({ kind: 'go', ticket: undefined }) };
  const context: ModeContext = {
    databaseReady: async () => ({ ready: true }),
    keepRecords: (records, by) =>
      track(records.then(async (read) => void (await store.records.store(read, by)))),
    meter: metered
      ? createMeter({ store: async () => store, log: (line) => console.error(line), track })
      : unmetered,
    // Search pages (not records by ids): the held-records lookup never runs here.
    held: heldRecordsOf(
      async () => store,
      (line) => console.error(line),
    ),
    // No skip traces here either.
    heldSkips: heldSkipsOf(
      async () => store,
      (line) => console.error(line),
    ),
  };
  const { app } = createProxyHandler(target, {}, context);
  let index = 0;
  return async () => {
    const start = performance.now();
    const response = await app.fetch(
      new Request('http://bench.test/v2/PropertySearch', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ city: 'Austin', state: 'TX', size: PAGE, resultIndex: index++ }),
      }),
      { appUser: USER },
    );
    if (response.status !== 200)
      throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    while (pending.size > 0) await Promise.all(pending);
    return performance.now() - start;
  };
}

async function benchStore(label: string, store: AppStore, target: ProxyTarget) {
  // Caps set (far away), so every reservation sums the member's month and the team's day.
  await store.db.query(
    `INSERT INTO users (name_key, name, role, monthly_credit_cap) VALUES ($1, $1, 'member', $2)`,
    [USER, 2_000_000_000],
  );
  await store.db.query(`INSERT INTO settings (key, value) VALUES ('dailyCreditCap', '2000000000')`);
  const without = proxyWith(target, store, false);
  const withMeter = proxyWith(target, store, true);
  for (let i = 0; i < WARMUP; i++) {
    await without();
    await withMeter();
  }
  const times = { without: [] as number[], with: [] as number[] };
  for (let i = 0; i < CALLS; i++) {
    // A B, then B A: neither side always runs first (after the other's writes).
    if (i % 2 === 0) {
      times.without.push(await without());
      times.with.push(await withMeter());
    } else {
      times.with.push(await withMeter());
      times.without.push(await without());
    }
  }
  const a = median(times.without);
  const b = median(times.with);
  const { rows } = await store.db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM ledger WHERE user_key = $1 AND status = 'done'`,
    [USER],
  );
  console.log(
    `  ${label.padEnd(10)} without the meter ${a.toFixed(2).padStart(7)} ms   with it ${b
      .toFixed(2)
      .padStart(
        7,
      )} ms   ratio ${(b / a).toFixed(2)}   (+${(b - a).toFixed(2)} ms; ${rows[0]!.n} ledger rows)`,
  );
}

async function main() {
  console.log(
    `bench:meter — a proxied PropertySearch page of ${PAGE} records, median of ${CALLS} calls a side, interleaved; load ${loadAverage()}`,
  );
  const { server, baseUrl } = await startUpstream();
  const target: ProxyTarget = {
    baseUrl,
    apiKey: 'sk-bench-meter',
    timeoutMs: 10_000,
    maxResponseBytes: 8 << 20,
  };
  try {
    const dataDir = mkdtempSync(join(tmpdir(), 'llb-bench-meter-'));
    const lite = await openStore({ kind: 'pglite', dataDir });
    try {
      await benchStore('PGlite', lite, target);
    } finally {
      await lite.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const url = process.env.DATABASE_URL?.trim();
    if (!url) {
      console.log('  (set DATABASE_URL to time a PostgreSQL server too)');
      return;
    }
    const schema = `llb_bench_${crypto.randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const postgres = await openStore({ kind: 'postgres', url, schema });
    try {
      await benchStore('PostgreSQL', postgres, target);
    } finally {
      await postgres.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

await main();
