// Form values ↔ request: conversion, contract messages at the right fields, a lossless round trip,
// the typed fields, and how the form follows the URL.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  searchRequestShape,
  validatePropertySearchRequest,
} from '../../api/contract/search-request';
import type { SearchFilters } from '../../state/search/search-state';
import { ALL_CONTROLS, FORM_FIELDS } from './filter-catalog';
import {
  AREA_FIELD,
  asFormField,
  emptyFormValues,
  filtersToFormValues,
  formFieldOf,
  isFormField,
  parseFilterForm,
  parseNumberInput,
  unsearchedEdits,
  type FilterFormValues,
  type MultiSelectField,
} from './filter-form';

function form(values: Partial<FilterFormValues>): FilterFormValues {
  return { ...emptyFormValues(), ...values };
}

function issuesAt(values: Partial<FilterFormValues>, geometry = {}) {
  return parseFilterForm(form(values), geometry).issues;
}

describe('parseNumberInput', () => {
  it.each([
    ['', 'count', undefined],
    ['  3 ', 'count', 3],
    ['250,000', 'money', 250000],
    ['$250,000', 'money', 250000],
    ['250k', 'money', 250000],
    ['1.5m', 'money', 1500000],
    ['-$20k', 'money', -20000],
    ['80%', 'percent', 80],
    ['2.5', 'count', 2.5],
  ] as const)('reads %j as %j', (raw, unit, expected) => {
    expect(parseNumberInput(raw, unit)).toBe(expected);
  });

  it('returns NaN for text that is not a number', () => {
    expect(parseNumberInput('three', 'count')).toBeNaN();
    expect(parseNumberInput('250k', 'count')).toBeNaN();
  });
});

describe('parseFilterForm: conversion', () => {
  it('sends nothing for an empty form', () => {
    expect(parseFilterForm(emptyFormValues(), {})).toEqual({ filters: {}, issues: [] });
  });

  it('drops blanks, parses numbers, maps tri-state flags and lists', () => {
    const { filters, issues } = parseFilterForm(
      form({
        city: '  Austin ',
        state: 'TX',
        zip: '78701, 78702 78701',
        beds_min: '3',
        value_max: '$450k',
        absentee_owner: 'true',
        vacant: 'false',
        pool: '',
        property_use_code: ['385', '369'],
        document_type_code: ['DTAF'],
        notice_type: 'NOD',
        ltv_max: '80',
        obfuscate: 'true',
        ids: '12, 15',
      }),
      {},
    );
    expect(issues).toEqual([]);
    expect(filters).toEqual({
      city: 'Austin',
      state: 'TX',
      zip: ['78701', '78702'],
      beds_min: 3,
      value_max: 450000,
      absentee_owner: true,
      vacant: false,
      property_use_code: [385, 369],
      document_type_code: ['DTAF'],
      notice_type: 'NOD',
      ltv_max: 80,
      obfuscate: true,
      ids: [12, 15],
    });
    expect(validatePropertySearchRequest(filters).ok).toBe(true);
  });

  it('sends a value with its operator as one pair, "at least" when none is picked', () => {
    expect(
      parseFilterForm(form({ estimated_equity: '100,000', equity_operator: 'lt' }), {}).filters,
    ).toEqual({
      estimated_equity: 100000,
      equity_operator: 'lt',
    });
    expect(parseFilterForm(form({ estimated_equity: '100,000' }), {}).filters).toEqual({
      estimated_equity: 100000,
      equity_operator: 'gte',
    });
  });

  it('keeps the drawn geometry it does not edit', () => {
    const geometry = { latitude: 30.27, longitude: -97.74, radius: 2 };
    const { filters, issues } = parseFilterForm(form({ beds_min: '2' }), geometry);
    expect(issues).toEqual([]);
    expect(filters).toEqual({ beds_min: 2, ...geometry });
  });
});

