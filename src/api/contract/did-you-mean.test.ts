import { describe, expect, it } from 'vitest';
import { closestMatch, unknownKeyMessage } from './did-you-mean';

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
