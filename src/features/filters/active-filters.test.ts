// Chip texts for every kind of control, and the drawn area in words.
import { beforeAll, describe, expect, it } from 'vitest';
import { activeFilters, describeArea } from './active-filters';
import { codeLabels, loadCodeLabels, type CodeLabels } from './code-labels';
import { emptyFormValues, type FilterFormValues } from './filter-form';

let labels: CodeLabels | undefined;
beforeAll(async () => {
  await loadCodeLabels();
  labels = codeLabels();
});

/** The chips' texts, with the code labels (`false`: before they are in). */
function chips(values: Record<string, string | string[]>, withLabels = true) {
  const all: FilterFormValues = { ...emptyFormValues(), ...values };
  return activeFilters(all, withLabels ? labels : undefined).map((c) => c.text);
}

describe('activeFilters', () => {
  it('is empty for an empty form', () => {
    expect(chips({})).toEqual([]);
  });

  it('describes each kind of control', () => {
    expect(
      chips({
        city: 'Austin',
        state: 'TX',
        zip: '78701, 78702, 78703',
        beds_min: '3',
        beds_max: '5',
        baths_min: '2',
        value_max: '450000',
        absentee_owner: 'true',
        vacant: 'false',
        estimated_equity: '100000',
        equity_operator: 'gte',
        notice_type: 'NOD',
        auction_date_min: '2026-01-01',
        document_type_code: ['DTAF', 'DTAD'],
        obfuscate: 'true',
      }),
    ).toEqual([
      'City: Austin',
      'State: TX – Texas',
      'Zip codes: 78701, 78702 +1 more',
      'Bedrooms: 3 – 5',
      'Bathrooms: at least 2',
      'Absentee owner: Yes',
      'Equity ($) at least $100,000',
      'Estimated value: at most $450,000',
      'Foreclosure stage: Notice of default (NOD)',
      'Auction date: from 2026-01-01',
      'Vacant: No',
      'Document type: DTAF – Affidavit +1 more',
      'Privacy mode: On',
    ]);
  });

  it('names a code by itself until the code labels are in, then by its label', () => {
    const values = {
      property_use_code: ['181'],
      flood_zone_type: 'X',
      document_type_code: ['DTWD'],
    };
    expect(chips(values, false)).toEqual([
      'Property use: 181',
      'Document type: DTWD',
      'Flood zone type: X',
    ]);
    expect(labels).toBeDefined();
    expect(chips(values)).toEqual([
      'Property use: 181 – Single Family Residential',
      'Document type: DTWD – Warranty Deed',
      'Flood zone type: X – Low Risk',
    ]);
    expect(chips({ roof_material_code: ['102', '103'] }, false)).toEqual([
      'Roof material: 102 +1 more',
    ]);
    expect(chips({ roof_material_code: ['102', '103'] })).toEqual([
      'Roof material: 102 – Wood Shingle +1 more',
    ]);
  });

  it('clears every field of a control through its chip', () => {
    const [chip] = activeFilters({ ...emptyFormValues(), beds_min: '1', beds_max: '2' });
    expect(chip?.fields).toEqual(['beds_min', 'beds_max']);
    expect(chip?.groupId).toBe('property');
  });
});

describe('describeArea', () => {
  it('describes a radius, a polygon and several polygons', () => {
    expect(describeArea({})).toBeUndefined();
    expect(describeArea({ latitude: 30.26715, longitude: -97.7431, radius: 2.5 })).toBe(
      '2.5 mi around 30.2672, -97.7431',
    );
    const ring = [
      { lat: 1, lon: 1 },
      { lat: 1, lon: 2 },
      { lat: 2, lon: 2 },
    ];
    expect(describeArea({ polygon: ring })).toBe('polygon, 3 points');
    expect(describeArea({ multi_polygon: [{ boundaries: ring }, { boundaries: ring }] })).toBe(
      '2 polygons',
    );
  });
});
