// The one error type the API module throws, carrying what the UI needs to explain a failure.

export interface ApiErrorDetails {
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  /** The service's stable code, or a client-side one: NETWORK_ERROR, INVALID_RESPONSE, ANSWERED_WITH_ERROR. */
  errorCode: string | undefined;
  message: string;
  requestId?: string | undefined;
  retryAfterMs?: number | undefined;
  /** The request payload the service echoed back, when it did. */
  input?: unknown;
  /** Boom `details` (field + message) when the service listed them. */
  violations?: { field: string; message: string; errorCode?: string | undefined }[] | undefined;
}

export class ApiError extends Error implements ApiErrorDetails {
  readonly status: number;
  readonly errorCode: string | undefined;
  readonly requestId: string | undefined;
  readonly retryAfterMs: number | undefined;
  readonly input: unknown;
  readonly violations: ApiErrorDetails['violations'];

  constructor(details: ApiErrorDetails) {
    super(details.message);
    this.name = 'ApiError';
    this.status = details.status;
    this.errorCode = details.errorCode;
    this.requestId = details.requestId;
    this.retryAfterMs = details.retryAfterMs;
    this.input = details.input;
    this.violations = details.violations;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Parses Retry-After (seconds or an HTTP date) into milliseconds from `now`. */
export function parseRetryAfter(
  header: string | null,
  now: number = Date.now(),
): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  // A number is delay-seconds; a negative one is invalid, not a date (Date.parse('-5') is a year).
  if (Number.isFinite(seconds)) return seconds >= 0 ? Math.round(seconds * 1000) : undefined;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
