// Every error code the app can meet, with all of its facts in one row: HTTP status, the message the
// service sends, whether the client retries it, the words a sales user sees, and the demo key that
// triggers it. The contract, the mock, the production server, the client's retry policy and the UI
// all read this table, so a new code is one new row (plus a README line if it gets a demo key).
// Plain data on purpose: the mock and the server may import only src/api/contract/.

/** What the screen offers next to the message. */
export type ErrorAction = 'settings' | 'retry' | 'billing' | 'wait' | 'none';

/**
 * How the client's retry policy treats the code:
 *  - never: asking again gets the same answer (and a list costs credits again);
 *  - backoff: waiting cures it, so retry with exponential backoff;
 *  - after-retry-after: a rate limit; retry after the service's Retry-After when that wait is short.
 */
export type RetryRule = 'never' | 'backoff' | 'after-retry-after';

/**
 * Words for a sales user. Fixed words may hold `{resetsIn}` (time until the midnight-UTC reset) and
 * `{serviceMessage}` (the service's own message); `showRequestId` adds the id support needs.
 * The three shapes are words that depend on the error itself (its violations, its Retry-After,
 * whether it has a request id), written once in src/lib/explain-error.ts.
 */
export type UserWords =
  | {
      title: string;
      body: string;
      action: ErrorAction;
      showRequestId?: boolean;
      /** The body when `{serviceMessage}` would be empty. */
      bodyWithoutMessage?: string;
    }
  | { shape: 'validation' | 'rate-limit' | 'server-fault' };

/** The demo key (README "Demo keys") that answers with this code, and on which calls. */
export interface DemoTrigger {
  key: string;
  on: 'every-call' | 'mls-calls' | 'paid-calls';
  /** The failure in a few words, for the Settings key picker. */
  says: string;
}

/**
 * Where the code comes from: the service's request validation (§7.1, §7.2), its key and plan gate
 * (§7.3), a lookup miss (§7.4), a server fault (§7.5), the app's own server (sign-in), or the
 * client itself (no answer, or one it cannot use).
 */
type ErrorLayer = 'validation' | 'gate' | 'lookup' | 'server' | 'app-server' | 'client';

export interface ErrorFacts {
  layer: ErrorLayer;
  /** HTTP status the error arrives with (0: no answer at all). */
  status: number;
  /** The errorMessage the service sends; null where it is composed per request (it names the field or the lookup). */
  message: string | null;
  retry: RetryRule;
  words: UserWords;
  /** null where a request, not a key, triggers it (a bad body, a lookup that misses, the client's own codes). */
  demo: DemoTrigger | 'any-unknown-key' | null;
}

const VALIDATION = {
  layer: 'validation',
  status: 400,
  retry: 'never',
  words: { shape: 'validation' },
  demo: null,
} as const;

const SETTINGS_HINT = 'Check your API key in Settings.';

