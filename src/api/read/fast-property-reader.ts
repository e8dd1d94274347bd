// The fast path of the tolerant property reader: the same rules as propertyRecordReader (zod),
// read from RECORD_READ_KINDS, which is derived from that schema. zod runs jitless in the
// browser (the CSP forbids eval) and copies every record it checks; this path checks the known
// fields where they are and patches the few that need it (ids and amounts sent as numbers, null
// addresses), in the object JSON.parse just made for us. A record it cannot read goes on to the
// zod reader, which says why. fast-property-reader.test.ts checks that both agree.
import {
  ADDRESS_READ_KINDS,
  NEIGHBORHOOD_READ_KINDS,
  RECORD_READ_KINDS,
  type ReadKind,
} from '../contract/property-record-reader';
import type { PropertyRecord } from '../contract/property-record';

type Obj = Record<string, unknown>;

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The kinds as arrays: walking a short list beats a lookup per key of a ~90-field record. */
const asList = (kinds: ReadonlyMap<string, ReadKind>) =>
  [...kinds].filter(([, kind]) => kind !== 'any');
const RECORD_FIELDS = asList(RECORD_READ_KINDS);
const ADDRESS_FIELDS = asList(ADDRESS_READ_KINDS);
const NEIGHBORHOOD_FIELDS = asList(NEIGHBORHOOD_READ_KINDS);

/** Checks (and normalises in place) the fields of `item` named in `fields`; false if unreadable. */
function readInPlace(item: Obj, fields: readonly (readonly [string, ReadKind])[]): boolean {
  for (const [key, kind] of fields) {
    const value = item[key];
    if (value === undefined || value === null) {
      // null is readable for every kind; an address object that is null means "no address".
      continue;
    }
    switch (kind) {
      case 'bool':
        if (typeof value !== 'boolean') return false;
        break;
      case 'num':
        if (typeof value !== 'number') return false;
        break;
      case 'str':
        if (typeof value !== 'string') return false;
        break;
      case 'text':
        if (typeof value === 'number') item[key] = String(value);
        else if (typeof value !== 'string') return false;
        break;
      case 'address':
        if (!isObject(value) || !readInPlace(value, ADDRESS_FIELDS)) return false;
        break;
      case 'neighborhood':
        // Typed "Any" by the vendor: unreadable means "no neighborhood", never a lost record.
        if (!isObject(value) || !readInPlace(value, NEIGHBORHOOD_FIELDS)) item[key] = null;
        break;
      default:
        break;
    }
  }
  return true;
}

/**
 * A search record as propertyRecordReader would read it (the same object, completed), or
 * undefined when this path cannot read it and the zod reader should say why.
 */
export function readPropertyRecordFast(item: unknown): PropertyRecord | undefined {
  if (!isObject(item) || !readInPlace(item, RECORD_FIELDS)) return undefined;
  const id = (item.id ?? item.propertyId) as string | null | undefined;
  if (id == null || id === '') return undefined;
  item.id = id;
  item.propertyId ??= id;
  if (item.address === null) delete item.address;
  if (item.mailAddress === null) delete item.mailAddress;
  return item as PropertyRecord;
}
