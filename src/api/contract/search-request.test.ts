import { describe, expect, it } from 'vitest';
import {
  propertySearchRequestSchema,
  searchCrossFieldViolations,
  validatePropertySearchRequest,
  type NormalizedSearchRequest,
} from './search-request';
import {
  BOOLEAN_FLAGS,
  NOTICE_TYPES,
  OPERATORS,
  PROPERTY_TYPES,
  SEARCH_RANGES,
  SEARCH_TYPES,
  SORTABLE_FIELDS,
  VALUE_OPERATOR_PAIRS,
} from './search-fields';
import type { Violation } from './violations';

function accepted(body: unknown): NormalizedSearchRequest {
  const result = validatePropertySearchRequest(body);
  if (!result.ok) {
    throw new Error(
      `expected ${JSON.stringify(body)} to be accepted: ${JSON.stringify(result.violations)}`,
    );
  }
  return result.value;
}

function rejected(body: unknown): Violation[] {
  const result = validatePropertySearchRequest(body);
  if (result.ok) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  expect(result.violations.length).toBeGreaterThan(0);
  return result.violations;
}

function messagesOf(body: unknown): string[] {
  return rejected(body).map((v) => v.message);
}

const pt = (lat: number, lon: number) => ({ lat, lon });
const triangle = [pt(30.2, -97.7), pt(30.3, -97.7), pt(30.3, -97.8)];
const centre = { latitude: 30.27, longitude: -97.74 };

describe('validatePropertySearchRequest: body shape', () => {
  it('accepts an empty body and applies the defaults (size 50, resultIndex 0)', () => {
    expect(accepted({})).toEqual({ size: 50, resultIndex: 0 });
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['a string', 'city=Austin'],
    ['a number', 42],
    ['undefined', undefined],
  ])('rejects %s as the body', (_label, body) => {
    expect(rejected(body)).toEqual([{ field: '', message: 'value must be an object' }]);
  });
});

describe('validatePropertySearchRequest: location accompaniment rules (§2.1)', () => {
  it.each(['house', 'street', 'city', 'county'])(
    '%s alone is rejected with a message naming state or zip',
    (field) => {
      expect(rejected({ [field]: 'x' })).toEqual([
        { field, message: `${field} must be accompanied by state or zip` },
      ]);
    },
  );

  it.each(['house', 'street', 'city', 'county'])('%s with zip is accepted', (field) => {
    const value = accepted({ [field]: 'Main', zip: '78701' });
    expect(value).toMatchObject({ [field]: 'Main', zip: ['78701'] });
  });

  it.each(['house', 'street', 'city'])('%s with state is accepted', (field) => {
    expect(accepted({ [field]: 'Main', state: 'TX' })).toMatchObject({
      [field]: 'Main',
      state: 'TX',
    });
  });

  it('a blank partner does not count as given', () => {
    expect(messagesOf({ city: 'Austin', state: '   ' })).toContain(
      'city must be accompanied by state or zip',
    );
  });

  it('state alone is rejected with a message naming city, house or street', () => {
    expect(rejected({ state: 'TX' })).toEqual([
      { field: 'state', message: 'state must be accompanied by city, house or street' },
    ]);
  });

  it('state with zip only is still rejected (zip is not a partner of state)', () => {
    expect(messagesOf({ state: 'TX', zip: '78701' })).toEqual([
      'state must be accompanied by city, house or street',
    ]);
  });

  it('county with state only reports the missing partner of state', () => {
    expect(messagesOf({ county: 'Travis', state: 'TX' })).toEqual([
      'state must be accompanied by city, house or street',
    ]);
  });

  it.each(['city', 'house', 'street'])('state with %s is accepted', (partner) => {
    expect(accepted({ state: 'TX', [partner]: 'x' })).toMatchObject({ state: 'TX' });
  });
});

