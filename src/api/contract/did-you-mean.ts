// Finds the closest valid name for a mistyped key, so errors can say "did you mean …".
import { distance } from 'fastest-levenshtein';

/**
 * Returns the candidate with the smallest Levenshtein distance to `input`, or undefined when
 * nothing is close enough to be a plausible typo (more than half the input's length away).
 */
export function closestMatch(input: string, candidates: readonly string[]): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const d = distance(needle, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const tolerance = Math.max(2, Math.ceil(needle.length / 2));
  return bestDistance <= tolerance ? best : undefined;
}

/** "x is not allowed" plus a suggestion when one is close enough. */
export function unknownKeyMessage(key: string, candidates: readonly string[]): string {
  const suggestion = closestMatch(key, candidates);
  return suggestion
    ? `${key} is not allowed. Did you mean ${suggestion}?`
    : `${key} is not allowed`;
}
