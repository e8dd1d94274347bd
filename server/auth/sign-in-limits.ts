// How many sign-ins may fail, counted in the database before any password is checked. A stranger
// who fails against a known name locks out only that name *from their own address*: the owner,
// elsewhere, still signs in. Three counters per 15-minute window:
//   - a name from one address: 10 (the guessing limit);
//   - one address, any names: 30 (spraying one password over many names);
//   - a name from every address: 100 (a guesser with many addresses is still bounded; locking a
//     user out everywhere takes at least ten addresses).
// Every attempt takes a place first; a right password hands its places back, so only failures
// count, and parallel guesses cannot pass the limit.
import type { SignInAttemptsRepo } from '../store/sign-in-attempts-repo';

const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LIMITS = { nameAndAddress: 10, address: 30, name: 100 } as const;

type Scope = keyof typeof SIGN_IN_LIMITS;

type SignInVerdict = { allowed: true } | { allowed: false; scope: Scope; retryAfterMs: number };

function keysOf(name: string, address: string): [Scope, string][] {
  return [
    ['nameAndAddress', `na:${name}|${address}`],
    ['address', `a:${address}`],
    ['name', `n:${name}`],
  ];
}

export function signInLimits(attempts: () => Promise<SignInAttemptsRepo>, now: () => number) {
  return {
    /** Counts this attempt, then says whether it may have its password checked. */
    async take(name: string, address: string): Promise<SignInVerdict> {
      const repo = await attempts();
      // In order: an address already refused for this name adds nothing to the wider counters,
      // so one address cannot push a user's name towards the every-address limit.
      for (const [scope, key] of keysOf(name, address)) {
        const at = now();
        const attempt = await repo.take(key, SIGN_IN_WINDOW_MS, new Date(at));
        if (attempt.count > SIGN_IN_LIMITS[scope])
          return { allowed: false, scope, retryAfterMs: attempt.windowEnds.getTime() - at };
      }
      return { allowed: true };
    },

    /** The right password: this name is good from this address, and its places go back. */
    async succeeded(name: string, address: string): Promise<void> {
      const repo = await attempts();
      const [nameAndAddress, ...wider] = keysOf(name, address);
      await repo.clear(nameAndAddress![1]);
      for (const [, key] of wider) await repo.giveBack(key);
    },

    /** The attempt never had its password checked (the server was too busy): nothing counts. */
    async giveBack(name: string, address: string): Promise<void> {
      const repo = await attempts();
      for (const [, key] of keysOf(name, address)) await repo.giveBack(key);
    },
  };
}