describe('validatePropertySearchRequest: radius search', () => {
  it('accepts radius with latitude and longitude', () => {
    expect(accepted({ ...centre, radius: 2 })).toMatchObject({ ...centre, radius: 2 });
  });

  it('radius alone names both latitude and longitude', () => {
    expect(messagesOf({ radius: 2 })).toEqual([
      'radius must be accompanied by latitude and longitude',
    ]);
  });

  it('radius with only latitude names longitude', () => {
    expect(messagesOf({ radius: 2, latitude: 30 })).toEqual([
      'radius must be accompanied by longitude',
      'latitude must be accompanied by longitude',
    ]);
  });

  it('latitude without longitude is rejected, and the reverse', () => {
    expect(messagesOf({ latitude: 30, radius: 1 })).toContain(
      'latitude must be accompanied by longitude',
    );
    expect(messagesOf({ longitude: -97, radius: 1 })).toContain(
      'longitude must be accompanied by latitude',
    );
  });

  it('latitude and longitude without radius are rejected', () => {
    expect(rejected(centre)).toEqual([
      { field: 'latitude', message: 'latitude and longitude must be accompanied by radius' },
    ]);
  });

  it('a zero coordinate counts as given', () => {
    expect(accepted({ latitude: 0, longitude: 0, radius: 1 })).toMatchObject({ latitude: 0 });
  });

  it.each([0.1, 10, 5.5])('accepts radius %s miles', (radius) => {
    expect(accepted({ ...centre, radius }).radius).toBe(radius);
  });

  it.each([
    [0.09, 'radius must be greater than or equal to 0.1'],
    [10.01, 'radius must be less than or equal to 10'],
    [0, 'radius must be greater than or equal to 0.1'],
  ])('rejects radius %s', (radius, message) => {
    expect(rejected({ ...centre, radius })).toEqual([{ field: 'radius', message }]);
  });

  it('rejects coordinates out of range', () => {
    expect(messagesOf({ latitude: 90.5, longitude: -97, radius: 1 })).toEqual([
      'latitude must be less than or equal to 90',
    ]);
    expect(messagesOf({ latitude: 30, longitude: -180.5, radius: 1 })).toEqual([
      'longitude must be greater than or equal to -180',
    ]);
  });
});

describe('validatePropertySearchRequest: paging', () => {
  it('defaults size to 50', () => {
    expect(accepted({}).size).toBe(50);
  });

  it.each([
    [1, 1],
    [250, 250],
    [251, 250],
    [10_000, 250],
  ])('size %s becomes %s (capped, not rejected)', (size, expected) => {
    expect(accepted({ size }).size).toBe(expected);
  });

  it.each([
    [0, 'size must be greater than or equal to 1'],
    [-5, 'size must be greater than or equal to 1'],
    [1.5, 'size must be an integer'],
    ['50', 'size must be a number'],
  ])('rejects size %s', (size, message) => {
    expect(rejected({ size })).toEqual([{ field: 'size', message }]);
  });

  it.each([0, 1, 9_999])('accepts resultIndex %s', (resultIndex) => {
    expect(accepted({ resultIndex }).resultIndex).toBe(resultIndex);
  });

  it('rejects a negative resultIndex', () => {
    expect(rejected({ resultIndex: -1 })).toEqual([
      { field: 'resultIndex', message: 'resultIndex must be greater than or equal to 0' },
    ]);
  });
});

describe('validatePropertySearchRequest: value-plus-operator pairs', () => {
  const valueFor = (kind: string) => (kind === 'date' ? '2024-01-15' : 100);

  it.each(
    VALUE_OPERATOR_PAIRS.flatMap(([value, op, kind]) =>
      OPERATORS.map((operator) => [value, op, kind, operator] as const),
    ),
  )('accepts %s with %s %s', (value, op, kind, operator) => {
    expect(accepted({ [value]: valueFor(kind), [op]: operator })).toMatchObject({
      [op]: operator,
    });
  });

  it.each(['eq', 'LT', 'ne', ''])('rejects operator %j', (operator) => {
    expect(messagesOf({ years_owned: 5, years_owned_operator: operator })).toContain(
      'years_owned_operator must be one of [lt, lte, gt, gte]',
    );
  });

  it.each(VALUE_OPERATOR_PAIRS.map(([value, op]) => [op, value] as const))(
    '%s without %s is rejected, naming the value',
    (op, value) => {
      expect(rejected({ [op]: 'gt' })).toEqual([
        { field: op, message: `${op} must be accompanied by ${value}` },
      ]);
    },
  );
});

