// The rest of each error code's facts, one row per code of ERROR_TABLE (the `satisfies` below
// fails to compile when a code has no row): the message the service sends, the demo key that
// triggers it, and the words a sales user reads. Read by the mock (messages, demo keys), the
// production server (the demo-key picker), the contract (MESSAGES) and the UI (explainError).
import type { ErrorCode, GateErrorCode } from './error-table';
import { isGateCode } from './error-table';

/** What the screen offers next to the message. */
export type ErrorAction = 'settings' | 'retry' | 'billing' | 'wait' | 'none';

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

/** The demo key (docs/mock.md "Demo keys") that answers with this code, and on which calls. */
export interface DemoTrigger {
  key: string;
  on: 'every-call' | 'mls-calls' | 'mapping-calls' | 'skip-calls' | 'paid-calls';
  /** The failure in a few words, for the Settings key picker. */
  says: string;
}

export interface ErrorDetails {
  /** The errorMessage the service sends; null where it is composed per request (it names the field or the lookup). */
  message: string | null;
  /** null where a request, not a key, triggers it (a bad body, a lookup that misses, the client's own codes). */
  demo: DemoTrigger | 'any-unknown-key' | null;
  words: UserWords;
}

const VALIDATION_WORDS = { shape: 'validation' } as const;

