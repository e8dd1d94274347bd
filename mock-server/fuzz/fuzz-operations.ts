// The operations the fuzz test drives: each names its path, its body generator and what its answers may weigh.
import fc from 'fast-check';
import { mlsBulkRequestShape, mlsDetailRequestShape } from '../../src/api/contract/mls-request';
import { MAPPING_MAX_SIZE } from '../../src/api/contract/property-mapping';
import { SEARCH_REQUEST_FIELDS, searchRequestShape } from '../../src/api/contract/search-request';
import { SKIP_ITEM_FIELDS } from '../../src/api/contract/skip-trace-request';
import {
  anyValue,
  bodyOf,
  hostileText,
  number,
  ring,
  scalar,
  sections,
  selectors,
  sortValue,
} from './fuzz-bodies';
import { plausibleBody, plausibleValues } from './plausible-values';

/** What the generators may know of the dataset, so some lookups hit. */
interface FuzzDataset {
  firstId: number;
  count: number;
  /** Skip items naming real properties (situs or mailing parts), so some skip traces match. */
  skipItems: readonly Record<string, string>[];
}

export interface FuzzOperation {
  name: string;
  path: string;
  /** Raw request bodies (JSON text or not). */
  body: (data: FuzzDataset) => fc.Arbitrary<string>;
  /** Extra bytes an error answer may carry beyond the general bound (e.g. the bulk 404's per-id objects). */
  errorAllowance?: (input: unknown) => number;
}

/**
 * A mix: bodies that often pass validation (and reach the engine or the MLS lookups), bodies of
 * mistakes built from the contract's names, and text that is not JSON or hostile in shape.
 */
function mixed(
  plausible: fc.Arbitrary<unknown>,
  mistaken: fc.Arbitrary<unknown>,
): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: plausible.map((b) => JSON.stringify(b)) },
    { weight: 5, arbitrary: mistaken.map((b) => JSON.stringify(b) ?? 'null') },
    { weight: 1, arbitrary: hostileText },
  );
}

const SEARCH_VALUES = plausibleValues(searchRequestShape);
// Small pages: a 250-record answer costs more to write than everything else a run does.
SEARCH_VALUES.set('size', fc.integer({ min: 1, max: 30 }));
// Beside the lookup, only the selection fields: address parts would make most lookups incomplete.
const MLS_SELECTION_VALUES = plausibleValues({
  fields: mlsDetailRequestShape.fields,
  field_sections: mlsDetailRequestShape.field_sections,
  public: mlsDetailRequestShape.public,
  public_record_fallback: mlsDetailRequestShape.public_record_fallback,
});

const smallCount = fc.oneof(fc.integer({ min: 0, max: 60 }), number);

function searchValue(key: string, data: FuzzDataset): fc.Arbitrary<unknown> {
  switch (key) {
    case 'size':
    case 'resultIndex':
      return smallCount;
    case 'ids':
      return fc.array(
        fc.oneof(fc.integer({ min: data.firstId, max: data.firstId + data.count }), number),
        { maxLength: 20 },
      );
    case 'polygon':
      return ring;
    case 'multi_polygon':
      return fc.array(fc.record({ boundaries: ring }), { maxLength: 3 });
    case 'sort':
      return sortValue;
    default:
      return anyValue;
  }
}

/** Plausible mapping bodies: the search's values without the flags the endpoint refuses. */
const MAPPING_VALUES = new Map(
  [...SEARCH_VALUES].filter(([key]) => !['ids_only', 'count', 'summary'].includes(key)),
);
const mappingSize = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 2000 }) },
  { weight: 1, arbitrary: fc.constantFrom(MAPPING_MAX_SIZE, MAPPING_MAX_SIZE + 1) },
  { weight: 1, arbitrary: number },
);
MAPPING_VALUES.set('size', mappingSize);

function mappingValue(key: string, data: FuzzDataset): fc.Arbitrary<unknown> {
  return key === 'size' ? mappingSize : searchValue(key, data);
}