describe('validatePropertySearchRequest: enums', () => {
  it.each([
    ['property_type', PROPERTY_TYPES, 'sfr'],
    ['notice_type', NOTICE_TYPES, 'NOTICE'],
    ['search_range', SEARCH_RANGES, '2_YEAR'],
    ['searchType', SEARCH_TYPES, 'Q'],
  ] as const)('%s accepts every allowed value and rejects others', (field, values, bad) => {
    for (const value of values)
      expect(accepted({ [field]: value })).toMatchObject({ [field]: value });
    expect(rejected({ [field]: bad })).toEqual([
      { field, message: `${field} must be one of [${values.join(', ')}]` },
    ]);
  });

  it('has exactly the allowed values the spec lists', () => {
    expect([...PROPERTY_TYPES]).toEqual(['SFR', 'MFR', 'LAND', 'CONDO', 'MOBILE', 'OTHER']);
    expect([...NOTICE_TYPES]).toEqual(['FOR', 'NOD', 'NOL', 'NTS', 'REO']);
    expect([...SEARCH_RANGES]).toEqual(['1_MONTH', '2_MONTH', '3_MONTH', '6_MONTH', '1_YEAR']);
    expect([...SEARCH_TYPES]).toEqual(['A', 'C', 'N', 'S', 'Z', 'G', 'T']);
  });
});

describe('validatePropertySearchRequest: scalar-or-array fields', () => {
  it.each([
    ['zip', '78701', ['78701', '78702-1234']],
    ['property_use_code', 181, [181, 357]],
    ['document_type_code', 'DTWD', ['DTWD', 'DTQC']],
    ['roof_construction_code', 101, [101, 0]],
    ['roof_material_code', 102, [102, 0]],
  ] as const)('%s accepts a scalar and a list and hands on a list', (field, scalar, list) => {
    expect(accepted({ [field]: scalar })[field]).toEqual([scalar]);
    expect(accepted({ [field]: list })[field]).toEqual(list);
  });

  it.each([
    ['zip', '7870'],
    ['zip', 78701],
    ['property_use_code', 99999],
    ['property_use_code', '181'],
    ['document_type_code', 'DTZZ'],
    ['document_type_code', 5],
    ['roof_construction_code', 99999],
    ['roof_material_code', 99999],
    ['roof_material_code', null],
  ])('%s rejects %j', (field, value) => {
    expect(rejected({ [field]: value }).map((v) => v.field)).toEqual([field]);
  });

  it.each([
    ['zip', ['78701', 'x'], 'zip[1] must be a 5-digit US zip code'],
    [
      'document_type_code',
      ['DTWD', 'DTZZ'],
      'document_type_code[1] must be a known document type code',
    ],
    ['property_use_code', [181, 99999], 'property_use_code[1] must be a known property use code'],
    [
      'roof_construction_code',
      [101, 99999],
      'roof_construction_code[1] must be a known roof construction code',
    ],
  ])('%s rejects a bad item inside a list', (_field, value, message) => {
    expect(messagesOf({ [_field]: value })).toEqual([message]);
  });

  it.each(['zip', 'property_use_code', 'document_type_code'])(
    '%s rejects an empty list',
    (field) => {
      expect(messagesOf({ [field]: [] })).toEqual([`${field} must contain at least 1 items`]);
    },
  );

  it('rejects a list item of the wrong type', () => {
    expect(rejected({ roof_construction_code: [101, 'x'] }).map((v) => v.field)).toEqual([
      'roof_construction_code',
    ]);
  });
});

