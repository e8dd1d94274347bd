// The section choice as a request: field_sections only when narrowed, public and fallback flags;
// stored choices from before the vendor's names are mapped, not sent.
import { afterEach, describe, expect, it } from 'vitest';
import { isMlsSection } from '../../api/contract/mls-catalog';
import {
  CHOOSABLE_SECTIONS,
  DEFAULT_PREFS,
  SECTION_PREFS_KEY,
  migrateSections,
  orderedSections,
  readSectionPrefs,
  requestedSections,
  selectionOf,
} from './section-prefs';

afterEach(() => localStorage.clear());

describe('selectionOf', () => {
  it('asks for nothing special by default (every section but public, fallback on)', () => {
    expect(selectionOf(DEFAULT_PREFS)).toEqual({});
  });

  it('sends a narrowed choice as field_sections in catalog order, with the vendor’s names', () => {
    expect(selectionOf({ ...DEFAULT_PREFS, sections: ['schools', 'ROOT'] })).toEqual({
      field_sections: ['ROOT', 'schools'],
    });
  });

  it('sends public: true and public_record_fallback: false when chosen', () => {
    expect(selectionOf({ ...DEFAULT_PREFS, publicRecord: true, fallback: false })).toEqual({
      public: true,
      public_record_fallback: false,
    });
  });
});

describe('requestedSections', () => {
  it('adds public when the public record is asked for', () => {
    expect(
      requestedSections({ ...DEFAULT_PREFS, sections: ['media'], publicRecord: true }),
    ).toEqual(['media', 'public']);
  });

  it('ignores names outside the catalog', () => {
    expect(orderedSections(['bogus', 'media', 'public'])).toEqual(['media']);
  });
});

describe('stored prefs with the first version’s section names', () => {
  it('maps the invented names to the sections that hold their facts now', () => {
    expect(migrateSections(['listing', 'property', 'homeDetails', 'sellingAgent'])).toEqual([
      'ROOT',
      'listingDetails',
      'agentRemarks',
      'cosellingAgent',
    ]);
  });

  it('reads a stored choice of every former section as every section', () => {
    localStorage.setItem(
      SECTION_PREFS_KEY,
      JSON.stringify({
        sections: [
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
        ],
        publicRecord: true,
        fallback: false,
      }),
    );
    const prefs = readSectionPrefs();
    expect(prefs.sections).toEqual(CHOOSABLE_SECTIONS);
    expect(selectionOf(prefs)).toEqual({ public: true, public_record_fallback: false });
  });

  it('never sends a name the vendor does not have; nothing known left means the defaults', () => {
    localStorage.setItem(
      SECTION_PREFS_KEY,
      JSON.stringify({ sections: ['listing', 'schools', 'bogus', 42], publicRecord: false }),
    );
    const sent = selectionOf(readSectionPrefs()).field_sections ?? [];
    expect(sent).toEqual(['ROOT', 'agentRemarks', 'schools']);
    expect(sent.every(isMlsSection)).toBe(true);

    localStorage.setItem(SECTION_PREFS_KEY, JSON.stringify({ sections: ['bogus', 'listin'] }));
    expect(readSectionPrefs()).toEqual(DEFAULT_PREFS);
  });
});
