// Filter-group tests of the engine: each asserts the documented semantics against facts read off built records.
import { describe, expect, it } from 'vitest';
import { fixtureDataset, fixtureRecords } from '../dataset/test-fixture';
import type { MockPropertyRecord } from '../dataset/record-types';
import { haversineMiles } from '../geo/haversine';
import { createSearchEngine } from './search-engine';
import { SUMMARY_COUNT_KEYS, type EngineResult, type SearchQuery } from './types';

const ds = fixtureDataset();
const records = fixtureRecords();
const engine = createSearchEngine(ds);
type Rec = MockPropertyRecord;

const run = (q: SearchQuery): EngineResult => engine.search(q);
/** Every match, in order (ids_only caps at 10,000, more than any group below needs). */
const all = (q: SearchQuery): Rec[] =>
  Array.from(run({ ...q, ids_only: true }).rows, (row) => records[row] as Rec);
const count = (q: SearchQuery): number => run({ ...q, count: true }).resultCount;
const where = (f: (r: Rec) => boolean): Rec[] => records.filter(f);
const pick = (f: (r: Rec) => boolean): Rec => {
  const r = records.find(f);
  if (!r) throw new Error('fixture lacks such a record');
  return r;
};
const ids = (rs: readonly Rec[]): string[] => rs.map((r) => r.id);

