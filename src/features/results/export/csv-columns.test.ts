import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { OBFUSCATED_FIELDS } from '../../../api/contract/property-record';
import { toCsv } from '../../../lib/csv';
import { makeRecord } from '../test-fixtures';
import { CSV_COLUMNS, csvColumns, exportFileName, recordsToRows } from './csv-columns';

describe('CSV columns', () => {
  it('has readable, unique headers', () => {
    const headers = CSV_COLUMNS.map((c) => c.header);
    expect(new Set(headers).size).toBe(headers.length);
    expect(headers).toEqual(
      expect.arrayContaining(['Owner 1 Last Name', 'Estimated Value', 'Property ID']),
    );
    for (const h of headers) expect(h).not.toMatch(/_|^[a-z]/);
  });

  it('writes raw values: numbers as numbers, flags as Yes/No, digit strings as numbers', () => {
    const record = makeRecord(7, {
      vacant: false,
      absenteeOwner: true,
      lastSaleAmount: '250000',
      freeClear: null,
    });
    const [row] = recordsToRows([record], CSV_COLUMNS);
    const cell = (header: string) => row?.[CSV_COLUMNS.findIndex((c) => c.header === header)];
    expect(cell('Property ID')).toBe('7');
    expect(cell('Estimated Value')).toBe(400007);
    expect(cell('Last Sale Amount')).toBe(250000);
    expect(cell('Absentee Owner')).toBe('Yes');
    expect(cell('Vacant')).toBe('No');
    expect(cell('Free and Clear')).toBe('');
    expect(cell('Owner 1 Last Name')).toBe('Owner7');
    expect(cell('Address')).toBe('7 Main St');
  });

  it('leaves names and addresses out in privacy mode', () => {
    const headers = csvColumns(true).map((c) => c.header);
    for (const h of [
      'Address',
      'City',
      'Zip',
      'Owner 1 First Name',
      'Owner 1 Last Name',
      'Company Name',
      'Mailing Address',
      'Owner Names',
    ]) {
      expect(headers).not.toContain(h);
    }
    expect(headers).toContain('Latitude');
    // Every obfuscated field feeds only private columns.
    const record = makeRecord(1);
    const stripped = Object.fromEntries(
      Object.entries(record).filter(([k]) => !(OBFUSCATED_FIELDS as readonly string[]).includes(k)),
    );
    const publicCells = recordsToRows([record], csvColumns(true))[0];
    expect(recordsToRows([stripped as typeof record], csvColumns(true))[0]).toEqual(publicCells);
  });

  it('round-trips through a CSV parser', () => {
    const records = [makeRecord(1, { owner1LastName: 'O’Brien, "Jr"' }), makeRecord(2)];
    const csv = toCsv(
      CSV_COLUMNS.map((c) => c.header),
      recordsToRows(records, CSV_COLUMNS),
    );
    const parsed = Papa.parse<Record<string, string>>(csv.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data.map((r) => r['Property ID'])).toEqual(['1', '2']);
    expect(parsed.data[0]?.['Owner 1 Last Name']).toBe('O’Brien, "Jr"');
  });
});

describe('exportFileName', () => {
  const day = new Date(2026, 10, 21);
  it('names the file after the search and the date', () => {
    expect(exportFileName('austin-tx-absentee', day)).toBe('austin-tx-absentee-2026-11-21.csv');
    expect(exportFileName('austin-tx', day, 'partial')).toBe('austin-tx-partial-2026-11-21.csv');
  });

  it('falls back to "leads" and keeps names short', () => {
    expect(exportFileName('', day)).toBe('leads-2026-11-21.csv');
    expect(exportFileName('a'.repeat(100), day).length).toBeLessThanOrEqual(
      60 + '-2026-11-21.csv'.length,
    );
  });
});