describe('validatePropertySearchRequest: polygons', () => {
  it('accepts a polygon of 3 points', () => {
    expect(accepted({ polygon: triangle }).polygon).toEqual(triangle);
  });

  it('rejects a polygon of 2 points', () => {
    expect(rejected({ polygon: triangle.slice(0, 2) })).toEqual([
      { field: 'polygon', message: 'polygon must contain at least 3 points' },
    ]);
  });

  it('accepts the coordinate extremes', () => {
    // (An edge from -180 to 0 would span exactly 180° and be refused: see the antimeridian tests.)
    expect(accepted({ polygon: [pt(90, 180), pt(-90, -180), pt(0, -90)] }).polygon).toHaveLength(3);
  });

  it('rejects out-of-range points with the path of each', () => {
    expect(rejected({ polygon: [pt(91, 0), pt(0, -181), pt(-90.5, 0)] })).toEqual([
      { field: 'polygon[0].lat', message: 'polygon[0].lat must be less than or equal to 90' },
      {
        field: 'polygon[1].lon',
        message: 'polygon[1].lon must be greater than or equal to -180',
      },
      {
        field: 'polygon[2].lat',
        message: 'polygon[2].lat must be greater than or equal to -90',
      },
    ]);
  });

  it('rejects points with other keys (lng instead of lon)', () => {
    expect(rejected({ polygon: [{ lat: 1, lng: 2 }, ...triangle] }).map((v) => v.field)).toContain(
      'polygon[0].lon',
    );
  });

  it('accepts a multi_polygon of one and of several polygons', () => {
    expect(accepted({ multi_polygon: [{ boundaries: triangle }] }).multi_polygon).toHaveLength(1);
    expect(
      accepted({ multi_polygon: [{ boundaries: triangle }, { boundaries: triangle }] })
        .multi_polygon,
    ).toHaveLength(2);
  });

  it('rejects an empty multi_polygon', () => {
    expect(messagesOf({ multi_polygon: [] })).toEqual([
      'multi_polygon must contain at least 1 items',
    ]);
  });

  it('rejects a multi_polygon member with fewer than 3 points', () => {
    expect(
      rejected({ multi_polygon: [{ boundaries: triangle }, { boundaries: triangle.slice(1) }] }),
    ).toEqual([
      {
        field: 'multi_polygon[1].boundaries',
        message: 'multi_polygon[1].boundaries must contain at least 3 points',
      },
    ]);
  });
});

describe('validatePropertySearchRequest: numeric fields with special rules', () => {
  it('ltv_min accepts 0 and rejects a negative', () => {
    expect(accepted({ ltv_min: 0 }).ltv_min).toBe(0);
    expect(messagesOf({ ltv_min: -1 })).toEqual(['ltv_min must be greater than or equal to 0']);
  });

  it.each([
    ['80', 80],
    ['100', 100],
    ['0', 0],
    [80, 80],
    ['62.5', 62.5],
  ])('ltv_max %j is accepted and normalized to the number %s', (input, expected) => {
    expect(accepted({ ltv_max: input }).ltv_max).toBe(expected);
  });

  it.each([
    ['101', 'ltv_max must be less than or equal to 100'],
    [100.5, 'ltv_max must be less than or equal to 100'],
    ['abc', 'ltv_max must be a number or a numeric string'],
    [true, 'ltv_max must be a number or a numeric string'],
  ])('ltv_max %j is rejected', (input, message) => {
    expect(rejected({ ltv_max: input })).toEqual([{ field: 'ltv_max', message }]);
  });

  it('deck_area_max accepts a numeric string and normalizes it', () => {
    expect(accepted({ deck_area_max: '1200' }).deck_area_max).toBe(1200);
    expect(accepted({ deck_area_max: 300 }).deck_area_max).toBe(300);
  });

  it('deck_area_max rejects a negative or non-numeric string', () => {
    expect(messagesOf({ deck_area_max: '-5' })).toEqual([
      'deck_area_max must be greater than or equal to 0',
    ]);
    expect(messagesOf({ deck_area_max: 'big' })).toEqual([
      'deck_area_max must be a number or a numeric string',
    ]);
  });

  it('mls_listing_price_max accepts 1 and rejects 0', () => {
    expect(accepted({ mls_listing_price_max: 1 }).mls_listing_price_max).toBe(1);
    expect(rejected({ mls_listing_price_max: 0 })).toEqual([
      {
        field: 'mls_listing_price_max',
        message: 'mls_listing_price_max must be greater than or equal to 1',
      },
    ]);
  });

  it('mls_listing_price_min accepts 0', () => {
    expect(accepted({ mls_listing_price_min: 0 }).mls_listing_price_min).toBe(0);
  });

  it('an unsigned range rejects a negative value, equity ranges allow one', () => {
    expect(messagesOf({ beds_min: -1 })).toEqual(['beds_min must be greater than or equal to 0']);
    expect(accepted({ estimated_equity_min: -50_000 }).estimated_equity_min).toBe(-50_000);
  });

  it('range values must be integers', () => {
    expect(messagesOf({ value_max: 1.5 })).toEqual(['value_max must be an integer']);
  });

  it('census_block and census_block_group are digit strings within their ranges', () => {
    expect(accepted({ census_block: '1000', census_block_group: '10' })).toMatchObject({
      census_block: '1000',
      census_block_group: '10',
    });
    expect(messagesOf({ census_block: '999' })).toEqual([
      'census_block must be a number from 1000 to 5000',
    ]);
    expect(messagesOf({ census_block_group: '11' })).toEqual([
      'census_block_group must be a number from 0 to 10',
    ]);
  });

  it('id may be a string or an integer', () => {
    expect(accepted({ id: '123' }).id).toBe('123');
    expect(accepted({ id: 123 }).id).toBe(123);
    expect(messagesOf({ id: true })).toEqual(['id must be a string or an integer']);
  });
});

