// The fixed demo API keys and what each one is allowed to do (README "Demo keys").
import type { GateErrorCode } from '../src/api/contract/errors';

export type Operation = 'search' | 'mls';

export interface KeyProfile {
  /** Gate error every call with this key gets, whatever the operation. */
  alwaysFails?: GateErrorCode;
  /** Gate error only the v3 (MLS) operations get. */
  mlsFails?: GateErrorCode;
  /** Holds an MLS plan and public-record access (cross-sold fallback, public block). */
  publicRecords: boolean;
  /** Answers normally after MOCK_SLOW_MS. */
  slow?: boolean;
  /** Wallet is empty: paid calls fail, free count-only searches still work. */
  emptyWallet?: boolean;
}

export const DEMO_KEYS: Readonly<Record<string, KeyProfile>> = {
  demo: { publicRecords: true },
  'demo-mls-only': { publicRecords: false },
  'demo-no-mls-plan': { publicRecords: false, mlsFails: 'MLS_PLAN_REQUIRED' },
  'demo-mls-lapsed': { publicRecords: true, mlsFails: 'MLS_SUBSCRIPTION_INACTIVE' },
  'demo-no-scope': { publicRecords: false, alwaysFails: 'AUTH_SCOPE_UNAUTHORIZED' },
  'demo-inactive': { publicRecords: false, alwaysFails: 'AUTH_KEY_INACTIVE' },
  'demo-empty-wallet': { publicRecords: true, emptyWallet: true },
  'demo-rate-limited': { publicRecords: true, alwaysFails: 'RATE_LIMIT_EXCEEDED' },
  'demo-daily-cap': { publicRecords: true, alwaysFails: 'DAILY_USAGE_EXCEEDED' },
  'demo-test-exhausted': { publicRecords: true, alwaysFails: 'TEST_KEY_USAGE_EXCEEDED' },
  'demo-error-500': { publicRecords: true, alwaysFails: 'INTERNAL_ERROR' },
  'demo-slow': { publicRecords: true, slow: true },
};

/**
 * The lookup the gate uses. A Map, not `DEMO_KEYS[key]`: a plain object answers for names it
 * inherits, so `x-api-key: constructor` or `__proto__` found a "profile" and got a 200.
 */
const PROFILE_BY_KEY: ReadonlyMap<string, KeyProfile> = new Map(Object.entries(DEMO_KEYS));

export const GATE_MESSAGES: Readonly<Record<GateErrorCode, string>> = {
  AUTH_KEY_NOT_FOUND: 'API key not found. Send a valid key in the x-api-key header.',
  AUTH_KEY_INACTIVE: 'This API key is inactive.',
  AUTH_SCOPE_UNAUTHORIZED: 'This API key is not authorized for this operation.',
  MLS_PLAN_REQUIRED: 'An MLS plan is required for MLS operations.',
  MLS_SUBSCRIPTION_INACTIVE: 'The MLS subscription is inactive. Renew it to use MLS operations.',
  WALLET_INSUFFICIENT_BALANCE:
    'The wallet balance is too low for this request. Add funds to continue.',
  RATE_LIMIT_EXCEEDED: 'Rate limit exceeded. Retry after the time given in the Retry-After header.',
  DAILY_USAGE_EXCEEDED:
    'The daily usage cap for this key has been reached. It resets at midnight UTC.',
  TEST_KEY_USAGE_EXCEEDED:
    'The usage cap for this test key has been reached. Use a production key.',
  INTERNAL_ERROR: 'An internal server error occurred. Please try again later.',
};

export type GateDecision = { ok: true; profile: KeyProfile } | { ok: false; code: GateErrorCode };

/** The key, scope and plan gate (reference-shapes order of checks, step 2). */
export function checkKey(
  key: string | undefined,
  operation: Operation,
  opts: { free: boolean },
): GateDecision {
  const profile = key ? PROFILE_BY_KEY.get(key) : undefined;
  if (!profile) return { ok: false, code: 'AUTH_KEY_NOT_FOUND' };
  if (profile.alwaysFails) return { ok: false, code: profile.alwaysFails };
  if (operation === 'mls' && profile.mlsFails) return { ok: false, code: profile.mlsFails };
  if (profile.emptyWallet && !opts.free) return { ok: false, code: 'WALLET_INSUFFICIENT_BALANCE' };
  return { ok: true, profile };
}
