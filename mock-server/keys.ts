// The fixed demo API keys and what each one is allowed to do (docs/mock.md "Demo keys").
import { keyedDemoTriggers, type DemoTrigger } from '../src/api/contract/error-details';
import type { GateErrorCode } from '../src/api/contract/error-table';

export type Operation = 'search' | 'mapping' | 'mls' | 'autocomplete' | 'skip';

export interface KeyProfile {
  /** The gate error this key gets, and on which calls (ERROR_DETAILS' `demo`). */
  fails?: { code: GateErrorCode; trigger: DemoTrigger };
  /** Holds an MLS plan and public-record access (cross-sold fallback, public block). */
  publicRecords: boolean;
  /** Answers normally after MOCK_SLOW_MS. */
  slow?: boolean;
}

/** The keys that work, one per code in ERROR_DETAILS with a demo key, and a slow one. */
export const DEMO_KEYS: Readonly<Record<string, KeyProfile>> = {
  demo: { publicRecords: true },
  'demo-mls-only': { publicRecords: false },
  ...Object.fromEntries(
    keyedDemoTriggers().map(({ code, trigger }) => [
      trigger.key,
      // Failing keys never reach the MLS answer, so public-record access does not matter.
      { publicRecords: true, fails: { code, trigger } },
    ]),
  ),
  'demo-slow': { publicRecords: true, slow: true },
};

/**
 * The lookup the gate uses. A Map, not `DEMO_KEYS[key]`: a plain object answers for names it
 * inherits, so `x-api-key: constructor` or `__proto__` found a "profile" and got a 200.
 */
const PROFILE_BY_KEY: ReadonlyMap<string, KeyProfile> = new Map(Object.entries(DEMO_KEYS));

export type GateDecision = { ok: true; profile: KeyProfile } | { ok: false; code: GateErrorCode };

function failsOn(on: DemoTrigger['on'], operation: Operation, free: boolean): boolean {
  if (on === 'mls-calls') return operation === 'mls';
  if (on === 'mapping-calls') return operation === 'mapping';
  if (on === 'skip-calls') return operation === 'skip';
  // An empty wallet: count-only searches are free and still work.
  if (on === 'paid-calls') return !free;
  return true;
}

/** The key, scope and plan gate (reference-shapes order of checks, step 2). */
export function checkKey(
  key: string | undefined,
  operation: Operation,
  opts: { free: boolean },
): GateDecision {
  const profile = key ? PROFILE_BY_KEY.get(key) : undefined;
  if (!profile) return { ok: false, code: 'AUTH_KEY_NOT_FOUND' };
  if (profile.fails && failsOn(profile.fails.trigger.on, operation, opts.free))
    return { ok: false, code: profile.fails.code };
  return { ok: true, profile };
}
