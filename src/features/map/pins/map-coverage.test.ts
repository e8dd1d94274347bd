// The map's status words: the count a user (and a test) reads is the count the map draws.
import { describe, expect, it } from 'vitest';
import { coverageText, isCapped, nextPageCost } from './map-coverage';

describe('coverageText', () => {
  it('says every match is on the map when the pins cover the search', () => {
    expect(
      coverageText({ kind: 'pins', shown: 5456, skipped: 0, total: 5456, asked: 10_000 }),
    ).toBe('5,456 matches on the map');
    expect(coverageText({ kind: 'pins', shown: 1, skipped: 0, total: 1, asked: 10_000 })).toBe(
      '1 match on the map',
    );
  });

  it('says so over 10,000 and which ones are shown', () => {
    const coverage = {
      kind: 'pins',
      shown: 10_000,
      skipped: 0,
      total: 47_509,
      asked: 10_000,
    } as const;
    expect(coverageText(coverage)).toBe('10,000 of 47,509 matches on the map: the first 10,000');
    expect(isCapped(coverage)).toBe(true);
    expect(isCapped({ ...coverage, asked: 50_000, shown: 47_509 })).toBe(false);
  });

  it('counts pins that could not be placed', () => {
    expect(coverageText({ kind: 'pins', shown: 97, skipped: 3, total: 100, asked: 10_000 })).toBe(
      '97 of 100 matches on the map; 3 pins could not be placed',
    );
  });

  it('says when nothing matches', () => {
    expect(coverageText({ kind: 'pins', shown: 0, skipped: 0, total: 0, asked: 10_000 })).toBe(
      'No matches to show',
    );
  });

  it('says the fallback shows the pages loaded, not every match', () => {
    expect(coverageText({ kind: 'pages', shown: 250, total: 5456, reason: 'no-scope' })).toBe(
      '250 of 5,456 matches on the map: the result pages loaded so far',
    );
    expect(coverageText({ kind: 'pages', shown: 50, total: undefined, reason: 'failed' })).toBe(
      '50 matches on the map: the result pages loaded so far (every match could not be loaded)',
    );
  });

  it('has words for waiting and none for no search', () => {
    expect(coverageText({ kind: 'loading' })).toBe('Loading every match…');
    expect(coverageText({ kind: 'list-loading' })).toBe('Loading the list…');
    expect(coverageText({ kind: 'idle' })).toBeNull();
  });
});

describe('nextPageCost', () => {
  it('estimates from what the pages so far cost per pin', () => {
    expect(nextPageCost([{ credits: 10_000, pins: 10_000 }], 7_509)).toBe(7_509);
    expect(nextPageCost([{ credits: 0, pins: 10_000 }], 10_000)).toBe(0);
  });

  it('claims no cost when a page did not report credits', () => {
    expect(
      nextPageCost(
        [
          { credits: 5, pins: 5 },
          { credits: undefined, pins: 5 },
        ],
        5,
      ),
    ).toBeUndefined();
    expect(nextPageCost([], 5)).toBeUndefined();
  });
});
