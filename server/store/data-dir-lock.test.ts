// One server per PGlite folder: a second open is refused with a message, a stale lock is taken
// over, and a lock is not fooled by a pid that came back (pid 1 after every container restart).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir, processStartTime } from './data-dir-lock';
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

describe('the lock and reused pids', () => {
  function withLock(content: string): string {
    const dataDir = folder();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'llb-server.lock'), content);
    return dataDir;
  }

  it('takes over a lock naming this very pid when this process does not hold it (a restarted container)', () => {
    // The old format, a bare pid, as a crashed server that was pid 1 left it.
    const dataDir = withLock(String(process.pid));
    const unlock = lockDataDir(dataDir);
    const lock = JSON.parse(readFileSync(join(dataDir, 'llb-server.lock'), 'utf8')) as {
      pid: number;
    };
    expect(lock.pid).toBe(process.pid);
    // Held now: a second take in this process is refused.
    expect(() => lockDataDir(dataDir)).toThrow(/in use by process \d+ \(this one\)/);
    unlock();
    expect(existsSync(join(dataDir, 'llb-server.lock'))).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    'refuses a live holder, and takes over a live pid that started later than the holder',
    async () => {
      const other = spawn('sleep', ['30'], { stdio: 'ignore' });
      try {
        await new Promise((resolve) => other.once('spawn', resolve));
        const pid = other.pid!;
        const start = processStartTime(pid);
        expect(start).toMatch(/^\d+$/);
        const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
        const live = withLock(JSON.stringify({ pid, start, boot }));
        expect(() => lockDataDir(live)).toThrow(new RegExp(`in use by process ${pid}\\.`));
        // Same pid, another start time: the holder is gone and a stranger has its number.
        const reused = withLock(JSON.stringify({ pid, start: String(Number(start) - 1), boot }));
        lockDataDir(reused)();
        // Same pid and start, another boot: that process ended with the machine.
        const rebooted = withLock(JSON.stringify({ pid, start, boot: 'another-boot' }));
        lockDataDir(rebooted)();
      } finally {
        other.kill();
      }
    },
  );
});
