// A 413 ends its connection cleanly (`Connection: close`), so a keep-alive client's next request
// succeeds, on the mock's own server, inside vite dev and preview, and in the production server.
import { serve, type ServerType } from '@hono/node-server';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHandler } from './api-handler';
import { IDLE_CONNECTION_MS } from './http/keep-alive';
import { createProductionApp } from './production-app';
import type { ServerEnv } from './server-env';
import { createMockService } from '../mock-server/app';
import { serveMock } from '../mock-server/serve-mock';
import { TEST_CONFIG } from '../mock-server/test-helpers';
import { mockServicePlugin } from './vite-plugin';

interface Answer {
  status: number;
  connection: string | undefined;
  /** The idle time the server announces ("timeout=75"). */
  keepAlive: string | string[] | undefined;
  body: string;
}

/** One POST on a keep-alive agent with a single socket, so the next request must reuse it or open a fresh one. */
function send(agent: http.Agent, port: number, body: Buffer, chunked: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/v2/PropertySearch',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'x-api-key': 'demo',
          ...(chunked ? {} : { 'content-length': body.byteLength }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            keepAlive: String(res.headers['keep-alive']),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    if (chunked) {
      // Several writes: the server sees a stream with no declared length.
      for (let i = 0; i < body.byteLength; i += 256 * 1024)
        req.write(body.subarray(i, i + 256 * 1024));
      req.end();
    } else req.end(body);
  });
}

const SMALL = Buffer.from('{"count":true}');
const TOO_LARGE = Buffer.alloc(2 * 1024 * 1024, ' ');

/** Vite's servers keep an idle connection 75 s (server/http/keep-alive.ts), not Node's 5 s. */
const LONG_IDLE = `timeout=${IDLE_CONNECTION_MS / 1000}`;

async function expectReuseAfter413(port: number, idle?: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await send(agent, port, SMALL, false);
    expect(first.status).toBe(200);
    if (idle) expect(first.keepAlive).toBe(idle);
    for (const chunked of [false, true]) {
      const refused = await send(agent, port, TOO_LARGE, chunked);
      expect(refused.status).toBe(413);
      expect(refused.connection).toBe('close');
      expect(JSON.parse(refused.body)).toMatchObject({ statusCode: 413 });
      // The request that used to fail with "socket hang up": it must get a fresh connection.
      const next = await send(agent, port, SMALL, false);
      expect(next.status).toBe(200);
      expect(next.connection).toBe('keep-alive');
    }
  } finally {
    agent.destroy();
  }
}

const portOf = (server: { address(): AddressInfo | string | null }) =>
  (server.address() as AddressInfo).port;

function close(server: ServerType | http.Server | undefined): Promise<void> {
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

describe('413 and keep-alive', () => {
  let root: string;
  const previousProperties = process.env.MOCK_PROPERTIES;
  const previousDataDir = process.env.DATA_DIR;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'llb-413-'));
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>t</title>');
    // The vite plugin reads its mock settings from the environment: a small dataset.
    process.env.MOCK_PROPERTIES = '2000';
    // The dev server opens the lists database at start: in memory here, never the checkout's ./data.
    process.env.DATA_DIR = 'memory://';
  });

  afterAll(() => {
    if (previousProperties === undefined) delete process.env.MOCK_PROPERTIES;
    else process.env.MOCK_PROPERTIES = previousProperties;
    if (previousDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previousDataDir;
    rmSync(root, { recursive: true, force: true });
  });

  it('the standalone mock (npm run mock)', async () => {
    const service = createMockService({ ...TEST_CONFIG, properties: 2000 });
    await service.ctx.store;
    const { server, port } = await serveMock(service, 0, '127.0.0.1');
    try {
      await expectReuseAfter413(port);
    } finally {
      await close(server);
    }
  });

  it('the vite dev server (npm start)', async () => {
    let vite: ViteDevServer | undefined;
    try {
      vite = await createServer({
        configFile: false,
        root,
        logLevel: 'silent',
        plugins: [mockServicePlugin()],
        server: { port: 0, host: '127.0.0.1', strictPort: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      await vite.listen();
      await waitForMock(portOf(vite.httpServer as http.Server));
      await expectReuseAfter413(portOf(vite.httpServer as http.Server), LONG_IDLE);
    } finally {
      await vite?.close();
    }
  });

  it('vite preview (what the e2e tests run against)', async () => {
    let server: PreviewServer | undefined;
    try {
      server = await preview({
        configFile: false,
        root,
        logLevel: 'silent',
        plugins: [mockServicePlugin()],
        preview: { port: 0, host: '127.0.0.1', strictPort: false },
      });
      await waitForMock(portOf(server.httpServer as http.Server));
      await expectReuseAfter413(portOf(server.httpServer as http.Server), LONG_IDLE);
    } finally {
      await close(server?.httpServer as http.Server | undefined);
    }
  });

  it('the production server (npm run serve)', async () => {
    const env: ServerEnv = { api: { mode: 'mock' }, port: 0, connectOrigins: [] };
    const api = createApiHandler(env, { mockConfig: { ...TEST_CONFIG, properties: 2000 } });
    await api.ready;
    const { app } = createProductionApp({ distDir: join(root, 'dist'), env, api });
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    try {
      await expectReuseAfter413(portOf(server));
    } finally {
      await close(server);
    }
  });

  it('the production server in proxy mode (the account key behind it)', async () => {
    const service = createMockService({ ...TEST_CONFIG, properties: 2000 });
    await service.ctx.store;
    const upstream = await serveMock(service, 0, '127.0.0.1');
    const env: ServerEnv = {
      api: {
        mode: 'proxy',
        baseUrl: `http://127.0.0.1:${upstream.port}`,
        apiKey: 'demo',
        timeoutMs: 10_000,
        maxResponseBytes: 8 * 1024 * 1024,
      },
      port: 0,
      connectOrigins: [],
    };
    const api = createApiHandler(env);
    const { app } = createProductionApp({ distDir: join(root, 'dist'), env, api });
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    try {
      await expectReuseAfter413(portOf(server));
    } finally {
      await close(server);
      await close(upstream.server);
    }
  });
});

/** The plugin builds its dataset after listening; /healthz says when it is ready. */
async function waitForMock(port: number) {
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    if (response.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
