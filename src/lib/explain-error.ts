// Turns any error the API module surfaces into words a sales user understands, plus what to do next.
import { isApiError, type ApiError } from '../api/api-error';

/** What the screen should offer next to the message. */
type ErrorAction = 'settings' | 'retry' | 'billing' | 'wait' | 'none';

export interface ErrorExplanation {
  title: string;
  body: string;
  action: ErrorAction;
  /** For 'wait': seconds until an automatic retry (from Retry-After). */
  retryInSeconds?: number;
  /** For server faults: the id support needs to find the request. */
  requestId?: string;
}

type Explainer = (error: ApiError) => ErrorExplanation;

const SETTINGS_HINT = 'Check your API key in Settings.';

function keyNotFound(): ErrorExplanation {
  return {
    title: 'API key not recognised',
    body: `The service does not know this API key. ${SETTINGS_HINT}`,
    action: 'settings',
  };
}

function scopeUnauthorized(): ErrorExplanation {
  return {
    title: 'Your API key is not allowed to do this',
    body: 'This key lacks access to this part of the service. Use a key with access in Settings, or ask your account admin to add it.',
    action: 'settings',
  };
}

function rateLimited(error: ApiError): ErrorExplanation {
  const seconds = retrySeconds(error);
  if (seconds === undefined) {
    return {
      title: 'Too many requests',
      body: 'The service is limiting how often this key can make requests. Wait a moment, then try again.',
      action: 'wait',
    };
  }
  return {
    title: 'Too many requests',
    // The countdown itself is rendered live next to this text (RetryCountdown).
    body: 'The service is limiting how often this key can make requests.',
    action: 'wait',
    retryInSeconds: seconds,
  };
}

function networkError(): ErrorExplanation {
  return {
    title: 'Can’t reach the service',
    body: 'Check your internet connection, then try again. If you use a custom service address, check it in Settings.',
    action: 'retry',
  };
}

/** One entry per errorCode of spec §7.3 and §7.5, plus the client's own codes. */
const BY_CODE: Record<string, Explainer> = {
  AUTH_KEY_NOT_FOUND: () => keyNotFound(),
  AUTH_KEY_INACTIVE: () => ({
    title: 'Your API key is inactive',
    body: `This key has been switched off. ${SETTINGS_HINT} If it should work, ask your account admin to reactivate it.`,
    action: 'settings',
  }),
  AUTH_SCOPE_UNAUTHORIZED: () => scopeUnauthorized(),
  MLS_PLAN_REQUIRED: () => ({
    title: 'An MLS plan is required',
    body: 'MLS listing details need an MLS plan on your account. Add one in billing, or ask your account manager.',
    action: 'billing',
  }),
  MLS_SUBSCRIPTION_INACTIVE: () => ({
    title: 'Your MLS subscription is inactive',
    body: 'Renew the MLS subscription in billing to see listing details again.',
    action: 'billing',
  }),
  WALLET_INSUFFICIENT_BALANCE: () => ({
    title: 'Your balance is too low',
    body: 'Add funds to your wallet in billing to load leads. Counting leads is free and still works.',
    action: 'billing',
  }),
  RATE_LIMIT_EXCEEDED: (error) => rateLimited(error),
  DAILY_USAGE_EXCEEDED: () => ({
    title: 'Daily limit reached',
    body: `This API key has used today’s credits. The limit resets at midnight UTC (${untilMidnightUtc()}); until then, use another key in Settings.`,
    action: 'settings',
  }),
  TEST_KEY_USAGE_EXCEEDED: () => ({
    title: 'Test key limit reached',
    body: 'This test key has used all of its requests. Switch to a production key in Settings.',
    action: 'settings',
  }),
  INTERNAL_ERROR: (error) => serverFault(error),
  MLS_NOT_FOUND: (error) => ({
    title: 'No MLS listing found',
    body: error.message || 'No MLS listing matched. The property may not be listed.',
    action: 'none',
  }),
  NETWORK_ERROR: () => networkError(),
  // The app's own server (proxy mode with sign-in): the session ended; the sign-in screen follows.
  SIGN_IN_REQUIRED: () => ({
    title: 'You are signed out',
    body: 'Your session has ended. Sign in again to carry on.',
    action: 'none',
  }),
  INVALID_RESPONSE: (error) => ({
    title: 'Unexpected answer from the service',
    // Not asked again on its own: the same answer would come back, and a list costs credits.
    body: 'The service answered in a form this app does not understand, so it was not asked again. Try again; if it keeps happening, tell support.',
    action: 'retry',
    ...withRequestId(error),
  }),
  ANSWERED_WITH_ERROR: (error) => ({
    title: 'The service had no answer for this',
    body: `The service said: “${error.message}”`,
    action: 'none',
    ...withRequestId(error),
  }),
};

