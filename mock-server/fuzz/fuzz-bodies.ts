// fast-check generators of request bodies for the fuzz test: near-valid bodies built from the contract's own names, plus junk.
import fc from 'fast-check';
import { MLS_SECTION_NAMES, MLS_SELECTORS } from '../../src/api/contract/mls-catalog';
import {
  NOTICE_TYPES,
  OPERATORS,
  PROPERTY_TYPES,
  SEARCH_RANGES,
  SEARCH_TYPES,
  SORTABLE_FIELDS,
} from '../../src/api/contract/search-fields';

/** Numbers at the edges the contract cares about: int32, safe integers, fractions, -0. */
const edgeNumber = fc.constantFrom(
  0,
  -0,
  1,
  -1,
  0.5,
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e20,
  -1e308,
);

export const number = fc.oneof(
  fc.integer(),
  edgeNumber,
  fc.integer({ min: -2000, max: 2000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Strings the validators look at closely: codes, zips, dates, selectors, and plain noise. */
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 16 }) },
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.constantFrom(
    '',
    ' ',
    'TX',
    'Austin',
    '78701',
    '78701-1234',
    '7870',
    '2024-02-29',
    '2023-02-29',
    '1_YEAR',
    'asc',
    'desc',
    ...OPERATORS,
    ...PROPERTY_TYPES,
    ...NOTICE_TYPES,
    ...SEARCH_RANGES,
    ...SEARCH_TYPES,
    '__proto__',
    'constructor',
  ),
  fc.stringMatching(/^\d{1,12}$/),
  fc.constantFrom('x'.repeat(1000), 'y'.repeat(1001)),
);

export const scalar = fc.oneof(number, text, fc.boolean(), fc.constant(null));

const point = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      lat: fc.double({ min: -91, max: 91, noNaN: true }),
      lon: fc.double({ min: -181, max: 181, noNaN: true }),
    }),
  },
  fc.record({ lat: scalar, lon: scalar }),
  fc.dictionary(text, scalar, { maxKeys: 3 }),
);

/** Rings near the US, across the antimeridian, degenerate, or not rings at all. */
export const ring = fc.oneof(
  fc.array(point, { maxLength: 12 }),
  fc
    .tuple(
      fc.double({ min: -170, max: 170, noNaN: true }),
      fc.double({ min: 25, max: 48, noNaN: true }),
      fc.array(
        fc.tuple(
          fc.double({ min: -2, max: 2, noNaN: true }),
          fc.double({ min: -2, max: 2, noNaN: true }),
        ),
        { minLength: 3, maxLength: 10 },
      ),
    )
    .map(([lon, lat, offsets]) => offsets.map(([dx, dy]) => ({ lat: lat + dy, lon: lon + dx }))),
  fc.constant([
    { lat: 10, lon: 179 },
    { lat: 60, lon: 179 },
    { lat: 60, lon: -179 },
    { lat: 10, lon: -179 },
  ]),
);

/** A value for any field: scalars, lists, points, rings, objects, and arbitrary JSON. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 8 }) },
  { weight: 1, arbitrary: ring },
  { weight: 1, arbitrary: fc.array(fc.record({ boundaries: ring }), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A known name, a typo of one, a built-in name, or noise. */
function keyFrom(names: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...names) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...names), fc.nat(), fc.string({ maxLength: 2 }))
        .map(([name, at, insert]) => {
          const i = at % (name.length + 1);
          return name.slice(0, i) + insert + name.slice(i + 1);
        }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty'),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
}

/** An object of up to `maxKeys` fields named mostly from `names`, with values from `value`. */
export function bodyOf(
  names: readonly string[],
  value: (key: string) => fc.Arbitrary<unknown>,
  maxKeys = 8,
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .array(
      keyFrom(names).chain((key) => value(key).map((v) => [key, v] as const)),
      {
        maxLength: maxKeys,
      },
    )
    .map((entries) => {
      // defineProperty, so a key named __proto__ becomes a field as JSON.parse would make it.
      const out: Record<string, unknown> = {};
      for (const [key, v] of entries)
        Object.defineProperty(out, key, {
          value: v,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return out;
    });
}

export const sortValue = bodyOf(
  SORTABLE_FIELDS,
  () => fc.oneof(fc.constantFrom('asc', 'desc'), scalar),
  4,
);

export const selectors = fc.array(
  fc.oneof(fc.constantFrom(...MLS_SELECTORS), keyFrom(MLS_SELECTORS), scalar),
  { maxLength: 6 },
);
export const sections = fc.array(
  fc.oneof(fc.constantFrom(...MLS_SECTION_NAMES), keyFrom(MLS_SECTION_NAMES), scalar),
  { maxLength: 4 },
);

/**
 * Bodies no well-behaved client sends, as raw text: not JSON, cut short, deep, wide or long.
 * Sizes stay well inside 1 MB so the run stays quick; the hostile-input tests take the big ones.
 */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    'null',
    '[]',
    '"x"',
    '{',
    '{"a":',
    '{"size":1e999}',
    '{"a":1,"a":2}',
    '{"__proto__":{"x":1}}',
  ),
  fc.integer({ min: 1, max: 300 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 1, max: 300 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc
    .integer({ min: 200, max: 400 })
    .map((n) =>
      JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
    ),
  fc
    .tuple(
      fc.constantFrom('ids', 'zip', 'listing_ids', 'assessor_ids', 'fields', 'polygon'),
      fc.integer({ min: 9_990, max: 10_010 }),
      // Small items: a list of 10,000 long strings would be a 413 and slow to build.
      fc.oneof(number, fc.constantFrom('x', '', null, true)),
    )
    .map(([key, n, item]) => JSON.stringify({ [key]: Array(n).fill(item) })),
);
