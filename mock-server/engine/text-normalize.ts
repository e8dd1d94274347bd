// Address normalization for address/street/title matching: case, punctuation and USPS abbreviations.

/**
 * Long forms → the abbreviation records use. Applied to every token, on both sides. A Map, not an
 * object literal: a typed token such as "constructor" must not find Object.prototype's members
 * (it did, and MLSDetail answered {"address":"constructor"} with a 500).
 */
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['street', 'st'],
  ['avenue', 'ave'],
  ['road', 'rd'],
  ['drive', 'dr'],
  ['lane', 'ln'],
  ['boulevard', 'blvd'],
  ['court', 'ct'],
  ['north', 'n'],
  ['south', 's'],
  ['east', 'e'],
  ['west', 'w'],
]);

export const DIRECTION_TOKENS: ReadonlySet<string> = new Set(['n', 's', 'e', 'w']);
export const SUFFIX_TOKENS: ReadonlySet<string> = new Set([
  'st',
  'ave',
  'rd',
  'dr',
  'ln',
  'blvd',
  'ct',
  'way',
]);

/**
 * Lower-case, every run of non-alphanumerics becomes one space, and each token is abbreviated:
 * "123 North Main Street, Austin, TX 78701" → "123 n main st austin tx 78701".
 */
export function normalizeAddressText(s: string): string {
  const tokens = s.toLowerCase().split(/[^a-z0-9]+/);
  let out = '';
  for (const t of tokens) {
    if (t === '') continue;
    const a = ABBREVIATIONS.get(t) ?? t;
    out = out === '' ? a : `${out} ${a}`;
  }
  return out;
}

/** True for a house number written the way records write it (no sign, no leading zero). */
export function isCanonicalInteger(s: string): boolean {
  return /^(0|[1-9]\d*)$/.test(s);
}
