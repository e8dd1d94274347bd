// The people a skip trace finds at a property: a pure function of MOCK_SEED and the property, so every
// item that finds it (by situs or mailing address, single or batch) gets the same persons.
import type { SkipPerson } from '../../src/api/contract/skip-trace-response';
import { isoFromDay, monthsBefore } from '../dataset/dates';
import { Rng } from '../dataset/prng';
import type { MockPropertyRecord } from '../dataset/record-types';
import { TRUST_WORDS, type Dataset } from '../dataset/types';
import { METROS } from '../geo/metros';
import { areaCodeOf } from '../mls/boards';
import { hash32 } from '../mls/listing-ids';

const SALT_PERSON = 0x5c1b7ace;
/** Numbers per person, and emails (reference-shapes "What the mock generates"). */
const MAX_PHONES = 5;
const MAX_EMAILS = 3;
const DNC_SHARE = 0.25;
/** Phone types W 60 %, L 30 %, V 10 %. */
const WIRELESS_BELOW = 0.6;
const LANDLINE_BELOW = 0.9;
const MIDDLE_INITIALS = 'ABCDEFGHJKLMNPRSTW';

/** "Smith Living Trust" → "Smith": a trust's name is not a person's. */
export function withoutTrustWords(lastName: string): string {
  for (const words of TRUST_WORDS) {
    if (lastName.endsWith(` ${words}`)) return lastName.slice(0, -words.length - 1);
  }
  return lastName;
}

const emailPart = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** 0–3 distinct addresses @example.com, a domain that reaches no one (RFC 2606). */
function emailsOf(rng: Rng, first: string, last: string): string[] {
  const f = emailPart(first) || 'owner';
  const l = emailPart(last) || 'home';
  const forms = [
    `${f}.${l}@example.com`,
    `${f.charAt(0)}${l}${rng.int(1, 99)}@example.com`,
    `${l}.${f}${rng.int(50, 99)}@example.com`,
  ];
  return forms.slice(0, rng.int(0, MAX_EMAILS));
}

/** 0–5 distinct numbers NPA-555-0100 to NPA-555-0199, the exchange kept for fiction. */
function phonesOf(rng: Rng, areaCode: string, nowDay: number): SkipPerson['phones'] {
  const count = rng.int(0, MAX_PHONES);
  const oldest = monthsBefore(nowDay, 36);
  const used = new Set<number>();
  const phones: SkipPerson['phones'] = [];
  while (phones.length < count) {
    const line = rng.int(0, 99);
    if (used.has(line)) continue;
    used.add(line);
    const t = rng.next();
    phones.push({
      phone: `${areaCode}55501${String(line).padStart(2, '0')}`,
      phoneType: t < WIRELESS_BELOW ? 'W' : t < LANDLINE_BELOW ? 'L' : 'V',
      phoneFtcDnc: rng.chance(DNC_SHARE) ? 'Y' : 'N',
      phoneLastSeen: isoFromDay(rng.int(oldest, nowDay)),
      phoneUsage12Month: String(rng.int(0, 24)),
    });
  }
  return phones;
}

function personOf(
  ds: Dataset,
  record: MockPropertyRecord,
  n: 1 | 2,
  names: { first: string; last: string },
  areaCode: string,
): SkipPerson {
  const rng = new Rng(hash32(ds.seed ^ SALT_PERSON, Number(record.id) * 2 + n));
  const middleName = rng.chance(0.5) ? MIDDLE_INITIALS.charAt(rng.int(0, 17)) : null;
  const mail = record.mailAddress;
  return {
    personId: `P${record.id}-${n}`,
    firstName: names.first,
    middleName,
    lastName: names.last,
    fullName: [names.first, middleName, names.last].filter(Boolean).join(' '),
    age: rng.int(25, 89),
    gender: null,
    address: {
      address: mail.address,
      streetAddress: mail.street,
      city: mail.city,
      state: mail.state,
      zip: mail.zip,
    },
    previousAddress: null,
    emails: emailsOf(rng, names.first, names.last),
    phones: phonesOf(rng, areaCode, ds.nowDay),
    maritalStatusCode: null,
    maritalStatusDescription: null,
    occupationCode: null,
    occupationDescription: null,
    ethnicityCode: null,
    ethnicityDescription: null,
    lastUpdateDate: record.lastUpdateDate,
  };
}

/** Owner 1, then owner 2 when the record names one; none for a company (no first name). */
export function personsAt(ds: Dataset, row: number, record: MockPropertyRecord): SkipPerson[] {
  if (!record.owner1FirstName) return [];
  const metro = METROS[ds.zips.metro[ds.cols.zip[row] ?? 0] ?? 0];
  const areaCode = areaCodeOf(metro?.name ?? '');
  const persons = [
    personOf(
      ds,
      record,
      1,
      {
        first: record.owner1FirstName,
        last: withoutTrustWords(record.owner1LastName ?? ''),
      },
      areaCode,
    ),
  ];
  if (record.owner2FirstName)
    persons.push(
      personOf(
        ds,
        record,
        2,
        {
          first: record.owner2FirstName,
          last: withoutTrustWords(record.owner2LastName ?? ''),
        },
        areaCode,
      ),
    );
  return persons;
}
