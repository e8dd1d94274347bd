// Which upstream response headers reach the browser: a short allowlist, each value scrubbed of the key.
import type { Redactor } from './redact';

/**
 * The headers the app reads, and nothing else:
 * - content-type: the client parses JSON;
 * - retry-after: the client waits before retrying a 429;
 * - x-request-id: shown to the user on a server fault, for support.
 * Dropped: set-cookie (the upstream's session is not the user's), server and x-powered-by
 * (fingerprinting), location (redirects are refused anyway), www-authenticate, rate-limit and
 * account internals, and the hop-by-hop and encoding headers this server recomputes.
 */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'retry-after', 'x-request-id'] as const;

/** A header longer than this is not one the app needs; it is dropped rather than trimmed. */
const MAX_HEADER_VALUE_LENGTH = 256;

export function forwardedResponseHeaders(upstream: Headers, redactor: Redactor): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.get(name);
    if (!value || value.length > MAX_HEADER_VALUE_LENGTH) continue;
    headers.set(name, redactor.text(value));
  }
  return headers;
}