describe('validatePropertySearchRequest: deprecated year_min / year_max', () => {
  it('maps year_min and year_max to year_built_min and year_built_max', () => {
    const value = accepted({ year_min: 1990, year_max: 2005 });
    expect(value.year_built_min).toBe(1990);
    expect(value.year_built_max).toBe(2005);
    expect(value).not.toHaveProperty('year_min');
    expect(value).not.toHaveProperty('year_max');
  });

  it('rejects year_min together with year_built_min', () => {
    expect(rejected({ year_min: 1990, year_built_min: 1980 })).toEqual([
      {
        field: 'year_min',
        message:
          'year_min is deprecated and conflicts with year_built_min: send only year_built_min',
      },
    ]);
  });

  it('checks min ≤ max on the deprecated pair too', () => {
    expect(messagesOf({ year_min: 2005, year_max: 1990 })).toEqual([
      'year_min must be less than or equal to year_max',
    ]);
  });
});

describe('validatePropertySearchRequest: dates', () => {
  it.each(['2024-02-29', '2026-01-01', '1999-12-31'])('accepts the real date %s', (date) => {
    expect(accepted({ last_update_date_min: date }).last_update_date_min).toBe(date);
  });

  it.each(['2026-02-30', '2023-02-29', '2026-13-01', '2026-04-31', '2026-1-5', '01/05/2026', ''])(
    'rejects %j',
    (date) => {
      expect(rejected({ last_update_date_min: date })).toEqual([
        {
          field: 'last_update_date_min',
          message: 'last_update_date_min must be a valid date in YYYY-MM-DD format',
        },
      ]);
    },
  );

  it('validates the last_sale_date value of its operator pair', () => {
    expect(messagesOf({ last_sale_date: '2026-02-30', last_sale_date_operator: 'gt' })).toEqual([
      'last_sale_date must be a valid date in YYYY-MM-DD format',
    ]);
  });
});

describe('validatePropertySearchRequest: min ≤ max', () => {
  it('rejects an inverted integer range', () => {
    expect(rejected({ beds_min: 3, beds_max: 2 })).toEqual([
      { field: 'beds_min', message: 'beds_min must be less than or equal to beds_max' },
    ]);
  });

  it('accepts equal bounds (a single tax delinquent year)', () => {
    expect(
      accepted({ tax_delinquent_year_min: 2020, tax_delinquent_year_max: 2020 }),
    ).toMatchObject({ tax_delinquent_year_min: 2020, tax_delinquent_year_max: 2020 });
  });

  it('rejects an inverted date range and accepts an ordered one', () => {
    expect(
      messagesOf({ last_update_date_min: '2024-05-01', last_update_date_max: '2024-01-01' }),
    ).toEqual(['last_update_date_min must be less than or equal to last_update_date_max']);
    expect(
      accepted({ last_update_date_min: '2024-01-01', last_update_date_max: '2024-05-01' }),
    ).toMatchObject({ last_update_date_max: '2024-05-01' });
  });

  it('compares ltv_min with ltv_max sent as a string', () => {
    expect(messagesOf({ ltv_min: 50, ltv_max: '40' })).toEqual([
      'ltv_min must be less than or equal to ltv_max',
    ]);
    expect(accepted({ ltv_min: 40, ltv_max: '50' })).toMatchObject({ ltv_min: 40, ltv_max: 50 });
  });

  it('compares numerically, not as text (9 < 10)', () => {
    expect(accepted({ units_min: 9, units_max: 10 })).toMatchObject({
      units_min: 9,
      units_max: 10,
    });
  });
});

