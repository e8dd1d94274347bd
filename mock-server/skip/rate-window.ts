// Requests per second per API key, for the skip routes' vendor limits when MOCK_SKIP_RATE_LIMIT is on.

/** The vendor's published limits: /SkipTrace 10 a second, the batch 20 (Await: the same, a decision). */
export const SKIP_RATE_PER_SECOND = { single: 10, batch: 20 } as const;

/**
 * A fixed one-second window per key: `take(key)` is false once the key has used this second's
 * allowance. Keys reach it only after the gate, so there are as many entries as demo keys.
 */
export function createRateWindow(perSecond: number, now: () => number = Date.now) {
  const windows = new Map<string, { second: number; used: number }>();
  return {
    take(key: string): boolean {
      const second = Math.floor(now() / 1000);
      const w = windows.get(key);
      if (!w || w.second !== second) {
        windows.set(key, { second, used: 1 });
        return true;
      }
      if (w.used >= perSecond) return false;
      w.used += 1;
      return true;
    },
  };
}
