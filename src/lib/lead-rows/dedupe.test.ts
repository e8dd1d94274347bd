import { describe, expect, it } from 'vitest';
import { dedupeKey, mailingKey, normaliseStreet, ownerKey } from './dedupe';
import { dedupeRows } from './merge-rows';
import { COMPANY_OWNED, RICH } from './test-records';

describe('normaliseStreet', () => {
  it.each([
    ['123 N. Main Street, Apt 4', '123 N MAIN ST # 4'],
    ['123 North Main St #4', '123 N MAIN ST # 4'],
    ['123 n main st unit 4', '123 N MAIN ST # 4'],
    ['P.O. Box 88', 'PO BOX 88'],
    ['PO BOX 88', 'PO BOX 88'],
    ['9 Lakeshore Boulevard', '9 LAKESHORE BLVD'],
  ])('%s → %s', (street, key) => expect(normaliseStreet(street)).toBe(key));
});

describe('dedupe keys', () => {
  it('match one mailbox written two ways, by its 5-digit zip', () => {
    const other = {
      ...RICH,
      mailAddress: { street: '99 ELM AVENUE #4', city: 'DALLAS', state: 'TX', zip: '75201-1234' },
    };
    expect(mailingKey(other)).toBe(mailingKey(RICH));
    expect(mailingKey({ ...RICH, mailAddress: { ...RICH.mailAddress, zip: '75202' } })).not.toBe(
      mailingKey(RICH),
    );
  });

  it('are absent without a mailing address or owner (privacy mode), and off when off', () => {
    const hidden = {
      ...RICH,
      mailAddress: undefined,
      owner1FirstName: null,
      owner1LastName: null,
      owner2FirstName: null,
      owner2LastName: null,
    };
    expect(mailingKey(hidden)).toBeUndefined();
    expect(ownerKey(hidden)).toBeUndefined();
    expect(dedupeKey(RICH, 'off')).toBeNull();
  });

  it('key an owner by the parsed name, case and punctuation aside', () => {
    expect(ownerKey({ ...COMPANY_OWNED, companyName: 'PALMETTO PROPERTIES GROUP, L.L.C.' })).toBe(
      ownerKey(COMPANY_OWNED),
    );
  });
});

describe('dedupeRows', () => {
  it('keeps the first row of each key, keeps rows without a key, and counts the merged', () => {
    const rows = ['a1', 'b1', 'a2', 'x', 'y', 'b2'];
    const keys = ['A', 'B', 'A', null, null, 'B'];
    expect(dedupeRows(rows, keys)).toEqual({ rows: ['a1', 'b1', 'x', 'y'], merged: 2 });
  });
});
