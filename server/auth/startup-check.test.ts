import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from './auth';
import { hashPassword } from './password-hash';
import { authStartupProblem } from './startup-check';
import { writeUsers } from './users-file';

const ROOT = join(import.meta.dirname, '..', '..');
const SECRET = 's'.repeat(40);
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'llb-start-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function passwordAuth(usersFile: string) {
  return createAuth({
    mode: 'password',
    usersFile,
    sessionSecret: SECRET,
    sessionTtlMs: 1000,
    trustProxy: 'none',
    secureCookies: 'auto',
  });
}

describe('authStartupProblem', () => {
  it('refuses proxy mode with sign-in and no users, and says how to add one', () => {
    const file = join(dir, 'none.json');
    const problem = authStartupProblem('proxy', passwordAuth(file), file);
    expect(problem).toContain(file);
    expect(problem).toContain('npm run users -- add NAME');
    expect(problem).toContain('AUTH=none');
  });

  it('lets proxy mode start once a user exists, and never stops the mock or AUTH=none', async () => {
    const file = join(dir, 'one.json');
    writeUsers(file, [{ name: 'a', hash: await hashPassword('long enough!', 4), createdAt: '' }]);
    expect(authStartupProblem('proxy', passwordAuth(file), file)).toBeUndefined();
    const none = createAuth({ mode: 'none', trustProxy: 'none', secureCookies: 'auto' });
    expect(authStartupProblem('proxy', none)).toBeUndefined();
    expect(authStartupProblem('mock', passwordAuth(join(dir, 'none.json')))).toBeUndefined();
  });
});

describe('npm run serve', () => {
  function serve(extraEnv: Record<string, string>) {
    return spawnSync(process.execPath, ['--import', 'tsx', 'server/production.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '4249',
        HOST: '127.0.0.1',
        DIST_DIR: dir,
        PROPERTY_API_URL: 'http://127.0.0.1:9',
        PROPERTY_API_KEY: 'k',
        USERS_FILE: join(dir, 'nobody.json'),
        AUTH: '',
        ...extraEnv,
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
  }

  it('refuses to start in proxy mode with no users', () => {
    const result = serve({ SESSION_SECRET: SECRET });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('has no users');
    expect(result.stderr).toContain('npm run users -- add NAME');
  });

  it('refuses to start in proxy mode without a session secret', () => {
    const result = serve({ SESSION_SECRET: '' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SESSION_SECRET');
  });
});
