// The URL form of a search: round trip, versioning, drafts of invalid links.
import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, type SearchState } from './search-state';
import { decodeSearchState, encodeSearchState } from './search-url';

const polygon = [
  { lat: 30.1, lon: -97.8 },
  { lat: 30.1, lon: -97.6 },
  { lat: 30.3, lon: -97.7 },
];

describe('encode/decode', () => {
  it('round-trips filters (geometry included), sort, page and list', () => {
    const state: SearchState = {
      filters: { state: 'TX', city: 'Austin', beds_min: 3, polygon, absentee_owner: false },
      sort: [{ field: 'year_built', direction: 'desc' }],
      page: { index: 2, size: 100 },
      listId: 'list-1',
    };
    const query = encodeSearchState(state);
    expect(query).toMatch(/^v=1&q=[A-Za-z0-9_-]+$/);
    expect(decodeSearchState(`?${query}`)).toEqual({ kind: 'ok', state });
  });

  it('reads no query as empty and another version as invalid', () => {
    expect(decodeSearchState('')).toEqual({ kind: 'empty' });
    expect(decodeSearchState('?v=2&q=abc')).toMatchObject({ kind: 'invalid' });
  });

  it('hands back the draft of a readable search that breaks the rules', () => {
    const state: SearchState = { ...EMPTY_SEARCH, filters: { city: 'Austin' } };
    const decoded = decodeSearchState(`?${encodeSearchState(state)}`);
    expect(decoded.kind).toBe('invalid');
    expect(decoded.kind === 'invalid' && decoded.draft?.filters).toEqual({ city: 'Austin' });
    expect(decoded.kind === 'invalid' && decoded.reason).toMatch(
      /city must be accompanied by state or zip/,
    );
  });

  it('has no draft for a damaged link', () => {
    const decoded = decodeSearchState('?v=1&q=%%%');
    expect(decoded).toMatchObject({ kind: 'invalid' });
    expect(decoded.kind === 'invalid' && decoded.draft).toBeUndefined();
  });
});
