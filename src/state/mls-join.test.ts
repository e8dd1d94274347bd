// The MLS join: lookup rows kept by property id, later answers winning, a new snapshot a change.
import { describe, expect, it, vi } from 'vitest';
import { createMlsJoinStore } from './mls-join';

const HIT = {
  assessorId: 7,
  matched: true,
  status: 'Pending',
  listingPrice: 399000,
  daysOnMarket: 41,
  listingAgent: 'Natalie Boyd',
};

describe('createMlsJoinStore', () => {
  it('keys hits and misses by property id (as the records spell it)', () => {
    const store = createMlsJoinStore();
    store.merge([HIT, { assessorId: 8, matched: false }]);
    const join = store.get();
    expect(join.get('7')).toEqual({
      matched: true,
      status: 'Pending',
      listPrice: 399000,
      daysOnMarket: 41,
      agent: 'Natalie Boyd',
    });
    expect(join.get('8')).toEqual({ matched: false });
    expect(join.size).toBe(2);
  });

  it('skips rows without an id and lets a later lookup of the same lead win', () => {
    const store = createMlsJoinStore();
    store.merge([HIT]);
    store.merge([
      { assessorId: 7, matched: false },
      { assessorId: null, matched: true },
    ]);
    expect([...store.get()]).toEqual([['7', { matched: false }]]);
  });

  it('gives a new snapshot on every change and tells subscribers; clear empties it', () => {
    const store = createMlsJoinStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.get();
    store.merge([HIT]);
    const after = store.get();
    expect(after).not.toBe(before);
    expect(before.size).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
    store.clear();
    expect(store.get().size).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.merge([HIT]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
