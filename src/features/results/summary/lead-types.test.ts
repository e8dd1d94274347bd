import { describe, expect, it } from 'vitest';
import { SUMMARY_COUNT_KEYS } from '../../../api/contract/lead-types';
import { isLeadTypeActive, LEAD_TYPES, toggleLeadType } from './lead-types';

const byKey = (key: string) => {
  const type = LEAD_TYPES.find((t) => t.key === key);
  if (!type) throw new Error(key);
  return type;
};

describe('lead types', () => {
  it('covers every summary count key exactly once', () => {
    expect(LEAD_TYPES.map((t) => t.key).sort()).toEqual([...SUMMARY_COUNT_KEYS].sort());
  });

  it('maps summary keys to the request flags of the brief', () => {
    const map = Object.fromEntries(
      LEAD_TYPES.map((t) => [t.key, [t.filter.field, t.filter.value]]),
    );
    expect(map).toMatchObject({
      auction: ['auction', true],
      highEquity: ['high_equity', true],
      freeClear: ['free_clear', true],
      preForeclosure: ['pre_foreclosure', true],
      vacant: ['vacant', true],
      ownerOccupied: ['absentee_owner', false],
      absenteeOwner: ['absentee_owner', true],
      inStateAbsenteeOwner: ['in_state_owner', true],
      outOfStateAbsenteeOwner: ['out_of_state_owner', true],
      corporateOwned: ['corporate_owned', true],
      cashBuyer: ['cash_buyer', true],
      investorBuyer: ['investor_buyer', true],
      reo: ['reo', true],
      mlsActive: ['mls_active', true],
      mlsPending: ['mls_pending', true],
      privateLender: ['private_lender', true],
      MFH2to4: ['mfh_2to4', true],
      MFH5plus: ['mfh_5plus', true],
    });
  });

  it('adds a lead type filter, keeping the others', () => {
    expect(toggleLeadType({ city: 'Austin', state: 'TX' }, byKey('absenteeOwner'))).toEqual({
      city: 'Austin',
      state: 'TX',
      absentee_owner: true,
    });
  });

  it('removes it when it is already on', () => {
    expect(toggleLeadType({ vacant: true, zip: '78701' }, byKey('vacant'))).toEqual({
      zip: '78701',
    });
  });

  it('switches absentee to owner occupied on the same flag', () => {
    const filters = { absentee_owner: true };
    expect(isLeadTypeActive(filters, byKey('ownerOccupied'))).toBe(false);
    expect(toggleLeadType(filters, byKey('ownerOccupied'))).toEqual({ absentee_owner: false });
  });
});
