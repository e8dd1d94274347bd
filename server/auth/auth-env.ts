// Reads how the production server knows who is calling: sign-in with a users file, a trusted SSO proxy's header, or nobody.
import { resolve } from 'node:path';
import type { ApiMode } from '../server-env';

/** Which peers may vouch for a request: nobody, anybody (the server is reachable only through the proxy), or these addresses. */
export type TrustedPeers = 'none' | 'any' | readonly string[];

export interface PasswordAuth {
  mode: 'password';
  usersFile: string;
  /** Signs session cookies. The same value on every instance, so a session works on all of them. */
  sessionSecret: string;
  sessionTtlMs: number;
}

export interface HeaderAuth {
  mode: 'header';
  /** The header the SSO proxy sets to the signed-in user (lower case). */
  header: string;
  /** Only requests whose socket comes from these addresses may carry it. */
  proxyIps: readonly string[];
}

export type AuthConfig = (PasswordAuth | HeaderAuth | { mode: 'none' }) & {
  /** Peers whose x-forwarded-proto / x-forwarded-for are believed (TRUST_PROXY). */
  trustProxy: TrustedPeers;
  /** Secure cookies: always, never, or when the request came over https (directly or per a trusted proxy). */
  secureCookies: 'auto' | 'always' | 'never';
};

const DEFAULT_USERS_FILE = './users.json';
const DEFAULT_SESSION_TTL_HOURS = 12;
const DEFAULT_AUTH_HEADER = 'x-forwarded-user';
const MIN_SESSION_SECRET_LENGTH = 32;

const SECRET_HINT =
  "Generate one with: node -e \"console.log(require('node:crypto').randomBytes(32).toString('base64url'))\"";

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function trustedPeers(value: string | undefined): TrustedPeers {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === '0') return 'none';
  if (text === 'true' || text === '1') return 'any';
  return list(value);
}

function secureSetting(value: string | undefined): AuthConfig['secureCookies'] {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'auto') return 'auto';
  if (text === 'true' || text === '1') return 'always';
  if (text === 'false' || text === '0') return 'never';
  throw new Error(`COOKIE_SECURE must be auto, true or false, got "${value}"`);
}

function ttlHours(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_SESSION_TTL_HOURS;
  const hours = Number(value);
  if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 30)
    throw new Error(`SESSION_TTL_HOURS must be a number of hours from 0 to 720, got "${value}"`);
  return hours;
}

/**
 * Proxy mode signs in by default: the server holds a company key, and nobody may spend it
 * unseen. The mock (the offline demo) stays open unless AUTH asks otherwise.
 */
export function readAuthEnv(
  env: NodeJS.ProcessEnv,
  apiMode: ApiMode,
  cwd: string = process.cwd(),
): AuthConfig {
  const raw = env.AUTH?.trim().toLowerCase() || (apiMode === 'proxy' ? 'password' : 'none');
  const common = {
    trustProxy: trustedPeers(env.TRUST_PROXY),
    secureCookies: secureSetting(env.COOKIE_SECURE),
  };
  if (raw === 'none') return { mode: 'none', ...common };
  if (raw === 'password') {
    const sessionSecret = env.SESSION_SECRET?.trim() ?? '';
    if (sessionSecret.length < MIN_SESSION_SECRET_LENGTH)
      throw new Error(
        `SESSION_SECRET must be set to at least ${MIN_SESSION_SECRET_LENGTH} random characters (the same on every instance) to sign sessions. ${SECRET_HINT}`,
      );
    return {
      mode: 'password',
      usersFile: resolve(cwd, env.USERS_FILE?.trim() || DEFAULT_USERS_FILE),
      sessionSecret,
      sessionTtlMs: ttlHours(env.SESSION_TTL_HOURS) * 3_600_000,
      ...common,
    };
  }
  if (raw === 'header') {
    const proxyIps = list(env.AUTH_PROXY_IPS);
    if (proxyIps.length === 0)
      throw new Error(
        'AUTH=header needs AUTH_PROXY_IPS: the address(es) of the reverse proxy that sets the user header. Without it anyone could claim to be anyone.',
      );
    return {
      mode: 'header',
      header: (env.AUTH_HEADER?.trim() || DEFAULT_AUTH_HEADER).toLowerCase(),
      proxyIps,
      ...common,
    };
  }
  throw new Error(`AUTH must be password, header or none, got "${env.AUTH}"`);
}
