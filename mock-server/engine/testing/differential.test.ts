// Differential property test: random filter combinations must give the engine and the reference the same answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE_ROWS, LOAN_TYPE_ROWS } from '../../data/code-tables';
import type { MockPropertyRecord } from '../../dataset/record-types';
import { fixtureDataset, fixtureRecords, fixtureToday } from '../../dataset/test-fixture';
import { NUMBERS, referenceSearch, type ReferenceContext } from './reference-search';
import { createSearchEngine } from '../search-engine';
import {
  BOOLEAN_FLAGS,
  MLS_STATUS_FLAGS,
  RANGE_FIELDS,
} from '../../../src/api/contract/search-fields';
import { SEARCH_RANGES, SORTABLE_FIELDS, type SearchQuery } from '../types';

type Rec = MockPropertyRecord;
type Q = Record<string, unknown>;

const ds = fixtureDataset();
const records = fixtureRecords();
const engine = createSearchEngine(ds);
const ctx: ReferenceContext = { today: fixtureToday(), stateNames: ds.directory.stateNames };

const rec = fc.integer({ min: 0, max: records.length - 1 }).map((i) => records[i] as Rec);
const maybe = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.option(arb, { nil: undefined, freq: 2 });
/** A value, or a list holding it and others: every scalar-or-array field accepts both. */
const oneOrList = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | T[]> =>
  fc.oneof(arb, fc.array(arb, { minLength: 1, maxLength: 3 }));

const LONG: Record<string, string> = {
  N: 'North',
  S: 'South',
  E: 'East',
  W: 'West',
  St: 'Street',
  Ave: 'Avenue',
  Rd: 'Road',
  Dr: 'Drive',
  Ln: 'Lane',
  Blvd: 'Boulevard',
  Ct: 'Court',
};
const DIRS = new Set(['N', 'S', 'E', 'W']);
const SUFFIXES = new Set(['St', 'Ave', 'Rd', 'Dr', 'Ln', 'Blvd', 'Ct', 'Way']);

/** Ways a user may type a record's street: full, without direction/suffix, long forms, odd case. */
function streetVariant(r: Rec, k: number): string {
  const t = r.address.street.split(' ').slice(1);
  const first = t[0] ?? '';
  const last = t[t.length - 1] ?? '';
  switch (k) {
    case 0:
      return t.join(' ');
    case 1:
      return (DIRS.has(first) ? t.slice(1) : t).join(' ');
    case 2:
      return (SUFFIXES.has(last) ? t.slice(0, -1) : t).join(' ').toUpperCase();
    default:
      return t.map((x) => LONG[x] ?? x).join(' ');
  }
}

