// Drift check between the field registry, the contract, the mock's engine and the reference: every §2.1
// field is declared, and every declared flag and range really filters in the mock, as the reference does.
import { describe, expect, it } from 'vitest';
import type { FieldEntry } from '../../../src/api/contract/field-kinds';
import { SEARCH_FIELDS } from '../../../src/api/contract/field-registry';
import {
  BOOLEAN_FLAGS,
  DATE_RANGE_FIELDS,
  MLS_STATUS_FLAGS,
  RANGE_FIELDS,
  VALUE_OPERATOR_PAIRS,
} from '../../../src/api/contract/search-fields';
import { SEARCH_REQUEST_FIELDS } from '../../../src/api/contract/search-request';
import { GENERATED_FLAG_LIST } from '../../dataset/generated-flags';
import { fixtureDataset, fixtureRecords, fixtureToday } from '../../dataset/test-fixture';
import { createSearchEngine } from '../search-engine';
import type { SearchQuery } from '../types';
import { referenceSearch, type ReferenceContext } from './reference-search';

/** Spec §2.1, copied field by field (the project never reads the spec at test time). */
const SPEC_2_1 = {
  control: 'count ids ids_only obfuscate sort summary resultIndex size',
  location:
    'address house street city state county zip latitude longitude radius polygon multi_polygon ' +
    'usps_mail_state census_block census_block_group census_tract parcel_account_number',
  autocomplete: 'id apn stateId countyId fips title neighborhood_name neighborhood_id searchType',
  classification:
    'property_type property_use_code construction document_type_code flood_zone_type ' +
    'loan_type_code_first loan_type_code_second loan_type_code_third notice_type ' +
    'roof_construction_code roof_material_code search_range sewage water_source',
  mls: 'mls_active mls_pending mls_cancelled mls_sold mls_listing_price mls_listing_price_operator',
  flags:
    'absentee_owner adjustable_rate assumable attic auction basement breezeway carport cash_buyer ' +
    'corporate_owned death deck feature_balcony fire_sprinklers flood_zone foreclosure free_clear ' +
    'garage high_equity hoa individual_owned inherited in_state_owner investor_buyer judgment ' +
    'last_sale_arms_length mfh_2to4 mfh_5plus out_of_state_owner patio pool pre_foreclosure ' +
    'prior_owner_individual private_lender quit_claim reo rv_parking tax_lien trust_owned vacant',
  pairs:
    'estimated_equity equity_operator equity_percent equity_percent_operator last_sale_date ' +
    'last_sale_date_operator median_income median_income_operator years_owned years_owned_operator',
  ranges:
    'assessed_improvement_value assessed_land_value assessed_value baths beds building_size ' +
    'deck_area estimated_equity last_sale_price lot_size ltv median_income mortgage rooms ' +
    'pool_area portfolio_equity portfolio_mortgage_balance portfolio_purchased_last12 ' +
    'portfolio_purchased_last6 portfolio_value prior_owner_months_owned properties_owned stories ' +
    'tax_delinquent_year units value year year_built years_owned mls_days_on_market mls_listing_price',
  dateRanges: 'auction_date foreclosure_date last_sale_date pre_foreclosure_date last_update_date',
};
const words = (s: string) => s.split(' ');
const SPEC_FIELDS = new Set([
  ...words(SPEC_2_1.control),
  ...words(SPEC_2_1.location),
  ...words(SPEC_2_1.autocomplete),
  ...words(SPEC_2_1.classification),
  ...words(SPEC_2_1.mls),
  ...words(SPEC_2_1.flags),
  ...words(SPEC_2_1.pairs),
  ...[...words(SPEC_2_1.ranges), ...words(SPEC_2_1.dateRanges)].flatMap((f) => [
    `${f}_min`,
    `${f}_max`,
  ]),
]);
/** The request's own switches: the contract declares them, the registry holds only filters. */
const CONTROL_ONLY = ['count', 'ids_only', 'sort', 'summary', 'resultIndex', 'size'];

