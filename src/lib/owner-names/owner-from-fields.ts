// A property record's owner fields (owner1/owner2 first and last, companyName) read as one owner.
// Public records put an entity's whole name in a last-name field, and sometimes a trust's "first
// name" beside it ("Peter" + "Henderson Revocable Trust"): those become one entity, never a person.
import { nameCase } from './name-case';
import { ET_AL_PATTERN } from './name-words';
import {
  addresseeLine,
  parseOwnerName,
  type ParsedOwner,
  type PersonName,
} from './parse-owner-name';

export interface OwnerFields {
  owner1FirstName?: string | null | undefined;
  owner1LastName?: string | null | undefined;
  owner2FirstName?: string | null | undefined;
  owner2LastName?: string | null | undefined;
  companyName?: string | null | undefined;
}

export interface RecordOwner extends ParsedOwner {
  /** The envelope's first line. */
  addressee: string;
}

const text = (v: string | null | undefined) => (v ?? '').trim();
const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

function withAddressee(owner: ParsedOwner): RecordOwner {
  return { ...owner, addressee: addresseeLine(owner) };
}

/** Field text without dots and "ET AL" (which the parsed owner keeps as a flag). */
const words = (v: string) =>
  v
    .replace(/\./g, '')
    .replace(new RegExp(ET_AL_PATTERN.source, 'gi'), ' ')
    .split(/\s+/)
    .filter(Boolean);

/** An owner given as separate first and last fields: the fields already say which is which. */
function personFromFields(first: string, last: string): ParsedOwner | undefined {
  const whole = parseOwnerName(join(first, last), { order: 'first-last' });
  if (!whole || whole.kind !== 'person' || !first || !last) return whole;
  // One person: keep the fields' own split, so "Van Der Berg" stays one last name.
  const suffix = whole.people[0]?.suffix ?? '';
  const lastWords = words(last);
  if (suffix && lastWords.length > 1) lastWords.pop();
  const [given = '', ...middle] = words(first);
  const person: PersonName = {
    first: nameCase(given),
    middle: middle.map(nameCase).join(' '),
    last: lastWords.map(nameCase).join(' '),
    suffix,
  };
  return { ...whole, people: [person] };
}

function merge(a: ParsedOwner | undefined, b: ParsedOwner | undefined): ParsedOwner | undefined {
  if (!a) return b;
  if (!b) return a;
  const people = [...a.people, ...b.people];
  const etAl = a.etAl || b.etAl;
  if (a.kind === 'person' || a.kind === 'people') {
    if (b.kind === 'person' || b.kind === 'people')
      return { kind: 'people', people, entity: '', etAl };
  }
  // A person beside an entity: the entity is the owner of record.
  return a.entity ? { ...a, etAl } : { ...b, etAl };
}

/** The owner of a record, or undefined when it names none (privacy mode). */
export function ownerFromFields(fields: OwnerFields): RecordOwner | undefined {
  const company = text(fields.companyName);
  if (company) {
    const parsed = parseOwnerName(company);
    if (!parsed) return undefined;
    // companyName is an entity by definition, even when it reads like a person's name.
    if (parsed.kind === 'company' || parsed.kind === 'trust' || parsed.kind === 'estate') {
      return withAddressee(parsed);
    }
    return withAddressee({ kind: 'company', people: [], entity: company, etAl: parsed.etAl });
  }
  const first1 = text(fields.owner1FirstName);
  const last1 = text(fields.owner1LastName);
  const whole1 = parseOwnerName(join(first1, last1), { order: 'first-last' });
  // "Peter" + "Henderson Revocable Trust" is one trust; "Palmetto Properties LLC" one company.
  if (whole1 && whole1.kind !== 'person' && whole1.kind !== 'people' && whole1.kind !== 'trustee') {
    return withAddressee(whole1);
  }
  const owner1 = personFromFields(first1, last1);
  const owner2 = personFromFields(text(fields.owner2FirstName), text(fields.owner2LastName));
  const merged = merge(owner1, owner2);
  return merged ? withAddressee(merged) : undefined;
}
