// The export file's slug: the place the where-box picked (it used to be missing), the lead types,
// the other filters; a saved list's name; nothing private in privacy mode; short, whole words.
import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '../../../state/search/search-state';
import { exportFileName } from '../../../lib/lead-rows/export-file';
import { exportSlug, MAX_SLUG, shortSlug } from './file-slug';

const DALLAS_COUNTY = {
  searchType: 'N',
  stateId: '48',
  countyId: '113',
  fips: '48113',
  title: 'Dallas, TX',
} as SearchFilters;

describe('exportSlug', () => {
  it('a county picked in the where-box, then the lead type', () => {
    const slug = exportSlug({ ...DALLAS_COUNTY, pre_foreclosure: true } as SearchFilters);
    expect(slug).toBe('dallas-county-tx-pre-foreclosure');
    expect(exportFileName(slug, new Date(2026, 10, 28))).toBe(
      'dallas-county-tx-pre-foreclosure-2026-11-28.csv',
    );
  });

  it('a picked city or zips, typed places, and the registry slugs of lead types', () => {
    expect(
      exportSlug({
        searchType: 'C',
        city: 'Austin',
        state: 'TX',
        title: 'Austin, TX',
        vacant: true,
      } as SearchFilters),
    ).toBe('austin-tx-vacant');
    expect(exportSlug({ searchType: 'Z', zip: ['78701', '78702'] } as SearchFilters)).toBe(
      '2-zips',
    );
    expect(exportSlug({ city: 'Austin', state: 'TX', absentee_owner: true } as SearchFilters)).toBe(
      'austin-tx-absentee',
    );
    expect(
      exportSlug({ county: 'Travis', state: 'TX', absentee_owner: false } as SearchFilters),
    ).toBe('travis-county-tx-owner-occupied');
  });

  it('lead types come before the other filters, whatever their order in the search', () => {
    expect(
      exportSlug({
        ...DALLAS_COUNTY,
        property_type: 'SFR',
        high_equity: true,
        pre_foreclosure: true,
      } as SearchFilters),
    ).toMatch(/^dallas-county-tx-(high-equity-)?pre-foreclosure-/);
  });

  it('a saved list is named by its name', () => {
    expect(exportSlug({ obfuscate: true } as SearchFilters, 'Austin Q3 — absentee')).toBe(
      'austin-q3-absentee',
    );
  });

  it('privacy mode keeps a picked or typed street address out of the name', () => {
    const address = {
      searchType: 'A',
      id: '123',
      title: '12 Elm St, Austin, TX 78701',
    } as SearchFilters;
    expect(exportSlug(address)).toBe('12-elm-st-austin-tx-78701');
    expect(exportSlug({ ...address, obfuscate: true } as SearchFilters)).toBe('');
    expect(exportSlug({ street: 'Elm St', city: 'Austin', obfuscate: true } as SearchFilters)).toBe(
      'austin',
    );
  });

  it('a long slug is cut at a word, not in one', () => {
    const slug = exportSlug({
      ...DALLAS_COUNTY,
      pre_foreclosure: true,
      vacant: true,
      high_equity: true,
      free_clear: true,
      inherited: true,
      corporate_owned: true,
      cash_buyer: true,
    } as SearchFilters);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG);
    expect(slug).toMatch(/^dallas-county-tx-/);
    expect(shortSlug('aaaa-bbbb-cccc', 11)).toBe('aaaa-bbbb');
  });
});
