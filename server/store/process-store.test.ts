// The vite servers' shared store: a config restart (new server before the old one closes) keeps
// one open database; the last server to close closes it.
import { describe, expect, it } from 'vitest';
import { acquireStore } from './process-store';

describe('acquireStore', () => {
  it('hands every server of the process the same store and closes it after the last release', async () => {
    const location = { kind: 'pglite', dataDir: `memory://process-store-${Date.now()}` } as const;
    const first = acquireStore(location);
    const store = await first.get();
    // A restart: the new server acquires before the old one releases.
    const second = acquireStore(location);
    expect(await second.get()).toBe(store);
    await first.release();
    await first.release();
    const { rows } = await store.db.query<{ one: number }>('SELECT 1 AS one');
    expect(rows).toEqual([{ one: 1 }]);
    await second.release();
    await expect(store.db.query('SELECT 1')).rejects.toThrow();
    // A later server opens a new one.
    const third = acquireStore(location);
    expect(await third.get()).not.toBe(store);
    await third.release();
  }, 60_000);
});
