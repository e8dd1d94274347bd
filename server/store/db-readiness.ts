// Can the database answer? `SELECT 1` with a short deadline, cached for a moment and shared by
// concurrent callers, for /readyz: a load balancer takes an instance out of rotation while its
// database is unreachable (or PGlite's folder is held by another process) and back once it answers.
import type { AppStore } from './store';

interface DbReadiness {
  ready: boolean;
  /** Why not, for the server's log only (never shown to an anonymous caller). */
  reason?: string;
}

export interface DbReadinessOptions {
  timeoutMs?: number;
  ttlMs?: number;
  now?: () => number;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createDbReadiness(
  store: () => Promise<AppStore>,
  options: DbReadinessOptions = {},
): () => Promise<DbReadiness> {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const ttlMs = options.ttlMs ?? 1_000;
  const now = options.now ?? Date.now;
  let cached: { value: DbReadiness; at: number } | undefined;
  let inFlight: Promise<DbReadiness> | undefined;

  async function check(): Promise<DbReadiness> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([store().then((s) => s.db.query('SELECT 1')), deadline]);
      return { ready: true };
    } catch (error) {
      return { ready: false, reason: reasonOf(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  return () => {
    if (cached && now() - cached.at < ttlMs) return Promise.resolve(cached.value);
    inFlight ??= check().then((value) => {
      cached = { value, at: now() };
      inFlight = undefined;
      return value;
    });
    return inFlight;
  };
}
