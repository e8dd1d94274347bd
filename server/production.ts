// `npm run serve`: the production Node server for dist/ (build it first with `npm run build`).
import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiHandler } from './api-handler';
import { createAuth } from './auth/auth';
import { readAuthEnv, type AuthConfig } from './auth/auth-env';
import type { Auth } from './auth/identity';
import { authStartupProblem } from './auth/startup-check';
import { importUsersFileOnce } from './auth/users-file-import';
import { createProductionApp } from './production-app';
import { readServerEnv } from './server-env';
import { keepIdleConnectionsOpen } from './http/keep-alive';
import { pgliteMemoryProblem } from './store/pglite-memory';
import { describeLocation, storeLocation, type AppStore } from './store/store';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let env: ReturnType<typeof readServerEnv>;
let authConfig: AuthConfig;
let location: ReturnType<typeof storeLocation>;
try {
  env = readServerEnv();
  authConfig = readAuthEnv(process.env, env.api.mode);
  location = storeLocation(process.env);
} catch (error) {
  fail(`Configuration error: ${error instanceof Error ? error.message : String(error)}`);
}

// PGlite keeps its whole database engine in this process: too small a container is killed by
// the kernel mid-write, so say so now rather than then.
const memoryProblem = location.kind === 'pglite' ? pgliteMemoryProblem(process.env) : undefined;
if (memoryProblem) fail(memoryProblem);

const distDir = resolve(process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url)));
if (!existsSync(join(distDir, 'index.html')))
  fail(`No build in ${distDir}: run \`npm run build\` first.`);

const api = createApiHandler(env);
let auth: Auth;
try {
  auth = createAuth(authConfig, { store: api.store });
} catch (error) {
  fail(`Configuration error: ${error instanceof Error ? error.message : String(error)}`);
}

// The database opens now, so a wrong DATABASE_URL shows at start and no user waits for PGlite's
// first start-up. Users live in it: an old users file is imported once, and proxy mode with
// sign-in refuses to start without a user. A database that cannot be reached is not a reason to
// exit (a restart would not bring it back): the server starts not ready (/readyz 503), answers
// 503 for what needs the database, and carries on by itself once it answers.
const lists = describeLocation(location);
let store: AppStore | undefined;
try {
  store = await api.store();
  console.log(`Lists database: ${lists}.`);
} catch (error) {
  console.error(
    `Lists database (${lists}) could not be opened: ${error instanceof Error ? error.message : String(error)}. ` +
      'Starting anyway: /readyz answers 503 and sign-in and lists wait until it answers.',
  );
}
// Background jobs run in every server on the same database; each job runs once between them.
if (store) {
  try {
    await api.jobs();
    console.log('Background jobs: running.');
  } catch (error) {
    console.error(
      `Background jobs could not start: ${error instanceof Error ? error.message : String(error)}.`,
    );
  }
}
if (store && authConfig.mode === 'password') {
  for (const line of await importUsersFileOnce(store, authConfig.usersFile)) console.log(line);
  const refusal = authStartupProblem(env.api.mode, auth.mode, await store.users.count());
  if (refusal) {
    await api.close();
    fail(refusal);
  }
}

const { app } = createProductionApp({ distDir, env, api, auth });
const hostname = process.env.HOST ?? '0.0.0.0';

const AUTH_WORDS: Record<AuthConfig['mode'], string> = {
  password: 'Sign-in: users in the database (npm run users -- add NAME, or Users in the app).',
  header: 'Sign-in: the user header set by the trusted reverse proxy (AUTH=header).',
  none: 'Sign-in: off (AUTH=none); anyone who reaches this server can use it.',
};

const server = serve({ fetch: app.fetch, port: env.port, hostname }, (info) => {
  const where =
    env.api.mode === 'proxy'
      ? `relaying the app's operations to ${new URL(env.api.baseUrl).origin} (key held by the server)`
      : 'serving the embedded mock property data service';
  console.log(`Lead List Builder on http://${hostname}:${info.port}, ${where}`);
  console.log(AUTH_WORDS[authConfig.mode]);
});
keepIdleConnectionsOpen(server as Parameters<typeof keepIdleConnectionsOpen>[0]);

api.ready.then(
  () => {
    if (api.mode === 'mock') console.log('Mock dataset ready.');
  },
  (error: unknown) => {
    console.error('The mock dataset could not be built:', error);
    process.exitCode = 1;
  },
);

// Orchestrators stop containers with SIGTERM: finish in-flight requests, then exit.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    // Then write the records being kept and close the database, so PGlite writes its folder whole.
    server.close(() => void api.close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
