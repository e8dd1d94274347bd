// "Test connection": one free count-only search with the entered (unsaved) settings, explained in user words.
import { isApiError } from '../../api/api-error';
import { createApiClient } from '../../api/client';
import type { ConnectionSettings } from '../../lib/connection-settings';
import { explainError, isAbortError } from '../../lib/explain-error';
import { pluralize } from '../../lib/plural';
import type { ServerMode } from './server-info';

export interface TestOutcome {
  ok: boolean;
  title: string;
  body: string;
  /** The total the service reported, on success. */
  count?: number;
  requestId?: string;
  /** Server environment variables to set, shown as lines to copy (NAME=value). */
  serverEnv?: { name: string; value: string }[];
}

export interface TestTarget {
  settings: ConnectionSettings;
  serverMode: ServerMode;
}

export interface TestFailureContext {
  /** The page's security policy blocked the request (a CSP connect-src violation). */
  blockedByPolicy?: boolean;
  /**
   * The service is reachable (an opaque no-cors request got an answer) but the real request
   * failed as a network error: the service does not allow calls from this page's origin (CORS).
   */
  refusedByCors?: boolean;
}

/** The two variables that make this app's server the proxy to a service (server/server-env.ts). */
function proxyEnv(baseUrl: string): { name: string; value: string }[] {
  return [
    { name: 'PROPERTY_API_URL', value: baseUrl || 'https://api.realestateapi.com' },
    // The key itself is never echoed on screen: people share screens while setting up.
    { name: 'PROPERTY_API_KEY', value: '<your API key>' },
  ];
}

/** Where the test went, in words: a host name, or this app's own server. */
function targetName({ settings }: TestTarget): string {
  if (!settings.baseUrl) return 'this app’s server';
  try {
    return new URL(settings.baseUrl).host;
  } catch {
    return settings.baseUrl;
  }
}

function via({ settings, serverMode }: TestTarget): string {
  if (settings.baseUrl)
    return `Straight from this browser to ${targetName({ settings, serverMode })}.`;
  if (serverMode === 'proxy') return 'Through this app’s server, which holds the key.';
  if (serverMode === 'mock') return 'Through this app’s server: the embedded mock with demo data.';
  return 'Through this app’s server.';
}

function explainSuccess(count: number, target: TestTarget): TestOutcome {
  return {
    ok: true,
    title: `Connected — ${pluralize(count, 'property', 'properties')}`,
    body: via(target),
    count,
  };
}

const UPSTREAM_CODES = new Set(['UPSTREAM_UNREACHABLE', 'UPSTREAM_TIMEOUT', 'UPSTREAM_REDIRECT']);

