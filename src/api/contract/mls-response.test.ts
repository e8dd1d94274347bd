// The MLS record schema reads the vendor's shapes tolerantly: each vendor-shaped fixture parses and
// is normalised to one type per field; a record that is structurally unreadable still fails.
import { describe, expect, it } from 'vitest';
import { MLS_NULLS_ANSWER, MLS_NULLS_RECORD } from '../vendor-fixtures/mls-nulls-everywhere';
import {
  MLS_UNKNOWN_SECTION_ANSWER,
  MLS_UNKNOWN_SECTION_RECORD,
} from '../vendor-fixtures/mls-unknown-section';
import { MLS_V2_STYLE_ANSWER, MLS_V2_STYLE_RECORD } from '../vendor-fixtures/mls-v2-style-record';
import { MLS_V3_FULL_ANSWER, MLS_V3_FULL_RECORD } from '../vendor-fixtures/mls-v3-full-record';
import {
  isBulkError,
  mlsBulkItemSchema,
  mlsDetailResponseSchema,
  mlsRecordSchema,
  numberFromText,
} from './mls-response';

const hit = (answer: unknown) => {
  const parsed = mlsDetailResponseSchema.parse(answer);
  if (parsed.dataSource === 'public_record') throw new Error('expected an MLS record');
  return parsed.data;
};

describe('vendor-shaped MLS answers', () => {
  it('a full v3 record keeps every section under the vendor’s names', () => {
    const r = hit(MLS_V3_FULL_ANSWER);
    expect(r.listingPrice).toBe(489000);
    expect(r.listingDetails?.beds).toBe(3);
    expect(r.agentRemarks?.publicRemarks).toMatch(/^Nestled/);
    expect(r.priceChangeHistory).toEqual([
      { date: '2026-08-20', previousPrice: 515000, newPrice: 489000 },
    ]);
    expect(r.statusChangeHistory?.map((s) => s.newStatus)).toEqual(['Active', 'Pending']);
    expect(r.hoa?.associationFee).toBe(45);
    expect(r.cosellingAgent?.fullName).toBe('Marcus Ngata');
  });

  it('a v2-style record: other types normalised to one type per field', () => {
    const r = hit(MLS_V2_STYLE_ANSWER);
    expect(r.listingId).toBe(6103448813);
    expect(r.mlsNumber).toBe('2206482');
    expect(r.listingPrice).toBe(412000);
    expect(r.originalListingPrice).toBe(412000);
    expect(r.daysOnMarket).toBe(9);
    expect(r.hasPhotos).toBe(true);
    expect(r.address?.zipCode).toBe('98499');
    expect(r.listingDetails?.lotSizeAcres).toBeCloseTo(0.2);
    expect(r.listingDetails?.beds).toBe(2);
    expect(r.listingDetails?.hasPool).toBe(false);
    expect(r.listingAgent?.mlsAgentId).toBe('1184402');
    expect(r.listingOffice?.mlsOfficeId).toBe('5521');
    expect(r.media?.photosCount).toBe(24);
    // v2 sections v3 does not have are kept, for "More details".
    expect(r).toHaveProperty('homedetails.fireplaceYn', true);
    expect(r).toHaveProperty('property.bedroomsTotal', 2);
  });

  it('a record with an unknown section and root field keeps them as sent', () => {
    const r = hit(MLS_UNKNOWN_SECTION_ANSWER);
    expect(r.linkedListings).toEqual(MLS_UNKNOWN_SECTION_RECORD.linkedListings);
    expect(r.greenFeatures).toEqual({ solarPanels: true, energyRating: null });
    expect(r.virtualTourUrl).toBe('https://tours.example/2206483');
  });

  it('a record with nulls everywhere parses; null list entries are dropped', () => {
    const r = hit(MLS_NULLS_ANSWER);
    expect(r.listingId).toBeNull();
    expect(r.listingDetails).toBeNull();
    expect(r.media?.photosCount).toBeNull();
    expect(r.statusChangeHistory).toEqual([]);
    expect(r.public).toBeNull();
  });

  it('an empty record {} is a record with nothing in it', () => {
    expect(mlsRecordSchema.parse({})).toEqual({});
  });
});

describe('what still cannot be read', () => {
  it.each([
    ['a section that is text', { ...MLS_V3_FULL_RECORD, address: '1804 Heath Ct' }],
    ['a list section that is an object', { ...MLS_V3_FULL_RECORD, openHouses: { date: 'x' } }],
    ['an amount that is an object', { ...MLS_V3_FULL_RECORD, listingPrice: { value: 1 } }],
    ['a record that is a list', [MLS_V3_FULL_RECORD]],
  ])('%s', (_label, record) => {
    expect(mlsRecordSchema.safeParse(record).success).toBe(false);
  });

  it('text that is no number reads as a missing amount, not a failed record', () => {
    expect(numberFromText('$1,250,000')).toBe(1250000);
    expect(numberFromText('call agent')).toBeNull();
    expect(mlsRecordSchema.parse({ listingPrice: 'call agent' }).listingPrice).toBeNull();
  });
});

describe('mlsBulkItemSchema: bulk data read one position at a time', () => {
  it('reads a v2-style record, an error object with a string id, and refuses a broken record', () => {
    const items = [
      MLS_V2_STYLE_RECORD,
      {
        id: '77',
        match: false,
        error: true,
        errorMessage: 'No listing found for this assessor ID.',
      },
      { ...MLS_NULLS_RECORD, media: 'none' },
    ].map((item) => mlsBulkItemSchema.safeParse(item));
    expect(items.map((r) => r.success)).toEqual([true, true, false]);
    const error = items[1]?.data;
    expect(error && isBulkError(error) ? error.id : undefined).toBe(77);
  });
});
