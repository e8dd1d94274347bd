// Where a webhook may be sent (docs/webhooks.md "Where a webhook may go"): a URL checked when it is
// saved and again at every attempt, after DNS, by the address the connection then uses (the
// pinned lookup below), so a name that resolves to a public address when checked and to
// 127.0.0.1 a moment later (DNS rebinding) cannot reach the server's own network.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { refusedAddress } from './address-class';

export interface TargetRules {
  /** Only https: outside development and tests (targetRulesFromEnv). */
  httpsOnly: boolean;
  /** The team's admin setting webhookAllowPrivateTargets. */
  allowPrivate: boolean;
}

/**
 * https only unless the server runs in development or tests (NODE_ENV development or test, as
 * vite dev and vitest set it) or WEBHOOK_ALLOW_HTTP=true says so (vite preview for the e2e
 * tests): a production server started without NODE_ENV (`npm run serve`) is https only.
 */
export function httpsOnlyFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.WEBHOOK_ALLOW_HTTP?.trim() === 'true') return false;
  return env.NODE_ENV !== 'development' && env.NODE_ENV !== 'test';
}

export class TargetRefused extends Error {
  override name = 'TargetRefused';
}

/** The URL's own problems (scheme, credentials, an IP literal's class), before any DNS. */
export function parseTarget(text: string, rules: TargetRules): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TargetRefused('The webhook URL is not a valid URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new TargetRefused('A webhook URL starts with https://.');
  if (url.protocol === 'http:' && rules.httpsOnly)
    throw new TargetRefused('A webhook URL must use https:// on this server.');
  if (url.username || url.password)
    throw new TargetRefused(
      'A webhook URL may not carry a user name or password: the signature proves who sent it.',
    );
  if (url.hash) throw new TargetRefused('A webhook URL may not have a #fragment.');
  const literal = bareHost(url);
  if (isIP(literal)) {
    const problem = refusedAddress(literal, rules.allowPrivate);
    if (problem) throw new TargetRefused(problem);
  }
  return url;
}

/** The host without IPv6 brackets. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Every address `host` resolves to, each checked; the first refused one refuses the name. */
async function resolveChecked(host: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  if (isIP(host)) {
    const problem = refusedAddress(host, allowPrivate);
    if (problem) throw new TargetRefused(problem);
    return [{ address: host, family: isIP(host) }];
  }
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, found) =>
      error
        ? reject(new TargetRefused(`${host} could not be found (${error.code ?? 'DNS error'}).`))
        : resolve(found),
    ),
  );
  if (addresses.length === 0) throw new TargetRefused(`${host} could not be found.`);
  for (const { address } of addresses) {
    const problem = refusedAddress(address, allowPrivate);
    if (problem) throw new TargetRefused(`${host} resolves to ${problem}`);
  }
  return addresses;
}

/** A URL as it is saved: its form checked and its name resolved to allowed addresses only. */
export async function checkTarget(text: string, rules: TargetRules): Promise<URL> {
  const url = parseTarget(text, rules);
  await resolveChecked(bareHost(url), rules.allowPrivate);
  return url;
}

/**
 * A `lookup` for http(s).request that answers only addresses it has just checked: the socket
 * connects to what was checked, never to a second answer of the DNS. (An IP literal never reaches
 * a lookup; parseTarget has checked it.)
 */
export function pinnedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolveChecked(hostname, allowPrivate).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = addresses.filter((a) => wanted === 0 || a.family === wanted);
        if (usable.length === 0) {
          callback(new TargetRefused(`${hostname} has no address of the family asked for.`), '', 0);
          return;
        }
        if (options.all)
          (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: Error) => callback(error, '', 0),
    );
  };
}
