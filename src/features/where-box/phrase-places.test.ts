// Places named inside a phrase (phrase-places.ts): which runs of words are asked about, in what
// order, and which answers count as naming the place.
import { describe, expect, it, vi } from 'vitest';
import type { AutoCompleteItem } from '../../api/contract/autocomplete';
import {
  MAX_PHRASE_LOOKUPS,
  findPlacesInPhrase,
  namesCandidate,
  placeCandidates,
} from './phrase-places';

const city = (name: string, state: string): AutoCompleteItem => ({
  searchType: 'C',
  city: name,
  state,
  title: `${name}, ${state}`,
});

describe('placeCandidates', () => {
  it('keeps the place words of a phrase, never filler, prices or amounts', () => {
    expect(placeCandidates('foreclosures in Phoenix under $300k')).toEqual(['Phoenix']);
    expect(placeCandidates('vacant homes near 85004 under 250000')).toEqual(['85004']);
    expect(placeCandidates('3 bed houses in Austin, $250,000 max')).toEqual(['Austin']);
    expect(placeCandidates('absentee owners under 85000')).toEqual([]);
  });

  it('tries the longest runs first, then the shorter ones in reading order', () => {
    expect(placeCandidates('pre foreclosures in Fort Worth TX')).toEqual([
      'Fort Worth TX',
      'Fort Worth',
      'Worth TX',
      'Fort',
    ]);
  });

  it('keeps the typed spelling between the first and last word ("Phoenix, AZ")', () => {
    expect(placeCandidates('homes in Phoenix, AZ under 300k')[0]).toBe('Phoenix, AZ');
  });

  it('never repeats the whole text (it was asked already) and stays within the lookups allowed', () => {
    expect(placeCandidates('Phoenix')).toEqual([]);
    expect(placeCandidates('one two three four five six seven').length).toBe(MAX_PHRASE_LOOKUPS);
  });

  it('asks nothing for words too short for the service or for bare numbers', () => {
    expect(placeCandidates('homes in AZ')).toEqual([]);
    expect(placeCandidates('built after 1990')).toEqual([]);
  });
});

describe('namesCandidate', () => {
  it('needs the words whole and in order, not inside a longer word', () => {
    expect(namesCandidate(city('Phoenix', 'AZ'), 'Phoenix')).toBe(true);
    expect(namesCandidate(city('Phoenix', 'AZ'), 'Phoenix, AZ')).toBe(true);
    expect(namesCandidate(city('Homestead', 'FL'), 'homes')).toBe(false);
    expect(namesCandidate(city('Phoenix', 'AZ'), 'AZ Phoenix')).toBe(false);
  });
});

describe('findPlacesInPhrase', () => {
  it('stops at the first candidate that names a place, sending none of the rest', async () => {
    const lookup = vi.fn((search: string) =>
      Promise.resolve(
        search === 'Phoenix' ? [city('Phoenix', 'AZ'), city('Phoenixville', 'PA')] : [],
      ),
    );
    const found = await findPlacesInPhrase(['Phoenix Arizona', 'Phoenix', 'Arizona'], lookup);
    expect(found).toEqual({ found: 'Phoenix', items: [city('Phoenix', 'AZ')] });
    expect(lookup.mock.calls.map((c) => c[0])).toEqual(['Phoenix Arizona', 'Phoenix']);
  });

  it('finds nothing when no candidate names a place', async () => {
    const found = await findPlacesInPhrase(['homes'], () =>
      Promise.resolve([city('Homestead', 'FL')]),
    );
    expect(found).toEqual({ items: [] });
  });
});