describe('validatePropertySearchRequest: "used with" rules', () => {
  describe.each(['mls_days_on_market_min', 'mls_days_on_market_max'])('%s', (field) => {
    const message = `${field} must be accompanied by mls_active, mls_pending or mls_cancelled set to true`;

    it.each(['mls_active', 'mls_pending', 'mls_cancelled'])('is accepted with %s true', (flag) => {
      expect(accepted({ [field]: 30, [flag]: true })).toMatchObject({ [field]: 30 });
    });

    it.each([
      ['alone', {}],
      ['with mls_sold true', { mls_sold: true }],
      ['with mls_active false', { mls_active: false }],
    ])('is rejected %s', (_label, extra) => {
      expect(rejected({ [field]: 30, ...extra })).toEqual([{ field, message }]);
    });
  });

  it.each([
    ['auction_date_min', 'auction'],
    ['auction_date_max', 'auction'],
    ['pre_foreclosure_date_min', 'pre_foreclosure'],
    ['pre_foreclosure_date_max', 'pre_foreclosure'],
  ])('%s needs %s true', (field, flag) => {
    const message = `${field} must be accompanied by ${flag} set to true`;
    expect(rejected({ [field]: '2024-03-01' })).toEqual([{ field, message }]);
    expect(rejected({ [field]: '2024-03-01', [flag]: false })).toEqual([{ field, message }]);
    expect(accepted({ [field]: '2024-03-01', [flag]: true })).toMatchObject({
      [field]: '2024-03-01',
    });
  });

  describe.each(['foreclosure_date_min', 'foreclosure_date_max'])('%s', (field) => {
    const needsFlag = `${field} must be accompanied by foreclosure set to true`;
    const needsNotice = `${field} must be accompanied by notice_type`;

    it('alone reports both missing partners', () => {
      expect(messagesOf({ [field]: '2024-03-01' })).toEqual([needsFlag, needsNotice]);
    });

    it('with foreclosure true but no notice_type names notice_type', () => {
      expect(messagesOf({ [field]: '2024-03-01', foreclosure: true })).toEqual([needsNotice]);
    });

    it('with notice_type but no foreclosure names foreclosure', () => {
      expect(messagesOf({ [field]: '2024-03-01', notice_type: 'NOD' })).toEqual([needsFlag]);
    });

    it('with foreclosure true and notice_type is accepted', () => {
      expect(
        accepted({ [field]: '2024-03-01', foreclosure: true, notice_type: 'NOD' }),
      ).toMatchObject({ notice_type: 'NOD' });
    });
  });

  it('last_sale_arms_length needs last_sale_date_min or last_sale_date_max', () => {
    expect(rejected({ last_sale_arms_length: true })).toEqual([
      {
        field: 'last_sale_arms_length',
        message:
          'last_sale_arms_length must be accompanied by last_sale_date_min or last_sale_date_max',
      },
    ]);
    expect(
      accepted({ last_sale_arms_length: true, last_sale_date_min: '2020-01-01' }),
    ).toMatchObject({ last_sale_arms_length: true });
    expect(
      accepted({ last_sale_arms_length: true, last_sale_date_max: '2020-01-01' }),
    ).toMatchObject({ last_sale_arms_length: true });
  });

  it('prior_owner_individual needs prior_owner_months_owned_min or _max', () => {
    expect(messagesOf({ prior_owner_individual: true })).toEqual([
      'prior_owner_individual must be accompanied by prior_owner_months_owned_min or prior_owner_months_owned_max',
    ]);
    expect(
      accepted({ prior_owner_individual: true, prior_owner_months_owned_min: 3 }),
    ).toMatchObject({
      prior_owner_individual: true,
    });
    expect(
      accepted({ prior_owner_individual: true, prior_owner_months_owned_max: 12 }),
    ).toMatchObject({ prior_owner_individual: true });
  });

  it('flood_zone_type needs flood_zone true', () => {
    expect(rejected({ flood_zone_type: 'AE' })).toEqual([
      {
        field: 'flood_zone_type',
        message: 'flood_zone_type must be accompanied by flood_zone set to true',
      },
    ]);
    expect(accepted({ flood_zone_type: 'AE', flood_zone: true }).flood_zone_type).toBe('AE');
  });

  it.each(['B', 'X', 'A', 'A1-30', 'A7', 'A30', 'V1-V30', 'V12', 'VE', 'D'])(
    'flood_zone_type %s is a known zone',
    (zone) => {
      expect(accepted({ flood_zone_type: zone, flood_zone: true }).flood_zone_type).toBe(zone);
    },
  );

  it.each(['A31', 'A0', 'Z', 'ae'])('flood_zone_type %s is rejected', (zone) => {
    expect(messagesOf({ flood_zone_type: zone, flood_zone: true })).toEqual([
      'flood_zone_type must be a known flood zone type',
    ]);
  });
});