const location: fc.Arbitrary<Q> = fc.oneof(
  rec.map((r) => ({ state: r.address.state, city: r.address.city })),
  rec.map((r) => ({
    state: r.address.state.toLowerCase(),
    city: ` ${r.address.city.toUpperCase()} `,
  })),
  fc.tuple(rec, rec).map(([a, b]) => ({ zip: [a.address.zip, b.address.zip] })),
  rec.map((r) => ({ zip: r.address.zip })),
  fc.tuple(rec, fc.boolean()).map(([r, word]) => ({
    county: word ? `${r.address.county} County` : r.address.county,
    state: r.address.state,
  })),
  rec.map((r) => ({ fips: r.address.fips })),
  rec.map((r) => ({ countyId: Number(r.address.fips) })),
  // AutoComplete's countyId is the county part, alone or with its stateId.
  fc.tuple(rec, fc.boolean()).map(([r, withState]) => ({
    countyId: r.address.fips.slice(2),
    ...(withState ? { stateId: r.address.fips.slice(0, 2) } : {}),
  })),
  rec.map((r) => ({ stateId: r.address.fips.slice(0, 2) })),
  fc.tuple(rec, fc.integer({ min: 0, max: 2 })).map(([r, k]) => ({
    address:
      k === 0
        ? r.address.address
        : k === 1
          ? r.address.address.toUpperCase()
          : r.address.address.replace(/ (\w+),/, (_, w: string) => ` ${LONG[w] ?? w}.,`),
  })),
  fc.tuple(rec, fc.integer({ min: 0, max: 3 })).map(([r, k]) => ({
    street: streetVariant(r, k),
    zip: [r.address.zip],
  })),
  fc.tuple(rec, fc.integer({ min: 0, max: 3 })).map(([r, k]) => ({
    street: streetVariant(r, k),
    state: r.address.state,
  })),
  rec.map((r) => ({ house: r.address.street.split(' ')[0], state: r.address.state })),
  rec.map((r) => ({ neighborhood_name: r.neighborhood.name.toLowerCase() })),
  rec.map((r) => ({ neighborhood_id: Number(r.neighborhood.id) })),
  rec.map((r) => ({ census_tract: r.censusTract })),
  rec.map((r) => ({ census_block: r.censusBlock, zip: [r.address.zip] })),
  rec.map((r) => ({ census_block_group: r.censusBlockGroup, state: r.address.state })),
  rec.map((r) => ({ apn: r.apn })),
  rec.map((r) => ({ parcel_account_number: r.parcelAccountNumber.toLowerCase() })),
  fc.constantFrom('TX', 'fl', 'CA', 'NY', 'IL', 'OH', 'ZZ').map((s) => ({ usps_mail_state: s })),
  fc.tuple(rec, fc.boolean()).map(([r, asNumber]) => ({ id: asNumber ? Number(r.id) : r.id })),
  fc
    .tuple(
      rec,
      fc.constantFrom('A', 'C', 'N', 'S', 'Z', 'G', 'T', undefined),
      fc.integer({ min: 0, max: 6 }),
      fc.boolean(),
    )
    .map(([r, type, k, autocomplete]) => {
      const a = r.address;
      const state = ctx.stateNames.get(a.state) ?? a.state;
      // Plain titles, or the AutoComplete items' own ("Main St, Dallas, TX", "Texas, USA").
      const texts: Record<string, string> = autocomplete
        ? {
            A: `${a.street}, ${a.city}, ${a.state}, ${a.zip}`,
            C: `${a.city}, ${a.state}`,
            N: `${a.county}, ${a.state}`,
            S: `${streetVariant(r, 0)}, ${a.city}, ${a.state}`,
            Z: `${a.zip}, ${a.state}`,
            G: `${r.neighborhood.name}, ${a.city}, ${a.state}`,
            T: `${state}, USA`,
          }
        : {
            A: a.address.toLowerCase(),
            C: `${a.city}, ${a.state}`,
            N: `${a.county} County, ${a.state}`,
            S: streetVariant(r, 0),
            Z: a.zip,
            G: r.neighborhood.name,
            T: state,
          };
      const key = type ?? ['A', 'C', 'N', 'S', 'Z', 'G', 'T'][k] ?? 'A';
      return type === undefined ? { title: texts[key] } : { title: texts[key], searchType: type };
    }),
);

/** Points of a star-shaped (or, unsorted, self-intersecting) ring around a record. */
const ring = fc
  .tuple(
    rec,
    fc.array(
      fc.tuple(
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0.2, max: 4, noNaN: true }),
      ),
      {
        minLength: 3,
        maxLength: 12,
      },
    ),
    fc.boolean(),
  )
  .map(([r, pts, sorted]) => {
    const ordered = sorted ? [...pts].sort((p, q) => p[0] - q[0]) : pts;
    return ordered.map(([angle, miles]) => ({
      lat: r.latitude + (miles / 69) * Math.cos(angle),
      lon: r.longitude + (miles / (69 * Math.cos((r.latitude * Math.PI) / 180))) * Math.sin(angle),
    }));
  });

const geometry: fc.Arbitrary<Q> = fc.oneof(
  fc
    .tuple(
      rec,
      fc.double({ min: 0.1, max: 10, noNaN: true }),
      fc.double({ min: -0.02, max: 0.02, noNaN: true }),
    )
    .map(([r, radius, jitter]) => ({
      latitude: r.latitude + jitter,
      longitude: r.longitude - jitter,
      radius,
    })),
  ring.map((polygon) => ({ polygon })),
  fc.array(ring, { minLength: 1, maxLength: 3 }).map((rings) => ({
    multi_polygon: rings.map((boundaries) => ({ boundaries })),
  })),
);

// Every boolean filter of the contract, including the MLS status flags.
const FLAGS = [...BOOLEAN_FLAGS, ...MLS_STATUS_FLAGS];
const RANGES = SEARCH_RANGES;

