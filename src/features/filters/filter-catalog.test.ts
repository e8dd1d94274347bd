// The catalog covers every §2.1 field exactly once with distinct labels, and the find box searches it sensibly.
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_REQUEST_FIELDS } from '../../api/contract/search-request';
import { CONTROL_FIELDS, GEOMETRY_FIELDS } from '../../state/search/search-state';
import { ALL_CONTROLS, FILTER_GROUPS, FORM_FIELDS, fieldLabel } from './filter-catalog';
import { codeLabels, loadCodeLabels } from './code-labels';
import { findControls } from './find-filter';
import { filterWordsReady, hintOf } from './filter-words-loader';

beforeAll(() => Promise.all([filterWordsReady, loadCodeLabels()]));

/** year_min/year_max are deprecated (§9): old links map onto year_built_*, the panel never sends them. */
const DEPRECATED = ['year_min', 'year_max'];

describe('filter catalog', () => {
  it('offers every request filter of §2.1 except control fields, drawn geometry and deprecated fields', () => {
    const expected = SEARCH_REQUEST_FIELDS.filter(
      (f) =>
        !(CONTROL_FIELDS as readonly string[]).includes(f) &&
        !(GEOMETRY_FIELDS as readonly string[]).includes(f) &&
        !DEPRECATED.includes(f),
    ).sort();
    expect([...FORM_FIELDS].sort()).toEqual(expected);
  });

  it('edits each field with one control only', () => {
    expect(new Set(FORM_FIELDS).size).toBe(FORM_FIELDS.length);
  });

  it('gives every field a distinct label, so accessible names and messages are unambiguous', () => {
    const labels = FORM_FIELDS.map(fieldLabel);
    expect(labels.every((l) => l.trim() !== '' && !/_/.test(l))).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('groups the panel the way list builders think', () => {
    expect(FILTER_GROUPS.map((g) => g.title)).toEqual([
      'Location',
      'Property',
      'Owner',
      'Equity & mortgage',
      'Distress',
      'MLS',
      'Sale history',
      'Advanced',
    ]);
    expect(ALL_CONTROLS.length).toBeGreaterThan(100);
  });

  it('names the foreclosure stages in plain words, the vendor code after', () => {
    const notice = ALL_CONTROLS.find((c) => c.kind === 'select' && c.name === 'notice_type');
    expect(notice?.label).toBe('Foreclosure stage');
    expect(notice && notice.kind === 'select' ? notice.options : []).toEqual([
      { value: 'NOD', label: 'Notice of default (NOD)' },
      { value: 'NOL', label: 'Lis pendens (LIS/NOL)' },
      { value: 'NTS', label: 'Notice of trustee sale (NTS)' },
      { value: 'FOR', label: 'Foreclosure filed (FOR)' },
      { value: 'REO', label: 'Bank owned (REO)' },
    ]);
    expect(fieldLabel('search_range')).toBe('Filed within');
    expect(fieldLabel('auction')).toBe('Foreclosure auction');
    expect(fieldLabel('reo')).toBe('Bank owned (REO)');
  });

  it('gives every control a hint that says more than its label', () => {
    const missing = ALL_CONTROLS.filter((c) => {
      const hint = hintOf(c)
        ?.toLowerCase()
        .replace(/[^a-z0-9 ]/g, '');
      const label = c.label.toLowerCase().replace(/[^a-z0-9 ]/g, '');
      return !hint || hint === label || hint === `has ${label}`;
    }).map((c) => c.label);
    expect(missing).toEqual([]);
  });
});

describe('findControls', () => {
  // With the code tables' labels, which are in a moment after the panel's first paint.
  const labels = (query: string) => [...findControls(query, codeLabels())].map((c) => c.label);

  it('finds controls by their own label, hint, keywords or option labels', () => {
    expect(labels('equity')).toEqual([
      'Portfolio equity',
      'Equity ($)',
      'Equity ($) is',
      'Equity (%) is',
      'High equity',
    ]);
    expect(labels('notice of default')).toEqual(['Pre-foreclosure', 'Foreclosure stage']);
    expect(labels('dom')).toContain('Days on market');
    expect(labels('days on')).toEqual(['Days on market']);
    expect(labels('Free & Cle')).toContain('Free & clear');
  });

  it('brings up a whole group or section named exactly', () => {
    expect(labels('distress')).toEqual(
      expect.arrayContaining(['Tax lien', 'Auction date', 'Vacant']),
    );
    expect(labels('Mortgage and lenders')).toContain('First loan type');
    expect(labels('portfolio purchased')).toEqual([
      'Bought in the last 6 months',
      'Bought in the last 12 months',
    ]);
  });

  it('finds filters by the everyday words people use for them, plurals too', () => {
    expect(labels('price')).toEqual(
      expect.arrayContaining(['Estimated value', 'Listing price', 'Last sale price']),
    );
    expect(labels('worth')).toContain('Estimated value');
    expect(labels('value')).toContain('Estimated value');
    const stages = [
      'Filed within',
      'Pre-foreclosure',
      'Pre-foreclosure date',
      'Foreclosure',
      'Foreclosure stage',
      'Foreclosure recording date',
      'Foreclosure auction',
      'Auction date',
      'Bank owned (REO)',
      // Its options name foreclosure documents.
      'Document type',
    ];
    expect(labels('foreclosure')).toEqual(stages);
    expect(labels('foreclosures')).toEqual(stages);
    expect(labels('vacant')).toContain('Vacant');
    expect(labels('empty')).toEqual(['Vacant']);
    expect(labels('pool')).toEqual(expect.arrayContaining(['Pool', 'Pool area (sq ft)']));
    expect(labels('mortgage')).toEqual(
      expect.arrayContaining(['Open mortgages ($)', 'Free & clear']),
    );
    expect(labels('owner')).toEqual(
      expect.arrayContaining(['Absentee owner', 'Out-of-state owner', 'Corporate owned']),
    );
    expect(labels('equity')).toContain('Equity ($)');
  });

  it('reads a phrase by its words when no filter has them all', () => {
    expect(labels('foreclosures in Phoenix')).toEqual(labels('foreclosure'));
    expect(labels('foreclosures in Phoenix under $300k')).toEqual(labels('foreclosure'));
    expect(labels('in Phoenix')).toEqual([]);
  });

  it('finds nothing for nonsense and everything for an empty query', () => {
    expect(labels('zzzz')).toEqual([]);
    expect(labels('')).toHaveLength(ALL_CONTROLS.length);
  });
});
