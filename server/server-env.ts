// Reads the server's settings from the environment: proxy to the real service, or the embedded mock.

export type ApiMode = 'mock' | 'proxy';

export interface ProxyTarget {
  /** Upstream base URL without a trailing slash; may carry a path prefix. */
  baseUrl: string;
  /** The account's key. Lives only in the server process: never logged, echoed or sent to browsers. */
  apiKey: string;
  timeoutMs: number;
  /** Largest upstream answer relayed; over it the browser gets a 502 (PROPERTY_API_MAX_RESPONSE_BYTES). */
  maxResponseBytes: number;
}

export interface ServerEnv {
  api: { mode: 'mock' } | ({ mode: 'proxy' } & ProxyTarget);
  port: number;
  /** Extra origins the browser may call directly (Settings → a custom base URL), for the CSP. */
  connectOrigins: string[];
  /**
   * Origins the map may load a basemap from (BASEMAP_ORIGINS), for the CSP. Optional so that a
   * hand-built env (tests) means "no online basemap"; readServerEnv always fills it.
   */
  basemapOrigins?: string[];
}

/**
 * OpenFreeMap, the street map the Basemap menu offers: free, no key
 * (docs/using-the-app.md "Basemaps").
 */
export const OPENFREEMAP_ORIGIN = 'https://tiles.openfreemap.org';

export const DEFAULT_PORT = 8080;
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;
/**
 * 8 MiB: the largest answer the app asks for is a bulk of 1,000 full MLS records, 3.9 MB from the
 * mock with public records (measured); the rest is headroom for the real service's longer texts.
 */
export const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function httpUrl(value: string, name: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  if (url.username || url.password)
    throw new Error(`${name} must not carry credentials; put the key in PROPERTY_API_KEY`);
  return url;
}

function originList(value: string | undefined, name: string): string[] {
  if (!value) return [];
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => httpUrl(entry, name).origin);
}

/**
 * BASEMAP_ORIGINS: unset means the street map's origin (OpenFreeMap), `none` means the offline
 * map only, else a list of http(s) origins. Each entry must parse as a URL, so a wildcard such as
 * `*` or `https:` is refused rather than quietly opening the policy to every host.
 */
function basemapOrigins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [OPENFREEMAP_ORIGIN];
  if (value.trim().toLowerCase() === 'none') return [];
  return [...new Set(originList(value, 'BASEMAP_ORIGINS'))];
}

/**
 * Proxy mode needs both PROPERTY_API_URL and PROPERTY_API_KEY. One without the other is a
 * misconfiguration, so it fails loudly instead of quietly serving the mock to a real team.
 */
export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const url = env.PROPERTY_API_URL?.trim() ?? '';
  const key = env.PROPERTY_API_KEY?.trim() ?? '';
  if (Boolean(url) !== Boolean(key)) {
    throw new Error(
      url
        ? 'PROPERTY_API_URL is set but PROPERTY_API_KEY is not: set both to proxy to the real service, or neither to use the mock.'
        : 'PROPERTY_API_KEY is set but PROPERTY_API_URL is not: set both to proxy to the real service, or neither to use the mock.',
    );
  }
  const port = positiveInt(env.PORT, DEFAULT_PORT, 'PORT');
  const connectOrigins = originList(env.CONNECT_ORIGINS, 'CONNECT_ORIGINS');
  const basemap = basemapOrigins(env.BASEMAP_ORIGINS);
  if (!url) return { api: { mode: 'mock' }, port, connectOrigins, basemapOrigins: basemap };
  const parsed = httpUrl(url, 'PROPERTY_API_URL');
  return {
    api: {
      mode: 'proxy',
      baseUrl: `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`,
      apiKey: key,
      timeoutMs: positiveInt(
        env.PROPERTY_API_TIMEOUT_MS,
        DEFAULT_UPSTREAM_TIMEOUT_MS,
        'PROPERTY_API_TIMEOUT_MS',
      ),
      maxResponseBytes: positiveInt(
        env.PROPERTY_API_MAX_RESPONSE_BYTES,
        DEFAULT_MAX_RESPONSE_BYTES,
        'PROPERTY_API_MAX_RESPONSE_BYTES',
      ),
    },
    port,
    connectOrigins,
    basemapOrigins: basemap,
  };
}