describe('location', () => {
  const r = pick((x) => /^\d+ [NSEW] \S+ (St|Ave|Rd|Dr|Ln|Blvd|Ct)$/.test(x.address.street));
  const [house, dir, name, suffix] = r.address.street.split(' ') as [
    string,
    string,
    string,
    string,
  ];
  const longSuffix: Record<string, string> = {
    St: 'Street',
    Ave: 'Avenue',
    Rd: 'Road',
    Dr: 'Drive',
    Ln: 'Lane',
    Blvd: 'Boulevard',
    Ct: 'Court',
  };
  const longDir: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West' };

  it('address: normalized full-address equality finds exactly that property', () => {
    const spelled = `  ${house} ${longDir[dir]} ${name.toUpperCase()} ${longSuffix[suffix]}. , ${r.address.city.toLowerCase()} ${r.address.state} ${r.address.zip} `;
    expect(ids(all({ address: spelled }))).toEqual([r.id]);
    expect(ids(all({ address: r.address.address }))).toEqual([r.id]);
    expect(
      count({
        address: `${Number(house) + 1000000} ${dir} ${name} ${suffix}, ${r.address.city}, ${r.address.state} ${r.address.zip}`,
      }),
    ).toBe(0);
    expect(count({ address: r.address.address.replace(r.address.zip, '00000') })).toBe(0);
  });

  it('street: name with or without direction and suffix, long or short forms', () => {
    const zip = [r.address.zip];
    const same = (x: Rec): boolean => {
      const t = x.address.street.split(' ').slice(1);
      return x.address.zip === r.address.zip && t.includes(name);
    };
    const exact = where(
      (x) =>
        x.address.zip === r.address.zip && x.address.street.endsWith(` ${dir} ${name} ${suffix}`),
    );
    expect(ids(all({ street: `${dir} ${name} ${suffix}`, zip }))).toEqual(ids(exact));
    expect(ids(all({ street: `${longDir[dir]} ${name} ${longSuffix[suffix]}`, zip }))).toEqual(
      ids(exact),
    );
    const loose = all({ street: name.toLowerCase(), zip });
    expect(ids(loose)).toContain(r.id);
    expect(loose.every(same)).toBe(true);
    expect(loose.length).toBe(
      where(
        (x) =>
          x.address.zip === r.address.zip &&
          x.address.street
            .split(' ')
            .slice(1)
            .filter(
              (t) =>
                !['N', 'S', 'E', 'W', 'St', 'Ave', 'Rd', 'Dr', 'Ln', 'Blvd', 'Ct', 'Way'].includes(
                  t,
                ),
            )
            .join(' ') === name,
      ).length,
    );
    expect(count({ street: 'Nonexistent Boulevard', zip })).toBe(0);
  });

  it('house, city, state, county, zip: trimmed, case-insensitive equality', () => {
    expect(ids(all({ house: ` ${house} `, zip: [r.address.zip] }))).toContain(r.id);
    expect(
      all({ house, zip: [r.address.zip] }).every((x) => x.address.street.startsWith(`${house} `)),
    ).toBe(true);
    expect(count({ house: `0${house}`, zip: [r.address.zip] })).toBe(0);
    const inCity = where(
      (x) => x.address.city === r.address.city && x.address.state === r.address.state,
    );
    expect(
      count({ city: ` ${r.address.city.toUpperCase()} `, state: r.address.state.toLowerCase() }),
    ).toBe(inCity.length);
    const inCounty = where(
      (x) => x.address.county === r.address.county && x.address.state === r.address.state,
    );
    expect(count({ county: `${r.address.county} County`, state: r.address.state })).toBe(
      inCounty.length,
    );
    expect(count({ county: r.address.county.toLowerCase(), state: r.address.state })).toBe(
      inCounty.length,
    );
    const other = pick((x) => x.address.zip !== r.address.zip);
    expect(count({ zip: [r.address.zip, other.address.zip] })).toBe(
      where((x) => x.address.zip === r.address.zip || x.address.zip === other.address.zip).length,
    );
  });

  it('fips, countyId and stateId: FIPS codes, numbers zero-padded', () => {
    const inCounty = where((x) => x.address.fips === r.address.fips).length;
    expect(count({ fips: r.address.fips })).toBe(inCounty);
    expect(count({ countyId: r.address.fips })).toBe(inCounty);
    // AutoComplete's countyId is the county part ("113"), placed in a state by stateId.
    const [stateId, countyId] = [r.address.fips.slice(0, 2), r.address.fips.slice(2)];
    expect(count({ countyId, stateId })).toBe(inCounty);
    expect(count({ countyId })).toBe(where((x) => x.address.fips.endsWith(countyId)).length);
    const ca = pick((x) => x.address.state === 'CA');
    expect(count({ fips: Number(ca.address.fips) })).toBe(
      where((x) => x.address.fips === ca.address.fips).length,
    );
    expect(count({ stateId: '48' })).toBe(where((x) => x.address.state === 'TX').length);
    expect(count({ stateId: 6 })).toBe(where((x) => x.address.state === 'CA').length);
  });

  it('identifiers: id, apn, parcel, census fields, neighborhood, mail state', () => {
    expect(ids(all({ id: r.id }))).toEqual([r.id]);
    expect(ids(all({ id: Number(r.id) }))).toEqual([r.id]);
    expect(count({ id: 'abc' })).toBe(0);
    expect(ids(all({ apn: r.apn }))).toContain(r.id);
    expect(all({ apn: r.apn }).every((x) => x.apn === r.apn)).toBe(true);
    expect(ids(all({ parcel_account_number: r.parcelAccountNumber.toLowerCase() }))).toContain(
      r.id,
    );
    const tract = all({ census_tract: r.censusTract });
    expect(tract.length).toBe(where((x) => x.censusTract === r.censusTract).length);
    expect(
      count({
        census_block: r.censusBlock,
        census_block_group: r.censusBlockGroup,
        zip: [r.address.zip],
      }),
    ).toBe(
      where(
        (x) =>
          x.censusBlock === r.censusBlock &&
          x.censusBlockGroup === r.censusBlockGroup &&
          x.address.zip === r.address.zip,
      ).length,
    );
    expect(count({ neighborhood_id: Number(r.neighborhood.id) })).toBe(
      where((x) => x.neighborhood.id === r.neighborhood.id).length,
    );
    expect(count({ neighborhood_name: r.neighborhood.name.toUpperCase() })).toBe(
      where((x) => x.neighborhood.name === r.neighborhood.name).length,
    );
    expect(count({ usps_mail_state: 'ny' })).toBe(
      where((x) => x.mailAddress.state === 'NY').length,
    );
    expect(count({ usps_mail_state: 'ny' })).toBeGreaterThan(0);
  });

  it('title with each searchType, and without one', () => {
    const a = r.address;
    expect(ids(all({ title: a.address, searchType: 'A' }))).toEqual([r.id]);
    const city = where((x) => x.address.city === a.city && x.address.state === a.state).length;
    expect(count({ title: `${a.city}, ${a.state}`, searchType: 'C' })).toBe(city);
    const county = where(
      (x) => x.address.county === a.county && x.address.state === a.state,
    ).length;
    expect(count({ title: `${a.county}, ${a.state}`, searchType: 'N' })).toBe(county);
    expect(count({ title: `${a.county} County, ${a.state}`, searchType: 'N' })).toBe(county);
    expect(count({ title: a.zip, searchType: 'Z' })).toBe(
      where((x) => x.address.zip === a.zip).length,
    );
    expect(count({ title: r.neighborhood.name, searchType: 'G' })).toBe(
      where((x) => x.neighborhood.name === r.neighborhood.name).length,
    );
    expect(
      ids(all({ title: `${dir} ${name} ${suffix}`, searchType: 'S', zip: [a.zip] })),
    ).toContain(r.id);
    const tx = where((x) => x.address.state === 'TX').length;
    expect(count({ title: 'Texas', searchType: 'T' })).toBe(tx);
    expect(count({ title: 'tx', searchType: 'T' })).toBe(tx);
    expect(count({ title: 'Texas' })).toBe(tx);
    expect(count({ title: a.zip })).toBe(where((x) => x.address.zip === a.zip).length);
    expect(count({ title: a.zip, searchType: 'C' })).toBe(0);
  });

  it('titles as AutoComplete writes them', () => {
    const a = r.address;
    const street = a.street.slice(a.street.indexOf(' ') + 1);
    const inCity = (x: Rec) => x.address.city === a.city && x.address.state === a.state;
    const title = `${street}, ${a.city}, ${a.state}`;
    expect(count({ title, searchType: 'S' })).toBe(
      where((x) => inCity(x) && x.address.street.endsWith(` ${street}`)).length,
    );
    expect(count({ title: `${a.zip}, ${a.state}`, searchType: 'Z' })).toBe(
      where((x) => x.address.zip === a.zip).length,
    );
    const nb = `${r.neighborhood.name}, ${a.city}, ${a.state}`;
    expect(count({ title: nb, searchType: 'G' })).toBe(
      where((x) => inCity(x) && x.neighborhood.name === r.neighborhood.name).length,
    );
    expect(count({ title: 'Texas, USA', searchType: 'T' })).toBe(
      where((x) => x.address.state === 'TX').length,
    );
    const full = `${a.street}, ${a.city}, ${a.state}, ${a.zip}`;
    expect(ids(all({ title: full, searchType: 'A' }))).toEqual([r.id]);
  });
});

