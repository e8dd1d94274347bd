// Is the upstream reachable? One cheap count search with a short timeout, cached, shared by concurrent callers.

export interface UpstreamStatus {
  /** The upstream answered over HTTP with something other than a 5xx. */
  reachable: boolean;
  /** Its HTTP status, when it answered. A 401/403 is reachable but means the key is refused. */
  status?: number;
  /** Why it is unreachable: a timeout, a connection error code, or a 5xx. */
  reason?: string;
  latencyMs: number;
  checkedAt: string;
}

export interface UpstreamProbeOptions {
  baseUrl: string;
  apiKey: string;
  fetch: typeof fetch;
  /** How long one probe may take. */
  timeoutMs?: number;
  /** How long an answer is reused: a load balancer polling every second costs one call per TTL. */
  ttlMs?: number;
  now?: () => number;
}

const PROBE_TIMEOUT_MS = 2_000;
const PROBE_TTL_MS = 15_000;

function failureCode(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown error';
}

export function createUpstreamProbe(options: UpstreamProbeOptions): () => Promise<UpstreamStatus> {
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  const ttlMs = options.ttlMs ?? PROBE_TTL_MS;
  const now = options.now ?? Date.now;
  let cached: { status: UpstreamStatus; at: number } | undefined;
  let inFlight: Promise<UpstreamStatus> | undefined;

  async function probe(): Promise<UpstreamStatus> {
    const startedAt = now();
    const done = (fields: Omit<UpstreamStatus, 'latencyMs' | 'checkedAt'>): UpstreamStatus => ({
      ...fields,
      latencyMs: Math.max(0, now() - startedAt),
      checkedAt: new Date(now()).toISOString(),
    });
    try {
      // Counting is free on the real service (reference-shapes "Rate limits and credits").
      const response = await options.fetch(`${options.baseUrl}/v2/PropertySearch`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-api-key': options.apiKey,
        },
        body: JSON.stringify({ count: true }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.status >= 500)
        return done({
          reachable: false,
          status: response.status,
          reason: `HTTP ${response.status}`,
        });
      return done({ reachable: true, status: response.status });
    } catch (error) {
      const reason =
        error instanceof DOMException && error.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : failureCode(error);
      return done({ reachable: false, reason });
    }
  }

  return () => {
    if (cached && now() - cached.at < ttlMs) return Promise.resolve(cached.status);
    inFlight ??= probe().then((status) => {
      cached = { status, at: now() };
      inFlight = undefined;
      return status;
    });
    return inFlight;
  };
}