describe('parseFilterForm: validation with the contract', () => {
  it('names the missing partner of the location rules at the field', () => {
    expect(issuesAt({ city: 'Austin' })).toEqual([
      { field: 'city', message: 'City must be accompanied by State or Zip codes' },
    ]);
    expect(issuesAt({ state: 'TX' })).toEqual([
      { field: 'state', message: 'State must be accompanied by City, House number or Street' },
    ]);
    expect(issuesAt({ county: 'Travis', zip: '78701' })).toEqual([]);
    expect(issuesAt({ house: '12', street: 'Main', state: 'TX' })).toEqual([]);
  });

  it('requires an MLS status flag for days on market', () => {
    expect(issuesAt({ mls_days_on_market_max: '30' })).toEqual([
      {
        field: 'mls_days_on_market_max',
        message:
          'Days on market max must be accompanied by MLS active, MLS pending or MLS cancelled set to Yes',
      },
    ]);
    expect(issuesAt({ mls_days_on_market_max: '30', mls_pending: 'true' })).toEqual([]);
    // "No" is not enough: the rule wants the flag set to true.
    expect(issuesAt({ mls_days_on_market_max: '30', mls_pending: 'false' })).toHaveLength(1);
  });

  it('requires auction for auction dates, and foreclosure plus notice type for foreclosure dates', () => {
    expect(issuesAt({ auction_date_min: '2026-01-01' })).toEqual([
      {
        field: 'auction_date_min',
        message: 'Auction date from must be accompanied by Foreclosure auction set to Yes',
      },
    ]);
    expect(issuesAt({ foreclosure_date_max: '2026-01-01' }).map((i) => i.message)).toEqual([
      'Foreclosure recording date to must be accompanied by Foreclosure set to Yes',
      'Foreclosure recording date to must be accompanied by Foreclosure stage',
    ]);
    expect(
      issuesAt({ foreclosure_date_max: '2026-01-01', foreclosure: 'true', notice_type: 'NOD' }),
    ).toEqual([]);
  });

  it('checks min ≤ max for numbers and dates', () => {
    expect(issuesAt({ beds_min: '5', beds_max: '3' })).toEqual([
      { field: 'beds_min', message: 'Bedrooms min must be less than or equal to Bedrooms max' },
    ]);
    expect(
      issuesAt({ last_sale_date_min: '2025-05-01', last_sale_date_max: '2024-01-01' }),
    ).toEqual([
      {
        field: 'last_sale_date_min',
        message: 'Last sale date from must be less than or equal to Last sale date to',
      },
    ]);
  });

  it('reports field types and ranges with the contract wording', () => {
    expect(issuesAt({ beds_min: 'three' })).toEqual([
      { field: 'beds_min', message: 'Bedrooms min must be a number' },
    ]);
    expect(issuesAt({ baths_min: '2.5' })).toEqual([
      { field: 'baths_min', message: 'Bathrooms min must be an integer' },
    ]);
    expect(issuesAt({ beds_min: '-1' })).toEqual([
      { field: 'beds_min', message: 'Bedrooms min must be greater than or equal to 0' },
    ]);
    expect(issuesAt({ ltv_max: '120' })).toEqual([
      { field: 'ltv_max', message: 'Loan-to-value (%) max must be less than or equal to 100' },
    ]);
    expect(issuesAt({ census_block: '12' })).toEqual([
      { field: 'census_block', message: 'Census block must be a number from 1000 to 5000' },
    ]);
    expect(issuesAt({ zip: '78701, 7870' })).toEqual([
      { field: 'zip', message: 'Zip codes: 7870 is not a 5-digit US zip code' },
    ]);
    expect(issuesAt({ last_update_date_min: '2026-02-30' })).toEqual([
      {
        field: 'last_update_date_min',
        message: 'Record last updated from must be a valid date in YYYY-MM-DD format',
      },
    ]);
  });

  it('counts an unreadable partner as given, so only its own problem shows', () => {
    expect(issuesAt({ city: 'Austin', zip: '123' })).toEqual([
      { field: 'zip', message: 'Zip codes: 123 is not a 5-digit US zip code' },
    ]);
  });

  it('needs the value of an operator pair', () => {
    expect(issuesAt({ equity_operator: 'gt' })).toEqual([
      {
        field: 'equity_operator',
        message: 'Equity ($) comparison must be accompanied by Equity ($) value',
      },
    ]);
  });

  it('validates the drawn area together with the form, reporting at the area', () => {
    expect(issuesAt({}, { radius: 2 })).toEqual([
      { field: AREA_FIELD, message: 'Radius must be accompanied by Latitude and Longitude' },
    ]);
    expect(issuesAt({}, { latitude: 30, longitude: -97, radius: 25 })).toEqual([
      { field: AREA_FIELD, message: 'Radius must be less than or equal to 10' },
    ]);
  });

  it('lists problems in panel order', () => {
    const fields = issuesAt({
      auction_date_min: '2026-01-01',
      city: 'Austin',
      beds_min: '5',
      beds_max: '1',
    }).map((i) => i.field);
    expect(fields).toEqual(['city', 'beds_min', 'auction_date_min']);
  });
});

describe('parseFilterForm: the one check of the form', () => {
  it('outputs the request filters for a valid form, drawn area included', () => {
    const result = parseFilterForm(form({ zip: '78701', beds_min: '2' }), {
      polygon: [
        { lat: 1, lon: 1 },
        { lat: 2, lon: 1 },
        { lat: 2, lon: 2 },
      ],
    });
    expect(result.issues).toEqual([]);
    expect(result.filters).toEqual({
      zip: ['78701'],
      beds_min: 2,
      polygon: [
        { lat: 1, lon: 1 },
        { lat: 2, lon: 1 },
        { lat: 2, lon: 2 },
      ],
    });
  });

  it('reports each problem at the form field it names', () => {
    const { issues } = parseFilterForm(form({ street: 'Main', mls_days_on_market_min: '3' }), {});
    expect(issues.map((i) => [i.field, i.message])).toEqual([
      ['street', 'Street must be accompanied by State or Zip codes'],
      [
        'mls_days_on_market_min',
        'Days on market min must be accompanied by MLS active, MLS pending or MLS cancelled set to Yes',
      ],
    ]);
  });
});