describe('classification', () => {
  it('property type, use codes, construction, utilities', () => {
    expect(count({ property_type: 'CONDO' })).toBe(where((x) => x.propertyType === 'CONDO').length);
    expect(count({ property_type: ['LAND', 'MOBILE'] })).toBe(
      where((x) => x.propertyType === 'LAND' || x.propertyType === 'MOBILE').length,
    );
    expect(count({ property_use_code: [385, 386] })).toBe(
      where((x) => x.propertyUseCode === 385 || x.propertyUseCode === 386).length,
    );
    expect(count({ construction: 'brick' })).toBe(
      where((x) => x.constructionType === 'Brick').length,
    );
    expect(count({ sewage: 'SEPTIC' })).toBe(where((x) => x.sewage === 'Septic').length);
    expect(count({ water_source: 'Well' })).toBe(where((x) => x.waterSource === 'Well').length);
    expect(count({ roof_material_code: [104, 105] })).toBe(
      where((x) => x.roofMaterialCode === 104 || x.roofMaterialCode === 105).length,
    );
    expect(count({ roof_construction_code: [251] })).toBe(
      where((x) => x.roofConstructionCode === 251).length,
    );
  });

  it('loan types, flood zones (with numbered groups) and notice types', () => {
    expect(count({ loan_type_code_first: 'fha' })).toBe(
      where((x) => x.loanTypeCodeFirst === 'FHA').length,
    );
    expect(count({ loan_type_code_second: 'LOC' })).toBe(
      where((x) => x.loanTypeCodeSecond === 'LOC').length,
    );
    expect(count({ loan_type_code_third: 'MOD' })).toBe(
      where((x) => x.loanTypeCodeThird === 'MOD').length,
    );
    expect(count({ flood_zone: true, flood_zone_type: 'ae' })).toBe(
      where((x) => x.floodZoneType === 'AE').length,
    );
    const numberedA = where((x) => /^A([1-9]|[12]\d|30)$/.test(x.floodZoneType ?? '')).length;
    expect(numberedA).toBeGreaterThan(0);
    expect(count({ flood_zone: true, flood_zone_type: 'A1-30' })).toBe(numberedA);
    expect(count({ flood_zone: true, flood_zone_type: 'A99' })).toBe(
      where((x) => x.floodZoneType === 'A99').length,
    );
    expect(count({ notice_type: 'NOD' })).toBe(where((x) => x.noticeType === 'NOD').length);
    expect(count({ notice_type: ['FOR', 'NTS'] })).toBe(
      where((x) => x.noticeType === 'FOR' || x.noticeType === 'NTS').length,
    );
  });
});

