// Finds the closest valid name for a mistyped key, so errors can say "did you mean …".
import { distance } from 'fastest-levenshtein';

/**
 * How many more searches the current request may make. A body of 40,000 unknown keys once cost
 * 1.4 s of edit distances; a server runs each validation inside withSuggestionBudget, and
 * past the budget names simply go without a suggestion. Outside any budget (the form) it is unlimited.
 */
let remainingSearches = Number.POSITIVE_INFINITY;

/**
 * Runs `validate` (synchronous, so no other request can interleave) allowing at most `limit`
 * did-you-mean searches in it.
 */
export function withSuggestionBudget<T>(limit: number, validate: () => T): T {
  const outer = remainingSearches;
  const start = Math.min(limit, outer);
  remainingSearches = start;
  try {
    return validate();
  } finally {
    // An enclosing budget pays for what this one spent.
    remainingSearches = outer - (start - remainingSearches);
  }
}

/**
 * Returns the candidate with the smallest Levenshtein distance to `input`, or undefined when
 * nothing is close enough to be a plausible typo (more than half the input's length away).
 */
export function closestMatch(input: string, candidates: readonly string[]): string | undefined {
  if (remainingSearches <= 0) return undefined;
  remainingSearches--;
  const needle = input.toLowerCase();
  const tolerance = Math.max(2, Math.ceil(needle.length / 2));
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    // The distance is at least the difference in length: skip candidates that cannot win or
    // cannot be within tolerance, so a long key costs no quadratic work.
    const floor = Math.abs(needle.length - candidate.length);
    if (floor > tolerance || floor >= bestDistance) continue;
    const d = distance(needle, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= tolerance ? best : undefined;
}

/** "x is not allowed" plus a suggestion when one is close enough. */
export function unknownKeyMessage(key: string, candidates: readonly string[]): string {
  const suggestion = closestMatch(key, candidates);
  return suggestion
    ? `${key} is not allowed. Did you mean ${suggestion}?`
    : `${key} is not allowed`;
}
