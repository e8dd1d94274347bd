// `npm run serve`: the production Node server for dist/ (build it first with `npm run build`).
import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAuth, type Auth } from './auth/auth';
import { readAuthEnv, type AuthConfig } from './auth/auth-env';
import { authStartupProblem } from './auth/startup-check';
import { createProductionApp } from './production-app';
import { readServerEnv } from './server-env';
import { describeLocation, storeLocation } from './store/store';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let env: ReturnType<typeof readServerEnv>;
let authConfig: AuthConfig;
let auth: Auth;
try {
  env = readServerEnv();
  authConfig = readAuthEnv(process.env, env.api.mode);
  auth = createAuth(authConfig);
} catch (error) {
  fail(`Configuration error: ${error instanceof Error ? error.message : String(error)}`);
}

const refusal = authStartupProblem(
  env.api.mode,
  auth,
  authConfig.mode === 'password' ? authConfig.usersFile : undefined,
);
if (refusal) fail(refusal);

const distDir = resolve(process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url)));
if (!existsSync(join(distDir, 'index.html')))
  fail(`No build in ${distDir}: run \`npm run build\` first.`);

const { app, api } = createProductionApp({ distDir, env, auth });
const hostname = process.env.HOST ?? '0.0.0.0';

const AUTH_WORDS: Record<AuthConfig['mode'], string> = {
  password: 'Sign-in: users from the users file (npm run users -- add NAME).',
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

api.ready.then(
  () => {
    if (api.mode === 'mock') console.log('Mock dataset ready.');
  },
  (error: unknown) => {
    console.error('The mock dataset could not be built:', error);
    process.exitCode = 1;
  },
);

// The lists database opens now, so a wrong DATABASE_URL shows at start and no user waits for
// PGlite's first start-up; a failure is logged, and /app/v1 answers 503 until it opens.
const lists = describeLocation(storeLocation(process.env));
api.openStore().then(
  () => console.log(`Lists database: ${lists}.`),
  (error: unknown) =>
    console.error(
      `Lists database (${lists}) could not be opened: ${error instanceof Error ? error.message : String(error)}`,
    ),
);

// Orchestrators stop containers with SIGTERM: finish in-flight requests, then exit.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    // Then close the lists database, so PGlite writes its data folder out whole.
    server.close(() => void api.close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
