// Turns any error the API module surfaces into words a sales user understands, plus what to do next.
import { isApiError, type ApiError } from '../api/api-error';
import { isErrorCode } from '../api/contract/error-table';
import { ERROR_DETAILS, type ErrorAction, type UserWords } from '../api/contract/error-details';

export interface ErrorExplanation {
  title: string;
  body: string;
  action: ErrorAction;
  /** For 'wait': seconds until an automatic retry (from Retry-After). */
  retryInSeconds?: number;
  /** For server faults: the id support needs to find the request. */
  requestId?: string;
}

/** A code's words from ERROR_DETAILS, with `{resetsIn}` and `{serviceMessage}` filled in. */
function fromWords(words: UserWords, error: ApiError): ErrorExplanation {
  if ('shape' in words) {
    if (words.shape === 'validation') return validation(error);
    if (words.shape === 'rate-limit') return rateLimited(error);
    return serverFault(error);
  }
  const body =
    words.bodyWithoutMessage !== undefined && !error.message
      ? words.bodyWithoutMessage
      : words.body
          .replace('{resetsIn}', untilMidnightUtc())
          .replace('{serviceMessage}', error.message);
  return {
    title: words.title,
    body,
    action: words.action,
    ...(words.showRequestId ? withRequestId(error) : {}),
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

/** Errors without a known code, by their HTTP status; the usual code's words where there is one. */
function byStatus(error: ApiError): ErrorExplanation {
  const { status } = error;
  if (status === 0) return fromWords(ERROR_DETAILS.NETWORK_ERROR.words, error);
  if (status === 400 || status === 422) return validation(error);
  if (status === 401) return fromWords(ERROR_DETAILS.AUTH_KEY_NOT_FOUND.words, error);
  if (status === 402) {
    return {
      title: 'Payment required',
      body: 'Your account needs attention in billing before this can run.',
      action: 'billing',
    };
  }
  if (status === 403) return fromWords(ERROR_DETAILS.AUTH_SCOPE_UNAUTHORIZED.words, error);
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
  return isErrorCode(code) ? fromWords(ERROR_DETAILS[code].words, error) : byStatus(error);
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
