// One server per PGlite folder: a second open is refused with a message, a stale lock is taken over.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from './store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'llb-lock-'));
  dirs.push(dir);
  return join(dir, 'data');
}

describe('the PGlite data folder lock', () => {
  it('refuses a second open of a folder in use, and allows it once the first is closed', async () => {
    const dataDir = folder();
    const first = await openStore({ kind: 'pglite', dataDir });
    await expect(openStore({ kind: 'pglite', dataDir })).rejects.toThrow(
      /is in use by process \d+ \(this one\)\. Give each server its own DATA_DIR/,
    );
    await first.lists.create('ann', { name: 'Kept', ids: ['1'] });
    await first.close();
    const again = await openStore({ kind: 'pglite', dataDir });
    expect((await again.lists.list('ann')).map((l) => l.name)).toEqual(['Kept']);
    await again.close();
  }, 60_000);

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = folder();
    const first = await openStore({ kind: 'pglite', dataDir });
    await first.close();
    // A pid far above any the kernel hands out (pid_max is at most 2^22).
    writeFileSync(join(dataDir, 'llb-server.lock'), '99999999');
    const store = await openStore({ kind: 'pglite', dataDir });
    expect(await store.settings.freshnessDays()).toBe(30);
    await store.close();
  }, 60_000);
});
