// One production build in a temp folder, checked three ways: no key leaks into it, the initial JS fits
// the budget, MapLibre stays lazy. Built with a known fake key in the environment, as a deploy would be.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBundle, formatReport, readManifest } from './check-bundle.mjs';

const ROOT = join(import.meta.dirname, '..');
const VITE_CLI = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const LEAK_KEY = 'sk-fake-leak-check-123';

let outDir = '';

function viteBuild(dir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      // Hidden source maps: not referenced by the JS, but they let the report name what is big.
      [
        VITE_CLI,
        'build',
        '--outDir',
        dir,
        '--emptyOutDir',
        '--sourcemap',
        'hidden',
        '--logLevel',
        'warn',
      ],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PROPERTY_API_URL: 'https://leak-check.invalid',
          PROPERTY_API_KEY: LEAK_KEY,
          // A key someone might wrongly expose with Vite's public prefix: the app must not read it.
          VITE_PROPERTY_API_KEY: LEAK_KEY,
          VITE_API_KEY: LEAK_KEY,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`vite build exited ${code}:\n${output}`)),
    );
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('production build', () => {
  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'llb-build-check-'));
    await viteBuild(outDir);
  }, 300_000);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('holds no trace of the API key from the build environment', () => {
    const files = filesUnder(outDir);
    expect(files.map((file) => relative(outDir, file))).toContain('index.html');
    const leaks = files.filter((file) => readFileSync(file).includes(LEAK_KEY));
    expect(leaks.map((file) => relative(outDir, file))).toEqual([]);
  });

  it('keeps MapLibre in a lazy chunk', () => {
    const result = checkBundle(outDir);
    expect(result.maplibreIn).toEqual([]);
    const manifest = readManifest(outDir);
    const mapChunk = Object.values(manifest).find((chunk) => chunk.name === 'map-panel');
    expect(mapChunk?.isDynamicEntry).toBe(true);
  });

  it('ships zod without its JSON Schema generator or English messages', () => {
    const js = filesUnder(outDir).filter((file) => file.endsWith('.js'));
    const code = js.map((file) => readFileSync(file, 'utf8')).join('\n');
    // Strings only those zod modules carry (scripts/zod-browser-build.ts swaps them for stubs).
    expect(code).toContain('not part of the browser build');
    expect(code).not.toContain('json-schema.org/draft');
    expect(code).not.toContain('Too small: expected');
  });

  // The first screen is the filters: results, the MLS drawer, settings, saved searches, CSV
  // writing and response schemas load as chunks when needed (see docs/performance.md).
  it('loads at most 150 KB of gzipped JS on the first visit', () => {
    const result = checkBundle(outDir);
    // The figures are printed either way, so a failure names what grew.
    console.log(formatReport(result));
    expect(result.eagerGzipBytes).toBeLessThanOrEqual(result.budgetBytes);
  });
});
