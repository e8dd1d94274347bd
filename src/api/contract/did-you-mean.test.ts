import fc from 'fast-check';
import { distance } from 'fastest-levenshtein';
import { describe, expect, it } from 'vitest';
import { closestMatch, unknownKeyMessage, withSuggestionBudget } from './did-you-mean';

const KEYS = [
  'zip',
  'city',
  'state',
  'mls_active',
  'mls_pending',
  'radius',
  'listing_id',
  'listing_ids',
];

describe('closestMatch', () => {
  it.each([
    ['zipp', 'zip'],
    ['mls_actve', 'mls_active'],
    ['raduis', 'radius'],
    ['stat', 'state'],
    ['listing_idss', 'listing_ids'],
  ])('suggests %s → %s', (input, expected) => {
    expect(closestMatch(input, KEYS)).toBe(expected);
  });

  it('returns an exact match', () => {
    expect(closestMatch('city', KEYS)).toBe('city');
  });

  it('ignores case when comparing but returns the candidate as spelled', () => {
    expect(closestMatch('CITY', KEYS)).toBe('city');
    expect(closestMatch('zipcode', ['ZIP', 'Zipcode'])).toBe('Zipcode');
  });

  it('prefers the first candidate on a tie', () => {
    expect(closestMatch('ab', ['ax', 'ay'])).toBe('ax');
  });

  it('returns undefined when nothing is a plausible typo', () => {
    expect(closestMatch('qwertyuiop', KEYS)).toBeUndefined();
    expect(closestMatch('banana', KEYS)).toBeUndefined();
  });

  it('allows at least 2 edits for short inputs', () => {
    expect(closestMatch('zp', ['zip'])).toBe('zip');
    expect(closestMatch('x', ['zip'])).toBeUndefined();
  });

  it('allows about half the length in edits for longer inputs', () => {
    // "mls_pndng" is 2 edits from mls_pending; "pending" alone is 4 edits away (tolerance 4 for 7 chars).
    expect(closestMatch('mls_pndng', KEYS)).toBe('mls_pending');
    expect(closestMatch('pending', ['mls_pending'])).toBe('mls_pending');
    expect(closestMatch('ending', ['mls_pending'])).toBeUndefined();
  });

  it('returns undefined for no candidates', () => {
    expect(closestMatch('zip', [])).toBeUndefined();
  });
});

describe('unknownKeyMessage', () => {
  it('names the key and the suggestion', () => {
    expect(unknownKeyMessage('zipp', KEYS)).toBe('zipp is not allowed. Did you mean zip?');
  });

  it('names only the key when nothing is close', () => {
    expect(unknownKeyMessage('qwertyuiop', KEYS)).toBe('qwertyuiop is not allowed');
  });
});

/** closestMatch without the length shortcut: every candidate's distance is computed. */
function naiveClosest(input: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    const d = distance(input.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return bestDistance <= Math.max(2, Math.ceil(input.length / 2)) ? best : undefined;
}

describe('closestMatch shortcut', () => {
  it('answers as if every distance were computed', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '_'), maxLength: 14 });
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 12 }), (input, candidates) => {
        expect(closestMatch(input, candidates)).toBe(naiveClosest(input, candidates));
      }),
    );
  });
});

describe('withSuggestionBudget', () => {
  it('gives suggestions to the first names only, then none', () => {
    const messages = withSuggestionBudget(3, () =>
      ['zipp', 'citty', 'stat', 'raduis', 'zipp'].map((k) => unknownKeyMessage(k, KEYS)),
    );
    expect(messages).toEqual([
      'zipp is not allowed. Did you mean zip?',
      'citty is not allowed. Did you mean city?',
      'stat is not allowed. Did you mean state?',
      'raduis is not allowed',
      'zipp is not allowed',
    ]);
  });

  it('is unlimited again after the budget, even if the validation threw', () => {
    expect(() =>
      withSuggestionBudget(0, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(closestMatch('zipp', KEYS)).toBe('zip');
  });

  it('never widens an enclosing budget, and charges it for what a nested one spent', () => {
    const seen = withSuggestionBudget(2, () => [
      ...withSuggestionBudget(10, () => [closestMatch('zipp', KEYS), closestMatch('zipp', KEYS)]),
      closestMatch('zipp', KEYS),
    ]);
    expect(seen).toEqual(['zip', 'zip', undefined]);
  });
});
