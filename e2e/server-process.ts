// Starts the project's Node servers (the production server, the standalone mock) for a spec, and stops them.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');

/** A port the OS just handed out, so a spec never collides with another server on the machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  output: () => string;
  stop: () => void;
}

/** Runs a TypeScript entry point in one node process (tsx as a loader), as the npm scripts do. */
export function startNode(entry: string, env: Record<string, string>): RunningServer {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, stop: () => void child.kill('SIGTERM') };
}

/** Polls until `url` answers 200, or fails with what the server printed. */
export async function waitForOk(url: string, server: RunningServer, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} never answered 200:\n${server.output()}`);
}

/**
 * Asks a new server once for the page and the files it loads first, so a spec's first page load
 * times the app, not the server's first requests (module loading, compressing each file the first
 * time): those took 5 to 28 s on a loaded 2-core machine, past the tests' 10 s waits.
 */
async function warmUp(origin: string): Promise<void> {
  const html = await (await fetch(`${origin}/`, { headers: { 'accept-encoding': 'gzip' } })).text();
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await Promise.all(
    files.map(async (file) => {
      await (
        await fetch(`${origin}${file}`, { headers: { 'accept-encoding': 'gzip' } })
      ).arrayBuffer();
    }),
  );
}

/** The build the Playwright web server has just made (dist/ or E2E_DIST); PRODUCTION_DIST points elsewhere. */
const PRODUCTION_DIST = process.env.PRODUCTION_DIST ?? process.env.E2E_DIST ?? join(ROOT, 'dist');

export interface ProductionServer extends RunningServer {
  origin: string;
}

/**
 * `npm run serve` on a free port over the build, with `env` on top; resolves once `readyPath`
 * answers 200 (the mock's dataset is built, or the upstream answers).
 */
export async function startProductionServer(
  env: Record<string, string>,
  readyPath = '/healthz',
): Promise<ProductionServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startNode('server/production.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DIST_DIR: PRODUCTION_DIST,
    // Lists in memory unless a spec gives a folder: servers of parallel specs must not share ./data.
    DATA_DIR: 'memory://',
    ...env,
  });
  try {
    await waitForOk(`${origin}${readyPath}`, server);
    await warmUp(origin);
  } catch (error) {
    // The caller never gets a handle to stop it with.
    server.stop();
    throw error;
  }
  return { ...server, origin };
}
