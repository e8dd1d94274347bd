import { describe, expect, it } from 'vitest';
import { addresseeLine, parseOwnerName, type OwnerKind } from './parse-owner-name';

interface Shape {
  raw: string;
  kind: OwnerKind;
  /** "First Middle Last Suffix" of each person, in order. */
  people?: string[];
  /** Last names of each person, to pin the split. */
  lasts?: string[];
  entity?: string;
  addressee: string;
  etAl?: boolean;
  order?: 'first-last' | 'last-first';
}

const name = (p: { first: string; middle: string; last: string; suffix: string }) =>
  [p.first, p.middle, p.last, p.suffix].filter(Boolean).join(' ');

// Owner names as county rolls and the service write them (upper case, last-first, abbreviations).
const SHAPES: Shape[] = [
  // One person
  { raw: 'JOHN SMITH', kind: 'person', people: ['John Smith'], addressee: 'John Smith' },
  { raw: 'SMITH JOHN', kind: 'person', lasts: ['Smith'], addressee: 'John Smith' },
  { raw: 'SMITH, JOHN A', kind: 'person', people: ['John A Smith'], addressee: 'John A Smith' },
  { raw: 'John Q. Public', kind: 'person', lasts: ['Public'], addressee: 'John Q Public' },
  {
    raw: 'JOHN A SMITH JR',
    kind: 'person',
    people: ['John A Smith Jr'],
    addressee: 'John A Smith Jr',
  },
  { raw: 'SMITH JOHN JR', kind: 'person', lasts: ['Smith'], addressee: 'John Smith Jr' },
  { raw: 'ROBERT E LEE III', kind: 'person', lasts: ['Lee'], addressee: 'Robert E Lee III' },
  { raw: 'SMITH, JOHN, SR.', kind: 'person', lasts: ['Smith'], addressee: 'John Smith Sr' },
  { raw: "PATRICK O'BRIEN", kind: 'person', lasts: ["O'Brien"], addressee: "Patrick O'Brien" },
  { raw: 'MCDONALD RONALD', kind: 'person', lasts: ['McDonald'], addressee: 'Ronald McDonald' },
  {
    raw: 'MARY SMITH-JONES',
    kind: 'person',
    lasts: ['Smith-Jones'],
    addressee: 'Mary Smith-Jones',
  },
  {
    raw: 'JOHN VAN DER BERG',
    kind: 'person',
    lasts: ['Van Der Berg'],
    addressee: 'John Van Der Berg',
  },
  { raw: 'DE LA CRUZ MARIA', kind: 'person', lasts: ['De La Cruz'], addressee: 'Maria De La Cruz' },
  { raw: 'GARCIA', kind: 'person', lasts: ['Garcia'], addressee: 'Garcia' },
  { raw: 'ZYLSTRA QUENTIN', kind: 'person', lasts: ['Quentin'], addressee: 'Zylstra Quentin' },
  {
    raw: 'ZYLSTRA QUENTIN',
    order: 'last-first',
    kind: 'person',
    lasts: ['Zylstra'],
    addressee: 'Quentin Zylstra',
  },
  // Couples
  {
    raw: 'JOHN & MARY SMITH',
    kind: 'people',
    people: ['John Smith', 'Mary Smith'],
    addressee: 'John & Mary Smith',
  },
  {
    raw: 'SMITH JOHN & MARY',
    kind: 'people',
    people: ['John Smith', 'Mary Smith'],
    addressee: 'John & Mary Smith',
  },
  {
    raw: 'SMITH JOHN A & MARY B',
    kind: 'people',
    people: ['John A Smith', 'Mary B Smith'],
    addressee: 'John A & Mary B Smith',
  },
  {
    raw: 'JOHN AND MARY SMITH',
    kind: 'people',
    lasts: ['Smith', 'Smith'],
    addressee: 'John & Mary Smith',
  },
  {
    raw: 'SMITH, JOHN & MARY',
    kind: 'people',
    lasts: ['Smith', 'Smith'],
    addressee: 'John & Mary Smith',
  },
  {
    raw: 'JOHN SMITH & MARY JONES',
    kind: 'people',
    people: ['John Smith', 'Mary Jones'],
    addressee: 'John Smith & Mary Jones',
  },
  {
    raw: 'SMITH JOHN / JONES MARY',
    kind: 'people',
    lasts: ['Smith', 'Jones'],
    addressee: 'John Smith & Mary Jones',
  },
  {
    raw: 'JOHN SMITH & MARY',
    kind: 'people',
    lasts: ['Smith', 'Smith'],
    addressee: 'John & Mary Smith',
  },
  {
    raw: 'SMITH JOHN JR & MARY',
    kind: 'people',
    people: ['John Smith Jr', 'Mary Smith'],
    addressee: 'John Smith Jr & Mary Smith',
  },
  {
    raw: 'JOHN, MARY & ANN SMITH',
    kind: 'people',
    lasts: ['Smith', 'Smith', 'Smith'],
    addressee: 'John, Mary & Ann Smith',
  },
  // Et al
  {
    raw: 'SMITH JOHN ET AL',
    kind: 'person',
    lasts: ['Smith'],
    etAl: true,
    addressee: 'John Smith et al',
  },
  {
    raw: 'JOHN SMITH ETAL',
    kind: 'person',
    lasts: ['Smith'],
    etAl: true,
    addressee: 'John Smith et al',
  },
  {
    raw: 'SMITH JOHN & MARY ET UX',
    kind: 'people',
    lasts: ['Smith', 'Smith'],
    etAl: true,
    addressee: 'John & Mary Smith et al',
  },
  // Companies
  {
    raw: 'PALMETTO PROPERTIES GROUP LLC',
    kind: 'company',
    entity: 'Palmetto Properties Group LLC',
    addressee: 'Palmetto Properties Group LLC',
  },
  {
    raw: 'ACME HOLDINGS, L.L.C.',
    kind: 'company',
    entity: 'Acme Holdings LLC',
    addressee: 'Acme Holdings LLC',
  },
  {
    raw: 'BLUE RIDGE INC.',
    kind: 'company',
    entity: 'Blue Ridge Inc',
    addressee: 'Blue Ridge Inc',
  },
  {
    raw: 'SUNBELT HOMES LP',
    kind: 'company',
    entity: 'Sunbelt Homes LP',
    addressee: 'Sunbelt Homes LP',
  },
  { raw: 'KEYSTONE CORP', kind: 'company', entity: 'Keystone Corp', addressee: 'Keystone Corp' },
  {
    raw: 'Lone Star Real Estate Fund I LLC',
    kind: 'company',
    entity: 'Lone Star Real Estate Fund I LLC',
    addressee: 'Lone Star Real Estate Fund I LLC',
  },
  {
    raw: 'WELLS FARGO BANK NA',
    kind: 'company',
    entity: 'Wells Fargo Bank NA',
    addressee: 'Wells Fargo Bank NA',
  },
  {
    raw: 'DEUTSCHE BANK NATIONAL TRUST COMPANY',
    kind: 'company',
    entity: 'Deutsche Bank National Trust Company',
    addressee: 'Deutsche Bank National Trust Company',
  },
  {
    raw: 'FEDERAL NATIONAL MORTGAGE ASSOCIATION',
    kind: 'company',
    entity: 'Federal National Mortgage Association',
    addressee: 'Federal National Mortgage Association',
  },
  {
    raw: 'SECRETARY OF HOUSING AND URBAN DEVELOPMENT',
    kind: 'company',
    entity: 'Secretary Of Housing And Urban Development',
    addressee: 'Secretary Of Housing And Urban Development',
  },
  { raw: 'CITY OF AUSTIN', kind: 'company', entity: 'City Of Austin', addressee: 'City Of Austin' },
  {
    raw: 'SMITH & JONES PARTNERS LLP',
    kind: 'company',
    entity: 'Smith & Jones Partners LLP',
    addressee: 'Smith & Jones Partners LLP',
  },
  // Trusts
  {
    raw: 'HENDERSON REVOCABLE TRUST',
    kind: 'trust',
    entity: 'Henderson Revocable Trust',
    addressee: 'Henderson Revocable Trust',
  },
  {
    raw: 'Peter Henderson Revocable Trust',
    kind: 'trust',
    entity: 'Peter Henderson Revocable Trust',
    addressee: 'Peter Henderson Revocable Trust',
  },
  {
    raw: 'THE SMITH FAMILY TRUST',
    kind: 'trust',
    entity: 'Smith Family Trust',
    addressee: 'Smith Family Trust',
  },
  {
    raw: 'SMITH FAMILY TR',
    kind: 'trust',
    entity: 'Smith Family Tr',
    addressee: 'Smith Family Tr',
  },
  {
    raw: 'JONES LIVING TRUST DTD 01/02/2003',
    kind: 'trust',
    entity: 'Jones Living Trust Dtd 01/02/2003',
    addressee: 'Jones Living Trust Dtd 01/02/2003',
  },
  {
    raw: 'MARY JONES IRREVOCABLE TRUST',
    kind: 'trust',
    entity: 'Mary Jones Irrevocable Trust',
    addressee: 'Mary Jones Irrevocable Trust',
  },
  // Trustees
  {
    raw: 'SMITH JOHN TR',
    kind: 'trustee',
    lasts: ['Smith'],
    addressee: 'John Smith, Trustee',
    order: 'last-first',
  },
  {
    raw: 'JOHN SMITH TRUSTEE',
    kind: 'trustee',
    people: ['John Smith'],
    addressee: 'John Smith, Trustee',
  },
  {
    raw: 'SMITH JOHN & MARY TRS',
    kind: 'trustee',
    lasts: ['Smith', 'Smith'],
    addressee: 'John & Mary Smith, Trustees',
  },
  // Estates
  {
    raw: 'ESTATE OF JOHN SMITH',
    kind: 'estate',
    people: ['John Smith'],
    entity: 'Estate of John Smith',
    addressee: 'Estate of John Smith',
  },
  {
    raw: 'SMITH JOHN EST',
    kind: 'estate',
    lasts: ['Smith'],
    entity: 'Estate of John Smith',
    addressee: 'Estate of John Smith',
  },
  {
    raw: 'JOHN SMITH ESTATE',
    kind: 'estate',
    people: ['John Smith'],
    addressee: 'Estate of John Smith',
  },
];