const flags: fc.Arbitrary<Q> = fc
  .tuple(
    fc.subarray(FLAGS, { minLength: 1, maxLength: 3 }),
    fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    maybe(fc.constantFrom(...RANGES)),
  )
  .map(([names, values, range]) => ({
    ...Object.fromEntries(names.map((n, i) => [n, values[i] ?? true])),
    ...(range ? { search_range: range } : {}),
  }));

const events: fc.Arbitrary<Q> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('auction', 'foreclosure', 'pre_foreclosure', 'reo'),
      fc.boolean(),
      maybe(fc.constantFrom(...RANGES)),
    )
    .map(([flag, v, range]) => ({ [flag]: v, ...(range ? { search_range: range } : {}) })),
  fc
    .tuple(oneOrList(fc.constantFrom('FOR', 'NOD', 'NOL', 'NTS', 'REO')), maybe(fc.boolean()))
    .map(([notice, fcl]) => ({
      notice_type: notice,
      ...(fcl === undefined ? {} : { foreclosure: fcl }),
    })),
  fc
    .tuple(
      fc.subarray(
        DOCUMENT_TYPE_ROWS.map((r) => r.code),
        { minLength: 1, maxLength: 4 },
      ),
      fc.constantFrom(['DTWD'], ['DTGD', 'DTSW'], ['DTQC'], ['DTTD', 'DTFC']),
      fc.boolean(),
      maybe(fc.constantFrom(...RANGES)),
    )
    .map(([any, common, useCommon, range]) => ({
      document_type_code: useCommon ? common : any,
      ...(range ? { search_range: range } : {}),
    })),
  fc
    .tuple(
      fc.date({ min: new Date('2022-06-01'), max: new Date('2025-06-15'), noInvalidDate: true }),
      fc.integer({ min: 0, max: 400 }),
    )
    .map(([d, span]) => {
      const from = d.toISOString().slice(0, 10);
      const to = new Date(d.getTime() + span * 86_400_000).toISOString().slice(0, 10);
      return {
        foreclosure: true,
        notice_type: 'NOD',
        foreclosure_date_min: from,
        foreclosure_date_max: to,
      };
    }),
);

const classification: fc.Arbitrary<Q> = fc.oneof(
  oneOrList(fc.constantFrom('SFR', 'MFR', 'LAND', 'CONDO', 'MOBILE', 'OTHER')).map((v) => ({
    property_type: v,
  })),
  fc
    .array(
      rec.map((r) => r.propertyUseCode),
      { minLength: 1, maxLength: 3 },
    )
    .map((v) => ({ property_use_code: v })),
  rec.map((r) => ({ construction: (r.constructionType ?? 'Brick').toLowerCase() })),
  fc.constantFrom('Municipal', 'septic', 'Yes', 'None', 'Storm').map((v) => ({ sewage: v })),
  fc
    .constantFrom('Well', 'Commercial', 'Yes - Type Unknown', 'cistern')
    .map((v) => ({ water_source: v })),
  fc
    .tuple(
      fc.constantFrom('loan_type_code_first', 'loan_type_code_second', 'loan_type_code_third'),
      fc.constantFrom(...LOAN_TYPE_ROWS.map((r) => r.code)),
    )
    .map(([k, v]) => ({ [k]: v })),
  fc
    .array(
      rec.map((r) => r.roofMaterialCode ?? 105),
      { minLength: 1, maxLength: 3 },
    )
    .map((v) => ({ roof_material_code: v })),
  fc
    .array(
      rec.map((r) => r.roofConstructionCode ?? 251),
      { minLength: 1, maxLength: 2 },
    )
    .map((v) => ({ roof_construction_code: v })),
  oneOrList(
    fc.constantFrom(
      'X',
      'B',
      'C',
      'D',
      'A',
      'AE',
      'A1-30',
      'A7',
      'AH',
      'AO',
      'AR',
      'A99',
      'V',
      'VE',
      'V1-V30',
      've',
    ),
  ).map((v) => ({ flood_zone: true, flood_zone_type: v })),
);