describe('MLS', () => {
  it('status flags follow the standard-status groups', () => {
    const groups: Record<string, string[]> = {
      mls_active: ['Active', 'Coming Soon'],
      mls_pending: ['Pending', 'Contingent', 'Active Under Contract'],
      mls_sold: ['Closed', 'Sold'],
      mls_cancelled: ['Canceled', 'Expired'],
    };
    for (const [flag, statuses] of Object.entries(groups)) {
      const yes = where((x) => statuses.includes(x.mlsStandardStatus ?? '')).length;
      expect(yes).toBeGreaterThan(0);
      expect(count({ [flag]: true })).toBe(yes);
      expect(count({ [flag]: false })).toBe(records.length - yes);
    }
  });

  it('listing price and days on market ranges; price with an operator', () => {
    expect(
      count({ mls_active: true, mls_listing_price_min: 300_000, mls_listing_price_max: 600_000 }),
    ).toBe(
      where(
        (x) =>
          x.mlsActive &&
          x.mlsListingPrice !== null &&
          x.mlsListingPrice >= 300_000 &&
          x.mlsListingPrice <= 600_000,
      ).length,
    );
    expect(count({ mls_pending: true, mls_days_on_market_max: 20 })).toBe(
      where((x) => x.mlsPending && x.mlsDaysOnMarket !== null && x.mlsDaysOnMarket <= 20).length,
    );
    expect(count({ mls_listing_price: 400_000, mls_listing_price_operator: 'lt' })).toBe(
      where((x) => x.mlsListingPrice !== null && x.mlsListingPrice < 400_000).length,
    );
  });
});

