// Every error code the app can meet, and how it behaves: where it comes from, the HTTP status it
// arrives with, and whether the client retries it. The rest of a code's facts (the message the
// service sends, the words a user reads, the demo key that triggers it) are its row in
// ./error-details.ts, which the compiler keeps complete: a new code is one row in each, plus a
// docs/mock.md "Demo keys" line when it gets a demo key (docs/recipes.md "Adding an error code").
// Two modules for the bundle's sake: this one is on the first screen (the client's retry policy
// reads it, ~0.3 KB gzip), the details load only with the error screens. Plain data: the mock and
// the server may import only src/api/contract/.

/**
 * How the client's retry policy treats the code:
 *  - never: asking again gets the same answer (and a list costs credits again);
 *  - backoff: waiting cures it, so retry with exponential backoff;
 *  - after-retry-after: a rate limit; retry after the service's Retry-After when that wait is short.
 * A daily or test-key cap is `never`: waiting a few seconds cannot cure it.
 */
export type RetryRule = 'never' | 'backoff' | 'after-retry-after';

/**
 * Where the code comes from: the service's request validation (§7.1, §7.2), its key and plan gate
 * (§7.3), a lookup miss (§7.4), a server fault (§7.5), the app's own server (sign-in), or the
 * client itself (no answer, or one it cannot use: INVALID_RESPONSE is never asked again, since
 * the same answer would come back and a list costs credits).
 */
type ErrorLayer = 'validation' | 'gate' | 'lookup' | 'server' | 'app-server' | 'client';

export interface ErrorFacts {
  layer: ErrorLayer;
  /** HTTP status the error arrives with (0: no answer at all). */
  status: number;
  retry: RetryRule;
}

const VALIDATION = { layer: 'validation', status: 400, retry: 'never' } as const;

export const ERROR_TABLE = {
  // §7.1 and §7.2: request validation; the service's own message names the field to fix.
  MISSING_LOOKUP: VALIDATION,
  MLS_NUMBER_NEEDS_BOARD: VALIDATION,
  INVALID_ADDRESS: VALIDATION,
  INCOMPLETE_ADDRESS: VALIDATION,
  UNKNOWN_FIELD: VALIDATION,
  INVALID_FIELD_SECTION: VALIDATION,
  INVALID_FIELD_SELECTOR: VALIDATION,
  VALIDATION_FAILED: VALIDATION,
  MISSING_ID_ARRAY: VALIDATION,
  CONFLICTING_ID_ARRAYS: VALIDATION,
  TOO_MANY_IDS: VALIDATION,
  EMPTY_ID_ARRAY: VALIDATION,

  // §7.3: the key, scope and plan gate.
  AUTH_KEY_NOT_FOUND: { layer: 'gate', status: 401, retry: 'never' },
  AUTH_KEY_INACTIVE: { layer: 'gate', status: 401, retry: 'never' },
  AUTH_SCOPE_UNAUTHORIZED: { layer: 'gate', status: 403, retry: 'never' },
  MLS_PLAN_REQUIRED: { layer: 'gate', status: 403, retry: 'never' },
  // reference-shapes "Property mapping": the plan lacks the PropertyMapping scope (Growth plans and up).
  MAPPING_SCOPE_UNAUTHORIZED: { layer: 'gate', status: 403, retry: 'never' },
  // reference-shapes "Skip trace": a key that searches but may not skip trace (owner phones and emails).
  SKIPTRACE_SCOPE_UNAUTHORIZED: { layer: 'gate', status: 403, retry: 'never' },
  MLS_SUBSCRIPTION_INACTIVE: { layer: 'gate', status: 402, retry: 'never' },
  WALLET_INSUFFICIENT_BALANCE: { layer: 'gate', status: 402, retry: 'never' },
  RATE_LIMIT_EXCEEDED: { layer: 'gate', status: 429, retry: 'after-retry-after' },
  DAILY_USAGE_EXCEEDED: { layer: 'gate', status: 429, retry: 'never' },
  TEST_KEY_USAGE_EXCEEDED: { layer: 'gate', status: 429, retry: 'never' },

  // §7.4: a valid lookup that found nothing.
  MLS_NOT_FOUND: { layer: 'lookup', status: 404, retry: 'never' },

  // §7.5
  INTERNAL_ERROR: { layer: 'server', status: 500, retry: 'backoff' },

  // The app's own server (proxy mode with sign-in): the session ended; the sign-in screen follows.
  SIGN_IN_REQUIRED: { layer: 'app-server', status: 401, retry: 'never' },
  // The app's own server cannot reach its database (users, sessions, lists): waiting cures it.
  DATABASE_UNAVAILABLE: { layer: 'app-server', status: 503, retry: 'backoff' },
  // The app's own server: the call could cross the member's monthly or the team's daily credit
  // cap, so it never left. A new month, a new day or an admin lifts it; asking again does not.
  SPEND_CAP_REACHED: { layer: 'app-server', status: 402, retry: 'never' },

  // The client's own codes (src/api/client.ts, src/api/read/read-error.ts).
  NETWORK_ERROR: { layer: 'client', status: 0, retry: 'backoff' },
  INVALID_RESPONSE: { layer: 'client', status: 200, retry: 'never' },
  ANSWERED_WITH_ERROR: { layer: 'client', status: 200, retry: 'never' },
} as const satisfies Record<string, ErrorFacts>;

export type ErrorCode = keyof typeof ERROR_TABLE;

/** Codes the key gate (and the mock's forced 500) answers with, before any request is read. */
export type GateErrorCode = {
  [K in ErrorCode]: (typeof ERROR_TABLE)[K]['layer'] extends 'gate' | 'server' ? K : never;
}[ErrorCode];

const CODES: ReadonlySet<string> = new Set(Object.keys(ERROR_TABLE));

/**
 * True for a code of the table. Codes come off the wire, so this is a Set lookup, not `code in
 * ERROR_TABLE`: a plain object also answers for inherited names such as `constructor`.
 */
export function isErrorCode(code: string | undefined): code is ErrorCode {
  return code !== undefined && CODES.has(code);
}

export function isGateCode(code: ErrorCode): code is GateErrorCode {
  const { layer } = ERROR_TABLE[code];
  return layer === 'gate' || layer === 'server';
}