export const ERROR_DETAILS = {
  // §7.1 and §7.2: request validation; the service's own message names the field to fix.
  MISSING_LOOKUP: {
    message:
      'value must contain at least one of [assessor_id, listing_id, address, mls_number, house]',
    demo: null,
    words: VALIDATION_WORDS,
  },
  MLS_NUMBER_NEEDS_BOARD: {
    message: 'mls_number missing required peer mls_board_code',
    demo: null,
    words: VALIDATION_WORDS,
  },
  INVALID_ADDRESS: {
    message: 'address must contain full street address including city, state and zip',
    demo: null,
    words: VALIDATION_WORDS,
  },
  INCOMPLETE_ADDRESS: { message: null, demo: null, words: VALIDATION_WORDS },
  UNKNOWN_FIELD: { message: null, demo: null, words: VALIDATION_WORDS },
  INVALID_FIELD_SECTION: { message: null, demo: null, words: VALIDATION_WORDS },
  INVALID_FIELD_SELECTOR: { message: null, demo: null, words: VALIDATION_WORDS },
  VALIDATION_FAILED: { message: null, demo: null, words: VALIDATION_WORDS },
  MISSING_ID_ARRAY: {
    message: 'value must contain at least one of [listing_ids, assessor_ids]',
    demo: null,
    words: VALIDATION_WORDS,
  },
  CONFLICTING_ID_ARRAYS: {
    message: 'value contains a conflict between exclusive peers [listing_ids, assessor_ids]',
    demo: null,
    words: VALIDATION_WORDS,
  },
  TOO_MANY_IDS: { message: null, demo: null, words: VALIDATION_WORDS },
  EMPTY_ID_ARRAY: { message: null, demo: null, words: VALIDATION_WORDS },

  // §7.3: the key, scope and plan gate.
  AUTH_KEY_NOT_FOUND: {
    message: 'API key not found. Send a valid key in the x-api-key header.',
    demo: 'any-unknown-key',
    words: {
      title: 'API key not recognised',
      body: 'The service does not know this API key. Check your API key in Settings.',
      action: 'settings',
    },
  },
  AUTH_KEY_INACTIVE: {
    message: 'This API key is inactive.',
    demo: { key: 'demo-inactive', on: 'every-call', says: 'inactive key' },
    words: {
      title: 'Your API key is inactive',
      body: 'This key has been switched off. Check your API key in Settings. If it should work, ask your account admin to reactivate it.',
      action: 'settings',
    },
  },
  AUTH_SCOPE_UNAUTHORIZED: {
    message: 'This API key is not authorized for this operation.',
    demo: { key: 'demo-no-scope', on: 'every-call', says: 'key lacks scope' },
    words: {
      title: 'Your API key is not allowed to do this',
      body: 'This key lacks access to this part of the service. Use a key with access in Settings, or ask your account admin to add it.',
      action: 'settings',
    },
  },
  MLS_PLAN_REQUIRED: {
    message: 'An MLS plan is required for MLS operations.',
    demo: { key: 'demo-no-mls-plan', on: 'mls-calls', says: 'no MLS plan' },
    words: {
      title: 'An MLS plan is required',
      body: 'MLS listing details need an MLS plan on your account. Add one in billing, or ask your account manager.',
      action: 'billing',
    },
  },
  MAPPING_SCOPE_UNAUTHORIZED: {
    message:
      'This API key is not authorized for PropertyMapping. Mapping needs a Growth plan or higher.',
    demo: { key: 'demo-no-mapping', on: 'mapping-calls', says: 'no map pins scope' },
    words: {
      title: 'Your plan cannot map every match',
      body: 'This API key has no access to map pins, so the map shows only the pages already loaded. Ask your account admin for a plan with mapping.',
      action: 'none',
    },
  },
  SKIPTRACE_SCOPE_UNAUTHORIZED: {
    message: 'This API key is not authorized for skip tracing.',
    demo: { key: 'demo-no-skiptrace', on: 'skip-calls', says: 'no skip-trace scope' },
    words: {
      title: 'This key cannot skip trace',
      body: 'This API key has no access to owner phones and emails (skip tracing). Use a key with skip tracing in Settings, or ask your account admin to add it.',
      action: 'settings',
    },
  },
  MLS_SUBSCRIPTION_INACTIVE: {
    message: 'The MLS subscription is inactive. Renew it to use MLS operations.',
    demo: { key: 'demo-mls-lapsed', on: 'mls-calls', says: 'MLS subscription lapsed' },
    words: {
      title: 'Your MLS subscription is inactive',
      body: 'Renew the MLS subscription in billing to see listing details again.',
      action: 'billing',
    },
  },
  WALLET_INSUFFICIENT_BALANCE: {
    message: 'The wallet balance is too low for this request. Add funds to continue.',
    demo: { key: 'demo-empty-wallet', on: 'paid-calls', says: 'empty wallet' },
    words: {
      title: 'Your balance is too low',
      body: 'Add funds to your wallet in billing to load leads. Counting leads is free and still works.',
      action: 'billing',
    },
  },
  RATE_LIMIT_EXCEEDED: {
    message: 'Rate limit exceeded. Retry after the time given in the Retry-After header.',
    demo: { key: 'demo-rate-limited', on: 'every-call', says: 'rate limited' },
    words: { shape: 'rate-limit' },
  },
  DAILY_USAGE_EXCEEDED: {
    message: 'The daily usage cap for this key has been reached. It resets at midnight UTC.',
    demo: { key: 'demo-daily-cap', on: 'every-call', says: 'daily cap reached' },
    words: {
      title: 'Daily limit reached',
      body: 'This API key has used today’s credits. The limit resets at midnight UTC ({resetsIn}); until then, use another key in Settings.',
      action: 'settings',
    },
  },
  TEST_KEY_USAGE_EXCEEDED: {
    message: 'The usage cap for this test key has been reached. Use a production key.',
    demo: { key: 'demo-test-exhausted', on: 'every-call', says: 'test key used up' },
    words: {
      title: 'Test key limit reached',
      body: 'This test key has used all of its requests. Switch to a production key in Settings.',
      action: 'settings',
    },
  },

  // §7.4: a valid lookup that found nothing.
  MLS_NOT_FOUND: {
    message: null,
    demo: null,
    words: {
      title: 'No MLS listing found',
      body: '{serviceMessage}',
      bodyWithoutMessage: 'No MLS listing matched. The property may not be listed.',
      action: 'none',
    },
  },

  // §7.5
  INTERNAL_ERROR: {
    message: 'An internal server error occurred. Please try again later.',
    demo: { key: 'demo-error-500', on: 'every-call', says: 'server error' },
    words: { shape: 'server-fault' },
  },

  // The app's own server (proxy mode with sign-in): the session ended; the sign-in screen follows.
  SIGN_IN_REQUIRED: {
    message: 'Sign in to use Lead List Builder.',
    demo: null,
    words: {
      title: 'You are signed out',
      body: 'Your session has ended. Sign in again to carry on.',
      action: 'none',
    },
  },
  DATABASE_UNAVAILABLE: {
    message:
      'The app’s database is not available right now. Nothing was changed; try again shortly.',
    demo: null,
    words: {
      title: 'The app’s server is catching up',
      body: 'It cannot reach its database just now, so sign-in, lists and searches are paused. Nothing was changed; try again in a moment.',
      action: 'retry',
    },
  },
  SPEND_CAP_REACHED: {
    // Composed per call: "You have used X of your Y monthly credits; this pull could cost Z. …"
    message: null,
    demo: null,
    words: {
      title: 'Spend cap reached',
      body: '{serviceMessage}',
      bodyWithoutMessage:
        'This pull could go over a credit cap your team set, so nothing was bought. Ask an admin to raise the cap, or pull fewer records.',
      // Try again: once an admin has raised the cap, the same pull goes through (never retried
      // by itself: retry 'never' in the error table).
      action: 'retry',
    },
  },

  // The client's own codes (src/api/client.ts, src/api/read/read-error.ts).
  NETWORK_ERROR: {
    message: null,
    demo: null,
    words: {
      title: 'Can’t reach the service',
      body: 'Check your internet connection, then try again. If you use a custom service address, check it in Settings.',
      action: 'retry',
    },
  },
  INVALID_RESPONSE: {
    message: null,
    demo: null,
    words: {
      title: 'Unexpected answer from the service',
      body: 'The service answered in a form this app does not understand, so it was not asked again. Try again; if it keeps happening, tell support.',
      action: 'retry',
      showRequestId: true,
    },
  },
  ANSWERED_WITH_ERROR: {
    message: null,
    demo: null,
    words: {
      title: 'The service had no answer for this',
      body: 'The service said: “{serviceMessage}”',
      action: 'none',
      showRequestId: true,
    },
  },
} as const satisfies Record<ErrorCode, ErrorDetails>;

/** Every code a named demo key answers with, in table order: mock-server/keys.ts builds its failing keys from these. */
export function keyedDemoTriggers(): { code: GateErrorCode; trigger: DemoTrigger }[] {
  const out: { code: GateErrorCode; trigger: DemoTrigger }[] = [];
  for (const [code, { demo }] of Object.entries(ERROR_DETAILS) as [ErrorCode, ErrorDetails][]) {
    if (isGateCode(code) && demo !== null && demo !== 'any-unknown-key')
      out.push({ code, trigger: demo });
  }
  return out;
}