describe('boolean flags', () => {
  const flags: Record<string, (r: Rec) => boolean> = {
    absentee_owner: (r) => r.absenteeOwner,
    high_equity: (r) => r.equityPercent > 39,
    free_clear: (r) => r.openMortgageBalance === 0,
    in_state_owner: (r) => r.absenteeOwner && r.mailAddress.state === r.address.state,
    out_of_state_owner: (r) => r.absenteeOwner && r.mailAddress.state !== r.address.state,
    individual_owned: (r) => !r.corporateOwned && !r.trustOwned,
    corporate_owned: (r) => r.corporateOwned,
    trust_owned: (r) => r.trustOwned,
    mfh_2to4: (r) => (r.unitsCount ?? 0) >= 2 && (r.unitsCount ?? 0) <= 4,
    mfh_5plus: (r) => (r.unitsCount ?? 0) >= 5,
    flood_zone: (r) => r.floodZoneType !== null,
    pool: (r) => r.pool,
    vacant: (r) => r.vacant,
    cash_buyer: (r) => r.cashBuyer,
    private_lender: (r) => r.privateLender,
    quit_claim: (r) => r.quitClaim,
    feature_balcony: (r) => r.featureBalcony,
    last_sale_arms_length: (r) => r.lastSaleArmsLength,
  };

  it('true keeps rows where the flag holds; false the others', () => {
    for (const [flag, holds] of Object.entries(flags)) {
      const yes = where(holds).length;
      expect(yes, flag).toBeGreaterThan(0);
      expect(count({ [flag]: true }), flag).toBe(yes);
      expect(count({ [flag]: false }), flag).toBe(records.length - yes);
    }
    expect(count({ pool: true, vacant: true })).toBe(where((x) => x.pool && x.vacant).length);
    expect(count({ pool: true, absentee_owner: false })).toBe(
      where((x) => x.pool && !x.absenteeOwner).length,
    );
  });

  it('event flags look back over the search_range window (calendar months from now)', () => {
    // now = 2025-06-15: 1_MONTH starts 2025-05-15, 3_MONTH 2025-03-15, 1_YEAR (default) 2024-06-15.
    const within = (d: string | null, from: string): boolean =>
      d !== null && d >= from && d <= '2025-06-15';
    const cases: [string, (r: Rec) => string | null][] = [
      ['auction', (r) => r.auctionDate],
      ['foreclosure', (r) => r.foreclosureDate],
      ['pre_foreclosure', (r) => r.preForeclosureDate],
      ['reo', (r) => r.reoDate],
    ];
    for (const [flag, date] of cases) {
      const month = where((x) => within(date(x), '2025-05-15')).length;
      const quarter = where((x) => within(date(x), '2025-03-15')).length;
      const year = where((x) => within(date(x), '2024-06-15')).length;
      expect(count({ [flag]: true, search_range: '1_MONTH' }), flag).toBe(month);
      expect(count({ [flag]: true, search_range: '3_MONTH' }), flag).toBe(quarter);
      expect(count({ [flag]: true }), flag).toBe(year);
      expect(count({ [flag]: false }), flag).toBe(records.length - year);
      expect(year).toBeGreaterThan(month);
    }
  });

  it('document_type_code needs the last document inside the window', () => {
    const codes = ['DTWD', 'DTGD', 'DTSW'];
    const yes = where(
      (x) => codes.includes(x.documentTypeCode ?? '') && (x.documentDate ?? '') >= '2024-06-15',
    ).length;
    expect(count({ document_type_code: codes })).toBe(yes);
    expect(count({ document_type_code: codes, search_range: '6_MONTH' })).toBe(
      where(
        (x) => codes.includes(x.documentTypeCode ?? '') && (x.documentDate ?? '') >= '2024-12-15',
      ).length,
    );
  });

  it('notice_type with foreclosure dates filters on the notice recording date', () => {
    const q = {
      foreclosure: true,
      notice_type: 'NOD',
      foreclosure_date_min: '2024-09-01',
      foreclosure_date_max: '2025-03-31',
    };
    expect(count(q)).toBe(
      where(
        (x) =>
          x.noticeType === 'NOD' &&
          (x.foreclosureDate ?? '') >= '2024-09-01' &&
          (x.foreclosureDate ?? '') <= '2025-03-31',
      ).length,
    );
  });
});

