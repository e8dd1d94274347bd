// The mock's demo keys in words, for the Settings dialog's picker (they are public: see README "Demo keys").
import { DEMO_KEYS, type KeyProfile } from '../mock-server/keys';

export interface DemoKeyInfo {
  key: string;
  description: string;
}

const FAILURE_WORDS: Readonly<Record<string, string>> = {
  AUTH_KEY_NOT_FOUND: 'unknown key (401)',
  AUTH_KEY_INACTIVE: 'inactive key (401)',
  AUTH_SCOPE_UNAUTHORIZED: 'key lacks scope (403)',
  MLS_PLAN_REQUIRED: 'no MLS plan (403)',
  MLS_SUBSCRIPTION_INACTIVE: 'MLS subscription lapsed (402)',
  WALLET_INSUFFICIENT_BALANCE: 'wallet too low (402)',
  RATE_LIMIT_EXCEEDED: 'rate limited (429)',
  DAILY_USAGE_EXCEEDED: 'daily cap reached (429)',
  TEST_KEY_USAGE_EXCEEDED: 'test key used up (429)',
  INTERNAL_ERROR: 'server error (500)',
};

function words(code: string): string {
  return FAILURE_WORDS[code] ?? code;
}

/** Derived from the profile, so a key added to mock-server/keys.ts is described without a second list. */
function describeDemoKey(profile: KeyProfile): string {
  if (profile.alwaysFails) return `Every call fails: ${words(profile.alwaysFails)}`;
  const parts: string[] = [];
  if (profile.mlsFails) parts.push(`searches work, MLS lookups fail: ${words(profile.mlsFails)}`);
  else parts.push(profile.publicRecords ? 'full access' : 'MLS plan without public records');
  if (profile.emptyWallet) parts.push('empty wallet: only counts are free');
  if (profile.slow) parts.push('answers slowly');
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function demoKeyList(): DemoKeyInfo[] {
  return Object.entries(DEMO_KEYS).map(([key, profile]) => ({
    key,
    description: describeDemoKey(profile),
  }));
}