describe('validatePropertySearchRequest: boolean flags', () => {
  it('every boolean flag rejects a string', () => {
    for (const flag of BOOLEAN_FLAGS) {
      expect(rejected({ [flag]: 'true' })).toContainEqual({
        field: flag,
        message: `${flag} must be a boolean`,
      });
    }
  });

  it('flags without partner rules are accepted alone', () => {
    expect(accepted({ absentee_owner: true, vacant: false, pool: true })).toMatchObject({
      absentee_owner: true,
      vacant: false,
      pool: true,
    });
  });
});

describe('validatePropertySearchRequest: sort', () => {
  it.each(SORTABLE_FIELDS.flatMap((f) => [[f, 'asc'] as const, [f, 'desc'] as const]))(
    'accepts sort by %s %s',
    (field, direction) => {
      expect(accepted({ sort: { [field]: direction } }).sort).toEqual({ [field]: direction });
    },
  );

  it('keeps the order of the keys (precedence)', () => {
    const value = accepted({ sort: { year_built: 'desc', years_owned: 'asc' } });
    expect(Object.keys(value.sort ?? {})).toEqual(['year_built', 'years_owned']);
  });

  it('rejects an unknown sort field and suggests the closest sortable one', () => {
    expect(rejected({ sort: { yeras_owned: 'asc' } })).toEqual([
      {
        field: 'sort.yeras_owned',
        message: 'sort.yeras_owned is not a sortable field. Did you mean sort.years_owned?',
      },
    ]);
  });

  it('rejects a field that is a search field but not sortable', () => {
    expect(messagesOf({ sort: { beds: 'asc' } })[0]).toMatch(/^sort\.beds is not a sortable field/);
  });

  it.each(['up', 'ASC', 1, null])('rejects direction %j', (direction) => {
    expect(rejected({ sort: { years_owned: direction } })).toEqual([
      { field: 'sort.years_owned', message: 'sort.years_owned must be one of [asc, desc]' },
    ]);
  });

  it('rejects a sort that is not an object', () => {
    expect(rejected({ sort: 'years_owned' })).toEqual([
      { field: 'sort', message: 'sort must be an object' },
    ]);
  });
});

describe('validatePropertySearchRequest: unknown keys', () => {
  it.each([
    ['zipp', 'zip'],
    ['mls_actve', 'mls_active'],
    ['propertyType', 'property_type'],
    ['radious', 'radius'],
  ])('rejects %s and suggests %s', (key, suggestion) => {
    expect(rejected({ [key]: true })).toEqual([
      {
        field: key,
        message: `${key} is not allowed. Did you mean ${suggestion}?`,
        errorCode: 'UNKNOWN_FIELD',
      },
    ]);
  });

  it('rejects an unrelated key without a suggestion', () => {
    expect(messagesOf({ qwertyuiopasdfgh: 1 })).toEqual(['qwertyuiopasdfgh is not allowed']);
  });

  it.each(['constructor', 'toString', 'hasOwnProperty'])(
    'rejects the prototype name %s as an unknown key',
    (key) => {
      const violations = rejected({ [key]: 1 });
      expect(violations).toHaveLength(1);
      expect(violations[0]).toMatchObject({ field: key, errorCode: 'UNKNOWN_FIELD' });
      expect(violations[0]?.message).toMatch(new RegExp(`^${key} is not allowed`));
    },
  );

  it('rejects a JSON __proto__ key as an unknown key', () => {
    expect(rejected(JSON.parse('{"__proto__": {"size": 1}}'))).toMatchObject([
      { field: '__proto__', errorCode: 'UNKNOWN_FIELD' },
    ]);
  });
});