describe('form fields', () => {
  it('edits every request filter but the drawn area, the deprecated year and the paging controls', () => {
    const edited = Object.keys(searchRequestShape).filter(isFormField).sort();
    expect([...FORM_FIELDS].sort()).toEqual(edited);
    for (const field of ['polygon', 'radius', 'year_min', 'size', 'sort', 'count', 'nonsense'])
      expect(isFormField(field)).toBe(false);
  });

  it('types as lists exactly the fields the catalog edits with a multi-select', () => {
    const multi = ALL_CONTROLS.flatMap((c) => (c.kind === 'multi' ? [c.name] : []));
    const lists = Object.entries(emptyFormValues()).flatMap(([f, v]) =>
      Array.isArray(v) ? [f] : [],
    );
    expect(lists.sort()).toEqual(multi.sort());
    expectTypeOf<MultiSelectField>().toEqualTypeOf<
      'property_use_code' | 'roof_construction_code' | 'roof_material_code' | 'document_type_code'
    >();
  });

  it('refuses a catalog name that is not a filter', () => {
    expect(asFormField('beds_min')).toBe('beds_min');
    expect(() => asFormField('bedrooms')).toThrow(/"bedrooms"/);
  });
});

describe('unsearchedEdits: the form follows the URL', () => {
  const searched = form({ zip: '78701', property_use_code: ['385'] });

  it('keeps an edit the user has not searched in a field the new URL left alone', () => {
    const current = { ...searched, address: '1 Main St', property_use_code: ['385', '386'] };
    const url = form({ zip: '73301', property_use_code: ['385'] });
    expect(unsearchedEdits(current, searched, url)).toEqual({
      address: '1 Main St',
      property_use_code: ['385', '386'],
    });
  });

  it('lets the URL win where it changed the field, even over an edit', () => {
    const current = { ...searched, zip: '78702', address: '1 Main St' };
    const url = form({ zip: '73301', address: 'Elsewhere', property_use_code: ['385'] });
    expect(unsearchedEdits(current, searched, url)).toEqual({});
  });

  it('has nothing to keep when the form shows what was searched', () => {
    expect(unsearchedEdits(searched, searched, form({ beds_min: '2' }))).toEqual({});
  });
});

describe('filtersToFormValues', () => {
  it('round-trips valid filters through the form unchanged', () => {
    const filters: SearchFilters = {
      city: 'Austin',
      state: 'TX',
      zip: ['78701', '78702'],
      beds_min: 3,
      estimated_equity_min: -5000,
      estimated_equity: 100000,
      equity_operator: 'gte',
      high_equity: true,
      vacant: false,
      property_use_code: [385],
      roof_material_code: [102, 103],
      document_type_code: ['DTAF'],
      mls_active: true,
      mls_days_on_market_max: 60,
      last_sale_date_min: '2020-01-01',
      last_sale_arms_length: true,
      obfuscate: true,
      ids: [1, 2],
      neighborhood_id: 7,
    };
    const { filters: back, issues } = parseFilterForm(filtersToFormValues(filters), {});
    expect(issues).toEqual([]);
    expect(back).toEqual(filters);
  });

  it('reads a single zip or code as a one-item list', () => {
    const values = filtersToFormValues({ zip: '78701', property_use_code: 385 });
    expect(values.zip).toBe('78701');
    expect(values.property_use_code).toEqual(['385']);
  });

  it('maps the deprecated year_min/year_max onto year built', () => {
    const values = filtersToFormValues({ year_min: 1950, year_max: 1990 });
    expect(values.year_built_min).toBe('1950');
    expect(values.year_built_max).toBe('1990');
  });

  it('leaves geometry out of the form', () => {
    const values = filtersToFormValues({ latitude: 1, longitude: 2, radius: 3 });
    expect(Object.keys(values)).not.toContain('radius');
  });
});

describe('formFieldOf', () => {
  it('shows a named problem at its form field, the drawn area, or the whole form', () => {
    expect(formFieldOf('zip')).toBe('zip');
    expect(formFieldOf('beds_min')).toBe('beds_min');
    expect(formFieldOf('polygon[2].lat')).toBe(AREA_FIELD);
    expect(formFieldOf('radius')).toBe(AREA_FIELD);
    expect(formFieldOf('sort.lot_size')).toBe('');
    expect(formFieldOf('')).toBe('');
  });
});
