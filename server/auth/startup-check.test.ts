// Whether `npm run serve` starts: never open in proxy mode by accident, and an old users file is
// brought into the database on the first start, then ignored.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../store/store';
import { hashPassword } from './password-hash';
import { authStartupProblem } from './startup-check';

const ROOT = join(import.meta.dirname, '..', '..');
const SECRET = 's'.repeat(40);
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'llb-start-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('authStartupProblem', () => {
  it('refuses proxy mode with sign-in and no users, and says how to add one', () => {
    const problem = authStartupProblem('proxy', 'password', { users: 0, admins: 0 });
    expect(problem).toContain('the database has no users');
    expect(problem).toContain('npm run users -- add NAME');
    expect(problem).toContain('AUTH=none');
  });

  it('lets proxy mode start once a user exists, and never stops the mock or AUTH=none', () => {
    expect(authStartupProblem('proxy', 'password', { users: 1, admins: 1 })).toBeUndefined();
    expect(authStartupProblem('proxy', 'none', { users: 0, admins: 0 })).toBeUndefined();
    expect(authStartupProblem('mock', 'password', { users: 0, admins: 0 })).toBeUndefined();
  });
});

/** A port the OS just handed out. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const serveEnv = (extra: Record<string, string>) => ({
  ...process.env,
  HOST: '127.0.0.1',
  DIST_DIR: dir,
  PROPERTY_API_URL: 'http://127.0.0.1:9',
  PROPERTY_API_KEY: 'k',
  USERS_FILE: join(dir, 'nobody.json'),
  DATA_DIR: 'memory://',
  DATABASE_URL: '',
  AUTH: '',
  ...extra,
});

describe('npm run serve', () => {
  function serve(extra: Record<string, string>) {
    return spawnSync(process.execPath, ['--import', 'tsx', 'server/production.ts'], {
      cwd: ROOT,
      env: serveEnv({ PORT: '4249', ...extra }),
      encoding: 'utf8',
      // A wait, not a speed limit: tsx and PGlite start slowly on a busy machine.
      timeout: 120_000,
    });
  }

  it('refuses to start in proxy mode with no users', { timeout: 150_000 }, () => {
    const result = serve({ SESSION_SECRET: SECRET });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('has no users');
    expect(result.stderr).toContain('npm run users -- add NAME');
  });

  it('refuses to start in proxy mode without a session secret', { timeout: 150_000 }, () => {
    const result = serve({ SESSION_SECRET: '' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SESSION_SECRET');
  });

  it('imports an old users file into the database once, with its first user as admin', async () => {
    const dataDir = join(dir, 'data');
    const usersFile = join(dir, 'users.json');
    const hash = await hashPassword('long enough password', 4);
    writeFileSync(
      usersFile,
      JSON.stringify({
        version: 1,
        users: [
          { name: 'Ann', hash },
          { name: 'local', hash },
        ],
      }),
    );
    const port = String(await freePort());
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/production.ts'], {
          cwd: ROOT,
          env: serveEnv({
            PORT: port,
            SESSION_SECRET: SECRET,
            USERS_FILE: usersFile,
            DATA_DIR: dataDir,
          }),
        });
        let output = '';
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          reject(new Error(`no start within 120 s:\n${output}`));
        }, 120_000);
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          // Listening: the import (or the note that it was done) is logged before this line.
          if (output.includes('Lead List Builder on')) child.kill('SIGTERM');
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(output);
        });
      });
    const first = await run();
    expect(first).toContain('imported 1 user(s)');
    expect(first).toContain('Ann is the team');
    expect(first).toMatch(/skipped "local": "local" is reserved/);
    const second = await run();
    expect(second).toMatch(/was imported on .* and is ignored now/);
    const store = await openStore({ kind: 'pglite', dataDir });
    try {
      expect(await store.users.find('ann')).toMatchObject({
        name: 'Ann',
        role: 'admin',
        passwordHash: hash,
      });
      expect(await store.users.find('local')).toBeUndefined();
    } finally {
      await store.close();
    }
  }, 300_000);
});
