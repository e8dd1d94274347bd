// Counts failures per key in fixed windows, in this process's memory (bounded): enough to make
// guessing slow. With N instances a guesser gets N times the budget; see README "Sign-in".

export interface RateLimiterOptions {
  /** Failures allowed per window before the key is blocked until the window ends. */
  limit: number;
  windowMs: number;
  /** Keys remembered at most; the oldest are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

export interface RateLimiter {
  /** Milliseconds until the key may try again, or 0 when it may try now. */
  blockedFor(key: string): number;
  fail(key: string): void;
  reset(key: string): void;
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 10_000;
  const windows = new Map<string, { count: number; resetAt: number }>();

  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    blockedFor(key) {
      const entry = live(key);
      return entry && entry.count >= options.limit ? entry.resetAt - now() : 0;
    },
    fail(key) {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return;
      }
      if (windows.size >= maxKeys) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      windows.set(key, { count: 1, resetAt: now() + options.windowMs });
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
