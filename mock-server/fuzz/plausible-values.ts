// For each request field, the values of a small pool its contract schema accepts: bodies the fuzz test
// builds from these pass validation often enough to reach the search engine and the MLS lookups.
import fc from 'fast-check';
import type { z } from 'zod';
import {
  CONSTRUCTION_CODES,
  DOCUMENT_TYPE_CODES,
  LOAN_TYPE_CODES,
  PROPERTY_USE_CODES,
  ROOF_CONSTRUCTION_CODES,
  ROOF_MATERIAL_CODES,
  SEWAGE_CODES,
  WATER_SOURCE_CODES,
} from '../../src/api/contract/codes';
import { MLS_SECTION_NAMES, MLS_SELECTORS } from '../../src/api/contract/mls-catalog';
import {
  NOTICE_TYPES,
  OPERATORS,
  PROPERTY_TYPES,
  SEARCH_RANGES,
  SEARCH_TYPES,
  SORTABLE_FIELDS,
} from '../../src/api/contract/search-fields';

const AUSTIN = [
  { lat: 30.2, lon: -97.9 },
  { lat: 30.45, lon: -97.9 },
  { lat: 30.45, lon: -97.6 },
  { lat: 30.2, lon: -97.6 },
];

const POOL: readonly unknown[] = [
  true,
  false,
  0,
  1,
  2,
  3,
  10,
  50,
  100,
  250,
  1990,
  2005,
  150_000,
  2147483647,
  -5,
  0.5,
  2.5,
  30.27,
  -97.74,
  '78701',
  ['78701', '78702'],
  'TX',
  'Austin',
  'Travis',
  'Main',
  '100',
  '1500',
  '5',
  '2020-01-01',
  '2025-06-30',
  '123 Main St, Austin, TX 78701',
  'mdbmls-r',
  ...OPERATORS,
  ...PROPERTY_TYPES,
  ...NOTICE_TYPES,
  ...SEARCH_RANGES,
  ...SEARCH_TYPES,
  ...CONSTRUCTION_CODES.slice(0, 3),
  ...DOCUMENT_TYPE_CODES.slice(0, 3),
  ...LOAN_TYPE_CODES.slice(0, 3),
  ...SEWAGE_CODES.slice(0, 2),
  ...WATER_SOURCE_CODES.slice(0, 2),
  ...[...PROPERTY_USE_CODES].slice(0, 3),
  ...[...ROOF_CONSTRUCTION_CODES].slice(0, 2),
  ...[...ROOF_MATERIAL_CODES].slice(0, 2),
  'X',
  'AE',
  AUSTIN,
  [{ boundaries: AUSTIN }],
  { [SORTABLE_FIELDS[0]]: 'desc' },
  { year_built: 'asc', [SORTABLE_FIELDS[1]]: 'desc' },
  MLS_SELECTORS.slice(0, 3),
  [MLS_SECTION_NAMES[0]],
];

/** Per field: an arbitrary over the pool values its schema accepts (none: the field is left out). */
export function plausibleValues(
  shape: Readonly<Record<string, z.ZodType>>,
): Map<string, fc.Arbitrary<unknown>> {
  const out = new Map<string, fc.Arbitrary<unknown>>();
  for (const [field, schema] of Object.entries(shape)) {
    const accepted = POOL.filter((value) => schema.safeParse(value).success);
    if (accepted.length > 0) out.set(field, fc.constantFrom(...accepted));
  }
  return out;
}

/** Bodies of up to `maxKeys` known fields with accepted values: many pass validation whole. */
export function plausibleBody(
  values: ReadonlyMap<string, fc.Arbitrary<unknown>>,
  maxKeys: number,
): fc.Arbitrary<Record<string, unknown>> {
  const fields = [...values.keys()];
  return fc
    .uniqueArray(fc.constantFrom(...fields), { maxLength: maxKeys })
    .chain((keys) =>
      fc
        .tuple(...keys.map((k) => values.get(k) as fc.Arbitrary<unknown>))
        .map((vs) => Object.fromEntries(keys.map((k, i) => [k, vs[i]]))),
    );
}