/** Request-validation codes (§7.1, §7.2): the service's own message names the field to fix. */
const VALIDATION_CODES = new Set([
  'VALIDATION_FAILED',
  'MISSING_LOOKUP',
  'MLS_NUMBER_NEEDS_BOARD',
  'INVALID_ADDRESS',
  'INCOMPLETE_ADDRESS',
  'UNKNOWN_FIELD',
  'INVALID_FIELD_SECTION',
  'INVALID_FIELD_SELECTOR',
  'MISSING_ID_ARRAY',
  'CONFLICTING_ID_ARRAYS',
  'TOO_MANY_IDS',
  'EMPTY_ID_ARRAY',
]);

/** "in about 5 hours" until the next midnight UTC, when the vendor's daily caps reset. */
export function untilMidnightUtc(now: number = Date.now()): string {
  const next = new Date(now);
  next.setUTCHours(24, 0, 0, 0);
  const minutes = Math.max(1, Math.ceil((next.getTime() - now) / 60_000));
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `in about ${hours} hour${hours === 1 ? '' : 's'}`;
}

function retrySeconds(error: ApiError): number | undefined {
  if (error.retryAfterMs === undefined) return undefined;
  return Math.max(1, Math.ceil(error.retryAfterMs / 1000));
}

function withRequestId(error: ApiError): { requestId?: string } {
  return error.requestId ? { requestId: error.requestId } : {};
}

function serverFault(error: ApiError): ErrorExplanation {
  return {
    title: 'Something went wrong',
    body: error.requestId
      ? 'The service had a problem answering. Try again in a moment; if it keeps happening, send support the request id below.'
      : 'The service had a problem answering. Try again in a moment.',
    action: 'retry',
    ...withRequestId(error),
  };
}

function validation(error: ApiError): ErrorExplanation {
  const detail = error.violations?.length
    ? error.violations.map((v) => v.message).join('; ')
    : error.message;
  return {
    title: 'The service could not run this request',
    body: `Some values were not accepted: ${detail}. Adjust them and try again.`,
    action: 'none',
  };
}

function byStatus(error: ApiError): ErrorExplanation {
  const { status } = error;
  if (status === 0) return networkError();
  if (status === 400 || status === 422) return validation(error);
  if (status === 401) return keyNotFound();
  if (status === 402) {
    return {
      title: 'Payment required',
      body: 'Your account needs attention in billing before this can run.',
      action: 'billing',
    };
  }
  if (status === 403) return scopeUnauthorized();
  if (status === 404) {
    return {
      title: 'Not found',
      body: 'The service found nothing for this request. Check the address of the service in Settings if this keeps happening.',
      action: 'none',
    };
  }
  if (status === 413) {
    return {
      title: 'Request too large',
      body: 'This request is bigger than the service accepts. Narrow it down and try again.',
      action: 'none',
    };
  }
  if (status === 429) return rateLimited(error);
  if (status >= 500) {
    if (status === 502 || status === 503 || status === 504) {
      return {
        title: 'The service is unavailable',
        body: 'The service is not answering right now. Try again in a moment.',
        action: 'retry',
        ...withRequestId(error),
      };
    }
    return serverFault(error);
  }
  return {
    title: 'The request failed',
    body: `The service answered: ${error.message}`,
    action: 'none',
    ...withRequestId(error),
  };
}

/** Explains any thrown value; ApiErrors get a specific message, anything else a generic one. */
export function explainError(error: unknown): ErrorExplanation {
  if (!isApiError(error)) {
    return {
      title: 'Something went wrong',
      body: 'An unexpected problem stopped this from loading. Try again.',
      action: 'retry',
    };
  }
  const code = error.errorCode;
  if (code && VALIDATION_CODES.has(code)) return validation(error);
  const explain = code ? BY_CODE[code] : undefined;
  return explain ? explain(error) : byStatus(error);
}

/** True for an aborted fetch (a cancelled query or export), which is not an error to show. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}
