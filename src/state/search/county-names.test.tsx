// A map county click keeps its name for the chip, for the tab's session (a reload keeps it).
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  window.sessionStorage.clear();
  vi.resetModules();
});

describe('county names', () => {
  it('labels a FIPS-only county chip with the name the map showed', async () => {
    const { placesOf } = await import('./search-places');
    const { rememberCountyName } = await import('./county-names');
    expect(placesOf({ searchType: 'N', fips: '48201' })[0]?.label).toBe('County (FIPS 48201)');
    rememberCountyName('48201', 'Harris County, TX');
    expect(placesOf({ searchType: 'N', fips: '48201' })[0]?.label).toBe('Harris County, TX');
    // An AutoComplete title still wins: it is what the service itself called the place.
    expect(placesOf({ searchType: 'N', fips: '48201', title: 'Harris, TX' })[0]?.label).toBe(
      'Harris County, TX',
    );
  });

  it('keeps the names across a reload of the tab, and shrugs off a damaged store', async () => {
    (await import('./county-names')).rememberCountyName('22071', 'Orleans Parish, LA');
    vi.resetModules();
    expect((await import('./county-names')).countyNameOf('22071')).toBe('Orleans Parish, LA');

    window.sessionStorage.setItem('llb.county-names', '{not json');
    vi.resetModules();
    expect((await import('./county-names')).countyNameOf('22071')).toBeUndefined();
  });
});
