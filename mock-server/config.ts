// Reads the mock's settings from the environment, with the documented defaults.

export interface MockConfig {
  port: number;
  properties: number;
  seed: number;
  /** The clock that search_range windows count back from. */
  now: Date;
  slowMs: number;
  retryAfterSeconds: number;
  /**
   * Enforce the vendor's skip-trace rates per key (10 a second single, 20 batch) with a 429. Off
   * by default: the app, the tests and the demos ask faster than that on purpose.
   */
  skipRateLimit?: boolean;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function dateFrom(value: string | undefined): Date {
  if (!value) {
    const today = new Date();
    return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  }
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime()))
    throw new Error(`MOCK_NOW must be a date (YYYY-MM-DD), got "${value}"`);
  return date;
}

export function readMockConfig(env: NodeJS.ProcessEnv = process.env): MockConfig {
  return {
    port: intFrom(env.PORT, 4010, 'PORT'),
    properties: Math.max(1, intFrom(env.MOCK_PROPERTIES, 100_000, 'MOCK_PROPERTIES')),
    seed: intFrom(env.MOCK_SEED, 1, 'MOCK_SEED'),
    now: dateFrom(env.MOCK_NOW),
    slowMs: intFrom(env.MOCK_SLOW_MS, 1500, 'MOCK_SLOW_MS'),
    retryAfterSeconds: intFrom(env.MOCK_RETRY_AFTER_S, 3, 'MOCK_RETRY_AFTER_S'),
    skipRateLimit: env.MOCK_SKIP_RATE_LIMIT === '1',
  };
}