const OPS = fc.constantFrom('lt', 'lte', 'gt', 'gte', undefined);
const dateArb = (min: string, max: string): fc.Arbitrary<string> =>
  fc
    .date({ min: new Date(min), max: new Date(max), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

const operators: fc.Arbitrary<Q> = fc.oneof(
  fc
    .tuple(fc.integer({ min: -100_000, max: 1_500_000 }), OPS)
    .map(([v, op]) => ({ estimated_equity: v, equity_operator: op })),
  fc
    .tuple(fc.integer({ min: -20, max: 100 }), OPS)
    .map(([v, op]) => ({ equity_percent: v, equity_percent_operator: op })),
  fc
    .tuple(dateArb('1990-01-01', '2025-06-30'), OPS)
    .map(([v, op]) => ({ last_sale_date: v, last_sale_date_operator: op })),
  fc
    .tuple(
      rec.map((r) => Number(r.medianIncome)),
      OPS,
    )
    .map(([v, op]) => ({ median_income: v, median_income_operator: op })),
  fc
    .tuple(fc.integer({ min: 0, max: 40 }), OPS)
    .map(([v, op]) => ({ years_owned: v, years_owned_operator: op })),
  fc
    .tuple(
      rec.map((r) => r.mlsListingPrice ?? 350_000),
      OPS,
    )
    .map(([v, op]) => ({ mls_listing_price: v, mls_listing_price_operator: op })),
);

/**
 * Range fields and how to read a plausible boundary value off a record (for hit rate only): the
 * contract's ranges (`year` is only an alias of year_built), read the way the reference reads them.
 */
const RANGE_SAMPLES: Record<string, (r: Rec) => number | null> = Object.fromEntries(
  RANGE_FIELDS.filter((field) => field !== 'year').map((field) => {
    const read = NUMBERS[field];
    if (!read) throw new Error(`the reference cannot read the range field ${field}`);
    return [field, read];
  }),
);

const ranges: fc.Arbitrary<Q> = fc
  .tuple(
    fc.constantFrom(...Object.keys(RANGE_SAMPLES)),
    rec,
    rec,
    fc.integer({ min: 0, max: 2 }),
    fc.boolean(),
  )
  .map(([field, a, b, which, yearAlias]) => {
    const get = RANGE_SAMPLES[field] as (r: Rec) => number | null;
    const [lo, hi] = [get(a) ?? 0, get(b) ?? 0].sort((x, y) => x - y) as [number, number];
    const name = field === 'year_built' && yearAlias ? 'year' : field;
    // ltv_max and deck_area_max arrive as numbers (the contract converts the spec's strings).
    return which === 0
      ? { [`${name}_min`]: lo }
      : which === 1
        ? { [`${name}_max`]: hi }
        : { [`${name}_min`]: lo, [`${name}_max`]: hi };
  });

const dateRanges: fc.Arbitrary<Q> = fc
  .tuple(
    fc.constantFrom(
      'last_sale_date',
      'last_update_date',
      'auction_date',
      'pre_foreclosure_date',
      'foreclosure_date',
    ),
    dateArb('2000-01-01', '2025-06-15'),
    fc.integer({ min: 0, max: 2_000 }),
    fc.integer({ min: 0, max: 2 }),
  )
  .map(([field, from, span, which]) => {
    const to = new Date(Date.parse(from) + span * 86_400_000).toISOString().slice(0, 10);
    const q: Q =
      which === 0
        ? { [`${field}_min`]: from }
        : which === 1
          ? { [`${field}_max`]: to }
          : { [`${field}_min`]: from, [`${field}_max`]: to };
    if (field === 'auction_date') q.auction = true;
    if (field === 'pre_foreclosure_date') q.pre_foreclosure = true;
    if (field === 'foreclosure_date')
      Object.assign(q, { foreclosure: true, notice_type: ['FOR', 'NOD', 'NOL', 'NTS', 'REO'] });
    return q;
  });

const idList: fc.Arbitrary<Q> = fc
  .array(
    fc.oneof(
      rec.map((r) => Number(r.id)),
      fc.integer({ min: 9_999_990, max: 10_030_000 }),
    ),
    { minLength: 1, maxLength: 25 },
  )
  .map((ids) => ({ ids }));

const fragment: fc.Arbitrary<Q> = fc.oneof(
  { arbitrary: location, weight: 5 },
  { arbitrary: geometry, weight: 4 },
  { arbitrary: flags, weight: 4 },
  { arbitrary: events, weight: 3 },
  { arbitrary: classification, weight: 3 },
  { arbitrary: operators, weight: 3 },
  { arbitrary: ranges, weight: 4 },
  { arbitrary: dateRanges, weight: 2 },
  { arbitrary: idList, weight: 1 },
);

const sort: fc.Arbitrary<Q> = fc
  .tuple(
    fc.shuffledSubarray([...SORTABLE_FIELDS], { minLength: 1, maxLength: 3 }),
    fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
  )
  .map(([fields, desc]) => ({
    sort: Object.fromEntries(fields.map((f, i) => [f, desc[i] ? 'desc' : 'asc'])),
  }));

const paging: fc.Arbitrary<Q> = fc.record(
  {
    size: fc.integer({ min: 1, max: 250 }),
    resultIndex: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 6_000 })),
  },
  { requiredKeys: [] },
);

