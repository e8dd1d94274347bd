import { describe, expect, it } from 'vitest';
import { ownerFromFields } from './owner-from-fields';

describe('ownerFromFields: the record fields read as one owner', () => {
  it('a trust split over first and last name is one trust, with no person', () => {
    const owner = ownerFromFields({
      owner1FirstName: 'Peter',
      owner1LastName: 'Henderson Revocable Trust',
    });
    expect(owner?.kind).toBe('trust');
    expect(owner?.entity).toBe('Peter Henderson Revocable Trust');
    expect(owner?.people).toEqual([]);
    expect(owner?.addressee).toBe('Peter Henderson Revocable Trust');
  });

  it('a company in companyName and owner1LastName is only a company', () => {
    const owner = ownerFromFields({
      owner1LastName: 'Palmetto Properties Group LLC',
      companyName: 'Palmetto Properties Group LLC',
    });
    expect(owner).toMatchObject({
      kind: 'company',
      entity: 'Palmetto Properties Group LLC',
      people: [],
    });
  });

  it('a company only in owner1LastName is still a company', () => {
    expect(ownerFromFields({ owner1LastName: 'SUNBELT HOMES LP' })?.entity).toBe(
      'Sunbelt Homes LP',
    );
  });

  it('companyName is an entity even when it reads like a person', () => {
    expect(ownerFromFields({ companyName: 'John Smith' })).toMatchObject({
      kind: 'company',
      entity: 'John Smith',
    });
  });

  it('two owners sharing a last name make one addressee line', () => {
    const owner = ownerFromFields({
      owner1FirstName: 'John',
      owner1LastName: 'Smith',
      owner2FirstName: 'Mary',
      owner2LastName: 'Smith',
    });
    expect(owner?.kind).toBe('people');
    expect(owner?.addressee).toBe('John & Mary Smith');
  });

  it('keeps the fields’ own split: a two-word last name, a middle initial, a suffix', () => {
    const owner = ownerFromFields({ owner1FirstName: 'JOHN A', owner1LastName: 'VAN HORN JR' });
    expect(owner?.people).toEqual([{ first: 'John', middle: 'A', last: 'Van Horn', suffix: 'Jr' }]);
    expect(owner?.addressee).toBe('John A Van Horn Jr');
  });

  it('reads "JOHN & MARY" in the first-name field as two people', () => {
    const owner = ownerFromFields({ owner1FirstName: 'JOHN & MARY', owner1LastName: 'SMITH' });
    expect(owner?.people.map((p) => `${p.first} ${p.last}`)).toEqual(['John Smith', 'Mary Smith']);
  });

  it('an "ET AL" in a last-name field is a flag, not a name', () => {
    const owner = ownerFromFields({ owner1FirstName: 'JOHN', owner1LastName: 'SMITH ET AL' });
    expect(owner?.people[0]?.last).toBe('Smith');
    expect(owner?.etAl).toBe(true);
    expect(owner?.addressee).toBe('John Smith et al');
  });

  it('an estate in the fields is an estate of the person', () => {
    const owner = ownerFromFields({ owner1FirstName: 'JOHN', owner1LastName: 'SMITH ESTATE' });
    expect(owner).toMatchObject({ kind: 'estate', entity: 'Estate of John Smith' });
  });

  it('no names at all (privacy mode) is no owner', () => {
    expect(ownerFromFields({})).toBeUndefined();
    expect(ownerFromFields({ owner1FirstName: ' ', companyName: null })).toBeUndefined();
  });
});
