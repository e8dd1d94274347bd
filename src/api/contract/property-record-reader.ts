// How the client READS a property record: the tolerant twin of propertyRecordSchema.
// propertyRecordSchema is what the mock sends (one type per field, as reference-shapes fixes it);
// the real service's own docs disagree with themselves ("What a client of the real service must
// tolerate"), so the client accepts every published variant and normalises it to the app's types:
//   - id / propertyId: string or number (schema table: Number; examples: "253175355") → string;
//     a PropertyDetail root (the cross-sold fallback) has `id` and no `propertyId` → both filled;
//   - lastSaleAmount, medianIncome, suggestedRent: digits as a string or a number → string;
//   - every count/amount field: any number (the schema table types them Number, not integer);
//   - any field null or absent; unknown fields pass through untouched;
//   - neighborhood: the schema table types it Any, so an unreadable one is dropped, not the record.
import { z } from 'zod';
import { recordShape, type PropertyRecord } from './property-record';

const bool = z.boolean().nullable().optional();
const num = z.number().nullable().optional();
const str = z.string().nullable().optional();
/** Text the vendor may send as a number (ids, zip, fips): kept as text inside the app. */
const text = z
  .union([z.string(), z.number()])
  .transform((v) => String(v))
  .nullable()
  .optional();
/** Amounts the spec declares as digit strings and the schema table as Any: kept as text. */
const amount = text;

export const propertyAddressReader = z.looseObject({
  address: str,
  city: str,
  county: str,
  state: str,
  street: str,
  zip: text,
  fips: text,
});

const neighborhoodShape = z.looseObject({ center: str, id: text, name: str, type: str });
const neighborhoodReader = neighborhoodShape.nullable().optional().catch(null);
const addressField = propertyAddressReader.nullable().optional();
/** Sent as the service likes; the app does not read these as typed values. */
const anything = z.unknown().optional();

/**
 * Every field of §2.2 the app reads (property-record.ts lists them), tolerant of the vendor's
 * variants. Extendable (fallback).
 */
export const propertyRecordReaderObject = z.looseObject(
  recordShape({
    id: text,
    bool,
    // §2.2 says integers; the vendor's schema table says Number: 2.5 baths is readable.
    int: num,
    num,
    str,
    digits: amount,
    // Number or null (reference-shapes); never read as numbers by the app, so left as sent.
    unknown: anything,
    // Absent when obfuscated, null from the vendor when unknown.
    address: addressField,
    neighborhood: neighborhoodReader,
  }),
);

type ReadRecord = z.output<typeof propertyRecordReaderObject>;

/** The two id fields hold one id; a record needs at least one of them to be listed or selected. */
export function withPropertyIds<T extends { id?: string | null; propertyId?: string | null }>(
  record: T,
  ctx: z.RefinementCtx,
): (T & { id: string; propertyId: string }) | typeof z.NEVER {
  const id = record.id ?? record.propertyId;
  if (id == null || id === '') {
    ctx.addIssue({ code: 'custom', path: ['id'], message: 'the record has no id or propertyId' });
    return z.NEVER;
  }
  // zod built this object for us, so it is ours to complete in place (no copy of 100 fields).
  const out = record as T & { id: string; propertyId: string };
  out.id = id;
  out.propertyId = record.propertyId ?? id;
  return out;
}

/** A search record as the app uses it: ids filled, address objects never null. */
export const propertyRecordReader = propertyRecordReaderObject.transform(
  (record: ReadRecord, ctx) => {
    const out = withPropertyIds(record, ctx);
    if (out === z.NEVER) return z.NEVER;
    // The app treats "no address" as absent (obfuscated); null means the same thing.
    if (out.address === null) delete out.address;
    if (out.mailAddress === null) delete out.mailAddress;
    return out as PropertyRecord;
  },
);

// --- The same rules as a lookup table, for the fast path (src/api/read/fast-property-reader.ts) ---

/** How one field is read; every schema above is one of these. */
export type ReadKind = 'bool' | 'num' | 'str' | 'text' | 'any' | 'address' | 'neighborhood';

const KIND_OF = new Map<z.ZodType, ReadKind>([
  [bool, 'bool'],
  [num, 'num'],
  [str, 'str'],
  [text, 'text'],
  [anything, 'any'],
  [addressField, 'address'],
  [neighborhoodReader, 'neighborhood'],
]);

function kindsOf(shape: Record<string, z.ZodType>): ReadonlyMap<string, ReadKind> {
  return new Map(
    Object.entries(shape).map(([key, schema]) => {
      const kind = KIND_OF.get(schema);
      if (!kind) throw new Error(`property-record-reader: no read kind for ${key}`);
      return [key, kind];
    }),
  );
}

/** Derived from the zod shapes above, so the fast path cannot drift from them. */
export const RECORD_READ_KINDS = kindsOf(propertyRecordReaderObject.shape);
export const ADDRESS_READ_KINDS = kindsOf(propertyAddressReader.shape);
export const NEIGHBORHOOD_READ_KINDS = kindsOf(neighborhoodShape.shape);
