// The bulk CSV: BOM, readable headers keyed by Property ID as the lead export, one line per requested
// id in order, misses with their message and (when known) the lead's address.
import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from '../../lib/csv';
import { BULK_CSV_HEADERS, bulkCsv, bulkCsvFileName } from './bulk-csv';

describe('bulkCsv', () => {
  it('starts with a BOM and the readable headers', () => {
    const csv = bulkCsv([]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')[0]).toBe(
      'Property ID,Address,Matched,MLS #,Board,Status,List price,Days on market,Listing agent,Error',
    );
    expect(BULK_CSV_HEADERS).toHaveLength(10);
  });

  it('writes hits and misses in order', () => {
    const csv = bulkCsv([
      {
        position: 0,
        assessorId: 10000030,
        matched: true,
        mlsNumber: '20000040',
        board: 'armls',
        status: 'Active',
        listingPrice: 743000,
        daysOnMarket: 11,
        listingAgent: 'Natalie Boyd',
        address: '12 Oak St Phoenix AZ 85001',
      },
      {
        position: 1,
        assessorId: 7,
        matched: false,
        address: '7 Elm St, Phoenix, AZ 85001',
        error: 'No listing found for this assessor ID.',
      },
    ]);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines.slice(1)).toEqual([
      '10000030,12 Oak St Phoenix AZ 85001,Yes,20000040,armls,Active,743000,11,Natalie Boyd,',
      '7,"7 Elm St, Phoenix, AZ 85001",No,,,,,,,No listing found for this assessor ID.',
    ]);
  });

  it('names the file by day', () => {
    expect(bulkCsvFileName(new Date(2026, 10, 1))).toBe('mls-lookup-2026-11-01.csv');
  });
});
