// The section choice as a request: field_sections only when narrowed, public and fallback flags.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, orderedSections, requestedSections, selectionOf } from './section-prefs';

describe('selectionOf', () => {
  it('asks for nothing special by default (every section but public, fallback on)', () => {
    expect(selectionOf(DEFAULT_PREFS)).toEqual({});
  });

  it('sends a narrowed choice as field_sections in catalog order', () => {
    expect(selectionOf({ ...DEFAULT_PREFS, sections: ['schools', 'listing'] })).toEqual({
      field_sections: ['listing', 'schools'],
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
