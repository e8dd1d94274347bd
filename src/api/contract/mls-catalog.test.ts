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
  it('has the vendor’s v3 section names (reference-shapes), ROOT first', () => {
    expect(MLS_SECTION_NAMES).toEqual([
      'ROOT',
      'address',
      'listingDetails',
      'agentRemarks',
      'listingAgent',
      'listingOffice',
      'colistingAgent',
      'colistingOffice',
      'cosellingAgent',
      'cosellingOffice',
      'media',
      'priceChangeHistory',
      'statusChangeHistory',
      'schools',
      'hoa',
      'openHouses',
      'dataAssumptions',
      'public',
    ]);
  });

  it('has none of the names the first version invented', () => {
    for (const old of ['listing', 'property', 'homeDetails', 'sellingAgent', 'sellingOffice']) {
      expect(isMlsSection(old), old).toBe(false);
      expect(isMlsSelector(old), old).toBe(false);
    }
    expect(MLS_SELECTORS.some((s) => /^(listing|property|homeDetails)\./.test(s))).toBe(false);
  });

  it('leaves the opt-in public block out of the default sections', () => {
    expect(DEFAULT_MLS_SECTIONS).not.toContain('public');
    expect(DEFAULT_MLS_SECTIONS).toHaveLength(MLS_SECTION_NAMES.length - 1);
  });

  it('lists every section, every root scalar bare and every section.leaf as a selector', () => {
    const fieldCount = Object.values(MLS_SECTIONS).reduce((n, fields) => n + fields.length, 0);
    expect(MLS_SELECTORS).toHaveLength(MLS_SECTION_NAMES.length + fieldCount);
    expect(MLS_SELECTORS).toContain('ROOT');
    expect(MLS_SELECTORS).toContain('listingPrice');
    expect(MLS_SELECTORS).not.toContain('ROOT.listingPrice');
    expect(MLS_SELECTORS).toContain('listingDetails.beds');
    expect(MLS_SELECTORS).toContain('public.owner1FullName');
  });
});

describe('isMlsSection / isMlsSelector', () => {
  it('accepts catalog names only', () => {
    expect(isMlsSection('schools')).toBe(true);
    expect(isMlsSection('ROOT')).toBe(true);
    expect(isMlsSection('school')).toBe(false);
    expect(isMlsSection('constructor')).toBe(false);
    expect(isMlsSection('toString')).toBe(false);
  });

  it('accepts sections, root scalars and section.leaf paths, not other bare leaves', () => {
    expect(isMlsSelector('media')).toBe(true);
    expect(isMlsSelector('media.photosList')).toBe(true);
    expect(isMlsSelector('listingPrice')).toBe(true);
    expect(isMlsSelector('photosList')).toBe(false);
    expect(isMlsSelector('beds')).toBe(false);
    expect(isMlsSelector('listingDetails.bed')).toBe(false);
    expect(isMlsSelector('listingDetails.beds.count')).toBe(false);
  });
});

describe('suggestSelector (leaf-aware)', () => {
  it.each([
    ['beds', 'listingDetails.beds'],
    ['listingDetails.bed', 'listingDetails.beds'],
    ['listingPric', 'listingPrice'],
    ['ROOT.listingPrice', 'listingPrice'],
    ['listingDetail.baths', 'listingDetails.baths'],
    ['cosellingAgnt.email', 'cosellingAgent.email'],
    ['public.ap', 'public.apn'],
    ['photoList', 'media.photosList'],
    ['scools', 'schools'],
    ['Public', 'public'],
    ['media.photos', 'media.photosList'],
    ['publicRemark', 'agentRemarks.publicRemarks'],
    ['associationFee', 'hoa.associationFee'],
    // The first version's invented names point at the vendor's.
    ['listing.listPrice', 'listingPrice'],
    ['listing.publicRemarks', 'agentRemarks.publicRemarks'],
    ['homeDetails.heating', 'listingDetails.heating'],
    ['sellingAgent.email', 'cosellingAgent.email'],
  ])('%s → %s', (input, expected) => {
    expect(suggestSelector(input)).toBe(expected);
  });

  it('keeps the section when the leaf belongs to it', () => {
    // "city" exists in several sections; the typed section wins.
    expect(suggestSelector('listingOffice.cty')).toBe('listingOffice.city');
    expect(suggestSelector('address.cty')).toBe('address.city');
  });

  it('suggests only catalog selectors', () => {
    for (const input of ['beds', 'listingPric', 'listing.listPrice', 'listingDetails.bed']) {
      const suggestion = suggestSelector(input);
      // The guard first: each of these inputs must get a suggestion at all.
      expect(suggestion, input).toBeDefined();
      expect(isMlsSelector(suggestion!), input).toBe(true);
    }
  });

  it('suggests nothing for a bare old section name or nonsense', () => {
    expect(suggestSelector('homeDetails')).toBeUndefined();
    expect(suggestSelector('xx.yy')).toBeUndefined();
  });

  it('returns undefined when nothing is close', () => {
    expect(suggestSelector('qqqqqqqqqqqqqqqqqqqq')).toBeUndefined();
    expect(suggestSelector('zzzzzzzz.qqqqqqqqqqqq')).toBeUndefined();
  });
});
