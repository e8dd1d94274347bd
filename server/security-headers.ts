// The production server's security headers: a strict Content-Security-Policy and the usual hardening set.
// One list, used by the production server and by `vite preview`, so the e2e tests run under the same policy.
import type { MiddlewareHandler } from 'hono';

export interface CspOptions {
  /** Origins the browser may call directly (Settings → a custom API base URL). */
  connectOrigins?: readonly string[];
  /** Origins the map may load a basemap from: style JSON, tiles, sprites, glyphs (BASEMAP_ORIGINS). */
  basemapOrigins?: readonly string[];
}

/**
 * The directives that decide what the map may load. MapLibre fetches styles, tiles, sprites and
 * glyphs with fetch() (connect-src) and may decode images through <img> (img-src). worker-src stays
 * same-origin plus blob: on purpose: MapLibre's workers are built from our own files or blob: URLs,
 * browsers refuse cross-origin worker scripts anyway, and tile fetches made inside a worker are
 * governed by connect-src, so listing tile origins there would grant nothing the map needs.
 */
function mapDirectives({ connectOrigins = [], basemapOrigins = [] }: CspOptions) {
  return {
    // Images may come from any https origin because MLS photo URLs point at the service's CDN.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...basemapOrigins],
    'connect-src': ["'self'", ...connectOrigins, ...basemapOrigins],
    'worker-src': ["'self'", 'blob:'],
  };
}

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/**
 * No inline script or style anywhere: the build emits only external files, React and MapLibre set
 * styles through the CSSOM (which CSP does not govern), and MapLibre runs its workers from blob:
 * URLs.
 */
function contentSecurityPolicy(options: CspOptions = {}): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'font-src': ["'self'"],
    ...mapDirectives(options),
    'child-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * The policy `vite` dev sends: only the map's directives, because dev serves Vite's inline
 * scripts and styles, which the full policy forbids. It keeps dev honest about the one thing
 * that differs per deployment: which basemap and API origins the browser may reach.
 * 'self' covers the HMR websocket (CSP 3 matches ws: to the page's own host and port).
 */
export function devContentSecurityPolicy(options: CspOptions = {}): string {
  return serialize(mapDirectives(options));
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The headers every response gets. HSTS is left to whoever terminates TLS (the reverse proxy):
 * this server may well run plain HTTP behind it.
 */
export function securityHeaderList(options: CspOptions = {}): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    // Old browsers ignore frame-ancestors; this says the same to them.
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
  ];
}

export function securityHeaders(options: CspOptions = {}): MiddlewareHandler {
  const headers = securityHeaderList(options);
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
    c.res.headers.delete('X-Powered-By');
  };
}
