// The remembered matches: per API key, every field but `key`, key order irrelevant, bounded.
import { describe, expect, it } from 'vitest';
import { createRateWindow } from './rate-window';
import { createSkipMemory, SKIP_MEMORY_LIMIT } from './skip-memory';

const ITEM = { address: '1 Main St', city: 'Austin', state: 'TX', key: 1 };

describe('createSkipMemory', () => {
  it('recalls the same fields for the same API key, whatever the key and the field order', () => {
    const memory = createSkipMemory();
    expect(memory.recall('demo', ITEM)).toBe(false);
    memory.remember('demo', ITEM);
    expect(
      memory.recall('demo', { state: 'TX', city: 'Austin', address: '1 Main St', key: 'x' }),
    ).toBe(true);
    expect(memory.recall('demo-slow', ITEM)).toBe(false);
    expect(memory.recall('demo', { ...ITEM, zip: '78701' })).toBe(false);
    expect(memory.recall('demo', { ...ITEM, match_requirements: { phones: true } })).toBe(false);
  });

  it(`holds ${SKIP_MEMORY_LIMIT.toLocaleString('en-US')} at most, forgetting the least recently asked first`, () => {
    expect(SKIP_MEMORY_LIMIT).toBe(100_000);
    const memory = createSkipMemory(3);
    const item = (n: number) => ({ ...ITEM, address: `${n} Main St` });
    for (const n of [1, 2, 3]) memory.remember('demo', item(n));
    expect(memory.recall('demo', item(1))).toBe(true); // 1 is now the most recent
    memory.remember('demo', item(4));
    expect(memory.size).toBe(3);
    expect(memory.recall('demo', item(2))).toBe(false);
    expect(memory.recall('demo', item(1))).toBe(true);
    expect(memory.recall('demo', item(4))).toBe(true);
  });
});

describe('createRateWindow', () => {
  it('takes n a second per key, and again the next second', () => {
    let now = 5_000;
    const window = createRateWindow(2, () => now);
    expect([window.take('a'), window.take('a'), window.take('a'), window.take('b')]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    now = 5_999;
    expect(window.take('a')).toBe(false);
    now = 6_000;
    expect(window.take('a')).toBe(true);
  });
});