export const ERROR_TABLE = {
  // §7.1 and §7.2: the service's own message names the field to fix.
  MISSING_LOOKUP: {
    ...VALIDATION,
    message:
      'value must contain at least one of [assessor_id, listing_id, address, mls_number, house]',
  },
  MLS_NUMBER_NEEDS_BOARD: {
    ...VALIDATION,
    message: 'mls_number missing required peer mls_board_code',
  },
  INVALID_ADDRESS: {
    ...VALIDATION,
    message: 'address must contain full street address including city, state and zip',
  },
  INCOMPLETE_ADDRESS: { ...VALIDATION, message: null },
  UNKNOWN_FIELD: { ...VALIDATION, message: null },
  INVALID_FIELD_SECTION: { ...VALIDATION, message: null },
  INVALID_FIELD_SELECTOR: { ...VALIDATION, message: null },
  VALIDATION_FAILED: { ...VALIDATION, message: null },
  MISSING_ID_ARRAY: {
    ...VALIDATION,
    message: 'value must contain at least one of [listing_ids, assessor_ids]',
  },
  CONFLICTING_ID_ARRAYS: {
    ...VALIDATION,
    message: 'value contains a conflict between exclusive peers [listing_ids, assessor_ids]',
  },
  TOO_MANY_IDS: { ...VALIDATION, message: null },
  EMPTY_ID_ARRAY: { ...VALIDATION, message: null },

  // §7.3: the key, scope and plan gate.
  AUTH_KEY_NOT_FOUND: {
    layer: 'gate',
    status: 401,
    message: 'API key not found. Send a valid key in the x-api-key header.',
    retry: 'never',
    words: {
      title: 'API key not recognised',
      body: `The service does not know this API key. ${SETTINGS_HINT}`,
      action: 'settings',
    },
    demo: 'any-unknown-key',
  },
  AUTH_KEY_INACTIVE: {
    layer: 'gate',
    status: 401,
    message: 'This API key is inactive.',
    retry: 'never',
    words: {
      title: 'Your API key is inactive',
      body: `This key has been switched off. ${SETTINGS_HINT} If it should work, ask your account admin to reactivate it.`,
      action: 'settings',
    },
    demo: { key: 'demo-inactive', on: 'every-call', says: 'inactive key' },
  },
  AUTH_SCOPE_UNAUTHORIZED: {
    layer: 'gate',
    status: 403,
    message: 'This API key is not authorized for this operation.',
    retry: 'never',
    words: {
      title: 'Your API key is not allowed to do this',
      body: 'This key lacks access to this part of the service. Use a key with access in Settings, or ask your account admin to add it.',
      action: 'settings',
    },
    demo: { key: 'demo-no-scope', on: 'every-call', says: 'key lacks scope' },
  },
  MLS_PLAN_REQUIRED: {
    layer: 'gate',
    status: 403,
    message: 'An MLS plan is required for MLS operations.',
    retry: 'never',
    words: {
      title: 'An MLS plan is required',
      body: 'MLS listing details need an MLS plan on your account. Add one in billing, or ask your account manager.',
      action: 'billing',
    },
    demo: { key: 'demo-no-mls-plan', on: 'mls-calls', says: 'no MLS plan' },
  },
  MLS_SUBSCRIPTION_INACTIVE: {
    layer: 'gate',
    status: 402,
    message: 'The MLS subscription is inactive. Renew it to use MLS operations.',
    retry: 'never',
    words: {
      title: 'Your MLS subscription is inactive',
      body: 'Renew the MLS subscription in billing to see listing details again.',
      action: 'billing',
    },
    demo: { key: 'demo-mls-lapsed', on: 'mls-calls', says: 'MLS subscription lapsed' },
  },
  WALLET_INSUFFICIENT_BALANCE: {
    layer: 'gate',
    status: 402,
    message: 'The wallet balance is too low for this request. Add funds to continue.',
    retry: 'never',
    words: {
      title: 'Your balance is too low',
      body: 'Add funds to your wallet in billing to load leads. Counting leads is free and still works.',
      action: 'billing',
    },
    demo: { key: 'demo-empty-wallet', on: 'paid-calls', says: 'empty wallet' },
  },
  RATE_LIMIT_EXCEEDED: {
    layer: 'gate',
    status: 429,
    message: 'Rate limit exceeded. Retry after the time given in the Retry-After header.',
    retry: 'after-retry-after',
    words: { shape: 'rate-limit' },
    demo: { key: 'demo-rate-limited', on: 'every-call', says: 'rate limited' },
  },
  // A cap that lasts a day or for good: waiting a few seconds cannot cure it, so never retried.
  DAILY_USAGE_EXCEEDED: {
    layer: 'gate',
    status: 429,
    message: 'The daily usage cap for this key has been reached. It resets at midnight UTC.',
    retry: 'never',
    words: {
      title: 'Daily limit reached',
      body: 'This API key has used today’s credits. The limit resets at midnight UTC ({resetsIn}); until then, use another key in Settings.',
      action: 'settings',
    },
    demo: { key: 'demo-daily-cap', on: 'every-call', says: 'daily cap reached' },
  },
  TEST_KEY_USAGE_EXCEEDED: {
    layer: 'gate',
    status: 429,
    message: 'The usage cap for this test key has been reached. Use a production key.',
    retry: 'never',
    words: {
      title: 'Test key limit reached',
      body: 'This test key has used all of its requests. Switch to a production key in Settings.',
      action: 'settings',
    },
    demo: { key: 'demo-test-exhausted', on: 'every-call', says: 'test key used up' },
  },

  // §7.4: the message names the lookup that missed (MESSAGES.notFoundBy*).
  MLS_NOT_FOUND: {
    layer: 'lookup',
    status: 404,
    message: null,
    retry: 'never',
    words: {
      title: 'No MLS listing found',
      body: '{serviceMessage}',
      bodyWithoutMessage: 'No MLS listing matched. The property may not be listed.',
      action: 'none',
    },
    demo: null,
  },

  // §7.5
  INTERNAL_ERROR: {
    layer: 'server',
    status: 500,
    message: 'An internal server error occurred. Please try again later.',
    retry: 'backoff',
    words: { shape: 'server-fault' },
    demo: { key: 'demo-error-500', on: 'every-call', says: 'server error' },
  },

  // The app's own server (proxy mode with sign-in): the session ended; the sign-in screen follows.
  SIGN_IN_REQUIRED: {
    layer: 'app-server',
    status: 401,
    message: 'Sign in to use Lead List Builder.',
    retry: 'never',
    words: {
      title: 'You are signed out',
      body: 'Your session has ended. Sign in again to carry on.',
      action: 'none',
    },
    demo: null,
  },

  // The client's own codes (src/api/client.ts, src/api/read/read-error.ts).
  NETWORK_ERROR: {
    layer: 'client',
    status: 0,
    message: null,
    retry: 'backoff',
    words: {
      title: 'Can’t reach the service',
      body: 'Check your internet connection, then try again. If you use a custom service address, check it in Settings.',
      action: 'retry',
    },
    demo: null,
  },
  // Not asked again on its own: the same answer would come back, and a list costs credits.
  INVALID_RESPONSE: {
    layer: 'client',
    status: 200,
    message: null,
    retry: 'never',
    words: {
      title: 'Unexpected answer from the service',
      body: 'The service answered in a form this app does not understand, so it was not asked again. Try again; if it keeps happening, tell support.',
      action: 'retry',
      showRequestId: true,
    },
    demo: null,
  },
  ANSWERED_WITH_ERROR: {
    layer: 'client',
    status: 200,
    message: null,
    retry: 'never',
    words: {
      title: 'The service had no answer for this',
      body: 'The service said: “{serviceMessage}”',
      action: 'none',
      showRequestId: true,
    },
    demo: null,
  },
} as const satisfies Record<string, ErrorFacts>;