describe('validatePropertySearchRequest: all violations at once', () => {
  it('reports three different problems as three violations', () => {
    const violations = rejected({ zipp: '78701', size: 0, city: 'Austin' });
    expect(violations).toHaveLength(3);
    expect(violations.map((v) => v.field).sort()).toEqual(['city', 'size', 'zipp']);
  });

  it('reports type, range and cross-field problems together', () => {
    const messages = messagesOf({
      radius: 20,
      property_type: 'CASTLE',
      beds_min: 5,
      beds_max: 1,
      equity_operator: 'gt',
    });
    expect(messages).toEqual(
      expect.arrayContaining([
        'radius must be less than or equal to 10',
        'property_type must be one of [SFR, MFR, LAND, CONDO, MOBILE, OTHER]',
        'radius must be accompanied by latitude and longitude',
        'beds_min must be less than or equal to beds_max',
        'equity_operator must be accompanied by estimated_equity',
      ]),
    );
    expect(messages).toHaveLength(5);
  });
});

describe('searchCrossFieldViolations', () => {
  it('returns nothing for a body without cross-field problems', () => {
    expect(searchCrossFieldViolations({ city: 'Austin', state: 'TX', beds_min: 1 })).toEqual([]);
  });

  it('checks only the cross-field rules, not types', () => {
    expect(searchCrossFieldViolations({ size: 'many', city: 'Austin' })).toEqual([
      { field: 'city', message: 'city must be accompanied by state or zip' },
    ]);
  });

  it('rejects polygon and multi_polygon together', () => {
    expect(
      searchCrossFieldViolations({ polygon: triangle, multi_polygon: [{ boundaries: triangle }] }),
    ).toMatchObject([{ field: 'multi_polygon' }]);
  });
});

describe('propertySearchRequestSchema agrees with the validator', () => {
  it.each([
    ['an empty body', {}],
    ['city with state', { city: 'Austin', state: 'TX' }],
    ['city alone', { city: 'Austin' }],
    ['size 251', { size: 251 }],
    ['size 0', { size: 0 }],
    ['a scalar zip', { zip: '78701' }],
    ['ltv_max as a string', { ltv_max: '80' }],
    ['ltv_min above ltv_max', { ltv_min: 50, ltv_max: '40' }],
    ['an unknown key', { zipp: '78701' }],
    ['radius with latitude only', { radius: 5, latitude: 30 }],
    ['deprecated year_min', { year_min: 1990 }],
    ['a bad sort direction', { sort: { years_owned: 'up' } }],
    ['a full radius search', { ...centre, radius: 3, property_type: 'SFR', size: 100 }],
    ['null', null],
  ])('%s', (_label, body) => {
    const fromValidator = validatePropertySearchRequest(body);
    const fromSchema = propertySearchRequestSchema.safeParse(body);
    expect(fromSchema.success).toBe(fromValidator.ok);
    if (fromSchema.success && fromValidator.ok)
      expect(fromSchema.data).toEqual(fromValidator.value);
  });

  it('normalizes like the validator: defaults, cap, lists, numeric strings, deprecated years', () => {
    const parsed = propertySearchRequestSchema.parse({
      size: 999,
      zip: '78701',
      ltv_max: '80',
      year_min: 1990,
    });
    expect(parsed).toEqual({
      size: 250,
      resultIndex: 0,
      zip: ['78701'],
      ltv_max: 80,
      year_built_min: 1990,
    });
  });

  it('reports the cross-field message on the field it names', () => {
    const result = propertySearchRequestSchema.safeParse({ city: 'Austin' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { path: ['city'], message: 'city must be accompanied by state or zip' },
    ]);
  });
});
