import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, writeJson } from './local-store';

const isNumbers = (v: unknown): v is number[] =>
  Array.isArray(v) && v.every((n) => typeof n === 'number');

function stubStorage(initial: Record<string, string> = {}, opts: { full?: boolean } = {}) {
  const map = new Map(Object.entries(initial));
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (opts.full) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k: string) => map.delete(k),
  });
  return map;
}

describe('local-store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('round-trips JSON that the guard accepts', () => {
    stubStorage();
    writeJson('k', [1, 2]);
    expect(readJson('k', isNumbers)).toEqual([1, 2]);
  });

  it('reads corrupt JSON or a rejected shape as undefined', () => {
    stubStorage({ bad: '{oops', wrong: '"text"' });
    expect(readJson('bad', isNumbers)).toBeUndefined();
    expect(readJson('wrong', isNumbers)).toBeUndefined();
    expect(readJson('missing', isNumbers)).toBeUndefined();
  });

  it('lets a full storage surface as an error the caller can explain', () => {
    stubStorage({}, { full: true });
    expect(() => writeJson('k', [1])).toThrow(DOMException);
  });
});
