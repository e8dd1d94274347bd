// Password hashing with bcrypt (bcryptjs: pure JavaScript, so it installs from the npm registry alone).
import bcrypt from 'bcryptjs';

/** About 0.2 s per hash on a small server: slow for a guesser, quick enough for a person. */
export const BCRYPT_COST = 12;

/** bcrypt reads only the first 72 bytes; a longer password is refused rather than silently cut. */
const MAX_PASSWORD_BYTES = 72;
const MIN_PASSWORD_LENGTH = 10;

export function passwordProblem(password: string): string | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES)
    return `The password must be at most ${MAX_PASSWORD_BYTES} bytes (bcrypt ignores the rest).`;
  return undefined;
}

export function hashPassword(password: string, cost: number = BCRYPT_COST): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/**
 * Compared against when the name is unknown, so that a wrong name takes as long as a wrong
 * password and the timing does not tell which names exist.
 */
const dummies = new Map<number, Promise<string>>();
export function dummyHash(likeHash?: string): Promise<string> {
  // Same cost as the real hashes, or the timing would still tell.
  let cost = BCRYPT_COST;
  try {
    if (likeHash) cost = bcrypt.getRounds(likeHash);
  } catch {
    // Not a bcrypt hash: keep the default cost.
  }
  let dummy = dummies.get(cost);
  if (!dummy) {
    dummy = bcrypt.hash('not a real password', cost);
    dummies.set(cost, dummy);
  }
  return dummy;
}