describe('value + operator pairs', () => {
  it('lt / lte / gt / gte, and gte when the operator is absent', () => {
    const v = 45;
    const has = where((x) => x.equityPercent === v).length;
    expect(has).toBeGreaterThan(0);
    const lt = count({ equity_percent: v, equity_percent_operator: 'lt' });
    const lte = count({ equity_percent: v, equity_percent_operator: 'lte' });
    const gt = count({ equity_percent: v, equity_percent_operator: 'gt' });
    const gte = count({ equity_percent: v, equity_percent_operator: 'gte' });
    expect(lt).toBe(where((x) => x.equityPercent < v).length);
    expect(lte - lt).toBe(has);
    expect(gte - gt).toBe(has);
    expect(lt + gte).toBe(records.length);
    expect(count({ equity_percent: v })).toBe(gte);
    expect(count({ years_owned: 10, years_owned_operator: 'gt' })).toBe(
      where((x) => x.yearsOwned !== null && x.yearsOwned > 10).length,
    );
    expect(count({ last_sale_date: '2020-01-01', last_sale_date_operator: 'lt' })).toBe(
      where((x) => x.lastSaleDate !== null && x.lastSaleDate < '2020-01-01').length,
    );
    expect(count({ median_income: 80_000 })).toBe(
      where((x) => Number(x.medianIncome) >= 80_000).length,
    );
    expect(count({ estimated_equity: 0, equity_operator: 'lt' })).toBe(
      where((x) => x.estimatedEquity < 0).length,
    );
  });
});

describe('ranges', () => {
  it('are inclusive at both ends and never match nulls', () => {
    const r = pick((x) => x.yearBuilt !== null && x.squareFeet !== null);
    const y = r.yearBuilt as number;
    expect(count({ year_built_min: y, year_built_max: y })).toBe(
      where((x) => x.yearBuilt === y).length,
    );
    expect(count({ year_built_min: 0 })).toBe(where((x) => x.yearBuilt !== null).length);
    expect(count({ year_min: y, year_max: y })).toBe(where((x) => x.yearBuilt === y).length);
    expect(count({ value_min: r.estimatedValue, value_max: r.estimatedValue })).toBe(
      where((x) => x.estimatedValue === r.estimatedValue).length,
    );
    expect(count({ building_size_max: 1500, beds_min: 3 })).toBe(
      where(
        (x) =>
          x.squareFeet !== null && x.squareFeet <= 1500 && x.bedrooms !== null && x.bedrooms >= 3,
      ).length,
    );
    expect(count({ ltv_max: 55.5 })).toBe(where((x) => x.ltv <= 55.5).length);
    expect(count({ deck_area_max: 300 })).toBe(
      where((x) => x.deckArea !== null && x.deckArea <= 300).length,
    );
    expect(count({ last_sale_price_min: 1 })).toBe(
      where((x) => x.lastSaleAmount !== null && Number(x.lastSaleAmount) >= 1).length,
    );
    expect(count({ median_income_min: 60_000, median_income_max: 90_000 })).toBe(
      where((x) => Number(x.medianIncome) >= 60_000 && Number(x.medianIncome) <= 90_000).length,
    );
    expect(count({ properties_owned_min: 10 })).toBe(where((x) => x.propertiesOwned >= 10).length);
    expect(count({ portfolio_value_min: 5_000_000 })).toBe(
      where((x) => x.portfolioValue >= 5_000_000).length,
    );
    expect(count({ prior_owner_individual: true, prior_owner_months_owned_max: 11 })).toBe(
      where(
        (x) =>
          x.priorOwnerIndividual &&
          x.priorOwnerMonthsOwned !== null &&
          x.priorOwnerMonthsOwned <= 11,
      ).length,
    );
    expect(count({ tax_delinquent_year_min: 2023, tax_delinquent_year_max: 2023 })).toBe(
      where((x) => x.taxDelinquentYear === 2023).length,
    );
    expect(count({ assessed_improvement_value_max: 0 })).toBe(
      where((x) => x.assessedImprovementValue <= 0).length,
    );
    expect(count({ value_min: 10, value_max: 5 })).toBe(0);
  });

  it('date ranges are inclusive', () => {
    const r = pick((x) => x.lastSaleDate !== null && x.lastSaleDate > '2015-01-01');
    const d = r.lastSaleDate as string;
    expect(count({ last_sale_date_min: d, last_sale_date_max: d })).toBe(
      where((x) => x.lastSaleDate === d).length,
    );
    expect(count({ last_update_date_min: '2025-01-01' })).toBe(
      where((x) => x.lastUpdateDate >= '2025-01-01').length,
    );
    expect(count({ auction: true, auction_date_min: '2025-01-01' })).toBe(
      where((x) => (x.auctionDate ?? '') >= '2025-01-01' && (x.auctionDate ?? '') <= '2025-06-15')
        .length,
    );
  });
});

