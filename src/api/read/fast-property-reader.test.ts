// The fast path must read exactly what the zod reader reads, and refuse exactly what it refuses.
import { describe, expect, it } from 'vitest';
import { buildRecord } from '../../../mock-server/dataset/build-record';
import { generateDataset } from '../../../mock-server/dataset/generate-dataset';
import { propertyRecordReader } from '../contract/property-record-reader';
import { PUBLISHED_RECORD } from '../vendor-fixtures/published-search-list';
import {
  RECORD_ADDRESS_AS_TEXT,
  RECORD_ID_ONLY,
  RECORD_NULLS_AND_UNKNOWN_FIELDS,
  RECORD_NUMERIC_AMOUNTS,
  RECORD_NUMERIC_IDS,
  RECORD_WITHOUT_ID,
} from '../vendor-fixtures/search-record-variants';
import { readPropertyRecordFast } from './fast-property-reader';

/** Both readers on their own copy (the fast one completes its input in place). */
function both(input: unknown) {
  const viaZod = propertyRecordReader.safeParse(structuredClone(input));
  const fast = readPropertyRecordFast(structuredClone(input));
  return { zod: viaZod.success ? viaZod.data : undefined, fast };
}

const VARIANTS: [string, unknown][] = [
  ['the published record', PUBLISHED_RECORD],
  ['numeric ids', RECORD_NUMERIC_IDS],
  ['only a numeric id', RECORD_ID_ONLY],
  ['numeric amounts', RECORD_NUMERIC_AMOUNTS],
  ['nulls, fractions and unknown fields', RECORD_NULLS_AND_UNKNOWN_FIELDS],
  ['an address as text', RECORD_ADDRESS_AS_TEXT],
  ['no id', RECORD_WITHOUT_ID],
  ['an empty-string id', { ...PUBLISHED_RECORD, id: '', propertyId: null }],
  ['a boolean as text', { ...PUBLISHED_RECORD, vacant: 'false' }],
  ['a count as text', { ...PUBLISHED_RECORD, bedrooms: '3' }],
  [
    'a zip as a number',
    { ...PUBLISHED_RECORD, address: { ...PUBLISHED_RECORD.address, zip: 20171 } },
  ],
  ['an address city as a number', { ...PUBLISHED_RECORD, address: { city: 7 } }],
  ['an address that is a list', { ...PUBLISHED_RECORD, mailAddress: [] }],
  ['a null address', { ...PUBLISHED_RECORD, address: null }],
  ['a neighborhood with a bad field', { ...PUBLISHED_RECORD, neighborhood: { name: 5 } }],
  ['a neighborhood id as a number', { ...PUBLISHED_RECORD, neighborhood: { id: 63205 } }],
  ['an amount that is an object', { ...PUBLISHED_RECORD, lastSaleAmount: { value: 1 } }],
  ['not an object', 'record'],
  ['a list', [PUBLISHED_RECORD]],
];

describe('readPropertyRecordFast', () => {
  it.each(VARIANTS)('agrees with the zod reader on %s', (_label, input) => {
    const { zod, fast } = both(input);
    expect(fast).toEqual(zod);
  });

  it('agrees with the zod reader on 300 mock records', () => {
    const ds = generateDataset({ count: 300, seed: 3, now: new Date('2026-11-01T00:00:00Z') });
    for (let row = 0; row < ds.count; row += 1) {
      const { zod, fast } = both(JSON.parse(JSON.stringify(buildRecord(ds, row))));
      expect(zod).toBeDefined();
      expect(fast).toEqual(zod);
    }
  });

  it('normalises in place: the record it returns is the object it was given', () => {
    const input = structuredClone(RECORD_NUMERIC_IDS);
    expect(readPropertyRecordFast(input)).toBe(input);
    expect(input.id).toBe('253175355');
  });
});