const mode: fc.Arbitrary<Q> = fc.constantFrom<Q>(
  {},
  {},
  {},
  { count: true },
  { summary: true },
  { ids_only: true },
);

const query: fc.Arbitrary<SearchQuery> = fc
  .tuple(fc.array(fragment, { minLength: 0, maxLength: 4 }), maybe(sort), paging, mode)
  .map(([parts, s, p, m]) => Object.assign({}, ...parts, s ?? {}, p, m) as SearchQuery);

describe('engine vs reference', () => {
  it(
    'agree on ids, order, resultCount and summary for random queries',
    { timeout: 180_000 },
    () => {
      let nonEmpty = 0;
      let runs = 0;
      fc.assert(
        fc.property(query, (q) => {
          const got = engine.search(q);
          const want = referenceSearch(records, q, ctx);
          runs++;
          if (want.resultCount > 0) nonEmpty++;
          expect(got.resultCount).toBe(want.resultCount);
          expect(Array.from(got.rows)).toEqual(Array.from(want.rows));
          expect(got.summary).toEqual(want.summary);
        }),
        { numRuns: 1_000, seed: 20_250_615 },
      );
      // The generator must produce meaningful queries, not just empty results.
      expect(nonEmpty / runs).toBeGreaterThan(0.3);
    },
  );

  it('PropertyMapping pins: the reference matches in id order, paged up to 10,000', () => {
    const pinsPaging = fc.record(
      {
        size: fc.oneof(fc.integer({ min: 1, max: 300 }), fc.constant(10_000)),
        resultIndex: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 6_000 })),
      },
      { requiredKeys: [] },
    );
    const filters = fc
      .tuple(fc.array(fragment, { minLength: 0, maxLength: 4 }), maybe(sort), pinsPaging)
      .map(([parts, s, p]) => Object.assign({}, ...parts, s ?? {}, p) as SearchQuery);
    fc.assert(
      fc.property(filters, (q) => {
        const got = engine.pins(q);
        // Every match in id order: the reference's ids_only without a sort, which stops at 10,000
        // ids (the fixture has 20,000): past those, only the count and the order are checked.
        const { sort: _ignored, size = 10_000, resultIndex: from = 0, ...rest } = q;
        const first = referenceSearch(records, { ...rest, ids_only: true }, ctx);
        const rows = Array.from(got.rows);
        expect(got.resultCount).toBe(first.resultCount);
        expect(rows).toHaveLength(Math.max(0, Math.min(size, first.resultCount - from)));
        expect(rows.slice(0, Math.max(0, 10_000 - from))).toEqual(
          Array.from(first.rows.slice(from, from + size)),
        );
        expect(rows.every((row, i) => i === 0 || row > (rows[i - 1] as number))).toBe(true);
      }),
      { numRuns: 300, seed: 20_261_125 },
    );
  });

  it('agrees for random queries under fresh seeds too', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(query, (q) => {
        const got = engine.search(q);
        const want = referenceSearch(records, q, ctx);
        expect(got.resultCount).toBe(want.resultCount);
        expect(Array.from(got.rows)).toEqual(Array.from(want.rows));
        expect(got.summary).toEqual(want.summary);
      }),
      { numRuns: 300 },
    );
  });
});
