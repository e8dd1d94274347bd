// `npm run bench:load`: the mock under load on loopback with autocannon: a list search and a bulk MLS
// lookup of 1,000 ids, each at 10 and 50 connections. Prints requests/s, p50, p99, errors,
// timeouts and the server's RSS before and after each run. Figures swing with the machine's load,
// so the load average is printed beside them and nothing is asserted.
//
// Options: --duration S (per run, default 10)   --connections LIST (default 10,50)
//          --properties N (default 1000000)     --timeout S (client timeout, default 10)
//          --port N (default: any free port)    --only NAME (search or bulk)
//          --json FILE (also write the figures as JSON)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, loadAverage } from './bench-machine.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'mock-server', 'bench', 'load-server.ts');

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10,50' },
    properties: { type: 'string', default: '1000000' },
    timeout: { type: 'string', default: '10' },
    port: { type: 'string' },
    only: { type: 'string' },
    json: { type: 'string' },
  },
});

function log(message) {
  console.error(`[bench:load] ${message}`);
}

/** The mock in its own process (so the load tool does not share its event loop), on 127.0.0.1. */
function startServer(port) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_PROPERTIES: args.properties,
      MOCK_SEED: '1',
      MOCK_NOW: '2026-11-01',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise((resolveReady, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`the mock exited (${code}) before it was ready`)),
    );
    child.on('message', (message) => {
      if (message?.ready) resolveReady();
    });
  });
  const rss = () =>
    new Promise((resolveRss) => {
      const onMessage = (message) => {
        if (typeof message?.rss !== 'number') return;
        child.off('message', onMessage);
        resolveRss(message.rss);
      };
      child.on('message', onMessage);
      child.send('rss');
    });
  return { child, ready, rss };
}

async function post(origin, path, body) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'demo' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

function runAutocannon(options) {
  return new Promise((resolveRun, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolveRun(result)));
  });
}

async function main() {
  const connections = args.connections.split(',').map(Number);
  const duration = Number(args.duration);
  const port = args.port ? Number(args.port) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  log(`load average before: ${loadAverage()} on ${cpus().length} cores`);
  log(
    `starting the mock with ${Number(args.properties).toLocaleString('en-US')} properties on ${origin}…`,
  );
  const server = startServer(port);
  await server.ready;
  try {
    // Real ids, and one call of each kind first: the MLS store is built on the first v3 call.
    const ids = (await post(origin, '/v2/PropertySearch', { ids_only: true })).data.slice(0, 1000);
    if (ids.length < 1000)
      throw new Error(`only ${ids.length} property ids: use more --properties`);
    const scenarios = [
      {
        name: 'search',
        what: 'PropertySearch, 50 records (4 cities in turn)',
        path: '/v2/PropertySearch',
        bodies: [
          { state: 'TX', city: 'Houston', size: 50 },
          { state: 'TX', city: 'Austin', size: 50, beds_min: 3 },
          { state: 'FL', city: 'Miami', size: 50, sort: { estimated_value: 'desc' } },
          { state: 'AZ', city: 'Phoenix', size: 50, resultIndex: 50 },
        ],
      },
      {
        name: 'bulk',
        what: 'MLSDetailBulk, 1,000 assessor_ids',
        path: '/v3/MLSDetailBulk',
        bodies: [{ assessor_ids: ids }],
      },
    ].filter((s) => !args.only || s.name === args.only);
    for (const s of scenarios) await post(origin, s.path, s.bodies[0]);

    const rows = [];
    for (const scenario of scenarios) {
      for (const c of connections) {
        const rssBefore = await server.rss();
        log(`${scenario.name} at ${c} connections for ${duration} s…`);
        const result = await runAutocannon({
          url: `${origin}${scenario.path}`,
          connections: c,
          duration,
          timeout: Number(args.timeout),
          requests: scenario.bodies.map((body) => ({
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': 'demo' },
            body: JSON.stringify(body),
          })),
        });
        const rssAfter = await server.rss();
        rows.push({
          scenario: scenario.name,
          what: scenario.what,
          connections: c,
          rps: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          requests: result.requests.total,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          mbPerSec: Math.round((result.throughput.average / (1024 * 1024)) * 10) / 10,
          rssBeforeMb: Math.round(rssBefore / (1024 * 1024)),
          rssAfterMb: Math.round(rssAfter / (1024 * 1024)),
        });
      }
    }
    print(rows);
    if (args.json) {
      writeFileSync(
        args.json,
        `${JSON.stringify({ when: new Date().toISOString(), cores: cpus().length, load: loadavg(), properties: Number(args.properties), duration, rows }, null, 2)}\n`,
      );
    }
  } finally {
    server.child.kill();
  }
  log(`load average after: ${loadAverage()} on ${cpus().length} cores`);
}

function print(rows) {
  const header = [
    'scenario',
    'conns',
    'req/s',
    'p50 ms',
    'p99 ms',
    'requests',
    'errors',
    'timeouts',
    'non-2xx',
    'MB/s',
    'RSS before → after',
  ];
  const lines = rows.map((r) => [
    r.scenario,
    String(r.connections),
    String(r.rps),
    String(r.p50Ms),
    String(r.p99Ms),
    String(r.requests),
    String(r.errors),
    String(r.timeouts),
    String(r.non2xx),
    String(r.mbPerSec),
    `${r.rssBeforeMb} → ${r.rssAfterMb} MB`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  console.log(
    `(loopback, ${cpus().length} cores shared with the load tool; load average now ${loadAverage()})`,
  );
}

await main();
