// What the API handler's two modes (the mock, the proxy) are built from and what they hand back,
// and how both answer /readyz and log a check that changes.
import type { Context, Hono } from 'hono';
import type { HeldRecords } from './held/held-records-source';
import type { HeldSkips } from './held/held-skips-source';
import type { Meter } from './meter/meter';
import type { ServiceRecord } from './store/records-repo';
import type { ApiMode } from './server-env';

/** What the mode handlers need from the shared parts. */
export interface ModeContext {
  /** Is the database answering? (/readyz) */
  databaseReady: () => Promise<{ ready: boolean; reason?: string }>;
  /** Keeps relayed records (once they are read), by whom; never delays the answer, never throws. */
  keepRecords: (records: Promise<ServiceRecord[]>, by: string) => void;
  /** Every paid call goes through it: reserved under the caps before it leaves, settled after. */
  meter: Meter;
  /** The team's held records, which answer records asked for by `ids` (server/held/). */
  held: HeldRecords;
  /** The team's held skip-trace answers, per property and owner (server/held/answer-skips.ts). */
  heldSkips: HeldSkips;
}

/** What each mode builds; createApiHandler adds the sign-in stand-in and the lists API. */
export interface ModeHandler {
  app: Hono;
  mode: ApiMode;
  /** Settles when the handler can answer (the mock has built its dataset). */
  ready: Promise<void>;
}

/** Answers /readyz: ready when every check is; says which failed, never why (that is logged). */
export function readiness(
  c: Context,
  mode: ApiMode,
  checks: { database: boolean; upstream?: boolean; dataset?: boolean },
) {
  const ready = Object.values(checks).every(Boolean);
  return c.json(
    {
      status: ready ? 'ready' : 'unavailable',
      mode,
      database: { ready: checks.database },
      ...(checks.upstream !== undefined && { upstream: { reachable: checks.upstream } }),
    },
    ready ? 200 : 503,
  );
}

/** Logs a check's reason once when it changes, so a flapping database is in the log, not a flood. */
export function logChanges(log: (line: string) => void, what: string) {
  let last: string | undefined = 'ok';
  return (ok: boolean, reason?: string) => {
    const now = ok ? 'ok' : (reason ?? 'unavailable');
    if (now !== last) log(ok ? `[ready] ${what} is back` : `[ready] ${what} is not ready: ${now}`);
    last = now;
  };
}