describe('parseOwnerName: real-world owner-name shapes', () => {
  it(`covers at least 40 shapes (${SHAPES.length})`, () => {
    expect(SHAPES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(SHAPES)('$raw → $kind, "$addressee"', (shape) => {
    const parsed = parseOwnerName(shape.raw, shape.order ? { order: shape.order } : {});
    expect(parsed).toBeDefined();
    if (!parsed) return;
    expect(parsed.kind).toBe(shape.kind);
    if (shape.people) expect(parsed.people.map(name)).toEqual(shape.people);
    if (shape.lasts) expect(parsed.people.map((p) => p.last)).toEqual(shape.lasts);
    if (shape.entity !== undefined) expect(parsed.entity).toBe(shape.entity);
    expect(parsed.etAl).toBe(shape.etAl ?? false);
    expect(addresseeLine(parsed)).toBe(shape.addressee);
    // An entity is never split into people; people never fill the entity.
    if (shape.kind === 'company' || shape.kind === 'trust') expect(parsed.people).toEqual([]);
    if (shape.kind === 'person' || shape.kind === 'people') expect(parsed.entity).toBe('');
  });

  it('reads nothing from an empty or blank name', () => {
    expect(parseOwnerName('')).toBeUndefined();
    expect(parseOwnerName('   ')).toBeUndefined();
    expect(parseOwnerName(null)).toBeUndefined();
    expect(parseOwnerName('ET AL')).toBeUndefined();
  });
});
