// scripts/vite.mjs: Vite's command line with the config loader's notice off.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const outDir = mkdtempSync(join(tmpdir(), 'llb-vite-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('scripts/vite.mjs', () => {
  it('runs Vite with the project config and prints no line per extensionless import', async () => {
    // The notice's own variable must not leak in from the shell running the tests.
    const { VITE_CONFIG_NATIVE_IGNORE_WARNING: _, ...env } = process.env;
    const { stdout, stderr } = await run(
      process.execPath,
      ['scripts/vite.mjs', 'build', '--outDir', outDir, '--emptyOutDir'],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    const output = stdout + stderr;
    expect(output).toContain('built in');
    expect(output).not.toContain('without a file extension');
    expect(output).not.toContain("configLoader: 'native'");
  }, 120_000);
});