describe('geometry', () => {
  const centre = pick((x) => x.address.city === 'Austin');
  const box = (lat: number, lon: number, d: number): { lat: number; lon: number }[] => [
    { lat: lat - d, lon: lon - d },
    { lat: lat - d, lon: lon + d },
    { lat: lat + d, lon: lon + d },
    { lat: lat + d, lon: lon - d },
  ];

  it('radius: great-circle distance from the centre', () => {
    const q = { latitude: centre.latitude, longitude: centre.longitude, radius: 1.5 };
    const got = all(q);
    const want = where(
      (x) => haversineMiles(centre.latitude, centre.longitude, x.latitude, x.longitude) <= 1.5,
    );
    expect(ids(got)).toEqual(ids(want));
    expect(got.length).toBeGreaterThan(10);
  });

  it('polygon, multi_polygon (union) and radius + polygon (intersection)', () => {
    const p1 = box(centre.latitude, centre.longitude, 0.02);
    const p2 = box(centre.latitude + 0.05, centre.longitude, 0.02);
    const inBox = (x: Rec, lat: number, d: number): boolean =>
      Math.abs(x.latitude - lat) < d && Math.abs(x.longitude - centre.longitude) < d;
    expect(ids(all({ polygon: p1 }))).toEqual(ids(where((x) => inBox(x, centre.latitude, 0.02))));
    expect(ids(all({ multi_polygon: [{ boundaries: p1 }, { boundaries: p2 }] }))).toEqual(
      ids(where((x) => inBox(x, centre.latitude, 0.02) || inBox(x, centre.latitude + 0.05, 0.02))),
    );
    const both = all({
      polygon: p1,
      latitude: centre.latitude,
      longitude: centre.longitude,
      radius: 0.5,
    });
    expect(ids(both)).toEqual(
      ids(
        where(
          (x) =>
            inBox(x, centre.latitude, 0.02) &&
            haversineMiles(centre.latitude, centre.longitude, x.latitude, x.longitude) <= 0.5,
        ),
      ),
    );
  });
});

