// What the web benches share: the headless Chromium they drive, a build served by `vite preview`
// over the embedded mock with a seeded dataset, and the URL of a search.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const VITE_CLI = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
export const CHROME_PATH =
  process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Runs `node ARGS` in the project, resolving when it exits 0. */
export function runNode(args, env = {}) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * Serves `distDir` with `vite preview` on `port` over the embedded mock of `properties` records
 * (seeded, so two previews hold the same data), and resolves once the mock answers.
 */
export async function startPreview({ distDir, port, properties, log }) {
  const child = spawn(
    process.execPath,
    [
      VITE_CLI,
      'preview',
      '--outDir',
      distDir,
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
        MOCK_PROPERTIES: String(properties),
        MOCK_SEED: '1',
        MOCK_NOW: '2026-11-01',
        // The bench measures the embedded mock, whatever the shell has configured.
        PROPERTY_API_URL: '',
        PROPERTY_API_KEY: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  // Generating a million properties takes a while; /__mock/health answers 200 once it is done.
  while (Date.now() - started < 15 * 60_000) {
    if (child.exitCode !== null) throw new Error('vite preview exited early');
    try {
      if ((await fetch(`${origin}/__mock/health`)).ok) {
        log(`preview ready on ${origin} after ${((Date.now() - started) / 1000).toFixed(0)} s`);
        return { child, origin };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  child.kill();
  throw new Error('the preview did not become ready within 15 minutes');
}

/** The app's URL for a search of `filters` on page `page` ([index, size]). */
export function searchUrl(filters, page) {
  const q = Buffer.from(JSON.stringify({ f: filters, p: page }), 'utf8').toString('base64url');
  return `/?v=1&q=${q}`;
}