export function explainTestFailure(
  error: unknown,
  target: TestTarget,
  context: TestFailureContext = {},
): TestOutcome {
  const where = targetName(target);
  const serverHoldsKey = !target.settings.baseUrl && !target.settings.apiKey;
  const fail = (title: string, body: string): TestOutcome => ({
    ok: false,
    title,
    body,
    // Support needs the id of a server fault; for a refused key it is noise.
    ...(isApiError(error) && error.status >= 500 && error.requestId
      ? { requestId: error.requestId }
      : {}),
  });
  if (!isApiError(error)) {
    const explained = explainError(error);
    return fail(explained.title, explained.body);
  }
  if (error.status === 0) {
    if (context.blockedByPolicy) {
      return fail(
        `Blocked by this site’s security policy`,
        `This deployment lets the browser connect only to its own server and the origins listed in CONNECT_ORIGINS. Ask whoever runs it to add ${where}, or leave the address empty to use this app’s server.`,
      );
    }
    if (context.refusedByCors) {
      return {
        ...fail(
          `${where} does not allow calls from a browser`,
          `${where} answered, but refused to let this page read the answer (it does not allow cross-origin requests: CORS). The real property data service never allows browser calls. Connect through this app’s server instead: set these two variables where the server runs, restart it, and leave the address above empty.`,
        ),
        serverEnv: proxyEnv(target.settings.baseUrl),
      };
    }
    return fail(
      `Could not reach ${where}`,
      target.settings.baseUrl
        ? 'Check the address and your internet connection. A service on another site must also allow requests from this page (CORS); if it does not, run this app with PROPERTY_API_URL and PROPERTY_API_KEY so its server makes the calls.'
        : 'Check your internet connection, then try again.',
    );
  }
  if (error.errorCode && UPSTREAM_CODES.has(error.errorCode)) {
    return fail(
      'This app’s server could not reach the property data service',
      `${error.message} Check PROPERTY_API_URL on the server, then try again.`,
    );
  }
  const explained = explainError(error);
  switch (error.status) {
    case 401:
      return fail(
        'Connected, but the API key was refused',
        serverHoldsKey && target.serverMode === 'proxy'
          ? 'The key this app’s server holds was refused. Check PROPERTY_API_KEY on the server.'
          : error.errorCode === 'AUTH_KEY_INACTIVE'
            ? 'This key has been switched off. Ask your account admin to reactivate it, or use another key.'
            : 'The service does not know this key. Check that it was copied completely, with no spaces.',
      );
    case 403:
      return fail(
        'Connected, but this key may not search properties',
        'The key lacks access to property search. Use a key with that scope, or ask your account admin to add it.',
      );
    case 402:
      return fail('Connected, but the account needs attention in billing', explained.body);
    case 429:
      return fail(
        'Connected, but this key is being rate-limited',
        explained.retryInSeconds
          ? `The service asks to wait ${pluralize(explained.retryInSeconds, 'second')} before the next request. Test again after that.`
          : explained.body,
      );
    case 404:
    case 405:
      return fail(
        `${where} answered, but not like the property data service`,
        'It has no /v2/PropertySearch. Check the address: it is the part before /v2/PropertySearch.',
      );
    default:
      break;
  }
  if (error.errorCode === 'INVALID_RESPONSE') {
    return fail(
      `${where} answered, but not like the property data service`,
      'Its answer was not the service’s JSON. Check the address.',
    );
  }
  return fail(explained.title, explained.body);
}

function isCrossOrigin(baseUrl: string): boolean {
  const here = globalThis.location?.origin;
  if (!baseUrl || !here) return false;
  try {
    return new URL(baseUrl, here).origin !== here;
  } catch {
    return false;
  }
}

/**
 * A cross-origin call that failed as a network error is either unreachable or refused by CORS;
 * the browser does not say which. A no-cors request tells them apart: it needs no permission
 * from the service, so it resolves (with an unreadable answer) whenever the service is reachable.
 * It carries no key and no body, so it costs nothing.
 */
async function reachableButNotReadable(
  baseUrl: string,
  doFetch: typeof fetch,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  if (!isCrossOrigin(baseUrl)) return false;
  try {
    await doFetch(`${baseUrl.replace(/\/+$/, '')}/v2/PropertySearch`, {
      method: 'HEAD',
      mode: 'no-cors',
      signal: signal ?? null,
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs the test. The client is built from the entered values, so nothing is stored until Save.
 * Resolves to an outcome for every failure except an abort (the dialog closed), which rejects.
 */
export async function testConnection(
  target: TestTarget,
  { signal, fetch: fetchImpl }: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<TestOutcome> {
  const { baseUrl, apiKey, userId } = target.settings;
  const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
  const api = createApiClient({
    baseUrl,
    apiKey: apiKey || undefined,
    userId,
    fetch: doFetch,
  });
  let blockedByPolicy = false;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.effectiveDirective === 'connect-src') blockedByPolicy = true;
  };
  const doc = typeof document === 'undefined' ? undefined : document;
  doc?.addEventListener('securitypolicyviolation', onViolation);
  try {
    const answer = await api.searchCount({}, { signal });
    return explainSuccess(answer.resultCount, target);
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    // The violation event is queued as a task; let it arrive before deciding what happened.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const refusedByCors =
      !blockedByPolicy &&
      isApiError(error) &&
      error.status === 0 &&
      (await reachableButNotReadable(baseUrl, doFetch, signal));
    return explainTestFailure(error, target, { blockedByPolicy, refusedByCors });
  } finally {
    doc?.removeEventListener('securitypolicyviolation', onViolation);
  }
}