describe('ids, sort, paging and modes', () => {
  it('ids: only those ids, in id order, with other filters still applied', () => {
    const some = [records[500], records[3], records[12_000]] as Rec[];
    const q = { ids: [...some.map((r) => Number(r.id)), 1, 99_999_999] };
    expect(ids(all(q))).toEqual(ids([...some].sort((a, b) => Number(a.id) - Number(b.id))));
    const pool = some.filter((r) => r.pool).map((r) => r.id);
    expect(ids(all({ ...q, pool: true }))).toEqual(pool.sort());
  });

  it('sort: precedence, asc/desc, nulls last both ways, ties by id', () => {
    const desc = all({ state: 'TX', sort: { estimated_value: 'desc' } });
    for (let i = 1; i < desc.length; i++) {
      const a = desc[i - 1] as Rec;
      const b = desc[i] as Rec;
      expect(
        a.estimatedValue > b.estimatedValue ||
          (a.estimatedValue === b.estimatedValue && Number(a.id) < Number(b.id)),
      ).toBe(true);
    }
    for (const dir of ['asc', 'desc'] as const) {
      const list = all({ state: 'FL', sort: { year_built: dir } });
      const firstNull = list.findIndex((x) => x.yearBuilt === null);
      expect(firstNull).toBeGreaterThan(0);
      expect(list.slice(firstNull).every((x) => x.yearBuilt === null)).toBe(true);
      const nulls = list.slice(firstNull).map((x) => Number(x.id));
      expect(nulls).toEqual([...nulls].sort((a, b) => a - b));
    }
    const multi = all({
      city: 'Austin',
      state: 'TX',
      sort: { years_owned: 'asc', lot_size: 'desc' },
    });
    for (let i = 1; i < multi.length; i++) {
      const a = multi[i - 1] as Rec;
      const b = multi[i] as Rec;
      if (a.yearsOwned === b.yearsOwned && a.lotSquareFeet !== null && b.lotSquareFeet !== null) {
        expect(a.lotSquareFeet).toBeGreaterThanOrEqual(b.lotSquareFeet);
      }
    }
    // Without a sort: id ascending.
    const plain = all({ state: 'GA' }).map((x) => Number(x.id));
    expect(plain).toEqual([...plain].sort((a, b) => a - b));
  });

  it('paging: resultIndex skips, size caps, pages tile the ordering', () => {
    const q = { state: 'TX', sort: { last_sale_date: 'desc' as const } };
    const ordered = all(q).map((r) => Number(r.id) - 10_000_001);
    const p1 = run({ ...q, size: 100 });
    const p2 = run({ ...q, size: 100, resultIndex: 100 });
    expect([...p1.rows, ...p2.rows]).toEqual(ordered.slice(0, 200));
    expect(p1.resultCount).toBe(ordered.length);
    expect(run({ ...q }).rows.length).toBe(50);
    expect(run({ ...q, size: 1000 }).rows.length).toBe(250);
    const beyond = run({ ...q, resultIndex: ordered.length + 5 });
    expect(beyond.rows.length).toBe(0);
    expect(beyond.resultCount).toBe(ordered.length);
  });

  it('ids_only returns up to 10,000 rows in order and ignores size/resultIndex', () => {
    const res = run({ ids_only: true, size: 5, resultIndex: 100 });
    expect(res.rows.length).toBe(10_000);
    expect(res.resultCount).toBe(records.length);
    expect(Array.from(res.rows.slice(0, 3))).toEqual([0, 1, 2]);
  });

  it('count returns only the total', () => {
    const res = run({ count: true, pool: true });
    expect(res.rows.length).toBe(0);
    expect(res.resultCount).toBe(where((x) => x.pool).length);
    expect(res.summary).toBeUndefined();
  });

  it('summary counts lead types among matches and medians over listed matches', () => {
    const res = run({ summary: true, state: 'FL', size: 10 });
    const fl = where((x) => x.address.state === 'FL');
    expect(res.rows.length).toBe(0);
    expect(res.resultCount).toBe(fl.length);
    const summary = res.summary;
    if (!summary) throw new Error('no summary');
    expect(Object.keys(summary).sort()).toEqual(
      [...SUMMARY_COUNT_KEYS, 'medianListingPrice', 'medianDaysOnMarket'].sort(),
    );
    for (const key of SUMMARY_COUNT_KEYS) {
      expect(summary[key], key).toBe(fl.filter((x) => x[key]).length);
    }
    const prices = fl
      .flatMap((x) => (x.mlsListingPrice === null ? [] : [x.mlsListingPrice]))
      .sort((a, b) => a - b);
    const mid = prices.length >> 1;
    const median =
      prices.length % 2
        ? prices[mid]
        : Math.round(((prices[mid - 1] as number) + (prices[mid] as number)) / 2);
    expect(summary.medianListingPrice).toBe(median);
    const none = run({ summary: true, id: 'nope' }).summary;
    expect(none?.medianListingPrice).toBeNull();
    expect(none?.auction).toBe(0);
  });
});
