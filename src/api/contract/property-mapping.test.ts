// The PropertyMapping contract: the zod schema the app uses and the validator the mock answers with
// accept and refuse the same bodies, with the vendor's words for size and the refused flags.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  MAPPING_MAX_SIZE,
  propertyMappingRequestSchema,
  propertyMappingResponseSchema,
  validatePropertyMappingRequest,
  type MappingPin,
  type PropertyMappingRequest,
  type PropertyMappingResponse,
} from './property-mapping';

const AUSTIN = { latitude: 30.27, longitude: -97.74 };
const SQUARE = [
  { lat: 30, lon: -98 },
  { lat: 30, lon: -97 },
  { lat: 31, lon: -97 },
];

const VALID: Record<string, unknown>[] = [
  {},
  { state: 'TX', city: 'Austin' },
  { ...AUSTIN, radius: 2, absentee_owner: true },
  { polygon: SQUARE, size: MAPPING_MAX_SIZE, resultIndex: 20_000 },
  { ids: [10_000_001, 10_000_002] },
  { zip: ['78701', '78702'], value_min: 100_000, sort: { year_built: 'desc' } },
  { obfuscate: true, size: 1 },
];

const INVALID: Record<string, unknown>[] = [
  { size: MAPPING_MAX_SIZE + 1 },
  { size: 0 },
  { size: 1.5 },
  { ids_only: true },
  { count: false },
  { summary: true },
  { city: 'Austin' },
  { ...AUSTIN },
  { ...AUSTIN, radius: 0.01 },
  { polygon: SQUARE, multi_polygon: [{ boundaries: SQUARE }] },
  { resultIndex: -1 },
  { absente_owner: true },
  { value_min: 5, value_max: 1 },
];

describe('PropertyMapping request', () => {
  it('is 10,000 pins a call at most', () => {
    expect(MAPPING_MAX_SIZE).toBe(10_000);
  });

  it.each(VALID)('schema and validator both accept %j', (body) => {
    expect(propertyMappingRequestSchema.safeParse(body).success).toBe(true);
    expect(validatePropertyMappingRequest(body).ok).toBe(true);
  });

  it.each(INVALID)('schema and validator both refuse %j', (body) => {
    expect(propertyMappingRequestSchema.safeParse(body).success).toBe(false);
    expect(validatePropertyMappingRequest(body).ok).toBe(false);
  });

  it('gives the vendor’s words for an oversized size and the refused flags, in the schema too', () => {
    const size = propertyMappingRequestSchema.safeParse({ size: 10_001 });
    expect(size.error?.issues.map((i) => i.message)).toEqual([
      '"size" parameter must be less than or equal to 10000.',
    ]);
    for (const flag of ['ids_only', 'count', 'summary']) {
      const refused = propertyMappingRequestSchema.safeParse({ [flag]: true });
      expect(refused.error?.issues.map((i) => i.message)).toEqual([
        `"${flag}" parameter is not supported on this endpoint.`,
      ]);
    }
  });

  it('normalizes like the search, with size defaulting to 10,000 and never capped at 250', () => {
    const plain = validatePropertyMappingRequest({ state: 'TX', city: 'Austin', year_min: 1990 });
    expect(plain).toEqual({
      ok: true,
      value: { state: 'TX', city: 'Austin', year_built_min: 1990, size: 10_000, resultIndex: 0 },
    });
    const paged = validatePropertyMappingRequest({ size: 5000, resultIndex: 5000 });
    expect(paged.ok && paged.value).toMatchObject({ size: 5000, resultIndex: 5000 });
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'pins', 3]) {
      expect(validatePropertyMappingRequest(body).ok).toBe(false);
      expect(propertyMappingRequestSchema.safeParse(body).success).toBe(false);
    }
  });

  it('types the refused flags out of a request', () => {
    const ok: PropertyMappingRequest = { state: 'TX', city: 'Austin', size: 10_000 };
    expect(propertyMappingRequestSchema.parse(ok)).toEqual(ok);
    // @ts-expect-error ids_only is refused by the endpoint, so a request cannot carry it.
    const refused: PropertyMappingRequest = { ids_only: true };
    expect(propertyMappingRequestSchema.safeParse(refused).success).toBe(false);
  });
});

describe('PropertyMapping response', () => {
  const body = {
    input: { size: 2 },
    data: [
      { id: 195701571, latitude: 37.57515085410918, longitude: -77.52410645803138 },
      { id: '193780115', latitude: 37.58494796874613, longitude: -77.44245515888888 },
    ],
    resultCount: 101467,
    resultIndex: 0,
    recordCount: 2,
    statusCode: 200,
    statusMessage: 'Success',
    credits: 2,
    requestExecutionTimeMS: '103ms',
  };

  it('reads pins with numeric ids, a string of digits included', () => {
    const parsed: PropertyMappingResponse = propertyMappingResponseSchema.parse(body);
    const pins: MappingPin[] = parsed.data;
    expect(pins.map((p) => p.id)).toEqual([195701571, 193780115]);
    expect(parsed.credits).toBe(2);
    expectTypeOf(pins[0]!.id).toEqualTypeOf<number>();
  });

  it('reads the vendor’s shorter envelope (no credits, recordCount or input)', () => {
    const { credits: _c, recordCount: _r, input: _i, ...short } = body;
    const parsed = propertyMappingResponseSchema.parse(short);
    expect(parsed.credits).toBeUndefined();
    expect(parsed.resultCount).toBe(101467);
  });

  it('refuses pins without numeric coordinates or a usable id', () => {
    for (const pin of [
      { id: 1, latitude: '37.5', longitude: -77.5 },
      { id: 1, latitude: 37.5 },
      { id: 'abc', latitude: 37.5, longitude: -77.5 },
    ]) {
      expect(propertyMappingResponseSchema.safeParse({ ...body, data: [pin] }).success).toBe(false);
    }
  });
});
