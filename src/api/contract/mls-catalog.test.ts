import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MLS_SECTIONS,
  MLS_SECTIONS,
  MLS_SECTION_NAMES,
  MLS_SELECTORS,
  isMlsSection,
  isMlsSelector,
  suggestSelector,
} from './mls-catalog';

describe('MLS catalog', () => {
  it('has the sections reference-shapes names', () => {
    expect(MLS_SECTION_NAMES).toEqual([
      'listing',
      'address',
      'property',
      'homeDetails',
      'schools',
      'media',
      'listingAgent',
      'sellingAgent',
      'listingOffice',
      'sellingOffice',
      'openHouses',
      'public',
    ]);
  });

  it('leaves the opt-in public block out of the default sections', () => {
    expect(DEFAULT_MLS_SECTIONS).not.toContain('public');
    expect(DEFAULT_MLS_SECTIONS).toHaveLength(MLS_SECTION_NAMES.length - 1);
  });

  it('lists every section and every section.field as a selector', () => {
    const fieldCount = Object.values(MLS_SECTIONS).reduce((n, fields) => n + fields.length, 0);
    expect(MLS_SELECTORS).toHaveLength(MLS_SECTION_NAMES.length + fieldCount);
    expect(MLS_SELECTORS).toContain('listing');
    expect(MLS_SELECTORS).toContain('listing.listPrice');
    expect(MLS_SELECTORS).toContain('public.owner1FullName');
  });
});

describe('isMlsSection / isMlsSelector', () => {
  it('accepts catalog names only', () => {
    expect(isMlsSection('schools')).toBe(true);
    expect(isMlsSection('school')).toBe(false);
    expect(isMlsSection('constructor')).toBe(false);
    expect(isMlsSection('toString')).toBe(false);
  });

  it('accepts sections and section.field paths, not bare leaves', () => {
    expect(isMlsSelector('media')).toBe(true);
    expect(isMlsSelector('media.photosList')).toBe(true);
    expect(isMlsSelector('photosList')).toBe(false);
    expect(isMlsSelector('listing.lisPrice')).toBe(false);
    expect(isMlsSelector('listing.listPrice.amount')).toBe(false);
  });
});

describe('suggestSelector (leaf-aware)', () => {
  it.each([
    ['listing.lisPrice', 'listing.listPrice'],
    ['lisPrice', 'listing.listPrice'],
    ['listPrice', 'listing.listPrice'],
    ['listng.listPrice', 'listing.listPrice'],
    ['sellingAgnt.email', 'sellingAgent.email'],
    ['public.ap', 'public.apn'],
    ['photoList', 'media.photosList'],
    ['scools', 'schools'],
    ['listng', 'listing'],
    ['Public', 'public'],
    ['media.photos', 'media.photosList'],
  ])('%s → %s', (input, expected) => {
    expect(suggestSelector(input)).toBe(expected);
  });

  it('keeps the section when the leaf belongs to it', () => {
    // "city" exists in several sections; the typed section wins.
    expect(suggestSelector('listingOffice.cty')).toBe('listingOffice.city');
    expect(suggestSelector('address.cty')).toBe('address.city');
  });

  it('returns a catalog selector or nothing', () => {
    for (const input of ['lisPrice', 'listing.lisPrice', 'scools', 'xx.yy']) {
      const suggestion = suggestSelector(input);
      if (suggestion !== undefined) expect(isMlsSelector(suggestion)).toBe(true);
    }
  });

  it('returns undefined when nothing is close', () => {
    expect(suggestSelector('qqqqqqqqqqqqqqqqqqqq')).toBeUndefined();
    expect(suggestSelector('zzzzzzzz.qqqqqqqqqqqq')).toBeUndefined();
  });
});