const id = (data: FuzzDataset) =>
  fc.oneof(fc.integer({ min: data.firstId, max: data.firstId + data.count }), number, scalar);

function mlsValue(key: string, data: FuzzDataset): fc.Arbitrary<unknown> {
  switch (key) {
    case 'listing_id':
    case 'assessor_id':
      return id(data);
    case 'fields':
      return fc.oneof(selectors, anyValue);
    case 'field_sections':
      return fc.oneof(sections, anyValue);
    case 'listing_ids':
    case 'assessor_ids':
      return fc.oneof(
        {
          weight: 6,
          arbitrary: fc.array(fc.oneof(id(data), fc.constant(null)), { maxLength: 30 }),
        },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(1000, 1001)
            .map((n) => Array.from({ length: n }, (_, i) => data.firstId + i)),
        },
        { weight: 1, arbitrary: anyValue },
      );
    default:
      return anyValue;
  }
}

const SKIP_NAMES = SKIP_ITEM_FIELDS.map(String);

/** Item values: mostly text (names, places, zips, phones), sometimes anything at all. */
function skipValue(key: string): fc.Arbitrary<unknown> {
  switch (key) {
    case 'key':
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), number);
    case 'phone':
      return fc.oneof(fc.stringMatching(/^\d{10}$/), scalar);
    case 'email':
      return fc.oneof(fc.constantFrom('ann@example.com', 'ann@', '@x.io'), scalar);
    case 'match_requirements':
      return fc.oneof(
        bodyOf(['phones', 'emails', 'social', 'operator'], (k) =>
          k === 'operator' ? fc.constantFrom('and', 'or', 'AND', 'xor') : fc.boolean(),
        ),
        anyValue,
      );
    default:
      return fc.oneof({ weight: 4, arbitrary: scalar }, { weight: 1, arbitrary: anyValue });
  }
}

/** An item naming a real property by situs or mailing parts, with a few of the optional fields. */
function realSkipItem(data: FuzzDataset): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc.constantFrom(...data.skipItems),
      fc.record(
        {
          last_name: fc.constantFrom('Smith', ''),
          unit: fc.constantFrom('4', 'B'),
          match_requirements: fc.constantFrom(
            { phones: true },
            { emails: true },
            { social: true },
            { phones: true, emails: true, operator: 'or' },
            { phones: true, emails: true, operator: 'and' },
          ),
        },
        { requiredKeys: [] },
      ),
    )
    .map(([base, extra]) => {
      // A unit goes with a street address only (else the item is refused, which the mistakes cover).
      const { unit, ...rest } = extra;
      return { ...base, ...rest, ...(base.address && unit ? { unit } : {}) };
    });
}

/** Mostly real items, sometimes one built from the item's names with any values. */
function skipItem(data: FuzzDataset): fc.Arbitrary<Record<string, unknown>> {
  return fc.oneof(
    { weight: 3, arbitrary: realSkipItem(data) },
    { weight: 1, arbitrary: bodyOf(SKIP_NAMES, skipValue, 6) },
  );
}

