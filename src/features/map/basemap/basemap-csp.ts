// Whether the page's Content-Security-Policy lets the map reach a basemap URL's origin. The server
// allows only the origins it was configured with (BASEMAP_ORIGINS), so a URL the user types may be
// one the browser will refuse; the Basemap menu says so before trying, instead of showing a blank map.

/** The sources one policy allows for fetch(), or null when it does not restrict fetch at all. */
function connectSources(policy: string): string[] | null {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives.get('connect-src') ?? directives.get('default-src') ?? null;
}

function sourceAllows(source: string, target: URL, page: URL): boolean {
  const s = source.toLowerCase();
  if (s === "'self'") return target.origin === page.origin;
  if (s === '*') return target.protocol === 'http:' || target.protocol === 'https:';
  if (/^[a-z][a-z0-9+.-]*:$/.test(s)) return target.protocol === s;
  let parsed: URL;
  try {
    parsed = new URL(s.replace('://*.', '://wildcard.'));
  } catch {
    return false;
  }
  if (parsed.protocol !== target.protocol) return false;
  if (parsed.port !== target.port) return false;
  if (s.includes('://*.'))
    return target.hostname.endsWith(parsed.hostname.slice('wildcard'.length));
  return parsed.hostname === target.hostname;
}

/**
 * Whether every policy in `header` (a Content-Security-Policy header; several policies arrive
 * comma-joined and all must allow) lets the page fetch `url`. No header: nothing is restricted.
 */
export function policyAllows(header: string | null, url: string, pageUrl: string): boolean {
  if (!header) return true;
  const page = new URL(pageUrl);
  const target = new URL(url.replace(/^pmtiles:\/\//, ''), page);
  return header.split(',').every((policy) => {
    const sources = connectSources(policy);
    return sources === null || sources.some((source) => sourceAllows(source, target, page));
  });
}

/** The URL's origin, for messages. */
export function originOf(url: string, pageUrl: string): string {
  return new URL(url.replace(/^pmtiles:\/\//, ''), pageUrl).origin;
}

let pagePolicy: Promise<string | null> | undefined;

/**
 * The policy the server sends for this page, read once from a HEAD of the page's own URL (the
 * document's own headers are not readable from script). A failure reads as "unknown": the menu
 * then lets the browser be the judge.
 */
export function loadPagePolicy(pageUrl: string = window.location.href): Promise<string | null> {
  pagePolicy ??= fetch(pageUrl, { method: 'HEAD', cache: 'no-store' }).then(
    (response) => response.headers.get('content-security-policy'),
    () => null,
  );
  return pagePolicy;
}
