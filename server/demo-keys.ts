// The mock's demo keys in words, for the Settings dialog's picker (they are public: see
// docs/mock.md "Demo keys").
import { DEMO_KEYS, type KeyProfile } from '../mock-server/keys';
import { ERROR_TABLE } from '../src/api/contract/error-table';

export interface DemoKeyInfo {
  key: string;
  description: string;
}

/** "rate limited (429)": the table's words for the failure, and its status. */
function words(fails: NonNullable<KeyProfile['fails']>): string {
  return `${fails.trigger.says} (${ERROR_TABLE[fails.code].status})`;
}

/** Derived from the profile, so a key added to mock-server/keys.ts is described without a second list. */
function describeDemoKey(profile: KeyProfile): string {
  const on = profile.fails?.trigger.on;
  if (profile.fails && on === 'every-call') return `Every call fails: ${words(profile.fails)}`;
  const parts: string[] = [];
  if (profile.fails && on === 'mls-calls')
    parts.push(`searches work, MLS lookups fail: ${words(profile.fails)}`);
  else if (profile.fails && on === 'mapping-calls')
    parts.push(`searches and MLS work, map pins fail: ${words(profile.fails)}`);
  else if (profile.fails && on === 'skip-calls')
    parts.push(`searches, map pins and MLS work, skip tracing fails: ${words(profile.fails)}`);
  else parts.push(profile.publicRecords ? 'full access' : 'MLS plan without public records');
  if (profile.fails && on === 'paid-calls')
    parts.push(`${words(profile.fails)}: only counts are free`);
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