/** Batches of real items: mostly small and keyed by position, some of 100 or 101 items. */
function skipBatch(data: FuzzDataset): fc.Arbitrary<Record<string, unknown>> {
  const items = fc.oneof(
    { weight: 6, arbitrary: fc.array(realSkipItem(data), { minLength: 1, maxLength: 12 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(realSkipItem(data), fc.constantFrom(100, 101))
        .map(([item, n]) => Array.from({ length: n }, () => item)),
    },
  );
  return fc.tuple(items, fc.boolean()).map(([list, keyed]) => ({
    skips: keyed ? list.map((item, i) => ({ ...item, key: i })) : list,
  }));
}

/** Bytes of one bulk error object ({"id":…,"match":false,…}), generously. */
const BULK_ERROR_OBJECT_BYTES = 160;

export const FUZZ_OPERATIONS: FuzzOperation[] = [
  {
    name: 'PropertySearch',
    path: '/v2/PropertySearch',
    body: (data) =>
      mixed(
        plausibleBody(SEARCH_VALUES, 4),
        bodyOf(SEARCH_REQUEST_FIELDS, (key) => searchValue(key, data), 10),
      ),
  },
  {
    name: 'MLSDetail',
    path: '/v3/MLSDetail',
    body: (data) =>
      mixed(
        fc
          .tuple(
            fc.constantFrom('listing_id', 'assessor_id'),
            id(data),
            plausibleBody(MLS_SELECTION_VALUES, 2),
          )
          .map(([key, value, rest]) => ({ ...rest, [key]: value })),
        bodyOf(Object.keys(mlsDetailRequestShape), (key) => mlsValue(key, data), 6),
      ),
  },
  {
    name: 'MLSDetailBulk',
    path: '/v3/MLSDetailBulk',
    body: (data) =>
      mixed(
        fc
          .tuple(
            fc.constantFrom('listing_ids', 'assessor_ids'),
            fc.oneof(
              fc.array(
                fc.oneof(
                  fc.integer({ min: data.firstId, max: data.firstId + data.count }),
                  fc.nat(5000),
                  fc.constant(null),
                ),
                { minLength: 1, maxLength: 30 },
              ),
              fc.constant(Array.from({ length: 1000 }, (_, i) => data.firstId + i)),
            ),
            fc.option(MLS_SELECTION_VALUES.get('fields') ?? fc.constant(undefined)),
          )
          .map(([key, ids, fields]) => ({ [key]: ids, ...(fields ? { fields } : {}) })),
        bodyOf(Object.keys(mlsBulkRequestShape), (key) => mlsValue(key, data), 4),
      ),
    // §4.3 rule 6: an all-miss 404 holds one error object per requested position.
    errorAllowance: (input) => {
      const body = (input ?? {}) as { listing_ids?: unknown; assessor_ids?: unknown };
      const ids = Array.isArray(body.listing_ids) ? body.listing_ids : body.assessor_ids;
      return Array.isArray(ids) ? ids.length * BULK_ERROR_OBJECT_BYTES : 0;
    },
  },
  {
    name: 'PropertyMapping',
    path: '/v2/PropertyMapping',
    // The search's fields (refused flags included among the mistakes), sizes either side of 10,000.
    body: (data) =>
      mixed(
        plausibleBody(MAPPING_VALUES, 4),
        bodyOf(SEARCH_REQUEST_FIELDS, (key) => mappingValue(key, data), 10),
      ),
  },
  {
    name: 'AutoComplete',
    path: '/v2/AutoComplete',
    // Searches people type (places, house numbers, APN digits) and bodies of mistakes.
    body: () =>
      mixed(
        fc.record(
          {
            search: fc.oneof(
              fc.constantFrom('Dallas', 'dallas county', 'Main St', '750', 'Texas', '123-4'),
              fc.string({ maxLength: 40 }),
            ),
            search_types: fc.subarray(['A', 'C', 'G', 'N', 'P', 'S', 'T', 'Z'], { minLength: 1 }),
            latitude: fc.double({ min: -90, max: 90, noNaN: true }),
            longitude: fc.double({ min: -180, max: 180, noNaN: true }),
          },
          { requiredKeys: ['search'] },
        ),
        bodyOf(['search', 'search_types', 'latitude', 'longitude', 'precision'], () => anyValue, 5),
      ),
  },
  {
    name: 'SkipTraceBatchAwait',
    path: '/v2/SkipTraceBatchAwait',
    body: (data) =>
      mixed(
        skipBatch(data),
        bodyOf(['skips', 'webhook_url'], (key) =>
          key === 'skips'
            ? fc.oneof(fc.array(skipItem(data), { maxLength: 8 }), anyValue)
            : anyValue,
        ),
      ),
  },
  {
    name: 'SkipTrace',
    path: '/v2/SkipTrace',
    body: (data) => mixed(skipItem(data), bodyOf(SKIP_NAMES, skipValue, 8)),
  },
];
