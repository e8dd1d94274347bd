// The production server's security headers: a strict Content-Security-Policy and the usual hardening set.
// One list, used by the production server and by `vite preview`, so the e2e tests run under the same policy.
import type { MiddlewareHandler } from 'hono';

export interface CspOptions {
  /** Origins the browser may call directly (Settings → a custom API base URL). */
  connectOrigins?: readonly string[];
}

/**
 * No inline script or style anywhere: the build emits only external files, React and MapLibre set
 * styles through the CSSOM (which CSP does not govern), and MapLibre runs its workers from blob:
 * URLs. Images may come from any https origin because MLS photo URLs point at the service's CDN.
 */
function contentSecurityPolicy({ connectOrigins = [] }: CspOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectOrigins],
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
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