const ENTRIES: readonly FieldEntry[] = SEARCH_FIELDS;
const registryFields = ENTRIES.flatMap((e) => Object.keys(e.shape as object));

describe('field registry vs spec §2.1 and the contract', () => {
  it('the contract accepts exactly the fields of §2.1', () => {
    expect([...SEARCH_REQUEST_FIELDS].sort()).toEqual([...SPEC_FIELDS].sort());
  });

  it('declares every §2.1 filter once, and nothing else', () => {
    const filters = [...SPEC_FIELDS].filter((f) => !CONTROL_ONLY.includes(f)).sort();
    expect([...registryFields].sort()).toEqual(filters);
    expect(new Set(registryFields).size).toBe(registryFields.length);
  });

  it('derives the kind lists the spec names', () => {
    expect([...BOOLEAN_FLAGS].sort()).toEqual(words(SPEC_2_1.flags).sort());
    expect([...RANGE_FIELDS].sort()).toEqual(words(SPEC_2_1.ranges).sort());
    expect([...DATE_RANGE_FIELDS].sort()).toEqual(words(SPEC_2_1.dateRanges).sort());
    expect(VALUE_OPERATOR_PAIRS.map(([value, op]) => `${value} ${op}`).sort()).toEqual(
      [
        ...words(SPEC_2_1.pairs).flatMap((w, i, all) =>
          i % 2 === 0 ? [`${w} ${all[i + 1]}`] : [],
        ),
        'mls_listing_price mls_listing_price_operator',
      ].sort(),
    );
  });

  it('gives every field words for the panel, chips and file names', () => {
    for (const e of ENTRIES) {
      expect(e.label.trim(), e.name).not.toBe('');
      if (e.chip !== undefined) expect(e.chip, e.name).toBe(e.chip.trim());
      if (e.slug !== undefined) expect(e.slug, e.name).toMatch(/^[a-z0-9-]+$/);
    }
  });
});

describe('every registry flag and range filters in the mock as in the reference', () => {
  const ds = fixtureDataset();
  const records = fixtureRecords();
  const engine = createSearchEngine(ds);
  const ctx: ReferenceContext = { today: fixtureToday(), stateNames: ds.directory.stateNames };
  const count = (q: SearchQuery) => engine.search({ ...q, count: true }).resultCount;
  const oracle = (q: SearchQuery) =>
    referenceSearch(records, { ...q, count: true }, ctx).resultCount;

  it.each([...BOOLEAN_FLAGS, ...MLS_STATUS_FLAGS])(
    '%s splits the dataset into true and false, matching the reference',
    (flag) => {
      const yes = count({ [flag]: true });
      const no = count({ [flag]: false });
      // A flag the engine ignored would give the whole dataset both times.
      expect(yes).toBeGreaterThan(0);
      expect(no).toBeGreaterThan(0);
      expect(yes + no).toBe(ds.count);
      expect(yes).toBe(oracle({ [flag]: true }));
      expect(no).toBe(oracle({ [flag]: false }));
    },
  );

  it.each(RANGE_FIELDS.filter((f) => f !== 'year'))(
    '%s_min and %s_max narrow the dataset, matching the reference',
    (field) => {
      // A range the engine ignored would match every row.
      expect(count({ [`${field}_min`]: 1e15 })).toBe(0);
      const atMostZero = { [`${field}_max`]: 0 };
      expect(count(atMostZero)).toBe(oracle(atMostZero));
      expect(count(atMostZero)).toBeLessThan(ds.count);
    },
  );

  it.each(GENERATED_FLAG_LIST.map((f) => [f.name, f.record] as const))(
    'generated flag %s is the record field %s on every record',
    (name, field) => {
      const values = records.map((r) => (r as unknown as Record<string, unknown>)[field]);
      expect(values.every((v) => typeof v === 'boolean')).toBe(true);
      expect(values.filter((v) => v === true).length).toBe(count({ [name]: true }));
    },
  );
});
