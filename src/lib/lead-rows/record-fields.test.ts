// The badges a record's lead flags get, in order, with their words (the lead types' words unless
// shorter ones are written in record-fields.ts), and the lead types' columns.
import { describe, expect, it } from 'vitest';
import { LEAD_TYPES } from '../../api/contract/lead-types';
import type { PropertyRecord } from '../../api/contract/property-record';
import { COLUMN_CATALOGUE } from './column-catalogue';
import { recordFlags } from './record-fields';

const BADGED = [
  'preForeclosure',
  'foreclosure',
  'auction',
  'reo',
  'negativeEquity',
  'vacant',
  'death',
  'inherited',
  'freeClear',
  'highEquity',
  'outOfStateAbsenteeOwner',
  'absenteeOwner',
  'corporateOwned',
  'cashBuyer',
  'investorBuyer',
  'privateLender',
  'MFH2to4',
  'MFH5plus',
  'ownerOccupied',
  'inStateAbsenteeOwner',
  'mlsActive',
  'mlsPending',
];
const allTrue = (fields: string[]) =>
  Object.fromEntries(fields.map((f) => [f, true])) as unknown as PropertyRecord;

describe('recordFlags', () => {
  it('names every lead flag in its words, most urgent first', () => {
    expect(recordFlags(allTrue(BADGED)).map((f) => [f.label, f.tone])).toEqual([
      ['Pre-foreclosure', 'danger'],
      ['Foreclosure', 'danger'],
      ['Foreclosure auction', 'danger'],
      ['REO', 'danger'],
      ['Negative equity', 'danger'],
      ['Vacant', 'warning'],
      ['Owner deceased', 'warning'],
      ['Inherited', 'warning'],
      ['Free & clear', 'success'],
      ['High equity', 'success'],
      ['Out-of-state owner', 'neutral'],
      ['Corporate', 'neutral'],
      ['Cash buyer', 'neutral'],
      ['Investor', 'neutral'],
      ['Private lender', 'neutral'],
      ['2–4 units', 'neutral'],
      ['5+ units', 'neutral'],
    ]);
  });

  it('says absentee when the owner is not out of state', () => {
    expect(recordFlags(allTrue(['absenteeOwner'])).map((f) => f.label)).toEqual(['Absentee']);
  });
});

describe('lead type columns', () => {
  it('every lead type has a yes/no column of its record field', () => {
    for (const type of LEAD_TYPES) {
      expect(COLUMN_CATALOGUE.find((c) => c.field === type.key)?.format).toBe('yes-no');
    }
  });

  it('the columns that carry a lead type’s own words, in the headers’ title case', () => {
    const label = (id: string) => COLUMN_CATALOGUE.find((c) => c.id === id)?.label;
    expect([label('privateLender'), label('vacant'), label('auction')]).toEqual([
      'Private Lender',
      'Vacant',
      'Foreclosure Auction',
    ]);
  });
});