export type ErrorCode = keyof typeof ERROR_TABLE;

/** Codes the key gate (and the mock's forced 500) answers with, before any request is read. */
export type GateErrorCode = {
  [K in ErrorCode]: (typeof ERROR_TABLE)[K]['layer'] extends 'gate' | 'server' ? K : never;
}[ErrorCode];

const FACTS_BY_CODE: ReadonlyMap<string, ErrorFacts> = new Map(Object.entries(ERROR_TABLE));

function isGateCode(_code: string, facts: ErrorFacts): _code is GateErrorCode {
  return facts.layer === 'gate' || facts.layer === 'server';
}

/** Every code a named demo key answers with, in table order: what mock-server/keys.ts builds its failing keys from. */
export function keyedDemoTriggers(): { code: GateErrorCode; trigger: DemoTrigger }[] {
  const out: { code: GateErrorCode; trigger: DemoTrigger }[] = [];
  for (const [code, facts] of FACTS_BY_CODE) {
    if (isGateCode(code, facts) && facts.demo !== null && facts.demo !== 'any-unknown-key')
      out.push({ code, trigger: facts.demo });
  }
  return out;
}

/**
 * The row for a code that came off the wire, or undefined. A Map, not `ERROR_TABLE[code]`: a plain
 * object also answers for inherited names such as `constructor`.
 */
export function errorFacts(code: string | undefined): ErrorFacts | undefined {
  return code === undefined ? undefined : FACTS_BY_CODE.get(code);
}
