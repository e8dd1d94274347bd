// Test-only builders of property records and search responses.
import type { PropertyRecord } from '../../api/contract/property-record';
import type { SearchListPage } from '../../api/client';

export function makeRecord(id: number, overrides: Partial<PropertyRecord> = {}): PropertyRecord {
  return {
    id: String(id),
    propertyId: String(id),
    address: {
      address: `${id} Main St, Austin, TX 78701`,
      street: `${id} Main St`,
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      county: 'Travis',
    },
    mailAddress: { street: `PO Box ${id}`, city: 'Dallas', state: 'TX', zip: '75201' },
    owner1FirstName: 'Ana',
    owner1LastName: `Owner${id}`,
    propertyType: 'SFR',
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1800,
    lotSquareFeet: 6000,
    yearBuilt: 1990,
    estimatedValue: 400000 + id,
    estimatedEquity: 150000,
    equityPercent: 38,
    yearsOwned: 9,
    lastSaleDate: '2017-05-02',
    lastSaleAmount: '250000',
    absenteeOwner: true,
    vacant: false,
    latitude: 30.27,
    longitude: -97.74,
    ...overrides,
  };
}

export function makeListResponse(
  records: PropertyRecord[],
  resultCount: number,
  resultIndex = 0,
  input: Record<string, unknown> = {},
): SearchListPage {
  return { live: true, input, data: records, resultCount, offset: resultIndex, skipped: [] };
}
