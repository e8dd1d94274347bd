// Mounts the same-origin API inside `vite` dev and `vite preview`: the key-adding proxy when
// PROPERTY_API_URL and PROPERTY_API_KEY are set, else the embedded mock, so `npm start` needs no second process.
import { getRequestListener } from '@hono/node-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadEnv, type Logger, type Plugin, type ResolvedConfig } from 'vite';
import { API_PATH, createApiHandler } from './api-handler';
import { keepIdleConnectionsOpen } from './http/keep-alive';
import { devContentSecurityPolicy, securityHeaderList } from './security-headers';
import { readServerEnv } from './server-env';
import { readMockConfig } from '../mock-server/config';
import { acquireStore } from './store/process-store';
import { describeLocation, storeLocation } from './store/store';

type Next = (error?: unknown) => void;

/** Vite's server is http (or, with TLS, http2); an http one outlasts its clients' idle sockets. */
function keepAliveLonger(httpServer: object | null): void {
  if (httpServer && 'keepAliveTimeout' in httpServer && 'headersTimeout' in httpServer)
    keepIdleConnectionsOpen(httpServer as Parameters<typeof keepIdleConnectionsOpen>[0]);
}

/**
 * Variables from .env files (e.g. a git-ignored .env.local holding PROPERTY_API_KEY) under the
 * process environment, which wins. Only these prefixes are read, and none of them is VITE_, so
 * nothing here can reach the browser bundle.
 */
function serverEnv(config: ResolvedConfig): NodeJS.ProcessEnv {
  const fromFiles = loadEnv(config.mode, config.envDir, [
    'PROPERTY_API_',
    'MOCK_',
    'CONNECT_',
    'BASEMAP_',
    // The lists database: DATABASE_URL, else PGlite in DATA_DIR (./data).
    'DATABASE_URL',
    'DATA_DIR',
  ]);
  return { ...fromFiles, ...process.env };
}

/**
 * `vite preview` is the end-to-end tests' server (and a build tried out locally): without DATA_DIR
 * its lists live in memory, so every run starts empty and never shares ./data with `npm start`
 * or a production server in the same folder. `vite` dev keeps them in ./data.
 */
const PREVIEW_DATA_DIR = 'memory://';

function apiMiddleware(
  config: ResolvedConfig,
  logger: Logger,
  httpServer: Pick<NodeJS.EventEmitter, 'once'> | null,
  kind: 'dev' | 'preview',
) {
  const env = serverEnv(config);
  const serverSettings = readServerEnv(env);
  const location = storeLocation(
    kind === 'preview' && !env.DATA_DIR?.trim() ? { ...env, DATA_DIR: PREVIEW_DATA_DIR } : env,
  );
  const store = acquireStore(location);
  const handler = createApiHandler(serverSettings, {
    mockConfig: readMockConfig(env),
    log: (line) => logger.warn(line),
    openStore: store.get,
  });
  // Running jobs end (or are failed, to retry) before the database they write to is let go.
  httpServer?.once('close', () => void handler.stopJobs().finally(() => store.release()));
  // Opened now, so the first request (an e2e test's) does not wait for PGlite to start; then the
  // background jobs (watches, deliveries, exports) start, as in the production server.
  const lists = describeLocation(location);
  handler.openStore().then(
    () => {
      logger.info(`  Lists database: ${lists}`);
      handler
        .jobs()
        .catch((error: unknown) =>
          logger.error(
            `  Background jobs could not start: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
    },
    (error: unknown) =>
      logger.error(
        `  Lists database (${lists}) could not be opened: ${error instanceof Error ? error.message : String(error)}`,
      ),
  );
  logger.info(
    serverSettings.api.mode === 'proxy'
      ? `  API: proxying /v2 and /v3 to ${new URL(serverSettings.api.baseUrl).origin} (key held by the server)`
      : '  API: embedded mock property data service',
  );
  const listener = getRequestListener(handler.app.fetch);
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if (!req.url || !API_PATH.test(req.url)) return next();
    listener(req, res).catch(next);
  };
}

export function mockServicePlugin(): Plugin {
  let resolved: ResolvedConfig | undefined;
  return {
    name: 'lead-list-builder:api',
    configResolved(config) {
      resolved = config;
    },
    configureServer(server) {
      const config = resolved ?? server.config;
      keepAliveLonger(server.httpServer);
      const { connectOrigins, basemapOrigins } = readServerEnv(serverEnv(config));
      const policy = devContentSecurityPolicy({ connectOrigins, basemapOrigins });
      server.middlewares.use((_req: IncomingMessage, res: ServerResponse, next: Next) => {
        res.setHeader('Content-Security-Policy', policy);
        next();
      });
      server.middlewares.use(apiMiddleware(config, server.config.logger, server.httpServer, 'dev'));
    },
    configurePreviewServer(server) {
      const config = resolved ?? server.config;
      keepAliveLonger(server.httpServer);
      // Preview serves the production build under the production server's headers (CSP included),
      // so the e2e tests catch a policy violation before a deploy does. Dev keeps Vite's inline scripts.
      const { connectOrigins, basemapOrigins } = readServerEnv(serverEnv(config));
      const headers = securityHeaderList({ connectOrigins, basemapOrigins });
      server.middlewares.use((_req: IncomingMessage, res: ServerResponse, next: Next) => {
        for (const [name, value] of headers) res.setHeader(name, value);
        next();
      });
      server.middlewares.use(
        apiMiddleware(config, server.config.logger, server.httpServer, 'preview'),
      );
    },
  };
}
