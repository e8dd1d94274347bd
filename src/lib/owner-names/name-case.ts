// Names in the case people write them: "MCDONALD" → "McDonald", "O'BRIEN" → "O'Brien", "LLC" stays.

/** Abbreviations that stay in capitals inside company and trust names. */
const KEEP_UPPER = new Set([
  'LLC',
  'LLLP',
  'LLP',
  'LP',
  'PLLC',
  'PC',
  'PA',
  'NA',
  'FSB',
  'HUD',
  'US',
  'USA',
  'II',
  'III',
  'IV',
  'HOA',
]);

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/**
 * One word in name case. Words already in mixed case ("McDonald", "DeLuca") are kept as written:
 * the source knew better than a rule.
 */
export function nameCase(word: string): string {
  if (!word) return word;
  if (/[a-z]/.test(word) && /[A-Z]/.test(word)) return word;
  const up = word.toUpperCase();
  if (KEEP_UPPER.has(up)) return up;
  if (/^MC[A-Z]{2,}$/.test(up)) return `Mc${capitalise(up.slice(2))}`;
  // Capitalise after hyphens and apostrophes: "Smith-Jones", "O'Brien".
  return up
    .split(/([-'’])/)
    .map((part) => (/^[-'’]$/.test(part) ? part : capitalise(part)))
    .join('');
}
