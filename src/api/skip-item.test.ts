// Owner → skip item: names only for people, the situs and mailing parts a lookup needs, nothing unsendable.
import { describe, expect, it } from 'vitest';
import { validateSkipTraceRequest } from './contract/skip-trace-request';
import { ownerSkipItem, type SkipSource } from './skip-item';

const PERSON: SkipSource = {
  id: '10000042',
  owner1FirstName: 'Ann',
  owner1LastName: 'Lee',
  companyName: null,
  corporateOwned: false,
  address: { street: '412 N Oak St', city: 'Austin', state: 'TX', zip: '78701-1234' },
  mailAddress: { street: '9 Elm Ave', city: 'Dallas', state: 'tx', zip: '75201' },
};

describe('ownerSkipItem', () => {
  it('a person: names, the situs address and the mailing address, keyed by the property id', () => {
    const item = ownerSkipItem(PERSON);
    expect(item).toEqual({
      key: '10000042',
      first_name: 'Ann',
      last_name: 'Lee',
      address: '412 N Oak St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      mail_address: '9 Elm Ave',
      mail_city: 'Dallas',
      mail_state: 'TX',
      mail_zip: '75201',
    });
    expect(validateSkipTraceRequest(item).ok).toBe(true);
  });

  it.each([
    [
      'a company (companyName)',
      { companyName: 'Summit Oak LLC', owner1FirstName: null, owner1LastName: 'Summit Oak LLC' },
    ],
    ['a company (corporateOwned)', { corporateOwned: true }],
    ['a company by its name', { owner1LastName: 'Oak Holdings' }],
    ['no first name', { owner1FirstName: null }],
    ['a trust (trustOwned)', { trustOwned: true }],
    ['a trust by its name', { owner1LastName: 'Lee Living Trust' }],
  ])('%s sends no names, only the addresses', (_what, fields) => {
    const item = ownerSkipItem({ ...PERSON, ...fields });
    expect(item).not.toHaveProperty('first_name');
    expect(item).not.toHaveProperty('last_name');
    expect(item?.address).toBe('412 N Oak St');
    expect(validateSkipTraceRequest(item).ok).toBe(true);
  });

  it('uses the mailing address alone when the situs address is incomplete', () => {
    const item = ownerSkipItem({
      ...PERSON,
      address: { street: '412 N Oak St', city: null, state: 'TX' },
    });
    expect(item).not.toHaveProperty('address');
    expect(item?.mail_address).toBe('9 Elm Ave');
    expect(validateSkipTraceRequest(item).ok).toBe(true);
  });

  it('leaves out a zip or state the service would refuse', () => {
    const item = ownerSkipItem({
      ...PERSON,
      address: { street: '412 N Oak St', city: 'Austin', state: 'TX', zip: '787' },
      mailAddress: { street: '9 Elm Ave', city: 'Dallas', state: 'Texas', zip: '75201' },
    });
    expect(item).not.toHaveProperty('zip');
    expect(item).not.toHaveProperty('mail_address');
    expect(validateSkipTraceRequest(item).ok).toBe(true);
  });

  it('an obfuscated record (no addresses) has no item', () => {
    expect(
      ownerSkipItem({ ...PERSON, address: undefined, mailAddress: undefined }),
    ).toBeUndefined();
  });
});
